// The rules pages' figures and lists of sources, and backgammon's page in three languages: each
// figure drawn is in its game's figures file, each page lists what it cites, and each of
// backgammon's rules cites a source. Run by `node --test tests/js/` (make check).
import assert from "node:assert/strict";
import { test } from "node:test";
import { citations } from "../../web/js/pages/rules-text.js";
import { SOURCES, source } from "../../web/js/pages/sources.js";
import { rulesEn } from "../../web/js/i18n/rules-en.js";
import { rulesBgEn } from "../../web/js/i18n/rules-bg-en.js";
import { rulesBgFr } from "../../web/js/i18n/rules-bg-fr.js";
import { rulesBgRu } from "../../web/js/i18n/rules-bg-ru.js";
import { citedSources } from "../../web/js/pages/rules-blocks.js";
import { strings } from "../../web/js/i18n/strings.js";
import { BG_FIGURES, FIGURES, GAME_PAGES, LANGS, claims } from "./rules-pages.mjs";

test("every figure the pages draw is in its game's figures file, with a label each", () => {
  for (const [game, file] of /** @type {const} */ ([
    ["dames", FIGURES],
    ["backgammon", BG_FIGURES],
  ])) {
    for (const lang of LANGS) {
      for (const section of GAME_PAGES[game][lang].sections) {
        for (const block of section.blocks.filter((/** @type {any} */ b) => b && typeof b === "object" && "figures" in b)) {
          for (const id of block.figures) assert.ok(file.figures[id], `${game} ${lang}: figure ${id}`);
          assert.equal(block.labels.length, block.figures.length, `${game} ${lang} ${block.figures}`);
        }
      }
    }
  }
  assert.equal(BG_FIGURES.game, "backgammon");
  assert.ok(strings.title);
});

test("each rules page lists the sources it cites, and those their entries cite: the same in every language", () => {
  for (const [game, pages] of Object.entries(GAME_PAGES)) {
    const lists = LANGS.map((lang) => [...citedSources(pages[lang])].toSorted());
    for (const list of lists) assert.deepEqual(list, lists[0], game);
    for (const id of lists[0]) {
      for (const more of citations(source(id)?.entry.en ?? "")) assert.ok(lists[0].includes(more), `${game}: ${id} cites ${more}`);
    }
  }
  // Each page's own sources (written from what each page is about): every source of the 1699 game's
  // page; backgammon's rests on its two texts and the specification.
  assert.deepEqual([...citedSources(rulesBgEn)].toSorted(), ["backgammon", "gnubg-manual", "spec"]);
  assert.deepEqual(
    [...citedSources(rulesEn)].toSorted(),
    SOURCES.map((s) => s.id)
      .filter((id) => id !== "gnubg-manual")
      .toSorted(),
  );
});

test("backgammon's rules page has the same sections in every language, and each of its rules cites a source", () => {
  const ids = (/** @type {any} */ page) => page.sections.map((/** @type {any} */ s) => s.id);
  assert.deepEqual(ids(rulesBgFr), ids(rulesBgEn));
  assert.deepEqual(ids(rulesBgRu), ids(rulesBgEn));
  const rules = ["setup", "moving", "hitting", "bearing-off", "scoring", "cube", "match", "options"];
  assert.deepEqual(
    rules.filter((id) => !ids(rulesBgEn).includes(id)),
    [],
  );
  for (const lang of LANGS) {
    const missing = [];
    for (const section of GAME_PAGES.backgammon[lang].sections.filter((/** @type {any} */ s) => rules.includes(s.id))) {
      for (const [where, text, alongside] of claims({ sections: [section] })) {
        const block = section.blocks[Number(where.slice(where.indexOf("[") + 1, where.indexOf("]")))];
        if (!("figures" in Object(block)) && citations(text).length + alongside.length === 0) missing.push(where);
      }
    }
    assert.deepEqual(missing, [], lang);
  }
});
