// The session's score: points per colour and per finished game, in sessionStorage (it lasts as
// long as the tab), each game counted once.

import { read, setText } from "./storage.js";

/** @typedef {{w: number, b: number, games: Record<string, number>}} Session */

const SESSION = "rabattues:session";

/** sessionStorage, or null where refused. */
function session() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The session's totals per colour and the points counted per finished game. @returns {Session} */
export function loadSession() {
  const value = read(SESSION, session());
  if (value && typeof value.w === "number" && typeof value.b === "number" && value.games && typeof value.games === "object") return value;
  return { w: 0, b: 0, games: {} };
}

/**
 * Count a finished game once in the session's score.
 * @param {string} id @param {"w"|"b"} winner @param {number} points @returns {Session}
 */
export function countGame(id, winner, points) {
  const score = loadSession();
  if (!Object.hasOwn(score.games, id)) {
    // an id such as `constructor` is only a key
    score.games = { ...score.games, [id]: points }; // a computed key: `__proto__` too is an own key
    score[winner] += points;
    setText(SESSION, JSON.stringify(score), session());
  }
  return score;
}
