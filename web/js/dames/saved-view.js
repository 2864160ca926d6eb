// What a saved 1699 view must look like to be drawn before the engine has checked its record
// (saves/migrate.js asks, through games.js; a wrong one is simply not used).

import { CONSTANTS } from "../engine/constants.js";
import { isCount, isFace, isObject } from "../saves/checks.js";

/** The engine's sizes a stored view is checked against: the board's points and checkers. */
const { board: BOARD } = CONSTANTS;

/**
 * Whether a stored 1699 view has the shape its board draws (dames/board.js).
 * @param {Record<string, any>} view
 */
export function plausibleView(view) {
  if (typeof view.position !== "string" || !isObject(view.sides) || !isObject(view.cube) || !isObject(view.pending)) return false;
  if (!isObject(view.players) || !Array.isArray(view.actions) || !["w", "b"].includes(view.turn) || !["w", "b"].includes(view.current))
    return false;
  for (const color of ["w", "b"]) {
    const side = view.sides[color];
    if (
      !isObject(side) ||
      !isCount(side.off) ||
      side.off > BOARD.checkers ||
      !Array.isArray(side.points) ||
      side.points.length !== BOARD.points
    )
      return false;
    for (const point of side.points) {
      if (
        !isObject(point) ||
        !["point", "count", "stacks", "stacked", "full"].every((k) => isCount(point[k]) && point[k] <= BOARD.checkers)
      )
        return false;
    }
    if (!isObject(view.players[color]) || typeof view.players[color].name !== "string") return false;
  }
  // The cube's face and the rule flags came later: a view saved before them is not drawn.
  return (
    isCount(view.cube.value) &&
    isCount(view.cube.face) &&
    typeof view.house === "boolean" &&
    Array.isArray(view.pending.dice) &&
    (view.outcome === null || isObject(view.outcome)) &&
    plausibleTable(view.table)
  );
}

/** Whether the dice on the board have the shape the board draws (a view saved before they were told has none). @param {unknown} table */
function plausibleTable(table) {
  const half = (/** @type {unknown} */ c) => c === "w" || c === "b";
  return (
    isObject(table) &&
    isCount(table.key) &&
    Array.isArray(table.dice) &&
    table.dice.length <= 2 &&
    table.dice.every((d) => isObject(d) && isFace(d.value) && half(d.owner) && half(d.half) && typeof d.status === "string")
  );
}
