// The board in SVG: half a backgammon board as in the 1699 diagrams, drawn from the engine's view.
//
// DOM tree it keeps (static parts drawn once; keyed layers synced by key, an element is created
// or removed only when its key appears or goes, and moved when its place changes):
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
//   ├─ g.dice                    g.die              keyed "{entry}-{i}": the last throw's dice
//   └─ text.caption              "throws again", "tie", …
//
// The page never decides a rule here: positions come from the view; the few lines that move
// a checker between two views only replay, for the animation, what the engine's events say.

import { joinWords, strings } from "../i18n/strings.js";
import { drawBadge, drawChecker, drawCube, drawDefs, drawDie, drawFrame, drawPoints, trianglePath } from "./drawing.js";
import { BAND, BAR_W, BAR_X, DW, DX, FIRST, H, LEVEL, R, SLAB, SLAB_GAP, SLOT, SVG, TRAY_W, TRAY_X, W, baseY, diceCX, diceY, el, inward, pointX, translate } from "./geometry.js";

/** @typedef {import("../app/state.js").View} View @typedef {import("../app/state.js").Entry} Entry */
/** @typedef {import("../app/state.js").SideView} SideView @typedef {import("../app/state.js").Color} Color */
/** @typedef {import("../app/state.js").DieEvent} DieEvent */
/**
 * @typedef {{value: number, owner: Color, half: Color, status: "fresh" | "used" | "lost" | "pending" | "rerolled" | "idle",
 *            crossed: boolean}} DieModel
 * @typedef {{key: string, dice: DieModel[], caption: string}} DiceModel
 */


// ─── Layout: where each checker is ──────────────────────────────────────────────────────────

/**
 * Every checker, slab and badge of one side, keyed so that a checker keeps its key when it moves.
 * On a point holding `full` checkers, key 0 is the base checker; the others leave the pile from
 * the top (key = level) and lie on line from the pile outward (slot j holds key full − j).
 * @param {Color} c @param {SideView} side
 */
export function layoutSide(c, side) {
  /** @type {{key: string, x: number, y: number, z: number, point: number}[]} */
  const checkers = [];
  /** @type {{key: string, x: number, y: number, size: number}[]} */
  const badges = [];
  const y0 = baseY(c), dir = inward(c);
  for (const pt of side.points) {
    const x = pointX(pt.point);
    const pile = pt.stacks ? pt.stacks + 1 : 0;
    for (let level = 0; level < pile; level++) {
      checkers.push({ key: `${c}${pt.point}-${level}`, x, y: y0 + dir * (FIRST + level * LEVEL), z: level, point: pt.point });
    }
    const lift = pile ? (pile - 1) * LEVEL : 0;
    const online = pt.count - pile;
    for (let j = pile ? 1 : 0, n = 0; n < online; j++, n++) {
      const key = j === 0 ? 0 : pt.full - j;
      checkers.push({ key: `${c}${pt.point}-${key}`, x, y: y0 + dir * (FIRST + lift + j * SLOT), z: 0, point: pt.point });
    }
    if (pile) {
      badges.push({ key: `badge-${c}${pt.point}`, x: x + R * 0.62, y: y0 + dir * (FIRST + lift) + dir * R * 0.55, size: pile });
    }
  }
  /** @type {{key: string, x: number, y: number}[]} */
  const slabs = [];
  for (let i = 0; i < side.off; i++) {
    const y = c === "w" ? H - BAND - 8 - (i + 1) * (SLAB + SLAB_GAP) : BAND + 8 + i * (SLAB + SLAB_GAP);
    slabs.push({ key: `off-${c}-${i}`, x: TRAY_X + 9, y });
  }
  return { checkers, badges, slabs };
}

/**
 * The sides after one die event, for the animation only (the engine's next view is the truth).
 * @param {Record<Color, SideView>} sides @param {DieEvent} event
 */
