// The game shown: started, opened, saved after every action, played on by the computer, followed
// from another tab. Each function asks the engine and shows its answer through `render`; the
// engine decides every rule, this module only keeps the record and the page in step.

import { CONSTANTS } from "../engine/constants.js";
import { engine } from "../engine/engine.js";
import { loadPage, pageOf } from "../games.js";
import { strings } from "../i18n/strings.js";
import * as rescue from "../saves/rescue.js";
import { cancel, clearNews, current, followWhenIdle, later, nextGame, render, say, settle, soon, takeFollow } from "./render.js";
import { state } from "./state.js";
import { isolate } from "./bidi.js";
import * as store from "../saves/store.js";

/** @typedef {import("../engine/types.js").Game} Game @typedef {import("../engine/types.js").Entry} Entry */
/** @typedef {import("../engine/types.js").View} View @typedef {import("../engine/types.js").Answer} Answer */

const COMPUTER_DELAY = { normal: 750, reduced: 250, claimWindow: 1600 };

/** What the page does besides drawing the state: animate an action, say it in the live region. */
export const show = {
  /** @type {(last: Entry, before: View, view: View) => Promise<void>} */
  animate: async () => {},
  /** @type {(last: Entry) => void} */
  announce: () => {},
  /** @type {() => void} open the saved games */
  savedGames: () => {},
};

/** The engine's answer for a game (it has `ok`: record, view, history, and `last` after an action). @param {Answer} answer @returns {Game} */
const asGame = (answer) => /** @type {any} */ (answer);

/**
 * An engine call that never throws: a refusal is the engine's answer (`ok: false`, `error`); a
 * call it could not answer (its worker stopped, hung or threw) is one with `failed` too.
 * @param {Promise<Answer>} call
 */
async function ask(call) {
  return call.catch((error) => /** @type {Answer} */ ({ ok: false, failed: true, error: String(error?.message ?? error) }));
}

/** The least time between two restarts of the engine the page makes on its own (a second failure
 * sooner is told, with a button: an engine that fails at once again is not started in a loop). */
const RESTART_GAP_MS = 60_000;
let lastRestart = -Infinity;

/**
 * The engine stopped, hung or threw: start it again, unless it was started so less than a minute
 * ago; the game is reopened from its save once it runs (bindings.js), and the player told. Whether it
 * was started again.
 * @param {string} why
 */
export function restartEngine(why) {
  const now = performance.now();
  if (now - lastRestart < RESTART_GAP_MS) return false;
  lastRestart = now;
  restartedFor = why;
  nextGame(); // answers from the old worker, if any come, are for nothing now
  render({ progress: null, engine: "loading", busy: false, computerWaiting: false });
  engine.restart();
  return true;
}

/** Why the engine was last started again on its own, until the player is told (once the game is reopened). */
let restartedFor = "";

/**
 * A saved game the engine could not open because it failed (not because it refused the record):
 * the save is kept as it is, never set aside, and the engine started again (unless it is being
 * started already), which reopens it; when it cannot be, the player is told the game is kept.
 * @param {string} why
 */
function openFailed(why) {
  render({ busy: false });
  if (state.engine !== "ready" || restartEngine(why)) return;
  say(strings.errors.openFailed(why));
}

/**
 * Ask the engine for another game to show: the page is busy until it is shown (no action on the
 * old game meanwhile, and the page is not idle), its game's part of the page loaded first.
 * @param {Promise<Answer>} call @returns {Promise<Answer>}
 */
export async function askForGame(call) {
  render({ busy: true });
  const answer = await ask(call);
  if (answer.ok) await loadPage(asGame(answer).view).catch(() => {}); // else drawn when it comes
  if (!answer.ok) render({ busy: false });
  return answer;
}

/**
 * Show a game the engine answered for (new, opened, imported), save it and let the computer play.
 * @param {string} id @param {Game} game
 */
export function showGame(id, game) {
  nextGame();
  const before = state.gameId ?? store.lastId(); // the game shown before, on this visit or the last
  if (before && before !== id) store.forgetIfEmpty(before);
  const result = saved(store.saveGame(id, game.record, game.view));
  if (result === "conflict") soon(() => void follow(id)); // another tab wrote it meanwhile
  render({ gameId: id, record: game.record, view: game.view, history: game.history, confirmed: true, busy: false,
           computerWaiting: false, typed: { first: null, second: null }, stepping: null, chosen: [], selected: null, hint: null });
  if (game.view.room === 0 && !game.view.outcome) say(strings.errors.recordFull); // why no action is offered
  void scheduleComputer();
}

