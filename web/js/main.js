// The page: draws the board at once, starts the engine in its worker, and turns the player's
// clicks into engine actions. Every change of the state goes through `render(mutation)`.

import { Analysis } from "./analysis/analysis.js";
import { Board } from "./board/board.js";
import { engine } from "./engine/start.js";
import { onChange, onClick, onFileText, onReducedMotion, onSpaceThrow } from "./ui/events.js";
import { bindLanguageMenu } from "./i18n/langmenu.js";
import { registerServiceWorker } from "./app/offline.js";
import { startView, state } from "./app/state.js";
import * as rescue from "./app/rescue.js";
import * as store from "./app/store.js";
import { strings } from "./i18n/strings.js";
import { watchOtherTabs } from "./app/tabs.js";
import * as ui from "./ui/controls.js";

/** @typedef {import("./app/state.js").View} View @typedef {import("./app/state.js").Entry} Entry */

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const COMPUTER_DELAY = { normal: 750, reduced: 250, claimWindow: 1600 };
const FILE_LIMIT = 2_000_000; // bytes: far above any record (the engine refuses over 1,000,000 characters), far below trouble

ui.fillText();
ui.buildNewGameForm();
const board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($("board"))));
/** @type {Set<string>} games whose end banner was closed */
const dismissed = new Set();
/** Bumped whenever another game is shown, so that late answers for the old one are ignored. */
let generation = 0;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let computerTimer;
/** The win-chance bar, the review and the facts (js/analysis.js). */
const analysis = new Analysis(() => engine);

/**
 * Apply a change to the state, then show it: board (keyed, cheap when nothing moved), controls, lists.
 * @param {Partial<typeof state>} mutation
 */
function render(mutation = {}) {
  const before = { view: state.view, history: state.history };
  Object.assign(state, mutation);
  if (state.view !== before.view || state.history !== before.history) board.show(state.view, state.history);
  ui.updateControls(state);
  ui.updateLoading(state);
  ui.updateScore(state);
  ui.updateMoves(state);
  ui.updateBanner(state, dismissed.has(state.gameId ?? ""));
  ui.updateMessages(state, (i) => render({ messages: state.messages.filter((_, k) => k !== i) }));
  ui.updateNewGameReady(state);
  analysis.update(state);
  // "ready" once the first throw is possible: the engine is loaded and a game is shown.
  document.body.dataset.state = state.engine === "ready" && !state.confirmed ? "loading" : state.engine;
  if (state.engineError) document.body.dataset.error = strings.loading.failed(state.engineError);
  document.body.dataset.busy = String(state.busy);
  document.body.dataset.idle = String(state.engine === "ready" && state.confirmed && !state.busy && !state.computerWaiting);
}

/**
 * @param {string} text @param {"error" | "info"} [kind] @param {import("./app/state.js").Message["actions"]} [actions]
 * @param {string} [topic] messages of a topic go when it is settled (the engine's, once it runs again)
 */
function say(text, kind = "error", actions, topic) {
  text = rescue.clip(text); // a hostile address or file may quote megabytes
  render({ messages: [...state.messages.filter((m) => m.text !== text), { text, kind, actions, topic }].slice(-4) });
}

/** @type {string | null} a game another tab changed while this one was busy: followed once idle */
let followPending = null;

/**
 * Another tab saved (or deleted) the game shown: show it as it now stands, replayed by the engine.
 * @param {string | null} id the game changed (null: all of storage) @param {boolean} [quiet] already said why
 */
async function follow(id, quiet = false) {
  const shown = state.gameId;
  if (!shown || (id !== null && id !== shown) || state.engine !== "ready") return;
  if (state.busy) return void (followPending = shown);
  followPending = null;
  if (!store.changedElsewhere(shown)) return;
  const stored = store.loadGame(shown);
  if (!stored) return say(strings.tabs.deleted, "info");
  const mine = generation;
  clearTimeout(computerTimer);
  render({ busy: true }); // no action on the old record meanwhile
  const answer = await engine.openRecord(stored.record).catch((error) => ({ ok: false, error: String(error?.message ?? error) }));
  if (mine !== generation || state.gameId !== shown) return;
  if (!answer.ok) {
    render({ busy: false });
    store.setAside(shown, answer.error);
    return rescue.tellSetAside(say);
  }
  showGame(shown, answer);
  if (!quiet) say(strings.tabs.followed, "info");
}

