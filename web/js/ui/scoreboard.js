// The session's score (or the match's) and the game's facts beside the board, and the banner at
// the end of a game.

import { pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $, setText, show } from "./dom.js";
import { matchBanner, matchOf, updateMatchCard, updateMatchLine } from "./match.js";
import { playerNames } from "./player-names.js";

/** @typedef {import("../app/state.js").State} State */

/** @param {State} state */
export function updateScore(state) {
  const view = state.view;
  const names = playerNames(view);
  if (!updateMatchCard(view, names)) {
    setText($("score-heading"), strings.score.heading);
    setText($("score-w"), String(state.session.w));
    setText($("score-b"), String(state.session.b));
    setText($("score-games"), strings.score.games(Object.keys(state.session.games).length));
  }
  updateMatchLine(view, names);
  setText($("score-name-w"), names.w);
  setText($("score-name-b"), names.b);
  if (!state.record) return;
  setText($("fact-rules"), pageOf(view)?.rulesText(view) ?? ""); // house rules: said so
  let worth = strings.score.worth(view.rules.stake ?? 1, view.rules.cube ? view.cube.value : null);
  if ("multipliers" in view.rules && view.rules.multipliers) worth += ` ${strings.score.multipliers}`;
  setText($("fact-worth"), worth);
  // The seed is a fact to copy, not a link: following it would leave the game in play.
  setText($("fact-seed"), view.dice === "typed" ? strings.score.typedDice : String(view.seed));
}

/** Which end the banner is of: the game shown and how far its record goes (each game of a match has its own). @param {State} state */
export function endKey(state) {
  return `${state.gameId ?? ""}@${state.history.length}`;
}

/**
 * The end of game banner, gone while the player steps through the game; when it appears, the
 * focus goes to Play again (or Next game) if it was on the game. @param {State} state
 */
export function updateBanner(state) {
  const outcome = state.view.outcome;
  const banner = $("banner");
  const shown = !!outcome && state.confirmed && !state.stepping && !state.dismissed.includes(endKey(state));
  const appears = shown && banner.hidden;
  show(banner, shown);
  const focus = document.activeElement;
  if (appears && (!focus || focus === document.body || $("buttons").contains(focus))) $("play-again").focus();
  const names = playerNames(state.view);
  const words = outcome ? result(outcome, names) : "";
  const match = matchBanner(state.view, names, words); // also names the first button
  if (!outcome) return;
  setText($("banner-title"), match?.title ?? words);
  setText($("banner-detail"), worth(state.view, outcome));
  setText($("banner-match"), match?.line ?? "");
  show($("banner-match"), !!match);
}

/** What the game counts, and why: its stake, cube and multiplier; in a match, no stake, and no more than the winner needed. @param {import("../engine/types.js").View} view @param {import("../engine/types.js").Outcome} outcome */
function worth(view, outcome) {
  if (matchOf(view)) {
    const full = outcome.cube * outcome.multiplier; // the engine counted `points`: less when the match needed less
    return strings.match.worth(outcome.points, outcome.cube, outcome.multiplier, outcome.points < full);
  }
  const times = view.multiplied ? outcome.multiplier : null; // the engine says whether a win counts ×2, ×4
  const detail = strings.result.detail(view.rules.stake ?? 1, view.rules.cube ? outcome.cube : null, times);
  return `${strings.result.worth(outcome.points)} (${detail})`;
}

/** How the game was won, in words. @param {import("../engine/types.js").Outcome} outcome @param {Record<"w" | "b", string>} names */
function result(outcome, names) {
  const winner = names[outcome.winner],
    loser = names[outcome.winner === "w" ? "b" : "w"];
  if (outcome.how === "drop") return strings.result.drop(winner, loser);
  if (outcome.how === "resign") return strings.match.resigned(winner, loser);
  return strings.result.race(winner);
}
