// Engine calls as the game page makes them: an answer always (a call that failed is one that
// says so), and the page busy while another game is asked for.

import { loadPage } from "../games.js";
import { render } from "./render.js";

/** @typedef {import("../engine/types.js").Game} Game @typedef {import("../engine/types.js").Answer} Answer */

/** The engine's answer for a game (it has `ok`: record, view, history, and `last` after an action). @param {Answer} answer @returns {Game} */
export const asGame = (answer) => /** @type {any} */ (answer);

/**
 * An engine call that never throws: a refusal is the engine's answer (`ok: false`, `error`); a
 * call it could not answer (its worker stopped, hung or threw) is one with `failed` too.
 * @param {Promise<Answer>} call
 */
export async function ask(call) {
  return call.catch((error) => /** @type {Answer} */ ({ ok: false, failed: true, error: String(error?.message ?? error) }));
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
