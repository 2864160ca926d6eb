// Saved games in localStorage: one key per game (its record and last view) plus an index,
// and the session's score in sessionStorage. The record is the truth; the view is only kept
// to draw the board at once on reload, before the engine has replayed the record.

const PREFIX = "rabattues:";
const INDEX = `${PREFIX}index`;
const CURRENT = `${PREFIX}current`;
const SESSION = `${PREFIX}session`;

/**
 * @typedef {{id: string, created: number, updated: number, preset: string, seed: number, dice: string,
 *            actions: number, turn: string, winner: string | null, players: Record<string, string>}} Summary
 * @typedef {{record: any, view: any}} Saved
 * @typedef {{w: number, b: number, games: Record<string, number>}} Session
 */

/** A new game id. */
export function newId() {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** @param {string} key */
function read(key, storage = localStorage) {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** @param {string} key @param {any} value @returns {boolean} whether it was written */
function write(key, value, storage = localStorage) {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Every saved game's summary, most recent first. @returns {Summary[]} */
export function listGames() {
  const index = read(INDEX);
  return Array.isArray(index) ? index.filter((s) => s && typeof s.id === "string").sort((a, b) => b.updated - a.updated) : [];
}

/** @param {string} id @returns {Saved | null} */
export function loadGame(id) {
  const saved = read(PREFIX + "game:" + id);
  return saved && typeof saved === "object" && saved.record ? saved : null;
}

/**
 * Save a game's record (and its view, to draw at once next time); false if storage refused.
 * @param {string} id @param {any} record @param {any} view
 */
export function saveGame(id, record, view) {
  const old = listGames().find((s) => s.id === id);
  const now = Date.now();
  /** @type {Summary} */
  const summary = {
    id, created: old?.created ?? now, updated: now, preset: record.preset, seed: record.seed, dice: record.dice,
    actions: record.actions.length, turn: view.current, winner: view.outcome?.winner ?? null,
    players: { w: record.players.w.kind, b: record.players.b.kind },
  };
  const ok = write(PREFIX + "game:" + id, { record, view });
  const index = [summary, ...listGames().filter((s) => s.id !== id)];
  return write(INDEX, index) && ok && write(CURRENT, id);
}

/** @param {string} id */
export function deleteGame(id) {
  try {
    localStorage.removeItem(PREFIX + "game:" + id);
    if (localStorage.getItem(CURRENT) === JSON.stringify(id)) localStorage.removeItem(CURRENT);
  } catch { /* storage disabled: nothing to delete */ }
  write(INDEX, listGames().filter((s) => s.id !== id));
}

/** The id of the game played last, if it is still saved. @returns {string | null} */
export function currentId() {
  const id = read(CURRENT);
  return typeof id === "string" && loadGame(id) ? id : null;
}

/** @param {string} id */
export function setCurrent(id) {
  write(CURRENT, id);
}

/** The session's totals per colour and the points counted per finished game. @returns {Session} */
export function loadSession() {
  const session = read(SESSION, sessionStorage);
  if (session && typeof session.w === "number" && typeof session.b === "number" && session.games) return session;
  return { w: 0, b: 0, games: {} };
}

/**
 * Count a finished game once in the session's score.
 * @param {string} id @param {"w"|"b"} winner @param {number} points @returns {Session}
 */
export function countGame(id, winner, points) {
  const session = loadSession();
  if (!(id in session.games)) {
    session.games[id] = points;
    session[winner] += points;
    write(SESSION, session, sessionStorage);
  }
  return session;
}
