// Dames Rabattues' part of the game page, with the same keys as every game's (games.js,
// GamePage): its board, what its controls say, its move list's words, its review and facts,
// its New game options.

import { strings } from "../i18n/strings.js";
import { Board } from "./board.js";

export { status, updateControls } from "./controls.js";
export { describe } from "./describe.js";
export * as newGame from "./new-game.js";

/** @typedef {import("../games.js").GameBoard} GameBoard @typedef {import("../engine/types.js").Entry} Entry @typedef {import("../engine/types.js").DamesView} View */

/**
 * The 1699 board on the page's svg, drawn again only when another view comes (it takes no input:
 * every decision is a button). @param {SVGSVGElement} svg @returns {GameBoard}
 */
export function makeBoard(svg) {
  const board = new Board(svg);
  /** @type {View | null} the view drawn */
  let drawn = null;
  return {
    configure: (settings) => board.configure(settings),
    setMotion(motion) {
      board.motion = motion;
    },
    /** @param {View} view @param {Entry | null} last */
    update(view, last) {
      if (view !== drawn || !board.onSvg) board.show(view, last);
      drawn = view;
    },
    /** @param {Entry} last @param {View} before @param {View} view */
    async play(last, before, view) {
      await board.play(last, before, view);
      drawn = view;
    },
    forget() {
      drawn = null;
    },
    leave: () => board.leave(),
  };
}

/** No move is the page's to play: a throw decides everything but the claims and the cube. */
export function onlyMove() {
  return null;
}

/** Nor is a bear-off: it is played by the dice themselves. */
export function bearOffMove() {
  return null;
}

/** The position in the rules' notation, to copy. @param {View} view */
export function copyPosition(view) {
  return { text: view.position, copied: strings.share.positionCopied(view.position) };
}

/** The rules played: the preset, and whether house rules change it. @param {View} view */
export function rulesText(view) {
  const preset = strings.presetName[view.preset] ?? view.preset;
  return view.house ? `${preset}, ${strings.score.houseRules}` : preset;
}

/** The analysis panel's heading: exact figures. */
export function analysisHeading() {
  return strings.analysis.heading;
}

/** The exact facts of each preset (tables/facts.json), their module loaded when first opened. */
export const facts = () => import("./facts.js");

/** The review, with its graph of the chances, its module loaded when first wanted. */
export const review = () => import("./review.js");
