// Saved games as the page reads them (web/js/app/saves-migrate.js): every version of the past
// opens (the examples of e2e/data/ are what those versions stored), damage is said, not fatal.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { SAVE_VERSION, makeSave, plausibleView, readSave } from "../../web/js/app/saves-migrate.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

/** The stored game texts of one example file. @param {string} name */
function stored(name) {
  const data = JSON.parse(readFileSync(new URL(`../../e2e/data/${name}`, import.meta.url), "utf8"));
  return Object.entries(data.storage).filter(([key]) => key.startsWith("rabattues:game:")).map(([, text]) => String(text));
}

test("saves of every earlier version are read and brought to this one", () => {
  for (const [name, migrated] of [["saves-v0.json", true], ["saves-v1.json", false]]) {
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
  for (const [text, why] of [["{", "not valid JSON"], ["[1]", "not a JSON object"], ['{"save": 99}', "newer version"],
    ['{"save": 1, "rev": -1, "created": 0, "updated": 0, "record": {"actions": []}, "view": null}', "whole numbers"],
    ['{"save": 1, "rev": 1, "created": 0, "updated": 0, "record": {"actions": [1]}, "view": null}', "not a list of text"]]) {
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
