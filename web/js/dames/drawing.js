// The board's static drawing: gradients, frame, points, and the shapes of checkers, badges,
// cube and dice (placed and moved by board.js). Every place comes from the geometry, so a
// flipped or narrow board is drawn by the same code.

import { DIE, PW, R, el, translate } from "./geometry.js";

/** @typedef {import("../engine/types.js").Color} Color @typedef {import("./geometry.js").Geometry} Geometry */

const COLORS = /** @type {Color[]} */ (["w", "b"]);

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
  // A checker's shadow: a drop shadow (2.5 down, blur 2.2, black at 0.45) of a circle of radius R,
  // as a gradient (each checker draws its own). An SVG filter on the checkers' layer drew the same,
  // but Chromium composites it, and without a GPU redrawing it took 10-14 ms a frame.
  gradient("radialGradient", "checker-shadow", SHADOW_STOPS.map(([at, alpha]) => [String(at), `rgb(0 0 0 / ${alpha})`]));
  const shadow = el("filter", { id: "shadow", x: "-20%", y: "-20%", width: "140%", height: "140%" }, defs);
  el("feDropShadow", { dx: 0, dy: 2.5, stdDeviation: 2.2, "flood-color": "#000", "flood-opacity": 0.45 }, shadow);
  const soft = el("filter", { id: "soft", x: "-50%", y: "-50%", width: "200%", height: "200%" }, defs);
  el("feGaussianBlur", { stdDeviation: 18 }, soft);
}

/** Wood, felt, tray, bar and the dice's felt; names and borne-off counts. @param {SVGSVGElement} svg @param {Geometry} g */
export function drawFrame(svg, g) {
  const frame = el("g", { class: "frame" }, svg);
  el("rect", { x: 0, y: 0, width: g.W, height: g.H, rx: 16, fill: "url(#wood)" }, frame);
  el("rect", { x: 3, y: 3, width: g.W - 6, height: g.H - 6, rx: 14, fill: "none", stroke: "#a8744a", "stroke-opacity": 0.45, "stroke-width": 2 }, frame);
  // Tray, points' half, bar, and where the dice land (the other half, or a strip per player).
  el("rect", { class: "tray", x: g.TRAY_X, y: g.FIELD_Y, width: g.TRAY_W, height: g.FIELD_H, rx: 6, fill: "url(#felt-tray)" }, frame);
  el("line", { x1: g.TRAY_X + 8, x2: g.TRAY_X + g.TRAY_W - 8, y1: g.H / 2, y2: g.H / 2, stroke: "#6e3f1f", "stroke-width": 4 }, frame);
  el("rect", { class: "field", x: g.PX, y: g.FIELD_Y, width: 6 * PW, height: g.FIELD_H, fill: "url(#felt)" }, frame);
  const barTop = g.narrow ? g.FIELD_Y - g.BAND : 0;
  el("rect", { class: "bar", x: g.BAR_X, y: barTop, width: g.BAR_W, height: g.H - 2 * barTop, fill: "url(#wood-dark)" }, frame);
  el("line", { x1: g.BAR_X + g.BAR_W / 2, x2: g.BAR_X + g.BAR_W / 2, y1: barTop + 10, y2: g.H - barTop - 10, stroke: "#2a160a", "stroke-opacity": 0.5, "stroke-width": 1.5 }, frame);
  /** @type {{x: number, y: number, width: number, height: number, rx: number}[]} */
  const felts = [{ x: g.TRAY_X, y: g.FIELD_Y, width: g.TRAY_W, height: g.FIELD_H, rx: 6 }, { x: g.PX, y: g.FIELD_Y, width: 6 * PW, height: g.FIELD_H, rx: 0 }];
  if (g.narrow) {
    for (const y of [g.EDGE, g.H - g.EDGE - g.STRIP]) felts.push({ x: g.EDGE, y, width: g.W - 2 * g.EDGE, height: g.STRIP, rx: 10 });
  } else {
    felts.push({ x: g.DX, y: g.FIELD_Y, width: g.DW, height: g.FIELD_H, rx: 0 });
  }
  for (const felt of felts.slice(2)) el("rect", { class: "field", ...felt, fill: "url(#felt)" }, frame);
  for (const c of COLORS) {
    const { x, y } = g.diceCenter(c);
    el("ellipse", { class: `glow glow-${c}`, cx: x, cy: y, rx: g.narrow ? 120 : 110, ry: g.narrow ? 34 : 70, filter: "url(#soft)" }, frame);
  }
  for (const felt of felts) el("rect", { ...felt, fill: "none", stroke: "#000", "stroke-opacity": 0.35, "stroke-width": 3 }, frame);
  // Names and borne-off counts.
  for (const c of COLORS) {
    const name = g.nameSpot(c), off = g.offSpot(c);
    el("text", { class: `name name-${c}`, ...name, "text-anchor": g.narrow ? "start" : "middle" }, frame);
    // A phone's count alone, on a pill: a number bare in the band would read as a point's.
    if (g.narrow) el("rect", { class: "offcount-pill", x: off.x - 22, y: off.y - 22, width: 44, height: 28, rx: 14 }, frame);
    el("text", { class: `offcount offcount-${c}`, ...off, "text-anchor": "middle" }, frame).textContent = "0";
  }
}

