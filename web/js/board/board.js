// The board in SVG: half a backgammon board as in the 1699 diagrams, drawn from the engine's view.
//
// DOM tree it keeps (static parts drawn once; keyed layers synced by key, motion.js):
//
//   svg#board [role=img, aria-label, data-position]
//   ├─ defs                      gradients, shadows
//   ├─ g.frame                   wood, felt, bar, tray, point numbers, player names   (static)
//   ├─ g.points                  12 triangles: path.point[data-player][data-point]     (static)
//   ├─ g.marks                   path.mark          keyed "mark-{c}{p}": points the last action used
//   ├─ g.trays                   rect.off           keyed "off-{c}-{i}": borne-off checkers, edge on
//   ├─ g.checkers                g.checker          keyed "{c}{p}-{k}" (k: 0 is the base checker)
//   ├─ g.badges                  g.badge            keyed "badge-{c}{p}": the stack's size
//   ├─ g.cube                    g.cube-body        the doubling cube (modern preset)
//   ├─ g.dice                    g.die              keyed "{action}-{i}": the dice on the board
//   └─ text.caption              "throws again", "tie", …
//
// Nothing here decides a rule: the sides, the dice and what became of each come from the view,
// and an animation goes through the steps the engine gives (the sides after each event).

import { strings } from "../i18n/strings.js";
import { drawBadge, drawChecker, drawCube, drawDefs, drawDie, drawFrame, drawPoints, trianglePath } from "./drawing.js";
import { BAND, BAR_W, BAR_X, DW, DX, H, SLAB, TRAY_W, TRAY_X, W, diceCX, diceY, el, inward, translate } from "./geometry.js";
import { describeBoard } from "./label.js";
import { layoutSide, slabY } from "./layout.js";
import { glide, syncKeyed, wait } from "./motion.js";

/** @typedef {import("../engine/types.js").View} View @typedef {import("../engine/types.js").Entry} Entry */
/** @typedef {import("../engine/types.js").Sides} Sides @typedef {import("../engine/types.js").Color} Color */
/** @typedef {import("../engine/types.js").Table} Table @typedef {import("../engine/types.js").Die} Die */

const COLORS = /** @type {Color[]} */ (["w", "b"]);

