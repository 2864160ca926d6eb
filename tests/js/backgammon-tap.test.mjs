// A tap on a checker plays the higher usable die, a second tap the other (web/js/backgammon/choose.js
// `higherStep`), against the opening 31's move list written by hand (as in bg-choose.test.mjs):
// from 24 both dice are usable (24/21, 24/23); from 8 only the 3 (8/7 is in no legal move listed).

import assert from "node:assert/strict";
import { test } from "node:test";
import { higherStep } from "../../web/js/backgammon/choose.js";

const step = (from, to, die, hit = false) => ({ from, to, die, hit });
const MOVES = [
  {
    move: "8/5 6/5",
    position_id: "sGfwATDgc/ABMA",
    steps: [step(8, 5, 3), step(6, 5, 1)],
    paths: [
      [step(8, 5, 3), step(6, 5, 1)],
      [step(6, 5, 1), step(8, 5, 3)],
    ],
  },
  {
    move: "24/20",
    position_id: "x",
    steps: [step(24, 21, 3), step(21, 20, 1)],
    paths: [
      [step(24, 21, 3), step(21, 20, 1)],
      [step(24, 23, 1), step(23, 20, 3)],
    ],
  },
  {
    move: "13/10 6/5",
    position_id: "y",
    steps: [step(13, 10, 3), step(6, 5, 1)],
    paths: [
      [step(13, 10, 3), step(6, 5, 1)],
      [step(6, 5, 1), step(13, 10, 3)],
    ],
  },
];

test("a checker that can use either die moves by the higher", () => {
  assert.deepEqual(higherStep(MOVES, [], 24), step(24, 21, 3));
});

test("the second tap on the checker moved plays the other die", () => {
  assert.deepEqual(higherStep(MOVES, [step(24, 21, 3)], 21), step(21, 20, 1));
});

test("a checker that can use only the lower die moves by it", () => {
  assert.deepEqual(higherStep(MOVES, [step(13, 10, 3)], 6), step(6, 5, 1));
});

test("a place no path leaves gives no step", () => {
  assert.equal(higherStep(MOVES, [], 19), null);
  assert.equal(higherStep(MOVES, [step(8, 5, 3), step(6, 5, 1)], 24), null);
});
