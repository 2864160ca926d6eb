// The embeddable board (embed.html), for an article's <iframe>: a game's position, dice or moves
// from the address, replayed step by step (Previous / Next, each action in words), or, where its
// game allows, played on from the step shown. The address's `game` (default Dames Rabattues)
// picks the game's part (games.js: its embed.js), which reads the rest of the address, asks the
// engine and draws on its own board; everything from the address goes through the engine, which
// replays the whole list once (`steps`) and refuses a list too long before any work. Nothing is
// stored: no localStorage, no sessionStorage, no service worker (the host's readers keep no trace).
//
//   embed.html?preset=charpentier-1699&position=2.2.2.3.3s.3/2.2s.2.3.3s.3s/w&dice=52&step=0
//   embed.html?game=backgammon&position=XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10&dice=31
//
//   game      the game: dames-rabattues (default; dames/embed.js reads its settings) or backgammon
//             (backgammon/embed.js)

import { askedGame } from "./app/address.js";
import { quote } from "./app/bidi.js";
import "./dames/embed.js"; // the default game's part comes in this page's own file: its board without a second wait
import { engine } from "./engine/engine.js";
import { DEFAULT, gameNamed } from "./games.js";
import { languageReady } from "./i18n/i18n.js";
import { strings } from "./i18n/strings.js";
import { $, button, fillText, setText, show } from "./ui/dom.js";
import { onClick, onReducedMotion } from "./ui/events.js";

/**
 * @typedef {import("./engine/types.js").View} View @typedef {import("./engine/types.js").Entry} Entry
 * @typedef {import("./engine/types.js").Answer} Answer
 * @typedef {import("./games.js").EmbedPart} EmbedPart @typedef {import("./games.js").Call} Call
 * @typedef {{record: any, view: View, last: Entry | null}} Game
 */

const e = strings.embed;
const names = strings.color; // live views: the language shown when read
const asked = askedGame(location.search);
const game = gameNamed(asked ?? DEFAULT);
const part = await (game ?? /** @type {NonNullable<typeof game>} */ (gameNamed(DEFAULT))).embed();
document.body.dataset.game = game ? (asked ?? DEFAULT) : DEFAULT; // embed.css lays each game's frame out
const board = part.makeBoard(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($("board"))));
/** The embed's one state: changed only through `render(mutation)`. */
const state = {
  /** @type {any[]} the view at each step: the position given, then after each action */
  views: /** @type {any[]} */ ([]),
  /** @type {any[]} the entry of each action */
  history: /** @type {any[]} */ ([]),
  index: 0,
  /** the step that shows the position given (with its dice, when the address gives them) */
  given: 0,
  /** whether the address gives a position (else the replay starts from the game's start) */
  positioned: false,
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
  const { views, history, index, given, game } = state;
  const replaying = !game && views.length > 1;
  let label = "",
    move = "";
  if (game) {
    label = e.playing;
    move = game.last ? part.describe(game.last, names) : strings.status.toThrow(names[game.view.current]);
    if (game.view.outcome) move = `${move} ${strings.status.won(names[game.view.outcome.winner])}.`.trim();
  } else if (views.length) {
    label = index <= given ? (state.positioned ? e.given : e.start) : e.step(index - given, views.length - 1 - given);
    move = index <= given ? part.positionLine(views[index], names) : part.describe(history[index - 1], names);
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
  show($("embed-play"), !game && !!part.playFrom && !!current && !current.outcome);
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
 * Replay the address's actions at once (the game's part asks the engine), then show the step asked for.
 * @param {ReturnType<EmbedPart["readAddress"]>} address
 */
async function begin({ ask, problems }) {
  say(...problems.map((p) => (p.what === "too-long" ? strings.errors.urlTooLong(Number(p.value)) : e.unknown(p.value))));
  if (problems.some((p) => p.what === "too-long")) return finish();
  const { steps, problems: told } = await part.replay(ask, call);
  if (steps) {
    const given = steps.given ?? 0,
      index = Math.min(ask.step ?? given, steps.views.length - 1);
    board.show(steps.views[index], steps.history[index - 1] ?? null);
    render({ views: steps.views, history: steps.history, given, index, positioned: ask.position !== null });
  }
  await finish(told);
  if (steps && ask.play) await play();
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
async function finish(problems = []) {
  if (!board.drawn()) {
    const start = await part.fallback(call);
    if (start) board.show(start, null);
  }
  render({ problems: [...state.problems, ...problems], ready: true });
}

/** Move through the replay: forward one step animated, backward at once. @param {number} delta */
async function go(delta) {
  const to = state.index + delta;
  if (state.busy || state.game || to < 0 || to >= state.views.length) return;
  const before = state.views[state.index],
    after = state.views[to];
  render({ index: to, busy: true });
  if (delta === 1) await board.play(state.history[to - 1], before, after);
  else board.show(after, state.history[to - 1] ?? null);
  render({ busy: false });
}

/** A playable game from the step shown: seeded dice, two players at this board, nothing saved. */
async function play() {
  const at = state.views[state.index];
  if (!at || state.busy || !part.playFrom) return;
  render({ busy: true });
  const answer = await engine.newGame(part.playFrom(at)).catch(failure);
  if (!answer.ok) return render({ busy: false, problems: [...state.problems, `${e.error}: ${answer.error}.`] });
  board.show(answer.view, null);
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

/** Start the game's board in this frame. */
function start() {
  const address = part.readAddress(location.search);
  if (!game) address.problems.push({ what: "unknown", value: quote("game") }); // no such game: the default's board
  part.title(address.ask); // several frames on one page: each landmark named after its own
  part.first(address.ask, board);
  render();
  onClick($("embed-prev"), () => void go(-1));
  onClick($("embed-next"), () => void go(1));
  onClick($("embed-play"), () => void play());
  onClick($("embed-replay"), backToReplay);
  onClick($("embed-actions"), (token) => void act(token), "action");
  onReducedMotion((reduce) => board.setMotion(reduce ? 0 : 1));
  engine.listen({
    onProgress() {},
    onReady(info) {
      performance.mark("engine-ready", { detail: info });
      document.body.dataset.boot = info.boot;
      begin(address).catch((error) => finish([`${e.error}: ${String(error?.message ?? error)}.`]));
    },
    onFailed(error) {
      void finish([strings.loading.failed(error)]);
    },
  });
}

await languageReady; // the language's table, when it is not English
fillText(strings);
start();
