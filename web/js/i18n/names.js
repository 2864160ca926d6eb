// What the page knows of every language before its table is loaded (fr.js and ru.js are loaded
// only when shown, i18n.js): each language's name in itself, for the menu, and its players'
// default colour names, so that a player named "Blanc" is shown as "White" in English.
// tests/js/i18n.test.mjs checks both against the tables.

/** @typedef {import("./i18n.js").Lang} Lang */

/** @type {Record<Lang, string>} */
export const LANGUAGE_NAMES = { en: "English", fr: "Français", ru: "Русский" };

/** @type {Record<Lang, Record<"w" | "b", string>>} */
export const COLOR_NAMES = {
  en: { w: "White", b: "Black" },
  fr: { w: "Blanc", b: "Noir" },
  ru: { w: "Белые", b: "Чёрные" },
};
