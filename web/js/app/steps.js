// Stepping through the game shown: any position of it, from the move list, the review's graph
// or the arrow keys, with the board, the chances and the decision as they were there; the game
// itself waits (nothing is played while stepping) until the player goes back to it.

import { engine } from "../engine/engine.js";
import { strings } from "../i18n/strings.js";
import { cancel, current, oneAtATime, render, say } from "./render.js";
import { state } from "./state.js";

/** @typedef {import("../engine/types.js").View} View @typedef {import("../engine/types.js").Entry} Entry */
/** @typedef {{n: number, view: View, last: Entry | null, record: any}} Stepping */

/** What the page does to show a step: animate one forward, or draw it at once. */
export const shown = {
  /** @type {(last: Entry, before: View, view: View) => Promise<void>} */
  animate: async () => {},
};

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
  if (to === length()) return backToGame();
  cancel(); // the computer waits while the player looks back
  const mine = current(),
    before = state.stepping?.view ?? state.view;
  /** @type {import("../engine/types.js").Answer} */
  const answer = await engine
    .call("view_at", JSON.stringify(state.record), String(to))
    .catch((error) => ({ ok: false, error: String(error?.message ?? error) }));
  if (mine !== current() || !state.record) return;
  if (!answer.ok) return say(strings.errors.engine(String(answer.error)));
  /** @type {Stepping} */
  const stepping = { n: to, view: answer.view, last: answer.last, record: { ...state.record, actions: state.record.actions.slice(0, to) } };
  if (state.stepping && to === state.stepping.n + 1 && answer.last) {
    render({ busy: true });
    await shown.animate(answer.last, before, answer.view);
    if (mine !== current()) return;
  }
  render({ stepping, busy: false });
}

/** One step back or forward from the position shown (or asked for). @param {number} delta */
export function stepBy(delta) {
  return stepTo((steps.pending() ?? state.stepping?.n ?? length()) + delta);
}

/** Whether the step shown, or asked for, is the game's last but one (Next then goes back to the game). */
export function atLast() {
  return (steps.pending() ?? state.stepping?.n ?? length()) + 1 >= length();
}

/** Back to the game as it stands (where it can be played on). */
export function backToGame() {
  if (!state.stepping) return;
  render({ stepping: null });
}
