// The move list, one line an action in words (each game's `describe`), a heading before each game
// of a match, and the live region that announces each action as it is played.

import { redraw } from "../app/render.js";
import { pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $, make } from "./dom.js";
import { gameHeading } from "./match.js";
import { playerNames } from "./player-names.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../engine/types.js").Entry} Entry */

/**
 * Append the lines not yet listed (the list is rebuilt when the game or the language changes).
 * Each line is a button: pressing it shows the position after that action.
 * @param {State} state
 */
export function updateMoves(state) {
  const page = pageOf(state.view);
  if (!page) return; // its game's words load: listed once they are here
  const list = $("move-list");
  const key = `${state.gameId ?? ""}|${strings.moves.heading}`;
  const rebuilt = redraw("move-list", key) || list.querySelectorAll("li.entry").length > state.history.length;
  if (rebuilt) list.replaceChildren();
  const names = playerNames(state.view);
  const listed = list.querySelectorAll("li.entry").length;
  for (const entry of state.history.slice(listed)) {
    if (entry.match) {
      // A match: a heading before each of its games, with the score before it (the games numbered as they come).
      const k = list.querySelectorAll("li.game-heading").length + 1;
      list.appendChild(make("li", { className: "game-heading", text: gameHeading(entry.match, k, names) }));
    }
    const item = make("li", { className: `entry entry-${entry.kind} by-${entry.player ?? "both"}` });
    item.dataset.n = String(entry.n);
    const step = make("button", { className: "step", text: page.describe(entry, names), attrs: { type: "button" } });
    step.dataset.step = String(entry.n);
    item.append(step);
    list.appendChild(item);
  }
  const at = state.stepping?.n ?? null;
  const added = rebuilt || state.history.length > listed;
  for (const node of list.querySelectorAll("button.step")) {
    if (Number(/** @type {HTMLElement} */ (node).dataset.step) === at) node.setAttribute("aria-current", "step");
    else node.removeAttribute("aria-current");
  }
  showTail(list, state, names);
  // The list scrolls, never the page; only when lines came or stepping ended (reading the
  // list's height lays the page out, which every render would otherwise pay for).
  if (at === null && (added || redraw("move-list-at", "live"))) list.scrollTop = list.scrollHeight;
  else if (at !== null) redraw("move-list-at", "stepping");
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
