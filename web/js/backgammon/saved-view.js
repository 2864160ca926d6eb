// What a saved backgammon view must look like to be drawn before the engine has checked its
// record (saves/migrate.js asks, through games.js; a wrong one is simply not used).

import { CONSTANTS } from "../engine/constants.js";
import { isCount, isFace, isObject } from "../saves/checks.js";

/** The engine's sizes a stored view is checked against: the board's points and checkers. */
const { backgammon: BG } = CONSTANTS;

/** Whether a stored backgammon view has the shape its board draws (backgammon/board.js). @param {Record<string, any>} view */
export function plausibleView(view) {
  const colors = ["w", "b"];
  const pair = (/** @type {unknown} */ x) => isObject(x) && colors.every((c) => isCount(x[c]) && x[c] <= BG.checkers);
  if (typeof view.position !== "string" || !Array.isArray(view.points) || view.points.length !== BG.points) return false;
  if (
    !view.points.every(
      (p, i) => isObject(p) && p.point === i + 1 && isCount(p.count) && p.count <= BG.checkers && [null, "w", "b"].includes(p.player),
    )
  )
    return false;
  if (!pair(view.bar) || !pair(view.off) || !isObject(view.pips) || !isObject(view.cube) || !isCount(view.cube.value)) return false;
  if (!isCount(view.cube.face) || !Array.isArray(view.faces) || !view.faces.every(isFace)) return false; // told later
  if (!isObject(view.players) || !colors.every((c) => isObject(view.players[c]) && typeof view.players[c].name === "string")) return false;
  const dice = view.thrown === null || (Array.isArray(view.thrown) && view.thrown.length === 2 && view.thrown.every(isFace));
  return (
    dice &&
    Array.isArray(view.actions) &&
    Array.isArray(view.moves) &&
    colors.includes(view.turn) &&
    colors.includes(view.current) &&
    (view.outcome === null || isObject(view.outcome))
  );
}
