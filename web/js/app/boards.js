// The one SVG board shows either game: the 1699 board (board/) or backgammon's (bg/, loaded the
// first time a backgammon game is shown: backgammon/load.js). This module draws the state's view on the
// right one, only when the view, or backgammon's choice, changes, and keeps both boards' settings.

import { Board } from "../dames/board.js";
import { bgPage, loadBackgammon } from "../backgammon/load.js";

/** @typedef {import("./state.js").State} State @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../backgammon/board.js").BgBoard} BgBoard */

export class Boards {
  /**
   * @param {SVGSVGElement} svg
   * @param {{onBackgammon: (bg: BgBoard) => void, redraw: () => void}} hooks `onBackgammon` once
   *   its board exists (to bind its input), `redraw` when a view waited for its board's modules
   */
  constructor(svg, { onBackgammon, redraw }) {
    this.svg = svg;
    this.board = new Board(svg);
    /** @type {BgBoard | null} the backgammon board: the same svg, drawn by js/backgammon/ when the game shown is backgammon */
    this.bg = null;
    this.hooks = { onBackgammon, redraw };
    this.board.onConfigure = () => {
      if (!this.bg) return;
      this.bg.flipped = this.board.flipped;
      this.bg.narrow = this.board.narrow;
      if (this.bg.shown && this.svg.dataset.game === "backgammon") this.bg.show(this.bg.shown.view, this.bg.shown.choice);
    };
    // What the svg shows, as the DOM's own memo (like a keyed layer's key): not the page's state.
    /** @type {View | null} the view drawn (drawn again only when another one comes) */
    this.drawn = null;
    /** The backgammon choice drawn (steps, selection), as a key. */
    this.drawnChoice = "";
  }

  /** How slow both boards' animations are (0: none). @param {number} motion */
  setMotion(motion) {
    this.board.motion = motion;
    if (this.bg) this.bg.motion = motion;
  }

  /** The backgammon board, made once its modules are loaded; null (and loading them) before. */
  backgammon() {
    if (this.bg) return this.bg;
    if (!bgPage) {
      loadBackgammon().then(() => this.hooks.redraw(), () => {}); // a failed load: tried again at the next view
      return null;
    }
    const bg = new bgPage.BgBoard(this.svg);
    bg.flipped = this.board.flipped;
    bg.narrow = this.board.narrow;
    bg.motion = this.board.motion;
    this.bg = bg;
    this.hooks.onBackgammon(bg);
    return bg;
  }

  /** Draw the view looked at (stepping back, or the game's), on the board of its game. @param {State} s */
  update(s) {
    const view = s.stepping?.view ?? s.view;
    const last = s.stepping ? s.stepping.last : s.history.at(-1) ?? null;
    document.body.dataset.game = view.game ?? "dames-rabattues";
    if (s.flipped !== this.board.flipped || s.narrow !== this.board.narrow) {
      this.board.configure({ flipped: s.flipped, narrow: s.narrow }); // the backgammon board follows (onConfigure)
    }
    if (view.game === "backgammon") {
      const bg = this.backgammon();
      if (!bg || !bgPage) return; // drawn once its modules are here
      this.board.shown = null; // a change of settings redraws the backgammon board, not the last 1699 one
      const choice = bgPage.choiceFor();
      const key = JSON.stringify([choice.chosen, choice.selected, [...choice.origins], [...choice.targets]]);
      if (view !== this.drawn || key !== this.drawnChoice || this.svg.dataset.game !== "backgammon") {
        bg.show(view, choice);
        if (!choice.chosen.length) bg.mark(last);
      }
      this.drawn = view;
      this.drawnChoice = key;
      return;
    }
    if (view !== this.drawn || this.svg.dataset.game !== "dames-rabattues") this.board.show(view, last);
    this.drawn = view;
  }

  /** Animate what one action did, on the board of its game. @param {any} last @param {View} before @param {View} view */
  async play(last, before, view) {
    if (view.game !== "backgammon") await this.board.play(last, before, view);
    else if (this.bg) await this.bg.play(last, before, view);
    this.drawn = view;
  }

  /** Draw again at the next render (the board's words changed language). */
  forget() {
    this.drawn = null;
  }
}
