// The New game dialog: the presets and every option's choices come from the engine's constants,
// their names from the language shown; the form answers the settings `new_game` takes.

import { CONSTANTS } from "../engine/constants.js";
import { isColorName } from "../i18n/i18n.js";
import { strings } from "../i18n/strings.js";
import { quote } from "../app/bidi.js";
import { readSeed } from "../app/seed.js";
import { $, make } from "./dom.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../engine/types.js").Rules} Rules */
/** @typedef {import("../engine/types.js").Choice} Choice @typedef {import("../engine/types.js").Color} Color */

/** The values of an option that has a list of them. @param {string} name @returns {(string | number | boolean)[]} */
function values(name) {
  const choice = /** @type {Choice} */ (CONSTANTS.options[name]);
  return "values" in choice ? choice.values : [];
}

/** Build the form's choices (again after a change of language). */
export function buildNewGameForm() {
  const d = strings.dialog;
  $("preset-choices").replaceChildren(...Object.keys(CONSTANTS.presets).map((value) => {
    const input = make("input", { attrs: { type: "radio", name: "preset", value } });
    input.checked = value === CONSTANTS.default_preset;
    const wrap = make("label");
    wrap.append(input, ` ${strings.presetName[value] ?? value}`);
    return wrap;
  }));
  fillChoices("rule-passing", "passing", values("passing"), d.passingValues);
  fillChoices("rule-claim", "claim", values("claim"), d.claimValues);
  fillChoices("rule-doubles", "doubles", values("doubles"), d.doublesValues);
  fillSelect("rule-cube-max", values("cube_max"), {});
  fillChoices("players", "players", ["hotseat", "computer-b", "computer-w"], d.playersValues);
  const stake = /** @type {HTMLInputElement} */ ($("rule-stake"));
  const range = /** @type {{min: number, max: number}} */ (CONSTANTS.options.stake);
  stake.min = String(range.min);
  stake.max = String(range.max);
}

/** @param {string} id @param {(string | number | boolean)[]} choices @param {Record<string, string>} labels */
function fillSelect(id, choices, labels) {
  const select = /** @type {HTMLSelectElement} */ ($(id));
  const chosen = select.value;
  select.replaceChildren(...choices.map((value) => {
    const option = make("option", { text: labels[String(value)] ?? String(value) });
    option.value = String(value);
    return option;
  }));
  if (chosen) select.value = chosen;
}

/**
 * One radio a value, in words of the language shown; the choice made is kept (else the first).
 * @param {string} id @param {string} name @param {(string | number | boolean)[]} choices @param {Record<string, string>} labels
 */
function fillChoices(id, name, choices, labels) {
  const box = $(id);
  const chosen = /** @type {HTMLInputElement | null} */ (box.querySelector("input:checked"))?.value ?? String(choices[0]);
  box.replaceChildren(...choices.map((value) => {
    const input = make("input", { attrs: { type: "radio", name, value: String(value) } });
    input.checked = String(value) === chosen;
    const label = make("label");
    label.append(input, ` ${labels[String(value)] ?? String(value)}`);
    return label;
  }));
}

/** Check the radio of this value among the form's radios of this name. @param {string} name @param {string | number | boolean} value */
function choose(name, value) {
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll(`#new-form input[name="${name}"]`))) {
    input.checked = input.value === String(value);
  }
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

/** Show the options of the game chosen (Dames Rabattues' presets and house rules, or backgammon's). */
export function showGameOptions() {
  const backgammon = /** @type {HTMLInputElement | null} */ (document.querySelector("#game-choices input:checked"))?.value === "backgammon";
  $("bg-options").hidden = !backgammon;
  $("dames-options").hidden = backgammon;
  $("house").hidden = backgammon;
}

