// What the 1699 game's controls say: the status line past the page's common words (the throw to
// come, a throw again, the dice passed to claim). Its decisions are the page's buttons (claims,
// the cube), offered from the view's `actions`: nothing else of its own to show.

import { strings } from "../i18n/strings.js";

/** @typedef {import("../engine/types.js").DamesView} DamesView */
/** @typedef {import("../app/state.js").State} State @typedef {import("../engine/types.js").Color} Color */

/** The status line: who throws (again), and who may claim what. @param {State} state @param {Record<Color, string>} names */
export function status(state, names) {
  const view = /** @type {DamesView} */ (state.view), // the registry hands this game its own views
    s = strings.status;
  const current = names[view.current];
  const claim =
    view.pending.claimable.length && view.pending.player
      ? ` — ${s.claim(names[view.pending.player], strings.moves.theMany(view.pending.claimable))}`
      : "";
  if (view.opening) return (view.dice === "typed" ? s.openingTyped : s.opening) + claim;
  const base = view.in_turn ? s.again(current) : view.dice === "typed" ? s.toThrowTyped(current) : s.toThrow(current);
  return base + claim;
}

/** Nothing of its own: its buttons are every game's. */
export function updateControls() {}
