// Backgammon's options in the New game dialog: money play or a match (its length, 1 to 25 points:
// the engine's constants), the computer's level (the engine's), the cube, the Jacoby rule, and a
// position pasted from another program (a Position ID or an XGID, read by the engine, which says
// what it kept). The engine checks them all.

import { CONSTANTS } from "../engine/constants.js";
import { strings } from "../i18n/strings.js";
import { $, make } from "../ui/dom.js";
import { pastedWords } from "./interop.js";

/** @typedef {import("../engine/types.js").BackgammonView} View */

const MONEY = "money";

/** The scoring's and the levels' choices, in the language shown, the ones chosen kept: money play,
 * then each match length; the levels, weakest first. */
export function build() {
  const levels = /** @type {HTMLSelectElement} */ ($("bg-level"));
  const level = levels.value || CONSTANTS.backgammon.levels.default;
  levels.replaceChildren(
    ...CONSTANTS.backgammon.levels.names.map((name) => make("option", { text: levelName(name), attrs: { value: name } })),
  );
  levels.value = level;
  const select = /** @type {HTMLSelectElement} */ ($("bg-match"));
  const chosen = select.value || MONEY;
  const { min, max } = CONSTANTS.backgammon.match;
  const lengths = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  select.replaceChildren(
    make("option", { text: strings.match.money, attrs: { value: MONEY } }),
    ...lengths.map((n) => make("option", { text: strings.match.to(n), attrs: { value: String(n) } })),
  );
  select.value = chosen;
}

/** A level's name in the language shown. @param {string} name */
export function levelName(name) {
  return /** @type {Record<string, string>} */ (strings.bg.levels)[name] ?? name;
}

/** The game's computer player, if the computer plays. @param {View} view */
export function computerPlayer(view) {
  return view.players.w.kind === "computer" ? view.players.w : view.players.b.kind === "computer" ? view.players.b : null;
}

/** The level a computer player plays at (the default when he names none). @param {{level?: string} | null} player */
export function levelOf(player) {
  return player?.level ?? CONSTANTS.backgammon.levels.default;
}

/** The game's scoring, level, cube and Jacoby rule (another game shown: left as they are); no position pasted yet. @param {View | null} view */
export function fill(view) {
  if (view) {
    /** @type {HTMLSelectElement} */ ($("bg-match")).value = view.match ? String(view.match.length) : MONEY;
    /** @type {HTMLSelectElement} */ ($("bg-level")).value = levelOf(computerPlayer(view));
    /** @type {HTMLInputElement} */ ($("bg-cube")).checked = !!view.rules.cube;
    /** @type {HTMLInputElement} */ ($("bg-jacoby")).checked = !!view.rules.jacoby;
  }
  /** @type {HTMLInputElement} */ ($("bg-position")).value = "";
}

/** The preset, rules, match, the computer's level and pasted start the form describes. @param {FormData} data */
export function read(data) {
  /** @type {Record<string, any>} */
  const settings = {
    preset: CONSTANTS.backgammon.preset,
    rules: { cube: data.get("bg-cube") === "on", jacoby: data.get("bg-jacoby") === "on" },
    level: String(data.get("bg-level") ?? CONSTANTS.backgammon.levels.default), // the computer player's, if there is one
  };
  const scoring = String(data.get("bg-match") ?? MONEY);
  if (scoring !== MONEY) settings.match = Number(scoring); // its length: the engine checks it, and the rules a match allows
  const position = String(data.get("bg-position") ?? "").trim(); // checked by the engine, which says what is wrong
  if (position) settings.start = { pasted: position }; // a Position ID or an XGID: the engine reads it and says what it kept
  return settings;
}

/** What a pasted XGID gave the new game, and what it could not. @param {any} answer @param {Record<"w" | "b", string>} names */
export function told(answer, names) {
  return answer.pasted ? pastedWords(answer.pasted, names) : "";
}

// Built once this part of the page is loaded (the dialog builds it again in another language):
// it may be loaded only when backgammon is chosen in the open dialog.
if (typeof document !== "undefined" && document.getElementById("bg-match")) build();
