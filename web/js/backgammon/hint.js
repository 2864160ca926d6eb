// Backgammon's hint: the engine's best moves ranked by their equity (or its cube decision), in a
// card first in the side panel (beside the board on a laptop, just under the controls on a phone),
// brought into view when it comes. Each move is a button that places it on the board as chosen;
// the player confirms it as usual. The figures are the engine's, written by analysis/format.js.

import { amount, percent, signed } from "../analysis/format.js";
import { redraw, render } from "../app/render.js";
import { state } from "../app/state.js";
import { engine } from "../engine/engine.js";
import { strings } from "../i18n/strings.js";
import { $, button, make, setText, show } from "../ui/dom.js";
import { onClick } from "../ui/events.js";
import { chooseMove, chosenMove, choosing } from "./play.js";

/** Ask the engine for a hint on the game shown, show it and bring it into view. */
export async function askHint() {
  const record = state.record;
  if (!record || state.engine !== "ready") return;
  const answer = await engine
    .call("hint", JSON.stringify(record))
    .catch((error) => ({ ok: false, error: String(error?.message ?? error) }));
  if (record !== state.record) return; // another action came first: the hint is for nothing
  render({ hint: answer });
  const box = $("bg-hint-box");
  if (box.hidden) return;
  box.scrollIntoView({ block: "nearest", behavior: state.speed === "off" ? "auto" : "smooth" });
  $("bg-hint-title").focus({ preventScroll: true }); // read first by a screen reader; Tab goes on to Close and the moves
}

/** A move of the list chosen: placed on the board, the board and Confirm brought into view. */
function chooseHinted(/** @type {MouseEvent} */ event) {
  const node = /** @type {HTMLElement} */ (event.target).closest?.("button");
  const move = node?.closest("li")?.dataset.move;
  if (!move || !choosing()) return;
  chooseMove(move);
  $("board").scrollIntoView({ block: "nearest", behavior: state.speed === "off" ? "auto" : "smooth" });
  const confirm = /** @type {HTMLButtonElement} */ ($("bg-confirm"));
  if (!confirm.disabled) confirm.focus({ preventScroll: true });
}

/** The hint's buttons: a move chosen from the list, the card closed. */
export function bindHint() {
  $("bg-hint-list").addEventListener("click", chooseHinted);
  onClick($("bg-hint-close"), () => render({ hint: null }));
}

/** The hint's card: the best moves with their equities, or the cube's decision (null: hidden). @param {any} hint */
export function showHint(hint) {
  const box = $("bg-hint-box");
  show(box, !!hint);
  if (!hint) return;
  const b = strings.bg;
  const live = choosing(),
    chosen = chosenMove()?.move ?? "";
  if (!redraw("hint", `${JSON.stringify(hint)}|${b.hint}|${live}|${chosen}`)) return;
  const list = $("bg-hint-list");
  show($("bg-hint-help"), hint.ok && hint.kind === "moves");
  if (!hint.ok) {
    setText($("bg-hint-title"), strings.analysis.failed(String(hint.error)));
    return list.replaceChildren();
  }
  if (hint.kind !== "moves") {
    setText($("bg-hint-title"), b.hintCube(b.cubeActions[hint.action] ?? hint.action ?? ""));
    return list.replaceChildren();
  }
  const match = hint.unit === "mwc"; // in a match: the match winning chances after each move, as GNU Backgammon shows them
  setText($("bg-hint-title"), match ? b.hintMovesMatch : b.hintMoves);
  const best = hint.moves[0];
  list.replaceChildren(
    ...hint.moves.map((/** @type {any} */ m) => {
      const [figure, loss] = match
        ? [percent(m.mwc), m === best ? "" : percent(best.mwc - m.mwc)]
        : [signed(m.equity), m.loss ? amount(m.loss) : ""];
      const node = button("", {}, "hint-move");
      // Spaces between the columns (a grid lays them out as nothing): the button's name reads "24/18 −0.028 −0.032".
      node.append(
        make("span", { className: "hint-notation", text: m.move }),
        " ",
        make("span", { className: "hint-figure", text: figure }),
        " ",
        make("span", { className: "hint-loss", text: loss ? `\u2212${loss}` : "" }),
      );
      node.setAttribute("aria-pressed", String(m.move === chosen));
      node.disabled = !live;
      const item = make("li");
      item.dataset.move = m.move;
      item.append(node);
      return item;
    }),
  );
}
