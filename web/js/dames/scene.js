// The board's SVG for one geometry: the static parts drawn, each keyed layer empty and its map
// of elements by key. A change of geometry (a flip, a phone turned) draws a new scene.

import { drawCube, drawDefs } from "../equipment/pieces.js";
import { el } from "../equipment/svg.js";
import { drawFrame, drawPoints } from "./drawing.js";

/** @typedef {import("../engine/types.js").Color} Color @typedef {import("./geometry.js").Geometry} Geometry */

/**
 * Draw the static parts for a geometry in an emptied svg; return its layers.
 * @param {SVGSVGElement} svg @param {Geometry} g
 */
export function drawScene(svg, g) {
  svg.replaceChildren();
  svg.setAttribute("viewBox", `0 0 ${g.W} ${g.H}`);
  svg.setAttribute("role", "img");
  svg.classList.toggle("narrow", g.narrow);
  svg.classList.remove("bg");
  svg.dataset.game = "dames-rabattues"; // the game whose scene the svg holds, for whoever looks at the page
  svg.dataset.bottom = g.bottom;
  drawDefs(svg);
  drawFrame(svg, g);
  drawPoints(el("g", { class: "points" }, svg), g);
  const marks = el("g", { class: "marks" }, svg);
  const trays = el("g", { class: "trays" }, svg);
  const checkers = el("g", { class: "checkers" }, svg);
  const badges = el("g", { class: "badges" }, svg);
  const cube = drawCube(el("g", { class: "cube-layer" }, svg), g);
  const dice = el("g", { class: "dice" }, svg);
  const captions = el("g", { class: "caption-layer" }, svg);
  // On a phone the caption lies across the points' middle, on a pill that keeps it readable.
  const captionBack = g.narrow ? el("rect", { class: "caption-back hidden", height: 36, rx: 18, y: g.H / 2 - 18 }, captions) : null;
  const caption = /** @type {SVGTextElement} */ (el("text", { class: "caption", ...g.captionSpot(), "text-anchor": "middle" }, captions));
  const tag = (/** @type {Color} */ c) =>
    /** @type {SVGTextElement} */ (el("text", { class: `die-tag die-tag-${c}`, ...g.tagSpot(c) }, captions));
  const text = (/** @type {string} */ selector) => /** @type {SVGTextElement} */ (svg.querySelector(selector));
  return {
    g,
    marks,
    trays,
    checkers,
    badges,
    cube,
    dice,
    caption,
    captionBack,
    /** @type {Record<Color, SVGTextElement>} */ tags: { w: tag("w"), b: tag("b") },
    /** @type {Record<Color, SVGTextElement>} */ names: { w: text(".name-w"), b: text(".name-b") },
    /** @type {Record<Color, SVGTextElement>} */ offCounts: { w: text(".offcount-w"), b: text(".offcount-b") },
    /** @type {Map<string, SVGGElement>} */ checkerEls: new Map(),
    /** @type {Map<string, SVGGElement>} */ badgeEls: new Map(),
    /** @type {Map<string, SVGElement>} */ slabEls: new Map(),
    /** @type {Map<string, SVGElement>} */ markEls: new Map(),
    /** @type {Map<string, SVGGElement>} */ dieEls: new Map(),
  };
}

/** @typedef {ReturnType<typeof drawScene>} Scene */
