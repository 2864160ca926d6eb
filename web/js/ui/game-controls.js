// The status line, the game's buttons and the real-dice pad (pad.js). The buttons offered are the
// view's decisions (`actions`, each with its kind) and `can_throw`, for the players who are human:
// never a rule of the page's own.

import { focusWasInButtons, noteFocus, redraw } from "../app/render.js";
import { loadedPages, pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $, button, setText, show } from "./dom.js";
import { between } from "./match.js";
import { updatePad } from "./pad.js";
import { playerNames } from "./player-names.js";
import { stepText } from "./stepbar.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").Color} Color */

/** The status line, buttons and real-dice pad for the current view. @param {State} state */
export function updateControls(state) {
  const view = state.view;
  // Between two games of a match the game shown is over, and the next game's opening throw is open
  // (the engine's `can_throw`), to either player: the computer waits for the player's Next game.
  const next = between(view);
  const live = state.engine === "ready" && state.confirmed && !!state.record && (!view.outcome || next) && view.room > 0 && !state.stepping;
  const human = (/** @type {Color} */ c) => view.players[c].kind === "human";
  const decisions = live ? view.actions.filter((a) => human(a.player)) : [];
  const canThrow = live && view.can_throw && (human(view.current) || next);
  const seeded = view.dice === "seeded";
  const box = $("buttons");
  const focused = document.activeElement;
  if (focused && focused !== document.body) noteFocus(box.contains(focused));

  show($("throw"), canThrow && seeded);
  show($("throw-hint"), canThrow && seeded);
  /** @type {HTMLButtonElement} */ ($("throw")).disabled = state.busy;
  for (const kind of /** @type {const} */ (["double", "take", "drop"])) {
    show(
      $(kind),
      decisions.some((a) => a.kind === kind),
    );
    /** @type {HTMLButtonElement} */ ($(kind)).disabled = state.busy;
  }
  updateClaims(
    decisions.filter((a) => a.kind === "claim"),
    state.busy,
  );
  // Real dice: the pad stands for the Throw button (also when the computer's dice are thrown at the table).
  const padOpen = live && view.can_throw && !seeded;
  show($("typed"), padOpen);
  if (padOpen) updatePad(state);
  const shown = pageOf(view);
  for (const page of loadedPages()) page.updateControls(state, live, page === shown); // a game not loaded: its controls stay hidden
  setText($("status"), statusText(state, playerNames(view)));
  restoreFocus(box);
}

/**
 * A button that had the focus may hide or be disabled during a throw; the focus then goes back to
 * the first button now offered (Throw, Claim, Take…) instead of falling to the page's start.
 * @param {HTMLElement} box
 */
function restoreFocus(box) {
  const usable = (/** @type {Element | null} */ node) =>
    !!node && box.contains(node) && !(/** @type {HTMLButtonElement} */ (node).disabled) && node.getClientRects().length > 0;
  const focused = document.activeElement;
  if (!focusWasInButtons() || usable(focused)) return;
  if (focused && focused !== document.body && !box.contains(focused)) return;
  const next = [...box.querySelectorAll("button")].find(usable);
  if (next) next.focus();
}

/** @param {State} state @param {Record<Color, string>} names */
function statusText(state, names) {
  const view = state.view,
    s = strings.status;
  if (state.engine !== "ready") return "";
  if (!state.confirmed) return s.waitEngine;
  if (state.stepping) return stepText(state); // what the step looked at shows, not the game's end
  if (view.outcome) return between(view) ? strings.match.between(names[view.outcome.winner]) : s.won(names[view.outcome.winner]);
  const current = names[view.current];
  if (state.computerWaiting && view.players[view.current].kind === "computer") return s.thinking(current);
  if (view.cube.offered) return s.offered(names[view.turn], current);
  return pageOf(view)?.status(state, names) ?? ""; // the rest is the game's own
}

/**
 * One Claim button a claim decision, sending the engine's token (rebuilt only when the claims change).
 * @param {import("../engine/types.js").Decision[]} claims @param {boolean} disabled
 */
function updateClaims(claims, disabled) {
  const box = $("claims");
  const key = `${strings.buttons.claim(0)}|${claims.map((a) => a.action).join(",")}`;
  if (redraw("claims", key)) {
    box.replaceChildren(...claims.map((a) => button(strings.buttons.claim(a.die ?? 0), { action: a.action }, "claim")));
  }
  for (const node of box.querySelectorAll("button")) node.disabled = disabled;
}