export function afterEvent(sides, event) {
  const next = structuredClone(sides);
  const pt = next[event.player].points[event.die - 1];
  if (event.use === "unstack") {
    pt.stacks -= 1;
    pt.stacked = pt.stacks ? pt.stacks + 1 : 0;
  } else if (event.use === "bear-off") {
    pt.count -= 1;
    next[event.player].off += 1;
  }
  return next;
}

// ─── The dice shown: the last throw and what became of each die ─────────────────────────────

/**
 * The dice on the board after the history so far: the last throw, each die where it went.
 * @param {Entry[]} history @param {View} view @returns {DiceModel | null}
 */
export function diceModel(history, view) {
  let i = history.length - 1;
  while (i >= 0 && history[i].kind !== "throw" && history[i].kind !== "opening") i--;
  if (i < 0) return null;
  const entry = history[i];
  const dice = entry.dice ?? [];
  if (entry.kind === "opening") {
    return {
      key: `e${entry.n}`, caption: entry.starter ? "" : strings.board.tie,
      dice: [{ value: dice[0], owner: "w", half: "w", status: "idle", crossed: false },
             { value: dice[1], owner: "b", half: "b", status: "idle", crossed: false }],
    };
  }
  const roller = /** @type {Color} */ (entry.player);
  const receiver = roller === "w" ? "b" : "w";
  /** @type {DieModel[]} */
  const model = dice.map((value) => ({ value, owner: roller, half: roller, status: "fresh", crossed: false }));
  if (entry.rerolled) {
    model.forEach((d) => (d.status = "rerolled"));
    return { key: `e${entry.n}`, dice: model, caption: strings.board.againBy(strings.color[roller]) };
  }
  for (const event of entry.events ?? []) applyDieEvent(model, event);
  for (const later of history.slice(i + 1)) {
    if (later.kind === "claim") for (const event of later.events ?? []) applyDieEvent(model, event);
  }
  const pending = [...view.pending.dice];
  for (const die of model) {
    if (die.status !== "fresh") continue;
    const k = pending.indexOf(die.value);
    if (k >= 0 && view.pending.player === receiver) {
      pending.splice(k, 1);
      Object.assign(die, { half: receiver, status: "pending", crossed: true });
    } else {
      die.status = "idle";
    }
  }
  return { key: `e${entry.n}`, dice: model, caption: entry.again ? strings.board.againBy(strings.color[roller]) : "" };
}

/** Mark the die an event used (the first of its value not yet accounted for). @param {DieModel[]} model @param {DieEvent} event */
function applyDieEvent(model, event) {
  const die = model.find((d) => d.value === event.die && (d.status === "fresh" || (event.passed && d.status === "pending")));
  if (!die) return null;
  die.status = event.use ? "used" : "lost";
  if (event.passed) Object.assign(die, { half: event.player, crossed: true });
  return die;
}

// ─── The board object ───────────────────────────────────────────────────────────────────────

