// Compact backgammon views (web/js/engine/views.js): steps sent as indexes into `singles` are
// written out as the engine writes every other view, and then matched by the move chooser alike.
// The views are written by hand: the opening 31's move 8/5 6/5 and its two orders.

import assert from "node:assert/strict";
import { test } from "node:test";
import { origins } from "../../web/js/backgammon/choose.js";
import { expandAnswer, expandView } from "../../web/js/engine/views.js";

const step = (from, to, die, hit = false) => ({ from, to, die, hit });
const WRITTEN = [
  {
    move: "8/5 6/5",
    board: 0,
    steps: [step(8, 5, 3), step(6, 5, 1)],
    paths: [
      [step(8, 5, 3), step(6, 5, 1)],
      [step(6, 5, 1), step(8, 5, 3)],
    ],
  },
];
const compact = () => ({
  turn: "w",
  singles: [step(8, 5, 3), step(6, 5, 1)],
  moves: [
    {
      move: "8/5 6/5",
      board: 0,
      steps: [0, 1],
      paths: [
        [0, 1],
        [1, 0],
      ],
    },
  ],
});

test("a compact view is written out, its singles gone", () => {
  const view = expandView(compact());
  assert.deepEqual(view.moves, WRITTEN);
  assert.equal("singles" in view, false);
  assert.deepEqual([...origins(view.moves, [])].sort(), [6, 8]);
});

test("a view written out already, and answers without views, are left as they are", () => {
  const view = { moves: structuredClone(WRITTEN) };
  assert.deepEqual(expandView(view), { moves: WRITTEN });
  assert.deepEqual(expandAnswer({ ok: false, error: "x" }), { ok: false, error: "x" });
  assert.equal(expandView(null), null);
});

test("an answer's view and each of an embed's views are written out", () => {
  const answer = expandAnswer({ ok: true, view: compact(), views: [compact(), { moves: [] }] });
  assert.deepEqual(answer.view.moves, WRITTEN);
  assert.deepEqual(answer.views[0].moves, WRITTEN);
  assert.deepEqual(answer.views[1], { moves: [] });
});
