// Saved games in localStorage, one key a game (`rabattues:game:<id>`, a versioned save: see
// saves-migrate.js), the id of the game played last, and the session's score in sessionStorage.
// The record is the truth; the view is only kept to draw the board at once on reload.
//
// Storage is untrusted and may be missing: every access is guarded, a damaged save is moved
// aside (`rabattues:aside:<id>`, its raw text kept for export) instead of breaking the others,
// and a save never overwrites a newer one written by another tab (`rev` is compared first).

import { SAVE_VERSION, indexTimes, makeSave, readSave } from "./saves-migrate.js";

const PREFIX = "rabattues:";
export const GAME_PREFIX = `${PREFIX}game:`;
const ASIDE_PREFIX = `${PREFIX}aside:`;
const OLD_INDEX = `${PREFIX}index`; // version 0's index, migrated away
const CURRENT = `${PREFIX}current`;
const SESSION = `${PREFIX}session`;
const PROBE = `${PREFIX}probe`;

/**
 * @typedef {{id: string, created: number, updated: number, preset: string, seed: number, dice: string,
 *            actions: number, turn: string, winner: string | null, players: Record<string, string>}} Summary
 * @typedef {{record: any, view: any, rev: number}} Saved
 * @typedef {{id: string, why: string, raw: string, at: number}} Aside a save set aside
 * @typedef {"saved" | "unchanged" | "off" | "conflict"} SaveResult
 * @typedef {{w: number, b: number, games: Record<string, number>}} Session
 */

/** The revision of each game this tab last read or wrote (two tabs compare it before writing). @type {Map<string, number>} */
const known = new Map();
/** Saves set aside that storage could not hold (full): kept here so their text can still be exported. @type {Map<string, Aside>} */
const asideInMemory = new Map();
/** Saves set aside since the page last asked (`takeSetAside`), to tell the player. @type {Aside[]} */
let fresh = [];
let oldIndexTimes = /** @type {Record<string, number> | null} */ (null);

