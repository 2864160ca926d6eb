// The game page wired, once its first view is drawn (main.js): what shows the state, what each
// control does, how the game starts when the engine is ready.

import * as game from "./app/game.js";
import { reopen } from "./app/open.js";
import { exportGame, importFile } from "./app/record-file.js";
import { restartEngine } from "./app/restart.js";
import { registerServiceWorker } from "./app/offline.js";
import { nextGame, onRender, render, say, settle } from "./app/render.js";
import { isShared } from "./app/share-link.js";
import { begin, openShared } from "./app/first-game.js";
import { state } from "./app/state.js";
import * as steps from "./app/steps.js";
import { Analysis, revealReview, storedWinbar } from "./analysis/panel.js";
import { bindBoardSettings, showFlip } from "./ui/board-settings.js";
import { engine } from "./engine/engine.js";
import { bindLanguageMenu } from "./i18n/langmenu.js";
import { strings } from "./i18n/strings.js";
import { updateControls } from "./ui/game-controls.js";
import { bindNewGame, bindSaved } from "./ui/dialogs.js";
import { $, fillText } from "./ui/dom.js";
import { onArrows, onChange, onClick, onFile, onReducedMotion, onSpaceThrow } from "./ui/events.js";
import { bindJumps, bindMenu } from "./ui/menu.js";
import { updateMessages } from "./ui/messages.js";
import { announce, updateMoves } from "./ui/movelist.js";
import { buildNewGameForm, openNewGame, updateNewGameReady } from "./ui/new-game-dialog.js";
import { bindPad } from "./ui/pad.js";
import { between, matchOf } from "./ui/match.js";
import { endKey, updateBanner, updateScore } from "./ui/scoreboard.js";
import { MOTION, buildSettings, storePlayedForMe, storeSpeed, storedPlayedForMe, storedSpeed, updateSettings } from "./ui/preferences.js";
import { bindShare } from "./ui/share-dialog.js";
import { updateLastEvent, updateStepbar } from "./ui/stepbar.js";

/** @type {import("./app/boards.js").Boards} */
let boards;

/**
 * Wire the page around the boards main.js drew its first view on (which draw themselves at each
 * render already), and draw the rest. @param {import("./app/boards.js").Boards} drawn
 */
export function wire(drawn) {
  boards = drawn;
  showState();
  game.show.animate = (last, before, view) => boards.play(last, before, view);
  game.show.announce = (last) => announce(state, last);
  translate();
  bind();
  render({ winbarShown: storedWinbar(), ...storedPlayedForMe() });
  listen();
}

// ─── What shows the state ───────────────────────────────────────────────────────────────────

const analysis = new Analysis(
  () => engine,
  (n) => void steps.stepTo(n),
  (n, action) => void steps.stepInstead(n, action),
);

/** Everything but the board (main.js's) and the loading bar, drawn at each render. */
function showState() {
  onRender(updateStepbar);
  onRender(updateSettings);
  onRender((s) => showFlip(flips(), s));
  onRender(updateLastEvent);
  onRender(updateControls);
  onRender(updateScore);
  onRender(updateMoves);
  onRender(updateBanner);
  onRender((s) => updateMessages(s, (i) => render({ messages: s.messages.filter((_, k) => k !== i) })));
  onRender(updateNewGameReady);
  onRender((s) => analysis.update(s)); // the bar of the position looked at, the review of the whole game
  onRender((s) => {
    // "ready" once the first throw is possible: the engine is loaded and a game is shown.
    document.body.dataset.state = s.engine === "ready" && !s.confirmed ? "loading" : s.engine;
    if (s.engineError) document.body.dataset.error = strings.loading.failed(s.engineError);
    document.body.dataset.busy = String(s.busy);
    document.body.dataset.idle = String(s.engine === "ready" && s.confirmed && !s.busy && !s.computerWaiting);
  });
}

/** The two Flip buttons: beside the status line, and in the phone's menu. */
function flips() {
  return /** @type {HTMLButtonElement[]} */ ([$("flip"), $("flip-menu")]);
}

// ─── What each control does ─────────────────────────────────────────────────────────────────

