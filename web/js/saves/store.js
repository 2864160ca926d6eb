// Saved games in localStorage, one key a game (`rabattues:game:<id>`, a versioned save: see
// migrate.js), and the id of the game played last. The record is the truth; the view is
// only kept to draw the board at once on reload.
//
// Storage is untrusted and may be missing: every access is guarded (storage.js), a damaged save
// is moved aside (aside.js) instead of breaking the others, and a save never overwrites a newer
// one written by another tab (`rev` is compared first).

import { GAME_PREFIX, setAside, whenSetAside } from "./aside.js";
import { SAVE_VERSION, indexTimes, makeSave, readSave } from "./migrate.js";
import { CONSTANTS } from "../engine/constants.js";
import { getText, keys, lastFailure, read, remove, setText, used } from "./storage.js";

export { GAME_PREFIX, forgetSetAside, setAside, setAsideList, takeSetAside } from "./aside.js";
export { countGame, loadSession } from "./score.js";
export { available } from "./storage.js";

const OLD_INDEX = "rabattues:index"; // version 0's index, migrated away
const CURRENT = "rabattues:current";
/** The longest view kept whole beside a record (characters): a save stays well within what a
 * browser's storage holds (about 5 million characters), the record itself being at most
 * `limits.record_chars`. The views of ordinary positions are a few kilobytes; a double with a few
 * hundred moves, some hundreds. */
const VIEW_CHARS = 1_000_000;

/**
 * @typedef {{id: string, created: number, updated: number, preset: string, seed: number, dice: string,
 *            actions: number, turn: string, winner: string | null, players: Record<string, string>}} Summary
 * @typedef {{record: any, view: any, rev: number}} Saved
 * @typedef {"saved" | "unchanged" | "full" | "too-large" | "off" | "conflict"} SaveResult
 */

/**
 * The revision and record of each game this tab last read or wrote (two tabs compare it before
 * writing). The record too: two tabs writing at one instant can each read the old revision and
 * write the same next one, and only the record then tells the loser that its write was replaced.
 * @type {Map<string, string>}
 */
const known = new Map();

/** What `known` holds for a save. @param {Saved} save */
const stamp = (save) => `${save.rev} ${JSON.stringify(save.record)}`;
whenSetAside((id) => known.delete(id));
let oldIndexTimes = /** @type {Map<string, number> | null} */ (null);

