// Beside the board: the last thing that happened, in words, where the eyes are (the move list is
// below the fold on a laptop, far below on a phone); and, when the player looks back at an
// earlier position, which step it is and what it shows (the status line says it), with
// Previous, Next and the way back to the game.

import { lastLine, lineOf } from "../app/lines.js";
import { pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $, setText, show } from "./dom.js";
import { playerNames } from "./player-names.js";

/** @typedef {import("../app/state.js").State} State */

/** The last action in words, while the game is played (stepping, the status line says what the step shows). @param {State} state */
export function updateLastEvent(state) {
  const last = state.stepping ? null : state.history.at(-1);
  const page = pageOf(state.view);
  setText($("last-event"), last && state.confirmed && page ? page.describe(last, playerNames(state.view)) : "");
}

/** The stepping bar: where the board is in the game, and the way back. @param {State} state */
export function updateStepbar(state) {
  const stepping = state.stepping;
  show($("stepbar"), !!stepping);
  document.body.dataset.stepping = String(!!stepping);
  if (!stepping) return;
  setText($("step-text"), stepText(state));
  // Never disabled while a step is asked for: a press meanwhile is the next step asked (steps.js).
  /** @type {HTMLButtonElement} */ ($("step-prev")).disabled = stepping.n === 0 && !stepping.instead;
  /** @type {HTMLButtonElement} */ ($("step-next")).disabled = false;
}

/** What the step looked at shows: "Step 12 of 54: Black 6-2, 13/7 8/6" (empty when not stepping). @param {State} state */
export function stepText(state) {
  const stepping = state.stepping;
  if (!stepping) return "";
  const s = strings.steps,
    history = state.history;
  const of = lastLine(history),
    at = lineOf(history, stepping.n);
  const page = pageOf(stepping.view),
    last = stepping.last;
  if (!last || !page) return s.at(at, of);
  const words = page.describe(last, playerNames(stepping.view));
  return stepping.instead ? s.instead(s.at(at, of), words) : s.shows(s.at(at, of), words);
}
