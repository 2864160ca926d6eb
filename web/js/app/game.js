// The game shown: started, opened, saved after every action, played on by the computer, followed
// from another tab. Each function asks the engine and shows its answer through `render`; the
// engine decides every rule, this module only keeps the record and the page in step.

import { engine } from "../engine/engine.js";
import { pageOf } from "../games.js";
import { asGame, ask, askForGame } from "./ask.js";
import { strings } from "../i18n/strings.js";
import * as rescue from "../saves/rescue.js";
import { cancel, clearNews, current, followWhenIdle, later, nextGame, render, say, settle, soon, takeFollow } from "./render.js";
import { state } from "./state.js";
import { openFailed } from "./restart.js";
import * as store from "../saves/store.js";

/** @typedef {import("../engine/types.js").Game} Game @typedef {import("../engine/types.js").Entry} Entry */
/** @typedef {import("../engine/types.js").View} View @typedef {import("../engine/types.js").Answer} Answer */

/** How long after the player's action the computer's answer is shown (ms), its thinking included,
 * at the pace the player chose: long enough to see that the turn changed, short enough to feel at
 * once; none with the animations off. Motion reduced, at most REDUCED_PAUSE. */
const COMPUTER_PAUSE = { off: 0, normal: 350, slow: 700 };
const REDUCED_PAUSE = 250;
/** A passed die the human may claim (the 1699 game): his time to claim it, whatever the pace. */
const CLAIM_WINDOW = 1600;

/** The pause before an action the page plays (the computer's, or one the player asked it to play). */
function pause() {
  const chosen = COMPUTER_PAUSE[state.speed];
  return state.reducedMotion ? Math.min(chosen, REDUCED_PAUSE) : chosen;
}

/** What the page does besides drawing the state: animate an action, say it in the live region. */
export const show = {
  /** @type {(last: Entry, before: View, view: View) => Promise<void>} */
  animate: async () => {},
  /** @type {(last: Entry) => void} */
  announce: () => {},
  /** @type {() => void} open the saved games */
  savedGames: () => {},
};

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
  render({
    gameId: id,
    record: game.record,
    view: game.view,
    history: game.history,
    confirmed: true,
    busy: false,
    computerWaiting: false,
    typed: { first: null, second: null },
    stepping: null,
    chosen: [],
    selected: null,
    touched: null,
    hint: null,
  });
  if (game.view.room === 0 && !game.view.outcome) say(strings.errors.recordFull); // why no action is offered
  void scheduleComputer();
}

/**
 * Tell the player when a game could not be saved, and stop telling once it is saved again.
 * @param {import("../saves/store.js").SaveResult} result @returns {import("../saves/store.js").SaveResult}
 */
function saved(result) {
  if (result === "full")
    say(strings.errors.storageFull, "error", [{ label: strings.buttons.saved, run: () => show.savedGames() }], "storage");
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
  const game = asGame(answer),
    last = /** @type {Entry} */ (game.last);
  const id = /** @type {string} */ (state.gameId);
  const result = store.saveGame(id, game.record, game.view);
  if (result === "conflict") {
    // another tab played this game meanwhile: this action is not kept, and the player is told
    render({ busy: false });
    say(strings.tabs.conflict);
    return void follow(id, true);
  }
  saved(result);
  if (game.view.outcome) {
    // Each game counted once, a match's games each (they end at different lengths of one record).
    const end = `${id}@${game.record.actions.length}`;
    render({ session: store.countGame(end, game.view.outcome.winner, game.view.outcome.points) });
  }
  const before = state.view;
  state.record = game.record; // the truth moves on before the animation, unshown (the one write not through render)
  await show.animate(last, before, game.view);
  if (mine !== current()) return;
  render({
    view: game.view,
    history: game.history,
    busy: false,
    typed: { first: null, second: null },
    chosen: [],
    selected: null,
    touched: null,
    hint: null,
  });
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
  const forMe = playedForHuman(view);
  if (forMe && view.players[view.current].kind === "human") {
    return later(() => void perform(forMe), pause());
  }
  if (state.autoThrow && view.players[view.current].kind === "human") return autoThrow(view);
  if (view.players.w.kind !== "computer" && view.players.b.kind !== "computer") return;
  const mine = current(),
    record = state.record;
  render({ computerWaiting: true }); // asked now: the page is not idle until it has answered
  const asked = performance.now();
  const answer = await ask(engine.computerAction(record));
  if (mine !== current() || record !== state.record) return;
  // Nothing for the computer now; or real dice: its throw is thrown at the table and typed in.
  if (!answer.ok || !answer.action || (answer.action === "throw" && view.dice === "typed")) {
    return render({ computerWaiting: false });
  }
  const humanMayClaim = view.actions.some((a) => a.kind === "claim" && view.players[a.player].kind === "human");
  const wait = humanMayClaim ? CLAIM_WINDOW : pause();
  const delay = Math.max(0, wait - (performance.now() - asked)); // its thinking counts in the pause
  later(() => {
    if (record !== state.record || state.stepping) return; // the player looks back meanwhile: the game waits
    render({ computerWaiting: false });
    void perform(answer.action);
  }, delay);
}

/** The move the page plays for the human, as he asked in the Settings: the engine's only move, or
 * its bear-off with every die; else null. @param {View} view */
function playedForHuman(view) {
  const page = pageOf(view);
  const forced = state.autoForced ? (page?.onlyMove(view) ?? null) : null;
  return forced ?? (state.autoBearOff ? (page?.bearOffMove(view) ?? null) : null);
}

/**
 * Throw for the human while nothing is to be decided; stop at a decision (a claim, a double to
 * answer; the chance to double only if the player asked), a game of real dice or the end, and say
 * so. A turn whose only decision is whether to double is thrown through, in either side's turn
 * of a two-player game too. @param {View} view
 */
function autoThrow(view) {
  const human = (/** @type {import("../engine/types.js").Color} */ c) => view.players[c].kind === "human";
  const deciding = view.actions.some((a) => human(a.player) && (a.kind !== "double" || state.stopAtDouble));
  if (deciding || view.dice !== "seeded" || !view.can_throw) {
    render({ autoThrow: false });
    if (deciding) say(strings.settings.stopped, "info");
    return;
  }
  later(() => void perform("throw"), pause());
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