export class Board {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
    svg.setAttribute("role", "img");
    drawDefs(svg);
    drawFrame(svg);
    this.points = el("g", { class: "points" }, svg);
    drawPoints(this.points);
    this.marks = el("g", { class: "marks" }, svg);
    this.trays = el("g", { class: "trays" }, svg);
    this.checkers = el("g", { class: "checkers", filter: "url(#shadow)" }, svg);
    this.badges = el("g", { class: "badges" }, svg);
    this.cubeLayer = el("g", { class: "cube-layer" }, svg);
    this.diceLayer = el("g", { class: "dice" }, svg);
    this.caption = el("text", { class: "caption", x: diceCX, y: H / 2 + 7, "text-anchor": "middle" }, svg);
    this.names = { w: /** @type {SVGTextElement} */ (svg.querySelector(".name-w")), b: /** @type {SVGTextElement} */ (svg.querySelector(".name-b")) };
    this.offCounts = { w: /** @type {SVGTextElement} */ (svg.querySelector(".offcount-w")), b: /** @type {SVGTextElement} */ (svg.querySelector(".offcount-b")) };
    /** @type {Map<string, SVGGElement>} */ this.checkerEls = new Map();
    /** @type {Map<string, SVGGElement>} */ this.badgeEls = new Map();
    /** @type {Map<string, SVGElement>} */ this.slabEls = new Map();
    /** @type {Map<string, SVGElement>} */ this.markEls = new Map();
    /** @type {Map<string, SVGGElement>} */ this.dieEls = new Map();
    this.cube = drawCube(this.cubeLayer);
    this.motion = 1; // 0: no animation (prefers-reduced-motion)
  }

  /**
   * Draw a view at once (no animation): checkers, trays, cube, dice, names, description.
   * @param {View} view @param {Entry[]} history
   */
  show(view, history) {
    this.syncSides(view.sides, 0);
    this.syncCube(view, 0);
    this.syncDice(diceModel(history, view), 0);
    if (!history.length && view.opening) this.caption.textContent = strings.board.openingCaption;
    this.syncMarks(history);
    this.syncLabels(view);
    this.svg.dataset.position = view.position;
    this.svg.setAttribute("aria-label", describeBoard(view));
  }

  /**
   * Animate what one action did, from the board as shown to `view`, then show `view`.
   * @param {Entry} entry @param {View} before @param {View} view @param {Entry[]} history the history including `entry`
   */
  async play(entry, before, view, history) {
    if (!this.motion) return this.show(view, history);
    this.syncMarks([]);
    const final = diceModel(history, view);
    if ((entry.kind === "throw" || entry.kind === "opening") && final) {
      /** @type {DiceModel} */
      const landing = { key: final.key, caption: "", dice: final.dice.map((d) => ({ ...d, half: d.owner, status: "fresh", crossed: false })) };
      this.syncDice(landing, 0);
      await this.land(landing);
    }
    let sides = before.sides;
    const shown = this.currentDice;
    for (const event of entry.events ?? []) {
      const die = shown ? applyDieEvent(shown.dice, event) : null;
      if (die && event.passed && shown) {
        if (entry.kind === "throw") die.status = "fresh"; // crossing first, used after
        die.half = event.player;
        await this.syncDice(shown, 420);
        die.status = event.use ? "used" : "lost";
      }
      if (shown) this.highlight(shown, die);
      if (event.use) {
        sides = afterEvent(sides, event);
        await this.syncSides(sides, 380);
      } else {
        await wait(160);
      }
      if (shown) await this.syncDice(shown, 0);
    }
    if (entry.kind === "double" || entry.kind === "take" || entry.kind === "drop") await this.syncCube(view, 420);
    this.show(view, history);
  }

  /** Dice tumbling onto the felt. @param {DiceModel} model */
  async land(model) {
    const flights = model.dice.map((d, i) => {
      const node = this.dieEls.get(`${model.key}-${i}`);
      const body = node?.firstElementChild;
      if (!body) return null;
      const from = inward(d.owner) * -90;
      return body.animate([
        { transform: `translate(${i ? 40 : -40}px, ${from}px) rotate(${i ? 250 : -220}deg) scale(0.7)`, opacity: 0 },
        { transform: `translate(${i ? 6 : -6}px, ${from * 0.12}px) rotate(${i ? -12 : 10}deg) scale(1.04)`, opacity: 1, offset: 0.75 },
        { transform: "none", opacity: 1 },
      ], { duration: 460, easing: "cubic-bezier(.2,.7,.3,1)" }).finished;
    });
    await Promise.all(flights.map((f) => f?.catch(() => {})));
  }

  /** @param {DiceModel} model @param {DieModel | null} die */
  highlight(model, die) {
    model.dice.forEach((d, i) => this.dieEls.get(`${model.key}-${i}`)?.classList.toggle("active", d === die));
  }

  /** Checkers, slabs and badges to these sides; moved ones glide. @param {Record<Color, SideView>} sides @param {number} ms */
  async syncSides(sides, ms) {
    const w = layoutSide("w", sides.w), b = layoutSide("b", sides.b);
    const checkers = [...w.checkers, ...b.checkers].sort((p, q) => p.z - q.z);
    const moves = [];
    const wanted = new Set(checkers.map((c) => c.key));
    for (const [key, node] of this.checkerEls) {
      if (!wanted.has(key)) {
        const goes = ms ? this.flyOff(key, node, sides, ms) : null;
        if (goes) moves.push(goes);
        else node.remove();
        this.checkerEls.delete(key);
      }
    }
    for (const spec of checkers) {
      let node = this.checkerEls.get(spec.key);
      const color = /** @type {Color} */ (spec.key[0]);
      if (!node) {
        node = drawChecker(color);
        this.checkerEls.set(spec.key, node);
      }
      node.dataset.player = color;
      node.dataset.point = String(spec.point);
      const to = translate(spec.x, spec.y);
      const from = node.getAttribute("transform");
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
    for (const c of /** @type {Color[]} */ (["w", "b"])) this.offCounts[c].textContent = `${sides[c].off} ${strings.board.off}`;
    await Promise.all(moves);
  }

  /**
   * A checker borne off glides to its slab in the tray before it goes.
   * @param {string} key @param {SVGGElement} node @param {Record<Color, SideView>} sides @param {number} ms
   */
  flyOff(key, node, sides, ms) {
    const c = /** @type {Color} */ (key[0]);
    const i = sides[c].off - 1;
    const y = c === "w" ? H - BAND - 8 - (i + 1) * (SLAB + SLAB_GAP) + SLAB / 2 : BAND + 8 + i * (SLAB + SLAB_GAP) + SLAB / 2;
    const from = node.getAttribute("transform") ?? "";
    this.checkers.appendChild(node);
    return glide(node, from, translate(TRAY_X + TRAY_W / 2, y), ms, true).then(() => node.remove());
  }

  /** The cube in the middle of the bar, at its owner's side, or offered. @param {View} view @param {number} ms */
  async syncCube(view, ms) {
    const cube = view.cube;
    this.cube.classList.toggle("hidden", !cube.enabled);
    this.cube.classList.toggle("offered", cube.offered);
    const value = cube.offered ? cube.value * 2 : cube.value;
    /** @type {SVGTextElement} */ (this.cube.querySelector("text")).textContent = String(value);
    const doubler = view.turn;
    // Offered: beside the dice, pushed toward the player who must take or drop.
    const x = cube.offered ? DX + DW - 46 : BAR_X + BAR_W / 2;
    const y = cube.offered ? (doubler === "w" ? H / 2 - 60 : H / 2 + 60)
      : cube.owner === "w" ? H - BAND - 44 : cube.owner === "b" ? BAND + 44 : H / 2;
    const to = translate(x, y);
    const from = this.cube.getAttribute("transform");
    this.cube.setAttribute("transform", to);
    this.cube.dataset.value = String(cube.value);
    this.cube.dataset.owner = cube.owner ?? "middle";
    if (ms && from && from !== to) await glide(this.cube, from, to, ms);
  }

  /** @param {DiceModel | null} model @param {number} ms */
  async syncDice(model, ms) {
    this.currentDice = model;
    const specs = (model?.dice ?? []).map((d, i) => {
      const y = diceY(d.half);
      const single = model?.dice.length === 2 && model.key && d.owner !== model.dice[1 - i].owner;
      const x = single ? diceCX : diceCX + (i ? 38 : -38);
      return { key: `${model?.key}-${i}`, x, y, die: d };
    });
    const moves = [];
    syncKeyed(this.diceLayer, this.dieEls, specs, (spec) => drawDie(spec.die.owner, spec.die.value), (node, spec) => {
      node.setAttribute("class", `die die-${spec.die.owner} ${spec.die.status}${spec.die.crossed ? " crossed" : ""}`);
      node.dataset.value = String(spec.die.value);
      node.dataset.half = spec.die.half;
      node.dataset.status = spec.die.status;
      node.setAttribute("aria-hidden", "true");
      const to = translate(spec.x, spec.y);
      const from = node.getAttribute("transform");
      if (ms && from && from !== to) moves.push(glide(node, from, to, ms, false, true));
      node.setAttribute("transform", to);
    });
    this.caption.textContent = model?.caption ?? "";
    await Promise.all(moves);
  }

  /** Outline the points the last action used. @param {Entry[]} history */
  syncMarks(history) {
    const last = history[history.length - 1];
    const specs = (last?.events ?? []).filter((e) => e.use).map((e) => ({ key: `mark-${e.player}${e.die}`, c: e.player, p: e.die }));
    const unique = [...new Map(specs.map((s) => [s.key, s])).values()];
    syncKeyed(this.marks, this.markEls, unique, (spec) => el("path", { class: "mark", d: trianglePath(spec.c, spec.p, 1) }), () => {});
  }

  /** @param {View} view */
  syncLabels(view) {
    for (const c of /** @type {Color[]} */ (["w", "b"])) {
      const player = view.players[c];
      const who = player.kind === "computer" ? `${strings.color[c]} · ${strings.computer}` : strings.color[c];
      this.names[c].textContent = who.toUpperCase();
      const acting = !view.outcome && (view.opening ? false : view.current === c);
      this.names[c].classList.toggle("acting", acting);
      this.svg.querySelector(`.glow-${c}`)?.classList.toggle("on", acting);
    }
  }
}

