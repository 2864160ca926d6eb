// Backgammon's part of the controls: the status line (the opening, the move being chosen), Undo,
// Confirm and Hint, the help line, the hint's list (the engine's ranked moves or cube decision),
// Copy XGID, Download .mat and Resign.

import { amount, percent, signed } from "../analysis/format.js";
import { redraw } from "../app/render.js";
import { strings } from "../i18n/strings.js";
import { $, make, show } from "../ui/dom.js";
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
 * Undo, Confirm, Hint, the help line, the hint's list and Copy XGID, for a backgammon view
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
  showHint(shown ? state.hint : null, state);
}

/** The hint's list: the best moves with their equities, or the cube's decision. @param {any} hint @param {State} state */
function showHint(hint, state) {
  const box = $("bg-hint-box");
  show(box, !!hint);
  if (!hint) return;
  const b = strings.bg;
  const key = `${JSON.stringify(hint)}|${b.hint}`;
  if (!redraw("hint", key)) return;
  const list = $("bg-hint-list");
  if (!hint.ok) {
    $("bg-hint-title").textContent = strings.analysis.failed(String(hint.error));
    return list.replaceChildren();
  }
  if (hint.kind === "moves") {
    const match = hint.unit === "mwc"; // in a match: the match winning chances after each move, as GNU Backgammon shows them
    $("bg-hint-title").textContent = match ? b.hintMovesMatch : b.hintMoves;
    const best = hint.moves[0];
    list.replaceChildren(
      ...hint.moves.map((/** @type {any} */ m) => {
        const text = match
          ? b.hintLine(m.move, percent(m.mwc), m === best ? "" : percent(best.mwc - m.mwc))
          : b.hintLine(m.move, signed(m.equity), m.loss ? amount(m.loss) : "");
        const item = make("li", { text });
        item.dataset.move = m.move;
        return item;
      }),
    );
  } else {
    $("bg-hint-title").textContent = b.hintCube(hint.action ?? "");
    list.replaceChildren();
  }
  void state;
}
