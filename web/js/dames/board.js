// The board in SVG: half a backgammon board as in the 1699 diagrams, drawn from the engine's view.
//
// DOM tree it keeps (scene.js draws the static parts for a geometry; sync.js the keyed layers):
//
//   svg#board [role=img, aria-label, data-position, data-bottom, class narrow?]
//   ├─ defs                      gradients, shadows
//   ├─ g.frame                   wood, felt, bar, tray, the dice's felt, player names, borne-off counts
//   ├─ g.points                  12 triangles: path.point[data-player][data-point], and their numbers
//   ├─ g.marks                   path.mark          keyed "mark-{c}{p}": points the last action used
//   ├─ g.trays                   rect.off           keyed "off-{c}-{i}": borne-off checkers, edge on
//   ├─ g.checkers                g.checker          keyed "{c}{p}-{k}" (k: 0 is the base checker)
//   ├─ g.badges                  g.badge            keyed "badge-{c}{p}": the stack's size
//   ├─ g.cube-layer              g.cube             the doubling cube (modern preset)
//   ├─ g.dice                    g.die              keyed "{action}-{i}": the dice on the board
//   └─ g.caption-layer           rect.caption-back (phone), text.caption: "throws again", "tie", …
//
// The geometry (geometry.js) is a function of the shape (wide, or narrow for a portrait phone)
// and of the colour at the bottom: the human's against the computer, the other one when the
// player flips the board. A change of either draws everything again, keyed layers included.
//
// Nothing here decides a rule: the sides, the dice and what became of each come from the view,
// and an animation goes through the steps the engine gives (the sides after each event).

import { makeGeometry } from "./geometry.js";
import { describeBoard } from "./label.js";
import { wait } from "./motion.js";
import { drawScene } from "./scene.js";
import { other, syncCube, syncDice, syncLabels, syncMarks, syncSides } from "./sync.js";

/** @typedef {import("../engine/types.js").DamesView} View @typedef {import("../engine/types.js").Entry} Entry */
/** @typedef {import("../engine/types.js").Die} Die */

export class Board {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    this.motion = 1; // how slow the animations are: 0 none (reduced motion, or "off"), 1 normal, 2 slow
    /** The player turned the board: the side that would be at the bottom is at the top. */
    this.flipped = false;
    /** The phone's shape: each player's dice in a strip beyond his own edge. */
    this.narrow = false;
    /** @type {{view: View, last: Entry | null} | null} what `show` drew last */
    this.shown = null;
    this.animating = false;
    this.scene = drawScene(svg, makeGeometry());
    /** Its scene is the svg's (false once another game's board drew on it: a new one is drawn). */
    this.onSvg = true;
  }

  /**
   * Turn the board or change its shape: drawn again at once, or when a running animation ends.
   * @param {{flipped?: boolean, narrow?: boolean}} settings
   */
  configure({ flipped = this.flipped, narrow = this.narrow }) {
    this.flipped = flipped;
    this.narrow = narrow;
    if (this.shown && !this.animating) this.show(this.shown.view, this.shown.last);
  }

  /** Another game's board draws on the svg now: nothing of this one is shown any more. */
  leave() {
    this.onSvg = false;
    this.shown = null;
  }

  /** The colour at the bottom: the human's against the computer (else White's), the other if flipped. @param {View} view */
  bottomFor(view) {
    const { w, b } = view.players;
    const own = w.kind === "computer" && b.kind === "human" ? "b" : "w";
    return this.flipped ? other(own) : own;
  }

  /** A new scene if the view's players or the settings ask for another geometry. @param {View} view */
  orient(view) {
    const bottom = this.bottomFor(view),
      g = this.scene.g;
    if (bottom !== g.bottom || this.narrow !== g.narrow || !this.onSvg)
      this.scene = drawScene(this.svg, makeGeometry({ narrow: this.narrow, bottom }));
    this.onSvg = true;
  }

  /**
   * Draw a view at once: checkers, trays, cube, dice, names, and the points the last action used.
   * @param {View} view @param {Entry | null} [last]
   */
  show(view, last = null) {
    this.shown = { view, last };
    this.orient(view);
    const s = this.scene;
    syncSides(s, view.sides, 0);
    syncCube(s, view, 0);
    syncDice(s, view.table, view.table.dice, 0);
    syncMarks(s, last);
    syncLabels(s, this.svg, view);
    this.svg.dataset.position = view.position;
    this.svg.setAttribute("aria-label", describeBoard(view));
  }

  /**
   * Animate what one action did, from the board as shown to `view`, step by step, then show `view`.
   * @param {Entry} last the action's entry, with its `steps` @param {View} before @param {View} view
   */
  async play(last, before, view) {
    if (!this.motion) return this.show(view, last);
    this.animating = true;
    try {
      this.orient(view);
      await this.animate(last, before, view);
    } finally {
      this.animating = false;
    }
    this.show(view, last);
  }

  /** The steps of one action: its dice land, then each die moves and plays. @param {Entry} last @param {View} before @param {View} view */
  async animate(last, before, view) {
    const s = this.scene,
      table = view.table;
    syncMarks(s, null);
    const thrown = last.kind === "throw" || last.kind === "opening";
    /** @type {Die[]} */
    const dice = thrown
      ? table.dice.map((d) => ({ ...d, half: d.owner, status: d.status === "rerolled" ? d.status : "fresh" }))
      : before.table.dice.map((d) => ({ ...d }));
    if (thrown) {
      syncDice(s, { ...table, caption: null }, dice, 0);
      await this.land(table.key, dice);
    }
    let sides = before.sides;
    for (const step of last.steps ?? []) {
      const die = dice[step.die];
      if (die.half !== step.half) {
        die.half = step.half;
        await syncDice(s, table, dice, 420 * this.motion);
      }
      die.status = step.status;
      this.highlight(table.key, step.die);
      if (JSON.stringify(step.sides) !== JSON.stringify(sides)) await syncSides(s, step.sides, 380 * this.motion);
      else await wait(160 * this.motion);
      sides = step.sides;
      syncDice(s, table, dice, 0);
    }
    if (last.kind === "double" || last.kind === "take" || last.kind === "drop") await syncCube(s, view, 420 * this.motion);
  }

  /** Dice tumbling onto the felt, from beyond their owner's edge. @param {number} key @param {Die[]} dice */
  async land(key, dice) {
    const flights = dice.map((d, i) => {
      const body = this.scene.dieEls.get(`${key}-${i}`)?.firstElementChild;
      if (!body) return null;
      const from = this.scene.g.landFrom(d.owner);
      return body.animate(
        [
          { transform: `translate(${i ? 40 : -40}px, ${from}px) rotate(${i ? 250 : -220}deg) scale(0.7)`, opacity: 0 },
          { transform: `translate(${i ? 6 : -6}px, ${from * 0.12}px) rotate(${i ? -12 : 10}deg) scale(1.04)`, opacity: 1, offset: 0.75 },
          { transform: "none", opacity: 1 },
        ],
        { duration: 460 * this.motion, easing: "cubic-bezier(.2,.7,.3,1)" },
      ).finished;
    });
    await Promise.all(flights.map((f) => f?.catch(() => {})));
  }

  /** The die an animation step is about, lit. @param {number} key @param {number} active */
  highlight(key, active) {
    for (const [name, node] of this.scene.dieEls) node.classList.toggle("active", name === `${key}-${active}`);
  }
}
