// The game's record as a file: exported (downloaded as JSON), and a file opened (its bytes go to
// the engine, which decodes and checks them; the same game opened again is the one already here).

import { CONSTANTS } from "../engine/constants.js";
import { engine } from "../engine/engine.js";
import { strings } from "../i18n/strings.js";
import * as rescue from "../saves/rescue.js";
import * as store from "../saves/store.js";
import { isolate } from "./bidi.js";
import { asGame, askForGame } from "./ask.js";
import { showGame } from "./game.js";
import { say } from "./render.js";
import { state } from "./state.js";

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
  rescue.downloadText(name, `${JSON.stringify(state.record, null, 1)}\n`, "application/json");
}
