// Where each checker, slab and stack badge of one side lies on the board, keyed so that a
// checker keeps its key (and its element) when it moves.

import { FIRST, LEVEL, R, SLOT } from "./geometry.js";

/** @typedef {import("../engine/types.js").Color} Color @typedef {import("../engine/types.js").SideView} SideView */
/** @typedef {import("./geometry.js").Geometry} Geometry */
/** @typedef {{key: string, x: number, y: number, z: number, point: number}} CheckerSpot */

/**
 * Every checker, slab and badge of one side. On a point holding `full` checkers, key 0 is the
 * base checker; the others leave the pile from the top (key = level) and lie on line from the
 * pile outward (slot j holds key full − j).
 * @param {Geometry} g @param {Color} c @param {SideView} side
 */
export function layoutSide(g, c, side) {
  /** @type {CheckerSpot[]} */
  const checkers = [];
  /** @type {{key: string, x: number, y: number, size: number}[]} */
  const badges = [];
  const y0 = g.baseY(c),
    dir = g.inward(c);
  for (const pt of side.points) {
    const x = g.pointX(pt.point);
    const pile = pt.stacks ? pt.stacks + 1 : 0;
    for (let level = 0; level < pile; level++) {
      checkers.push({ key: `${c}${pt.point}-${level}`, x, y: y0 + dir * (FIRST + level * LEVEL), z: level, point: pt.point });
    }
    const lift = pile ? (pile - 1) * LEVEL : 0;
    for (let j = pile ? 1 : 0, n = 0; n < pt.count - pile; j++, n++) {
      const key = j === 0 ? 0 : pt.full - j;
      checkers.push({ key: `${c}${pt.point}-${key}`, x, y: y0 + dir * (FIRST + lift + j * SLOT), z: 0, point: pt.point });
    }
    if (pile) badges.push({ key: `badge-${c}${pt.point}`, x: x + R * 0.62, y: y0 + dir * (FIRST + lift) + dir * R * 0.55, size: pile });
  }
  /** @type {{key: string, x: number, y: number}[]} */
  const slabs = [];
  for (let i = 0; i < side.off; i++) slabs.push({ key: `off-${c}-${i}`, x: g.TRAY_X + 9, y: g.slabY(c, i) });
  return { checkers, badges, slabs };
}