// ─── Showing a game ─────────────────────────────────────────────────────────────────────────

/**
 * Show a game the engine answered for (new, opened, imported), save it and let the computer play.
 * @param {string} id @param {{record: any, view: View, history: Entry[]}} answer
 */
function showGame(id, answer) {
  generation++;
  clearTimeout(computerTimer);
  const result = store.saveGame(id, answer.record, answer.view);
  if (result === "off") say(strings.errors.storage);
  if (result === "conflict") setTimeout(() => void follow(id)); // another tab wrote it meanwhile
  render({ gameId: id, record: answer.record, view: answer.view, history: answer.history, confirmed: true, busy: false,
           computerWaiting: false, typed: { first: null, second: null } });
  void scheduleComputer();
}

/** A game won here counts once in the session's score (not one opened already over). @param {string} id @param {View} view */
function countIfOver(id, view) {
  if (view.outcome) state.session = store.countGame(id, view.outcome.winner, view.outcome.points);
}

/** @param {any} config @param {string} [failure] what to say if the engine refuses */
async function startGame(config, failure) {
  const answer = await engine.newGame(config);
  if (!answer.ok) {
    if (failure === undefined) throw new Error(answer.error);
    say(`${failure}${answer.error}`);
    return false;
  }
  showGame(store.newId(), answer);
  return true;
}

/** Open a saved game by id (the engine replays its record). @param {string} id */
async function resume(id) {
  const saved = store.loadGame(id);
  if (!saved) return false;
  const answer = await engine.openRecord(saved.record);
  if (!answer.ok) { // damaged or hand-edited: set aside, its text kept for export; the other games are untouched
    store.setAside(id, answer.error);
    rescue.tellSetAside(say);
    return false;
  }
  showGame(id, answer);
  return true;
}

// ─── Actions ────────────────────────────────────────────────────────────────────────────────

/**
 * Send one action (`throw`, a token) for the game shown, save the new record at once, animate, show.
 * @param {string} action
 */
async function perform(action) {
  if (state.busy || !state.record || state.engine !== "ready") return;
  clearTimeout(computerTimer);
  const mine = generation;
  render({ busy: true, computerWaiting: false });
  let answer;
  try {
    answer = await engine.act(state.record, action);
  } catch (error) {
    render({ busy: false });
    say(strings.errors.engine(String(/** @type {Error} */ (error).message)));
    return;
  }
  if (mine !== generation) return;
  if (!answer.ok) {
    render({ busy: false });
    say(strings.errors.engine(answer.error));
    return void scheduleComputer();
  }
  const id = /** @type {string} */ (state.gameId);
  const result = store.saveGame(id, answer.record, answer.view);
  if (result === "conflict") { // another tab played this game meanwhile: this action is not kept, and the player is told
    render({ busy: false });
    say(strings.tabs.conflict);
    return void follow(id, true);
  }
  if (result === "off") say(strings.errors.storage);
  countIfOver(id, answer.view);
  const before = state.view;
  state.record = answer.record; // the truth moves on before the animation
  await board.play(answer.last, before, answer.view, answer.history);
  if (mine !== generation) return;
  render({ view: answer.view, history: answer.history, busy: false, typed: { first: null, second: null } });
  ui.announce(state, answer.last);
  if (followPending) return void follow(followPending);
  void scheduleComputer();
}

