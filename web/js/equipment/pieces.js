// The tables games' equipment, the same for every board: the wood, felt and ivory's gradients and
// shadows, a checker, the doubling cube, a die. Each board places them (its own geometry).

import { el, translate } from "./svg.js";

/** @typedef {import("../engine/types.js").Color} Color */

export const CHECKER_R = 30; // a checker's radius as drawn (a board may scale it)
export const DIE = 52; // a die's side

/** @param {SVGSVGElement} svg */
export function drawDefs(svg) {
  const defs = el("defs", {}, svg);
  const gradient = (
    /** @type {string} */ kind,
    /** @type {string} */ id,
    /** @type {[string, string][]} */ stops,
    /** @type {Record<string, string|number>} */ attrs = {},
  ) => {
    const g = el(kind, { id, ...attrs }, defs);
    for (const [offset, color] of stops) el("stop", { offset, "stop-color": color }, g);
  };
  gradient(
    "linearGradient",
    "wood",
    [
      ["0", "#8a5630"],
      ["0.5", "#6e3f1f"],
      ["1", "#5a3117"],
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  gradient(
    "linearGradient",
    "wood-dark",
    [
      ["0", "#5c3419"],
      ["1", "#3f220e"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  gradient(
    "radialGradient",
    "felt",
    [
      ["0", "#2f6a4c"],
      ["1", "#1d4632"],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  gradient(
    "radialGradient",
    "felt-tray",
    [
      ["0", "#1d4632"],
      ["1", "#143324"],
    ],
    { cx: 0.5, cy: 0.5, r: 0.8 },
  );
  gradient(
    "radialGradient",
    "checker-w",
    [
      ["0", "#fffdf6"],
      ["0.7", "#eee3c9"],
      ["1", "#d4c29c"],
    ],
    { cx: 0.38, cy: 0.32, r: 0.75 },
  );
  gradient(
    "radialGradient",
    "checker-b",
    [
      ["0", "#5a4a44"],
      ["0.6", "#2c211d"],
      ["1", "#150f0c"],
    ],
    { cx: 0.38, cy: 0.32, r: 0.75 },
  );
  gradient(
    "linearGradient",
    "point-dark",
    [
      ["0", "#8e3127"],
      ["1", "#6d2119"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  gradient(
    "linearGradient",
    "point-light",
    [
      ["0", "#eadcb9"],
      ["1", "#d3c196"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  gradient(
    "linearGradient",
    "die-w",
    [
      ["0", "#fffef9"],
      ["1", "#e6dcc4"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  gradient(
    "linearGradient",
    "die-b",
    [
      ["0", "#4a1f1a"],
      ["1", "#2a0f0c"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  // A checker's shadow: a drop shadow (2.5 down, blur 2.2, black at 0.45) of a circle of radius CHECKER_R,
  // as a gradient (each checker draws its own). An SVG filter on the checkers' layer drew the same,
  // but Chromium composites it, and without a GPU redrawing it took 10-14 ms a frame.
  gradient(
    "radialGradient",
    "checker-shadow",
    SHADOW_STOPS.map(([at, alpha]) => [String(at), `rgb(0 0 0 / ${alpha})`]),
  );
  const shadow = el("filter", { id: "shadow", x: "-20%", y: "-20%", width: "140%", height: "140%" }, defs);
  el("feDropShadow", { dx: 0, dy: 2.5, stdDeviation: 2.2, "flood-color": "#000", "flood-opacity": 0.45 }, shadow);
  const soft = el("filter", { id: "soft", x: "-50%", y: "-50%", width: "200%", height: "200%" }, defs);
  el("feGaussianBlur", { stdDeviation: 18 }, soft);
}

/** The shadow's reach beyond the checker, and its alpha by distance from the centre (fractions of CHECKER_R + REACH):
 * 0.45 × the normal tail at (distance − R) / 2.2. */
const REACH = 5;
const SHADOW_STOPS = /** @type {[number, number][]} */ ([
  [0, 0.45],
  [0.73, 0.44],
  [0.79, 0.38],
  [0.86, 0.23],
  [0.92, 0.07],
  [0.98, 0.01],
  [1, 0],
]);

/** @param {Color} c */
export function drawChecker(c) {
  const g = /** @type {SVGGElement} */ (el("g", { class: `checker checker-${c}` }));
  el("ellipse", { class: "shadow", cx: 0, cy: 2.5, rx: CHECKER_R + REACH, ry: CHECKER_R + REACH, fill: "url(#checker-shadow)" }, g);
  el("circle", { r: CHECKER_R, fill: `url(#checker-${c})`, stroke: c === "w" ? "#9c8760" : "#000", "stroke-width": 1.5 }, g);
  el(
    "circle",
    { r: CHECKER_R - 8, fill: "none", stroke: c === "w" ? "#b9a57c" : "#5d4b43", "stroke-width": 1.4, "stroke-opacity": 0.8 },
    g,
  );
  el("circle", { r: CHECKER_R - 14, fill: "none", stroke: c === "w" ? "#cdbb93" : "#4a3a34", "stroke-width": 1, "stroke-opacity": 0.6 }, g);
  // Black's checkers also differ by shape, not colour alone: a star at the centre.
  if (c === "b") el("path", { class: "checker-mark", d: "M0 -10 L2.6 -2.6 L10 0 L2.6 2.6 L0 10 L-2.6 2.6 L-10 0 L-2.6 -2.6 Z" }, g);
  return g;
}

/**
 * The cube, in the middle of a board's bar (`BAR_X`, `BAR_W`, `H`), of side `CUBE`.
 * @param {Element} layer @param {{BAR_X: number, BAR_W: number, H: number, CUBE: number}} g
 */
export function drawCube(layer, g) {
  const node = /** @type {SVGGElement} */ (
    el("g", { class: "cube hidden", filter: "url(#shadow)", transform: translate(g.BAR_X + g.BAR_W / 2, g.H / 2) }, layer)
  );
  // A cube seen from the front, a little from above and the right.
  const s = g.CUBE,
    d = 7,
    x = -s / 2 - d / 2,
    y = -s / 2 + d / 2;
  el("path", { class: "cube-top", d: `M${x} ${y} l${d} ${-d} h${s} l${-d} ${d} Z` }, node);
  el("path", { class: "cube-side", d: `M${x + s} ${y} l${d} ${-d} v${s} l${-d} ${d} Z` }, node);
  el("rect", { x, y, width: s, height: s, rx: 5, class: "cube-face" }, node);
  el("text", { x: x + s / 2, y: y + s / 2 + 8, "text-anchor": "middle", class: "cube-value" }, node).textContent = "1";
  return node;
}

/** Pip positions on a die of size DIE, by face. */
export const PIPS = /** @type {Record<number, [number, number][]>} */ ({
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
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
