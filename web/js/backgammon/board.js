// The backgammon board in SVG, drawn from the engine's view and the steps the player has chosen.
//
// DOM tree it keeps (scene.js draws the static parts for a geometry):
//
//   svg#board.bg [role=group, aria-label, data-game=backgammon, data-position, data-bottom]
//   ├─ defs, g.frame           wood, felt, bar, trays; text.name-{c}, text.pips-{c} in the strips
//   ├─ g.points                24 triangles path.point[data-point] (White's numbering) and numbers
//   ├─ g.marks                 path.mark: the points the last move left and reached
//   ├─ g.targets               path.target / rect.target: where the selected checker may go
//   ├─ g.trays                 rect.off: borne-off checkers, edge on
//   ├─ g.checkers              g.checker[data-player][data-place][data-index]
//   ├─ g.counts                text.count: a point's number of checkers past five
//   ├─ g.cube-layer, g.dice    the cube; the dice thrown (g.die, .used once a step used it)
//   └─ g.hits                  rect.area[data-place] (role=button): taps, drags, the keyboard
//
// Nothing here decides a rule: the origins and destinations come from the engine's move list
// (choose.js matches the steps chosen against it), and so do the checkers and pips after each
// step and the dice to draw; the board only draws and reports places.

import { drawChecker } from "../equipment/pieces.js";
import { el, translate } from "../equipment/svg.js";
import { strings } from "../i18n/strings.js";
import { setText } from "../ui/dom.js";
import { boardAfter } from "./choose.js";
import { changed, drawBgCube, drawDice } from "./dice-cube.js";
import { SCALE, SLAB, TRAY_W, makeBgGeometry } from "./geometry.js";
import { describeBg } from "./label.js";
import { glide } from "./motion.js";
import { drawBgScene } from "./scene.js";

/** @typedef {"w" | "b"} Color @typedef {import("./choose.js").Place} Place @typedef {import("./choose.js").Single} Single */
/** @typedef {import("./choose.js").Checkers} Checkers @typedef {import("./scene.js").BgScene} BgScene */
/**
 * What the board shows besides the view: the steps chosen, the checker selected, the places it may go.
 * @typedef {{chosen: Single[], selected: Place | null, origins: Set<Place>, targets: Set<Place>, dice: number[]}} Choice
 */

const NO_CHOICE = /** @type {Choice} */ ({ chosen: [], selected: null, origins: new Set(), targets: new Set(), dice: [] });

