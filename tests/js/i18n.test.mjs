// The three languages of the page: every English key translated, with the same kind of value
// (a string, or a template), and each language's grammar (Russian plurals, French singular
// below two). Run by `node --test tests/js/` (make check, make test): no browser needed.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { describe } from "../../web/js/dames/describe.js";
import * as i18n from "../../web/js/i18n/i18n.js";
import { fr } from "../../web/js/i18n/fr.js";
import { COLOR_NAMES, LANGUAGE_NAMES } from "../../web/js/i18n/names.js";
import { ru } from "../../web/js/i18n/ru.js";
import { strings } from "../../web/js/i18n/strings.js"; // registers the English table

/** Every dotted key of a table with the type of its value. @param {any} table */
function shape(table) {
  return Object.fromEntries(i18n.keys(table).map((key) => [key, typeof key.split(".").reduce((v, k) => v[k], table)]));
}

test("French and Russian are loaded only when asked for, and then the tables the page uses", async () => {
  assert.equal(i18n.table("fr"), null);
  assert.equal(i18n.table("ru"), null);
  assert.equal(await i18n.setLanguage("fr", { remember: false }), "fr");
  assert.equal(i18n.table("fr"), fr);
  assert.equal(strings.buttons.throw, fr.buttons.throw);
  assert.equal(await i18n.setLanguage("xx", { remember: false }), "fr", "an unknown language changes nothing");
  assert.equal(await i18n.setLanguage("en", { remember: false }), "en");
  assert.equal(strings.buttons.throw, "Throw");
  assert.equal(await i18n.loadLanguage("ru"), true);
  assert.equal(i18n.table("ru"), ru);
});

test("the names known before a table loads are the tables' own", async () => {
  for (const lang of i18n.LANGUAGES) {
    assert.equal(await i18n.loadLanguage(lang), true);
    assert.equal(LANGUAGE_NAMES[lang], i18n.table(lang).language.name, lang);
    assert.deepEqual(COLOR_NAMES[lang], { w: i18n.table(lang).color.w, b: i18n.table(lang).color.b }, lang);
  }
  assert.equal(i18n.isColorName("w", "Blanc"), true);
  assert.equal(i18n.isColorName("b", "Белые"), false, "a colour name of the other player");
});

test("every English key exists in French and Russian, with the same kind of value", async () => {
  for (const lang of ["fr", "ru"]) await i18n.loadLanguage(lang);
  const english = shape(i18n.table("en"));
  assert.ok(Object.keys(english).length > 150, "the English table looks incomplete");
  for (const lang of ["fr", "ru"]) {
    const other = shape(i18n.table(lang));
    assert.deepEqual(
      Object.keys(other).filter((k) => !(k in english)),
      [],
      `${lang} has keys English does not`,
    );
    assert.deepEqual(
      Object.keys(english).filter((k) => !(k in other)),
      [],
      `${lang} lacks keys`,
    );
    const kinds = Object.keys(english).filter((k) => english[k] !== other[k]);
    assert.deepEqual(kinds, [], `${lang}: a template where English has a string, or the reverse`);
  }
});

test("Russian plurals follow the three forms; French is singular below two", () => {
  // The forms are Russian grammar: 1, 21 → очко; 2–4, 22 → очка; 5–20, 25, 111 → очков.
  assert.deepEqual(
    [1, 2, 4, 5, 11, 21, 22, 25, 111].map((n) => ru.units.points(n)),
    ["1 очко", "2 очка", "4 очка", "5 очков", "11 очков", "21 очко", "22 очка", "25 очков", "111 очков"],
  );
  assert.deepEqual(
    [1, 3, 12, 101].map((n) => ru.score.games(n)),
    ["1 партия", "3 партии", "12 партий", "101 партия"],
  );
  assert.deepEqual(
    [0, 1, 2].map((n) => fr.units.points(n)),
    ["0 point", "1 point", "2 points"],
  );
});

test("in Russian a colour acts in the plural, a player's own name in the singular, undeclined", () => {
  // Russian grammar: «Белые» is a plural noun; a name is said as «игрок Анна», so the verb and the
  // cases follow «игрок» (singular, masculine), never an undeclined name with a plural verb.
  const name = "\u2068Анна\u2069"; // a name as the page passes it (player-names.js isolates it)
  assert.equal(ru.bg.doubles("Белые"), "Белые удваивают");
  assert.equal(ru.bg.doubles(name), `Игрок ${name} удваивает`);
  assert.equal(ru.status.toThrow("Чёрные"), "Бросают Чёрные");
  assert.equal(ru.status.toThrow(name), `Бросает игрок ${name}`);
  assert.equal(ru.status.won(name), `Игрок ${name} побеждает`);
  assert.equal(ru.bg.onRoll("Белые"), "Ход Белых");
  assert.equal(ru.bg.onRoll(name), `Ход игрока ${name}`);
  assert.equal(ru.match.won(name, 5, 3), `Матч выиграл игрок ${name}, 5–3`);
  assert.equal(ru.match.resigned("Белые", name), `Игрок ${name} сдаётся: выиграли Белые`);
  assert.equal(ru.moves.drop(name), `Игрок ${name} отказывается от удвоения`);
  assert.equal(ru.result.drop(name, "Чёрные"), `Чёрные отказываются от удвоения: игрок ${name} побеждает`);
});

