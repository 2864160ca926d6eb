// The Saved games and New game dialogs, wired: what their buttons do to the game and its saves.

import { askForGame } from "../app/ask.js";
import * as game from "../app/game.js";
import { resume } from "../app/open.js";
import { clearNews, render, say } from "../app/render.js";
import { state } from "../app/state.js";
import * as store from "../saves/store.js";
import { engine } from "../engine/engine.js";
import { loadPage } from "../games.js";
import { strings } from "../i18n/strings.js";
import { $ } from "./dom.js";
import { onChange, onClick } from "./events.js";
import { chosenGame, readNewGame, showGameOptions } from "./new-game-dialog.js";
import { fillSaved } from "../saves/saved-list.js";
import { playerNames } from "./player-names.js";

const MONTH_MS = 30 * 24 * 3600 * 1000;

/** The saved games: resume one, delete one, delete the finished or old ones (never the one shown). */
export function bindSaved() {
  const dialog = /** @type {HTMLDialogElement} */ ($("saved-dialog"));
  game.show.savedGames = () => {
    $("saved-note").textContent = "";
    fillSaved(store.listGames(), state.gameId);
    if (!dialog.open) dialog.showModal();
  };
  onClick($("saved-games"), game.show.savedGames);
  /** Delete the games a test picks, never the one shown. @param {(g: import("../saves/store.js").Summary) => boolean} which */
  const bulk = (which) => {
    const count = store.deleteGames((g) => g.id !== state.gameId && which(g));
    fillSaved(store.listGames(), state.gameId);
    $("saved-note").textContent = strings.saved.deleted(count);
    if (count) game.saveAgain(); // room was made: the game shown is saved now, and the warning goes
  };
  onClick($("delete-finished"), () => bulk((g) => !!g.winner));
  onClick($("delete-old"), () => bulk((g) => g.updated < Date.now() - MONTH_MS));
  onClick($("saved-close"), () => dialog.close());
  onClick(
    $("saved-list"),
    (id) => {
      dialog.close();
      if (state.engine === "ready") void resume(id);
    },
    "resume",
  );
  onClick(
    $("saved-list"),
    (id) => {
      store.deleteGame(id);
      if (id === state.gameId) render({ gameId: store.newId() }); // the game shown is kept only if played on
      fillSaved(store.listGames(), state.gameId);
    },
    "delete",
  );
}

/** The New game dialog: its choices shown as the game and preset change; the engine checks and starts it. */
export function bindNewGame() {
  const dialog = /** @type {HTMLDialogElement} */ ($("new-dialog"));
  onClick($("new-cancel"), () => dialog.close());
  onChange($("game-choices"), () => {
    showGameOptions();
    void loadPage(chosenGame()).catch(() => {}); // its part of the page (its board), before it starts
  });
  onChange($("players"), showGameOptions); // the computer's level only when the computer plays
  $("new-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const chosen = chosenGame();
    const page = await loadPage(chosen).catch((error) => String(error?.message ?? error));
    if (typeof page === "string") return refused(strings.loading.failed(page));
    const config = readNewGame(chosen, page);
    if ("error" in config) return refused(config.error);
    const answer = await askForGame(engine.newGame(config));
    if (!answer.ok) return refused(String(answer.error));
    dialog.close();
    const started = /** @type {any} */ (answer);
    clearNews(); // the news of the game before (how it started, that it was imported) is not this one's
    game.showGame(store.newId(), started);
    const told = page.newGame.told(started, playerNames(started.view)); // what a pasted XGID gave
    if (told) say(told, "info");
  });
}

/** Say in the New game dialog why no game was started. @param {string} text */
function refused(text) {
  $("new-error").textContent = text;
}
