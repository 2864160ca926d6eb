// Backgammon's positions as other programs write them: the words for what a pasted Position ID
// or XGID gave a new game (the engine's report, `new_game` → `pasted`), nothing decided here.

import { strings } from "../i18n/strings.js";
import { diceText } from "./label.js";

/** @typedef {"w" | "b"} Color */
/**
 * What the engine kept of a pasted position (docs/PROTOCOL.md, "Backgammon").
 * @typedef {{kind: "position_id" | "xgid", turn: Color, dice?: number[] | null, dice_kept?: boolean,
 *   cube?: {value: number, owner: Color | null} | null, offered?: boolean}} PastedReport
 */

/**
 * The sentences that say what a pasted position gave the game (unless `started` is false) and what it could not.
 * @param {PastedReport} report @param {Record<Color, string>} names @param {{started?: boolean}} [options]
 */
export function pastedWords(report, names, { started = true } = {}) {
  const t = strings.interop;
  if (report.kind === "position_id") return started ? t.fromPositionId : "";
  const dice = report.dice ? diceText(report.dice) : "";
  const said = started ? [t.fromXgid(names[report.turn], report.dice_kept ? dice : "")] : [];
  if (report.dice && !report.dice_kept) said.push(t.diceNotKept(dice));
  if (report.cube) said.push(t.cubeNotKept(report.cube.value, report.cube.owner ? names[report.cube.owner] : ""));
  if (report.offered) said.push(t.offeredNotKept);
  return said.join(" ");
}
