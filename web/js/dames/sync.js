// What the board shows, brought to a view: checkers, slabs and badges, the cube, the dice and
// their caption, the marks of the last action, the names. Each element is keyed (motion.js);
// one that moves glides when a duration is given.

import { strings } from "../i18n/strings.js";
import { setText } from "../ui/dom.js";
import { drawChecker, drawDie } from "../equipment/pieces.js";
import { el, translate } from "../equipment/svg.js";
import { drawBadge, trianglePath } from "./drawing.js";
import { SLAB } from "./geometry.js";
import { layoutSide } from "./layout.js";
import { glide, syncKeyed } from "./motion.js";

/** @typedef {import("../engine/types.js").DamesView} View @typedef {import("../engine/types.js").Entry} Entry */
/** @typedef {import("../engine/types.js").Sides} Sides @typedef {import("../engine/types.js").Color} Color */
/** @typedef {import("../engine/types.js").Table} Table @typedef {import("../engine/types.js").Die} Die */
/** @typedef {import("./scene.js").Scene} Scene */

const COLORS = /** @type {Color[]} */ (["w", "b"]);
export const other = (/** @type {Color} */ c) => (c === "w" ? "b" : "w");

/** Checkers, slabs and badges to these sides; moved ones glide. @param {Scene} s @param {Sides} sides @param {number} ms */
export async function syncSides(s, sides, ms) {
  const g = s.g;
  const w = layoutSide(g, "w", sides.w),
    b = layoutSide(g, "b", sides.b);
  const checkers = [...w.checkers, ...b.checkers].sort((p, q) => p.z - q.z);
  /** @type {Promise<void>[]} */
  const moves = [];
  const wanted = new Set(checkers.map((c) => c.key));
  for (const [key, node] of s.checkerEls) {
    if (wanted.has(key)) continue;
    s.checkerEls.delete(key);
    if (ms) moves.push(flyOff(s, /** @type {Color} */ (key[0]), node, sides, ms));
    else node.remove();
  }
  for (const spec of checkers) {
    const color = /** @type {Color} */ (spec.key[0]);
    let node = s.checkerEls.get(spec.key);
    if (!node) {
      node = drawChecker(color);
      s.checkerEls.set(spec.key, node);
    }
    node.dataset.player = color;
    node.dataset.point = String(spec.point);
    const to = translate(spec.x, spec.y),
      from = node.getAttribute("transform");
    if (from && from !== to && ms) {
      s.checkers.appendChild(node); // the moving checker on top
      moves.push(glide(node, from, to, ms));
    } else if (node.parentNode !== s.checkers) {
      s.checkers.appendChild(node);
    }
    node.setAttribute("transform", to);
  }
  // Without motion, stacked in their order; a checker already in its place is not moved (a node
  // moved is laid out and painted again).
  if (!ms) {
    checkers.forEach((spec, i) => {
      const node = /** @type {SVGGElement} */ (s.checkerEls.get(spec.key));
      if (s.checkers.children[i] !== node) s.checkers.insertBefore(node, s.checkers.children[i] ?? null);
    });
  }
  syncKeyed(
    s.trays,
    s.slabEls,
    [...w.slabs, ...b.slabs],
    (spec) => {
      const c = spec.key[4];
      return el("rect", { class: `off off-${c}`, "data-player": c, width: g.TRAY_W - 18, height: SLAB, rx: 3 });
    },
    (node, spec) => node.setAttribute("transform", translate(spec.x, spec.y)),
  );
  syncKeyed(
    s.badges,
    s.badgeEls,
    [...w.badges, ...b.badges],
    () => drawBadge(),
    (node, spec) => {
      node.setAttribute("transform", translate(spec.x, spec.y));
      setText(/** @type {SVGTextElement} */ (node.querySelector("text")), String(spec.size));
    },
  );
  // A phone's tray says its count alone (the word would run into point 1's number).
  for (const c of COLORS) setText(s.offCounts[c], g.narrow ? String(sides[c].off) : `${sides[c].off} ${strings.board.off}`);
  await Promise.all(moves);
}

/** A checker borne off glides to its slab in the tray before it goes. @param {Scene} s @param {Color} c @param {SVGGElement} node @param {Sides} sides @param {number} ms */
function flyOff(s, c, node, sides, ms) {
  const y = s.g.slabY(c, sides[c].off - 1) + SLAB / 2;
  s.checkers.appendChild(node);
  return glide(node, node.getAttribute("transform") ?? "", translate(s.g.TRAY_X + s.g.TRAY_W / 2, y), ms, true).then(() => node.remove());
}

