// Backgammon's part of the embedded board (js/embed.js, EmbedPart; embed.html?game=backgammon):
// a position (a GNU Backgammon Position ID or an XGID), the dice thrown in it, and moves to
// replay. Everything from the address goes to the engine, which reads the position, replays the
// moves once (`steps`, py/rabattues/backgammon/embed.py) and says what it could not use; this
// part only draws and words its answer.
//
//   embed.html?game=backgammon&position=XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10&dice=31
//   embed.html?game=backgammon&moves=31,8/5 6/5,64,24/18 13/9&step=4

import { readBgEmbedAddress } from "../app/address.js";
import { quote } from "../app/bidi.js";
import { strings } from "../i18n/strings.js";
import { PHONE } from "../ui/board-settings.js";
import { $ } from "../ui/dom.js";
import { BgBoard } from "./board.js";
import { pastedWords } from "./interop.js";
import { diceText } from "./label.js";

export { describeBgEntry as describe } from "./label.js";

/** @typedef {import("../games.js").EmbedBoard} EmbedBoard @typedef {import("../games.js").Call} Call */
/** @typedef {ReturnType<typeof readBgEmbedAddress>["ask"]} Ask */

const e = strings.embed;
const names = strings.color; // live views: the language shown when read

/** The backgammon board in the frame; a phone's frame (or one as small) gets the phone's board, its words larger. @param {SVGSVGElement} svg @returns {EmbedBoard} */
export function makeBoard(svg) {
  const board = new BgBoard(svg);
  const shape = matchMedia(PHONE);
  board.narrow = shape.matches;
  shape.addEventListener("change", () => {
    board.narrow = shape.matches;
    if (board.shown) board.show(board.shown.view);
  });
  return {
    show(view, last) {
      board.show(view);
      board.mark(last);
    },
    play: (last, before, view) => board.play(last, before, view),
    setMotion(motion) {
      board.motion = motion;
    },
    drawn: () => !!board.shown,
  };
}

/** The address's position, dice, moves and step. @param {string} search */
export const readAddress = readBgEmbedAddress;

/** The frame's landmark, named after its position or moves; the document's title. @param {Ask} ask */
export function title(ask) {
  const named = ask.position ?? ask.moves;
  $("embed-title").textContent = named ? `${strings.interop.region}: ${quote(named, 80)}` : strings.interop.region;
  document.title = `${strings.interop.region} — ${strings.title}`;
}

/** Nothing before the engine has read the position. */
export function first() {}

/**
 * The position and moves replayed by the engine; what it could not keep of a pasted position, a
 * bad position, a move that cannot be played, in words. @param {Ask} ask @param {Call} call
 */
export async function replay(ask, call) {
  /** @type {string[]} */
  const problems = [];
  const answer = await call("steps", JSON.stringify({ game: "backgammon", position: ask.position, dice: ask.dice, moves: ask.moves }));
  if (!answer.ok) {
    const why = String(answer.error);
    problems.push(ask.position !== null ? e.badPosition(quote(ask.position, 80), why) : `${e.error}: ${why}.`);
    return { steps: null, problems };
  }
  const unkept = answer.pasted ? pastedWords(answer.pasted, names, { started: false }) : ""; // only what was not kept
  if (unkept) problems.push(unkept);
  if (answer.stopped) problems.push(strings.interop.badMove(answer.stopped.n, quote(answer.stopped.action), answer.stopped.error));
  return { steps: /** @type {any} */ (answer), problems };
}

/** The start, as the engine draws it, where the address shows nothing. @param {Call} call */
export async function fallback(call) {
  const start = await call("steps", JSON.stringify({ game: "backgammon" }));
  return start.ok ? start.views[0] : null;
}

/** The position given, in a line: who is to move what, or who is on roll (a frame offers no throw). @param {any} view @param {Record<"w" | "b", string>} names */
export function positionLine(view, names) {
  const who = names[/** @type {"w" | "b"} */ (view.current)];
  return view.thrown ? strings.bg.toMove(who, diceText(view.thrown)) : strings.bg.onRoll(who);
}

/** No game is played on in a backgammon frame. */
export const playFrom = null;
