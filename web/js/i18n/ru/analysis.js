// Russian: the exact analysis (win bar, review, facts) and the board's description (a part of ru.js, the same keys in every language).

import { whose, RULES, count, list, the, player, playerFirst, verb } from "./words.js";

export const analysis = {
  heading: "Точный анализ",
  show: "Показать шансы на победу",
  hide: "Скрыть шансы на победу",
  review: "Разбор партии",
  hideReview: "Скрыть разбор",
  facts: "Факты, вычисленные точно",
  barLabel: (/** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
    `Шансы на победу: ${w} ${pw}, ${b} ${pb}`,
  unavailable: "Точный анализ есть только для двух наборов правил; выбранные «свои правила» меняют все шансы.",
  cubeless: "Только шансы на победу: данные куба вычислены для куба современных правил (до 64).",
  opening: "До первого броска шансы равны.",
  failed: (/** @type {string} */ why) => `Точные таблицы не загрузились: ${why}`,
  shouldDouble: (/** @type {string} */ who) => `${who}: надо удваивать`,
  shouldNotDouble: (/** @type {string} */ who) => `${who}: удваивать не надо`,
  shouldTake: (/** @type {string} */ who) => `${who}: надо принять`,
  shouldDrop: (/** @type {string} */ who) => `${who}: надо отказаться`,
  cubeFigures: (/** @type {string} */ nd, /** @type {string} */ dt, /** @type {string} */ dd) =>
    `Эквити на единицу куба: без удвоения ${nd}, удвоение и принятие ${dt}, удвоение и отказ ${dd}.`,
  noFigures: "(данные для столь высокого куба странице не передаются)",
  graphLabel: (/** @type {string} */ w, /** @type {string} */ b) =>
    `Шансы на победу после каждого броска: ${w} — снизу, ${b} — сверху. Стрелки переходят от броска к броску.`,
  graphHint:
    "Наведите указатель на график или перейдите на него клавишей Tab и листайте стрелками, чтобы прочитать каждый бросок; выберите бросок, чтобы увидеть позицию.",
  legendError: "ошибка",
  legendClose: "решение на грани",
  legendAxis: "по горизонтали: шаг, как в списке ходов",
  at: (/** @type {number} */ n) => `Шаг ${n}`,
  atThrow: (/** @type {number} */ n, /** @type {string} */ who, /** @type {string} */ dice) => `Шаг ${n}, ${who} ${dice}`,
  atOpening: (
    /** @type {number} */ n,
    /** @type {string} */ w,
    /** @type {number} */ a,
    /** @type {string} */ b,
    /** @type {number} */ c,
  ) => `Шаг ${n}, первый бросок: ${w} ${a}, ${b} ${c}`,
  atEnd: (/** @type {number} */ n) => `Шаг ${n}, конец партии`,
  colon: ": ",
  semi: "; ",
  pointDetail: (
    /** @type {string} */ head,
    /** @type {string} */ w,
    /** @type {string} */ pw,
    /** @type {string} */ b,
    /** @type {string} */ pb,
  ) => `${head}: ${w} ${pw}, ${b} ${pb}.`,
  dice: (/** @type {number} */ a, /** @type {number} */ b) => `${a}-${b}`,
  luck: "Везение",
  decisionsHeading: "Решения",
  skill: (/** @type {string} */ who, /** @type {number} */ errors, /** @type {number} */ decisions, /** @type {string} */ lost) =>
    `${who}: ${count(errors, "ошибка", "ошибки", "ошибок")} из ${decisions} ${RULES.select(decisions) === "one" ? "решения" : "решений"}, потеря эквити ${lost}`,
  unknownLoss: (/** @type {number} */ n) => `(для ${n} ${RULES.select(n) === "one" ? "ошибки" : "ошибок"} размер странице неизвестен)`,
  noDecisions: "В этой партии нечего оценивать: каждый бросок играется сам.",
  allClear: "Все решения верны, и ни одно не было на грани.",
  noun: /** @type {Record<string, string>} */ ({ double: "удвоение", no_double: "без удвоения", take: "принятие", drop: "отказ" }),
  choice: /** @type {Record<string, string>} */ ({ double: "удвоить", no_double: "не удваивать", take: "принять", drop: "отказаться" }),
  rating: /** @type {Record<string, string>} */ ({
    very_bad: "зевок",
    bad: "ошибка",
    doubtful: "неточность",
    minor: "небольшая неточность",
    error: "ошибка",
  }),
  wrong: (
    /** @type {string} */ who,
    /** @type {string} */ noun,
    /** @type {string} */ rating,
    /** @type {string} */ best,
    /** @type {string} */ loss,
  ) => `${who}: ${noun} — ${rating}: надо было ${best}; потеря эквити ${loss}`,
  close: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ margin) =>
    `${who}: ${noun} — верно, но на грани: другой выбор теряет ${margin}`,
  forfeit: (/** @type {string} */ who, /** @type {number[]} */ dice, /** @type {string} */ rating, /** @type {string} */ loss) =>
    `${who}: не ${dice.length > 1 ? "сыграны переданные" : "сыграна переданная"} ${list(dice.map(the))} — ${rating}; потеря эквити ${loss}`,
  cubeAt: (/** @type {number} */ value) => `куб на ${value}`,
  luckHeading: "Везение",
  luckNote: "Везение броска — то, насколько он изменил шансы бросавшего на победу по сравнению с тем, чего можно было ждать до броска.",
  luckLine: (/** @type {string} */ who, /** @type {string} */ total, /** @type {number} */ throws) =>
    `${who}: ${total} за ${count(throws, "бросок", "броска", "бросков")}`,
  luckEquity: (/** @type {string} */ equity) => `(эквити ${equity})`,
  luckiest: "Самый удачный бросок",
  unluckiest: "самый неудачный",
  throwRef: (/** @type {string} */ dice, /** @type {number} */ n) => `${dice}, шаг ${n}`,
  openingRef: (/** @type {number} */ die, /** @type {number} */ n) => `кость первого броска ${die}, шаг ${n}`,
  noLuck: "В этой партии ещё не было бросков.",
  factFirst: (/** @type {string} */ rules, /** @type {string} */ win, /** @type {string} */ edge, /** @type {string} */ throws) =>
    `${rules}: первый бросающий выигрывает ${win} партий (преимущество ${edge}); партия длится в среднем ${throws} броска.`,
  factMultipliers: (/** @type {string} */ two, /** @type {string} */ four) => `Итоги ×2: ${two}; ×4: ${four}.`,
  factCube: (/** @type {string} */ equity, /** @type {string} */ max) =>
    `С кубом (до ${max}) при идеальной игре куба эквити первого бросающего — ${equity} ставки за партию.`,
};

