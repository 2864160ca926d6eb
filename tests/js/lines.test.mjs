// The game's one numbering (web/js/app/lines.js): the steps a player counts in the move list,
// from the engine's `line` on each entry. A backgammon game as the engine numbers one (its
// opening, then the starter's move in the same line; a throw and its move one line; a double,
// a take: a line each), and a 1699 game (an action a line).
import assert from "node:assert/strict";
import { test } from "node:test";

import { endOfLine, lastLine, lineOf, linesFrom } from "../../web/js/app/lines.js";

/** Entries numbered 1.. with these lines and kinds. @param {[number, string][]} lines */
const history = (lines) => lines.map(([line, kind], i) => ({ n: i + 1, line, kind, action: kind, clauses: [] }));

// opening, move | throw, move | double | take | throw (cannot move) | throw, move
const backgammon = history([
  [1, "opening"],
  [1, "move"],
  [2, "throw"],
  [2, "move"],
  [3, "double"],
  [4, "take"],
  [5, "throw"],
  [6, "throw"],
  [6, "move"],
]);

test("each action's step is the line that writes it", () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => lineOf(backgammon, n)),
    [0, 1, 1, 2, 2, 3, 4, 5, 6, 6],
  );
  assert.equal(lastLine(backgammon), 6);
  assert.equal(lastLine([]), 0);
});

test("a step is the position after its line's last action", () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6].map((k) => endOfLine(backgammon, k)),
    [0, 2, 4, 5, 6, 7, 9],
  );
  assert.equal(endOfLine(backgammon, 7), 9); // past the last line: the game as it stands
  assert.equal(endOfLine([], 3), 0);
});

test("the move list writes each line's last action", () => {
  assert.deepEqual(
    linesFrom(backgammon).map((e) => e.n),
    [2, 4, 5, 6, 7, 9],
  );
  assert.deepEqual(
    linesFrom(backgammon, 5).map((e) => e.n),
    [7, 9],
  );
  // A throw not yet played is its line's last action until its move comes.
  assert.deepEqual(
    linesFrom(backgammon.slice(0, 8), 6).map((e) => e.kind),
    ["throw"],
  );
});

test("the 1699 game: an action a line", () => {
  const dames = history([
    [1, "opening"],
    [2, "throw"],
    [3, "claim"],
    [4, "throw"],
  ]);
  assert.deepEqual(
    [1, 2, 3, 4].map((k) => endOfLine(dames, k)),
    [1, 2, 3, 4],
  );
  assert.deepEqual(
    linesFrom(dames).map((e) => e.n),
    [1, 2, 3, 4],
  );
});
