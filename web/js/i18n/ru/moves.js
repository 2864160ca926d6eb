// Russian: the move list, the result and the score (a part of ru.js, the same keys in every language).

import { toWhom, count, list, ACCUSATIVE, GENITIVE_DIE, the, unstacks, bearsOff, player, playerFirst, verb } from "./words.js";

export const moves = {
  heading: "Ходы",
  jump: "Ходы",
  back: "Назад к доске",
  empty: "Ходов ещё нет.",
  opening: (/** @type {number} */ w, /** @type {number} */ b, /** @type {string|null} */ starter) =>
    starter
      ? `Первый бросок: у Белых ${w}, у Чёрных ${b}. ${verb(starter, "Начинают", "Начинает")} ${player(starter)}.`
      : `Первый бросок: у Белых ${w}, у Чёрных ${b}. Поровну: оба бросают снова.`,
  throwHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} ${a}-${b}`,
  announceHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) =>
    `${playerFirst(who)} ${verb(who, "бросают", "бросает")} ${a}-${b}`,
  sep: ": ",
  semi: "; ",
  rerolled: "дубль не играется; бросают снова",
  again: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "бросают", "бросает")} снова`,
  nothing: "играть нечем",
  unstacks,
  bearsOff,
  lost: (/** @type {string} */ dice, /** @type {boolean} */ many) =>
    many ? `${dice} не играют и пропадают` : `${dice} не играет и пропадает`,
  passes: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
    `${dice} ${many ? "переходят" : "переходит"} к ${toWhom(to)}`,
  who: (/** @type {string} */ text, /** @type {string} */ to) => `, ${verb(to, "которые", "который")} ${text}`,
  cannot: (/** @type {string} */ to) => `, ${verb(to, "которые не могут", "который не может")} её сыграть`,
  cannotMany: (/** @type {string} */ to) => `, ${verb(to, "которые не могут", "который не может")} их сыграть`,
  passedLost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `; ${dice} ${many ? "пропадают" : "пропадает"}`,
  mustClaim: (/** @type {number[]} */ dice, /** @type {string} */ to) =>
    `, и ${list(dice.map((die) => ACCUSATIVE[die] ?? String(die)))} нужно сыграть ${verb(to, "самим", "самому")}`,
  toClaim: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
    `${dice} ${many ? "переходят" : "переходит"} к ${toWhom(to)}, и сыграть ${many ? "их" : "её"} нужно ${verb(to, "самим", "самому")}`,
  forfeited: (/** @type {number[]} */ dice) =>
    dice.length > 1 ? `(не сыгранные вовремя ${list(dice.map(the))} пропадают)` : `(не сыгранная вовремя ${the(dice[0])} пропадает)`,
  claim: (/** @type {string} */ who, /** @type {number} */ die) =>
    `${playerFirst(who)} ${verb(who, "играют", "играет")} переданную ${ACCUSATIVE[die] ?? die}`,
  double: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "предлагают", "предлагает")} удвоение`,
  take: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "принимают", "принимает")} удвоение`,
  drop: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "отказываются", "отказывается")} от удвоения`,
  end: (/** @type {string} */ who, /** @type {number} */ points) =>
    `${playerFirst(who)} ${verb(who, "выигрывают", "выигрывает")} ${count(points, "очко", "очка", "очков")}.`,
  the,
  theSecond: (/** @type {number} */ die) => `вторая ${the(die)}`,
  both: (/** @type {number} */ die) => `обе ${GENITIVE_DIE[die] ?? die}`,
  theMany: (/** @type {number[]} */ dice) => list(dice.map(the)),
  and: "и",
};

export const result = {
  // Words for both games: Dames Rabattues « сбрасывают » its checkers, backgammon « выбрасывает » them.
  race: (/** @type {string} */ who) =>
    `${playerFirst(who)} ${verb(who, "убирают", "убирает")} с доски все пятнадцать шашек и ${verb(who, "побеждают", "побеждает")}`,
  drop: (/** @type {string} */ who, /** @type {string} */ loser) =>
    `${playerFirst(loser)} ${verb(loser, "отказываются", "отказывается")} от удвоения: ${player(who)} ${verb(who, "побеждают", "побеждает")}`,
  worth: (/** @type {number} */ points) => count(points, "очко", "очка", "очков"),
  detail: (/** @type {number} */ stake, /** @type {number | null} */ cube, /** @type {number | null} */ multiplier) =>
    [`ставка ${stake}`, cube === null ? "" : `куб ${cube}`, multiplier === null ? "" : `${multiplier}`].filter(Boolean).join(" × "),
};

export const score = {
  heading: "Счёт встречи",
  games: (/** @type {number} */ n) => count(n, "партия", "партии", "партий"),
  game: "Эта партия",
  worth: (/** @type {number} */ stake, /** @type {number | null} */ cube) =>
    cube === null ? `ставка ${stake}` : `ставка ${stake} × куб ${cube}`,
  houseRules: "со своими правилами",
  multipliers: "× (1, 2 или 4)",
  seed: "Зерно",
  typedDice: "настоящие кости, введённые вручную",
  rules: "Правила",
};