export class Board {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    svg.setAttribute("role", "img");
    drawDefs(svg);
    drawFrame(svg);
    drawPoints(el("g", { class: "points" }, svg));
    this.marks = el("g", { class: "marks" }, svg);
    this.trays = el("g", { class: "trays" }, svg);
    this.checkers = el("g", { class: "checkers", filter: "url(#shadow)" }, svg);
    this.badges = el("g", { class: "badges" }, svg);
    this.cube = drawCube(el("g", { class: "cube-layer" }, svg));
    this.diceLayer = el("g", { class: "dice" }, svg);
    this.caption = el("text", { class: "caption", x: diceCX, y: H / 2 + 7, "text-anchor": "middle" }, svg);
    /** @type {Record<Color, SVGTextElement>} */
    this.names = { w: /** @type {SVGTextElement} */ (svg.querySelector(".name-w")), b: /** @type {SVGTextElement} */ (svg.querySelector(".name-b")) };
    /** @type {Record<Color, SVGTextElement>} */
    this.offCounts = { w: /** @type {SVGTextElement} */ (svg.querySelector(".offcount-w")), b: /** @type {SVGTextElement} */ (svg.querySelector(".offcount-b")) };
    /** @type {Map<string, SVGGElement>} */ this.checkerEls = new Map();
    /** @type {Map<string, SVGGElement>} */ this.badgeEls = new Map();
    /** @type {Map<string, SVGElement>} */ this.slabEls = new Map();
    /** @type {Map<string, SVGElement>} */ this.markEls = new Map();
    /** @type {Map<string, SVGGElement>} */ this.dieEls = new Map();
    this.motion = 1; // how slow the animations are: 0 none (reduced motion, or "off"), 1 normal, 2 slow
  }

  /**
   * Draw a view at once: checkers, trays, cube, dice, names, and the points the last action used.
   * @param {View} view @param {Entry | null} [last]
   */
  show(view, last = null) {
    this.syncSides(view.sides, 0);
    this.syncCube(view, 0);
    this.syncDice(view.table, view.table.dice, 0);
    this.syncMarks(last);
    this.syncLabels(view);
    this.svg.dataset.position = view.position;
    this.svg.setAttribute("aria-label", describeBoard(view));
  }

  /**
   * Animate what one action did, from the board as shown to `view`, step by step, then show `view`.
   * @param {Entry} last the action's entry, with its `steps` @param {View} before @param {View} view
   */
  async play(last, before, view) {
    if (!this.motion) return this.show(view, last);
    this.syncMarks(null);
    const table = view.table;
    const thrown = last.kind === "throw" || last.kind === "opening";
    /** @type {Die[]} */
    const dice = thrown ? table.dice.map((d) => ({ ...d, half: d.owner, status: d.status === "rerolled" ? d.status : "fresh" }))
      : before.table.dice.map((d) => ({ ...d }));
    if (thrown) {
      this.syncDice({ ...table, caption: null }, dice, 0);
      await this.land(table.key, dice);
    }
    let sides = before.sides;
    for (const step of last.steps ?? []) {
      const die = dice[step.die];
      if (die.half !== step.half) {
        die.half = step.half;
        await this.syncDice(table, dice, 420 * this.motion);
      }
      die.status = step.status;
      this.highlight(table.key, step.die);
      if (JSON.stringify(step.sides) !== JSON.stringify(sides)) await this.syncSides(step.sides, 380 * this.motion);
      else await wait(160 * this.motion);
      sides = step.sides;
      this.syncDice(table, dice, 0);
    }
    if (last.kind === "double" || last.kind === "take" || last.kind === "drop") await this.syncCube(view, 420 * this.motion);
    this.show(view, last);
  }

  /** Dice tumbling onto the felt. @param {number} key @param {Die[]} dice */
  async land(key, dice) {
    const flights = dice.map((d, i) => {
      const body = this.dieEls.get(`${key}-${i}`)?.firstElementChild;
      if (!body) return null;
      const from = inward(d.owner) * -90;
      return body.animate([
        { transform: `translate(${i ? 40 : -40}px, ${from}px) rotate(${i ? 250 : -220}deg) scale(0.7)`, opacity: 0 },
        { transform: `translate(${i ? 6 : -6}px, ${from * 0.12}px) rotate(${i ? -12 : 10}deg) scale(1.04)`, opacity: 1, offset: 0.75 },
        { transform: "none", opacity: 1 },
      ], { duration: 460 * this.motion, easing: "cubic-bezier(.2,.7,.3,1)" }).finished;
    });
    await Promise.all(flights.map((f) => f?.catch(() => {})));
  }

  /** The die an animation step is about, lit. @param {number} key @param {number} active */
  highlight(key, active) {
    for (const [name, node] of this.dieEls) node.classList.toggle("active", name === `${key}-${active}`);
  }

  /** Checkers, slabs and badges to these sides; moved ones glide. @param {Sides} sides @param {number} ms */
  async syncSides(sides, ms) {
    const w = layoutSide("w", sides.w), b = layoutSide("b", sides.b);
    const checkers = [...w.checkers, ...b.checkers].sort((p, q) => p.z - q.z);
    /** @type {Promise<void>[]} */
    const moves = [];
    const wanted = new Set(checkers.map((c) => c.key));
    for (const [key, node] of this.checkerEls) {
      if (wanted.has(key)) continue;
      this.checkerEls.delete(key);
      if (ms) moves.push(this.flyOff(/** @type {Color} */ (key[0]), node, sides, ms));
      else node.remove();
    }
    for (const spec of checkers) {
      const color = /** @type {Color} */ (spec.key[0]);
      let node = this.checkerEls.get(spec.key);
      if (!node) this.checkerEls.set(spec.key, (node = drawChecker(color)));
      node.dataset.player = color;
      node.dataset.point = String(spec.point);
      const to = translate(spec.x, spec.y), from = node.getAttribute("transform");
      if (from && from !== to && ms) {
        this.checkers.appendChild(node); // the moving checker on top
        moves.push(glide(node, from, to, ms));
      } else if (node.parentNode !== this.checkers) {
        this.checkers.appendChild(node);
      }
      node.setAttribute("transform", to);
    }
    if (!ms) for (const spec of checkers) this.checkers.appendChild(/** @type {SVGGElement} */ (this.checkerEls.get(spec.key)));
    syncKeyed(this.trays, this.slabEls, [...w.slabs, ...b.slabs], (spec) => {
      const c = spec.key[4];
      return el("rect", { class: `off off-${c}`, "data-player": c, width: TRAY_W - 18, height: SLAB, rx: 3 });
    }, (node, spec) => node.setAttribute("transform", translate(spec.x, spec.y)));
    syncKeyed(this.badges, this.badgeEls, [...w.badges, ...b.badges], () => drawBadge(), (node, spec) => {
      node.setAttribute("transform", translate(spec.x, spec.y));
      /** @type {SVGTextElement} */ (node.querySelector("text")).textContent = String(spec.size);
    });
    for (const c of COLORS) this.offCounts[c].textContent = `${sides[c].off} ${strings.board.off}`;
    await Promise.all(moves);
  }

  /** A checker borne off glides to its slab in the tray before it goes. @param {Color} c @param {SVGGElement} node @param {Sides} sides @param {number} ms */
  flyOff(c, node, sides, ms) {
    const y = slabY(c, sides[c].off - 1) + SLAB / 2;
    this.checkers.appendChild(node);
    return glide(node, node.getAttribute("transform") ?? "", translate(TRAY_X + TRAY_W / 2, y), ms, true).then(() => node.remove());
  }

  /** The cube in the middle of the bar, at its owner's side, or offered. @param {View} view @param {number} ms */
  async syncCube(view, ms) {
    const cube = view.cube;
    this.cube.classList.toggle("hidden", !cube.enabled);
    this.cube.classList.toggle("offered", cube.offered);
    /** @type {SVGTextElement} */ (this.cube.querySelector("text")).textContent = String(cube.offered ? cube.value * 2 : cube.value);
    // Offered: beside the dice, pushed toward the player who must take or drop.
    const x = cube.offered ? DX + DW - 46 : BAR_X + BAR_W / 2;
    const y = cube.offered ? (view.turn === "w" ? H / 2 - 60 : H / 2 + 60)
      : cube.owner === "w" ? H - BAND - 44 : cube.owner === "b" ? BAND + 44 : H / 2;
    const to = translate(x, y), from = this.cube.getAttribute("transform");
    this.cube.setAttribute("transform", to);
    this.cube.dataset.value = String(cube.value);
    this.cube.dataset.owner = cube.owner ?? "middle";
    if (ms && from && from !== to) await glide(this.cube, from, to, ms);
  }

  /** The dice of a table, each on its half, with its status. @param {Table} table @param {Die[]} dice @param {number} ms */
  async syncDice(table, dice, ms) {
    const specs = dice.map((d, i) => {
      const single = dice.length === 2 && d.owner !== dice[1 - i].owner; // the opening: one die each
      return { key: `${table.key}-${i}`, x: single ? diceCX : diceCX + (i ? 38 : -38), y: diceY(d.half), die: d };
    });
    /** @type {Promise<void>[]} */
    const moves = [];
    syncKeyed(this.diceLayer, this.dieEls, specs, (spec) => drawDie(spec.die.owner, spec.die.value), (node, spec) => {
      const crossed = spec.die.half !== spec.die.owner;
      node.setAttribute("class", `die die-${spec.die.owner} ${spec.die.status}${crossed ? " crossed" : ""}`);
      node.dataset.value = String(spec.die.value);
      node.dataset.half = spec.die.half;
      node.dataset.status = spec.die.status;
      node.setAttribute("aria-hidden", "true");
      const to = translate(spec.x, spec.y), from = node.getAttribute("transform");
      if (ms && from && from !== to) moves.push(glide(node, from, to, ms, false, true));
      node.setAttribute("transform", to);
    });
    this.caption.textContent = caption(table);
    await Promise.all(moves);
  }

  /** Outline the points the last action used. @param {Entry | null} last */
  syncMarks(last) {
    const specs = (last?.events ?? []).filter((e) => e.use).map((e) => ({ key: `mark-${e.player}${e.die}`, c: e.player, p: e.die }));
    const unique = [...new Map(specs.map((s) => [s.key, s])).values()];
    syncKeyed(this.marks, this.markEls, unique, (spec) => el("path", { class: "mark", d: trianglePath(spec.c, spec.p, 1) }), () => {});
  }

  /** @param {View} view */
  syncLabels(view) {
    for (const c of COLORS) {
      const player = view.players[c];
      const who = player.kind === "computer" ? `${strings.color[c]} · ${strings.computer}` : strings.color[c];
      this.names[c].textContent = who.toUpperCase();
      const acting = !view.outcome && !view.opening && view.current === c;
      this.names[c].classList.toggle("acting", acting);
      this.svg.querySelector(`.glow-${c}`)?.classList.toggle("on", acting);
    }
  }
}

/** The words beside the dice. @param {Table} table */
function caption(table) {
  if (table.caption === "opening") return strings.board.openingCaption;
  if (table.caption === "tie") return strings.board.tie;
  if (table.caption === "again" && table.by) return strings.board.againBy(strings.color[table.by]);
  return "";
}
