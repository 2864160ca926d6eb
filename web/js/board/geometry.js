// The board's geometry in SVG user units, and small SVG helpers shared by its drawing code.
//
// White's points along the bottom edge, Black's along the top; point 1 next to the tray, as a
// backgammon home board; the dice are thrown on the other half.

/** @typedef {import("../engine/types.js").Color} Color */

export const SVG = "http://www.w3.org/2000/svg";

export const W = 904, H = 540;
export const BAND = 38; // frame bands holding the point numbers
export const TRAY_X = 16, TRAY_W = 80;
export const PX = 110, PW = 70; // the points' half
export const BAR_X = 530, BAR_W = 60;
export const DX = 590, DW = 298; // the dice half
export const FIELD_Y = BAND, FIELD_H = H - 2 * BAND;
export const PL = 206; // a point's length
export const R = 30; // a checker's radius
export const FIRST = 34, SLOT = 62, LEVEL = 8; // first checker from the edge, spacing on line, pile offset
export const DIE = 52;
export const SLAB = 11, SLAB_GAP = 2;

export const baseY = (/** @type {Color} */ c) => (c === "w" ? H - BAND : BAND);
export const inward = (/** @type {Color} */ c) => (c === "w" ? -1 : 1);
export const pointX = (/** @type {number} */ p) => PX + (p - 0.5) * PW;
export const diceY = (/** @type {Color} */ c) => FIELD_Y + FIELD_H * (c === "w" ? 0.73 : 0.27);
export const diceCX = DX + DW / 2;

/** @param {string} name @param {Record<string, string | number>} [attrs] @param {Element} [parent] */
export function el(name, attrs = {}, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** @param {number} x @param {number} y */
export const translate = (x, y) => `translate(${round(x)} ${round(y)})`;
export const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
