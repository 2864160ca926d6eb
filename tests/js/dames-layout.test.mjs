// The board's geometry and layout (web/js/dames/geometry.js, layout.js), pure functions of the
// shape, the colour at the bottom and the sides the engine sends: every checker on the felt,
// one key each, the same keys whichever way the board is turned.
import assert from "node:assert/strict";
import { test } from "node:test";

import { CONSTANTS } from "../../web/js/engine/constants.js";
import { PW, R, makeGeometry } from "../../web/js/dames/geometry.js";
import { layoutSide } from "../../web/js/dames/layout.js";

const SHAPES = [false, true].flatMap((narrow) => ["w", "b"].map((bottom) => ({ narrow, bottom })));
const start = CONSTANTS.start.sides;
/** A side with every checker on line and none stacked: the tallest a point gets (five on the 6). */
const unstacked = {
  ...start.w,
  points: start.w.points.map((p) => ({ ...p, stacks: 0, stacked: 0 })),
};

test("each colour's points stand on its own edge; turning the board swaps the edges", () => {
  for (const narrow of [false, true]) {
    const white = makeGeometry({ narrow, bottom: "w" }),
      black = makeGeometry({ narrow, bottom: "b" });
    assert.ok(white.baseY("w") > white.baseY("b"), "the bottom colour's edge is lower");
    assert.equal(white.baseY("w"), black.baseY("b"));
    assert.equal(white.baseY("b"), black.baseY("w"));
    assert.equal(white.inward("w"), -1);
    assert.equal(black.inward("w"), 1);
    for (let p = 1; p < 6; p++) assert.equal(white.pointX(p + 1) - white.pointX(p), PW);
  }
});

test("every checker of the start, and of a side all on line, lies on the felt of its points", () => {
  for (const shape of SHAPES) {
    const g = makeGeometry(shape);
    for (const c of /** @type {const} */ (["w", "b"])) {
      for (const side of [start[c], unstacked]) {
        const { checkers } = layoutSide(g, c, side);
        assert.equal(checkers.length, 15 - side.off);
        for (const spot of checkers) {
          assert.ok(
            spot.y - R >= g.FIELD_Y - 1 && spot.y + R <= g.H - g.FIELD_Y + 1,
            `${JSON.stringify(shape)} ${c} ${spot.key} y=${spot.y}`,
          );
          assert.ok(Math.abs(spot.x - g.pointX(spot.point)) < 1e-9);
        }
      }
    }
  }
});

test("one key a checker, and the same keys whichever colour is at the bottom", () => {
  for (const c of /** @type {const} */ (["w", "b"])) {
    const keys = (/** @type {{narrow: boolean, bottom: "w" | "b"}} */ shape) =>
      layoutSide(makeGeometry(shape), c, start[c])
        .checkers.map((s) => s.key)
        .sort();
    const first = keys(SHAPES[0]);
    assert.equal(new Set(first).size, first.length);
    for (const shape of SHAPES) assert.deepEqual(keys(shape), first);
  }
});

test("a stack shows its badge with the pile's size; a point all on line has none", () => {
  const g = makeGeometry();
  const { badges } = layoutSide(g, "w", start.w);
  assert.deepEqual(
    badges.map((b) => b.size),
    start.w.points.map((p) => p.stacks + 1),
  );
  assert.deepEqual(layoutSide(g, "w", unstacked).badges, []);
});