/**
 * Tell the player when a game could not be saved, and stop telling once it is saved again.
 * @param {import("../saves/store.js").SaveResult} result @returns {import("../saves/store.js").SaveResult}
 */
function saved(result) {
  if (result === "full") say(strings.errors.storageFull, "error", [{ label: strings.buttons.saved, run: () => show.savedGames() }], "storage");
  else if (result === "too-large") say(strings.errors.storageTooLarge, "error", undefined, "storage");
  else if (result === "off") say(strings.errors.storage, "error", undefined, "storage");
  else if (state.messages.some((m) => m.topic === "storage")) settle("storage");
  return result;
}

/** Save the game shown again (after room was made in storage). */
export function saveAgain() {
  if (state.gameId && state.record) saved(store.saveGame(state.gameId, state.record, state.view));
}

/** A new game; `failure` says why the engine refused it (else the refusal is thrown). @param {any} config @param {string} [failure] */
export async function startGame(config, failure) {
  const answer = await askForGame(engine.newGame(config));
  if (!answer.ok) {
    if (failure === undefined) throw new Error(answer.error);
    say(`${failure}${answer.error}`);
    return false;
  }
  showGame(store.newId(), asGame(answer));
  return true;
}

/**
 * Open a saved game by id (the engine replays its record; one it refuses is set aside). False
 * when there is none to open, or it was set aside; "failed" when the engine failed opening it:
 * the save is kept, to be reopened once the engine runs again.
 * @param {string} id @returns {Promise<boolean | "failed">}
 */
export async function resume(id) {
  const saved = store.loadGame(id);
  if (!saved) return false;
  store.setCurrent(id); // the game to reopen, should the engine fail meanwhile
  const answer = await askForGame(engine.openRecord(saved.record));
  if (answer.failed) return openFailed(String(answer.error)), "failed";
  if (!answer.ok) {
    store.setAside(id, String(answer.error));
    rescue.tellSetAside(say);
    return false;
  }
  showGame(id, asGame(answer));
  return true;
}

/** The game shown, or the one being opened, opened again after the engine restarted (or a new one). */
export async function reopen() {
  const id = store.currentId() ?? state.gameId; // the game being opened when the engine failed, else the one shown
  const opened = id ? await resume(id) : false;
  if (restartedFor && opened !== "failed") { // said now, as the game is back (news read from now on)
    say(strings.loading.restarted(restartedFor), "info", undefined, "restart");
    restartedFor = "";
  }
  if (opened === "failed") { // failed again, and not started once more: a game to play meanwhile, the save kept
    if (!state.record) await startGame({}, "");
    return;
  }
  if (opened) return;
  await startGame({ game: state.view.game, preset: state.view.preset, rules: state.view.rules }, "");
}

/**
 * Play one action (`throw`, or a token) for the game shown: save the new record at once, animate, show.
 * @param {string} action
 */
export async function perform(action) {
  if (state.busy || !state.record || state.engine !== "ready") return;
  cancel();
  const mine = current();
  if (state.view.players[state.view.current]?.kind === "human") clearNews(); // the player has read them
  render({ busy: true, computerWaiting: false });
  const answer = await ask(engine.act(state.record, action));
  if (mine !== current()) return;
  if (!answer.ok) {
    render({ busy: false });
    say(answer.code === "record-full" ? strings.errors.recordFull : strings.errors.engine(String(answer.error)));
    return void scheduleComputer();
  }
  const game = asGame(answer), last = /** @type {Entry} */ (game.last);
  const id = /** @type {string} */ (state.gameId);
  const result = store.saveGame(id, game.record, game.view);
  if (result === "conflict") { // another tab played this game meanwhile: this action is not kept, and the player is told
    render({ busy: false });
    say(strings.tabs.conflict);
    return void follow(id, true);
  }
  saved(result);
  if (game.view.outcome) render({ session: store.countGame(id, game.view.outcome.winner, game.view.outcome.points) });
  const before = state.view;
  state.record = game.record; // the truth moves on before the animation, unshown (the one write not through render)
  await show.animate(last, before, game.view);
  if (mine !== current()) return;
  render({ view: game.view, history: game.history, busy: false, typed: { first: null, second: null }, chosen: [], selected: null, hint: null });
  show.announce(last);
  if (game.view.room === 0 && !game.view.outcome) say(strings.errors.recordFull);
  const other = takeFollow();
  if (other) return void follow(other);
  void scheduleComputer();
}

/**
 * If the computer plays the one to act, play its answer after a short pause the player can see;
 * if the player asked the page to throw for him, throw while he has nothing to decide.
 */
