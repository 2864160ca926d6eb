// Saved games as the page reads them (web/js/saves/migrate.js): every version of the past
// opens (the examples of e2e/data/ are what those versions stored), damage is said, not fatal.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { SAVE_VERSION, makeSave, plausibleView, readSave } from "../../web/js/saves/migrate.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

/** The stored game texts of one example file. @param {string} name */
function stored(name) {
  const data = JSON.parse(readFileSync(new URL(`../../e2e/data/${name}`, import.meta.url), "utf8"));
  return Object.entries(data.storage)
    .filter(([key]) => key.startsWith("rabattues:game:"))
    .map(([, text]) => String(text));
}

test("saves of every earlier version are read and brought to this one", () => {
  for (const [name, migrated] of [
    ["saves-v0.json", true],
    ["saves-v1.json", false],
  ]) {
    const texts = stored(name);
    assert.ok(texts.length > 0, name);
    for (const text of texts) {
      const result = readSave(text, 1234);
      assert.ok(result.ok, `${name}: ${!result.ok && result.why}`);
      assert.equal(result.save.save, SAVE_VERSION);
      assert.equal(result.migrated, migrated);
      assert.ok(Array.isArray(result.save.record.actions));
    }
  }
});

test("a save from a newer version, or not a save at all, is refused with a reason", () => {
  for (const [text, why] of [
    ["{", "not valid JSON"],
    ["[1]", "not a JSON object"],
    ['{"save": 99}', "newer version"],
    ['{"save": 1, "rev": -1, "created": 0, "updated": 0, "record": {"actions": []}, "view": null}', "whole numbers"],
    ['{"save": 1, "rev": 1, "created": 0, "updated": 0, "record": {"actions": [1]}, "view": null}', "not a list of text"],
  ]) {
    const result = readSave(text);
    assert.equal(result.ok, false, text);
    assert.match(/** @type {any} */ (result).why, new RegExp(why));
  }
});

test("a view the board cannot draw is dropped, the game kept", () => {
  const start = CONSTANTS.start;
  assert.ok(plausibleView(start), "the engine's own start view is drawable");
  const { table, ...older } = start; // a view saved before the engine told the dice on the board
  assert.equal(plausibleView(older), false);
  const save = makeSave({ actions: [] }, older, null);
  const result = readSave(JSON.stringify(save));
  assert.ok(result.ok);
  assert.equal(result.save.view, null);
});

test("a stored backgammon view is drawn if it has its board's shape, else dropped", () => {
  const points = Array.from({ length: 24 }, (_, i) => ({ point: i + 1, player: null, count: 0 }));
  points[23] = { point: 24, player: "w", count: 2 };
  points[0] = { point: 1, player: "b", count: 2 };
  const view = {
    game: "backgammon",
    position: "4HPwATDgc/ABMA:w",
    points,
    bar: { w: 0, b: 0 },
    off: { w: 13, b: 13 },
    pips: { w: 48, b: 48 },
    cube: { enabled: true, value: 1, owner: null, offered: false, max: 64, face: 64 },
    players: { w: { name: "White", kind: "human" }, b: { name: "Black", kind: "computer" } },
    thrown: [3, 1],
    faces: [3, 1],
    actions: [],
    moves: [],
    turn: "w",
    current: "w",
    outcome: null,
  };
  assert.equal(plausibleView(view), true);
  assert.equal(plausibleView({ ...view, faces: undefined }), false, "saved before the dice were told");
  assert.equal(plausibleView({ ...view, cube: { ...view.cube, face: undefined } }), false, "saved before the cube's face");
  assert.equal(plausibleView({ ...view, points: points.slice(1) }), false, "23 points");
  assert.equal(plausibleView({ ...view, thrown: [7, 1] }), false, "a die of 7");
  assert.equal(plausibleView({ ...view, bar: { w: -1, b: 0 } }), false, "a negative count");
  assert.equal(plausibleView({ ...view, points: points.map((p, i) => (i ? p : { ...p, player: "x" })) }), false, "a player x");
});
