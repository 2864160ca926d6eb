// The game page's session: the one way to change its state (`render(mutation)`, which then
// redraws everything that shows it), and the page's timers and counters: the computer's pause
// before it plays, a game another tab changed while this one was busy, answers that come late,
// requests run one at a time (stepping through a game by keys pressed quickly). And what the
// drawers remember of what they drew: a part's key (redrawn only when it changes) and the focus.

import { clip } from "../saves/rescue.js";
import { state } from "./state.js";

/** @typedef {import("./state.js").State} State @typedef {import("./state.js").Message} Message */

/** @type {((state: State) => void)[]} what shows the state: board, controls, lists (main.js wires them) */
const drawers = [];

/** Add something that shows the state; it is called after every change. @param {(state: State) => void} draw */
export function onRender(draw) {
  drawers.push(draw);
}

/** Is a render drawing now? Then a change asked by a drawer (an answer asked for, noted) is drawn by one more pass. */
let drawing = false;
let again = false;

/**
 * Change the state, then show it everywhere (each drawer is cheap when its part did not change).
 * @param {Partial<State>} [mutation]
 */
export function render(mutation = {}) {
  Object.assign(state, mutation);
  if (drawing) {
    again = true;
    return;
  }
  drawing = true;
  try {
    do {
      again = false;
      for (const draw of drawers) draw(state);
    } while (again);
  } finally {
    drawing = false;
  }
}

/**
 * Say something above the board (text only; a hostile address or file may quote megabytes: clipped).
 * @param {string} text @param {"error" | "info"} [kind] @param {Message["actions"]} [actions]
 * @param {string} [topic] messages of a topic go when it is settled (the engine's, once it runs again)
 */
export function say(text, kind = "error", actions, topic) {
  text = clip(text);
  const others = state.messages.filter((m) => m.text !== text || m.topic !== topic);
  /** @type {Message} */
  const message = { text, kind, actions, topic };
  render({ messages: [...others, message].slice(-4) });
  if (isNews(message)) whenShown(() => afterReadable(NEWS_MS, () => expire(message)));
}

/** Run `work` once the page has drawn what was just rendered: a news item's time counts from when
 * it can be read, so a page frozen for longer than NEWS_MS (a 20,000-move game opening on a busy
 * phone) never hides news nobody saw, and a hidden tab keeps it until it is shown. Outside a
 * browser (the node tests) at once. @param {() => void} work */
function whenShown(work) {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => work());
  else work();
}

/** News: an info message with nothing to do. @param {Message} message */
function isNews(message) {
  return message.kind === "info" && !message.actions?.length;
}

/** How long news stays when the player does not act (it floats over the page's foot: a phone's
 * review read under "Game imported." would stay covered), as a snackbar does. */
export const NEWS_MS = 10_000;

/** The steps in which news counts its time. */
const NEWS_STEP_MS = 250;

/** Run `work` once the page has been there to read for `ms`, counted in steps of timers: a page
 * frozen after the news was drawn (the next long answer drawn on a busy machine) counts the freeze
 * as one step, not its length, and news nobody could read is not taken away as it thaws.
 * @param {number} ms @param {() => void} work */
function afterReadable(ms, work) {
  if (ms <= 0) return work();
  setTimeout(() => afterReadable(ms - NEWS_STEP_MS, work), NEWS_STEP_MS);
}

/** Take this news away, unless the player is on it with the keyboard (then asked again after NEWS_MS). @param {Message} message */
function expire(message) {
  if (!state.messages.includes(message)) return;
  const focus = typeof document === "object" ? document.activeElement : null;
  if (focus?.closest("#messages")) return void afterReadable(NEWS_MS, () => expire(message));
  render({ messages: state.messages.filter((m) => m !== message) });
}

/** News (an info message with nothing to do) goes when the player acts again, or after a while
 * (`NEWS_MS`); problems stay until closed. */
export function clearNews() {
  const kept = state.messages.filter((m) => !isNews(m));
  if (kept.length !== state.messages.length) render({ messages: kept });
}

/** Forget the messages of a topic. @param {string} topic */
export function settle(topic) {
  render({ messages: state.messages.filter((m) => m.topic !== topic) });
}

// ─── Time ───────────────────────────────────────────────────────────────────────────────────

let generation = 0;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let timer;
/** @type {string | null} a game another tab changed while this one was busy: followed once idle */
let followLater = null;

/** The number of the game shown: an answer that comes back under another number is for nothing. */
export function current() {
  return generation;
}

/** Another game is shown (or the engine restarted): pending work of the old one is dropped. */
export function nextGame() {
  generation++;
  cancel();
}

/** A timer that runs `work` after `ms` unless another game is shown first. @param {() => void} work @param {number} ms */
function forThisGame(work, ms) {
  const mine = generation;
  return setTimeout(() => {
    if (mine === generation) work();
  }, ms);
}

/** Run `work` after `ms`, unless another game is shown first or it is cancelled. @param {() => void} work @param {number} ms */
export function later(work, ms) {
  cancel();
  timer = forThisGame(work, ms);
}

/** Run `work` once the current task is done, unless another game is shown first (`later`'s timer is left alone). @param {() => void} work */
export function soon(work) {
  forThisGame(work, 0);
}

/** Cancel what `later` scheduled. */
export function cancel() {
  clearTimeout(timer);
  timer = undefined;
}

/** Remember (or, with null, forget) a game to follow once this tab is idle. @param {string | null} id */
export function followWhenIdle(id) {
  followLater = id;
}

/** The game to follow now that this tab is idle, if any (taken: asked once). */
export function takeFollow() {
  const id = followLater;
  followLater = null;
  return id;
}

/**
 * `work(n)` one call at a time: asked again while one runs, the last `n` asked runs next and those
 * between are skipped (keys pressed quickly end where the player stopped). `pending()`: the `n`
 * queued, else the one running, else null.
 * @param {(n: number) => Promise<void>} work
 */
export function oneAtATime(work) {
  let queued = /** @type {number | null} */ (null);
  let running = /** @type {number | null} */ (null);
  /** @param {number} n @returns {Promise<void>} */
  async function run(n) {
    if (running !== null) {
      queued = n;
      return;
    }
    running = n;
    try {
      await work(n);
    } finally {
      running = null;
    }
    if (queued !== null) {
      const next = queued;
      queued = null;
      await run(next);
    }
  }
  return { run, pending: () => queued ?? running };
}

// ─── What is drawn ──────────────────────────────────────────────────────────────────────────

/** @type {Map<string, unknown>} the key of what each part (claims, real-dice pad, hint, move list, messages) last drew */
const drawn = new Map();
/** Was the focus last on the game's buttons (a keyboard player throwing)? Then it stays there while they change. */
let focusInButtons = false;

/**
 * Whether `part` must be drawn for `key`: false if it shows it already, else `key` is noted as drawn.
 * @param {string} part @param {unknown} key a string, or what is drawn (the same objects: the same drawing), or a list of them
 */
export function redraw(part, key) {
  if (same(drawn.get(part), key)) return false;
  drawn.set(part, key);
  return true;
}

/** The same key: equal, or lists of the same things. @param {unknown} a @param {unknown} b */
function same(a, b) {
  return a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]));
}

/** Note where the focus is: on the game's buttons or elsewhere. @param {boolean} inButtons */
export function noteFocus(inButtons) {
  focusInButtons = inButtons;
}

/** Was the focus last seen on the game's buttons? */
export function focusWasInButtons() {
  return focusInButtons;
}