/** A new game id. */
export function newId() {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Creation times from a version-0 index, read once. */
function createdTimes() {
  if (oldIndexTimes === null) oldIndexTimes = indexTimes(getText(OLD_INDEX));
  return oldIndexTimes;
}

/**
 * Read one game's save, migrating an old version in place; a damaged save is set aside.
 * @param {string} id @returns {import("./migrate.js").Save | null}
 */
function readGame(id) {
  const text = getText(GAME_PREFIX + id);
  if (text === null) return null;
  const result = readSave(text, createdTimes().get(id) ?? 0);
  if (!result.ok) {
    setAside(id, result.why, text);
    return null;
  }
  if (result.migrated) setText(GAME_PREFIX + id, JSON.stringify(result.save)); // best effort: read again next time otherwise
  return result.save;
}

/** @param {import("./migrate.js").Save} save @param {string} id @returns {Summary} */
function summary(id, save) {
  const { record, view } = save;
  /** @param {any} value */
  const text = (value) => (typeof value === "string" ? value.slice(0, 40) : "");
  return {
    id,
    created: save.created,
    updated: save.updated,
    preset: text(record.preset),
    seed: Number.isSafeInteger(record.seed) ? record.seed : 0,
    dice: text(record.dice) || "seeded",
    actions: record.actions.length,
    turn: text(view?.current),
    // Over when nothing follows: between two games of a match, the next game's opening throw does.
    winner: view?.can_throw === true ? null : text(view?.outcome?.winner) || null,
    players: { w: text(record.players?.w?.kind) || "human", b: text(record.players?.b?.kind) || "human" },
  };
}

/** Every saved game's summary, most recent first (damaged saves are set aside on the way). @returns {Summary[]} */
export function listGames() {
  /** @type {Summary[]} */
  const games = [];
  const current = read(CURRENT);
  for (const key of keys(GAME_PREFIX)) {
    const id = key.slice(GAME_PREFIX.length);
    const save = readGame(id);
    if (save && !save.record.actions.length && id !== current)
      deleteGame(id); // an empty game left by an older version
    else if (save) games.push(summary(id, save));
  }
  // The old index only knew creation times: dropped once every save is rewritten in the new version.
  if (getText(OLD_INDEX) !== null && keys(GAME_PREFIX).every((k) => read(k)?.save === SAVE_VERSION)) remove(OLD_INDEX);
  return games.sort((a, b) => b.updated - a.updated);
}

/** @param {string} id @returns {Saved | null} */
export function loadGame(id) {
  const save = readGame(id);
  if (!save) return null;
  known.set(id, stamp(save));
  return { record: save.record, view: save.view, rev: save.rev };
}

/**
 * The view kept beside a record: whole, unless it is longer than VIEW_CHARS (a backgammon double
 * in a crowded position lists megabytes of moves); then without the moves to choose from, which
 * the engine gives again when the game is opened (the board is drawn from the rest meanwhile).
 * @param {any} view
 */
function keptView(view) {
  return JSON.stringify(view ?? null).length > VIEW_CHARS ? { ...view, moves: [], boards: [], after: {} } : view;
}

/**
 * Save a game's record (and its view, to draw at once next time), then make it the current game:
 * the current game is always one that was saved.
 * "conflict": another tab wrote this game since this tab read it; nothing was written.
 * "full": storage is full (deleting other saves would make room); "too-large": this save is
 * larger than what the browser's storage can hold, whatever is deleted; "off": the browser
 * refused. "unchanged": the same record was there (a stale view beside it is corrected).
 * @param {string} id @param {any} record @param {any} view @returns {SaveResult}
 */
export function saveGame(id, record, view) {
  const text = getText(GAME_PREFIX + id);
  const stored = text === null ? null : readSave(text);
  if (stored && !stored.ok) setAside(id, stored.why, /** @type {string} */ (text)); // damaged meanwhile: kept, not overwritten
  const before = stored?.ok ? stored.save : null;
  const same = !!before && JSON.stringify(before.record) === JSON.stringify(record);
  if (before && !same && known.get(id) !== stamp(before)) return "conflict";
  const kept = keptView(view);
  if (before && same) {
    known.set(id, stamp(before));
    if (JSON.stringify(before.view) !== JSON.stringify(kept)) setText(GAME_PREFIX + id, JSON.stringify({ ...before, view: kept }));
    setCurrent(id);
    return "unchanged";
  }
  if ((before?.rev ?? 0) >= CONSTANTS.limits.rev) return "off"; // never a revision the page could not read back
  const save = makeSave(record, kept, before);
  const saveText = JSON.stringify(save);
  if (!setText(GAME_PREFIX + id, saveText)) {
    if (lastFailure() !== "full") return "off";
    // Full is the truth only when the rest of storage, deleted, would make room for this save.
    return saveText.length <= used(GAME_PREFIX + id) + (text?.length ?? 0) ? "full" : "too-large";
  }
  known.set(id, stamp(save));
  setCurrent(id);
  return "saved";
}

/**
 * Forget a game with nothing played, once another is shown: an untouched new game, or a visit
 * to `?seed=…`, leaves nothing behind in the saved games.
 * @param {string} id
 */
export function forgetIfEmpty(id) {
  const save = readGame(id);
  if (save && !save.record.actions.length) deleteGame(id);
}

/** The id of a saved game with this very record, if there is one (an import of a game already here). @param {any} record */
export function findGame(record) {
  const text = JSON.stringify(record);
  for (const key of keys(GAME_PREFIX)) {
    const save = readGame(key.slice(GAME_PREFIX.length));
    if (save && JSON.stringify(save.record) === text) return key.slice(GAME_PREFIX.length);
  }
  return null;
}

/** Delete every saved game a test picks (finished ones, old ones); answer how many. @param {(game: Summary) => boolean} which */
export function deleteGames(which) {
  const gone = listGames().filter(which);
  for (const game of gone) deleteGame(game.id);
  return gone.length;
}

/** Whether another tab has written this game since this tab read or wrote it. @param {string} id */
export function changedElsewhere(id) {
  const text = getText(GAME_PREFIX + id);
  if (text === null) return known.has(id);
  const stored = readSave(text);
  return stored.ok && known.has(id) && stamp(stored.save) !== known.get(id);
}

/** @param {string} id */
export function deleteGame(id) {
  remove(GAME_PREFIX + id);
  known.delete(id);
  if (getText(CURRENT) === JSON.stringify(id)) remove(CURRENT);
}

/** The id of the game played last, if it is still saved. @returns {string | null} */
export function currentId() {
  const id = read(CURRENT);
  return typeof id === "string" && getText(GAME_PREFIX + id) !== null && readGame(id) ? id : null;
}

/** The id of the game shown last, saved or not (unchecked). @returns {string | null} */
export function lastId() {
  const id = read(CURRENT);
  return typeof id === "string" ? id : null;
}

/** @param {string} id */
export function setCurrent(id) {
  setText(CURRENT, JSON.stringify(id));
}
