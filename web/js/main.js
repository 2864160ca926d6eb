// The game page (index.html), wired: what shows the state, what each control does, how the game
// starts. The board is drawn at once from what the page already has (the saved game's last view,
// or the start); the engine's worker was started before this module (engine/start.js).

import { readGameAddress } from "./app/address.js";
import * as game from "./app/game.js";
import { registerServiceWorker } from "./app/offline.js";
import * as rescue from "./app/rescue.js";
import { nextGame, onRender, render, say, settle } from "./app/session.js";
import { startView, state } from "./app/state.js";
import * as store from "./app/store.js";
import { watchOtherTabs } from "./app/tabs.js";
import { Analysis } from "./analysis/analysis.js";
import { Board } from "./board/board.js";
import { bindBoardSettings } from "./board/settings.js";
import { engine } from "./engine/start.js";
import { bindLanguageMenu } from "./i18n/langmenu.js";
import { strings } from "./i18n/strings.js";
import { updateControls } from "./ui/controls.js";
import { $, fillText } from "./ui/dom.js";
import { onChange, onClick, onFile, onReducedMotion, onSpaceThrow } from "./ui/events.js";
import { updateLoading } from "./ui/loading.js";
import { bindMenu } from "./ui/menu.js";
import { updateMessages } from "./ui/messages.js";
import { announce, updateMoves } from "./ui/movelist.js";
import { buildNewGameForm, openNewGame, presetRules, readNewGame, setRuleFields, updateNewGameReady } from "./ui/newgame.js";
import { bindPad } from "./ui/pad.js";
import { fillSaved } from "./ui/saved.js";
import { updateBanner, updateScore } from "./ui/score.js";

/** @typedef {import("./app/state.js").State} State @typedef {import("./engine/types.js").View} View */

const board = new Board(/** @type {SVGSVGElement} */ (/** @type {unknown} */ ($("board"))));
const analysis = new Analysis(() => engine);

// ─── What shows the state ───────────────────────────────────────────────────────────────────

/** @type {View | null} the view the board shows (redrawn only when another one comes) */
let drawn = null;
onRender((s) => {
  if (s.view !== drawn) board.show(s.view, s.history.at(-1) ?? null);
  drawn = s.view;
});
onRender(updateControls);
onRender(updateLoading);
onRender(updateScore);
onRender(updateMoves);
onRender(updateBanner);
onRender((s) => updateMessages(s, (i) => render({ messages: s.messages.filter((_, k) => k !== i) })));
onRender(updateNewGameReady);
onRender((s) => analysis.update(s));
onRender((s) => {
  // "ready" once the first throw is possible: the engine is loaded and a game is shown.
  document.body.dataset.state = s.engine === "ready" && !s.confirmed ? "loading" : s.engine;
  if (s.engineError) document.body.dataset.error = strings.loading.failed(s.engineError);
  document.body.dataset.busy = String(s.busy);
  document.body.dataset.idle = String(s.engine === "ready" && s.confirmed && !s.busy && !s.computerWaiting);
});
game.show.animate = async (last, before, view) => {
  await board.play(last, before, view);
  drawn = view;
};
game.show.announce = (last) => announce(state, last);

// ─── What each control does ─────────────────────────────────────────────────────────────────

function bind() {
  onClick($("throw"), () => void game.perform("throw"));
  onClick($("claims"), (action) => void game.perform(action), "action");
  for (const token of ["double", "take", "drop"]) onClick($(token), () => void game.perform(token));
  onSpaceThrow(() => {
    const button = /** @type {HTMLButtonElement} */ ($("throw"));
    if (!button.hidden && !button.disabled) void game.perform("throw");
  });
  bindPad(state, render, (token) => void game.perform(token));
  bindBoardSettings(board, /** @type {HTMLButtonElement[]} */ ([$("flip"), $("flip-menu")]));
  bindMenu(/** @type {HTMLButtonElement} */ ($("menu-button")), $("top-menu"));
  onReducedMotion((reduce) => {
    board.motion = reduce ? 0 : 1;
    render({ reducedMotion: reduce });
  });
  bindLanguageMenu(/** @type {HTMLSelectElement} */ ($("language")), () => {
    translate();
    board.show(state.view, state.history.at(-1) ?? null);
    render();
  });
  onClick($("new-game"), () => openNewGame(state));
  onClick($("play-again"), () => {
    const view = state.view;
    void game.startGame({ preset: view.preset, rules: view.rules, dice: view.dice, players: state.record?.players }, "");
  });
  onClick($("banner-close"), () => render({ dismissed: [...state.dismissed, state.gameId ?? ""] }));
  onClick($("export"), game.exportGame);
  onFile(/** @type {HTMLInputElement} */ ($("import-file")), (file) => void game.importFile(file));
  bindSaved();
  bindNewGame();
}

const MONTH_MS = 30 * 24 * 3600 * 1000;

