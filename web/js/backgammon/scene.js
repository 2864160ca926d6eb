// The backgammon board's static SVG for one geometry (wood, felt, 24 points and their numbers,
// bar, trays, strips), its empty layers, and one answering area a place (a point's half column,
// the bar, each tray) for taps, drags and the keyboard.

import { drawDefs } from "../equipment/pieces.js";
import { el } from "../equipment/svg.js";
import { FIELD_H, PW, TRAY_W } from "./geometry.js";

/** @typedef {import("./geometry.js").BgGeometry} BgGeometry @typedef {import("./geometry.js").Place} Place */
/** @typedef {"w" | "b"} Color */

/** Draw the board for a geometry in an emptied svg; return its layers. @param {SVGSVGElement} svg @param {BgGeometry} g */
export function drawBgScene(svg, g) {
  svg.replaceChildren();
  svg.setAttribute("viewBox", `0 0 ${g.W} ${g.H}`);
  svg.setAttribute("role", "group");
  svg.classList.add("bg");
  svg.classList.toggle("narrow", g.narrow);
  svg.dataset.game = "backgammon"; // the game whose scene the svg holds, for whoever looks at the page
  svg.dataset.bottom = g.bottom;
  drawDefs(svg);
  drawFrame(svg, g);
  const points = el("g", { class: "points" }, svg);
  for (let p = 1; p <= 24; p++) {
    const dark = g.slot(p) % 2 === 1;
    el("path", { class: "point", "data-point": p, d: g.triangle(p), fill: dark ? "url(#point-dark)" : "url(#point-light)" }, points);
    el("text", { class: "num", x: g.pointX(p), y: g.numberY(p), "text-anchor": "middle" }, points).textContent = String(g.slot(p));
  }
  const layer = (/** @type {string} */ name, /** @type {Record<string, string>} */ attrs = {}) =>
    /** @type {SVGGElement} */ (el("g", { class: name, ...attrs }, svg));
  const scene = {
    g,
    marks: layer("marks"),
    targets: layer("targets"),
    trays: layer("trays"),
    checkers: layer("checkers"),
    labels: layer("counts"),
    cube: layer("cube-layer"),
    dice: layer("dice"),
    hits: layer("hits"),
    /** @type {Record<Color, SVGTextElement>} */ names: { w: strip(svg, g, "w", "name"), b: strip(svg, g, "b", "name") },
    /** @type {Record<Color, SVGTextElement>} */ pips: { w: strip(svg, g, "w", "pips"), b: strip(svg, g, "b", "pips") },
    /** @type {Map<string, SVGRectElement>} answering areas by place (`off-w`, `off-b` for the trays) */
    areas: new Map(),
  };
  for (const place of /** @type {Place[]} */ ([...Array.from({ length: 24 }, (_, i) => i + 1), "bar"])) {
    scene.areas.set(String(place), area(scene.hits, g, place, "w"));
  }
  for (const c of /** @type {Color[]} */ (["w", "b"])) scene.areas.set(`off-${c}`, area(scene.hits, g, "off", c));
  return scene;
}

/** @typedef {ReturnType<typeof drawBgScene>} BgScene */

/** Wood, felt of both halves, the bar, the trays and the strips. @param {SVGSVGElement} svg @param {BgGeometry} g */
function drawFrame(svg, g) {
  const frame = el("g", { class: "frame" }, svg);
  el("rect", { x: 0, y: 0, width: g.W, height: g.H, rx: 16, fill: "url(#wood)" }, frame);
  el(
    "rect",
    { x: 3, y: 3, width: g.W - 6, height: g.H - 6, rx: 14, fill: "none", stroke: "#a8744a", "stroke-opacity": 0.45, "stroke-width": 2 },
    frame,
  );
  for (const x of [g.LEFT, g.RIGHT]) {
    el("rect", { class: "field", x, y: g.TOP, width: 6 * PW, height: FIELD_H, fill: "url(#felt)" }, frame);
    el(
      "rect",
      { x, y: g.TOP, width: 6 * PW, height: FIELD_H, fill: "none", stroke: "#000", "stroke-opacity": 0.35, "stroke-width": 3 },
      frame,
    );
  }
  el("rect", { class: "bar", x: g.BAR_X, y: 0, width: g.RIGHT - g.BAR_X, height: g.H, fill: "url(#wood-dark)" }, frame);
  el(
    "line",
    {
      x1: g.BAR_X + (g.RIGHT - g.BAR_X) / 2,
      x2: g.BAR_X + (g.RIGHT - g.BAR_X) / 2,
      y1: g.TOP,
      y2: g.BOTTOM,
      stroke: "#2a160a",
      "stroke-opacity": 0.5,
      "stroke-width": 1.5,
    },
    frame,
  );
  el("rect", { class: "tray", x: g.TRAY_X, y: g.TOP, width: TRAY_W, height: FIELD_H, rx: 6, fill: "url(#felt-tray)" }, frame);
  el(
    "line",
    { x1: g.TRAY_X + 8, x2: g.TRAY_X + TRAY_W - 8, y1: g.TOP + FIELD_H / 2, y2: g.TOP + FIELD_H / 2, stroke: "#6e3f1f", "stroke-width": 4 },
    frame,
  );
  el(
    "rect",
    {
      x: g.TRAY_X,
      y: g.TOP,
      width: TRAY_W,
      height: FIELD_H,
      rx: 6,
      fill: "none",
      stroke: "#000",
      "stroke-opacity": 0.35,
      "stroke-width": 3,
    },
    frame,
  );
}

/** A strip's text: a colour's name (left) or pip count (right). @param {SVGSVGElement} svg @param {BgGeometry} g @param {Color} c @param {"name" | "pips"} kind */
function strip(svg, g, c, kind) {
  const x = kind === "name" ? g.LEFT + 4 : g.TRAY_X + TRAY_W;
  const attrs = { class: `${kind} ${kind}-${c}`, x, y: g.stripY(c), "text-anchor": kind === "name" ? "start" : "end" };
  return /** @type {SVGTextElement} */ (el("text", attrs, /** @type {Element} */ (svg.querySelector(".frame"))));
}

/** One answering area, focusable by the keyboard. @param {Element} layer @param {BgGeometry} g @param {Place} place @param {Color} c */
function area(layer, g, place, c) {
  const node = /** @type {SVGRectElement} */ (el("rect", { class: "area", ...g.hitArea(place, c), role: "button", tabindex: -1 }, layer));
  node.dataset.place = String(place);
  if (place === "off") node.dataset.color = c;
  return node;
}
