// French: the move list, the result and the score (a part of fr.js, the same keys in every language).

import { NB, list, the, count, onPoints } from "./words.js";

export const moves = {
  heading: "Coups",
  jump: "Coups",
  back: "Retour au tablier",
  empty: "Aucun coup pour l'instant.",
  opening: (/** @type {number} */ w, /** @type {number} */ b, /** @type {string|null} */ starter) =>
    starter
      ? `Premier jet${NB}: Blanc ${w}, Noir ${b}. ${starter} commence.`
      : `Premier jet${NB}: Blanc ${w}, Noir ${b}. Égalité${NB}: chacun rejette son dé.`,
  throwHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} ${a}-${b}`,
  announceHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} jette ${a}-${b}`,
  sep: `${NB}: `,
  semi: `${NB}; `,
  rerolled: `doublet, non joué${NB}; il rejette les dés`,
  again: (/** @type {string} */ who) => `${who} rejoue`,
  nothing: "rien à jouer",
  unstacks: (/** @type {number[]} */ points, /** @type {string} */ _who) => onPoints(points, "rabat", "sur"),
  bearsOff: (/** @type {number[]} */ points, /** @type {string} */ _who) => onPoints(points, "lève", "de"),
  lost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `${dice} ${many ? "sont injouables, perdus" : "est injouable, perdu"}`,
  passes: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
    `${dice} ${many ? "passent" : "passe"} à ${to}`,
  who: (/** @type {string} */ text, /** @type {string} */ _to) => `, qui ${text}`,
  cannot: (/** @type {string} */ _to) => ", qui ne peut pas le jouer",
  cannotMany: (/** @type {string} */ _to) => ", qui ne peut pas les jouer",
  passedLost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `${NB}; ${dice} ${many ? "sont perdus" : "est perdu"}`,
  mustClaim: (/** @type {number[]} */ dice, /** @type {string} */ _to) => `, qui doit réclamer ${list(dice.map(the))}`,
  toClaim: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
    `${dice} ${many ? "passent" : "passe"} à ${to}, qui doit ${many ? "les" : "le"} réclamer`,
  forfeited: (/** @type {number[]} */ dice) =>
    dice.length > 1 ? `(${list(dice.map(the))}, non réclamés, sont perdus)` : `(${the(dice[0])}, non réclamé, est perdu)`,
  claim: (/** @type {string} */ who, /** @type {number} */ die) => `${who} réclame ${the(die)}`,
  double: (/** @type {string} */ who) => `${who} propose de doubler`,
  take: (/** @type {string} */ who) => `${who} accepte le double`,
  drop: (/** @type {string} */ who) => `${who} refuse le double`,
  end: (/** @type {string} */ who, /** @type {number} */ points) => `${who} gagne ${count(points, "point", "points")}.`,
  the,
  theSecond: (/** @type {number} */ die) => (die === 1 ? "le second as" : `le second ${die}`),
  both: (/** @type {number} */ die) => (die === 1 ? "les deux as" : `les deux ${die}`),
  theMany: (/** @type {number[]} */ dice) => list(dice.map(the)),
  and: "et",
};

export const result = {
  race: (/** @type {string} */ who) => `${who} sort ses quinze dames et gagne`,
  drop: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} refuse le double${NB}: ${who} gagne`,
  worth: (/** @type {number} */ points) => count(points, "point", "points"),
  detail: (/** @type {number} */ stake, /** @type {number | null} */ cube, /** @type {number | null} */ multiplier) =>
    [`enjeu ${stake}`, cube === null ? "" : `videau ${cube}`, multiplier === null ? "" : `${multiplier}`].filter(Boolean).join(" × "),
};

export const score = {
  heading: "Score de la séance",
  games: (/** @type {number} */ n) => count(n, "partie", "parties"),
  game: "Cette partie",
  worth: (/** @type {number} */ stake, /** @type {number | null} */ cube) =>
    cube === null ? `enjeu ${stake}` : `enjeu ${stake} × videau ${cube}`,
  houseRules: "avec des règles maison",
  multipliers: "× (1, 2 ou 4)",
  seed: "Graine",
  typedDice: "vrais dés, saisis à la main",
  rules: "Règles",
};
