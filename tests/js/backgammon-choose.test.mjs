// The backgammon move chooser (web/js/backgammon/choose.js) against a move list written by hand: the
// opening 31 from the start, three of its sixteen moves, with their orders as GNU Backgammon
// would play them, and the boards the engine gives after their steps (backgammon/choose.py).

import assert from "node:assert/strict";
import { test } from "node:test";
import { boardAfter, complete, destinations, origins, stepsKey, usedDice } from "../../web/js/backgammon/choose.js";

const step = (from, to, die, hit = false) => ({ from, to, die, hit });
const MOVES = [
  {
    move: "8/5 6/5",
    position_id: "sGfwATDgc/ABMA",
    board: 0,
    steps: [step(8, 5, 3), step(6, 5, 1)],
    paths: [
      [step(8, 5, 3), step(6, 5, 1)],
      [step(6, 5, 1), step(8, 5, 3)],
    ],
  },
  {
    move: "24/20",
    position_id: "x",
    board: 1,
    steps: [step(24, 21, 3), step(21, 20, 1)],
    paths: [
      [step(24, 21, 3), step(21, 20, 1)],
      [step(24, 23, 1), step(23, 20, 3)],
    ],
  },
  {
    move: "13/10 6/5",
    position_id: "y",
    board: 2,
    steps: [step(13, 10, 3), step(6, 5, 1)],
    paths: [
      [step(13, 10, 3), step(6, 5, 1)],
      [step(6, 5, 1), step(13, 10, 3)],
    ],
  },
];

/** White's points 1–24 as signed counts (White +, Black −), from {point: count}. */
const checkers = (white, black) => Array.from({ length: 24 }, (_, i) => (white[i + 1] ?? 0) - (black[i + 1] ?? 0));
const BLACK = { 1: 2, 12: 5, 17: 3, 19: 5 }; // the start's, in White's numbering
const board = (white, pips, bar = { w: 0, b: 0 }, black = BLACK) => ({ checkers: checkers(white, black), bar, off: { w: 0, b: 0 }, pips });
/** The start, White to play 31: the view's own board, and the boards the engine would give. */
const VIEW = {
  points: checkers({ 6: 5, 8: 3, 13: 5, 24: 2 }, BLACK).map((n, i) => ({
    point: i + 1,
    player: n > 0 ? "w" : n < 0 ? "b" : null,
    count: Math.abs(n),
  })),
  bar: { w: 0, b: 0 },
  off: { w: 0, b: 0 },
  pips: { w: 167, b: 167 },
  moves: MOVES,
  boards: [
    board({ 5: 2, 6: 4, 8: 2, 13: 5, 24: 2 }, { w: 163, b: 167 }), // 8/5 6/5
    board({ 6: 5, 8: 3, 13: 5, 20: 1, 24: 1 }, { w: 163, b: 167 }), // 24/20
    board({ 5: 1, 6: 4, 8: 3, 10: 1, 13: 4, 24: 2 }, { w: 163, b: 167 }), // 13/10 6/5
    board({ 5: 1, 6: 5, 8: 2, 13: 5, 24: 2 }, { w: 164, b: 167 }), // 8/5
    board({ 5: 1, 6: 4, 8: 3, 13: 5, 24: 2 }, { w: 166, b: 167 }), // 6/5
    // 24/21 had a black checker of White's 19 stood on 21: the blot on the bar (Black 167 − 6 + 25)
    board({ 6: 5, 8: 3, 13: 5, 21: 1, 24: 1 }, { w: 164, b: 186 }, { w: 0, b: 1 }, { ...BLACK, 19: 4 }),
  ],
  after: { "8-5": 3, "6-5": 4, "24-21": 5 },
};

test("origins are the first steps of every path", () => {
  assert.deepEqual([...origins(MOVES, [])].sort(), [13, 24, 6, 8].sort());
});

test("a checker's destinations, one die or two in a row", () => {
  const from24 = destinations(MOVES, [], 24);
  assert.deepEqual(
    [...from24.keys()].sort((a, b) => a - b),
    [20, 21, 23],
  );
  assert.equal(from24.get(20)?.length, 2);
  assert.deepEqual([...destinations(MOVES, [], 6).keys()], [5]);
});

test("after a step the choice narrows, and a used-up path names its move", () => {
  const chosen = [step(6, 5, 1)];
  assert.deepEqual([...origins(MOVES, chosen)].sort(), [13, 8]);
  assert.equal(complete(MOVES, chosen), null);
  assert.deepEqual(usedDice(MOVES, chosen), [1]);
  assert.equal(complete(MOVES, [...chosen, step(8, 5, 3)])?.move, "8/5 6/5");
  assert.equal(complete(MOVES, [step(24, 23, 1), step(23, 20, 3)])?.move, "24/20");
});

test("a step no move makes leaves nothing to choose", () => {
  assert.equal(origins(MOVES, [step(13, 12, 1)]).size, 0);
});

test("the board after a path begun is the engine's, by the steps' key", () => {
  assert.equal(stepsKey([step(8, 5, 3), step(6, 5, 1)]), "8-5 6-5");
  assert.equal(stepsKey([step("bar", 22, 3), step(6, "off", 6)]), "bar-22 6-off");
  const after = boardAfter(VIEW, [step(8, 5, 3)]);
  assert.deepEqual(after.points[4], { point: 5, player: "w", count: 1 });
  assert.deepEqual(after.points[7], { point: 8, player: "w", count: 2 });
  assert.deepEqual(after.points[0], { point: 1, player: "b", count: 2 });
  assert.deepEqual(after.points[1], { point: 2, player: null, count: 0 });
  assert.deepEqual(after.pips, { w: 164, b: 167 });
});

test("a hit as the engine's board says: the blot on the bar, its pips", () => {
  const after = boardAfter(VIEW, [step(24, 21, 3, true)]);
  assert.deepEqual(after.bar, { w: 0, b: 1 });
  assert.deepEqual(after.points[20], { point: 21, player: "w", count: 1 });
  assert.equal(after.pips.b, 186);
});

test("a move played whole has its own board, whichever order played it", () => {
  for (const path of MOVES[0].paths) {
    const after = boardAfter(VIEW, path);
    assert.deepEqual(after.points[4], { point: 5, player: "w", count: 2 }, JSON.stringify(path));
    assert.deepEqual(after.pips, { w: 163, b: 167 });
  }
  assert.deepEqual(boardAfter(VIEW, [step(24, 23, 1), step(23, 20, 3)]).points[19], { point: 20, player: "w", count: 1 });
});

test("with no steps chosen, or no boards given, the view's own board", () => {
  assert.deepEqual(boardAfter(VIEW, []), { points: VIEW.points, bar: VIEW.bar, off: VIEW.off, pips: VIEW.pips });
  const saved = { ...VIEW, boards: undefined, after: undefined }; // saved before the engine gave boards
  assert.equal(boardAfter(saved, [step(8, 5, 3)]).points, VIEW.points);
});
