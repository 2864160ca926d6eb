// The board's static drawing: gradients, frame, points, and the shapes of checkers, badges,
// cube and dice (placed and moved by board.js).

import { BAND, BAR_W, BAR_X, DIE, DW, DX, FIELD_H, FIELD_Y, H, PL, PW, PX, R, TRAY_W, TRAY_X, W, baseY, diceCX, diceY, el, inward, pointX, translate } from "./geometry.js";

/** @typedef {import("../engine/types.js").Color} Color */

/** @param {SVGSVGElement} svg */
export function drawDefs(svg) {
  const defs = el("defs", {}, svg);
  const gradient = (/** @type {string} */ kind, /** @type {string} */ id, /** @type {[string, string][]} */ stops, /** @type {Record<string, string|number>} */ attrs = {}) => {
    const g = el(kind, { id, ...attrs }, defs);
    for (const [offset, color] of stops) el("stop", { offset, "stop-color": color }, g);
  };
  gradient("linearGradient", "wood", [["0", "#8a5630"], ["0.5", "#6e3f1f"], ["1", "#5a3117"]], { x1: 0, y1: 0, x2: 0.3, y2: 1 });
  gradient("linearGradient", "wood-dark", [["0", "#5c3419"], ["1", "#3f220e"]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  gradient("radialGradient", "felt", [["0", "#2f6a4c"], ["1", "#1d4632"]], { cx: 0.5, cy: 0.5, r: 0.75 });
  gradient("radialGradient", "felt-tray", [["0", "#1d4632"], ["1", "#143324"]], { cx: 0.5, cy: 0.5, r: 0.8 });
  gradient("radialGradient", "checker-w", [["0", "#fffdf6"], ["0.7", "#eee3c9"], ["1", "#d4c29c"]], { cx: 0.38, cy: 0.32, r: 0.75 });
  gradient("radialGradient", "checker-b", [["0", "#5a4a44"], ["0.6", "#2c211d"], ["1", "#150f0c"]], { cx: 0.38, cy: 0.32, r: 0.75 });
  gradient("linearGradient", "point-dark", [["0", "#8e3127"], ["1", "#6d2119"]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  gradient("linearGradient", "point-light", [["0", "#eadcb9"], ["1", "#d3c196"]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  gradient("linearGradient", "die-w", [["0", "#fffef9"], ["1", "#e6dcc4"]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  gradient("linearGradient", "die-b", [["0", "#4a1f1a"], ["1", "#2a0f0c"]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  const shadow = el("filter", { id: "shadow", x: "-20%", y: "-20%", width: "140%", height: "140%" }, defs);
  el("feDropShadow", { dx: 0, dy: 2.5, stdDeviation: 2.2, "flood-color": "#000", "flood-opacity": 0.45 }, shadow);
  const soft = el("filter", { id: "soft", x: "-50%", y: "-50%", width: "200%", height: "200%" }, defs);
  el("feGaussianBlur", { stdDeviation: 18 }, soft);
}

/** @param {SVGSVGElement} svg */
export function drawFrame(svg) {
  const g = el("g", { class: "frame" }, svg);
  el("rect", { x: 0, y: 0, width: W, height: H, rx: 16, fill: "url(#wood)" }, g);
  el("rect", { x: 3, y: 3, width: W - 6, height: H - 6, rx: 14, fill: "none", stroke: "#a8744a", "stroke-opacity": 0.45, "stroke-width": 2 }, g);
  // Tray, points' half, bar, dice half.
  el("rect", { class: "tray", x: TRAY_X, y: FIELD_Y, width: TRAY_W, height: FIELD_H, rx: 6, fill: "url(#felt-tray)" }, g);
  el("line", { x1: TRAY_X + 8, x2: TRAY_X + TRAY_W - 8, y1: H / 2, y2: H / 2, stroke: "#6e3f1f", "stroke-width": 4 }, g);
  el("rect", { class: "field", x: PX, y: FIELD_Y, width: 6 * PW, height: FIELD_H, fill: "url(#felt)" }, g);
  el("rect", { class: "bar", x: BAR_X, y: 0, width: BAR_W, height: H, fill: "url(#wood-dark)" }, g);
  el("line", { x1: BAR_X + BAR_W / 2, x2: BAR_X + BAR_W / 2, y1: 10, y2: H - 10, stroke: "#2a160a", "stroke-opacity": 0.5, "stroke-width": 1.5 }, g);
  el("rect", { class: "field", x: DX, y: FIELD_Y, width: DW, height: FIELD_H, fill: "url(#felt)" }, g);
  for (const c of /** @type {Color[]} */ (["w", "b"])) {
    el("ellipse", { class: `glow glow-${c}`, cx: diceCX, cy: diceY(c), rx: 110, ry: 70, filter: "url(#soft)" }, g);
  }
  for (const x of [TRAY_X, PX, DX]) {
    const width = x === TRAY_X ? TRAY_W : x === PX ? 6 * PW : DW;
    el("rect", { x, y: FIELD_Y, width, height: FIELD_H, fill: "none", stroke: "#000", "stroke-opacity": 0.35, "stroke-width": 3, rx: x === TRAY_X ? 6 : 0 }, g);
  }
  // Names and borne-off counts in the bands.
  el("text", { class: "name name-b", x: diceCX, y: BAND / 2 + 6, "text-anchor": "middle" }, g);
  el("text", { class: "name name-w", x: diceCX, y: H - BAND / 2 + 6, "text-anchor": "middle" }, g);
  el("text", { class: "offcount offcount-b", x: TRAY_X + TRAY_W / 2, y: BAND / 2 + 7, "text-anchor": "middle" }, g).textContent = "0";
  el("text", { class: "offcount offcount-w", x: TRAY_X + TRAY_W / 2, y: H - BAND / 2 + 7, "text-anchor": "middle" }, g).textContent = "0";
}

/** @param {Color} c @param {number} p @param {number} inset */
export function trianglePath(c, p, inset) {
  const x = pointX(p), y0 = baseY(c), dir = inward(c), half = PW / 2 - 3 - inset;
  return `M${x - half} ${y0} L${x + half} ${y0} L${x} ${y0 + dir * PL} Z`;
}

/** @param {Element} g */
export function drawPoints(g) {
  for (const c of /** @type {Color[]} */ (["w", "b"])) {
    for (let p = 1; p <= 6; p++) {
      const dark = (p % 2 === 1) === (c === "w");
      el("path", { class: "point", "data-player": c, "data-point": p, d: trianglePath(c, p, 0), fill: dark ? "url(#point-dark)" : "url(#point-light)" }, g);
      const y = c === "w" ? H - BAND / 2 + 7 : BAND / 2 + 7;
      el("text", { class: "num", x: pointX(p), y, "text-anchor": "middle" }, g).textContent = String(p);
    }
  }
}

/** @param {Color} c */
export function drawChecker(c) {
  const g = /** @type {SVGGElement} */ (el("g", { class: `checker checker-${c}` }));
  el("circle", { r: R, fill: `url(#checker-${c})`, stroke: c === "w" ? "#9c8760" : "#000", "stroke-width": 1.5 }, g);
  el("circle", { r: R - 8, fill: "none", stroke: c === "w" ? "#b9a57c" : "#5d4b43", "stroke-width": 1.4, "stroke-opacity": 0.8 }, g);
  el("circle", { r: R - 14, fill: "none", stroke: c === "w" ? "#cdbb93" : "#4a3a34", "stroke-width": 1, "stroke-opacity": 0.6 }, g);
  // Black's checkers also differ by shape, not colour alone: a star at the centre.
  if (c === "b") el("path", { class: "checker-mark", d: "M0 -10 L2.6 -2.6 L10 0 L2.6 2.6 L0 10 L-2.6 2.6 L-10 0 L-2.6 -2.6 Z" }, g);
  return g;
}

export function drawBadge() {
  const g = /** @type {SVGGElement} */ (el("g", { class: "badge" }));
  el("circle", { r: 12.5 }, g);
  el("text", { y: 5, "text-anchor": "middle" }, g);
  return g;
}

/** @param {Element} layer */
export function drawCube(layer) {
  const g = /** @type {SVGGElement} */ (el("g", { class: "cube hidden", filter: "url(#shadow)", transform: translate(BAR_X + BAR_W / 2, H / 2) }, layer));
  // A cube seen from the front, a little from above and the right.
  const s = 40, d = 7, x = -s / 2 - d / 2, y = -s / 2 + d / 2;
  el("path", { class: "cube-top", d: `M${x} ${y} l${d} ${-d} h${s} l${-d} ${d} Z` }, g);
  el("path", { class: "cube-side", d: `M${x + s} ${y} l${d} ${-d} v${s} l${-d} ${d} Z` }, g);
  el("rect", { x, y, width: s, height: s, rx: 5, class: "cube-face" }, g);
  el("text", { x: x + s / 2, y: y + s / 2 + 8, "text-anchor": "middle", class: "cube-value" }, g).textContent = "1";
  return g;
}

/** Pip positions on a die of size DIE, by face. */
export const PIPS = /** @type {Record<number, [number, number][]>} */ ({
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
});

/** @param {Color} owner @param {number} value */
export function drawDie(owner, value) {
  const g = /** @type {SVGGElement} */ (el("g", { class: `die die-${owner}` }));
  const body = el("g", { class: "die-body" }, g);
  el("rect", { x: -DIE / 2, y: -DIE / 2, width: DIE, height: DIE, rx: 10, fill: `url(#die-${owner})`, class: "die-face" }, body);
  for (const [i, j] of PIPS[value] ?? []) el("circle", { cx: i * 13, cy: j * 13, r: 5.2, class: "pip" }, body);
  el("path", { d: "M-20 -20 L20 20 M20 -20 L-20 20", class: "die-cross" }, body);
  return g;
}
