// The 1699 board's static drawing: its frame and points, and a stack's badge (the equipment,
// checkers, cube and dice, is equipment/pieces.js; all placed and moved by board.js). Every place
// comes from the geometry, so a flipped or narrow board is drawn by the same code.

import { el } from "../equipment/svg.js";
import { PW } from "./geometry.js";

/** @typedef {import("../engine/types.js").Color} Color @typedef {import("./geometry.js").Geometry} Geometry */

const COLORS = /** @type {Color[]} */ (["w", "b"]);

/** Wood, felt, tray, bar and the dice's felt; names and borne-off counts. @param {SVGSVGElement} svg @param {Geometry} g */
export function drawFrame(svg, g) {
  const frame = el("g", { class: "frame" }, svg);
  el("rect", { x: 0, y: 0, width: g.W, height: g.H, rx: 16, fill: "url(#wood)" }, frame);
  el(
    "rect",
    { x: 3, y: 3, width: g.W - 6, height: g.H - 6, rx: 14, fill: "none", stroke: "#a8744a", "stroke-opacity": 0.45, "stroke-width": 2 },
    frame,
  );
  // Tray, points' half, bar, and where the dice land (the other half, or a strip per player).
  el("rect", { class: "tray", x: g.TRAY_X, y: g.FIELD_Y, width: g.TRAY_W, height: g.FIELD_H, rx: 6, fill: "url(#felt-tray)" }, frame);
  el("line", { x1: g.TRAY_X + 8, x2: g.TRAY_X + g.TRAY_W - 8, y1: g.H / 2, y2: g.H / 2, stroke: "#6e3f1f", "stroke-width": 4 }, frame);
  el("rect", { class: "field", x: g.PX, y: g.FIELD_Y, width: 6 * PW, height: g.FIELD_H, fill: "url(#felt)" }, frame);
  const barTop = g.narrow ? g.FIELD_Y - g.BAND : 0;
  el("rect", { class: "bar", x: g.BAR_X, y: barTop, width: g.BAR_W, height: g.H - 2 * barTop, fill: "url(#wood-dark)" }, frame);
  el(
    "line",
    {
      x1: g.BAR_X + g.BAR_W / 2,
      x2: g.BAR_X + g.BAR_W / 2,
      y1: barTop + 10,
      y2: g.H - barTop - 10,
      stroke: "#2a160a",
      "stroke-opacity": 0.5,
      "stroke-width": 1.5,
    },
    frame,
  );
  /** @type {{x: number, y: number, width: number, height: number, rx: number}[]} */
  const felts = [
    { x: g.TRAY_X, y: g.FIELD_Y, width: g.TRAY_W, height: g.FIELD_H, rx: 6 },
    { x: g.PX, y: g.FIELD_Y, width: 6 * PW, height: g.FIELD_H, rx: 0 },
  ];
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
    const name = g.nameSpot(c),
      off = g.offSpot(c);
    el("text", { class: `name name-${c}`, ...name, "text-anchor": g.narrow ? "start" : "middle" }, frame);
    // A phone's count alone, on a pill: a number bare in the band would read as a point's.
    if (g.narrow) el("rect", { class: "offcount-pill", x: off.x - 22, y: off.y - 22, width: 44, height: 28, rx: 14 }, frame);
    el("text", { class: `offcount offcount-${c}`, ...off, "text-anchor": "middle" }, frame).textContent = "0";
  }
}

/** @param {Geometry} g @param {Color} c @param {number} p @param {number} inset */
export function trianglePath(g, c, p, inset) {
  const x = g.pointX(p),
    y0 = g.baseY(c),
    dir = g.inward(c),
    half = PW / 2 - 3 - inset;
  return `M${x - half} ${y0} L${x + half} ${y0} L${x} ${y0 + dir * g.PL} Z`;
}

/** The twelve points and their numbers. @param {Element} layer @param {Geometry} g */
export function drawPoints(layer, g) {
  for (const c of COLORS) {
    for (let p = 1; p <= 6; p++) {
      const dark = (p % 2 === 1) === (c === "w");
      el(
        "path",
        {
          class: "point",
          "data-player": c,
          "data-point": p,
          d: trianglePath(g, c, p, 0),
          fill: dark ? "url(#point-dark)" : "url(#point-light)",
        },
        layer,
      );
      el("text", { class: "num", x: g.pointX(p), y: g.bandY(c) + 7, "text-anchor": "middle" }, layer).textContent = String(p);
    }
  }
}

/** A stack's size on its pile (css/phone.css scales it up where the board is drawn small). */
export function drawBadge() {
  const node = /** @type {SVGGElement} */ (el("g", { class: "badge" }));
  el("circle", { r: 12.5 }, node);
  el("text", { y: 5, "text-anchor": "middle" }, node);
  return node;
}