/** Open the dialog with the current game's settings. @param {State} state */
export function openNewGame(state) {
  const view = /** @type {any} */ (state.view);
  choose("game", view.game === "backgammon" ? "backgammon" : "dames-rabattues");
  if (view.game === "backgammon") {
    /** @type {HTMLInputElement} */ ($("bg-cube")).checked = !!view.rules.cube;
    /** @type {HTMLInputElement} */ ($("bg-jacoby")).checked = !!view.rules.jacoby;
  }
  /** @type {HTMLInputElement} */ ($("bg-position")).value = "";
  showGameOptions();
  const preset = state.record && view.game !== "backgammon" ? view.preset : CONSTANTS.default_preset;
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll("#preset-choices input"))) {
    input.checked = input.value === preset;
  }
  setRuleFields(state.record && view.game !== "backgammon" ? view.rules : presetRules(preset));
  const players = view.players.b.kind === "computer" ? "computer-b" : view.players.w.kind === "computer" ? "computer-w" : "hotseat";
  choose("players", state.record ? players : "hotseat");
  const dice = state.record ? view.dice : "seeded";
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll("#new-form input[name=dice]"))) {
    input.checked = input.value === dice;
  }
  for (const color of /** @type {Color[]} */ (["w", "b"])) {
    const name = state.record?.players?.[color]?.name ?? "";
    /** @type {HTMLInputElement} */ ($(`name-${color}`)).value = isColorName(color, name) ? "" : name;
  }
  const seed = /** @type {HTMLInputElement} */ ($("seed"));
  seed.value = "";
  seed.placeholder = state.record && view.dice === "seeded" ? String(view.seed) : "";
  $("new-error").textContent = "";
  updateNewGameReady(state);
  /** @type {HTMLDialogElement} */ ($("new-dialog")).showModal();
}

/** The dialog can start a game once the engine is ready. @param {State} state */
export function updateNewGameReady(state) {
  const ready = state.engine === "ready";
  $("new-wait").hidden = ready;
  /** @type {HTMLButtonElement} */ ($("new-start")).disabled = !ready;
}

/**
 * The game settings the form describes, as `new_game` takes them, or what is wrong with them.
 * @returns {{preset: string, rules: Record<string, any>, players: Record<Color, {name: string, kind: string}>, dice: string, seed?: number} | {error: string}}
 */
export function readNewGame() {
  const data = new FormData(/** @type {HTMLFormElement} */ ($("new-form")));
  const players = String(data.get("players"));
  const seedText = String(data.get("seed") ?? "").trim();
  /** @type {any} */
  const config = {
    preset: String(data.get("preset")),
    rules: {
      passing: data.get("passing"), claim: data.get("claim"), doubles: data.get("doubles"),
      cube: data.get("cube") === "on", cube_max: Number(data.get("cube_max")),
      multipliers: data.get("multipliers") === "on", stake: Number(data.get("stake")),
    },
    players: {
      w: { name: strings.color.w, kind: players === "computer-w" ? "computer" : "human" },
      b: { name: strings.color.b, kind: players === "computer-b" ? "computer" : "human" },
    },
    dice: String(data.get("dice")),
  };
  for (const color of /** @type {Color[]} */ (["w", "b"])) {
    const name = String(data.get(`name-${color}`) ?? "").trim();
    if ([...name].length > CONSTANTS.limits.name_chars) return { error: strings.dialog.nameTooLong(CONSTANTS.limits.name_chars) };
    if (name) config.players[color].name = name;
  }
  if (data.get("game") === "backgammon") {
    config.game = "backgammon";
    config.preset = CONSTANTS.backgammon.preset;
    config.rules = { cube: data.get("bg-cube") === "on", jacoby: data.get("bg-jacoby") === "on" };
    const position = String(data.get("bg-position") ?? "").trim(); // checked by the engine, which says what is wrong
    if (position) config.start = { pasted: position }; // a Position ID or an XGID: the engine reads it and says what it kept
  }
  if (config.dice === "seeded" && seedText) {
    const seed = readSeed(seedText);
    if (seed === null) return { error: strings.errors.urlSeed(quote(seedText)) };
    config.seed = seed;
  }
  return config;
}
