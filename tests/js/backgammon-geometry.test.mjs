// Backgammon's board geometry (web/js/backgammon/geometry.js), a pure function of the shape and the colour
// at the bottom. Every expected value comes from the board as its header draws it (the frame, six
// points, the bar, six points, a gap, the tray; the bottom player's 1 next to his tray, his 24
// above it), from the sizes it exports, and from the rules' fifteen checkers: not from its output.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BAR_W, FIELD_H, GAP, M, PL, PW, R, SLAB, TRAY_W, makeBgGeometry } from "../../web/js/backgammon/geometry.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

/** @typedef {"w" | "b"} Color */
const COLORS = /** @type {Color[]} */ (["w", "b"]);
const SHAPES = [false, true].flatMap((narrow) => COLORS.map((bottom) => ({ narrow, bottom })));
const POINTS = Array.from({ length: CONSTANTS.backgammon.points }, (_, i) => i + 1);
const CHECKERS = CONSTANTS.backgammon.checkers;
/** Where each block starts: the left six points inside the frame, the right six past the bar. */
const LEFT_X = M,
  RIGHT_X = M + 6 * PW + BAR_W;

test("the board is the frame, twelve points, the bar, a gap and the tray across; strips and bands above and below", () => {
  for (const shape of SHAPES) {
    const g = makeBgGeometry(shape);
    assert.equal(g.W, M + 12 * PW + BAR_W + GAP + TRAY_W + M);
    assert.equal(g.H, 2 * (M + g.STRIP + g.BAND) + FIELD_H);
    assert.equal(g.BOTTOM - g.TOP, FIELD_H);
    if (g.narrow) assert.ok(g.STRIP > makeBgGeometry().STRIP && g.BAND > makeBgGeometry().BAND, "the phone's strips and bands are taller");
  }
});

test("White at the bottom: his 1 to 6 bottom right from the tray, 7 to 12 bottom left, 13 to 24 along the top", () => {
  const g = makeBgGeometry({ bottom: "w" });
  const column = (/** @type {number} */ start, /** @type {number} */ k) => start + (k + 0.5) * PW; // the k-th column of a block
  for (let n = 1; n <= 6; n++) assert.equal(g.pointX(n), column(RIGHT_X, 6 - n), `point ${n}`);
  for (let n = 7; n <= 12; n++) assert.equal(g.pointX(n), column(LEFT_X, 12 - n), `point ${n}`);
  for (let n = 13; n <= 18; n++) assert.equal(g.pointX(n), column(LEFT_X, n - 13), `point ${n}`);
  for (let n = 19; n <= 24; n++) assert.equal(g.pointX(n), column(RIGHT_X, n - 19), `point ${n}`);
  for (const p of POINTS) assert.equal(g.low(p), p <= 12, `point ${p} on the bottom edge`);
});

test("a point and its opposite number share a column on the two edges; turned, Black's side is drawn as White's was", () => {
  for (const narrow of [false, true]) {
    const white = makeBgGeometry({ narrow, bottom: "w" }),
      black = makeBgGeometry({ narrow, bottom: "b" });
    for (const p of POINTS) {
      assert.equal(white.pointX(p), white.pointX(25 - p), `${p} faces ${25 - p}`);
      assert.notEqual(white.low(p), white.low(25 - p));
      // Black numbers White's point p as 25 − p: turned, his numbering stands where White's stood.
      assert.equal(black.slot(p), 25 - p);
      assert.equal(black.pointX(p), white.pointX(25 - p));
      assert.equal(black.low(p), white.low(25 - p));
      assert.equal(black.numberY(p), white.numberY(25 - p));
    }
  }
});

