// The real-dice pad. Its throws are the engine's (`CONSTANTS.throws`, each token with its
// faces): each distinct throw is one button, so a throw thrown at the table is typed in one
// tap; the opening is one die for each player, sent as soon as both are chosen. Both pads
// share one place in the layout, so nothing moves when the opening ends. The dice are drawn in the colour of the player throwing.

import { redraw } from "../app/render.js";
import { PIPS } from "../equipment/pieces.js";
import { CONSTANTS } from "../engine/constants.js";
import { strings } from "../i18n/strings.js";
import { $, button } from "./dom.js";

/** @typedef {import("../app/state.js").State} State */
/** @typedef {{first: number | null, second: number | null}} Typed */

const SVG = "http://www.w3.org/2000/svg";

/** The faces each player may type at the opening, from the engine's openings (White's die, then Black's). @param {0 | 1} which */
const openingFaces = (which) => [...new Set(CONSTANTS.throws.opening.map((t) => t.dice[which]))];

/** A small die with its pips, for a button's face. @param {number} value */
function dieIcon(value) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "-16 -16 32 32");
  svg.setAttribute("class", "die-icon");
  svg.setAttribute("aria-hidden", "true");
  const face = document.createElementNS(SVG, "rect");
  for (const [k, v] of Object.entries({ x: -14, y: -14, width: 28, height: 28, rx: 6, class: "die-icon-face" }))
    face.setAttribute(k, String(v));
  svg.append(face);
  for (const [i, j] of PIPS[value] ?? []) {
    const pip = document.createElementNS(SVG, "circle");
    for (const [k, v] of Object.entries({ cx: i * 7.5, cy: j * 7.5, r: 2.7, class: "die-icon-pip" })) pip.setAttribute(k, String(v));
    svg.append(pip);
  }
  return svg;
}

/** One button a throw, named in words ("4 and 3"); one tab stop for the whole grid (arrows move). */
function buildGrid() {
  const grid = $("throw-grid");
  const key = strings.typed.throwName(1, 2);
  if (!redraw("throw-grid", key)) return;
  grid.replaceChildren(
    ...CONSTANTS.throws.throw.map(({ action, dice: [a, b] }, i) => {
      const node = button("", { throw: action }, a === b ? "throw-cell double" : "throw-cell");
      node.append(dieIcon(a), dieIcon(b));
      node.setAttribute("aria-label", strings.typed.throwName(a, b));
      node.tabIndex = i === 0 ? 0 : -1;
      return node;
    }),
  );
}

/** Six faces for each player's opening die, named after the player ("White's die: 5"). */
function buildOpening() {
  for (const [id, which, label] of /** @type {[string, 0 | 1, string][]} */ ([
    ["pad-first", 0, strings.typed.whiteDie],
    ["pad-second", 1, strings.typed.blackDie],
  ])) {
    const pad = $(id);
    if (!redraw(id, label)) continue;
    pad.replaceChildren(
      ...openingFaces(which).map((face) => {
        const node = button("", { face: String(face) }, `face face-${which ? "b" : "w"}`);
        node.append(dieIcon(face));
        node.setAttribute("aria-label", strings.typed.face(label, face));
        return node;
      }),
    );
  }
}

/** The pad for the current view: which of the two shows, the dice's colour, the faces chosen. @param {State} state */
export function updatePad(state) {
  buildGrid();
  buildOpening();
  const opening = state.view.opening,
    box = $("typed");
  box.classList.toggle("opening", opening);
  box.dataset.thrower = opening ? "" : state.view.current;
  const chosen = [state.typed.first, state.typed.second];
  for (const [i, id] of ["pad-first", "pad-second"].entries()) {
    for (const node of $(id).querySelectorAll("button")) node.setAttribute("aria-pressed", String(Number(node.dataset.face) === chosen[i]));
  }
  // Busy (the throw animating): the buttons say so but keep the focus, so a keyboard player stays put.
  for (const node of box.querySelectorAll("button")) node.setAttribute("aria-disabled", String(state.busy));
}

/**
 * Follow the pad: a throw at once; an opening die, and the throw once both are chosen.
 * @param {State} state @param {(mutation: {typed: Typed}) => void} render @param {(token: string) => void} perform
 */
export function bindPad(state, render, perform) {
  const grid = $("throw-grid");
  grid.addEventListener("click", (event) => {
    const node = /** @type {HTMLElement} */ (event.target).closest?.("[data-throw]");
    if (!(node instanceof HTMLElement) || state.busy) return;
    moveTabStop(grid, node);
    perform(node.dataset.throw ?? "");
  });
  grid.addEventListener("keydown", (event) => arrows(grid, event));
  for (const [id, which] of /** @type {[string, "first" | "second"][]} */ ([
    ["pad-first", "first"],
    ["pad-second", "second"],
  ])) {
    $(id).addEventListener("click", (event) => {
      const node = /** @type {HTMLElement} */ (event.target).closest?.("[data-face]");
      if (!(node instanceof HTMLElement) || state.busy) return;
      const typed = { ...state.typed, [which]: Number(node.dataset.face) };
      render({ typed });
      const opening = CONSTANTS.throws.opening.find((t) => t.dice[0] === typed.first && t.dice[1] === typed.second);
      if (opening) perform(opening.action);
    });
  }
}

/** The grid's one tab stop moves to this button. @param {HTMLElement} grid @param {HTMLElement} node */
function moveTabStop(grid, node) {
  for (const other of grid.querySelectorAll("button")) other.tabIndex = other === node ? 0 : -1;
}

/** Arrow keys, Home and End move through the grid as it is laid out (its columns follow the width). @param {HTMLElement} grid @param {KeyboardEvent} event */
function arrows(grid, event) {
  const cells = /** @type {HTMLElement[]} */ ([...grid.querySelectorAll("button")]);
  const at = cells.indexOf(/** @type {HTMLElement} */ (document.activeElement));
  if (at < 0) return;
  const columns = cells.filter((c) => c.offsetTop === cells[0].offsetTop).length;
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns, Home: -at, End: cells.length - 1 - at }[event.key];
  if (step === undefined) return;
  event.preventDefault();
  const next = cells[Math.min(cells.length - 1, Math.max(0, at + step))];
  moveTabStop(grid, next);
  next.focus();
}