export const board = {
  label: "Доска",
  point: (/** @type {number} */ n, /** @type {number} */ checkers, /** @type {number} */ stacked) =>
    checkers === 0
      ? `пункт ${n}: пусто`
      : stacked
        ? `пункт ${n}: ${count(checkers, "шашка", "шашки", "шашек")}, из них в стопке ${stacked}`
        : `пункт ${n}: ${count(checkers, "шашка", "шашки", "шашек")} в линию`,
  side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ off) =>
    `${who}: ${points}; сброшено с доски: ${off}`,
  turn: (/** @type {string} */ who) => `${verb(who, "Бросают", "Бросает")} ${player(who)}`,
  cube: (/** @type {number} */ value, /** @type {string} */ where) => `куб удвоения на ${value}, ${where}`,
  cubeMiddle: "в центре",
  cubeOwner: (/** @type {string} */ who) => `у ${whose(who)}`,
  again: "бросают снова",
  againBy: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "бросают", "бросает")} снова`,
  tie: "Поровну: оба бросают снова",
  opening: "первый бросок",
  openingCaption: "Первый бросок: по одной кости",
  off: "сброшено",
  flip: "Перевернуть доску",
  dieTag: {
    passed: (/** @type {number} */ v) => `${v} передано`,
    pending: (/** @type {number} */ v) => `${v}: можно сыграть`,
    lost: (/** @type {number} */ v) => `${v} пропало`,
  },
};
