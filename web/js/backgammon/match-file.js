// Backgammon's match file and resigning, as the page offers them: the game or match shown
// downloaded as GNU Backgammon's `.mat` (written by the engine: `export_file`), and the player to
// act conceding a single game, a gammon or a backgammon (the engine's `resign` actions).

import { perform } from "../app/game.js";
import { say } from "../app/render.js";
import { state } from "../app/state.js";
import { engine } from "../engine/engine.js";
import { strings } from "../i18n/strings.js";
import { downloadText } from "../saves/rescue.js";
import { $ } from "../ui/dom.js";
import { onClick } from "../ui/events.js";

/** Bind Download .mat and the Resign dialog. */
export function bindMatchFile() {
  onClick($("download-mat"), () => void downloadMat());
  const dialog = /** @type {HTMLDialogElement} */ ($("resign-dialog"));
  onClick($("resign"), () => dialog.showModal());
  onClick($("resign-cancel"), () => dialog.close());
  onClick(
    dialog,
    (action) => {
      dialog.close();
      void perform(action); // `resign`, `resign gammon` or `resign backgammon`: the engine checks it
    },
    "resign",
  );
}

/** Download the game shown as a `.mat` file, as the engine writes it (or say why it cannot). */
async function downloadMat() {
  const record = state.record;
  if (!record || state.engine !== "ready") return;
  /** @type {import("../engine/types.js").Answer} */
  const answer = await engine
    .call("export_file", JSON.stringify({ record }))
    .catch((error) => ({ ok: false, error: String(error?.message ?? error) }));
  if (!answer.ok) return say(strings.errors.engine(String(answer.error)));
  const day = new Date().toISOString().slice(0, 10);
  const name = `backgammon-${day}-${record.dice === "seeded" ? `seed${record.seed}` : "table"}.mat`;
  downloadText(name, String(answer.text), "text/plain;charset=utf-8");
}
