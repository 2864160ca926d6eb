// The backgammon board's input: a tap or click, a drag with any pointer (mouse, touch, pen,
// through Pointer Events), and the keyboard (each live place focusable; arrows go from one to
// the next, Enter or Space acts). A pointer pressed on a place is reported at once (its checker's
// destinations are lit while it is held) and let go when it is lifted or cancelled. Each binding
// reports places only; play.js decides nothing either.

import { drawChecker } from "../equipment/pieces.js";
import { translate } from "../equipment/svg.js";
import { SCALE } from "./geometry.js";

/** @typedef {import("./choose.js").Place} Place @typedef {import("./board.js").BgBoard} BgBoard */

const DRAG_START = 10; // user units a pointer must travel before a press is a drag

/** The place of an answering area. @param {Element | null} node @returns {Place | null} */
function placeOf(node) {
  const area = node?.closest?.(".area");
  if (!(area instanceof SVGElement)) return null;
  const p = area.dataset.place;
  return p === "bar" || p === "off" ? p : p ? Number(p) : null;
}

/**
 * Bind the board's input; returns the unbinder.
 * @param {SVGSVGElement} svg @param {BgBoard} board
 * @param {{tap: (place: Place, how: "pointer" | "key") => void, drag: (from: Place, to: Place) => void, canDrag: (from: Place) => boolean,
 *          press: (place: Place) => void, release: () => void}} handlers
 */
export function bindBgInput(svg, board, handlers) {
  /** @type {{id: number, from: Place, x: number, y: number, ghost: SVGGElement | null} | null} */
  let press = null;
  const point = (/** @type {PointerEvent} */ e) => {
    const m = svg.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };
  const down = (/** @type {PointerEvent} */ e) => {
    if (!board.onSvg || e.button > 0) return; // the other game's board is drawn
    const from = placeOf(/** @type {Element} */ (e.target));
    if (from === null) return;
    const { x, y } = point(e);
    press = { id: e.pointerId, from, x, y, ghost: null };
    svg.setPointerCapture?.(e.pointerId);
    handlers.press(from);
  };
  const move = (/** @type {PointerEvent} */ e) => {
    if (!press || e.pointerId !== press.id) return;
    const { x, y } = point(e);
    if (!press.ghost && Math.hypot(x - press.x, y - press.y) > DRAG_START && handlers.canDrag(press.from)) {
      const c = /** @type {"w" | "b"} */ (board.shown?.view.turn ?? "w");
      press.ghost = drawChecker(c);
      press.ghost.classList.add("ghost");
      svg.appendChild(press.ghost);
      svg.querySelector(`.checker[data-place="${press.from}"]:last-of-type`)?.classList.add("lifted");
    }
    if (press.ghost) press.ghost.setAttribute("transform", `${translate(x, y)} scale(${SCALE})`);
  };
  const up = (/** @type {PointerEvent} */ e) => {
    if (!press || e.pointerId !== press.id) return;
    const { from, ghost } = press;
    press = null;
    handlers.release();
    if (!ghost) return handlers.tap(from, "pointer");
    ghost.remove();
    const under = document.elementsFromPoint(e.clientX, e.clientY).find((n) => n.classList?.contains("area")) ?? null;
    const to = placeOf(under);
    if (to === null || to === from) return handlers.tap(from, "pointer");
    handlers.drag(from, to);
  };
  const cancel = () => {
    press?.ghost?.remove();
    press = null;
    handlers.release();
  };
  const key = (/** @type {KeyboardEvent} */ e) => {
    const here = placeOf(/** @type {Element} */ (e.target));
    if (here === null || !board.onSvg) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      e.stopPropagation(); // Space here acts on the place, it does not throw
      handlers.tap(here, "key"); // the focus stays on the place acted on: the board keeps its areas
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    e.stopPropagation(); // the page's arrows step through the game; on the board they go from place to place
    const order = board.keyOrder();
    const i = order.indexOf(/** @type {SVGRectElement} */ (e.target));
    const next = order[(i + step + order.length) % order.length];
    /** @type {SVGElement | undefined} */ (next)?.focus();
  };
  svg.addEventListener("pointerdown", down);
  svg.addEventListener("pointermove", move);
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", cancel);
  svg.addEventListener("keydown", key);
  return () => {
    svg.removeEventListener("pointerdown", down);
    svg.removeEventListener("pointermove", move);
    svg.removeEventListener("pointerup", up);
    svg.removeEventListener("pointercancel", cancel);
    svg.removeEventListener("keydown", key);
  };
}
