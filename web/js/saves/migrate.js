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

import { DEFAULT, gameNamed } from "../games.js";
import { isCount, isObject } from "./checks.js";

export const SAVE_VERSION = 1;

/**
 * @typedef {{save: 1, rev: number, created: number, updated: number, record: Record<string, any>, view: any}} Save
 * @typedef {{ok: true, save: Save, migrated: boolean} | {ok: false, why: string, future?: boolean}} ReadResult
 */

/**
 * One step per old version: MIGRATIONS[v] turns a version-v save into a version-(v + 1) save.
 * `created` is the time the old index said, when it knew (see `indexTimes`).
 * @type {Record<number, (old: Record<string, any>, created: number) => Record<string, any>>}
 */
const MIGRATIONS = {
  0: (old, created) => ({
    save: 1,
    rev: Array.isArray(old.record?.actions) ? old.record.actions.length : 0,
    created,
    updated: created,
    record: old.record,
    view: old.view ?? null,
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
  if (!Number.isSafeInteger(version) || version < 0)
    return { ok: false, why: `its save version ${String(version).slice(0, 20)} is not a whole number` };
  if (version > SAVE_VERSION) {
    return {
      ok: false,
      future: true,
      why: `it was saved by a newer version of this app (save version ${version}; this one reads up to ${SAVE_VERSION})`,
    };
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
  if (!Array.isArray(record.actions) || !record.actions.every((a) => typeof a === "string"))
    return "its record's actions are not a list of text";
  if (save.view !== null && !plausibleView(save.view)) save.view = null; // only a drawing aid: dropped, not fatal
  return "";
}

/**
 * Whether a stored view has the shape its game's board draws (it is drawn before the engine has
 * checked the record; a wrong one is simply not used): a view of no game known is not.
 * @param {unknown} view
 */
export function plausibleView(view) {
  if (!isObject(view)) return false;
  const game = gameNamed(view.game ?? DEFAULT);
  return !!game && game.plausibleView(view);
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
      for (const entry of index)
        if (isObject(entry) && typeof entry.id === "string" && isCount(entry.created)) times.set(entry.id, entry.created);
    }
  } catch {
    /* a damaged index only loses creation times */
  }
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
