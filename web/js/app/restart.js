// The engine started again by the page on its own when it stopped, hung or threw: not twice in a
// minute (an engine that fails at once again is told, with a button, not started in a loop), and
// why, kept until the player is told (once the game is reopened: open.js `reopen`); a saved game
// the engine failed to open is kept, never set aside.

import { engine } from "../engine/engine.js";
import { strings } from "../i18n/strings.js";
import { nextGame, render, say } from "./render.js";
import { state } from "./state.js";

/** The least time between two restarts the page makes on its own (milliseconds). */
const RESTART_GAP_MS = 60_000;
let lastRestart = -Infinity;

/** Why the engine was last started again on its own, until the player is told. */
let restartedFor = "";

/**
 * The engine stopped, hung or threw: start it again, unless it was started so less than a minute
 * ago; the game is reopened from its save once it runs (bindings.js), and the player told. Whether it
 * was started again.
 * @param {string} why
 */
export function restartEngine(why) {
  const now = performance.now();
  if (now - lastRestart < RESTART_GAP_MS) return false;
  lastRestart = now;
  restartedFor = why;
  nextGame(); // answers from the old worker, if any come, are for nothing now
  render({ progress: null, engine: "loading", busy: false, computerWaiting: false });
  engine.restart();
  return true;
}

/** Why the engine was started again on its own ("" if it was not), forgotten once asked: the player is told once. */
export function takeRestartReason() {
  const why = restartedFor;
  restartedFor = "";
  return why;
}

/**
 * A saved game the engine could not open because it failed (not because it refused the record):
 * the save is kept as it is, never set aside, and the engine started again (unless it is being
 * started already), which reopens it; when it cannot be, the player is told the game is kept.
 * @param {string} why
 */
export function openFailed(why) {
  render({ busy: false });
  if (state.engine !== "ready" || restartEngine(why)) return;
  say(strings.errors.openFailed(why));
}
