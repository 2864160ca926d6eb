// The one SVG board shows either game: the 1699 board (board/) or backgammon's (bg/). This module
// draws the state's view on the right one, and only when the view, or backgammon's choice, changes.

import { BgBoard } from "../bg/board.js";
import * as bgPlay from "../bg/play.js";
import { Board } from "../board/board.js";

/** @typedef {import("./state.js").State} State @typedef {import("../engine/types.js").View} View */

export class Boards {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    this.board = new Board(svg);
    /** The backgammon board: the same svg, drawn by js/bg/ when the game shown is backgammon. */
    this.bg = new BgBoard(svg);
    // What the svg shows, as the DOM's own memo (like a keyed layer's key): not the page's state.
    /** @type {View | null} the view drawn (drawn again only when another one comes) */
    this.drawn = null;
    /** The backgammon choice drawn (steps, selection), as a key. */
    this.drawnChoice = "";
  }

  /** Draw the view looked at (stepping back, or the game's), on the board of its game. @param {State} s */
  update(s) {
    const view = s.stepping?.view ?? s.view;
    const last = s.stepping ? s.stepping.last : s.history.at(-1) ?? null;
    document.body.dataset.game = view.game ?? "rabattues";
    if (view.game === "backgammon") {
      this.board.shown = null; // a change of settings redraws the backgammon board, not the last 1699 one
      const choice = bgPlay.choiceFor();
      const key = JSON.stringify([choice.chosen, choice.selected, [...choice.origins], [...choice.targets]]);
      if (view !== this.drawn || key !== this.drawnChoice || this.svg.dataset.game !== "backgammon") {
        this.bg.show(view, choice);
        if (!choice.chosen.length) this.bg.mark(last);
      }
      this.drawn = view;
      this.drawnChoice = key;
      return;
    }
    if (view !== this.drawn || this.svg.dataset.game !== "rabattues") this.board.show(view, last);
    this.drawn = view;
  }

  /** Animate what one action did, on the board of its game. @param {any} last @param {View} before @param {View} view */
  async play(last, before, view) {
    if (view.game === "backgammon") await this.bg.play(last, before, view);
    else await this.board.play(last, before, view);
    this.drawn = view;
  }

  /** Draw again at the next render (the board's words changed language). */
  forget() {
    this.drawn = null;
  }
}
