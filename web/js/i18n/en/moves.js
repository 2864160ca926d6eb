// English: the move list, the result and the score (a part of strings.js, the same keys in every language).

import { pointsText, joinWords } from "../strings.js";

export const moves = {
  heading: "Moves",
  empty: "No move yet.",
  jump: "Moves",
  back: "Back to the board",
  opening: (/** @type {number} */ w, /** @type {number} */ b, /** @type {string|null} */ starter) =>
    starter
      ? `Opening throw: White ${w}, Black ${b}. ${starter} starts.`
      : `Opening throw: White ${w}, Black ${b}. A tie: both throw again.`,
  throwHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} ${a}-${b}`,
  announceHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} throws ${a}-${b}`,
  sep: ": ",
  semi: "; ",
  rerolled: "a double, not played; throws again",
  again: (/** @type {string} */ who) => `${who} throws again`,
  nothing: "nothing to play",
  unstacks: (/** @type {number[]} */ points, /** @type {string} */ _who) => `unstacks on ${joinWords(points)}`,
  bearsOff: (/** @type {number[]} */ points, /** @type {string} */ _who) => `bears off from ${joinWords(points)}`,
  lost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `${dice} ${many ? "are" : "is"} unplayable, lost`,
  passes: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
    `${dice} ${many ? "pass" : "passes"} to ${to}`,
  who: (/** @type {string} */ text, /** @type {string} */ _to) => `, who ${text}`,
  cannot: (/** @type {string} */ _to) => ", who cannot use it",
  cannotMany: (/** @type {string} */ _to) => ", who cannot use them",
  passedLost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `; ${dice} ${many ? "are" : "is"} lost`,
  mustClaim: (/** @type {number[]} */ dice, /** @type {string} */ _to) =>
    `, who must claim ${joinWords(dice.map((die) => (die === 1 ? "the ace" : `the ${die}`)))}`,
  toClaim: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
    `${dice} ${many ? "pass" : "passes"} to ${to}, to claim`,
  forfeited: (/** @type {number[]} */ dice) => `(the unclaimed ${joinWords(dice)} ${dice.length > 1 ? "are" : "is"} lost)`,
  claim: (/** @type {string} */ who, /** @type {number} */ die) => `${who} claims ${die === 1 ? "the ace" : `the ${die}`}`,
  double: (/** @type {string} */ who) => `${who} offers a double`,
  take: (/** @type {string} */ who) => `${who} takes the cube`,
  drop: (/** @type {string} */ who) => `${who} drops`,
  end: (/** @type {string} */ who, /** @type {number} */ points) => `${who} wins ${pointsText(points)}.`,
  // A die by its face: the 1 is the ace, as in every tables game.
  the: (/** @type {number} */ die) => (die === 1 ? "the ace" : `the ${die}`),
  theSecond: (/** @type {number} */ die) => (die === 1 ? "the second ace" : `the second ${die}`),
  both: (/** @type {number} */ die) => (die === 1 ? "both aces" : `both ${die}s`),
  theMany: (/** @type {number[]} */ dice) => joinWords(dice.map((die) => (die === 1 ? "the ace" : `the ${die}`))),
  and: "and",
};

// Result and score.
export const result = {
  race: (/** @type {string} */ who) => `${who} bears off all fifteen and wins`,
  drop: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} drops the double: ${who} wins`,
  worth: (/** @type {number} */ points) => `${pointsText(points)}`,
  detail: (/** @type {number} */ stake, /** @type {number | null} */ cube, /** @type {number | null} */ multiplier) =>
    [`stake ${stake}`, cube === null ? "" : `cube ${cube}`, multiplier === null ? "" : `${multiplier}`].filter(Boolean).join(" × "),
};

export const score = {
  heading: "Session score",
  games: (/** @type {number} */ n) => (n === 1 ? "1 game" : `${n} games`),
  game: "This game",
  worth: (/** @type {number} */ stake, /** @type {number | null} */ cube) =>
    cube === null ? `stake ${stake}` : `stake ${stake} × cube ${cube}`,
  houseRules: "with house rules",
  multipliers: "× (1, 2 or 4)",
  seed: "Seed",
  typedDice: "real dice, typed in",
  rules: "Rules",
};