function bindSaved() {
  const dialog = /** @type {HTMLDialogElement} */ ($("saved-dialog"));
  game.show.savedGames = () => {
    $("saved-note").textContent = "";
    fillSaved(store.listGames(), state.gameId);
    if (!dialog.open) dialog.showModal();
  };
  onClick($("saved-games"), game.show.savedGames);
  /** Delete the games a test picks, never the one shown. @param {(g: import("./app/store.js").Summary) => boolean} which */
  const bulk = (which) => {
    const count = store.deleteGames((g) => g.id !== state.gameId && which(g));
    fillSaved(store.listGames(), state.gameId);
    $("saved-note").textContent = strings.saved.deleted(count);
    if (count) game.saveAgain(); // room was made: the game shown is saved now, and the warning goes
  };
  onClick($("delete-finished"), () => bulk((g) => !!g.winner));
  onClick($("delete-old"), () => bulk((g) => g.updated < Date.now() - MONTH_MS));
  onClick($("saved-close"), () => dialog.close());
  onClick($("saved-list"), (id) => {
    dialog.close();
    if (state.engine === "ready") void game.resume(id);
  }, "resume");
  onClick($("saved-list"), (id) => {
    store.deleteGame(id);
    if (id === state.gameId) render({ gameId: store.newId() }); // the game shown is kept only if played on
    fillSaved(store.listGames(), state.gameId);
  }, "delete");
}

function bindNewGame() {
  const dialog = /** @type {HTMLDialogElement} */ ($("new-dialog"));
  onClick($("new-cancel"), () => dialog.close());
  onChange($("preset-choices"), (event) => setRuleFields(presetRules(/** @type {HTMLInputElement} */ (event.target).value)));
  $("new-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const config = readNewGame();
    if ("error" in config) return void ($("new-error").textContent = config.error);
    const answer = await engine.newGame(config).catch((error) => ({ ok: false, error: String(error?.message ?? error) }));
    if (!answer.ok) return void ($("new-error").textContent = String(answer.error));
    dialog.close();
    game.showGame(store.newId(), /** @type {any} */ (answer));
  });
}

/** Every fixed text in the language shown. */
function translate() {
  fillText(strings);
  document.title = `${strings.title} — ${strings.subtitle}`;
  buildNewGameForm();
}

// ─── How the game starts ────────────────────────────────────────────────────────────────────

/** The game the address asks for (its problems said), else the last one played, else a new one. */
async function begin() {
  if (!store.available()) say(strings.errors.storageOff); // private mode, storage disabled: play on, unsaved
  store.listGames(); // reads every save once: damaged ones are set aside before anything uses them
  rescue.tellSetAside(say, true); // saves set aside, now or on an earlier visit: export or forget
  watchOtherTabs((id) => void game.follow(id));
  const { game: asked, problems } = readGameAddress(location.search);
  for (const problem of problems) say(addressProblem(problem.what, problem.value));
  if (location.search) history.replaceState(null, "", location.pathname); // a reload resumes instead
  if (asked) {
    const players = asked.players && { w: { name: strings.color.w, kind: asked.players.w }, b: { name: strings.color.b, kind: asked.players.b } };
    const config = { preset: asked.preset, seed: asked.seed, start: asked.start, players };
    if (await game.startGame(config, strings.errors.urlRejected(""))) return;
  }
  const id = store.currentId();
  if (!asked && id && (await game.resume(id))) return;
  await game.startGame({}); // nothing asked, or what was asked refused: a game of the default rules
}

/** An address problem in words. @param {string} what @param {string} value */
function addressProblem(what, value) {
  const e = strings.errors;
  if (what === "seed") return e.urlSeed(value);
  if (what === "preset") return e.urlPreset(value);
  if (what === "computer") return e.urlComputer(value);
  if (what === "too-long") return e.urlTooLong(Number(value));
  return e.urlUnknown(value);
}

translate();
const saved = (() => {
  const id = store.currentId();
  return id && !location.search ? store.loadGame(id) : null;
})();
render({ view: saved?.view ?? startView(), session: store.loadSession() });
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
    render({ engine: "ready", engineError: null, busy: false, computerWaiting: false });
    settle("engine");
    if (restarted) return void game.reopen();
    begin().then(() => {
      performance.mark("first-throw-possible");
      // The service worker precaches the site (the snapshot too) only now, so that nothing it
      // fetches competes with the first visit's boot: every later visit boots from the snapshot.
      void registerServiceWorker(() => say(strings.offline.updated, "info"));
    }, (error) => say(strings.errors.engine(String(error?.message ?? error))));
  },
  onFailed(error, stalled) {
    nextGame(); // answers from the old worker, if any come, are for nothing now
    render({ engine: "error", engineError: error, busy: false, computerWaiting: false });
    const restart = { label: strings.loading.restart, run: () => { render({ progress: null, engine: "loading" }); engine.restart(); }, dismiss: true };
    say(stalled ? strings.loading.stopped : strings.loading.failed(error), "error", [restart], "engine");
  },
});
