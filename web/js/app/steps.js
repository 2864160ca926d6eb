// Stepping through the game shown: any position of it, from the move list, the review (its
// graph, a decision, a move it ranks instead of the one played) or the arrow keys, with the board,
// the chances and the decision as they were there; the game itself waits (nothing is played
// while stepping) until the player goes back to it. A step is drawn at once, never animated:
// the player reads positions, he does not watch them played again.

import { engine } from "../engine/engine.js";
import { strings } from "../i18n/strings.js";
import { endOfLine, lineOf } from "./lines.js";
import { cancel, current, oneAtATime, render, say } from "./render.js";
import { state } from "./state.js";

/** @typedef {import("../engine/types.js").View} View @typedef {import("../engine/types.js").Entry} Entry */
/**
 * A position looked at: after action `n` of the game, or (`instead`) after the action the review
 * ranks in place of action `n`, which the game did not play.
 * @typedef {{n: number, view: View, last: Entry | null, record: any, instead?: string}} Stepping
 */

/** How many actions the game shown has. */
export const length = () => state.history.length;

/**
 * Show the position after action n (0: before any; the whole game: back to it). Asked again
 * while a step is shown (keys pressed quickly), the last step asked is shown next.
 */
const steps = oneAtATime(show);
export const stepTo = steps.run;

/** @param {number} n */
async function show(n) {
  if (!state.record || state.engine !== "ready" || state.busy) return;
  const to = Math.max(0, Math.min(length(), n));
  if (to === length() && !state.stepping) return;
  cancel(); // the computer waits while the player looks back
  const mine = current(),
    record = state.record;
  if (to === length()) return render({ stepping: atEnd() }); // the game's last position, the bar kept
  const answer = await ask("view_at", JSON.stringify(record), String(to));
  if (mine !== current() || record !== state.record) return;
  if (!answer.ok) return say(strings.errors.engine(String(answer.error)));
  render({ stepping: { n: to, view: answer.view, last: answer.last, record: { ...record, actions: record.actions.slice(0, to) } } });
}

/** An engine call that never throws. @param {string} op @param {...string} args @returns {Promise<any>} */
function ask(op, ...args) {
  return engine.call(op, ...args).catch((error) => ({ ok: false, error: String(error?.message ?? error) }));
}

/** The game's last position as a step: the stepping bar leads back through the game from there. @returns {Stepping} */
function atEnd() {
  return { n: length(), view: state.view, last: state.history.at(-1) ?? null, record: state.record };
}

/** Open the game shown at its last position, with the stepping bar (a shared game). */
export function openAtEnd() {
  if (!state.record || !length()) return;
  cancel();
  render({ stepping: atEnd() });
}

/**
 * Show the position after `action` played instead of action n (a move or a cube choice the
 * review ranks): the game is not changed, the engine plays it on the game as it stood.
 * @param {number} n @param {string} action
 */
export async function stepInstead(n, action) {
  if (!state.record || state.engine !== "ready" || state.busy) return;
  cancel();
  const mine = current(),
    record = state.record;
  const before = { ...record, actions: record.actions.slice(0, n - 1) };
  const answer = await ask("act", JSON.stringify(before), action);
  if (mine !== current() || record !== state.record) return;
  if (!answer.ok) return say(strings.errors.engine(String(answer.error)));
  render({ stepping: { n, view: answer.view, last: answer.last, record: answer.record, instead: action } });
}

/**
 * One line back or forward from the position shown (or asked for): Previous shows the line
 * before the one shown, Next the end of the line shown (a throw's position goes on to its move)
 * or the next line. @param {number} delta
 */
export function stepBy(delta) {
  return stepTo(target(delta));
}

/** The action a step back or forward leads to (from a move the game did not play, Next shows the one it played). @param {number} delta */
function target(delta) {
  const history = state.history,
    pending = steps.pending(),
    at = pending ?? state.stepping?.n ?? length();
  const line = lineOf(history, at);
  if (delta < 0) return endOfLine(history, line + delta);
  if (pending === null && state.stepping?.instead) return at;
  const end = endOfLine(history, line);
  return end > at ? end : endOfLine(history, line + delta);
}

/** Whether Next from the step shown (or asked for) leaves the steps for the game as it stands. */
export function atLast() {
  return (steps.pending() ?? state.stepping?.n ?? length()) >= length() || target(1) >= length();
}

/** Back to the game as it stands (where it can be played on). */
export function backToGame() {
  if (!state.stepping) return;
  render({ stepping: null });
}
