// The rules page of each game (rules.html; ?game=backgammon for backgammon's): the text of its
// i18n/rules-*.js in the language shown (rules-blocks.js draws its blocks as text, never HTML),
// then the boards from the engine's figures. The whole page is redrawn when the language menu
// changes it; `body[data-state]` says when the boards are in.

import { quote } from "../app/bidi.js";
import { DEFAULT, gameNamed } from "../games.js";
import { language, languageReady } from "../i18n/i18n.js";
import { bindLanguageMenu } from "../i18n/langmenu.js";
import { strings } from "../i18n/strings.js";
import { $ } from "../ui/dom.js";
import { citedSources, drawBlock, node } from "./rules-blocks.js";
import { drawFigures, loadFigures } from "./rules-figures.js";

/** @typedef {"en" | "fr" | "ru"} Lang */
/**
 * A rules page's text in one language (rules-en.js says what each block is).
 * @typedef {{pageTitle: string, back: string, title: string, lead: string, ui: Record<string, string>,
 *            sections: {id: string, heading: string, blocks: any[]}[]}} Rules
 */

/** Each game's rules page: its texts by language (loaded when shown) and its figures file. */
const PAGES = /** @type {Record<string, {texts: Record<Lang, () => Promise<Rules>>, figures: string}>} */ ({
  "dames-rabattues": {
    texts: {
      en: () => import("../i18n/rules-en.js").then((m) => m.rulesEn),
      fr: () => import("../i18n/rules-fr.js").then((m) => m.rulesFr),
      ru: () => import("../i18n/rules-ru.js").then((m) => m.rulesRu),
    },
    figures: "./rules-figures.json",
  },
  backgammon: {
    texts: {
      en: () => import("../i18n/rules-bg-en.js").then((m) => m.rulesBgEn),
      fr: () => import("../i18n/rules-bg-fr.js").then((m) => m.rulesBgFr),
      ru: () => import("../i18n/rules-bg-ru.js").then((m) => m.rulesBgRu),
    },
    figures: "./rules-figures-backgammon.json",
  },
});

/** The game whose rules the address asks for, and the name it gave if there is no such game. */
function askedGame() {
  const asked = new URLSearchParams(location.search).get("game");
  const game = asked === null ? gameNamed(DEFAULT) : gameNamed(asked);
  return game && game.name in PAGES ? { name: game.name, unknown: null } : { name: DEFAULT, unknown: asked };
}

/** One section, its heading and its blocks. @param {Rules["sections"][number]} section @param {import("./rules-blocks.js").Context} ctx */
function drawSection(section, ctx) {
  const heading = node("h2", "", [section.heading]);
  heading.id = `${section.id}-heading`;
  const box = node("section", "", [heading, ...section.blocks.map((block) => drawBlock(block, ctx))]);
  box.id = section.id;
  box.setAttribute("aria-labelledby", heading.id);
  return box;
}

/** The table of contents. @param {Rules} rules */
function contents(rules) {
  return node(
    "ol",
    "",
    rules.sections.map((section) => node("li", "", [Object.assign(node("a", "", [section.heading]), { href: `#${section.id}` })])),
  );
}

/** Draw the boards, then say the page is ready (or why the boards are missing). @param {Rules} rules @param {string} file @param {string} note */
async function drawBoards(rules, file, note) {
  const status = $("rules-status");
  status.textContent = rules.ui.loading;
  try {
    await drawFigures($("rules-body"), await loadFigures(file));
    status.textContent = note;
  } catch (error) {
    status.textContent = [note, rules.ui.failed].filter(Boolean).join(" ");
    console.warn("rules page boards:", error);
  }
  document.body.dataset.state = "ready";
}

const asked = askedGame();

/** Draw the whole page in the language shown. */
async function draw() {
  document.body.dataset.state = "loading";
  const lang = /** @type {Lang} */ (language());
  const page = PAGES[asked.name];
  const rules = await (page.texts[lang] ?? page.texts.en)();
  if (lang !== language()) return; // the language changed again while its text loaded: that drawing is the one shown
  const ctx = { lang, ui: rules.ui, cited: citedSources(rules), game: asked.name };
  document.title = rules.pageTitle;
  $("back").textContent = rules.back;
  $("site-name").textContent = strings.title;
  $("language-label").textContent = strings.language.label;
  $("rules-title").textContent = rules.title;
  $("rules-lead").textContent = rules.lead;
  $("rules-contents").setAttribute("aria-label", rules.ui.contents);
  $("rules-contents").replaceChildren(contents(rules));
  $("rules-body").replaceChildren(...rules.sections.map((section) => drawSection(section, ctx)));
  const note = asked.unknown === null ? "" : strings.links.unknownGame(quote(asked.unknown));
  void drawBoards(rules, page.figures, note);
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

await languageReady; // the language's table, when it is not English
await draw();
bindLanguageMenu(/** @type {HTMLSelectElement} */ ($("language")), draw);
