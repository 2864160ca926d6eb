// The session's score and the game's facts beside the board, and the banner at the end of a game.

import { strings } from "../i18n/strings.js";
import { $, show } from "./dom.js";
import { playerNames } from "./words.js";

/** @typedef {import("../app/state.js").State} State */

/** @param {State} state */
export function updateScore(state) {
  const view = state.view;
  $("score-w").textContent = String(state.session.w);
  $("score-b").textContent = String(state.session.b);
  $("score-games").textContent = strings.score.games(Object.keys(state.session.games).length);
  const names = playerNames(view);
  $("score-name-w").textContent = names.w;
  $("score-name-b").textContent = names.b;
  show($("copy-xgid"), view.game === "backgammon");
  if (!state.record) return;
  const preset = strings.presetName[view.preset] ?? view.preset;
  $("fact-rules").textContent = view.game === "backgammon" ? strings.bg.rules(view.rules.cube, !!view.rules.jacoby)
    : view.house ? `${preset}, ${strings.score.houseRules}` : preset; // house rules: said so
  let worth = strings.score.worth(view.rules.stake ?? 1, view.rules.cube ? view.cube.value : null);
  if (view.rules.multipliers) worth += ` ${strings.score.multipliers}`;
  $("fact-worth").textContent = worth;
  // The seed is a fact to copy, not a link: following it would leave the game in play.
  $("fact-seed").textContent = view.dice === "typed" ? strings.score.typedDice : String(view.seed);
}

/** The end of game banner; when it appears, the focus goes to Play again if it was on the game. @param {State} state */
export function updateBanner(state) {
  const outcome = state.view.outcome;
  const banner = $("banner");
  const appears = !!outcome && state.confirmed && !state.dismissed.includes(state.gameId ?? "") && banner.hidden;
  show(banner, !!outcome && state.confirmed && !state.dismissed.includes(state.gameId ?? ""));
  const focus = document.activeElement;
  if (appears && (!focus || focus === document.body || $("buttons").contains(focus))) $("play-again").focus();
  if (!outcome) return;
  const names = playerNames(state.view);
  const winner = names[outcome.winner], loser = names[outcome.winner === "w" ? "b" : "w"];
  $("banner-title").textContent = outcome.how === "drop" ? strings.result.drop(winner, loser) : strings.result.race(winner);
  const rules = state.view.rules;
  const times = state.view.multiplied ? outcome.multiplier : null; // the engine says whether a win counts ×2, ×4
  const detail = strings.result.detail(rules.stake ?? 1, rules.cube ? outcome.cube : null, times);
  $("banner-detail").textContent = `${strings.result.worth(outcome.points)} (${detail})`;
}
