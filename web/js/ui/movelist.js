// The move list, one line a step in words (each game's `describe` of the line's last action), a
// heading before each game of a match, and the live region that announces each action as it is played.

import { endOfLine, lastLine, lineOf, linesFrom } from "../app/lines.js";
import { redraw } from "../app/render.js";
import { pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $, make } from "./dom.js";
import { gameHeading } from "./match.js";
import { playerNames } from "./player-names.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../engine/types.js").Entry} Entry */

/**
 * Write the lines not yet listed, and the last one again when an action completed it (a
 * backgammon throw, then its move): one line a step, numbered as the engine numbers them
 * (app/lines.js). Each line is a button: pressing it shows the position after its last action.
 * The list is rebuilt when the game or the language changes.
 * @param {State} state
 */
export function updateMoves(state) {
  const page = pageOf(state.view);
  if (!page) return; // its game's words load: listed once they are here
  const list = $("move-list");
  const key = `${state.gameId ?? ""}|${strings.moves.heading}`;
  const items = () => /** @type {HTMLElement[]} */ ([...list.querySelectorAll("li.entry")]);
  const rebuilt = redraw("move-list", key) || items().length > lastLine(state.history);
  if (rebuilt) list.replaceChildren();
  const names = playerNames(state.view);
  const listed = items();
  const from = Math.max(1, listed.length); // the last line listed may have been completed since
  const tail = list.querySelector(".end, .empty");
  const fresh = document.createDocumentFragment(); // the new lines, put in at once
  let headings = list.querySelectorAll("li.game-heading").length;
  let added = false;
  linesFrom(state.history, from).forEach((entry, i) => {
    const shown = listed[from - 1 + i];
    if (shown?.dataset.n === String(entry.n)) return;
    const item = lineItem(entry, page.describe(entry, names));
    if (shown) shown.replaceWith(item);
    else {
      // A match: a heading before each of its games (its first action carries the score before it).
      const first = state.history[endOfLine(state.history, (entry.line ?? entry.n) - 1)];
      if (first?.match) {
        headings += 1;
        fresh.appendChild(make("li", { className: "game-heading", text: gameHeading(first.match, headings, names) }));
      }
      fresh.appendChild(item);
    }
    added = true;
  });
  if (tail) tail.before(fresh);
  else list.appendChild(fresh);
  const at = state.stepping ? lineOf(state.history, state.stepping.n) : null;
  for (const node of list.querySelectorAll("button.step")) {
    if (Number(/** @type {HTMLElement} */ (node).dataset.line) === at) node.setAttribute("aria-current", "step");
    else node.removeAttribute("aria-current");
  }
  showTail(list, state, names);
  // The list scrolls, never the page; only when lines came or stepping ended (reading the
  // list's height lays the page out, which every render would otherwise pay for).
  if (at === null && (rebuilt || added || redraw("move-list-at", "live"))) list.scrollTop = list.scrollHeight;
  else if (at !== null) redraw("move-list-at", "stepping");
}

/**
 * One line of the list: its words, a button to the position after it. Its number is its place
 * in the list, which is its line (the engine's lines run 1, 2, 3... and the list holds each once,
 * in order); an explicit `value` would say the same and makes Chromium lay the list out in time
 * quadratic in its length (minutes for the longest record). @param {Entry} entry @param {string} text
 */
function lineItem(entry, text) {
  const item = make("li", { className: `entry entry-${entry.kind} by-${entry.player ?? "both"}` });
  item.dataset.n = String(entry.n);
  item.dataset.line = String(entry.line);
  const step = make("button", { className: "step", text, attrs: { type: "button" } });
  step.dataset.step = String(entry.n);
  step.dataset.line = String(entry.line);
  item.append(step);
  return item;
}

/**
 * The line after the actions: the game's end, or "no move yet"; changed only when it changes.
 * @param {HTMLElement} list @param {State} state @param {Record<"w" | "b", string>} names
 */
function showTail(list, state, names) {
  const outcome = state.view.outcome;
  const [className, text] = outcome
    ? ["end", strings.moves.end(names[outcome.winner], outcome.points)]
    : !state.history.length
      ? ["empty", strings.moves.empty]
      : ["", ""];
  const tail = list.querySelector(".end, .empty");
  if (tail && tail.className === className && tail.textContent === text && tail === list.lastElementChild) return;
  tail?.remove();
  if (className) list.appendChild(make("li", { className, text }));
}

/** Announce one action in the live region. @param {State} state @param {Entry} entry */
export function announce(state, entry) {
  const names = playerNames(state.view);
  let text = pageOf(state.view)?.describe(entry, names, { announce: true }) ?? "";
  const outcome = state.view.outcome;
  if (outcome) text += ` ${strings.moves.end(names[outcome.winner], outcome.points)}`;
  $("live").textContent = text;
}
