// The position in words, for the board's accessible name.

import { joinWords, strings } from "../i18n/strings.js";

/** @typedef {import("../engine/types.js").DamesView} View @typedef {import("../engine/types.js").Color} Color */

/** The position in words: each side's points and checkers off, the cube, who throws. @param {View} view */
export function describeBoard(view) {
  const b = strings.board;
  const sides = /** @type {Color[]} */ (["w", "b"]).map((c) => {
    const points = view.sides[c].points.map((p) => b.point(p.point, p.count, p.stacked));
    return b.side(strings.color[c], joinWords(points), view.sides[c].off);
  });
  const parts = [`${b.label}. ${sides.join(". ")}.`];
  if (view.cube.enabled) {
    parts.push(`${b.cube(view.cube.value, view.cube.owner ? b.cubeOwner(strings.color[view.cube.owner]) : b.cubeMiddle)}.`);
  }
  if (!view.outcome) parts.push(view.opening ? `${b.opening}.` : `${b.turn(strings.color[view.turn])}.`);
  return parts.join(" ");
}
