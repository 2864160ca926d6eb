// Dames Rabattues' options in the New game dialog: its presets and its house rules, every choice
// from the engine's constants, its name in the language shown; read into `new_game`'s settings.

import { CONSTANTS } from "../engine/constants.js";
import { strings } from "../i18n/strings.js";
import { $, make } from "../ui/dom.js";
import { choose, fillChoices, fillSelect } from "../ui/form.js";

/** @typedef {import("../engine/types.js").Rules} Rules @typedef {import("../engine/types.js").Choice} Choice */
/** @typedef {import("../engine/types.js").DamesView} View */

/** The values of an option that has a list of them. @param {string} name @returns {(string | number | boolean)[]} */
function values(name) {
  const choice = /** @type {Choice} */ (CONSTANTS.options[name]);
  return "values" in choice ? choice.values : [];
}

/** Build the presets' and the house rules' choices (again after a change of language). */
export function build() {
  const d = strings.dialog;
  $("preset-choices").replaceChildren(
    ...Object.keys(CONSTANTS.presets).map((value) => {
      const input = make("input", { attrs: { type: "radio", name: "preset", value } });
      input.checked = value === CONSTANTS.default_preset;
      const wrap = make("label");
      wrap.append(input, ` ${strings.presetName[value] ?? value}`);
      return wrap;
    }),
  );
  fillChoices("rule-passing", "passing", values("passing"), d.passingValues);
  fillChoices("rule-claim", "claim", values("claim"), d.claimValues);
  fillChoices("rule-doubles", "doubles", values("doubles"), d.doublesValues);
  fillSelect("rule-cube-max", values("cube_max"), {});
  // A preset chosen puts its rules in the house-rules fields (a property: set again, never twice).
  $("preset-choices").onchange = (event) => setRuleFields(presetRules(/** @type {HTMLInputElement} */ (event.target).value));
  const stake = /** @type {HTMLInputElement} */ ($("rule-stake"));
  const range = /** @type {{min: number, max: number}} */ (CONSTANTS.options.stake);
  stake.min = String(range.min);
  stake.max = String(range.max);
}

/** Put a preset's rules in the house-rules fields. @param {Rules} rules */
export function setRuleFields(rules) {
  choose("passing", rules.passing);
  choose("claim", rules.claim);
  choose("doubles", rules.doubles);
  /** @type {HTMLInputElement} */ ($("rule-cube")).checked = !!rules.cube;
  /** @type {HTMLSelectElement} */ ($("rule-cube-max")).value = String(rules.cube_max);
  /** @type {HTMLInputElement} */ ($("rule-multipliers")).checked = !!rules.multipliers;
  /** @type {HTMLInputElement} */ ($("rule-stake")).value = String(rules.stake);
}

/** A preset's rules, by name (the engine's constants). @param {string} preset */
export function presetRules(preset) {
  return CONSTANTS.presets[preset];
}

/** The game's preset and rules, or the default preset's (another game shown, or none yet). @param {View | null} view */
export function fill(view) {
  const preset = view ? view.preset : CONSTANTS.default_preset;
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll("#preset-choices input"))) {
    input.checked = input.value === preset;
  }
  setRuleFields(view ? /** @type {Rules} */ (view.rules) : presetRules(preset));
}

/** The preset and rules the form describes. @param {FormData} data */
export function read(data) {
  return {
    preset: String(data.get("preset")),
    rules: {
      passing: data.get("passing"),
      claim: data.get("claim"),
      doubles: data.get("doubles"),
      cube: data.get("cube") === "on",
      cube_max: Number(data.get("cube_max")),
      multipliers: data.get("multipliers") === "on",
      stake: Number(data.get("stake")),
    },
  };
}

/** Nothing to say of a new game's start: a 1699 game starts from its settings alone. */
export function told() {
  return "";
}
