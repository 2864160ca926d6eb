// Every claim of the rules pages (Dames Rabattues' and backgammon's) and the examples page is held to
// the list of sources (web/js/pages/sources.js): a citation names an entry; a sentence that names a
// source cites it; every *title* and every year a page writes belongs to an entry; each quotation's
// source is an entry and it is translated where the reader's language differs. Run by
// `node --test tests/js/` (make check): no browser needed.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { QUOTES } from "../../web/js/pages/quotes.js";
import { citations, links, plain, titles, tokens } from "../../web/js/pages/rules-text.js";
import { SOURCES, source } from "../../web/js/pages/sources.js";
import { pagesIn, claims, examplesTexts, allTexts, LANGS, entryTexts } from "./rules-pages.mjs";

test("the parser finds citations, titles and bold, and leaves the rest as text", () => {
  assert.deepEqual(tokens("a *T* [@x, p. 2] **b** [@y]"), [
    { text: "a " },
    { title: "T" },
    { text: " " },
    { cite: "x", at: "p. 2" },
    { text: " " },
    { strong: "b" },
    { text: " " },
    { cite: "y", at: "" },
  ]);
  assert.equal(plain("see *T* [@x]."), "see T .");
  assert.deepEqual(tokens("in [the repo](https://example.org/a%20b) [@x]"), [
    { text: "in " },
    { link: "the repo", href: "https://example.org/a%20b" },
    { text: " " },
    { cite: "x", at: "" },
  ]);
  assert.equal(plain("in [the repo](https://example.org/a)."), "in the repo.");
  // Brackets of a bibliography stay text, and only an https address makes a link.
  assert.deepEqual(tokens("Lyon, [François Juste], 1534 (f. [57v])"), [{ text: "Lyon, [François Juste], 1534 (f. [57v])" }]);
  assert.deepEqual(links("[x](http://example.org/) [y](javascript:alert(1))"), []);
});

// Where each source was read online: the host and path every language's entry links to. Written
// from the public copies read (the GitHub files at the commits the entries name).
const ONLINE = {
  rabelais: [
    "https://www.bvh.univ-tours.fr/",
    "https://renom.univ-tours.fr/fr/index/corpus/francois-rabelais/gargantua-1542-version-modernisee/les-jeux-de-gargantua-chapitre-22",
    "https://renom.univ-tours.fr/fr/index/corpus/francois-rabelais/gargantua-1534",
  ],
  hermes: [
    "https://github.com/nmatavka/hermes-trictrac",
    "https://github.com/nmatavka/hermes-trictrac/blob/afc4320eff26ace076d89f2f2d97f34f81476093/gamedocs/multilingual/Das%20Trictrac-%20und%20Toccategli-Spiel.md",
    "https://github.com/nmatavka/hermes-trictrac/blob/afc4320eff26ace076d89f2f2d97f34f81476093/gamedocs/mybook.md",
    "https://github.com/nmatavka/hermes-trictrac/blob/afc4320eff26ace076d89f2f2d97f34f81476093/lib/hermes_trictrac/rules/rabattues.ex",
  ],
  "dictionnaire-1792": ["https://www.jocari.be/proddetail.php?prod=t60t_damesrabattues1792Dico_Damesrabattues"],
  ludii: [
    "https://ludii.games/",
    "https://github.com/Ludeme/Ludii/blob/93ed32184d8cb94e9c9fe2a06a606ca967317e6d/Common/res/lud/board/race/escape/Tables%20Rabbatuees.lud",
    "https://github.com/Ludeme/Ludii",
  ],
};

test("every source read online links to where it was read, the same addresses in each language", () => {
  for (const s of SOURCES) {
    for (const lang of LANGS) {
      assert.deepEqual(
        links(s.entry[lang]).toSorted(),
        (ONLINE[/** @type {keyof typeof ONLINE} */ (s.id)] ?? []).toSorted(),
        `${s.id} ${lang}`,
      );
    }
  }
  // A GitHub address is at the commit the entry's text names.
  for (const s of SOURCES) {
    for (const href of links(s.entry.en).filter((h) => h.includes("/blob/"))) {
      const commit = href.split("/blob/")[1].slice(0, 7);
      assert.ok(s.entry.en.includes(`commit ${commit}`), `${s.id}: ${href}`);
    }
  }
  // The pages link only through the list of sources.
  for (const lang of LANGS) {
    assert.deepEqual([...pagesIn(lang).flatMap(allTexts), ...examplesTexts(lang).map(([, t]) => t)].flatMap(links), [], lang);
  }
});

