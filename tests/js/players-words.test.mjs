// The words players use, scanned in the French and Russian string tables and rules pages: every
// string, and every sentence a function of the tables writes (called with sample values). French
// backgammon players say « partie libre », « identifiant de position », « à jouer », not a money
// game translated word for word, GNU Backgammon's English, or chess's « au trait »; French puts a
// no-break space before « ; : ? ! ». Russian ones hit (« бьёт », « с выбиванием »), not take
// (« со взятием »); the dice « выпало », the checkers « выброшено »; and this site calls the
// backgammon results « гаммон » and « бэкгаммон » throughout, never long nardy's « марс » and « кокс »,
// and the game « бэкгаммон », not « нарды ». Counts follow each language's grammar, and a cube
// decision the engine names in GNU Backgammon's English is told in the page's language.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { bg as enBg } from "../../web/js/i18n/en/backgammon.js";
import { fr } from "../../web/js/i18n/fr.js";
import { ru } from "../../web/js/i18n/ru.js";
import { rulesFr } from "../../web/js/i18n/rules-fr.js";
import { rulesRu } from "../../web/js/i18n/rules-ru.js";
import { rulesBgFr } from "../../web/js/i18n/rules-bg-fr.js";
import { rulesBgRu } from "../../web/js/i18n/rules-bg-ru.js";
import { plain } from "../../web/js/pages/rules-text.js";

/** Sample arguments for a table's functions: one of these lists suits each (the others may throw). */
const SAMPLES = [
  ["Blanc", 6, "Noir", 4, "Blanc", "Noir"],
  ["6-4", "6-4", "6-4", "6-4", "6-4"],
  [4, 3, 2, 1, 5, 6],
  [[4, 3], true, "Noir"],
  [[4, 4], false, "Noir"],
  [true, true],
  [false, false],
  [2, 4, null],
];

/** Every text of a table, a function's sentences included. @param {any} table @returns {string[]} */
function texts(table) {
  if (typeof table === "string") return [table];
  if (typeof table === "function") {
    return SAMPLES.flatMap((args) => {
      try {
        const out = table(...args);
        return typeof out === "string" ? [out] : [];
      } catch {
        return [];
      }
    });
  }
  if (table && typeof table === "object") return Object.values(table).flatMap(texts);
  return [];
}

/** Every text of a rules page, marks taken out. @param {any} page */
function pageTexts(page) {
  const blocks = page.sections.flatMap((/** @type {any} */ s) => [s.heading, ...s.blocks]);
  return [page.title, page.lead, ...Object.values(page.ui), ...texts(blocks)].map(plain);
}

const FRENCH = [...texts(fr), ...pageTexts(rulesFr), ...pageTexts(rulesBgFr)];
const RUSSIAN = [...texts(ru), ...pageTexts(rulesRu), ...pageTexts(rulesBgRu)];

test("the scan reads the tables' sentences, not only their plain strings", () => {
  assert.ok(
    FRENCH.includes("Partie libre ou match (règle de Crawford), contre un ami ou l'ordinateur, dans la notation de GNU Backgammon."),
  );
  assert.ok(FRENCH.some((t) => t.startsWith("Partie commencée d'après le XGID\u00a0: ses dames, Blanc à jouer")));
  assert.ok(RUSSIAN.some((t) => t.startsWith("с 4 на 3 с выбиванием")));
  assert.ok(FRENCH.length > 500 && RUSSIAN.length > 500, `${FRENCH.length} ${RUSSIAN.length}`);
});

test("no French text says « partie d'argent », « Position ID » or « au trait »", () => {
  for (const words of [/partie d.argent/i, /Position ID/, /au trait/i]) {
    assert.deepEqual(
      FRENCH.filter((t) => words.test(t)),
      [],
      String(words),
    );
  }
});

test("a tied opening throw is thrown again: « on rejette », in the move list and on the board", () => {
  assert.equal(fr.bg.openingTie(3), "Premier jet\u00a0: 3 de part et d'autre\u00a0; on rejette");
  assert.ok(fr.board.tie.endsWith("chacun rejette"));
});

test("French puts a no-break space before « ; », « : », « ? » and « ! »", () => {
  // A mark that ends a word (followed by a space or the end), as in prose; « https:// » and « 3:4 » are no prose.
  const bad = FRENCH.flatMap((t) =>
    [...t.matchAll(/(?:^|[^\u00a0\u202f])[;:?!](?=\s|$)/g)].map((m) => `${t.slice(Math.max(0, m.index - 30), m.index + 3)}`),
  );
  assert.deepEqual(bad, []);
});

test("no Russian text takes a checker (« со взятием ») or says « марс » and « кокс » for backgammon's results", () => {
  for (const words of [/со взятием/, /марс/i, /кокс/i]) {
    assert.deepEqual(
      RUSSIAN.filter((t) => words.test(t)),
      [],
      String(words),
    );
  }
  assert.ok(RUSSIAN.some((t) => /гаммон/.test(t)) && ru.bg.jacoby.includes("после принятого удвоения"));
});