/** @param {Geometry} g @param {Color} c @param {number} p @param {number} inset */
export function trianglePath(g, c, p, inset) {
  const x = g.pointX(p), y0 = g.baseY(c), dir = g.inward(c), half = PW / 2 - 3 - inset;
  return `M${x - half} ${y0} L${x + half} ${y0} L${x} ${y0 + dir * g.PL} Z`;
}

/** The twelve points and their numbers. @param {Element} layer @param {Geometry} g */
export function drawPoints(layer, g) {
  for (const c of COLORS) {
    for (let p = 1; p <= 6; p++) {
      const dark = (p % 2 === 1) === (c === "w");
      el("path", { class: "point", "data-player": c, "data-point": p, d: trianglePath(g, c, p, 0), fill: dark ? "url(#point-dark)" : "url(#point-light)" }, layer);
      el("text", { class: "num", x: g.pointX(p), y: g.bandY(c) + 7, "text-anchor": "middle" }, layer).textContent = String(p);
    }
  }
}

/** The shadow's reach beyond the checker, and its alpha by distance from the centre (fractions of R + REACH):
 * 0.45 × the normal tail at (distance − R) / 2.2. */
const REACH = 5;
const SHADOW_STOPS = /** @type {[number, number][]} */ ([[0, 0.45], [0.73, 0.44], [0.79, 0.38], [0.86, 0.23], [0.92, 0.07], [0.98, 0.01], [1, 0]]);

/** @param {Color} c */
export function drawChecker(c) {
  const g = /** @type {SVGGElement} */ (el("g", { class: `checker checker-${c}` }));
  el("ellipse", { class: "shadow", cx: 0, cy: 2.5, rx: R + REACH, ry: R + REACH, fill: "url(#checker-shadow)" }, g);
  el("circle", { r: R, fill: `url(#checker-${c})`, stroke: c === "w" ? "#9c8760" : "#000", "stroke-width": 1.5 }, g);
  el("circle", { r: R - 8, fill: "none", stroke: c === "w" ? "#b9a57c" : "#5d4b43", "stroke-width": 1.4, "stroke-opacity": 0.8 }, g);
  el("circle", { r: R - 14, fill: "none", stroke: c === "w" ? "#cdbb93" : "#4a3a34", "stroke-width": 1, "stroke-opacity": 0.6 }, g);
  // Black's checkers also differ by shape, not colour alone: a star at the centre.
  if (c === "b") el("path", { class: "checker-mark", d: "M0 -10 L2.6 -2.6 L10 0 L2.6 2.6 L0 10 L-2.6 2.6 L-10 0 L-2.6 -2.6 Z" }, g);
  return g;
}

/** A stack's size on its pile (css/phone.css scales it up where the board is drawn small). */
export function drawBadge() {
  const node = /** @type {SVGGElement} */ (el("g", { class: "badge" }));
  el("circle", { r: 12.5 }, node);
  el("text", { y: 5, "text-anchor": "middle" }, node);
  return node;
}

/** @param {Element} layer @param {Geometry} g */
export function drawCube(layer, g) {
  const node = /** @type {SVGGElement} */ (el("g", { class: "cube hidden", filter: "url(#shadow)", transform: translate(g.BAR_X + g.BAR_W / 2, g.H / 2) }, layer));
  // A cube seen from the front, a little from above and the right.
  const s = g.CUBE, d = 7, x = -s / 2 - d / 2, y = -s / 2 + d / 2;
  el("path", { class: "cube-top", d: `M${x} ${y} l${d} ${-d} h${s} l${-d} ${d} Z` }, node);
  el("path", { class: "cube-side", d: `M${x + s} ${y} l${d} ${-d} v${s} l${-d} ${d} Z` }, node);
  el("rect", { x, y, width: s, height: s, rx: 5, class: "cube-face" }, node);
  el("text", { x: x + s / 2, y: y + s / 2 + 8, "text-anchor": "middle", class: "cube-value" }, node).textContent = "1";
  return node;
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
