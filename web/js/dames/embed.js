// The 1699 game's part of the embedded board (js/embed.js, EmbedPart): its board, its address
// (a position, the dice thrown from it, a preset), its replay by the engine, and a game played on
// from the step shown.
//
//   embed.html?preset=charpentier-1699&position=2.2.2.3.3s.3/2.2s.2.3.3s.3s/w&dice=52&step=0
//
//   preset    charpentier-1699 (default) or modern
//   position  RULES.md §11 notation (default: the start, White to throw)
//   dice      throws in order, "43+11+51" ("+", ",", ";" or a space between them)
//   step      the step shown first (default 0: the position given)
//   mode      "play" to start a playable game from the position at once

import { readEmbedAddress } from "../app/address.js";
import { quote } from "../app/bidi.js";
import { startView } from "../app/state.js";
import { CONSTANTS } from "../engine/constants.js";
import { strings } from "../i18n/strings.js";
import { NARROW } from "../ui/board-settings.js";
import { $ } from "../ui/dom.js";
import { Board } from "./board.js";

export { describe } from "./describe.js";

/** @typedef {import("../games.js").EmbedBoard} EmbedBoard @typedef {import("../games.js").Call} Call */
/** @typedef {import("../app/address.js").EmbedAsk} Ask */

const e = strings.embed;

/** The 1699 board in the frame; a portrait phone's frame gets the phone's board, its words larger. @param {SVGSVGElement} svg @returns {EmbedBoard} */
export function makeBoard(svg) {
  const board = new Board(svg);
  const shape = matchMedia(NARROW);
  board.narrow = shape.matches;
  shape.addEventListener("change", () => board.configure({ narrow: shape.matches }));
  return {
    show: (view, last) => board.show(view, last),
    play: (last, before, view) => board.play(last, before, view),
    setMotion(motion) {
      board.motion = motion;
    },
    drawn: () => !!board.shown,
  };
}

/** The address's preset, position, dice, step and mode. @param {string} search */
export const readAddress = readEmbedAddress;

/** The frame's landmark, named after its throws. @param {Ask} ask */
export function title(ask) {
  if (ask.dice) $("embed-title").textContent = `${e.region}: ${quote(ask.dice, 80)}`;
}

/**
 * The start is drawn at once when the address shows it. A position of the address is the
 * engine's to read (its notation is a rule): until it answers, the board is empty, never the start
 * in its place. @param {Ask} ask @param {EmbedBoard} board
 */
export function first(ask, board) {
  if (ask.position === null) board.show(startView(), null);
  else $("board").setAttribute("aria-label", e.loading);
}

/**
 * The address's throws replayed from its position (checked by the engine at the same time: one
 * wait, not two); a bad position, a bad preset or a throw that cannot be played, in words.
 * @param {Ask} ask @param {Call} call
 */
export async function replay(ask, call) {
  /** @type {string[]} */
  const problems = [];
  const steps = (/** @type {string} */ start) => call("steps", JSON.stringify({ preset: ask.preset, start, dice: ask.dice }));
  let answer,
    badPosition = false;
  if (ask.position === null) answer = await steps(CONSTANTS.start.position);
  else {
    const [checked, fromIt] = await Promise.all([call("position", ask.position), steps(ask.position)]);
    badPosition = !checked.ok;
    if (checked.ok) answer = fromIt;
    else {
      problems.push(e.badPosition(quote(ask.position, 80), String(checked.error)));
      // Every well-written throw can be played in this game: replayed from the start, the
      // address's throws still say which of them is not one.
      answer = await steps(CONSTANTS.start.position);
    }
  }
  if (!answer.ok) {
    const known = Object.hasOwn(CONSTANTS.presets, ask.preset);
    problems.push(known ? `${e.error}: ${answer.error}.` : e.badPreset(quote(ask.preset), Object.keys(CONSTANTS.presets)));
    return { steps: null, problems };
  }
  if (answer.stopped) problems.push(e.badDice(answer.stopped.n, quote(answer.stopped.action), answer.stopped.error));
  return { steps: badPosition ? null : /** @type {any} */ (answer), problems };
}

/** The start, drawn where the address shows nothing. */
export async function fallback() {
  return startView();
}

/** The position given: who throws. @param {any} view @param {Record<"w" | "b", string>} names */
export function positionLine(view, names) {
  return strings.status.toThrow(names[/** @type {"w" | "b"} */ (view.turn)]);
}

/** A game played on from a view: its preset and rules, from its position. @param {any} view */
export function playFrom(view) {
  return { preset: view.preset, rules: view.rules, start: view.position };
}
