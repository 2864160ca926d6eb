// The embedded backgammon board (embed.html?game=backgammon), for an article's <iframe>: a
// position (a GNU Backgammon Position ID or an XGID), the dice thrown in it, and moves to replay,
// stepped through with Previous / Next. Everything from the address goes to the engine, which
// reads the position, replays the moves once (`steps`, py/rabattues/backgammon/embed.py) and says
// what it could not use; the page only draws and words its answer. Nothing is stored.
//
//   embed.html?game=backgammon&position=XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10&dice=31
//   embed.html?game=backgammon&moves=31,8/5 6/5,64,24/18 13/9&step=4

import { readBgEmbedAddress } from "../app/address.js";
import { quote } from "../app/bidi.js";
import { strings } from "../i18n/strings.js";
import { NARROW } from "../ui/board-settings.js";
import { $, setText, show } from "../ui/dom.js";
import { onClick, onReducedMotion } from "../ui/events.js";
import { BgBoard } from "./board.js";
import { pastedWords } from "./interop.js";
import { describeBgEntry, diceText } from "./label.js";

/** @typedef {import("../engine/types.js").Answer} Answer */
/** @typedef {{call: (op: string, ...args: string[]) => Promise<Answer>, listen: (handlers: any) => void}} Engine */

const e = strings.embed;
const names = strings.color; // live views: the language shown when read
/** The backgammon embed's one state: changed only through `render(mutation)`. */
const state = {
  /** @type {any[]} the view at each step: the position given, then after each action */
  views: /** @type {any[]} */ ([]),
  /** @type {any[]} the entry of each action */
  history: /** @type {any[]} */ ([]),
  index: 0,
  /** the step that shows the position given (with its dice, when the address gives them) */
  given: 0,
  /** @type {string[]} what the address asked and could not be done, in words */
  problems: /** @type {string[]} */ ([]),
  ready: false,
  busy: false,
};

/** Change the state, then show it. @param {Partial<typeof state>} [mutation] */
function render(mutation = {}) {
  Object.assign(state, mutation);
  const { views, history, index, given } = state;
  const view = views[index];
  setText($("embed-step"), views.length ? (index <= given ? e.given : e.step(index - given, views.length - 1 - given)) : "");
  setText($("embed-move"), !view ? (state.ready ? "" : e.loading) : index <= given ? position(view) : describeBgEntry(history[index - 1], names));
  const replaying = views.length > 1;
  show($("embed-prev"), replaying);
  show($("embed-next"), replaying);
  /** @type {HTMLButtonElement} */ ($("embed-prev")).disabled = state.busy || index === 0;
  /** @type {HTMLButtonElement} */ ($("embed-next")).disabled = state.busy || index >= views.length - 1;
  const error = $("embed-error");
  setText(error, state.problems.join(" "));
  error.hidden = !state.problems.length;
  document.body.dataset.state = state.ready ? "ready" : "loading";
  if (state.ready && !performance.getEntriesByName("embed-ready").length) performance.mark("embed-ready"); // bench/startup.py
  document.body.dataset.idle = String(state.ready && !state.busy);
}

/** The position given, in a line: who is to move what, or to throw. @param {any} view */
function position(view) {
  const who = names[/** @type {"w" | "b"} */ (view.current)];
  return view.thrown ? strings.bg.toMove(who, diceText(view.thrown)) : strings.status.toThrow(who);
}

/** Ask the engine for every step, then show the one the address names. @param {BgBoard} board @param {Engine} engine */
async function begin(board, engine) {
  const { ask, problems } = readBgEmbedAddress(location.search);
  const said = problems.map((p) => (p.what === "too-long" ? strings.errors.urlTooLong(Number(p.value)) : e.unknown(p.value)));
  if (problems.some((p) => p.what === "too-long")) return render({ problems: said, ready: true });
  const request = { game: "backgammon", position: ask.position, dice: ask.dice, moves: ask.moves };
  /** @type {Answer} */
  const answer = await engine.call("steps", JSON.stringify(request)).catch((error) => ({ ok: false, error: String(error?.message ?? error) }));
  if (!answer.ok) {
    const why = String(answer.error);
    said.push(ask.position !== null ? e.badPosition(quote(ask.position, 80), why) : `${e.error}: ${why}.`);
    const start = await engine.call("steps", JSON.stringify({ game: "backgammon" })).catch(() => null); // the start, not a blank
    if (start?.ok) board.show(start.views[0]);
    return render({ problems: said, ready: true });
  }
  const unkept = answer.pasted ? pastedWords(answer.pasted, names, { started: false }) : ""; // only what was not kept
  if (unkept) said.push(unkept);
  if (answer.stopped) said.push(strings.interop.badMove(answer.stopped.n, quote(answer.stopped.action), answer.stopped.error));
  const index = Math.min(ask.step ?? answer.given, answer.views.length - 1);
  board.show(answer.views[index]);
  board.mark(answer.history[index - 1] ?? null);
  render({ views: answer.views, history: answer.history, given: answer.given, index, problems: said, ready: true });
}

/** Move through the replay: forward one step animated, backward at once. @param {BgBoard} board @param {number} delta */
async function go(board, delta) {
  const to = state.index + delta;
  if (state.busy || to < 0 || to >= state.views.length) return;
  const before = state.views[state.index], after = state.views[to];
  render({ index: to, busy: true });
  if (delta === 1) await board.play(state.history[to - 1], before, after);
  else {
    board.show(after);
    board.mark(state.history[to - 1] ?? null);
  }
  render({ busy: false });
}

/** Start the backgammon board in this frame, on the page's shared engine. @param {Engine} engine */
export function startBgEmbed(engine) {
  const board = new BgBoard(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($("board"))));
  const shape = matchMedia(NARROW); // a portrait phone's frame: the phone's board, its words larger
  board.narrow = shape.matches;
  shape.addEventListener("change", () => {
    board.narrow = shape.matches;
    if (board.shown) board.show(board.shown.view);
  });
  const { ask } = readBgEmbedAddress(location.search); // several frames on one page: each landmark named after its own
  const named = ask.position ?? ask.moves;
  $("embed-title").textContent = named ? `${strings.interop.region}: ${quote(named, 80)}` : strings.interop.region;
  document.title = `${strings.interop.region} — ${strings.title}`;
  render();
  onClick($("embed-prev"), () => void go(board, -1));
  onClick($("embed-next"), () => void go(board, 1));
  onReducedMotion((reduce) => (board.motion = reduce ? 0 : 1));
  engine.listen({
    onProgress() {},
    onReady(/** @type {any} */ info) {
      performance.mark("engine-ready", { detail: info });
      document.body.dataset.boot = info.boot;
      begin(board, engine).catch((error) => render({ problems: [`${e.error}: ${String(error?.message ?? error)}.`], ready: true }));
    },
    onFailed(/** @type {any} */ error) {
      render({ problems: [strings.loading.failed(error)], ready: true });
    },
  });
}
