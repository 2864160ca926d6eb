// The embeddable board (embed.html), for an article's <iframe>: a position, dice and preset
// from the address, replayed throw by throw (Previous / Next, each move in words), or played on
// from the step shown. Everything from the address goes through the engine; nothing is stored:
// no localStorage, no sessionStorage, no service worker (the host's readers keep no trace).
//
//   embed.html?preset=charpentier-1699&position=2.2.2.3.3s.3/2.2s.2.3.3s.3s/w&dice=52&step=0
//
//   preset    charpentier-1699 (default) or modern
//   position  RULES.md §11 notation (default: the start, White to throw)
//   dice      throws in order, "43+11+51" ("+", space or comma between them)
//   step      the step shown first (default 0: the position given)
//   mode      "play" to start a playable game from the position at once

import { Board } from "./board/board.js";
import { engine } from "./engine/start-shared.js";
import { onClick, onReducedMotion } from "./ui/events.js";
import { describe } from "./ui/words.js";
import { startView } from "./app/state.js";
import { strings } from "./i18n/strings.js";

/** @typedef {import("./app/state.js").View} View @typedef {import("./app/state.js").Entry} Entry */
/** @typedef {{view: View, history: Entry[], last: Entry | null}} Step */
/** @typedef {{record: any, view: View, history: Entry[], last: Entry | null}} Game */

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w";
const e = strings.embed;
const names = { w: strings.color.w, b: strings.color.b };

const board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($("board"))));
const view = {
  /** @type {Step[]} the position given, then one step a throw */
  steps: /** @type {Step[]} */ ([]),
  index: 0,
  /** @type {Game | null} a game played on from a step */
  game: /** @type {Game | null} */ (null),
  /** @type {string[]} what could not be done as the address asked */
  problems: /** @type {string[]} */ ([]),
  ready: false,
  busy: false,
};

/** The address's settings; unknown names are reported, values are the engine's to judge. */
function readAddress() {
  const params = new URLSearchParams(location.search);
  const ask = { preset: "charpentier-1699", position: START, dice: /** @type {string[]} */ ([]), step: 0, play: false };
  for (const [name, value] of params) {
    if (name === "preset") ask.preset = value.trim();
    else if (name === "position") ask.position = value.trim();
    else if (name === "dice") ask.dice = value.split(/[\s+,;]+/).filter(Boolean).map((t) => t.replace(/^(\d)-(\d)$/, "$1$2"));
    else if (name === "step") ask.step = /^\d{1,3}$/.test(value) ? Number(value) : 0;
    else if (name === "mode") ask.play = value === "play";
    else if (name !== "embed") view.problems.push(e.unknown(name));
  }
  return ask;
}

/** The move of an entry in words. @param {Entry | null} entry @param {View} at @param {Entry[]} history */
function words(entry, at, history) {
  if (!entry) return "";
  const context = { names, strict: at.rules?.claim === "strict", winner: at.outcome?.winner ?? null, last: history.length };
  return describe(entry, context);
}

// ─── Showing ────────────────────────────────────────────────────────────────────────────────

function render() {
  const { steps, index, game } = view;
  const replaying = !game && steps.length > 1;
  let label = "", move = "";
  if (game) {
    label = e.playing;
    move = words(game.last, game.view, game.history);
    if (game.view.outcome) move = `${move} ${strings.status.won(names[game.view.outcome.winner])}.`.trim();
    else if (!game.last) move = strings.status.toThrow(names[game.view.current]);
  } else if (steps.length) {
    label = index === 0 ? e.given : e.step(index, steps.length - 1);
    move = index === 0 ? strings.status.toThrow(names[steps[0].view.turn]) : words(steps[index].last, steps[index].view, steps[index].history);
  } else if (!view.ready) {
    move = e.loading;
  }
  $("embed-step").textContent = label;
  $("embed-move").textContent = move;
  show($("embed-prev"), replaying);
  show($("embed-next"), replaying);
  /** @type {HTMLButtonElement} */ ($("embed-prev")).disabled = view.busy || index === 0;
  /** @type {HTMLButtonElement} */ ($("embed-next")).disabled = view.busy || index >= steps.length - 1;
  const current = steps[index]?.view;
  show($("embed-play"), !game && !!current && !current.outcome);
  show($("embed-replay"), !!game && steps.length > 0);
  renderActions(game);
  const error = $("embed-error");
  error.textContent = view.problems.join(" ");
  error.hidden = !view.problems.length;
  document.body.dataset.state = view.ready ? "ready" : "loading";
  document.body.dataset.idle = String(view.ready && !view.busy);
}

/** The played game's buttons: throw, claims, double, take, drop (the engine's legal actions). @param {Game | null} game */
function renderActions(game) {
  const box = $("embed-actions");
  /** @type {[string, string, boolean][]} token, label, primary */
  const wanted = [];
  if (game && !game.view.outcome) {
    if (game.view.can_throw) wanted.push(["throw", strings.buttons.throw, true]);
    for (const { action } of game.view.actions) {
      if (action.startsWith("c")) wanted.push([action, strings.buttons.claim(Number(action.slice(1))), true]);
      else if (action === "double" || action === "take" || action === "drop") wanted.push([action, strings.buttons[action], action === "take"]);
    }
  }
  const key = JSON.stringify(wanted);
  if (box.dataset.key !== key) {
    box.replaceChildren(...wanted.map(([token, text, primary]) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.action = token;
      button.textContent = text;
      if (primary) button.className = "primary";
      return button;
    }));
    box.dataset.key = key;
  }
  for (const button of box.querySelectorAll("button")) button.disabled = view.busy;
}