test("a quotation read in a transcription names, in each language, the edition the transcription follows", () => {
  const transcriptions = new Set(Object.values(QUOTES).flatMap((q) => (q.via ? [q.via] : [])));
  assert.deepEqual([...transcriptions], ["hermes"]);
  for (const lang of LANGS) assert.match(source("hermes")?.copyText?.[lang] ?? "", /1802/, lang);
});

test("every source has an entry and a short name in each language, and a unique id", () => {
  assert.equal(new Set(SOURCES.map((s) => s.id)).size, SOURCES.length);
  for (const s of SOURCES) for (const lang of LANGS) assert.ok(s.entry[lang] && s.short[lang], `${s.id} ${lang}`);
});

test("every citation, in the pages and in the entries, names an entry of the list", () => {
  const texts = [
    ...LANGS.flatMap((lang) => [...pagesIn(lang).flatMap(allTexts), ...examplesTexts(lang).map(([, t]) => t)]),
    ...entryTexts.map(([, t]) => t),
  ];
  const cited = new Set(texts.flatMap(citations));
  assert.deepEqual(
    [...cited].filter((id) => !source(id)),
    [],
  );
  for (const lang of LANGS) {
    const used = new Set(pagesIn(lang).flatMap(allTexts).flatMap(citations));
    assert.deepEqual(
      SOURCES.map((s) => s.id).filter((id) => !used.has(id)),
      [],
      `${lang}: sources never cited`,
    );
  }
});

test("a sentence that names a source cites it", () => {
  /** @type {[string, string, string[]][]} */
  const all = [
    ...LANGS.flatMap((lang) =>
      pagesIn(lang)
        .flatMap(claims)
        .map(([w, t, c]) => /** @type {[string, string, string[]]} */ ([`${lang} ${w}`, t, c])),
    ),
    ...LANGS.flatMap((lang) =>
      examplesTexts(lang).map(([k, t]) => /** @type {[string, string, string[]]} */ ([`${lang} examples.${k}`, t, []])),
    ),
    ...entryTexts.map(([w, t]) => /** @type {[string, string, string[]]} */ ([w, t, [w.split(".")[0]]])),
  ];
  const missing = [];
  for (const [where, text, alongside] of all) {
    const cited = new Set([...citations(text), ...alongside]);
    for (const s of SOURCES) {
      if (s.names.some((name) => name.test(plain(text))) && !cited.has(s.id)) missing.push(`${where} names ${s.id}`);
    }
  }
  assert.deepEqual(missing, []);
});

test("no page names a work or a year that the list of sources does not hold", () => {
  const known = new Set(SOURCES.flatMap((s) => s.titles));
  const years = new Set(SOURCES.flatMap((s) => s.years));
  for (const lang of LANGS) {
    const texts = [...pagesIn(lang).flatMap(allTexts), ...examplesTexts(lang).map(([, t]) => t)];
    assert.deepEqual(
      texts.flatMap(titles).filter((t) => !known.has(t)),
      [],
      `${lang}: unknown titles`,
    );
    const written = texts.flatMap((t) => plain(t).match(/(?<![\d.])1[5-9]\d\d(?!\d)|(?<![\d.])20\d\d(?!\d)/g) ?? []);
    assert.deepEqual(
      written.filter((y) => !years.has(Number(y))),
      [],
      `${lang}: years no source holds`,
    );
  }
  const html = readFileSync(new URL("../../web/examples.html", import.meta.url), "utf8");
  assert.deepEqual(
    (html.match(/\b1[5-9]\d\d\b/g) ?? []).filter((y) => !years.has(Number(y))),
    [],
  );
});

test("every quotation comes from a listed source, and is translated where the reader's language differs", () => {
  for (const [id, q] of Object.entries(QUOTES)) {
    assert.ok(source(q.source), `${id}: ${q.source}`);
    if (q.via) assert.ok(source(q.via), `${id}: ${q.via}`);
  }
  for (const lang of LANGS) {
    for (const section of pagesIn(lang).flatMap((page) => page.sections)) {
      for (const block of section.blocks.filter((/** @type {any} */ b) => b && typeof b === "object" && "quote" in b)) {
        const q = QUOTES[block.quote];
        assert.ok(q, `${lang}: no quotation ${block.quote}`);
        assert.equal(block.say === "", q.lang === lang, `${lang} ${block.quote}: a translation exactly where the languages differ`);
      }
    }
  }
});
