// A backgammon checker gliding from one place to the next (the steps of a move, one at a time).

import { translate } from "../equipment/svg.js";
import { SCALE, TRAY_W } from "./geometry.js";

/** @typedef {"w" | "b"} Color @typedef {import("./choose.js").Place} Place @typedef {import("./choose.js").Single} Single */
/** @typedef {import("./choose.js").Checkers} Checkers @typedef {import("./scene.js").BgScene} BgScene */

/**
 * The top checker of a step's place glides to where the step takes it, on the board as it stands.
 * @param {BgScene} s @param {Checkers} board @param {Single} step @param {Color} c @param {number} ms
 */
export async function glide(s, board, step, c, ms) {
  const g = s.g;
  const spotOf = (/** @type {Place} */ place, /** @type {number} */ extra) => {
    if (place === "bar") return g.barSpot(c, Math.max(board.bar[c] - 1 + extra, 0), Math.max(board.bar[c], 1));
    if (place === "off") return { x: g.TRAY_X + TRAY_W / 2, y: g.slabY(c, board.off[c]) };
    const p = board.points[place - 1],
      n = p.player === c ? p.count + extra : extra;
    return g.checkerSpot(place, Math.max(n - 1, 0), Math.max(n, 1));
  };
  const from = spotOf(step.from, 0),
    to = spotOf(step.to, 1);
  const node = [...s.checkers.querySelectorAll(`.checker[data-place="${step.from}"]`)].at(-1);
  if (!node) return;
  s.checkers.appendChild(node);
  const a = `${translate(from.x, from.y)} scale(${SCALE})`,
    b = `${translate(to.x, to.y)} scale(${SCALE})`;
  node.setAttribute("transform", b);
  const keyframes = [{ transform: cssOf(a) }, { transform: cssOf(b) }];
  await node.animate(keyframes, { duration: ms, easing: "cubic-bezier(.3,.7,.3,1)" }).finished.catch(() => {});
}

/** An SVG transform as CSS (units in px). @param {string} transform */
function cssOf(transform) {
  return transform.replace(/translate\(([-\d.]+) ([-\d.]+)\)/, "translate($1px, $2px)");
}