test("checkers on a point start at its edge, touch up to five, then close up within the height of five", () => {
  for (const shape of SHAPES) {
    const g = makeBgGeometry(shape);
    for (const p of POINTS) {
      const edge = g.low(p) ? g.BOTTOM : g.TOP,
        inward = g.low(p) ? -1 : 1;
      assert.deepEqual(g.checkerSpot(p, 0, 1), { x: g.pointX(p), y: edge + inward * R });
      for (let i = 1; i < 5; i++) assert.equal(Math.abs(g.checkerSpot(p, i, 5).y - g.checkerSpot(p, i - 1, 5).y), 2 * R);
      for (let n = 6; n <= CHECKERS; n++) {
        const span = Math.abs(g.checkerSpot(p, n - 1, n).y - g.checkerSpot(p, 0, n).y);
        assert.ok(Math.abs(span - 4 * 2 * R) < 1e-9, `${n} checkers span the height of five`);
      }
      // All fifteen on one point stay on its half of the field: the two edges' checkers never meet.
      const last = g.checkerSpot(p, CHECKERS - 1, CHECKERS).y,
        middle = g.TOP + FIELD_H / 2;
      assert.ok(g.low(p) ? last - R >= middle : last + R <= middle, `point ${p}`);
    }
  }
});

test("each point's tap area is its half column, and the 24 areas and the bar tile the field", () => {
  for (const shape of SHAPES) {
    const g = makeBgGeometry(shape);
    const areas = [...POINTS.map((p) => g.hitArea(p, "w")), g.hitArea("bar", "w")];
    const total = areas.reduce((sum, a) => sum + a.width * a.height, 0);
    assert.equal(total, (12 * PW + BAR_W) * FIELD_H);
    for (const [i, a] of areas.entries()) {
      assert.ok(a.x >= LEFT_X && a.x + a.width <= RIGHT_X + 6 * PW && a.y >= g.TOP && a.y + a.height <= g.BOTTOM);
      for (const b of areas.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        assert.ok(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`);
      }
    }
    for (const p of POINTS) {
      const a = g.hitArea(p, "w"),
        spot = g.checkerSpot(p, 0, 1);
      assert.ok(spot.x > a.x && spot.x < a.x + a.width && spot.y > a.y && spot.y < a.y + a.height, `point ${p}'s first checker`);
    }
  }
});

test("a point's triangle stands on its edge, PL long, its tip on its column's middle", () => {
  for (const shape of SHAPES) {
    const g = makeBgGeometry(shape);
    for (const p of POINTS) {
      const [x0, y0, x1, y1, tipX, tipY] = (g.triangle(p).match(/-?[\d.]+/g) ?? []).map(Number);
      const edge = g.low(p) ? g.BOTTOM : g.TOP;
      assert.deepEqual([y0, y1, tipX], [edge, edge, g.pointX(p)]);
      assert.equal(Math.abs(tipY - edge), PL);
      assert.ok(x1 - x0 < PW && x1 - x0 > PW - 10, "a point a little narrower than its column");
    }
  }
});

test("the bottom player's bar checkers, tray, dice and owned cube are on his side of the middle; the top player's on the other", () => {
  for (const shape of SHAPES) {
    const g = makeBgGeometry(shape),
      middle = g.TOP + FIELD_H / 2;
    const below = (/** @type {number} */ y) => y > middle;
    for (const c of COLORS) {
      const mine = c === g.bottom;
      const bar = g.barSpot(c, 0, 1);
      assert.equal(bar.x, M + 6 * PW + BAR_W / 2, "the bar's middle");
      assert.equal(below(bar.y), !mine, "the bottom player's bar checkers above the middle, toward the top player's");
      for (let i = 0; i < CHECKERS; i++) {
        // fifteen slabs fit in the half tray
        const y = g.slabY(c, i);
        assert.ok(mine ? y >= middle && y + SLAB <= g.BOTTOM : y >= g.TOP && y + SLAB <= middle, `${c}'s slab ${i}`);
      }
      const dice = [g.dieSpot(c, 0, 2), g.dieSpot(c, 1, 2)];
      assert.equal(dice[0].x + dice[1].x, 2 * ((mine ? RIGHT_X : LEFT_X) + 3 * PW), "two dice centred on their half");
      assert.equal(below(g.cubeSpot(c, false).y), mine);
      assert.equal(below(g.stripY(c)), mine);
    }
    assert.deepEqual(g.cubeSpot(null, false), { x: g.TRAY_X + TRAY_W / 2, y: middle }, "centred between the trays");
    assert.deepEqual(g.cubeSpot("w", true), { x: M + 6 * PW + BAR_W / 2, y: middle }, "offered: on the bar");
  }
});