export async function scheduleComputer() {
  const view = state.view;
  if (!state.record || view.outcome || view.room === 0 || state.stepping) return; // looking back: the game waits
  const forced = pageOf(view)?.onlyMove(view) ?? null; // the engine's only move
  if (state.autoForced && forced && view.players[view.current].kind === "human") {
    return later(() => void perform(forced), state.reducedMotion ? COMPUTER_DELAY.reduced : COMPUTER_DELAY.normal);
  }
  if (state.autoThrow && view.players[view.current].kind === "human") return autoThrow(view);
  if (view.players.w.kind !== "computer" && view.players.b.kind !== "computer") return;
  const mine = current(), record = state.record;
  render({ computerWaiting: true }); // asked now: the page is not idle until it has answered
  const answer = await ask(engine.computerAction(record));
  if (mine !== current() || record !== state.record) return;
  // Nothing for the computer now; or real dice: its throw is thrown at the table and typed in.
  if (!answer.ok || !answer.action || (answer.action === "throw" && view.dice === "typed")) {
    return render({ computerWaiting: false });
  }
  const humanMayClaim = view.actions.some((a) => a.kind === "claim" && view.players[a.player].kind === "human");
  const delay = humanMayClaim ? COMPUTER_DELAY.claimWindow : state.reducedMotion ? COMPUTER_DELAY.reduced : COMPUTER_DELAY.normal;
  later(() => {
    if (record !== state.record) return;
    render({ computerWaiting: false });
    void perform(answer.action);
  }, delay);
}

/**
 * Throw for the human while nothing is to be decided; stop at a decision (a claim, the cube), a
 * game of real dice or the end, and say so. @param {View} view
 */
function autoThrow(view) {
  const human = (/** @type {import("../engine/types.js").Color} */ c) => view.players[c].kind === "human";
  if (view.actions.some((a) => human(a.player)) || view.dice !== "seeded" || !view.can_throw) {
    render({ autoThrow: false });
    if (view.actions.some((a) => human(a.player))) say(strings.settings.stopped, "info");
    return;
  }
  later(() => void perform("throw"), state.reducedMotion ? COMPUTER_DELAY.reduced : COMPUTER_DELAY.normal);
}

/**
 * Another tab saved (or deleted) the game shown: show it as it now stands, replayed by the engine.
 * @param {string | null} id the game changed (null: all of storage) @param {boolean} [quiet] already said why
 */
export async function follow(id, quiet = false) {
  const shown = state.gameId;
  if (!shown || (id !== null && id !== shown) || state.engine !== "ready") return;
  if (state.busy) return void followWhenIdle(shown);
  followWhenIdle(null);
  if (!store.changedElsewhere(shown)) return;
  const stored = store.loadGame(shown);
  if (!stored) return say(strings.tabs.deleted, "info");
  const mine = current();
  cancel();
  render({ busy: true }); // no action on the old record meanwhile
  const answer = await ask(engine.openRecord(stored.record));
  if (answer.failed) return openFailed(String(answer.error));
  if (mine !== current() || state.gameId !== shown) return;
  if (!answer.ok) {
    render({ busy: false });
    store.setAside(shown, String(answer.error));
    return rescue.tellSetAside(say);
  }
  showGame(shown, asGame(answer));
  if (!quiet) say(strings.tabs.followed, "info");
}

/** Open a record file (its bytes go to the engine, which decodes and checks them). @param {File} file */
export async function importFile(file) {
  if (state.engine !== "ready") return say(strings.dialog.loadingEngine);
  if (file.size > CONSTANTS.limits.file_bytes) return say(strings.errors.tooLarge(Math.round(file.size / 1e5) / 10)); // refused unread
  const data = await new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  }).catch(() => null);
  if (data === null) return say(strings.errors.importFailed(isolate(file.name.slice(0, 80))));
  const answer = await askForGame(engine.call("open_file", data));
  if (!answer.ok) return say(strings.errors.importFailed(String(answer.error)));
  const already = store.findGame(answer.record); // the same game imported again is the one already here
  showGame(already ?? store.newId(), asGame(answer));
  say(already ? strings.importedAgain : strings.imported, "info");
}

/** Download the game shown as its record file. */
export function exportGame() {
  if (!state.record) return;
  const day = new Date().toISOString().slice(0, 10);
  const name = `rabattues-${day}-${state.view.dice === "seeded" ? `seed${state.record.seed}` : "table"}.json`;
  rescue.downloadText(name, JSON.stringify(state.record, null, 1) + "\n", "application/json");
}
