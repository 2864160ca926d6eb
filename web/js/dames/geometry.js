// The 1699 board's geometry in SVG user units.
//
// Two shapes of one board. "wide" (desktop, tablet, landscape phone) is half a backgammon board
// as in the 1699 diagrams: the tray, the points' half, the bar, then the half the dice are thrown
// on. "narrow" (a portrait phone) keeps the points' half the same size and puts each player's
// dice in a strip of felt beyond his own edge, so the checkers get the phone's whole width.
// Either way one colour's points run along the bottom edge (White's unless the board is
// flipped), point 1 next to the tray, as a backgammon home board. Everything that depends on a
// colour asks `atBottom`, so a flipped board is the same code.

import { CHECKER_R, DIE } from "../equipment/pieces.js";

/** @typedef {import("../engine/types.js").Color} Color */
/** @typedef {{x: number, y: number}} Spot */

/** The measures of each shape; the wide one is the board as it has always been drawn. */
const SHAPES = {
  wide: {
    W: 904,
    H: 540,
    BAND: 38,
    STRIP: 0,
    EDGE: 0,
    TRAY_X: 16,
    TRAY_W: 80,
    PX: 110,
    BAR_X: 530,
    BAR_W: 60,
    DX: 590,
    DW: 298,
    PL: 206,
    CUBE: 40,
    SLAB_START: 8,
  },
  narrow: {
    W: 548,
    H: 616,
    BAND: 36,
    STRIP: 62,
    EDGE: 8,
    TRAY_X: 12,
    TRAY_W: 60,
    PX: 80,
    BAR_X: 500,
    BAR_W: 40,
    DX: 0,
    DW: 0,
    PL: 188,
    CUBE: 30,
    SLAB_START: 5,
  },
};

export const PW = 70; // a point's width
export const R = CHECKER_R; // a checker's radius
export const FIRST = 34,
  SLOT = 62,
  LEVEL = 8; // first checker from the edge, spacing on line, pile offset
// Three checkers on line reach FIRST + 2 SLOT + R = 188 from their edge: a point is at least that long.
export const SLAB = 11,
  SLAB_GAP = 2;

/**
 * The geometry of one shape, with `bottom` the colour whose points run along the bottom edge.
 * @param {{narrow?: boolean, bottom?: Color}} [options]
 */
export function makeGeometry({ narrow = false, bottom = "w" } = {}) {
  const s = narrow ? SHAPES.narrow : SHAPES.wide;
  const { H, BAND, STRIP, EDGE } = s;
  const FIELD_Y = EDGE + STRIP + BAND,
    FIELD_H = H - 2 * FIELD_Y;
  const atBottom = (/** @type {Color} */ c) => c === bottom;
  const pointsCX = s.PX + 3 * PW;
  /** The middle of a colour's dice: its quarter of the dice half, or its strip. */
  const diceCenter = (/** @type {Color} */ c) =>
    narrow
      ? { x: s.BAR_X - 45, y: atBottom(c) ? H - EDGE - STRIP / 2 : EDGE + STRIP / 2 }
      : { x: s.DX + s.DW / 2, y: FIELD_Y + FIELD_H * (atBottom(c) ? 0.73 : 0.27) };
  return {
    ...s,
    narrow,
    bottom,
    FIELD_Y,
    FIELD_H,
    pointsCX,
    /** The edge a colour's points stand on. */
    baseY: (/** @type {Color} */ c) => (atBottom(c) ? H - FIELD_Y : FIELD_Y),
    /** +1 if a colour's points grow downwards, −1 if upwards. */
    inward: (/** @type {Color} */ c) => (atBottom(c) ? -1 : 1),
    atBottom,
    pointX: (/** @type {number} */ p) => s.PX + (p - 0.5) * PW,
    /** The middle of the band holding a colour's point numbers. */
    bandY: (/** @type {Color} */ c) => (atBottom(c) ? H - FIELD_Y + BAND / 2 : FIELD_Y - BAND / 2),
    diceCenter,
    /** Where die i of n lies on a colour's half (the opening's single die in the middle). */
    dieSpot(/** @type {Color} */ c, /** @type {number} */ i, /** @type {boolean} */ single) {
      const { x, y } = diceCenter(c);
      return { x: single ? x : x + (i ? 1 : -1) * (narrow ? 33 : 38), y };
    },
    /** How far outside a colour's half its dice come from when they land. */
    landFrom: (/** @type {Color} */ c) => (atBottom(c) ? 1 : -1) * (narrow ? 40 : 90),
    /** Where a colour's name is written (narrow: left in its strip, start-anchored). */
    nameSpot: (/** @type {Color} */ c) =>
      narrow ? { x: s.TRAY_X + 6, y: diceCenter(c).y + 7 } : { x: diceCenter(c).x, y: atBottom(c) ? H - BAND / 2 + 6 : BAND / 2 + 6 },
    /** Where a colour's borne-off count is written, above or below its tray. */
    offSpot: (/** @type {Color} */ c) => ({
      x: s.TRAY_X + s.TRAY_W / 2,
      y: (atBottom(c) ? H - FIELD_Y + BAND / 2 : FIELD_Y - BAND / 2) + 7,
    }),
    /** The top of a colour's i-th borne-off slab in its tray. */
    slabY: (/** @type {Color} */ c, /** @type {number} */ i) =>
      atBottom(c) ? H - FIELD_Y - s.SLAB_START - (i + 1) * (SLAB + SLAB_GAP) : FIELD_Y + s.SLAB_START + i * (SLAB + SLAB_GAP),
    /** The cube: in the bar's middle, at its owner's end, or offered toward the player who answers. */
    cubeSpot(/** @type {Color | null} */ owner, /** @type {Color | null} */ answerer) {
      if (answerer) {
        // In the answerer's strip, just before his dice; the words about them move before it (tagSpot).
        if (narrow) return { x: diceCenter(answerer).x - 33 - DIE / 2 - 12 - s.CUBE / 2, y: diceCenter(answerer).y };
        return { x: s.DX + s.DW - 46, y: H / 2 + (atBottom(answerer) ? 60 : -60) };
      }
      const y = owner === null ? H / 2 : atBottom(owner) ? H - FIELD_Y - 44 : FIELD_Y + 44;
      return { x: s.BAR_X + s.BAR_W / 2, y };
    },
    /** Where the words under a colour's dice lie ("6 passed", "2 lost"): under them, or beside them in a strip (before the cube offered to him). */
    tagSpot: (/** @type {Color} */ c, cubeBeside = false) =>
      narrow
        ? { x: diceCenter(c).x - 33 - DIE / 2 - 10 - (cubeBeside ? s.CUBE + 12 : 0), y: diceCenter(c).y + 7, "text-anchor": "end" }
        : { x: diceCenter(c).x, y: diceCenter(c).y + DIE / 2 + 28, "text-anchor": "middle" },
    /** Where the caption lies: the middle of the dice half, or across the points' middle. */
    captionSpot: () => ({ x: narrow ? pointsCX : s.DX + s.DW / 2, y: H / 2 + 7 }),
  };
}

/** @typedef {ReturnType<typeof makeGeometry>} Geometry */
