// What a saved game looks like in storage, version by version, and the one path that brings an
// older save up to date. Storage is untrusted input (hand-edited, truncated, written by a newer
// version of the app): `readSave` either returns a save of the current version or says why not.
//
//   version 0 (the first release): `rabattues:game:<id>` = {record, view}, plus an index key
//             `rabattues:index` = [summary, ...] kept beside the games.
//   version 1 (now): `rabattues:game:<id>` = {save: 1, rev, created, updated, record, view}; one key
//             a game, written in one setItem, so a save is all or nothing. `rev` counts the writes
//             of that game (two tabs on one game compare it); there is no index any more.
//
// The record inside (`"format": 1`) has its own version, checked and replayed by the engine
// (py/rabattues/dames/record.py) whenever a save is opened; a save whose record the engine refuses is
// set aside like any damaged save.

import { CONSTANTS } from "../engine/constants.js";

export const SAVE_VERSION = 1;
/** The engine's sizes a stored view is checked against: a die's faces, each board's points and checkers. */
const { faces: FACES, board: BOARD, backgammon: BG } = CONSTANTS;

/**
 * @typedef {{save: 1, rev: number, created: number, updated: number, record: Record<string, any>, view: any}} Save
 * @typedef {{ok: true, save: Save, migrated: boolean} | {ok: false, why: string, future?: boolean}} ReadResult
 */

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** @param {unknown} value */
const isCount = (value) => Number.isSafeInteger(value) && /** @type {number} */ (value) >= 0;

/** @param {unknown} value */
const isFace = (value) => isCount(value) && /** @type {number} */ (value) >= 1 && /** @type {number} */ (value) <= FACES;

/**
 * One step per old version: MIGRATIONS[v] turns a version-v save into a version-(v + 1) save.
 * `created` is the time the old index said, when it knew (see `indexTimes`).
 * @type {Record<number, (old: Record<string, any>, created: number) => Record<string, any>>}
 */
const MIGRATIONS = {
  0: (old, created) => ({
    save: 1,
    rev: Array.isArray(old.record?.actions) ? old.record.actions.length : 0,
    created, updated: created, record: old.record, view: old.view ?? null,
  }),
};

/** The version a stored value says it is (a save without `save` is version 0). @param {Record<string, any>} value */
function versionOf(value) {
  return "save" in value ? value.save : 0;
}

/**
 * A stored save's text, parsed, checked and brought to the current version.
 * @param {string} text the raw text of `rabattues:game:<id>`
 * @param {number} [created] when the game was created, if an old index said so
 * @returns {ReadResult}
 */
export function readSave(text, created = 0) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, why: "it is not valid JSON" };
  }
  if (!isObject(value)) return { ok: false, why: "it is not a JSON object" };
  let version = versionOf(value);
  if (!Number.isSafeInteger(version) || version < 0) return { ok: false, why: `its save version ${String(version).slice(0, 20)} is not a whole number` };
  if (version > SAVE_VERSION) {
    return { ok: false, future: true, why: `it was saved by a newer version of this app (save version ${version}; this one reads up to ${SAVE_VERSION})` };
  }
  const migrated = version < SAVE_VERSION;
  while (version < SAVE_VERSION) {
    value = MIGRATIONS[version](value, created);
    version = versionOf(value);
  }
  const why = problem(value);
  return why ? { ok: false, why } : { ok: true, save: /** @type {Save} */ (value), migrated };
}

/** What is wrong with a current-version save, or "" (the record itself is the engine's to check). @param {Record<string, any>} save */
function problem(save) {
  const extra = Object.keys(save).filter((k) => !["save", "rev", "created", "updated", "record", "view"].includes(k));
  if (extra.length) return `it has an unknown field "${extra[0].slice(0, 40)}"`;
  if (!isCount(save.rev) || !isCount(save.created) || !isCount(save.updated)) return "its revision or dates are not whole numbers";
  if (!isObject(save.record)) return "it holds no game record";
  const record = save.record;
  if (record.format !== undefined && typeof record.format === "number" && record.format > 1) {
    return `its game record is of format ${record.format}, newer than this app reads (1)`;
  }
  if (!Array.isArray(record.actions) || !record.actions.every((a) => typeof a === "string")) return "its record's actions are not a list of text";
  if (save.view !== null && !plausibleView(save.view)) save.view = null; // only a drawing aid: dropped, not fatal
  return "";
}

