// French: match play and resigning (a part of fr.js, the same keys in every language).

import { NB, count } from "./words.js";

export const match = {
  scoring: "Décompte",
  money: "Partie libre",
  to: (/** @type {number} */ n) => `Match en ${count(n, "point", "points")}`,
  heading: (/** @type {number} */ n) => `Match en ${count(n, "point", "points")}`,
  crawford: "partie Crawford",
  postCrawford: "après la partie Crawford",
  line: (/** @type {number} */ n, /** @type {string} */ score, /** @type {string} */ stage) =>
    `Match en ${n}${NB}: ${score}${stage ? ` · ${stage}` : ""}`,
  score: (/** @type {string} */ w, /** @type {number} */ sw, /** @type {string} */ b, /** @type {number} */ sb) => `${w} ${sw}, ${b} ${sb}`,
  game: (/** @type {number} */ k, /** @type {string} */ score, /** @type {string} */ stage) =>
    `Partie ${k} · ${score}${stage ? ` · ${stage}` : ""}`,
  worth: (/** @type {number} */ points, /** @type {number} */ cube, /** @type {number} */ times, /** @type {boolean} */ capped) =>
    `${count(points, "point", "points")} (videau ${cube} × ${times}${capped ? ", pas plus que ce qu'il restait à gagner" : ""})`,
  next: "Partie suivante",
  between: (/** @type {string} */ who) => `${who} gagne la partie. Partie suivante${NB}: jetez les dés du premier jet.`,
  after: (/** @type {string} */ score, /** @type {number} */ n) => `Score${NB}: ${score} (match en ${n})`,
  won: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} gagne le match ${a}–${b}`,
  chances: (/** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
    `Chances de gagner le match${NB}: ${w} ${pw}, ${b} ${pb}`,
  download: "Télécharger le .mat",
  resign: "Abandonner",
  resignTitle: `Abandonner la partie${NB}?`,
  resignText: "L'adversaire gagne la partie aussitôt, pour ce que vous concédez, multiplié par le videau.",
  resignTimes: /** @type {Record<string, string>} */ ({ 1: "Une partie simple", 2: "Un gammon", 3: "Un backgammon" }),
  resigns: (/** @type {string} */ who, /** @type {number} */ times) =>
    `${who} abandonne ${["", "une partie simple", "un gammon", "un backgammon"][times] ?? ""}`.trim(),
  resigned: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} abandonne${NB}: ${who} gagne`,
};
