// The one SVG board shows the view looked at on its game's board (games.js picks the game; a
// game's board is made the first time one of its views is shown, its modules loaded then). This
// module keeps the boards' settings (turned, the phone's shape, the animations' pace), tells the
// board that drew last when another game's takes the svg, and hands each render's view to the
// board of its game, which draws only what changed.

import { gameOf, pageOf } from "../games.js";

/** @typedef {import("./state.js").State} State @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../engine/types.js").Entry} Entry @typedef {import("../games.js").GameBoard} GameBoard */

export class Boards {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    /** @type {Map<string, GameBoard>} each game's board, by the game's name, once made */
    this.boards = new Map();
    /** @type {GameBoard | null} the board whose scene the svg holds */
    this.onSvg = null;
    this.settings = { flipped: false, narrow: false };
    this.motion = 1;
  }

  /** How slow every board's animations are (0: none). @param {number} motion */
  setMotion(motion) {
    this.motion = motion;
    for (const board of this.boards.values()) board.setMotion(motion);
  }

  /** The board of a view's game, made the first time; null while its game's modules load. @param {View} view */
  boardOf(view) {
    const name = gameOf(view).name;
    const made = this.boards.get(name);
    if (made) return made;
    const page = pageOf(view); // not loaded yet: drawn once it is (games.js tells main.js)
    if (!page) return null;
    const board = page.makeBoard(this.svg);
    board.configure(this.settings);
    board.setMotion(this.motion);
    this.boards.set(name, board);
    return board;
  }

  /** Draw the view looked at (stepping back, or the game's), on the board of its game. @param {State} s */
  update(s) {
    const view = s.stepping?.view ?? s.view;
    const last = s.stepping ? s.stepping.last : (s.history.at(-1) ?? null);
    document.body.dataset.game = gameOf(view).name;
    if (s.flipped !== this.settings.flipped || s.narrow !== this.settings.narrow) {
      this.settings = { flipped: s.flipped, narrow: s.narrow };
      for (const board of this.boards.values()) board.configure(this.settings);
    }
    const board = this.boardOf(view);
    if (!board) return;
    if (this.onSvg !== board) this.onSvg?.leave();
    this.onSvg = board;
    board.update(view, last);
  }

  /** Animate what one action did, on the board of its game. @param {Entry} last @param {View} before @param {View} view */
  async play(last, before, view) {
    await this.boardOf(view)?.play(last, before, view);
  }

  /** Draw again at the next render (the board's words changed language). */
  forget() {
    for (const board of this.boards.values()) board.forget();
  }
}