test("in Russian the 1699 move list says a named player's unstacking and passed dice in the singular", async () => {
  // The same grammar as above, in the clauses of a throw: what the receiver of a passed die does.
  const name = "\u2068Анна\u2069";
  const read = (/** @type {string} */ file) => JSON.parse(readFileSync(new URL(`../data/golden/${file}`, import.meta.url), "utf8"));
  await i18n.setLanguage("ru", { remember: false });
  try {
    const example = read("1699-example-1.json").history.map((/** @type {any} */ entry) => describe(entry, { w: name, b: "Чёрные" }));
    assert.equal(example[2], `${name} 4-3: снимает по шашке со стопок на пунктах 4 и 3`);
    assert.equal(
      example[3],
      `Чёрные 1-1: снимают шашку со стопки на пункте 1; вторая единица переходит к игроку ${name}, который снимает шашку со стопки на пункте 1; Чёрные бросают снова`,
    );
    assert.equal(
      example[4],
      `Чёрные 5-1: снимают шашку со стопки на пункте 5; единица переходит к игроку ${name}, который не может её сыграть`,
    );
    const strict = read("1699-strict-one-lost-as-it-passes.json").history.map((/** @type {any} */ entry) =>
      describe(entry, { w: "Белые", b: name }),
    );
    assert.equal(strict[0], `Белые 6-2: шестёрка и двойка переходят к игроку ${name}, и шестёрку нужно сыграть самому; двойка пропадает`);
  } finally {
    await i18n.setLanguage("en", { remember: false });
  }
});

test("megabytes are written the way each language writes numbers", () => {
  assert.equal(i18n.table("en").loading.bytes(2_700_000, 11_300_000), "2.7 of 11.3 MB");
  assert.equal(fr.loading.bytes(2_700_000, 11_300_000), "2,7 Mo sur 11,3");
  assert.equal(ru.loading.bytes(2_700_000, 11_300_000), "2,7 из 11,3 МБ");
});

/** Each rules page (its texts' files, i18n/<name>-<lang>.js) and its sections. */
const RULES_PAGES = [
  ["rules", ["history", "setup", "play", "charpentier", "modern", "examples", "decisions", "sources"]],
  ["rules-bg", ["about", "setup", "moving", "hitting", "bearing-off", "scoring", "cube", "match", "options", "decisions", "sources"]],
];

for (const [name, sections] of RULES_PAGES) {
  test(`the rules page ${name} has the same sections and blocks in each language`, async () => {
    const pages = await Promise.all(["en", "fr", "ru"].map((lang) => import(`../../web/js/i18n/${name}-${lang}.js`)));
    /** A block's kind, with what must match across languages (list lengths, quotation, boards). @param {any} b */
    const kind = (b) =>
      typeof b === "string"
        ? "p"
        : Array.isArray(b)
          ? `ul${b.length}`
          : "quote" in b
            ? `quote:${b.quote}`
            : "figures" in b
              ? `figures:${b.figures.join(",")}:${b.labels.length}`
              : "links" in b
                ? `links:${b.links.join(",")}`
                : "sources" in b
                  ? "sources"
                  : `table${b.rows.length}x${b.head.length}`;
    const shapes = pages.map((module) => Object.values(module)[0].sections.map((/** @type {any} */ s) => [s.id, s.blocks.map(kind)]));
    assert.deepEqual(shapes[1], shapes[0]);
    assert.deepEqual(shapes[2], shapes[0]);
    assert.deepEqual(
      shapes[0].map((s) => s[0]),
      sections,
    );
    const ui = pages.map((module) => Object.keys(Object.values(module)[0].ui).sort());
    assert.deepEqual(ui[1], ui[0]);
    assert.deepEqual(ui[2], ui[0]);
  });
}

test("an unknown preset in an address is answered with the presets given, listed in each language's words", async () => {
  const presets = ["alpha", "beta", "gamma"];
  const expected = { en: "alpha, beta, or gamma", fr: "alpha, beta ou gamma", ru: "alpha, beta или gamma" };
  for (const lang of /** @type {const} */ (["en", "fr", "ru"])) {
    await i18n.setLanguage(lang, { remember: false });
    for (const text of [strings.errors.urlPreset("x", presets), strings.embed.badPreset("x", presets)]) {
      assert.ok(text.includes(`(${expected[lang]})`), `${lang}: ${text}`);
      assert.ok(!text.includes("modern"), `${lang}: a preset of its own in ${text}`);
    }
  }
  await i18n.setLanguage("en", { remember: false });
});