function bind() {
  onClick($("throw"), () => void game.perform("throw"));
  onClick($("claims"), (action) => void game.perform(action), "action");
  for (const token of ["double", "take"]) onClick($(token), () => void game.perform(token));
  // Dropping ends the game: asked again first.
  const drop = /** @type {HTMLDialogElement} */ ($("drop-dialog"));
  onClick($("drop"), () => {
    const points = state.view.actions.find((a) => a.kind === "drop")?.points; // the engine's: the cube before the double, what a match needs
    $("drop-text").textContent = points === undefined ? strings.drop.text : strings.drop.points(points);
    drop.showModal();
  });
  onClick($("drop-cancel"), () => drop.close());
  onClick($("drop-confirm"), () => {
    drop.close();
    void game.perform("drop");
  });
  onSpaceThrow(() => {
    const button = /** @type {HTMLButtonElement} */ ($("throw"));
    if (!button.hidden && !button.disabled) void game.perform("throw");
  });
  bindPad(state, render, (token) => void game.perform(token));
  bindBoardSettings(flips(), () => state, render);
  bindMenu(/** @type {HTMLButtonElement} */ ($("menu-button")), $("top-menu"));
  bindJumps(/** @type {HTMLButtonElement} */ ($("to-moves")), /** @type {HTMLButtonElement} */ ($("to-board")));
  onReducedMotion((reduce) => {
    const speed = storedSpeed() ?? (reduce ? "off" : "normal"); // an explicit choice wins over the system's
    boards.setMotion(MOTION[speed]);
    render({ reducedMotion: reduce, speed });
  });
  onChange($("speed"), (event) => {
    const speed = /** @type {"off" | "normal" | "slow"} */ (/** @type {HTMLSelectElement} */ (event.target).value);
    storeSpeed(speed);
    boards.setMotion(MOTION[speed]);
    render({ speed });
  });
  onChange($("auto-forced"), (event) => {
    const autoForced = /** @type {HTMLInputElement} */ (event.target).checked;
    storePlayedForMe("autoForced", autoForced);
    render({ autoForced });
    void game.scheduleComputer();
  });
  onChange($("auto-bear-off"), (event) => {
    const autoBearOff = /** @type {HTMLInputElement} */ (event.target).checked;
    storePlayedForMe("autoBearOff", autoBearOff);
    render({ autoBearOff });
    void game.scheduleComputer();
  });
  onChange($("auto-throw"), (event) => {
    render({ autoThrow: /** @type {HTMLInputElement} */ (event.target).checked });
    void game.scheduleComputer();
  });
  onChange($("auto-throw-doubles"), (event) => render({ stopAtDouble: /** @type {HTMLInputElement} */ (event.target).checked }));
  bindLanguageMenu(/** @type {HTMLSelectElement} */ ($("language")), () => {
    translate();
    boards.forget(); // the board's words are in the new language: drawn again by the next render
    render();
  });
  onClick($("new-game"), () => openNewGame(state));
  onClick($("play-again"), () => {
    const view = state.view;
    if (between(view)) {
      // A match goes on: the next game's opening throw (with real dice, typed in the pad the banner uncovers).
      if (view.dice === "seeded") return void game.perform("throw");
      return render({ dismissed: [...state.dismissed, endKey(state)] });
    }
    const match = matchOf(view);
    const again = { game: view.game, preset: view.preset, rules: view.rules, dice: view.dice, players: state.record?.players };
    void game.startGame(match ? { ...again, match: match.length } : again, "");
  });
  onClick($("banner-close"), () => render({ dismissed: [...state.dismissed, endKey(state)] }));
  onClick($("banner-review"), () => {
    render({ dismissed: [...state.dismissed, endKey(state)] }); // the game over: its review is shown
    revealReview();
  });
  onClick($("export"), exportGame);
  onFile(/** @type {HTMLInputElement} */ ($("import-file")), (file) => void importFile(file));
  bindSteps();
  bindShare((text) => say(text, "info"));
  bindSaved();
  bindNewGame();
}

/** Looking back: the move list's lines, the stepping bar, and the arrow keys. */
function bindSteps() {
  const live = () => {
    steps.backToGame();
    void game.scheduleComputer();
  };
  onClick($("move-list"), (n) => void steps.stepTo(Number(n)), "step");
  onClick($("step-prev"), () => void steps.stepBy(-1));
  onClick($("step-next"), () => (state.stepping && steps.atLast() ? live() : void steps.stepBy(1)));
  onClick($("step-live"), live);
  onArrows((key) => {
    if (key === "Escape") return state.stepping ? live() : undefined;
    if (key === "ArrowRight" && state.stepping && steps.atLast()) return live();
    if (state.record && state.history.length) void steps.stepBy(key === "ArrowLeft" ? -1 : 1);
  });
}

/** Every fixed text in the language shown. */
function translate() {
  fillText(strings);
  buildNewGameForm();
  buildSettings();
}

/** Whether the page has begun (its game shown once): a later ready is the engine started again. */
let begun = false;

/** The engine's boot told, its readiness, its failure. */
function listen() {
  engine.listen({
    onProgress(progress) {
      render({ progress });
    },
    onReady(info) {
      performance.mark("engine-ready", { detail: info });
      document.body.dataset.boot = info.boot; // "running": a reload, or another page, found it booted
      const restarted = begun;
      begun = true;
      render({ engine: "ready", engineError: null, busy: false, computerWaiting: false });
      settle("engine");
      if (restarted) return void reopen().catch((error) => say(strings.errors.engine(String(error?.message ?? error))));
      // A shared game's address pasted into this tab is a new fragment, not a new page: opened too.
      addEventListener("hashchange", () => {
        if (isShared(location.hash) && state.engine === "ready") void openShared();
      });
      begin().then(
        () => {
          performance.mark("first-throw-possible");
          // The service worker precaches the site (the snapshot too) only now, so that nothing it
          // fetches competes with the first visit's boot: every later visit boots from the snapshot.
          void registerServiceWorker(() => say(strings.offline.updated, "info"));
        },
        (error) => say(strings.errors.engine(String(error?.message ?? error))),
      );
    },
    onFailed(error, stalled) {
      // An engine that ran and then stopped or hangs is started again on its own (not twice in a
      // minute), and the game reopened from its save; one that could not start is told, with a button.
      if (stalled && begun && restartEngine(error)) return;
      nextGame(); // answers from the old worker, if any come, are for nothing now
      render({ engine: "error", engineError: error, busy: false, computerWaiting: false });
      const restart = {
        label: strings.loading.restart,
        run: () => {
          render({ progress: null, engine: "loading" });
          engine.restart();
        },
        dismiss: true,
      };
      say(stalled ? strings.loading.stopped : strings.loading.failed(error), "error", [restart], "engine");
    },
  });
}
