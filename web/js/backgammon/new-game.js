// Backgammon's options in the New game dialog: the cube, the Jacoby rule, and a position pasted
// from another program (a Position ID or an XGID, read by the engine, which says what it kept).

import { CONSTANTS } from "../engine/constants.js";
import { $ } from "../ui/dom.js";
import { pastedWords } from "./interop.js";

/** @typedef {import("../engine/types.js").BackgammonView} View */

/** Nothing to build: its choices are the page's own HTML. */
export function build() {}

/** The game's cube and Jacoby rule (another game shown: left as they are); no position pasted yet. @param {View | null} view */
export function fill(view) {
  if (view) {
    /** @type {HTMLInputElement} */ ($("bg-cube")).checked = !!view.rules.cube;
    /** @type {HTMLInputElement} */ ($("bg-jacoby")).checked = !!view.rules.jacoby;
  }
  /** @type {HTMLInputElement} */ ($("bg-position")).value = "";
}

/** The preset, rules and pasted start the form describes. @param {FormData} data */
export function read(data) {
  /** @type {Record<string, any>} */
  const settings = {
    preset: CONSTANTS.backgammon.preset,
    rules: { cube: data.get("bg-cube") === "on", jacoby: data.get("bg-jacoby") === "on" },
  };
  const position = String(data.get("bg-position") ?? "").trim(); // checked by the engine, which says what is wrong
  if (position) settings.start = { pasted: position }; // a Position ID or an XGID: the engine reads it and says what it kept
  return settings;
}

/** What a pasted XGID gave the new game, and what it could not. @param {any} answer @param {Record<"w" | "b", string>} names */
export function told(answer, names) {
  return answer.pasted ? pastedWords(answer.pasted, names) : "";
}
