// The embeddable board (embed.html), for an article's <iframe>: a position, dice and preset from
// the address, replayed throw by throw (Previous / Next, each move in words), or played on from
// the step shown. Everything from the address goes through the engine, which replays the whole
// list once (`steps`) and refuses a list too long before any work; nothing is stored: no
// localStorage, no sessionStorage, no service worker (the host's readers keep no trace).
//
//   embed.html?preset=charpentier-1699&position=2.2.2.3.3s.3/2.2s.2.3.3s.3s/w&dice=52&step=0
//
//   preset    charpentier-1699 (default) or modern
//   position  RULES.md §11 notation (default: the start, White to throw)
//   dice      throws in order, "43+11+51" ("+", space or comma between them)
//   step      the step shown first (default 0: the position given)
//   mode      "play" to start a playable game from the position at once
//   game      "backgammon": a backgammon board instead (js/backgammon/embed.js reads its settings)

import { asksBackgammon, readEmbedAddress } from "./app/address.js";
import { quote } from "./app/bidi.js";
import { startView } from "./app/state.js";
import { Board } from "./dames/board.js";
import { CONSTANTS } from "./engine/constants.js";
import { engine } from "./engine/engine.js";
import { languageReady } from "./i18n/i18n.js";
import { strings } from "./i18n/strings.js";
import { $, button, fillText, setText, show } from "./ui/dom.js";
import { onClick, onReducedMotion } from "./ui/events.js";
import { describe } from "./dames/describe.js";

/** @typedef {import("./engine/types.js").View} View @typedef {import("./engine/types.js").Entry} Entry */
/** @typedef {{record: any, view: View, last: Entry | null}} Game @typedef {import("./engine/types.js").Answer} Answer */

const e = strings.embed;
const names = strings.color; // live views: the language shown when read
const board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($("board"))));
/** The embed's one state: changed only through `render(mutation)`. */
const state = {
  /** @type {View[]} the view at each step: the position given, then after each throw */
  views: /** @type {View[]} */ ([]),
  /** @type {Entry[]} the entry of each throw (with the steps of its animation) */
  history: /** @type {Entry[]} */ ([]),
  index: 0,
  /** @type {Game | null} a game played on from a step */
  game: /** @type {Game | null} */ (null),
  /** @type {string[]} what could not be done as the address asked */
  problems: /** @type {string[]} */ ([]),
  ready: false,
  busy: false,
};

// ─── Showing ────────────────────────────────────────────────────────────────────────────────

/** Change the state, then show it. @param {Partial<typeof state>} [mutation] */
function render(mutation = {}) {
  Object.assign(state, mutation);
  const { views, history, index, game } = state;
  const replaying = !game && views.length > 1;
  let label = "", move = "";
  if (game) {
    label = e.playing;
    move = game.last ? describe(game.last, names) : strings.status.toThrow(names[game.view.current]);
    if (game.view.outcome) move = `${move} ${strings.status.won(names[game.view.outcome.winner])}.`.trim();
  } else if (views.length) {
    label = index === 0 ? e.given : e.step(index, views.length - 1);
    move = index === 0 ? strings.status.toThrow(names[views[0].turn]) : describe(history[index - 1], names);
  } else if (!state.ready) {
    move = e.loading;
  }
  setText($("embed-step"), label);
  setText($("embed-move"), move);
  show($("embed-prev"), replaying);
  show($("embed-next"), replaying);
  /** @type {HTMLButtonElement} */ ($("embed-prev")).disabled = state.busy || index === 0;
  /** @type {HTMLButtonElement} */ ($("embed-next")).disabled = state.busy || index >= views.length - 1;
  const current = views[index];
  show($("embed-play"), !game && !!current && !current.outcome);
  show($("embed-replay"), !!game && views.length > 1); // an example to go back to
  renderActions(game);
  const error = $("embed-error");
  setText(error, state.problems.join(" "));
  error.hidden = !state.problems.length;
  document.body.dataset.state = state.ready ? "ready" : "loading";
  if (state.ready && !performance.getEntriesByName("embed-ready").length) performance.mark("embed-ready"); // bench/startup.py
  document.body.dataset.idle = String(state.ready && !state.busy);
}

/** The played game's buttons: throw, and each decision the engine offers. @param {Game | null} game */
function renderActions(game) {
  const box = $("embed-actions");
  /** @type {[string, string, boolean][]} token, label, primary */
  const wanted = [];
  if (game && !game.view.outcome) {
    if (game.view.can_throw) wanted.push(["throw", strings.buttons.throw, true]);
    for (const decision of game.view.actions) {
      if (decision.kind === "claim") wanted.push([decision.action, strings.buttons.claim(decision.die ?? 0), true]);
      else if (decision.kind === "double" || decision.kind === "take" || decision.kind === "drop") {
        wanted.push([decision.action, strings.buttons[decision.kind], decision.kind === "take"]);
      }
    }
  }
  const key = JSON.stringify(wanted);
  // The key on the box: the embed's state is what it shows, not what it drew (its own page, no render.js).
  if (box.dataset.key !== key) {
    box.replaceChildren(...wanted.map(([token, text, primary]) => button(text, { action: token }, primary ? "primary" : undefined)));
    box.dataset.key = key;
  }
  for (const node of box.querySelectorAll("button")) node.disabled = state.busy;
}

