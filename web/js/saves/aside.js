// Saves set aside: a damaged save is moved out of the way (`rabattues:aside:<id>`), its raw text
// kept for export, instead of breaking the other games. Never loses the text.

import { getText, keys, remove, setText } from "./storage.js";

/** @typedef {{id: string, why: string, raw: string, at: number}} Aside a save set aside */

export const GAME_PREFIX = "rabattues:game:";
const ASIDE_PREFIX = "rabattues:aside:";
const CURRENT = "rabattues:current";
/** Saves set aside that storage could not hold (full): kept here so their text can still be exported. @type {Map<string, Aside>} */
const asideInMemory = new Map();
/** Saves set aside since the page last asked (`takeSetAside`), to tell the player. @type {Aside[]} */
let fresh = [];
/** Called with the id of each save set aside (the store forgets its revision). @type {(id: string) => void} */
let onSetAside = () => {};

/** Who hears of a save set aside. @param {(id: string) => void} listener */
export function whenSetAside(listener) {
  onSetAside = listener;
}

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
  onSetAside(id);
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
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })();
    const ok = value && typeof value === "object" && typeof value.raw === "string";
    all.set(id, {
      id,
      why: ok && typeof value.why === "string" ? value.why : "",
      raw: ok ? value.raw : text,
      at: ok && Number.isSafeInteger(value.at) ? value.at : 0,
    });
  }
  return [...all.values()].sort((a, b) => b.at - a.at);
}

/** Forget a save set aside (after the player exported it, or chose to). @param {string} id */
export function forgetSetAside(id) {
  remove(ASIDE_PREFIX + id);
  asideInMemory.delete(id);
  fresh = fresh.filter((a) => a.id !== id);
}
