// Backgammon's part of the controls: the status line (the opening, the move being chosen), Undo,
// Confirm and Hint, the help line, the hint's card (hint.js), Copy XGID, Download .mat and Resign.

import { strings } from "../i18n/strings.js";
import { $, show } from "../ui/dom.js";
import { showHint } from "./hint.js";
import { diceText } from "./label.js";
import { chosenMove, choosing } from "./play.js";

/** @typedef {import("../app/state.js").State} State @typedef {"w" | "b"} Color */

/** The status line: the opening, the move chosen so far, the dice to play, or who throws. @param {State} state @param {Record<Color, string>} names */
export function status(state, names) {
  const view = /** @type {any} */ (state.view),
    b = strings.bg,
    s = strings.status;
  const typed = view.dice === "typed";
  if (view.opening) return typed ? s.openingTyped : s.opening;
  const current = names[/** @type {Color} */ (view.current)];
  if (!view.moves?.length) return typed ? s.toThrowTyped(current) : s.toThrow(current);
  const move = chosenMove();
  if (move) return b.chosen(move.move);
  return b.toMove(names[/** @type {Color} */ (view.turn)], diceText(view.thrown ?? []));
}

/**
 * Undo, Confirm, Hint, the help line, the hint's card and Copy XGID, for a backgammon view
 * `shown` (else hidden). @param {State} state @param {boolean} live @param {boolean} shown
 */
export function updateControls(state, live, shown) {
  const view = /** @type {any} */ (state.view);
  const picking = shown && choosing();
  const humanActs = shown && live && view.players[view.current]?.kind === "human" && !view.opening;
  show($("copy-xgid"), shown);
  show($("download-mat"), shown && !!state.record);
  // Resigning: the player who must act concedes (the engine takes it at any moment of a game not over).
  show($("resign"), humanActs && !view.outcome);
  /** @type {HTMLButtonElement} */ ($("resign")).disabled = state.busy;
  show($("bg-undo"), picking);
  show($("bg-confirm"), picking);
  show($("bg-help"), picking && !state.chosen.length);
  /** @type {HTMLButtonElement} */ ($("bg-undo")).disabled = !state.chosen.length;
  /** @type {HTMLButtonElement} */ ($("bg-confirm")).disabled = !chosenMove();
  show($("bg-hint"), humanActs);
  /** @type {HTMLButtonElement} */ ($("bg-hint")).disabled = state.busy;
  showHint(shown ? state.hint : null);
}