/** A new game id. */
export function newId() {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
function local() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** @param {string} key @returns {string | null} */
function getText(key, storage = local()) {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** @param {string} key @param {string} text @returns {boolean} whether it was written */
function setText(key, text, storage = local()) {
  try {
    if (!storage) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} key */
function remove(key, storage = local()) {
  try {
    storage?.removeItem(key);
  } catch { /* nothing to remove where storage is off */ }
}

/** @param {string} key */
function read(key, storage = local()) {
  const text = getText(key, storage);
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every key of localStorage with this prefix (none where storage is off). @param {string} prefix */
function keys(prefix) {
  const storage = local();
  /** @type {string[]} */
  const found = [];
  try {
    if (!storage) return found;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) found.push(key);
    }
  } catch { /* storage went away */ }
  return found;
}

/** Whether the browser lets the page save at all (false in private modes that refuse storage). */
export function available() {
  const storage = local();
  if (!storage) return false;
  try {
    storage.setItem(PROBE, "1");
    storage.removeItem(PROBE);
    return true;
  } catch (error) {
    // A full storage still lets the page save over its own games: only "refused" is "off".
    return /** @type {Error} */ (error)?.name === "QuotaExceededError" && storage.length > 0;
  }
}

/** Creation times from a version-0 index, read once. */
function createdTimes() {
  if (oldIndexTimes === null) oldIndexTimes = indexTimes(getText(OLD_INDEX));
  return oldIndexTimes;
}

/**
 * Read one game's save, migrating an old version in place; a damaged save is set aside.
 * @param {string} id @returns {import("./saves-migrate.js").Save | null}
 */
function readGame(id) {
  const text = getText(GAME_PREFIX + id);
  if (text === null) return null;
  const result = readSave(text, createdTimes()[id] ?? 0);
  if (!result.ok) {
    setAside(id, result.why, text);
    return null;
  }
  if (result.migrated) setText(GAME_PREFIX + id, JSON.stringify(result.save)); // best effort: read again next time otherwise
  return result.save;
}

/** @param {import("./saves-migrate.js").Save} save @param {string} id @returns {Summary} */
function summary(id, save) {
  const { record, view } = save;
  /** @param {any} value */
  const text = (value) => (typeof value === "string" ? value.slice(0, 40) : "");
  return {
    id, created: save.created, updated: save.updated, preset: text(record.preset), seed: Number.isSafeInteger(record.seed) ? record.seed : 0,
    dice: text(record.dice) || "seeded", actions: record.actions.length, turn: text(view?.current), winner: text(view?.outcome?.winner) || null,
    players: { w: text(record.players?.w?.kind) || "human", b: text(record.players?.b?.kind) || "human" },
  };
}

/** Every saved game's summary, most recent first (damaged saves are set aside on the way). @returns {Summary[]} */
export function listGames() {
  /** @type {Summary[]} */
  const games = [];
  for (const key of keys(GAME_PREFIX)) {
    const id = key.slice(GAME_PREFIX.length);
    const save = readGame(id);
    if (save) games.push(summary(id, save));
  }
  // The old index only knew creation times: dropped once every save is rewritten in the new version.
  if (getText(OLD_INDEX) !== null && keys(GAME_PREFIX).every((k) => read(k)?.save === SAVE_VERSION)) remove(OLD_INDEX);
  return games.sort((a, b) => b.updated - a.updated);
}

/** @param {string} id @returns {Saved | null} */
export function loadGame(id) {
  const save = readGame(id);
  if (!save) return null;
  known.set(id, save.rev);
  return { record: save.record, view: save.view, rev: save.rev };
}

/**
 * Save a game's record (and its view, to draw at once next time).
 * "conflict": another tab wrote this game since this tab read it; nothing was written.
 * "off": the browser refused (storage full or disabled). "unchanged": the same record was there.
 * @param {string} id @param {any} record @param {any} view @returns {SaveResult}
 */
export function saveGame(id, record, view) {
  const text = getText(GAME_PREFIX + id);
  const stored = text === null ? null : readSave(text);
  if (stored && !stored.ok) setAside(id, stored.why, /** @type {string} */ (text)); // damaged meanwhile: kept, not overwritten
  const before = stored?.ok ? stored.save : null;
  if (before && known.get(id) !== before.rev) {
    if (JSON.stringify(before.record) === JSON.stringify(record)) {
      known.set(id, before.rev);
      setText(CURRENT, JSON.stringify(id));
      return "unchanged";
    }
    return "conflict";
  }
  if (before && JSON.stringify(before.record) === JSON.stringify(record)) {
    setText(CURRENT, JSON.stringify(id));
    return "unchanged";
  }
  const save = makeSave(record, view, before);
  if (!setText(GAME_PREFIX + id, JSON.stringify(save))) return "off";
  known.set(id, save.rev);
  setText(CURRENT, JSON.stringify(id));
  return "saved";
}

/** Whether another tab has written this game since this tab read or wrote it. @param {string} id */
export function changedElsewhere(id) {
  const text = getText(GAME_PREFIX + id);
  if (text === null) return known.has(id);
  const stored = readSave(text);
  return stored.ok && known.has(id) && stored.save.rev !== known.get(id);
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

/** @param {string} id */
export function setCurrent(id) {
  setText(CURRENT, JSON.stringify(id));
}

// ─── Saves set aside ────────────────────────────────────────────────────────────────────────

/**
 * Move a damaged save out of the way, keeping its raw text (the engine refused its record, or
 * it could not be read at all). Never loses the text: if storage cannot hold the copy, the
 * save stays where it was and the copy is kept in memory.
 * @param {string} id @param {string} why @param {string} [raw] the stored text (read now if not given)
 */
export function setAside(id, why, raw) {
  const text = raw ?? getText(GAME_PREFIX + id);
  if (text === null) return;
  /** @type {Aside} */
  const entry = { id, why, raw: text, at: Date.now() };
  if (setText(ASIDE_PREFIX + id, JSON.stringify({ save: 1, why, at: entry.at, raw: text }))) {
    remove(GAME_PREFIX + id);
  } else {
    asideInMemory.set(id, entry);
  }
  known.delete(id);
  if (getText(CURRENT) === JSON.stringify(id)) remove(CURRENT);
  fresh = [...fresh.filter((a) => a.id !== id), entry];
}

/** The saves set aside since the last call (to tell the player once). @returns {Aside[]} */
export function takeSetAside() {
  const taken = fresh;
  fresh = [];
  return taken;
}

/** Every save set aside, stored or in memory. @returns {Aside[]} */
export function setAsideList() {
  /** @type {Map<string, Aside>} */
  const all = new Map(asideInMemory);
  for (const key of keys(ASIDE_PREFIX)) {
    const id = key.slice(ASIDE_PREFIX.length);
    const text = getText(key) ?? "";
    const value = (() => {
      try { return JSON.parse(text); } catch { return null; }
    })();
    const ok = value && typeof value === "object" && typeof value.raw === "string";
    all.set(id, { id, why: ok && typeof value.why === "string" ? value.why : "", raw: ok ? value.raw : text, at: ok && Number.isSafeInteger(value.at) ? value.at : 0 });
  }
  return [...all.values()].sort((a, b) => b.at - a.at);
}

/** Forget a save set aside (after the player exported it, or chose to). @param {string} id */
export function forgetSetAside(id) {
  remove(ASIDE_PREFIX + id);
  asideInMemory.delete(id);
  fresh = fresh.filter((a) => a.id !== id);
}

// ─── Session score ──────────────────────────────────────────────────────────────────────────

/** sessionStorage, or null where refused. */
function session() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The session's totals per colour and the points counted per finished game. @returns {Session} */
export function loadSession() {
  const value = read(SESSION, session());
  if (value && typeof value.w === "number" && typeof value.b === "number" && value.games && typeof value.games === "object") return value;
  return { w: 0, b: 0, games: {} };
}

/**
 * Count a finished game once in the session's score.
 * @param {string} id @param {"w"|"b"} winner @param {number} points @returns {Session}
 */
export function countGame(id, winner, points) {
  const score = loadSession();
  if (!(id in score.games)) {
    score.games[id] = points;
    score[winner] += points;
    setText(SESSION, JSON.stringify(score), session());
  }
  return score;
}
