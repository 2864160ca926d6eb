// The session's score and the game's facts beside the board, and the banner at the end of a game.

import { pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $, setText, show } from "./dom.js";
import { playerNames } from "./player-names.js";

/** @typedef {import("../app/state.js").State} State */

/** @param {State} state */
export function updateScore(state) {
  const view = state.view;
  setText($("score-w"), String(state.session.w));
  setText($("score-b"), String(state.session.b));
  setText($("score-games"), strings.score.games(Object.keys(state.session.games).length));
  const names = playerNames(view);
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

/**
 * The end of game banner, gone while the player steps through the game; when it appears, the
 * focus goes to Play again if it was on the game. @param {State} state
 */
export function updateBanner(state) {
  const outcome = state.view.outcome;
  const banner = $("banner");
  const shown = !!outcome && state.confirmed && !state.stepping && !state.dismissed.includes(state.gameId ?? "");
  const appears = shown && banner.hidden;
  show(banner, shown);
  const focus = document.activeElement;
  if (appears && (!focus || focus === document.body || $("buttons").contains(focus))) $("play-again").focus();
  if (!outcome) return;
  const names = playerNames(state.view);
  const winner = names[outcome.winner],
    loser = names[outcome.winner === "w" ? "b" : "w"];
  setText($("banner-title"), outcome.how === "drop" ? strings.result.drop(winner, loser) : strings.result.race(winner));
  const rules = state.view.rules;
  const times = state.view.multiplied ? outcome.multiplier : null; // the engine says whether a win counts ×2, ×4
  const detail = strings.result.detail(rules.stake ?? 1, rules.cube ? outcome.cube : null, times);
  setText($("banner-detail"), `${strings.result.worth(outcome.points)} (${detail})`);
}
