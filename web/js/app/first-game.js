// How the game page starts, once its engine is ready: a game shared in the address's fragment,
// else the game the address asks for (its problems said), else the last one played, else a new one.

import { engine } from "../engine/engine.js";
import { allGames } from "../games.js";
import { strings } from "../i18n/strings.js";
import { readGameAddress } from "./address.js";
import { askForGame } from "./ask.js";
import * as game from "./game.js";
import { resume } from "./open.js";
import * as rescue from "../saves/rescue.js";
import { say } from "./render.js";
import { state } from "./state.js";
import { ShareError, isShared, sharedRecord } from "./share-link.js";
import * as steps from "./steps.js";
import * as store from "../saves/store.js";
import { watchOtherTabs } from "../saves/tabs.js";

/** The game the address asks for (its problems said), else the last one played, else a new one. */
export async function begin() {
  if (!store.available()) say(strings.errors.storageOff); // private mode, storage disabled: play on, unsaved
  store.listGames(); // reads every save once: damaged ones are set aside before anything uses them
  rescue.tellSetAside(say, true); // saves set aside, now or on an earlier visit: export or forget
  watchOtherTabs((id) => void game.follow(id));
  if (isShared(location.hash) && (await openShared())) return;
  const { game: asked, problems } = readGameAddress(location.search);
  for (const problem of problems) say(addressProblem(problem));
  if (location.search) history.replaceState(null, "", location.pathname); // a reload resumes instead
  if (asked) {
    const kinds = asked.players;
    /** @type {Record<string, {name: string, kind: string, level?: string}> | undefined} */
    const players = kinds && {
      w: { name: strings.color.w, kind: kinds.w },
      b: { name: strings.color.b, kind: kinds.b },
    };
    if (players && asked.level) players[kinds?.w === "computer" ? "w" : "b"].level = asked.level;
    const { game: name, preset, seed, start, match } = asked;
    const config = { game: name, preset, seed, start, match, players };
    if (await game.startGame(config, strings.errors.urlRejected(""))) return;
  }
  const id = store.currentId();
  const opened = !asked && id ? await resume(id) : false;
  // Shown; or the engine failed opening it and is started again, which reopens it.
  if (opened === true || (opened === "failed" && state.engine !== "ready")) return;
  await game.startGame({}); // nothing asked, what was asked refused, or the last game kept unopened: a game of the default rules
}

/** An address problem in words. @param {import("./address.js").Problem} problem */
function addressProblem({ what, value, among = [] }) {
  const e = strings.errors;
  if (what === "seed") return e.urlSeed(value);
  if (what === "game")
    return e.urlGame(
      value,
      allGames().map((g) => g.name),
    );
  if (what === "preset") return e.urlPreset(value, among);
  if (what === "computer") return e.urlComputer(value);
  if (what === "level") return e.urlLevel(value, among);
  if (what === "level-alone") return e.urlLevelAlone(value);
  if (what === "match") return e.urlMatch(value, Number(among[0]), Number(among[1]));
  if (what === "too-long") return e.urlTooLong(Number(value));
  return e.urlUnknown(value);
}

/**
 * A game shared in the address's fragment, opened to step through; the fragment then goes, and
 * the query with it once the game is shown (saved: a reload resumes it, never a game the query
 * asks for). A link that opens nothing leaves the query to be read.
 */
export async function openShared() {
  const hash = location.hash;
  history.replaceState(null, "", location.pathname + location.search);
  try {
    const answer = await askForGame(engine.openRecord(await sharedRecord(hash)));
    if (!answer.ok) {
      say(strings.errors.importFailed(String(answer.error)));
      return false;
    }
    history.replaceState(null, "", location.pathname);
    game.showGame(store.findGame(answer.record) ?? store.newId(), /** @type {any} */ (answer));
    say(strings.share.opened, "info");
    steps.openAtEnd(); // at its last position, the stepping bar leading back through it
    return true;
  } catch (error) {
    say(error instanceof ShareError && error.message === "too-large" ? strings.share.tooLarge : strings.share.bad);
    return false;
  }
}