/**
 * Create, update and remove keyed children of a layer.
 * @template {{key: string}} S
 * @param {Element} layer @param {Map<string, any>} map @param {S[]} specs
 * @param {(spec: S) => Element} make @param {(node: any, spec: S) => void} update
 */
function syncKeyed(layer, map, specs, make, update) {
  const wanted = new Set(specs.map((s) => s.key));
  for (const [key, node] of map) if (!wanted.has(key)) { node.remove(); map.delete(key); }
  for (const spec of specs) {
    let node = map.get(spec.key);
    if (!node) {
      node = make(spec);
      node.dataset.key = spec.key;
      map.set(spec.key, node);
      layer.appendChild(node);
    }
    update(node, spec);
  }
}

/**
 * Glide an element between two `translate(x y)` transforms, lifted in the middle.
 * @param {Element} node @param {string} from @param {string} to @param {number} ms @param {boolean} [shrink] @param {boolean} [spin]
 */
function glide(node, from, to, ms, shrink = false, spin = false) {
  const [x0, y0] = parse(from), [x1, y1] = parse(to);
  const mid = `translate(${(x0 + x1) / 2}px, ${(y0 + y1) / 2}px) scale(1.14)${spin ? " rotate(160deg)" : ""}`;
  const end = `translate(${x1}px, ${y1}px)${shrink ? " scale(0.4)" : ""}${spin ? " rotate(360deg)" : ""}`;
  return node.animate([{ transform: `translate(${x0}px, ${y0}px)` }, { transform: mid }, { transform: end }],
    { duration: ms, easing: "cubic-bezier(.4,0,.2,1)" }).finished.catch(() => {});
}

/** @param {string} transform */
function parse(transform) {
  const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(transform);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The position in words, for the board's aria-label. @param {View} view */
export function describeBoard(view) {
  const b = strings.board;
  const sides = /** @type {Color[]} */ (["w", "b"]).map((c) => {
    const points = view.sides[c].points.map((p) => b.point(p.point, p.count, p.stacked));
    return b.side(strings.color[c], joinWords(points), view.sides[c].off);
  });
  const parts = [`${b.label}. ${sides.join(". ")}.`];
  if (view.cube.enabled) {
    parts.push(b.cube(view.cube.value, view.cube.owner ? b.cubeOwner(strings.color[view.cube.owner]) : b.cubeMiddle) + ".");
  }
  if (!view.outcome) parts.push(view.opening ? b.opening + "." : b.turn(strings.color[view.turn]) + ".");
  return parts.join(" ");
}
