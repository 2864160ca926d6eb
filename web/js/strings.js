// Every user-visible string of the page, in one place, so that a translation is one new file.
// Templates are small functions; nothing here decides a rule.

/** @typedef {"w" | "b"} Color */

export const strings = {
  title: "Dames Rabattues",
  subtitle: "the French tables game of 1699",
  color: /** @type {Record<Color, string>} */ ({ w: "White", b: "Black" }),
  computer: "computer",
  presetName: /** @type {Record<string, string>} */ ({
    "charpentier-1699": "Charpentier 1699",
    modern: "Modern (cube and multipliers)",
  }),
  presetShort: /** @type {Record<string, string>} */ ({ "charpentier-1699": "1699", modern: "Modern" }),

  // Loading.
  loading: {
    runtime: "Loading the Python runtime",
    micropip: "Loading the package installer",
    engine: "Installing the rules engine",
    ready: "Ready",
    step: (/** @type {number} */ n, /** @type {number} */ of) => `step ${n} of ${of}`,
    failed: (/** @type {string} */ why) => `The game engine could not start: ${why}. Reload the page to try again.`,
  },

  // Buttons (their text is their accessible name).
  buttons: {
    throw: "Throw",
    claim: (/** @type {number} */ die) => `Claim ${die}`,
    double: "Double",
    take: "Take",
    drop: "Drop",
    newGame: "New game",
    saved: "Saved games",
    export: "Export",
    import: "Import",
    start: "Start game",
    cancel: "Cancel",
    close: "Close",
    resume: "Resume",
    delete: "Delete",
    playAgain: "Play again",
    enterDice: "Play these dice",
    dismiss: "Dismiss",
  },
  keyHint: "or press the space bar",

  // Status line.
  status: {
    opening: "Opening throw: each player throws one die, the higher starts",
    openingTyped: "Opening throw: type each player's single die",
    toThrow: (/** @type {string} */ who) => `${who} to throw`,
    toThrowTyped: (/** @type {string} */ who) => `${who} to throw: type the dice thrown`,
    again: (/** @type {string} */ who) => `${who} threw a double and throws again`,
    offered: (/** @type {string} */ doubler, /** @type {string} */ taker) =>
      `${doubler} offers a double: ${taker}, take or drop?`,
    claim: (/** @type {string} */ who, /** @type {string} */ dice) =>
      `${who} may claim ${dice} before the next throw`,
    thinking: (/** @type {string} */ who) => `${who} (computer) is playing…`,
    waitEngine: "Setting up the table…",
    won: (/** @type {string} */ who) => `${who} wins`,
  },

  // Move list.
  moves: {
    heading: "Moves",
    empty: "No move yet.",
    opening: (/** @type {number} */ w, /** @type {number} */ b, /** @type {string|null} */ starter) =>
      starter
        ? `Opening throw: White ${w}, Black ${b}. ${starter} starts.`
        : `Opening throw: White ${w}, Black ${b}. A tie: both throw again.`,
    throwHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} ${a}-${b}`,
    rerolled: "a double, not played; throws again",
    again: (/** @type {string} */ who) => `${who} throws again`,
    nothing: "nothing to play",
    unstacks: (/** @type {string} */ points) => `unstacks on ${points}`,
    bearsOff: (/** @type {string} */ points) => `bears off from ${points}`,
    lost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `${dice} ${many ? "are" : "is"} unplayable, lost`,
    passes: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
      `${dice} ${many ? "pass" : "passes"} to ${to}`,
    who: (/** @type {string} */ text) => `, who ${text}`,
    cannot: ", who cannot use it",
    cannotMany: ", who cannot use them",
    passedLost: (/** @type {string} */ dice) => `; ${dice} lost`,
    toClaim: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
      `${dice} ${many ? "pass" : "passes"} to ${to}, to claim`,
    forfeited: (/** @type {string} */ dice) => `(the unclaimed ${dice} is lost)`,
    claim: (/** @type {string} */ who, /** @type {number} */ die) => `${who} claims the ${die}`,
    double: (/** @type {string} */ who) => `${who} offers a double`,
    take: (/** @type {string} */ who) => `${who} takes the cube`,
    drop: (/** @type {string} */ who) => `${who} drops`,
    end: (/** @type {string} */ who, /** @type {number} */ points) => `${who} wins ${pointsText(points)}.`,
    the: (/** @type {number} */ die) => `the ${die}`,
    theSecond: (/** @type {number} */ die) => `the second ${die}`,
    both: (/** @type {number} */ die) => `both ${die}s`,
    and: "and",
  },

  // Result and score.
  result: {
    race: (/** @type {string} */ who) => `${who} bears off all fifteen and wins`,
    drop: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} drops the double: ${who} wins`,
    worth: (/** @type {number} */ points) => `${pointsText(points)}`,
    detail: (/** @type {number} */ stake, /** @type {number} */ cube, /** @type {number} */ multiplier) =>
      `stake ${stake} × cube ${cube} × ${multiplier}`,
  },
  score: {
    heading: "Session score",
    games: (/** @type {number} */ n) => (n === 1 ? "1 game" : `${n} games`),
    game: "This game",
    worth: (/** @type {number} */ stake, /** @type {number} */ cube) => `stake ${stake} × cube ${cube}`,
    multipliers: "× (1, 2 or 4)",
    seed: "Seed",
    typedDice: "real dice, typed in",
    rules: "Rules",
  },

  // Real dice.
  typed: {
    legend: "Dice thrown at the table",
    first: "First die",
    second: "Second die",
    whiteDie: "White's die",
    blackDie: "Black's die",
    face: (/** @type {string} */ which, /** @type {number} */ n) => `${which}: ${n}`,
  },

  // New game dialog.
  dialog: {
    title: "New game",
    preset: "Rules",
    presetHelp: "Charpentier's rules of 1699, or the modern game with a doubling cube.",
    house: "House rules",
    passing: "Unplayable dice pass to the opponent",
    passingValues: /** @type {Record<string,string>} */ ({ always: "always (1699)", "bear-off": "only in the bear-off (modern)", never: "never" }),
    claim: "Passed dice",
    claimValues: /** @type {Record<string,string>} */ ({ automatic: "played for the receiver", strict: "must be claimed (strict, 1699)" }),
    doubles: "Doubles",
    doublesValues: /** @type {Record<string,string>} */ ({ replay: "played, then thrown again (1699)", reroll: "not played, thrown again (modern)" }),
    cube: "Doubling cube",
    cubeMax: "Cube up to",
    multipliers: "Win ×2 or ×4 when the loser is far behind",
    stake: "Stake (points a game)",
    players: "Players",
    playersValues: /** @type {Record<string,string>} */ ({
      hotseat: "Two players on this device",
      "computer-b": "Against the computer (it plays Black)",
      "computer-w": "Against the computer (it plays White)",
    }),
    dice: "Dice",
    seeded: "Thrown by the app from a seed",
    seed: "Seed",
    seedHelp: "Leave empty for a new random seed; the same seed gives the same dice.",
    typed: "Real dice: players throw at the table and type each throw in",
    loadingEngine: "The engine is still loading; the game can start in a moment.",
  },

  // Saved games.
  saved: {
    title: "Saved games",
    empty: "No saved game yet.",
    current: "playing now",
    over: (/** @type {string} */ who) => `${who} won`,
    toPlay: (/** @type {string} */ who) => `${who} to play`,
    moves: (/** @type {number} */ n) => (n === 1 ? "1 action" : `${n} actions`),
    resumeName: (/** @type {string} */ what) => `Resume ${what}`,
    deleteName: (/** @type {string} */ what) => `Delete ${what}`,
  },

  // Messages.
  errors: {
    engine: (/** @type {string} */ why) => `The engine refused: ${why}`,
    importFailed: (/** @type {string} */ why) => `This file is not a game record this app can open: ${why}`,
    savedBroken: (/** @type {string} */ why) => `A saved game could not be opened: ${why}`,
    storage: "This browser did not let the page save the game (storage full or disabled); play on, but export it to keep it.",
    urlUnknown: (/** @type {string} */ name) => `The address has an unknown setting "${name}"; it was ignored.`,
    urlSeed: (/** @type {string} */ value) => `The seed "${value}" in the address is not a whole number from 0 to 9007199254740991; a random seed was used.`,
    urlPreset: (/** @type {string} */ value) => `The rules "${value}" in the address do not exist (charpentier-1699 or modern); the 1699 rules were used.`,
    urlComputer: (/** @type {string} */ value) => `"computer=${value}" in the address should be w or b; two players were set.`,
    urlRejected: (/** @type {string} */ why) => `The settings in the address could not start a game: ${why}`,
  },
  imported: "Game imported.",

  // Board description (aria-label).
  board: {
    label: "Board",
    point: (/** @type {number} */ n, /** @type {number} */ count, /** @type {number} */ stacked) =>
      count === 0 ? `${n}: empty` : stacked ? `${n}: ${count}, stack of ${stacked}` : `${n}: ${count} on line`,
    side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ off) =>
      `${who}: points ${points}; ${off} borne off`,
    turn: (/** @type {string} */ who) => `${who} to throw`,
    cube: (/** @type {number} */ value, /** @type {string} */ where) => `cube at ${value}, ${where}`,
    cubeMiddle: "in the middle",
    cubeOwner: (/** @type {string} */ who) => `owned by ${who}`,
    again: "throws again",
    againBy: (/** @type {string} */ who) => `${who} throws again`,
    tie: "Tie: both throw again",
    opening: "opening throw",
    openingCaption: "Opening throw: one die each",
    off: "off",
  },
};

/** "1 point" / "4 points". @param {number} n */
export function pointsText(n) {
  return n === 1 ? "1 point" : `${n} points`;
}

/** Numbers in words: "4", "4 and 3", "1, 2 and 3". @param {(string|number)[]} items */
export function joinWords(items) {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${strings.moves.and} ${words[words.length - 1]}`;
}
