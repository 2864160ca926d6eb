// The rules page: the text of lang/rules-{en,fr,ru}.js in the language shown, drawn as plain
// text (never HTML), redrawn when the language menu changes it.

import { language } from "../i18n/i18n.js";
import { bindLanguageMenu } from "../i18n/langmenu.js";
import { rulesEn } from "../i18n/rules-en.js";
import { rulesFr } from "../i18n/rules-fr.js";
import { rulesRu } from "../i18n/rules-ru.js";
import { strings } from "../i18n/strings.js";

/** @typedef {string | string[] | {ol: string[]} | {head: string[], rows: string[][]}} Block */
/** @typedef {typeof rulesEn} Rules */

/** @type {Record<string, Rules>} */
const RULES = { en: rulesEn, fr: rulesFr, ru: rulesRu };

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @param {string} tag @param {string} [text] @param {string} [className] */
function node(tag, text, className) {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  if (className) element.className = className;
  return element;
}

/** One block of a section. @param {Block} block */
function drawBlock(block) {
  if (typeof block === "string") return node("p", block);
  if (Array.isArray(block)) {
    const list = node("ul");
    list.append(...block.map((item) => node("li", item)));
    return list;
  }
  if ("ol" in block) {
    const list = node("ol", undefined, "sources");
    list.append(...block.ol.map((item) => node("li", item)));
    return list;
  }
  const wrap = node("div", undefined, "table-wrap");
  const table = node("table", undefined, "presets");
  const head = node("tr");
  head.append(...block.head.map((cell) => Object.assign(node("th", cell), { scope: "col" })));
  const body = node("tbody");
  body.append(...block.rows.map((row) => {
    const line = node("tr");
    line.append(Object.assign(node("th", row[0]), { scope: "row" }), ...row.slice(1).map((cell) => node("td", cell)));
    return line;
  }));
  const thead = node("thead");
  thead.append(head);
  table.append(thead, body);
  wrap.append(table);
  return wrap;
}

/** Draw the whole page in the language shown. */
function draw() {
  const rules = RULES[language()] ?? rulesEn;
  document.title = rules.pageTitle;
  $("back").textContent = rules.back;
  $("site-name").textContent = strings.title;
  $("language-label").textContent = strings.language.label;
  $("rules-title").textContent = rules.title;
  $("rules-lead").textContent = rules.lead;
  const contents = node("ol");
  const sections = rules.sections.map((section) => {
    const box = node("section");
    box.id = section.id;
    box.setAttribute("aria-labelledby", `${section.id}-heading`);
    const heading = node("h2", section.heading);
    heading.id = `${section.id}-heading`;
    box.append(heading, ...section.blocks.map((block) => drawBlock(/** @type {Block} */ (block))));
    const item = node("li");
    const link = node("a", section.heading);
    /** @type {HTMLAnchorElement} */ (link).href = `#${section.id}`;
    item.append(link);
    contents.append(item);
    return box;
  });
  $("rules-contents").replaceChildren(contents);
  $("rules-body").replaceChildren(...sections);
}

draw();
bindLanguageMenu(/** @type {HTMLSelectElement} */ ($("language")), draw);
