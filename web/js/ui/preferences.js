// The page's settings (not a game's): how slow the animations are and backgammon's moves played
// for the player (remembered in this browser), and throwing for the human while there is nothing
// to decide (for this visit only: it stops by itself, at a decision).

import { strings } from "../i18n/strings.js";
import { $, make } from "./dom.js";

/** @typedef {import("../app/state.js").State} State @typedef {"off" | "normal" | "slow"} Speed */

const SPEED_KEY = "rabattues:speed";
export const SPEEDS = /** @type {Speed[]} */ (["off", "normal", "slow"]);
/** How much longer than normal each animation takes, by speed. */
export const MOTION = { off: 0, normal: 1, slow: 2 };

/** The speed chosen before in this browser, or null. @returns {Speed | null} */
export function storedSpeed() {
  try {
    const value = localStorage.getItem(SPEED_KEY);
    return SPEEDS.includes(/** @type {Speed} */ (value)) ? /** @type {Speed} */ (value) : null;
  } catch {
    return null;
  }
}

/** Remember the speed chosen (storage off: it lasts as long as the page). @param {Speed} speed */
export function storeSpeed(speed) {
  try {
    localStorage.setItem(SPEED_KEY, speed);
  } catch {
    /* storage off */
  }
}

/** Backgammon's moves played for the player, each remembered under its key. */
const PLAYED_FOR_ME = { autoForced: "rabattues:auto-forced", autoBearOff: "rabattues:auto-bear-off" };

/** The moves played for the player as ticked before in this browser (unticked where storage is refused). */
export function storedPlayedForMe() {
  const ticked = (/** @type {string} */ key) => {
    try {
      return localStorage.getItem(key) === "on";
    } catch {
      return false;
    }
  };
  return { autoForced: ticked(PLAYED_FOR_ME.autoForced), autoBearOff: ticked(PLAYED_FOR_ME.autoBearOff) };
}

/**
 * Remember one of them (storage off: it lasts as long as the page).
 * @param {keyof typeof PLAYED_FOR_ME} setting @param {boolean} on
 */
export function storePlayedForMe(setting, on) {
  try {
    localStorage.setItem(PLAYED_FOR_ME[setting], on ? "on" : "");
  } catch {
    /* storage off */
  }
}

/** The speed menu's choices, in the language shown. */
export function buildSettings() {
  const select = /** @type {HTMLSelectElement} */ ($("speed"));
  const chosen = select.value;
  select.replaceChildren(
    ...SPEEDS.map((speed) => Object.assign(make("option", { text: strings.settings.speeds[speed] }), { value: speed })),
  );
  if (chosen) select.value = chosen;
}

/** The settings as the state has them. @param {State} state */
export function updateSettings(state) {
  /** @type {HTMLSelectElement} */ ($("speed")).value = state.speed;
  /** @type {HTMLInputElement} */ ($("auto-throw")).checked = state.autoThrow;
  /** @type {HTMLInputElement} */ ($("auto-throw-doubles")).checked = state.stopAtDouble;
  /** @type {HTMLInputElement} */ ($("auto-forced")).checked = state.autoForced;
  /** @type {HTMLInputElement} */ ($("auto-bear-off")).checked = state.autoBearOff;
}