/** The cube in the middle of the bar, at its owner's side, or offered. @param {Scene} s @param {View} view @param {number} ms */
export async function syncCube(s, view, ms) {
  const cube = view.cube,
    node = s.cube;
  node.classList.toggle("hidden", !cube.enabled);
  node.classList.toggle("offered", cube.offered);
  setText(/** @type {SVGTextElement} */ (node.querySelector("text")), String(cube.face));
  // Offered: pushed toward the player who must take or drop (the one to act now).
  const { x, y } = s.g.cubeSpot(cube.owner, cube.offered ? view.current : null);
  for (const c of COLORS) s.tags[c].setAttribute("x", String(s.g.tagSpot(c, cube.offered && view.current === c).x));
  const to = translate(x, y),
    from = node.getAttribute("transform");
  node.setAttribute("transform", to);
  node.dataset.value = String(cube.value);
  node.dataset.owner = cube.owner ?? "middle";
  if (ms && from && from !== to) await glide(node, from, to, ms);
}

/** The dice of a table, each on its half, with its status. @param {Scene} s @param {Table} table @param {Die[]} dice @param {number} ms */
export async function syncDice(s, table, dice, ms) {
  const specs = dice.map((d, i) => {
    const single = dice.length === 2 && d.owner !== dice[1 - i].owner; // the opening: one die each
    return { key: `${table.key}-${i}`, ...s.g.dieSpot(d.half, i, single), die: d };
  });
  /** @type {Promise<void>[]} */
  const moves = [];
  syncKeyed(
    s.dice,
    s.dieEls,
    specs,
    (spec) => drawDie(spec.die.owner, spec.die.value),
    (node, spec) => {
      const crossed = spec.die.half !== spec.die.owner;
      node.setAttribute("class", `die die-${spec.die.owner} ${spec.die.status}${crossed ? " crossed" : ""}`);
      node.dataset.value = String(spec.die.value);
      node.dataset.half = spec.die.half;
      node.dataset.status = spec.die.status;
      node.setAttribute("aria-hidden", "true");
      const to = translate(spec.x, spec.y),
        from = node.getAttribute("transform");
      if (ms && from && from !== to) moves.push(glide(node, from, to, ms, false, true));
      node.setAttribute("transform", to);
    },
  );
  setCaption(s, caption(table));
  setTags(s, dice);
  await Promise.all(moves);
}

/** The words beside the dice; on a phone, on a pill as wide as they are. @param {Scene} s @param {string} text */
function setCaption(s, text) {
  if (s.caption.textContent === text) return; // unchanged: its pill too (measuring it lays the page out)
  s.caption.textContent = text;
  if (!s.captionBack) return;
  const width = text ? s.caption.getComputedTextLength() + 32 : 0;
  s.captionBack.setAttribute("width", String(width));
  s.captionBack.setAttribute("x", String(s.g.pointsCX - width / 2));
  s.captionBack.classList.toggle("hidden", !text);
}

/**
 * Under the dice on each half, in words, what became of those not simply played by their
 * thrower: passed to this player, to claim, lost. A cross or a shade alone is easy to miss.
 * @param {Scene} s @param {Die[]} dice
 */
function setTags(s, dice) {
  const t = strings.board.dieTag;
  for (const c of COLORS) {
    const words = dice
      .filter((d) => d.half === c)
      .map((d) =>
        d.status === "lost"
          ? t.lost(d.value)
          : d.status === "pending"
            ? t.pending(d.value)
            : d.status === "used" && d.owner !== c
              ? t.passed(d.value)
              : "",
      )
      .filter(Boolean);
    setText(s.tags[c], words.join(" · "));
  }
}

/** The words beside the dice. @param {Table} table */
function caption(table) {
  if (table.caption === "opening") return strings.board.openingCaption;
  if (table.caption === "tie") return strings.board.tie;
  if (table.caption === "again" && table.by) return strings.board.againBy(strings.color[table.by]);
  return "";
}

/** Outline the points the last action used. @param {Scene} s @param {Entry | null} last */
export function syncMarks(s, last) {
  const specs = (last?.events ?? []).flatMap((e) =>
    e.point === null ? [] : [{ key: `mark-${e.player}${e.point}`, c: e.player, p: e.point }],
  );
  const unique = [...new Map(specs.map((spec) => [spec.key, spec])).values()];
  syncKeyed(
    s.marks,
    s.markEls,
    unique,
    (spec) => el("path", { class: "mark", d: trianglePath(s.g, spec.c, spec.p, 1) }),
    () => {},
  );
}

/** The players' names, the one to act lit. @param {Scene} s @param {SVGSVGElement} svg @param {View} view */
export function syncLabels(s, svg, view) {
  for (const c of COLORS) {
    const player = view.players[c];
    const who = player.kind === "computer" ? `${strings.color[c]} · ${strings.computer}` : strings.color[c];
    setText(s.names[c], who.toUpperCase());
    const acting = !view.outcome && !view.opening && view.current === c;
    s.names[c].classList.toggle("acting", acting);
    svg.querySelector(`.glow-${c}`)?.classList.toggle("on", acting);
  }
}