export class BgBoard {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    this.flipped = false;
    this.narrow = false;
    this.motion = 1;
    /** @type {BgScene | null} */
    this.scene = null;
    /** @type {{view: any, choice: Choice} | null} */
    this.shown = null;
    /** Its scene is the svg's (false before it drew one, and once another game's board drew on it). */
    this.onSvg = false;
  }

  /** Another game's board draws on the svg now: nothing of this one is shown any more. */
  leave() {
    this.onSvg = false;
    this.shown = null;
  }

  /** The colour at the bottom: the human's against the computer (else White's), the other if flipped. @param {any} view */
  bottomFor(view) {
    const { w, b } = view.players;
    const own = w.kind === "computer" && b.kind === "human" ? "b" : "w";
    return this.flipped ? (own === "w" ? "b" : "w") : own;
  }

  /** The scene for this view and the settings (drawn again when either changes, or the 1699 board was shown). @param {any} view */
  orient(view) {
    const bottom = this.bottomFor(view),
      g = this.scene?.g;
    if (!g || !this.onSvg || g.bottom !== bottom || g.narrow !== this.narrow) {
      this.scene = drawBgScene(this.svg, makeBgGeometry({ narrow: this.narrow, bottom }));
    }
    this.onSvg = true;
    return /** @type {BgScene} */ (this.scene);
  }

  /** Draw a view with the player's choice so far. @param {any} view @param {Choice} [choice] */
  show(view, choice = NO_CHOICE) {
    this.shown = { view, choice };
    const s = this.orient(view);
    const mover = /** @type {Color} */ (view.turn);
    const board = boardAfter(view, choice.chosen);
    this.drawCheckers(s, board, choice);
    this.drawTargets(s, choice, mover);
    drawDice(s, view, choice.dice);
    drawBgCube(s, view);
    for (const c of /** @type {Color[]} */ (["w", "b"])) {
      const player = view.players[c];
      const name = player.kind === "computer" ? `${strings.color[c]} · ${strings.computer}` : strings.color[c];
      setText(s.names[c], name.toUpperCase());
      s.names[c].classList.toggle("acting", !view.outcome && !view.opening && view.current === c);
      setText(s.pips[c], strings.bg.pips(board.pips[c]));
    }
    this.svg.dataset.position = view.position;
    this.svg.setAttribute("aria-label", describeBg(view, board));
    this.updateAreas(s, board, choice, mover);
  }

  /** Checkers on the points and the bar, slabs in the trays, counts past five. @param {BgScene} s @param {Checkers} board @param {Choice} choice */
  drawCheckers(s, board, choice) {
    const g = s.g;
    const tall = board.points.filter((p) => p.count > 5);
    if (changed(s.labels, tall)) {
      s.labels.replaceChildren();
      for (const { point, player, count } of tall) {
        const spot = g.checkerSpot(point, count - 1, count);
        el("text", { class: `count count-${player}`, x: spot.x, y: spot.y + 8, "text-anchor": "middle" }, s.labels).textContent =
          String(count);
      }
    }
    if (changed(s.trays, board.off)) {
      s.trays.replaceChildren();
      for (const c of /** @type {Color[]} */ (["w", "b"])) {
        for (let i = 0; i < board.off[c]; i++) {
          el(
            "rect",
            { class: `off off-${c}`, "data-player": c, x: g.TRAY_X + 9, y: g.slabY(c, i), width: TRAY_W - 18, height: SLAB, rx: 3 },
            s.trays,
          );
        }
      }
    }
    let k = 0; // checkers are kept from one view to the next where they are unchanged: only what moved is painted again
    for (const p of board.points) {
      for (let i = 0; i < p.count; i++) {
        const spot = g.checkerSpot(p.point, i, p.count);
        const top = i === p.count - 1;
        this.placeChecker(s, k++, /** @type {Color} */ (p.player), spot, p.point, i, top && choice.selected === p.point);
      }
    }
    for (const c of /** @type {Color[]} */ (["w", "b"])) {
      const n = board.bar[c];
      for (let i = 0; i < n; i++) this.placeChecker(s, k++, c, g.barSpot(c, i, n), "bar", i, i === n - 1 && choice.selected === "bar");
    }
    while (s.checkers.children.length > k) s.checkers.lastElementChild?.remove();
  }

  /**
   * The k-th checker drawn: the node already there, its attributes changed only where they differ, or a new one.
   * @param {BgScene} s @param {number} k @param {Color} c @param {{x: number, y: number}} spot @param {Place} place @param {number} i @param {boolean} selected
   */
  placeChecker(s, k, c, spot, place, i, selected) {
    let node = /** @type {SVGGElement | undefined} */ (s.checkers.children[k]);
    if (!node || node.dataset.player !== c) {
      const fresh = drawChecker(c);
      if (node) node.replaceWith(fresh);
      else s.checkers.appendChild(fresh);
      node = fresh;
    }
    const attributes = {
      transform: `${translate(spot.x, spot.y)} scale(${SCALE})`,
      class: `checker checker-${c}${selected ? " selected" : ""}`,
      "data-player": c,
      "data-place": String(place),
      "data-index": String(i),
    };
    for (const [name, value] of Object.entries(attributes)) {
      if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    }
  }

  /** Where the selected checker may go: its points lit, or its tray. @param {BgScene} s @param {Choice} choice @param {Color} mover */
  drawTargets(s, choice, mover) {
    const g = s.g;
    if (!changed(s.targets, [[...choice.targets], choice.selected, mover])) return;
    s.targets.replaceChildren();
    for (const place of choice.targets) {
      if (place === "off") el("rect", { class: "target", ...g.hitArea("off", mover), rx: 6 }, s.targets);
      else if (place !== "bar") el("path", { class: "target", d: g.triangle(place, 3), "data-point": place }, s.targets);
    }
    if (choice.selected !== null && choice.selected !== "off") {
      const area = g.hitArea(choice.selected, mover);
      el("rect", { class: "origin", ...area, rx: 8 }, s.targets);
    }
  }

  /** Each answering area's words and whether the keyboard reaches it. @param {BgScene} s @param {Checkers} board @param {Choice} choice @param {Color} mover */
  updateAreas(s, board, choice, mover) {
    const b = strings.bg;
    for (const [key, node] of s.areas) {
      const place = node.dataset.place === "bar" || node.dataset.place === "off" ? node.dataset.place : Number(node.dataset.place);
      const live = key.startsWith("off")
        ? node.dataset.color === mover && choice.targets.has("off")
        : choice.origins.has(/** @type {Place} */ (place)) || choice.targets.has(/** @type {Place} */ (place)) || choice.selected === place;
      node.classList.toggle("live", live);
      node.setAttribute("tabindex", live ? "0" : "-1");
      node.setAttribute("aria-disabled", String(!live));
      let words = "";
      if (place === "bar") words = b.bar(board.bar.w, board.bar.b);
      else if (place === "off")
        words = b.tray(strings.color[/** @type {Color} */ (node.dataset.color)], board.off[/** @type {Color} */ (node.dataset.color)]);
      else {
        const p = board.points[/** @type {number} */ (place) - 1];
        words = b.point(s.g.slot(/** @type {number} */ (place)), p.count, p.player ? strings.color[p.player] : "");
      }
      if (choice.selected === place) words += `, ${b.selected}`;
      else if (choice.targets.has(/** @type {Place} */ (place))) words += `, ${b.canGo}`;
      node.setAttribute("aria-label", words);
      node.setAttribute("aria-pressed", String(choice.selected === place));
    }
  }

  /** The places the keyboard reaches, in the order the arrows go (the bottom player's 24 to 1, then his tray). */
  keyOrder() {
    if (!this.scene) return [];
    const g = this.scene.g,
      order = ["bar"];
    // The bottom player's numbering, from the side the board is drawn (a drawing matter: the view numbers as White).
    for (let n = 24; n >= 1; n--) order.push(String(g.bottom === "w" ? n : 25 - n));
    order.push("off-w", "off-b");
    return order.map((k) => this.scene?.areas.get(k)).filter((n) => n?.classList.contains("live"));
  }

  /**
   * Animate a move step by step from the view before it, then show the view after it.
   * @param {any} last the move's entry (its `steps`) @param {any} before @param {any} view
   */
  async play(last, before, view) {
    if (this.motion && last.kind === "move" && last.steps?.length) {
      const s = this.orient(before);
      let board = boardAfter(before, []);
      for (let i = 0; i < last.steps.length; i++) {
        const step = last.steps[i],
          done = last.steps.slice(0, i + 1);
        await glide(s, board, step, /** @type {Color} */ (last.player), 360 * this.motion);
        board = boardAfter(before, done); // the move's path is one of the view's: the engine's board after it
        this.show({ ...before, ...board }, { ...NO_CHOICE, dice: done.map((/** @type {Single} */ x) => x.die) });
      }
    }
    this.show(view);
    this.mark(last);
  }

  /** Outline the points the last move left and reached. @param {any} last */
  mark(last) {
    if (!this.scene) return;
    this.scene.marks.replaceChildren();
    if (last?.kind !== "move") return;
    for (const step of last.steps ?? []) {
      for (const place of [step.from, step.to]) {
        if (typeof place === "number") el("path", { class: "mark", d: this.scene.g.triangle(place, 1) }, this.scene.marks);
      }
    }
  }
}
