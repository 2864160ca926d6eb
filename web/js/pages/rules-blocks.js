// The rules page's blocks as DOM (see rules-en.js for their shapes). Text goes in as text
// nodes only; figures are left as empty boards for rules-figures.js to draw.

import { allGames } from "../games.js";
import { QUOTES } from "./quotes.js";
import { SOURCES, source } from "./sources.js";
import { citations, inline } from "./rules-text.js";

/** @typedef {"en" | "fr" | "ru"} Lang */
/** @typedef {{lang: Lang, ui: Record<string, string>, cited: Set<string>, game: string}} Context */

const SVG = "http://www.w3.org/2000/svg";
/** The pages a links block may name: the examples, the specification, and each game's rules page (by the game's name). */
const LINKS = /** @type {Record<string, string>} */ ({
  examples: "./examples.html",
  spec: "./RULES.txt",
  ...Object.fromEntries(allGames().map((game) => [game.name, game.rules])),
});
/** Quotation marks of each language, opening and closing (no-break spaces inside in French). */
const MARKS = { en: ["“", "”"], fr: ["«\u00a0", "\u00a0»"], ru: ["«", "»"] };

/** @param {string} tag @param {string} [className] @param {(Node | string)[]} [children] */
export function node(tag, className, children = []) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/** A source's short label in the page's language. @param {Lang} lang */
const labeller = (lang) => (/** @type {string} */ id) => source(id)?.short[lang] ?? id;

/** Marked text as nodes. @param {string} text @param {Context} ctx */
export const rich = (text, ctx) => inline(text, labeller(ctx.lang));

/** Text in quotation marks of `lang`. @param {string} text @param {Lang} lang */
const quoted = (text, lang) => `${MARKS[lang][0]}${text}${MARKS[lang][1]}`;

/** A quotation: the source's own words (in their language), then the reader's translation; its caption cites the source and the transcription read (and what that was made from). @param {{quote: string, say: string}} block @param {Context} ctx */
function drawQuote(block, ctx) {
  const q = QUOTES[block.quote];
  const original = node("blockquote", "original", [node("p", "", [quoted(q.text, q.lang)])]);
  original.lang = q.lang;
  const pair = node("div", "quote-pair", [original]);
  if (q.lang !== ctx.lang) {
    pair.append(node("p", "gloss", [node("span", "visually-hidden", [`${ctx.ui.translation} `]), quoted(block.say, ctx.lang)]));
  }
  const copy = q.via ? source(q.via)?.copyText?.[ctx.lang] : undefined; // the edition the transcription follows
  const via = q.via ? ` [@${q.via}${copy ? `, ${copy}` : ""}]` : "";
  const where = `[@${q.source}, ${q.at}]${via}`;
  return node("figure", "quote", [pair, node("figcaption", "", [`${ctx.ui.cite} `, ...rich(where, ctx)])]);
}

/** Empty boards with their labels and one caption. @param {{figures: string[], labels: string[], caption: string}} block @param {Context} ctx */
function drawFigures(block, ctx) {
  const cells = block.figures.map((id, i) => {
    const svg = document.createElementNS(SVG, "svg");
    svg.classList.add("mini-board");
    svg.dataset.figure = id;
    svg.dataset.game = ctx.game; // its shape before it is drawn (rules.css)
    return node("div", "board-cell", [svg, node("p", "board-label", [block.labels[i] ?? ""])]);
  });
  const grid = node("div", `board-grid n${block.figures.length}`, cells);
  return node("figure", "boards", [grid, node("figcaption", "", rich(block.caption, ctx))]);
}

/** The sources a page cites, and those their entries cite in turn. @param {{sections: {blocks: any[]}[]}} page */
export function citedSources(page) {
  const texts = page.sections.flatMap((section) => section.blocks.flatMap(blockTexts));
  const cited = new Set(texts.flatMap(citations));
  for (const block of page.sections.flatMap((section) => section.blocks)) {
    const q = block && typeof block === "object" && "quote" in block ? QUOTES[block.quote] : null;
    if (q) for (const id of [q.source, q.via ?? ""]) if (id) cited.add(id);
  }
  let size = 0;
  do {
    size = cited.size; // an entry's citations, until they bring no more
    for (const id of [...cited]) for (const more of citations(source(id)?.entry.en ?? "")) cited.add(more);
  } while (cited.size !== size);
  return cited;
}

/** The texts of one block that may cite a source. @param {any} block @returns {string[]} */
function blockTexts(block) {
  if (typeof block === "string") return [block];
  if (Array.isArray(block)) return block;
  if ("quote" in block) return [block.say];
  if ("figures" in block) return [block.caption];
  if ("head" in block) return block.rows.flat();
  return [];
}

/** The list of the sources the page cites, each entry with its anchor. @param {Context} ctx */
function drawSources(ctx) {
  return node(
    "ol",
    "sources",
    SOURCES.filter((s) => ctx.cited.has(s.id)).map((s) => {
      const item = node("li", "", [node("p", "", rich(s.entry[ctx.lang], ctx))]);
      item.id = `src-${s.id}`;
      return item;
    }),
  );
}

/** A table with a header row and a header cell per row. @param {{head: string[], rows: string[][]}} block */
function drawTable(block) {
  const th = (/** @type {string} */ text, /** @type {string} */ scope) => Object.assign(node("th", "", [text]), { scope });
  const head = node("thead", "", [
    node(
      "tr",
      "",
      block.head.map((cell) => th(cell, "col")),
    ),
  ]);
  const body = node(
    "tbody",
    "",
    block.rows.map((row) => node("tr", "", [th(row[0], "row"), ...row.slice(1).map((c) => node("td", "", [c]))])),
  );
  return node("div", "table-wrap", [node("table", "presets", [head, body])]);
}

/** One block of a section. @param {any} block @param {Context} ctx @returns {HTMLElement} */
export function drawBlock(block, ctx) {
  if (typeof block === "string") return node("p", "", rich(block, ctx));
  if (Array.isArray(block))
    return node(
      "ul",
      "",
      block.map((item) => node("li", "", rich(item, ctx))),
    );
  if ("quote" in block) return drawQuote(block, ctx);
  if ("figures" in block) return drawFigures(block, ctx);
  if ("sources" in block) return drawSources(ctx);
  if ("links" in block) {
    return node(
      "ul",
      "page-links",
      block.links.map((/** @type {string} */ name) =>
        node("li", "", [Object.assign(node("a", "", [ctx.ui[name]]), { href: LINKS[name] })]),
      ),
    );
  }
  return drawTable(block);
}
