// The backgammon move chooser (web/js/bg/choose.js) against a move list written by hand: the
// opening 31 from the start, three of its sixteen moves, with their orders as GNU Backgammon
// would play them.

import assert from "node:assert/strict";
import { test } from "node:test";
import { afterSteps, complete, destinations, origins, usedDice } from "../../web/js/bg/choose.js";

const step = (from, to, die, hit = false) => ({ from, to, die, hit });
const MOVES = [
  { move: "8/5 6/5", position_id: "sGfwATDgc/ABMA", steps: [step(8, 5, 3), step(6, 5, 1)],
    paths: [[step(8, 5, 3), step(6, 5, 1)], [step(6, 5, 1), step(8, 5, 3)]] },
  { move: "24/20", position_id: "x", steps: [step(24, 21, 3), step(21, 20, 1)],
    paths: [[step(24, 21, 3), step(21, 20, 1)], [step(24, 23, 1), step(23, 20, 3)]] },
  { move: "13/10 6/5", position_id: "y", steps: [step(13, 10, 3), step(6, 5, 1)],
    paths: [[step(13, 10, 3), step(6, 5, 1)], [step(6, 5, 1), step(13, 10, 3)]] },
];

test("origins are the first steps of every path", () => {
  assert.deepEqual([...origins(MOVES, [])].sort(), [13, 24, 6, 8].sort());
});

test("a checker's destinations, one die or two in a row", () => {
  const from24 = destinations(MOVES, [], 24);
  assert.deepEqual([...from24.keys()].sort((a, b) => a - b), [20, 21, 23]);
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

test("the board after the steps: moved checkers, and a hit blot on the bar", () => {
  const points = Array.from({ length: 24 }, (_, i) => ({ point: i + 1, player: null, count: 0 }));
  points[7] = { point: 8, player: "w", count: 3 };
  points[4] = { point: 5, player: "b", count: 1 };
  const board = { points, bar: { w: 0, b: 0 }, off: { w: 0, b: 0 } };
  const after = afterSteps(board, [step(8, 5, 3, true)], "w");
  assert.deepEqual(after.points[4], { point: 5, player: "w", count: 1 });
  assert.equal(after.points[7].count, 2);
  assert.deepEqual(after.bar, { w: 0, b: 1 });
  assert.equal(board.points[4].player, "b", "the view itself is not changed");
});