test("in Russian the dice « выпало » and the checkers borne off « выброшено »", () => {
  assert.equal(ru.interop.fromXgid("Белые", "6-4"), "Партия начата с позиции по XGID: расстановка шашек из него, ходят Белые, выпало 6-4.");
  assert.equal(ru.bg.throws("Белые", "6-4"), "Белые: выпало 6-4");
  assert.equal(ru.bg.tray("Белые", 3), "выброшено шашек Белых: 3");
  // Every sentence that tells a throw.
  const b = ru.bg;
  const throws = [
    b.throws("Белые", "6-4"),
    b.cannotMove("Белые", "6-4"),
    b.toMove("Белые", "6-4"),
    b.openingTie(3),
    ru.interop.fromXgid("Белые", "6-4"),
  ];
  for (const text of throws) assert.ok(/выпало/.test(text) && !/выброшено/.test(text), text);
});

test("the backgammon texts say « бэкгаммон » and « кость », never « нарды » or « кубик »", () => {
  const backgammon = [...texts(ru.bg), ...texts(ru.bgReview), ...texts(ru.interop), ...texts(ru.match), ...pageTexts(rulesBgRu)];
  assert.deepEqual(
    backgammon.filter((t) => /нард|кубик/i.test(t)),
    [],
  );
  assert.equal(ru.bg.label, "Доска для бэкгаммона");
});

test("a point's checkers are counted in each language's grammar, and their owner named", () => {
  assert.deepEqual(
    [1, 2, 5, 21].map((n) => ru.bg.point(4, n, "Белые")),
    ["пункт 4: 1 шашка Белых", "пункт 4: 2 шашки Белых", "пункт 4: 5 шашек Белых", "пункт 4: 21 шашка Белых"],
  );
  assert.deepEqual(
    [1, 2].map((n) => fr.bg.point(4, n, "Blanc")),
    ["flèche 4\u00a0: 1 dame de Blanc", "flèche 4\u00a0: 2 dames de Blanc"],
  );
  // French counts 0 in the singular: « 0 dame sortie ».
  assert.ok(fr.bg.side("Blanc", "", 0, 0).endsWith("\u00a0; 0 dame sortie"), fr.bg.side("Blanc", "", 0, 0));
  assert.ok(fr.bg.side("Blanc", "", 0, 2).endsWith("\u00a0; 2 dames sorties"));
});

test("a match's length is counted: « до 1 очка », « до 5 очков », « match en 1 point »", () => {
  assert.equal(ru.bg.matchRules(1, true), "Бэкгаммон, матч до 1 очка; с кубом");
  assert.equal(ru.bg.matchRules(5, false), "Бэкгаммон, матч до 5 очков; без куба");
  assert.equal(ru.match.after("Белые 2, Чёрные 1", 21), "Счёт: Белые 2, Чёрные 1 (матч до 21 очка)");
  assert.equal(fr.bg.matchRules(1, true), "Backgammon, match en 1 point\u00a0; avec videau");
  assert.equal(fr.bg.rules(false, false), "Backgammon, partie libre\u00a0; sans videau");
});

test("a checker borne off is « выброс » in Russian, and a hit « с выбиванием »", () => {
  assert.equal(ru.bg.stepWords("6", ru.bg.toOff, false), "выброс с 6");
  assert.equal(ru.bg.stepWords(ru.bg.fromBar, "22", true), "с бара на 22 с выбиванием");
});

test("every cube decision the engine names is told in French and Russian words, not GNU Backgammon's English", () => {
  // The engine's words are the literals of CubeDecision.action (py/rabattues/backgammon/cube.py).
  const source = readFileSync(new URL("../../py/rabattues/backgammon/cube.py", import.meta.url), "utf8");
  const body = source.slice(source.indexOf("def action(self)"), source.indexOf("\n\n", source.indexOf("def action(self)")));
  const words = [...body.matchAll(/"([a-z ,]+)"/g)].map((m) => m[1]);
  assert.deepEqual(new Set(words), new Set(["cannot double", "too good", "no double", "double, take", "double, drop"]));
  for (const table of [fr, ru]) {
    for (const word of words) {
      const said = table.bg.cubeActions[word];
      assert.ok(said && said !== enBg.cubeActions[word] && !/take|drop|good|cannot|no /.test(said), `${word}: ${said}`);
    }
  }
  assert.equal(ru.bg.hintCube(ru.bg.cubeActions["double, take"]), "Куб: удвоить, принять (оценка)");
});

test("a cube error's mark agrees with its decision: « double accepté — douteux », « принятие — сомнительно »", () => {
  const say = (/** @type {any} */ t) =>
    t.analysis.wrong("X", t.analysis.noun.take, t.bgReview.marks.doubtful, t.analysis.choice.drop, "0,100");
  assert.equal(say(fr), "X\u00a0: double accepté — douteux\u00a0: il fallait refuser\u00a0; espérance perdue 0,100");
  assert.equal(say(ru), "X: принятие — сомнительно: надо было отказаться; потеря эквити 0,100");
});
