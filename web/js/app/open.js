// A saved game opened: by id (the engine replays its record; one it refuses is set aside), and
// the game shown opened again once the engine was started again (or a new one in its place).

import { engine } from "../engine/engine.js";
import { strings } from "../i18n/strings.js";
import * as rescue from "../saves/rescue.js";
import * as store from "../saves/store.js";
import { asGame, askForGame } from "./ask.js";
import { showGame, startGame } from "./game.js";
import { say } from "./render.js";
import { openFailed, takeRestartReason } from "./restart.js";
import { state } from "./state.js";

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
  if (answer.failed) {
    openFailed(String(answer.error));
    return "failed";
  }
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
  const why = opened === "failed" ? "" : takeRestartReason(); // said now, as the game is back (news read from now on)
  if (why) say(strings.loading.restarted(why), "info", undefined, "restart");
  if (opened === "failed") {
    // failed again, and not started once more: a game to play meanwhile, the save kept
    if (!state.record) await startGame({}, "");
    return;
  }
  if (opened) return;
  await startGame({ game: state.view.game, preset: state.view.preset, rules: state.view.rules }, "");
}
