// The page's languages: which one is shown, and every string looked up in it.
//
// The English table is `strings.js` (the reference: every key exists there); `fr.js` and
// `ru.js` translate it key for key, and are loaded only when shown (a page in English never
// fetches them). `strings` (exported by strings.js) is a live view: `strings.moves.the(4)`
// answers in the language shown now, English where a table lacks a key. The language comes from
// `?lang=`, else the one chosen before (localStorage), else the browser's languages, else
// English; a page awaits `languageReady` before its first words, and `setLanguage` switches it
// (loading its table) and sets `<html lang>`.

import { COLOR_NAMES } from "./names.js";

/** @typedef {"en" | "fr" | "ru"} Lang */

/** @type {Lang[]} the languages offered, in the menu's order */
export const LANGUAGES = ["en", "fr", "ru"];
const STORAGE_KEY = "rabattues:lang";

/** @type {Record<Lang, any>} the tables loaded; English is set by `localize` */
const tables = { en: {}, fr: null, ru: null };
/** @type {Record<Exclude<Lang, "en">, () => Promise<any>>} */
const LOADERS = {
  fr: () => import("./fr.js").then((module) => module.fr),
  ru: () => import("./ru.js").then((module) => module.ru),
};
/** @type {Partial<Record<Lang, Promise<boolean>>>} a table being loaded */
const loading = {};
/** @type {Lang} */
let current = "en";

/** Is this one of the offered languages? @param {unknown} lang @returns {lang is Lang} */
export function isLanguage(lang) {
  return typeof lang === "string" && /** @type {string[]} */ (LANGUAGES).includes(lang);
}

/** The language shown now. @returns {Lang} */
export function language() {
  return current;
}

/** A translation table once loaded (null before), for tests. @param {Lang} lang */
export function table(lang) {
  return tables[lang];
}

/**
 * Load a language's table if it is not yet; answers whether it is there (a failed load, offline
 * before the site was cached, answers false: the page stays in the language it shows).
 * @param {Lang} lang @returns {Promise<boolean>}
 */
export function loadLanguage(lang) {
  if (tables[lang]) return Promise.resolve(true);
  if (lang === "en") return Promise.resolve(true);
  loading[lang] ??= LOADERS[lang]().then(
    (loaded) => {
      tables[lang] = loaded;
      return true;
    },
    () => {
      delete loading[lang]; // asked again next time
      return false;
    },
  );
  return loading[lang];
}

/**
 * Show the page in `lang` from now on (once its table is loaded): strings, `<html lang>`, and
 * (unless told not to) remember it. @param {string} lang @param {{remember?: boolean}} [options]
 * @returns {Promise<Lang>} the language now shown
 */
export async function setLanguage(lang, { remember = true } = {}) {
  if (!isLanguage(lang) || !(await loadLanguage(lang))) return current;
  current = lang;
  if (typeof document !== "undefined") document.documentElement.lang = lang;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // Storage disabled: the choice lasts as long as the page.
    }
  }
  return current;
}

/** The language to start in: `?lang=`, the remembered choice, the browser's languages, English. @returns {{lang: Lang, from: string}} */
export function detect() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (isLanguage(asked)) return { lang: asked, from: "url" };
  let stored = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (isLanguage(stored)) return { lang: stored, from: "storage" };
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (isLanguage(base)) return { lang: base, from: "browser" };
  }
  return { lang: "en", from: "default" };
}

/** Start in the detected language; a `?lang=` is remembered and taken out of the address (the page's other settings stay). */
async function start() {
  if (typeof location === "undefined") return;
  const { lang, from } = detect();
  // Taken out of the address at once: the page's modules read it as they load.
  if (from === "url" || new URLSearchParams(location.search).has("lang")) {
    const params = new URLSearchParams(location.search);
    params.delete("lang");
    const query = params.toString();
    history.replaceState(history.state, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
  }
  // The embedded board stores nothing in the reader's browser (an article's frame): a `?lang=` is its own.
  const embedded = typeof document !== "undefined" && !!document.body?.classList.contains("embed");
  await setLanguage(lang, { remember: from === "url" && !embedded });
}

/** @param {any} value */
const isRecord = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** @param {any} root @param {string[]} path */
function lookup(root, path) {
  let value = root;
  for (const part of path) {
    if (!isRecord(value)) return undefined;
    value = value[part];
  }
  return value;
}

/**
 * A live view of the English table in the language shown: same keys, values of the current table.
 * @param {any} base the English (sub)table @param {string[]} path
 */
function view(base, path) {
  return new Proxy(base, {
    get(target, key, receiver) {
      const english = Reflect.get(target, key, receiver);
      if (typeof key !== "string" || !Object.hasOwn(target, key)) return english;
      if (isRecord(english)) return view(english, [...path, key]);
      const local = current === "en" ? undefined : lookup(tables[current], [...path, key]);
      return local === undefined || typeof local !== typeof english ? english : local;
    },
  });
}

/**
 * Register the English table and return its live, translated view (used once, by strings.js).
 * @template {object} T @param {T} english @returns {T}
 */
export function localize(english) {
  tables.en = english;
  return view(english, []);
}

/**
 * One string by its dotted key, in the language shown: a template is called with `params`.
 * `t("buttons.throw")`, `t("moves.end", "White", 2)`; an unknown key answers itself.
 * @param {string} key @param {...any} params @returns {string}
 */
export function t(key, ...params) {
  const path = key.split(".");
  let value = lookup(tables[current], path);
  const english = lookup(tables.en, path);
  if (value === undefined || typeof value !== typeof english) value = english;
  if (typeof value === "function") return String(value(...params));
  return typeof value === "string" ? value : key;
}

/** Every dotted key of a table whose value is a string or a template (for the parity test). @param {any} root @returns {string[]} */
export function keys(root, prefix = "") {
  return Object.entries(root).flatMap(([key, value]) => (isRecord(value) ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/** Is `name` a player's default colour name in any language (so that it is shown in the current one)? @param {"w" | "b"} color @param {string} name */
export function isColorName(color, name) {
  return LANGUAGES.some((lang) => COLOR_NAMES[lang][color] === name);
}

/** A plural form by the language's rules: `plural(n, {one: "point", other: "points"})`. @param {number} n @param {Partial<Record<Intl.LDMLPluralRule, string>> & {other: string}} forms */
export function plural(n, forms) {
  return forms[new Intl.PluralRules(current).select(n)] ?? forms.other;
}

/** Choices as the language shown lists them: "a or b", "a, b or c". @param {string[]} items */
export function oneOf(items) {
  return new Intl.ListFormat(current, { type: "disjunction" }).format(items);
}

/** Resolved once the page's language is shown (its table loaded, or English if it could not be). */
export const languageReady = start();
