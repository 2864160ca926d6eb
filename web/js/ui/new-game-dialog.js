// The New game dialog: the game, the players, the dice, the names and the seed, and the options
// of the game chosen (each game's own part, games.js: `newGame`), every choice from the engine's
// constants, its name in the language shown; the form answers the settings `new_game` takes.

import { quote } from "../app/bidi.js";
import { readSeed } from "../app/seed.js";
import { CONSTANTS } from "../engine/constants.js";
import { gameOf, loadedPages, pageOf } from "../games.js";
import { isColorName } from "../i18n/i18n.js";
import { strings } from "../i18n/strings.js";
import { $ } from "./dom.js";
import { choose, fillChoices } from "./form.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../engine/types.js").Color} Color */
/** @typedef {import("../games.js").GamePage} GamePage */

/** Build the form's choices (again after a change of language): the players', each game's options. */
export function buildNewGameForm() {
  fillChoices("players", "players", ["hotseat", "computer-b", "computer-w"], strings.dialog.playersValues);
  for (const page of loadedPages()) page.newGame.build();
}

/** The game chosen in the form. */
export function chosenGame() {
  return /** @type {HTMLInputElement | null} */ (document.querySelector("#game-choices input:checked"))?.value ?? "";
}

/** Show the options of the game chosen (each block says whose it is: `data-options-of`), hide the others';
 * those that only matter when the computer plays (`data-computer-only`: its level) only when it does. */
export function showGameOptions() {
  const chosen = chosenGame();
  for (const block of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#new-form [data-options-of]"))) {
    block.hidden = block.dataset.optionsOf !== chosen;
  }
  const players = /** @type {HTMLInputElement | null} */ (document.querySelector("#players input:checked"))?.value;
  for (const block of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#new-form [data-computer-only]"))) {
    block.hidden = players === "hotseat";
  }
}

/** Open the dialog with the current game's settings. @param {State} state */
export function openNewGame(state) {
  const view = state.view;
  const shown = pageOf(view);
  choose("game", gameOf(view).name);
  for (const page of loadedPages()) page.newGame.fill(page === shown && state.record ? view : null);
  const players = view.players.b.kind === "computer" ? "computer-b" : view.players.w.kind === "computer" ? "computer-w" : "hotseat";
  choose("players", state.record ? players : "hotseat");
  showGameOptions();
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
 * The game settings the form describes, as `new_game` takes them (the game chosen's options read
 * by its part, `page`), or what is wrong with them.
 * @param {string} game @param {GamePage} page
 * @returns {Record<string, any> | {error: string}}
 */
export function readNewGame(game, page) {
  const data = new FormData(/** @type {HTMLFormElement} */ ($("new-form")));
  const players = String(data.get("players"));
  const seedText = String(data.get("seed") ?? "").trim();
  const { level, ...options } = page.newGame.read(data); // a game with levels: its computer's
  /** @type {Record<string, any>} */
  const config = {
    game,
    ...options,
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
    if (level && config.players[color].kind === "computer") config.players[color].level = level;
  }
  if (config.dice === "seeded" && seedText) {
    const seed = readSeed(seedText);
    if (seed === null) return { error: strings.errors.urlSeed(quote(seedText)) };
    config.seed = seed;
  }
  return config;
}
