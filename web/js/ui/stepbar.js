// Beside the board: the last thing that happened, in words, where the eyes are (the move list is
// below the fold on a laptop, far below on a phone); and, when the player looks back at an
// earlier position, which one it is, with Previous, Next and the way back to the game.

import { pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $, setText, show } from "./dom.js";
import { playerNames } from "./player-names.js";

/** @typedef {import("../app/state.js").State} State */

/** The last action in words (of the position looked at, when stepping). @param {State} state */
export function updateLastEvent(state) {
  const last = state.stepping ? state.stepping.last : state.history.at(-1);
  const view = state.stepping?.view ?? state.view;
  const page = pageOf(view);
  setText($("last-event"), last && state.confirmed && page ? page.describe(last, playerNames(view)) : "");
}

/** The stepping bar: where the board is in the game, and the way back. @param {State} state */
export function updateStepbar(state) {
  const stepping = state.stepping;
  show($("stepbar"), !!stepping);
  if (!stepping) return;
  setText($("step-text"), strings.steps.at(stepping.n, state.history.length));
  /** @type {HTMLButtonElement} */ ($("step-prev")).disabled = state.busy || stepping.n === 0;
  /** @type {HTMLButtonElement} */ ($("step-next")).disabled = state.busy;
}
