// The rules page: the text of i18n/rules-{en,fr,ru}.js in the language shown (rules-blocks.js
// draws its blocks as text, never HTML), then the boards from the engine's figures. The whole
// page is redrawn when the language menu changes it; `body[data-state]` says when the boards are in.

import { language, languageReady } from "../i18n/i18n.js";
import { bindLanguageMenu } from "../i18n/langmenu.js";
import { rulesEn } from "../i18n/rules-en.js";
import { rulesFr } from "../i18n/rules-fr.js";
import { rulesRu } from "../i18n/rules-ru.js";
import { strings } from "../i18n/strings.js";
import { $ } from "../ui/dom.js";
import { drawBlock, node } from "./rules-blocks.js";
import { drawFigures, loadFigures } from "./rules-figures.js";

/** @typedef {typeof rulesEn} Rules */

/** @type {Record<string, Rules>} */
const RULES = { en: rulesEn, fr: rulesFr, ru: rulesRu };

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

/** Draw the boards, then say the page is ready (or why the boards are missing). @param {Rules} rules */
async function drawBoards(rules) {
  const status = $("rules-status");
  status.textContent = rules.ui.loading;
  try {
    drawFigures($("rules-body"), await loadFigures());
    status.textContent = "";
  } catch (error) {
    status.textContent = rules.ui.failed;
    console.warn("rules page boards:", error);
  }
  document.body.dataset.state = "ready";
}

/** Draw the whole page in the language shown. */
function draw() {
  const lang = /** @type {"en" | "fr" | "ru"} */ (language());
  const rules = RULES[lang] ?? rulesEn;
  const ctx = { lang, ui: rules.ui };
  document.body.dataset.state = "loading";
  document.title = rules.pageTitle;
  $("back").textContent = rules.back;
  $("site-name").textContent = strings.title;
  $("language-label").textContent = strings.language.label;
  $("rules-title").textContent = rules.title;
  $("rules-lead").textContent = rules.lead;
  $("rules-contents").setAttribute("aria-label", rules.ui.contents);
  $("rules-contents").replaceChildren(contents(rules));
  $("rules-body").replaceChildren(...rules.sections.map((section) => drawSection(section, ctx)));
  void drawBoards(rules);
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

await languageReady; // the language's table, when it is not English
draw();
bindLanguageMenu(/** @type {HTMLSelectElement} */ ($("language")), draw);
