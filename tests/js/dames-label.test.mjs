// The 1699 board's accessible name (web/js/dames/label.js): the engine's start view, and views
// written by hand from RULES.md, read back in the words of the English table (en/analysis.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { describeBoard } from "../../web/js/dames/label.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";
import { setLanguage } from "../../web/js/i18n/i18n.js";

/** A side as a view holds it (docs/PROTOCOL.md): per point 1–6 its checkers and, if any, its stack. @param {number[]} counts @param {number[]} stacked @param {number} off */
const side = (counts, stacked, off) => ({
  points: counts.map((count, i) => ({ point: i + 1, count, stacked: stacked[i] })),
  off,
});

/** A view with these sides and the rest as a game in progress has it. @param {any} changes */
const view = (changes) => ({
  turn: "w",
  opening: false,
  outcome: null,
  cube: { enabled: false, value: 1, owner: null },
  ...changes,
});

// RULES.md §1: at the start points 1, 2, 3 hold a stack of 2 and points 4, 5, 6 a stack of 3.
const START_SIDE =
  "points 1: 2, stack of 2, 2: 2, stack of 2, 3: 2, stack of 2, 4: 3, stack of 3, " + "5: 3, stack of 3 and 6: 3, stack of 3; 0 borne off";

test("the start, as the engine draws it before the opening throws (constants.js)", () => {
  assert.equal(describeBoard(CONSTANTS.start), `Board. White: ${START_SIDE}. Black: ${START_SIDE}. opening throw.`);
});

test("checkers on line, a stack begun, an empty point, checkers off, who throws", () => {
  // RULES.md §2, Lalanne's Example 1: after 4 and 3, point 3 shows two checkers on line and
  // point 4 a stack of 2 beside one. Black is bearing off: 6 of his 15 are off.
  const white = side([2, 2, 2, 3, 3, 3], [2, 2, 0, 2, 3, 3], 0);
  const black = side([0, 1, 2, 2, 1, 3], [0, 0, 0, 0, 0, 0], 6);
  assert.equal(
    describeBoard(view({ sides: { w: white, b: black }, turn: "b" })),
    "Board. White: points 1: 2, stack of 2, 2: 2, stack of 2, 3: 2 on line, 4: 3, stack of 2, 5: 3, stack of 3 and " +
      "6: 3, stack of 3; 0 borne off. Black: points 1: empty, 2: 1 on line, 3: 2 on line, 4: 2 on line, 5: 1 on line " +
      "and 6: 3 on line; 6 borne off. Black to throw.",
  );
});

test("the cube: in the middle or its owner's; once the game is over nobody throws", () => {
  const lone = side([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0], 14);
  const sides = { w: lone, b: side([0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0], 14) };
  const boardOf =
    "Board. White: points 1: empty, 2: empty, 3: empty, 4: empty, 5: empty and 6: 1 on line; 14 borne off. " +
    "Black: points 1: empty, 2: empty, 3: empty, 4: empty, 5: 1 on line and 6: empty; 14 borne off.";
  const cube = (value, owner) => ({ enabled: true, value, owner });
  assert.equal(describeBoard(view({ sides, cube: cube(1, null) })), `${boardOf} cube at 1, in the middle. White to throw.`);
  assert.equal(describeBoard(view({ sides, cube: cube(4, "b") })), `${boardOf} cube at 4, owned by Black. White to throw.`);
  const over = { winner: "w", how: "bear-off", multiplier: 1, cube: 4, points: 4 };
  assert.equal(describeBoard(view({ sides, cube: cube(4, "b"), outcome: over })), `${boardOf} cube at 4, owned by Black.`);
});

test("in French, the French table's words (fr/analysis.js)", async () => {
  await setLanguage("fr", { remember: false });
  const sides = { w: side([0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0], 14), b: side([2, 2, 2, 3, 3, 3], [2, 2, 2, 3, 3, 3], 0) };
  const words = describeBoard(view({ sides }));
  await setLanguage("en", { remember: false });
  assert.match(words, /^Tablier\. Blanc\s: flèche 1\s: vide, .* et flèche 6\s: 1 dame rabattue\s; 14 dames levées\. /u);
  // French counts 0 in the singular ("0 dame levée"), as it does below two.
  assert.match(words, /flèche 6\s: 3 dames, dont une pile de 3\s; 0 dame levée\. À Blanc de jeter\.$/u);
});