/**
 * Whether a stored view has the shape the board draws (it is drawn before the engine has
 * checked the record; a wrong one is simply not used).
 * @param {unknown} view
 */
export function plausibleView(view) {
  if (isObject(view) && view.game === "backgammon") return plausibleBgView(view);
  if (!isObject(view) || typeof view.position !== "string" || !isObject(view.sides) || !isObject(view.cube) || !isObject(view.pending)) return false;
  if (!isObject(view.players) || !Array.isArray(view.actions) || !["w", "b"].includes(view.turn) || !["w", "b"].includes(view.current)) return false;
  for (const color of ["w", "b"]) {
    const side = view.sides[color];
    if (!isObject(side) || !isCount(side.off) || side.off > BOARD.checkers || !Array.isArray(side.points) || side.points.length !== BOARD.points) return false;
    for (const point of side.points) {
      if (!isObject(point) || !["point", "count", "stacks", "stacked", "full"].every((k) => isCount(point[k]) && point[k] <= BOARD.checkers)) return false;
    }
    if (!isObject(view.players[color]) || typeof view.players[color].name !== "string") return false;
  }
  // The cube's face and the rule flags came later: a view saved before them is not drawn.
  return isCount(view.cube.value) && isCount(view.cube.face) && typeof view.house === "boolean" && Array.isArray(view.pending.dice)
    && (view.outcome === null || isObject(view.outcome)) && plausibleTable(view.table);
}

/** Whether a stored backgammon view has the shape its board draws (js/backgammon/board.js). @param {Record<string, any>} view */
function plausibleBgView(view) {
  const colors = ["w", "b"];
  const pair = (/** @type {unknown} */ x) => isObject(x) && colors.every((c) => isCount(x[c]) && x[c] <= BG.checkers);
  if (typeof view.position !== "string" || !Array.isArray(view.points) || view.points.length !== BG.points) return false;
  if (!view.points.every((p, i) => isObject(p) && p.point === i + 1 && isCount(p.count) && p.count <= BG.checkers && [null, "w", "b"].includes(p.player))) return false;
  if (!pair(view.bar) || !pair(view.off) || !isObject(view.pips) || !isObject(view.cube) || !isCount(view.cube.value)) return false;
  if (!isCount(view.cube.face) || !Array.isArray(view.faces) || !view.faces.every(isFace)) return false; // told later
  if (!isObject(view.players) || !colors.every((c) => isObject(view.players[c]) && typeof view.players[c].name === "string")) return false;
  const dice = view.thrown === null || (Array.isArray(view.thrown) && view.thrown.length === 2 && view.thrown.every(isFace));
  return dice && Array.isArray(view.actions) && Array.isArray(view.moves) && colors.includes(view.turn) && colors.includes(view.current)
    && (view.outcome === null || isObject(view.outcome));
}

/** Whether the dice on the board have the shape the board draws (a view saved before they were told has none). @param {unknown} table */
function plausibleTable(table) {
  const half = (/** @type {unknown} */ c) => c === "w" || c === "b";
  return isObject(table) && isCount(table.key) && Array.isArray(table.dice) && table.dice.length <= 2
    && table.dice.every((d) => isObject(d) && isFace(d.value) && half(d.owner) && half(d.half)
      && typeof d.status === "string");
}

/**
 * The creation times an old (version 0) index knew, by game id (a Map: an id such as
 * `__proto__` or `constructor` is only a key); empty if there is none.
 * @param {string | null} text the raw text of `rabattues:index`
 * @returns {Map<string, number>}
 */
export function indexTimes(text) {
  /** @type {Map<string, number>} */
  const times = new Map();
  try {
    const index = text === null ? null : JSON.parse(text);
    if (Array.isArray(index)) {
      for (const entry of index) if (isObject(entry) && typeof entry.id === "string" && isCount(entry.created)) times.set(entry.id, entry.created);
    }
  } catch { /* a damaged index only loses creation times */ }
  return times;
}

/**
 * A new current-version save.
 * @param {Record<string, any>} record @param {any} view @param {{rev: number, created: number} | null} before
 * @returns {Save}
 */
export function makeSave(record, view, before) {
  const now = Date.now();
  return { save: SAVE_VERSION, rev: (before?.rev ?? 0) + 1, created: before?.created ?? now, updated: now, record, view };
}