/** @param {HTMLElement} node @param {boolean} visible */
function show(node, visible) {
  node.hidden = !visible;
}

// ─── The engine ─────────────────────────────────────────────────────────────────────────────

/** Check the position, start the game there with typed dice, and play each throw of the address. */
async function begin() {
  const ask = readAddress();
  render();
  const checked = await engine.call("position", ask.position);
  if (!checked.ok) return finish([e.badPosition(ask.position, String(checked.error))]);
  const config = { preset: ask.preset, dice: "typed", start: checked.position };
  const first = await engine.newGame(config);
  if (!first.ok) {
    const bad = !(ask.preset in strings.presetName) ? e.badPreset(ask.preset) : `${e.error}: ${first.error}.`;
    return finish([bad]);
  }
  /** @type {Step[]} */
  const steps = [{ view: first.view, history: first.history, last: null }];
  let record = first.record;
  for (const [i, token] of ask.dice.entries()) {
    const next = await engine.act(record, token);
    if (!next.ok) {
      view.problems.push(e.badDice(i + 1, token, String(next.error)));
      break;
    }
    record = next.record;
    steps.push({ view: next.view, history: next.history, last: next.last });
  }
  view.steps = steps;
  view.index = Math.min(ask.step, steps.length - 1);
  board.show(steps[view.index].view, steps[view.index].history);
  finish([]);
  if (ask.play) await play();
}

/** @param {string[]} problems */
function finish(problems) {
  view.problems.push(...problems);
  view.ready = true;
  render();
}

/** Move through the replay: forward one step animated, backward at once. @param {number} delta */
async function go(delta) {
  const to = view.index + delta;
  if (view.busy || view.game || to < 0 || to >= view.steps.length) return;
  const before = view.steps[view.index], after = view.steps[to];
  view.index = to;
  view.busy = true;
  render();
  if (delta === 1 && after.last) await board.play(after.last, before.view, after.view, after.history);
  else board.show(after.view, after.history);
  view.busy = false;
  render();
}

/** A playable game from the step shown: seeded dice, two players at this board, nothing saved. */
async function play() {
  const at = view.steps[view.index]?.view;
  if (!at || view.busy) return;
  view.busy = true;
  render();
  const answer = await engine.newGame({ preset: at.preset, rules: at.rules, start: at.position });
  view.busy = false;
  if (!answer.ok) {
    view.problems.push(`${e.error}: ${answer.error}.`);
    return render();
  }
  view.game = { record: answer.record, view: answer.view, history: answer.history, last: null };
  board.show(answer.view, answer.history);
  render();
}

/** One action of the played game. @param {string} token */
async function act(token) {
  const game = view.game;
  if (!game || view.busy) return;
  view.busy = true;
  render();
  const answer = await engine.act(game.record, token);
  if (!answer.ok) {
    view.busy = false;
    view.problems.push(`${e.error}: ${answer.error}.`);
    return render();
  }
  await board.play(answer.last, game.view, answer.view, answer.history);
  if (view.game !== game) return;
  view.game = { record: answer.record, view: answer.view, history: answer.history, last: answer.last };
  view.busy = false;
  render();
}

function backToReplay() {
  if (view.busy) return;
  view.game = null;
  const step = view.steps[view.index];
  if (step) board.show(step.view, step.history);
  render();
}

// ─── Start ──────────────────────────────────────────────────────────────────────────────────

for (const node of document.querySelectorAll("[data-text]")) {
  /** @type {any} */
  let value = strings;
  for (const part of (node.getAttribute("data-text") ?? "").split(".")) value = value?.[part];
  if (typeof value === "string") node.textContent = value;
}
// Each framed board names its landmark after its throws, so that several frames on one page stay distinct.
const addressDice = new URLSearchParams(location.search).get("dice");
if (addressDice) $("embed-title").textContent = `${strings.embed.region}: ${addressDice.slice(0, 80)}`;
board.show(startView(), []);
render();
onClick($("embed-prev"), () => void go(-1));
onClick($("embed-next"), () => void go(1));
onClick($("embed-play"), () => void play());
onClick($("embed-replay"), backToReplay);
onClick($("embed-actions"), (token) => void act(token), "action");
onReducedMotion((reduce) => (board.motion = reduce ? 0 : 1));
engine.listen({
  onProgress() {},
  onReady(info) {
    performance.mark("engine-ready", { detail: info });
    document.body.dataset.boot = info.boot;
    begin().catch((error) => finish([`${e.error}: ${String(error?.message ?? error)}.`]));
  },
  onFailed(error) {
    finish([strings.loading.failed(error)]);
  },
});