/** If the computer plays the one to act, play its answer after a short pause the player can see. */
async function scheduleComputer() {
  const view = state.view;
  if (!state.record || view.outcome || (view.players.w.kind !== "computer" && view.players.b.kind !== "computer")) return;
  const mine = generation, record = state.record;
  render({ computerWaiting: true }); // asked now: the page is not idle until it has answered
  const answer = await engine.computerAction(record).catch(() => ({ ok: false, action: null }));
  if (mine !== generation || record !== state.record) return;
  // Nothing for the computer now; or real dice: its throw is thrown at the table and typed in.
  if (!answer.ok || !answer.action || (answer.action === "throw" && view.dice === "typed")) {
    return render({ computerWaiting: false });
  }
  const humanMayClaim = view.actions.some((a) => a.action.startsWith("c") && view.players[a.player].kind === "human");
  const delay = humanMayClaim ? COMPUTER_DELAY.claimWindow : state.reducedMotion ? COMPUTER_DELAY.reduced : COMPUTER_DELAY.normal;
  computerTimer = setTimeout(() => {
    if (mine !== generation || record !== state.record) return;
    state.computerWaiting = false;
    void perform(answer.action);
  }, delay);
}

function exportGame() {
  if (!state.record) return;
  const blob = new Blob([JSON.stringify(state.record, null, 1) + "\n"], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  const day = new Date().toISOString().slice(0, 10);
  link.download = `rabattues-${day}-${state.view.dice === "seeded" ? `seed${state.record.seed}` : "table"}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 5000);
}

/** @param {string} text @param {number} [size] the file's size in bytes */
async function importGame(text, size = text.length) {
  if (state.engine !== "ready") return say(strings.dialog.loadingEngine);
  if (size > FILE_LIMIT) return say(strings.errors.tooLarge(Math.round(size / 1e5) / 10)); // refused unread
  const answer = await engine.openRecord(text);
  if (!answer.ok) return say(strings.errors.importFailed(answer.error));
  showGame(store.newId(), answer);
  say(strings.imported, "info");
}

// ─── Start ──────────────────────────────────────────────────────────────────────────────────

/** The address's settings: a new game's config, or null to resume; problems are said, never fatal. */
function addressGame() {
  const params = new URLSearchParams(location.search);
  if (![...params.keys()].length) return null;
  /** @type {any} */
  const config = { preset: "charpentier-1699" };
  for (const [name, value] of params) {
    if (name === "seed") {
      if (/^\d{1,16}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER) config.seed = Number(value);
      else say(strings.errors.urlSeed(value));
    } else if (name === "preset") {
      if (value in strings.presetName) config.preset = value;
      else say(strings.errors.urlPreset(value));
    } else if (name === "position") {
      config.start = value; // checked by the engine: a bad position is said, and the game not started
    } else if (name === "computer") {
      if (value === "w" || value === "b") {
        config.players = { w: { name: strings.color.w, kind: value === "w" ? "computer" : "human" },
                           b: { name: strings.color.b, kind: value === "b" ? "computer" : "human" } };
      } else say(strings.errors.urlComputer(value));
    } else {
      say(strings.errors.urlUnknown(name));
    }
  }
  // A reload resumes the game instead of starting it again.
  history.replaceState(null, "", location.pathname);
  return config;
}

async function begin() {
  if (!store.available()) say(strings.errors.storageOff); // private mode, storage disabled: play on, unsaved
  store.listGames(); // reads every save once: damaged ones are set aside before anything uses them
  rescue.tellSetAside(say, true); // saves set aside, now or on an earlier visit: export or forget
  watchOtherTabs((id) => void follow(id));
  const config = addressGame();
  const presets = await engine.presets();
  if (presets.ok) state.presets = presets.presets;
  if (config && (await startGame(config, strings.errors.urlRejected("")))) return;
  const id = store.currentId();
  if (!config && id && (await resume(id))) return;
  await startGame({ preset: "charpentier-1699" });
}

function bind() {
  onClick($("throw"), () => void perform("throw"));
  onClick($("claims"), (action) => void perform(action), "action");
  for (const token of ["double", "take", "drop"]) onClick($(token), () => void perform(token));
  onSpaceThrow(() => {
    if (!$("throw").hidden && !(/** @type {HTMLButtonElement} */ ($("throw")).disabled)) void perform("throw");
  });
  onClick($("pad-first"), (face) => render({ typed: { ...state.typed, first: Number(face) } }), "face");
  onClick($("pad-second"), (face) => render({ typed: { ...state.typed, second: Number(face) } }), "face");
  onClick($("enter-dice"), () => {
    const { first, second } = state.typed;
    if (first && second) void perform(`${state.view.opening ? "o" : ""}${first}${second}`);
  });
  onReducedMotion((reduce) => {
    state.reducedMotion = reduce;
    board.motion = reduce ? 0 : 1;
  });
  // Menu.
  bindLanguageMenu(/** @type {HTMLSelectElement} */ ($("language")), () => {
    ui.retranslate();
    board.show(state.view, state.history);
    render();
  });
  onClick($("new-game"), () => ui.openNewGame(state));
  onClick($("play-again"), () => {
    const view = state.view;
    void startGame({ preset: view.preset, rules: view.rules, dice: view.dice,
                     players: state.record?.players }, "");
  });
  onClick($("banner-close"), () => {
    dismissed.add(state.gameId ?? "");
    render();
  });
  onClick($("export"), exportGame);
  onFileText(/** @type {HTMLInputElement} */ ($("import-file")), (text, _name, size) => void importGame(text, size));
  onClick($("saved-games"), () => {
    ui.fillSaved(store.listGames(), state.gameId);
    /** @type {HTMLDialogElement} */ ($("saved-dialog")).showModal();
  });
  onClick($("saved-close"), () => /** @type {HTMLDialogElement} */ ($("saved-dialog")).close());
  onClick($("saved-list"), (id) => {
    /** @type {HTMLDialogElement} */ ($("saved-dialog")).close();
    if (state.engine === "ready") void resume(id);
  }, "resume");
  onClick($("saved-list"), (id) => {
    store.deleteGame(id);
    if (id === state.gameId) state.gameId = store.newId(); // the game shown is kept only if played on
    ui.fillSaved(store.listGames(), state.gameId);
  }, "delete");
  // New game dialog.
  const dialog = /** @type {HTMLDialogElement} */ ($("new-dialog"));
  onClick($("new-cancel"), () => dialog.close());
  onChange($("preset-choices"), (event) => {
    const preset = /** @type {HTMLInputElement} */ (event.target).value;
    if (state.presets?.[preset]) ui.setRuleFields(state.presets[preset]);
  });
  $("new-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const config = ui.readNewGame();
    if ("error" in config) return void ($("new-error").textContent = config.error);
    const answer = await engine.newGame(config);
    if (!answer.ok) return void ($("new-error").textContent = answer.error);
    dialog.close();
    showGame(store.newId(), answer);
  });
}

// Draw at once: the saved game's last view if there is one, else the start position.
const saved = (() => {
  const id = store.currentId();
  return id && !location.search ? store.loadGame(id) : null;
})();
state.session = store.loadSession();
render({ view: saved?.view ?? startView() });
performance.mark("board-drawn");
bind();

engine.listen({
  onProgress(progress) {
    render({ progress });
  },
  onReady(info) {
    performance.mark("engine-ready", { detail: info });
    document.body.dataset.boot = info.boot;
    const restarted = state.engine === "error";
    render({ engine: "ready", engineError: null, busy: false, computerWaiting: false,
             messages: state.messages.filter((m) => m.topic !== "engine") });
    if (restarted) return void reopen();
    begin().then(() => {
      performance.mark("first-throw-possible");
      // The service worker precaches the site (the snapshot too) only now, so that nothing it
      // fetches competes with the first visit's boot: every later visit boots from the snapshot.
      void registerServiceWorker(() => say(strings.offline.updated, "info"));
    }, (error) => say(strings.errors.engine(String(error?.message ?? error))));
  },
  onFailed(error, stalled) {
    generation++; // answers from the old worker, if any come, are for nothing now
    clearTimeout(computerTimer);
    render({ engine: "error", engineError: error, busy: false, computerWaiting: false });
    const restart = { label: strings.loading.restart, run: () => { render({ progress: null, engine: "loading" }); engine.restart(); }, dismiss: true };
    say(stalled ? strings.loading.stopped : strings.loading.failed(error), "error", [restart], "engine");
  },
});

/** After a restart of the engine: the game shown, reopened from its saved record (or a new one). */
async function reopen() {
  const id = state.gameId;
  if (id && (await resume(id).catch(() => false))) return;
  await startGame({ preset: state.view.preset, rules: state.view.rules }, "");
}
