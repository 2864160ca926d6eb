// The rules pages and the examples page as the tests of their sources read them
// (sources.test.mjs, rules-pages.test.mjs): every page in every language, and their texts.
import { readFileSync } from "node:fs";

import { QUOTES } from "../../web/js/pages/quotes.js";
import { rulesEn } from "../../web/js/i18n/rules-en.js";
import { rulesFr } from "../../web/js/i18n/rules-fr.js";
import { rulesRu } from "../../web/js/i18n/rules-ru.js";
import { rulesBgEn } from "../../web/js/i18n/rules-bg-en.js";
import { rulesBgFr } from "../../web/js/i18n/rules-bg-fr.js";
import { rulesBgRu } from "../../web/js/i18n/rules-bg-ru.js";
import { fr } from "../../web/js/i18n/fr.js";
import { ru } from "../../web/js/i18n/ru.js";
import { table } from "../../web/js/i18n/i18n.js";
import "../../web/js/i18n/strings.js"; // registers the English table that `table("en")` reads
import { SOURCES } from "../../web/js/pages/sources.js";

/** Each game's rules page in each language. */
export const GAME_PAGES = { dames: { en: rulesEn, fr: rulesFr, ru: rulesRu }, backgammon: { en: rulesBgEn, fr: rulesBgFr, ru: rulesBgRu } };
/** Both rules pages in a language. @param {"en" | "fr" | "ru"} lang */
export const pagesIn = (lang) => [GAME_PAGES.dames[lang], GAME_PAGES.backgammon[lang]];
export const BG_FIGURES = JSON.parse(readFileSync(new URL("../../web/rules-figures-backgammon.json", import.meta.url), "utf8"));
export const EXAMPLES = { en: () => table("en").examples, fr: () => fr.examples, ru: () => ru.examples };
export const FIGURES = JSON.parse(readFileSync(new URL("../../web/rules-figures.json", import.meta.url), "utf8"));

/** Every claim of a rules page: [where, text, ids cited alongside (a quotation's own source)]. @param {any} page */
export function claims(page) {
  /** @type {[string, string, string[]][]} */
  const out = [];
  for (const section of page.sections) {
    section.blocks.forEach((/** @type {any} */ block, /** @type {number} */ i) => {
      const where = `${section.id}[${i}]`;
      if (typeof block === "string") out.push([where, block, []]);
      else if (Array.isArray(block)) {
        for (const [k, item] of block.entries()) out.push([`${where}.${k}`, item, []]);
      } else if ("quote" in block) out.push([where, block.say, [QUOTES[block.quote]?.source]]);
      else if ("figures" in block) out.push([where, block.caption, []]);
    });
  }
  return out;
}

/** Every text of the examples page in a language: [key, text]. @param {"en" | "fr" | "ru"} lang */
export function examplesTexts(lang) {
  return Object.entries(EXAMPLES[lang]()).filter(([, v]) => typeof v === "string");
}

/** Every text a page writes, headings and tables included. @param {any} page */
export function allTexts(page) {
  const texts = [page.title, page.lead, ...Object.values(page.ui)];
  for (const section of page.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (typeof block === "string") texts.push(block);
      else if (Array.isArray(block)) texts.push(...block);
      else if ("quote" in block) texts.push(block.say, QUOTES[block.quote].text);
      else if ("figures" in block) texts.push(block.caption, ...block.labels);
      else if ("head" in block) texts.push(...block.head, ...block.rows.flat());
    }
  }
  return texts;
}

export const LANGS = /** @type {const} */ (["en", "fr", "ru"]);
export const entryTexts = SOURCES.flatMap((s) => LANGS.map((lang) => /** @type {[string, string]} */ ([`${s.id}.${lang}`, s.entry[lang]])));
