// A match as the page shows it, in any game whose views have one (`view.match`: null in money play,
// absent from the 1699 game's views): the line above the status, the score card, the heading of
// each game in the move list, the banner between two games and at the match's end. Every figure
// is the engine's: the score before the game shown and after it, the Crawford game, the winner.

import { strings } from "../i18n/strings.js";
import { $, setText, show } from "./dom.js";

/** @typedef {import("../engine/types.js").View} View @typedef {import("../engine/types.js").MatchView} MatchView */
/** @typedef {import("../engine/types.js").GameMatch} GameMatch @typedef {import("../engine/types.js").Color} Color */
/** @typedef {Record<Color, string>} Names */

/** The match of a view, or null (money play, or a game that plays no matches). @param {View} view @returns {MatchView | null} */
export function matchOf(view) {
  return /** @type {any} */ (view).match ?? null;
}

/** The score now: after the game shown once it is over, else before it. @param {MatchView} match */
export function scoreNow(match) {
  return match.score_after ?? match.score;
}

/** "Crawford game", "post-Crawford" or nothing. @param {GameMatch | MatchView} match */
export function stage(match) {
  return match.crawford ? strings.match.crawford : match.post_crawford ? strings.match.postCrawford : "";
}

/** Both players' scores with their names. @param {Record<Color, number>} score @param {Names} names */
export function scoreText(score, names) {
  return strings.match.score(names.w, score.w, names.b, score.b);
}

/** Between two games of a match: the game shown is over and the engine offers the next game's opening throw. @param {View} view */
export function between(view) {
  return !!view.outcome && view.can_throw;
}

/** The line above the status: the match's length, the score, the game's stage (none once it is over). @param {View} view @param {Names} names */
export function updateMatchLine(view, names) {
  const match = matchOf(view);
  const line = $("match-line");
  show(line, !!match);
  if (!match) return;
  setText(line, strings.match.line(match.length, scoreText(scoreNow(match), names), view.outcome ? "" : stage(match)));
  line.dataset.crawford = String(match.crawford && !view.outcome);
}

/** The score card in a match: its length, the score, the stage or the winner. False in money play. @param {View} view @param {Names} names */
export function updateMatchCard(view, names) {
  const match = matchOf(view);
  if (!match) return false;
  const score = scoreNow(match);
  setText($("score-heading"), strings.match.heading(match.length));
  setText($("score-w"), String(score.w));
  setText($("score-b"), String(score.b));
  const winner = match.winner;
  const [a, b] = winner ? [score[winner], score[winner === "w" ? "b" : "w"]] : [0, 0];
  setText($("score-games"), winner ? strings.match.won(names[winner], a, b) : view.outcome ? "" : stage(match));
  return true;
}

/**
 * The banner's words in a match (none in money play): the match won, with its final score, or the
 * score after the game, and its first button: Next game between two games, else Play again.
 * @param {View} view @param {Names} names @param {string} result the game's result in words
 */
export function matchBanner(view, names, result) {
  const match = matchOf(view);
  setText($("play-again"), match && !match.winner && between(view) ? strings.match.next : strings.buttons.playAgain);
  if (!match) return null;
  const score = scoreNow(match);
  if (match.winner) {
    const loser = match.winner === "w" ? "b" : "w";
    return { title: strings.match.won(names[match.winner], score[match.winner], score[loser]), line: result };
  }
  return { title: result, line: strings.match.after(scoreText(score, names), match.length) };
}

/** The move list's heading of a game of a match, `k` its number. @param {GameMatch} match @param {number} k @param {Names} names */
export function gameHeading(match, k, names) {
  return strings.match.game(k, scoreText(match.score, names), stage(match));
}
