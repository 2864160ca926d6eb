// Backgammon's positions as other programs write them: the words for what a pasted Position ID
// or XGID gave a new game (the engine's report, `new_game` → `pasted`), nothing decided here.

import { strings } from "../i18n/strings.js";
import { diceText } from "./label.js";

/** @typedef {"w" | "b"} Color */
/**
 * What the engine kept of a pasted position (docs/PROTOCOL.md, "Backgammon"): its dice always, its
 * cube unless `cube_why` says why not.
 * @typedef {{kind: "position_id" | "xgid", turn: Color, dice?: number[] | null,
 *   cube?: {value: number, owner: Color | null} | null, cube_kept?: boolean, cube_why?: string | null,
 *   offered?: boolean}} PastedReport
 */

/**
 * The sentences that say what a pasted position gave the game (unless `started` is false) and what it could not.
 * @param {PastedReport} report @param {Record<Color, string>} names @param {{started?: boolean}} [options]
 */
export function pastedWords(report, names, { started = true } = {}) {
  const t = strings.interop;
  if (report.kind === "position_id") return started ? t.fromPositionId : "";
  const said = started ? [t.fromXgid(names[report.turn], report.dice ? diceText(report.dice) : "")] : [];
  const cube = report.cube;
  if (cube && report.cube_kept && started && cube.owner) said.push(t.cubeKept(cube.value, names[cube.owner]));
  if (cube && !report.cube_kept) {
    const why = t.cubeWhy[report.cube_why ?? "impossible"] ?? t.cubeWhy.impossible;
    said.push(t.cubeNotKept(cube.value, cube.owner ? names[cube.owner] : "", why));
  }
  if (report.offered) said.push(t.offeredNotKept);
  return said.join(" ");
}
