// Backgammon's part of the game page, with the same keys as every game's (games.js, GamePage),
// one module to load: its board with its input (taps, drags, the keyboard) and Undo, Confirm and
// Hint, Download .mat and Resign, what its controls say, its move list's words, its review, its New game options. Loaded
// the first time a backgammon game is shown or chosen: a page showing a 1699 game starts without it.

import { strings } from "../i18n/strings.js";
import { PHONE } from "../ui/board-settings.js";
import { $ } from "../ui/dom.js";
import { onClick } from "../ui/events.js";
import { BgBoard } from "./board.js";
import { askHint, bindHint } from "./hint.js";
import { bindBgInput } from "./input.js";
import { bindMatchFile } from "./match-file.js";
import { choiceFor, choosing, confirm, drag, placed, press, release, tap, undo } from "./play.js";

export { status, updateControls } from "./controls.js";
export { describeBgEntry as describe } from "./label.js";
export * as newGame from "./new-game.js";
import { computerPlayer, levelName, levelOf } from "./new-game.js";

/** @typedef {import("../games.js").GameBoard} GameBoard @typedef {import("../engine/types.js").Entry} Entry @typedef {import("../engine/types.js").BackgammonView} View */

/**
 * The backgammon board on the page's svg with its input bound, drawn again only when another view
 * comes or the player's choice changes (the steps chosen, the checker selected).
 * @param {SVGSVGElement} svg @returns {GameBoard}
 */
export function makeBoard(svg) {
  const board = new BgBoard(svg);
  bindBgInput(svg, board, { tap, drag, press, release, canDrag: (from) => choosing() && choiceFor().origins.has(from) });
  bindButtons();
  bindMatchFile();
  /** @type {View | null} */
  let drawn = null;
  let drawnChoice = "";
  // The board's larger words on a phone either way up (the page's narrow board is the 1699 game's portrait one).
  const phone = matchMedia(PHONE);
  board.narrow = phone.matches;
  const redraw = () => {
    board.narrow = phone.matches;
    if (board.shown && board.onSvg) board.show(board.shown.view, board.shown.choice);
  };
  phone.addEventListener("change", redraw);
  return {
    configure({ flipped }) {
      board.flipped = flipped;
      redraw();
    },
    setMotion(motion) {
      board.motion = motion;
    },
    /** @param {View} view @param {Entry | null} last */
    update(view, last) {
      const choice = choiceFor();
      const key = JSON.stringify([choice.chosen, choice.selected, [...choice.origins], [...choice.targets]]);
      if (view !== drawn || key !== drawnChoice || !board.onSvg) {
        board.show(view, choice);
        if (!choice.chosen.length) board.mark(last);
      }
      drawn = view;
      drawnChoice = key;
    },
    /** @param {Entry} last @param {View} before @param {View} view */
    async play(last, before, view) {
      const own = last.kind === "move" && placed(before.moves ?? []) === last.move; // already on the board
      await board.play(own ? { ...last, steps: [] } : last, before, view);
      drawn = view;
    },
    forget() {
      drawn = null;
    },
    leave: () => board.leave(),
  };
}

/** Undo, Confirm, Hint and the hint's card. */
function bindButtons() {
  onClick($("bg-undo"), undo);
  onClick($("bg-confirm"), confirm);
  onClick($("bg-hint"), () => void askHint());
  bindHint();
}

/** The move to play for the human who asked the page to play forced moves: the only legal one. @param {View} view */
export function onlyMove(view) {
  return view.moves?.length === 1 ? view.moves[0].move : null;
}

/** The move to play for the human who asked the page to bear off for him: the engine's, in a race, once
 * every die bears a checker off (as GNU Backgammon's automatic bear-off). @param {View} view */
export function bearOffMove(view) {
  return view.bear_off_move ?? null;
}

/** The position as GNU Backgammon's Position ID, to copy. @param {View} view */
export function copyPosition(view) {
  const text = /** @type {string} */ (view.position_id);
  return { text, copied: strings.interop.positionIdCopied(text) };
}

/** The rules played: money play or a match, the cube, the Jacoby rule; the computer's level if it plays. @param {View} view */
export function rulesText(view) {
  const rules = view.match
    ? strings.bg.matchRules(view.match.length, view.rules.cube)
    : strings.bg.rules(view.rules.cube, !!view.rules.jacoby);
  const computer = computerPlayer(view);
  return computer ? strings.bg.withLevel(rules, levelName(levelOf(computer))) : rules;
}

/** The analysis panel's heading: estimates. */
export function analysisHeading() {
  return strings.bg.heading;
}

/** No exact facts: the evaluator's figures are estimates. */
export const facts = null;

/** The review, as GNU Backgammon shows one, its module loaded when first wanted. */
export const review = () => import("./review.js");
