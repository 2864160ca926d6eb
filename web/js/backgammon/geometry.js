// The backgammon board's geometry in SVG user units: the whole board, 24 points, the bar in the
// middle, the trays on the right, a strip above and below for each player's name and pip count.
// The bottom player's home board is bottom right (his point 1 next to his tray), as on every
// backgammon board; `bottom` says whose side that is, so a turned board is the same code.
// Points are named in White's numbering everywhere else; `slot` turns one into the bottom
// player's numbering, which is also the number written beside it.
//
//   ┌──────────────────── strip: top player's name, pips ─────────────────────┐
//   │ 13 14 15 16 17 18 │bar│ 19 20 21 22 23 24 │ tray (top player's off)     │
//   │ 12 11 10  9  8  7 │bar│  6  5  4  3  2  1 │ tray (bottom player's off)  │
//   └─────────────────── strip: bottom player's name, pips ───────────────────┘

/** @typedef {"w" | "b"} Color @typedef {number | "bar" | "off"} Place */

const SHAPES = {
  wide: { STRIP: 38, BAND: 30, FONT: 19, NAME: 17 },
  narrow: { STRIP: 54, BAND: 42, FONT: 30, NAME: 28 },
};

export const PW = 60; // a point's width
export const R = 27; // a checker's radius
export const M = 14; // the wooden frame
export const BAR_W = 64,
  TRAY_W = 74,
  GAP = 10;
export const FIELD_H = 560,
  PL = 228; // the field between the bands; a point's length
export const SLAB = 11,
  SLAB_GAP = 2,
  DIE = 52,
  CUBE = 44;
export const SCALE = 0.9; // equipment/pieces.js draws checkers of radius 30; these are R = 27

/** @param {{narrow?: boolean, bottom?: Color}} [options] */
export function makeBgGeometry({ narrow = false, bottom = "w" } = {}) {
  const s = narrow ? SHAPES.narrow : SHAPES.wide;
  const LEFT = M,
    BAR_X = LEFT + 6 * PW,
    RIGHT = BAR_X + BAR_W,
    TRAY_X = RIGHT + 6 * PW + GAP;
  const W = TRAY_X + TRAY_W + M;
  const TOP = M + s.STRIP + s.BAND,
    BOTTOM = TOP + FIELD_H;
  const H = BOTTOM + s.BAND + s.STRIP + M;
  const other = bottom === "w" ? "b" : "w";
  /** A point of White's numbering as the bottom player numbers it. @param {number} p */
  const slot = (p) => (bottom === "w" ? p : 25 - p);
  /** Whether a White point lies on the bottom edge. @param {number} p */
  const low = (p) => slot(p) <= 12;
  /** The middle of a White point's column. @param {number} p */
  const pointX = (p) => {
    const n = slot(p);
    if (n <= 6) return RIGHT + (6 - n + 0.5) * PW;
    if (n <= 12) return LEFT + (12 - n + 0.5) * PW;
    if (n <= 18) return LEFT + (n - 13 + 0.5) * PW;
    return RIGHT + (n - 19 + 0.5) * PW;
  };
  /** Where the i-th of n checkers on a point lies (spaced closer past five). @param {number} p @param {number} i @param {number} n */
  const checkerSpot = (p, i, n) => {
    const step = n > 5 ? (5 * 2 * R - 2 * R) / (n - 1) : 2 * R;
    const y = low(p) ? BOTTOM - R - i * step : TOP + R + i * step;
    return { x: pointX(p), y };
  };
  /** A bar checker: the bottom player's above the middle, the top player's below, outward. @param {Color} c @param {number} i @param {number} n */
  const barSpot = (c, i, n) => {
    const step = n > 4 ? (3 * 2 * R) / (n - 1) : 2 * R;
    const y = c === bottom ? FIELD_H / 2 + TOP - 2 * R - i * step : FIELD_H / 2 + TOP + 2 * R + i * step;
    return { x: BAR_X + BAR_W / 2, y };
  };
  /** The top of a colour's i-th borne-off slab: the bottom player's tray is the lower one. @param {Color} c @param {number} i */
  const slabY = (c, i) => (c === bottom ? BOTTOM - 8 - (i + 1) * (SLAB + SLAB_GAP) : TOP + 8 + i * (SLAB + SLAB_GAP));
  return {
    narrow,
    bottom,
    top: other,
    W,
    H,
    TOP,
    BOTTOM,
    LEFT,
    RIGHT,
    BAR_X,
    TRAY_X,
    ...s,
    slot,
    low,
    pointX,
    checkerSpot,
    barSpot,
    slabY,
    /** The triangle of a White point. @param {number} p @param {number} inset */
    triangle(p, inset = 0) {
      const x = pointX(p),
        half = PW / 2 - 2 - inset;
      const y0 = low(p) ? BOTTOM : TOP,
        tip = low(p) ? BOTTOM - PL : TOP + PL;
      return `M${x - half} ${y0} L${x + half} ${y0} L${x} ${tip} Z`;
    },
    /** The area a place answers taps in: a point's half column, the bar, a colour's tray. @param {Place} place @param {Color} c */
    hitArea(place, c) {
      if (place === "bar") return { x: BAR_X, y: TOP, width: BAR_W, height: FIELD_H };
      if (place === "off") return { x: TRAY_X, y: c === bottom ? TOP + FIELD_H / 2 : TOP, width: TRAY_W, height: FIELD_H / 2 };
      const y = low(place) ? TOP + FIELD_H / 2 : TOP;
      return { x: pointX(place) - PW / 2, y, width: PW, height: FIELD_H / 2 };
    },
    /** Where a player's dice lie once thrown: the bottom player's on the right half, the top player's on the left. @param {Color} c @param {number} i @param {number} n */
    dieSpot(c, i, n) {
      const centre = c === bottom ? RIGHT + 3 * PW : LEFT + 3 * PW;
      const spacing = n > 2 ? DIE + 8 : DIE + 16;
      return { x: centre + (i - (n - 1) / 2) * spacing, y: TOP + FIELD_H / 2 };
    },
    /** The cube: between the trays when centred, toward its owner's tray, or offered on the field. @param {Color | null} owner @param {boolean} offered */
    cubeSpot(owner, offered) {
      if (offered) return { x: BAR_X + BAR_W / 2, y: TOP + FIELD_H / 2 };
      const y = TOP + FIELD_H / 2 + (owner === null ? 0 : owner === bottom ? 62 : -62);
      return { x: TRAY_X + TRAY_W / 2, y };
    },
    /** The strip of a colour: its text's baseline. @param {Color} c */
    stripY: (c) => (c === bottom ? H - M - s.STRIP / 2 + s.NAME * 0.36 : M + s.STRIP / 2 + s.NAME * 0.36),
    /** A number's baseline in its band. @param {number} p */
    numberY: (p) => (low(p) ? BOTTOM + s.BAND / 2 + s.FONT * 0.36 : TOP - s.BAND / 2 + s.FONT * 0.36),
  };
}

/** @typedef {ReturnType<typeof makeBgGeometry>} BgGeometry */
