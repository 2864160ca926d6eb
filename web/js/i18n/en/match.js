// English: match play, as the page shows it in any game whose views have a match (js/ui/match.js,
// the New game dialog, the banner, the move list's headings), and resigning (a part of strings.js,
// the same keys in every language).

import { pointsText } from "../strings.js";

/** @typedef {"w" | "b"} Color */

export const match = {
  scoring: "Scoring",
  money: "Money game",
  to: (/** @type {number} */ n) => `Match to ${pointsText(n)}`,
  heading: (/** @type {number} */ n) => `Match to ${pointsText(n)}`,
  crawford: "Crawford game",
  postCrawford: "post-Crawford",
  /** The match in a line: its length, the score, the Crawford game. */
  line: (/** @type {number} */ n, /** @type {string} */ score, /** @type {string} */ stage) =>
    `Match to ${n}: ${score}${stage ? ` · ${stage}` : ""}`,
  score: (/** @type {string} */ w, /** @type {number} */ sw, /** @type {string} */ b, /** @type {number} */ sb) => `${w} ${sw}, ${b} ${sb}`,
  game: (/** @type {number} */ k, /** @type {string} */ score, /** @type {string} */ stage) =>
    `Game ${k} · ${score}${stage ? ` · ${stage}` : ""}`,
  /** A game's worth in a match: no stake; capped by what the winner needed. */
  worth: (/** @type {number} */ points, /** @type {number} */ cube, /** @type {number} */ times, /** @type {boolean} */ capped) =>
    `${pointsText(points)} (cube ${cube} × ${times}${capped ? ", no more than the match needed" : ""})`,
  next: "Next game",
  between: (/** @type {string} */ who) => `${who} wins the game. Next game: throw the opening dice.`,
  after: (/** @type {string} */ score, /** @type {number} */ n) => `Score: ${score} (match to ${n})`,
  won: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} wins the match ${a}–${b}`,
  chances: (/** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
    `Match winning chances: ${w} ${pw}, ${b} ${pb}`,
  download: "Download .mat",
  resign: "Resign",
  resignTitle: "Resign this game?",
  resignText: "Your opponent wins the game at once, for what you concede, times the cube.",
  resignTimes: /** @type {Record<string, string>} */ ({ 1: "A single game", 2: "A gammon", 3: "A backgammon" }),
  resigns: (/** @type {string} */ who, /** @type {number} */ times) =>
    `${who} resigns ${["", "a single game", "a gammon", "a backgammon"][times] ?? ""}`.trim(),
  resigned: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} resigns: ${who} wins`,
};