// ─── The engine ─────────────────────────────────────────────────────────────────────────────

/**
 * Replay the address's throws at once (one `steps` call), then show the step asked for.
 * @param {ReturnType<typeof readEmbedAddress>} address
 */
async function begin({ ask, problems }) {
  say(...problems.map((p) => (p.what === "too-long" ? strings.errors.urlTooLong(Number(p.value)) : e.unknown(p.value))));
  if (problems.some((p) => p.what === "too-long")) return finish();
  const replay = (/** @type {string} */ start) => call("steps", JSON.stringify({ preset: ask.preset, start, dice: ask.dice }));
  let answer, badPosition = false;
  if (ask.position === null) answer = await replay(CONSTANTS.start.position);
  else {
    // The position and the replay from it are asked at once: one wait for the engine, not two.
    const [checked, fromIt] = await Promise.all([call("position", ask.position), replay(ask.position)]);
    badPosition = !checked.ok;
    if (checked.ok) answer = fromIt;
    else {
      say(e.badPosition(quote(ask.position, 80), String(checked.error)));
      // Every well-written throw can be played in this game: replayed from the start, the
      // address's throws still say which of them is not one.
      answer = await replay(CONSTANTS.start.position);
    }
  }
  if (!answer.ok) return finish([Object.hasOwn(CONSTANTS.presets, ask.preset) ? `${e.error}: ${answer.error}.` : e.badPreset(quote(ask.preset), Object.keys(CONSTANTS.presets))]);
  if (answer.stopped) say(e.badDice(answer.stopped.n, quote(answer.stopped.action), answer.stopped.error));
  if (badPosition) return finish();
  const index = Math.min(ask.step, answer.views.length - 1);
  board.show(answer.views[index], answer.history[index - 1] ?? null);
  render({ views: answer.views, history: answer.history, index });
  finish();
  if (ask.play) await play();
}

/** An engine call that never throws. @param {string} op @param {...string} args @returns {Promise<Answer>} */
async function call(op, ...args) {
  return engine.call(op, ...args).catch(failure);
}

/** A call that could not reach the engine, as an answer. @param {any} error @returns {Answer} */
function failure(error) {
  return { ok: false, error: String(error?.message ?? error) };
}

/** Say what could not be done as asked. @param {...string} problems */
function say(...problems) {
  render({ problems: [...state.problems, ...problems] });
}

/** Ready: the board shows the replay's step, or, when the address could not be shown, the start (never an empty board). @param {string[]} [problems] */
function finish(problems = []) {
  if (!board.shown) board.show(startView());
  render({ problems: [...state.problems, ...problems], ready: true });
}

/** Move through the replay: forward one step animated, backward at once. @param {number} delta */
async function go(delta) {
  const to = state.index + delta;
  if (state.busy || state.game || to < 0 || to >= state.views.length) return;
  const before = state.views[state.index], after = state.views[to];
  render({ index: to, busy: true });
  if (delta === 1) await board.play(state.history[to - 1], before, after);
  else board.show(after, state.history[to - 1] ?? null);
  render({ busy: false });
}

/** A playable game from the step shown: seeded dice, two players at this board, nothing saved. */
async function play() {
  const at = state.views[state.index];
  if (!at || state.busy) return;
  render({ busy: true });
  const answer = await engine.newGame({ preset: at.preset, rules: at.rules, start: at.position }).catch(failure);
  if (!answer.ok) return render({ busy: false, problems: [...state.problems, `${e.error}: ${answer.error}.`] });
  board.show(answer.view);
  render({ busy: false, game: { record: answer.record, view: answer.view, last: null } });
}

/** One action of the played game. @param {string} token */
async function act(token) {
  const game = state.game;
  if (!game || state.busy) return;
  render({ busy: true });
  const answer = await call("act", JSON.stringify(game.record), token);
  if (!answer.ok) return render({ busy: false, problems: [...state.problems, `${e.error}: ${answer.error}.`] });
  await board.play(answer.last, game.view, answer.view);
  if (state.game !== game) return;
  render({ busy: false, game: { record: answer.record, view: answer.view, last: answer.last } });
}

function backToReplay() {
  if (state.busy) return;
  const at = state.views[state.index];
  if (at) board.show(at, state.history[state.index - 1] ?? null);
  render({ game: null });
}

// ─── Start ──────────────────────────────────────────────────────────────────────────────────

/** Start the 1699 board in this frame. */
function start() {
  const address = readEmbedAddress(location.search);
  // Each framed board names its landmark after its throws, so that several frames on one page stay distinct.
  if (address.ask.dice) $("embed-title").textContent = `${strings.embed.region}: ${quote(address.ask.dice, 80)}`;
  // The start is drawn at once when the address shows it. A position of the address is the
  // engine's to read (its notation is a rule): until it answers, the board is empty, never the
  // start in its place.
  if (address.ask.position === null) board.show(startView());
  else $("board").setAttribute("aria-label", e.loading);
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
      begin(address).catch((error) => finish([`${e.error}: ${String(error?.message ?? error)}.`]));
    },
    onFailed(error) {
      finish([strings.loading.failed(error)]);
    },
  });
}

await languageReady; // the language's table, when it is not English
fillText(strings);
if (asksBackgammon(location.search)) void import("./backgammon/embed.js").then(({ startBgEmbed }) => startBgEmbed(engine)); // game=backgammon
else start();
