// Russian: match play and resigning (a part of ru.js, the same keys in every language). Гаммон and
// бэкгаммон, as everywhere on the page; the colours are plural («Белые сдаются»), a player one by his
// name («Игрок Анна сдаётся»).

import { count, upTo, player, playerFirst, verb } from "./words.js";

export const match = {
  scoring: "Формат",
  money: "Игра на деньги",
  to: (/** @type {number} */ n) => `Матч ${upTo(n)}`,
  heading: (/** @type {number} */ n) => `Матч ${upTo(n)}`,
  crawford: "партия Кроуфорда",
  postCrawford: "после партии Кроуфорда",
  line: (/** @type {number} */ n, /** @type {string} */ score, /** @type {string} */ stage) =>
    `Матч до ${n}: ${score}${stage ? ` · ${stage}` : ""}`,
  score: (/** @type {string} */ w, /** @type {number} */ sw, /** @type {string} */ b, /** @type {number} */ sb) => `${w} ${sw}, ${b} ${sb}`,
  game: (/** @type {number} */ k, /** @type {string} */ score, /** @type {string} */ stage) =>
    `Партия ${k} · ${score}${stage ? ` · ${stage}` : ""}`,
  worth: (/** @type {number} */ points, /** @type {number} */ cube, /** @type {number} */ times, /** @type {boolean} */ capped) =>
    `${count(points, "очко", "очка", "очков")} (куб ${cube} × ${times}${capped ? ", не больше, чем было нужно для матча" : ""})`,
  next: "Следующая партия",
  between: (/** @type {string} */ who) =>
    `Партию ${verb(who, "выиграли", "выиграл")} ${player(who)}. Следующая партия: бросьте кости на право первого хода.`,
  after: (/** @type {string} */ score, /** @type {number} */ n) => `Счёт: ${score} (матч ${upTo(n)})`,
  won: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) =>
    `Матч ${verb(who, "выиграли", "выиграл")} ${player(who)}, ${a}–${b}`,
  chances: (/** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
    `Шансы на победу в матче: ${w} ${pw}, ${b} ${pb}`,
  download: "Скачать .mat",
  resign: "Сдаться",
  resignTitle: "Сдать партию?",
  resignText: "Соперник сразу выигрывает партию: столько, сколько вы уступаете, умноженное на куб.",
  resignTimes: /** @type {Record<string, string>} */ ({ 1: "Простую партию", 2: "Гаммон", 3: "Бэкгаммон" }),
  resigns: (/** @type {string} */ who, /** @type {number} */ times) =>
    `${playerFirst(who)} ${verb(who, "сдаются", "сдаётся")}${["", "", " с гаммоном", " с бэкгаммоном"][times] ?? ""}`,
  resigned: (/** @type {string} */ who, /** @type {string} */ loser) =>
    `${playerFirst(loser)} ${verb(loser, "сдаются", "сдаётся")}: ${verb(who, "выиграли", "выиграл")} ${player(who)}`,
};
