// The game's one numbering: the move list's lines, as the engine numbers its entries (`line`,
// docs/PROTOCOL.md). A line writes one entry or several (backgammon's throw and the move that
// plays it); the position after a line is the step that the move list, the review, the stepping
// bar and the graph all call by the line's number. Arithmetic on the engine's numbers only.

/** @typedef {import("../engine/types.js").Entry} Entry */

/** The line of the position after action n (0: the start). @param {Entry[]} history @param {number} n */
export function lineOf(history, n) {
  return n <= 0 ? 0 : (history[Math.min(n, history.length) - 1]?.line ?? n);
}

/** How many lines the game has. @param {Entry[]} history */
export function lastLine(history) {
  return lineOf(history, history.length);
}

/** The action that ends line k (0 for the start; the last action for a line past the last). @param {Entry[]} history @param {number} k */
export function endOfLine(history, k) {
  // Lines only grow along the game: the last action whose line is k or less.
  let low = 0,
    high = history.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (lineOf(history, mid) <= k) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Each line's last entry, from line `from` on (1: every line). @param {Entry[]} history @param {number} [from] */
export function linesFrom(history, from = 1) {
  /** @type {Entry[]} */
  const lines = [];
  for (let i = endOfLine(history, from - 1); i < history.length; i++) lines[lineOf(history, i + 1) - from] = history[i];
  return lines;
}
