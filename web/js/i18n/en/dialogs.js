// English: the New game and Saved games dialogs (a part of strings.js, the same keys in every language).

/** The New game dialog. */
export const dialog = {
  nameW: "White's name (optional)",
  nameB: "Black's name (optional)",
  nameTooLong: (/** @type {number} */ most) => `A name has at most ${most} characters.`,
  title: "New game",
  preset: "Rules",
  presetHelp: "The rules Charpentier published in 1698 or 1699, or the modern game with a doubling cube.",
  house: "House rules",
  passing: "Unplayable dice pass to the opponent",
  passingValues: /** @type {Record<string,string>} */ ({
    always: "always (1699)",
    "bear-off": "only in the bear-off (modern)",
    never: "never",
  }),
  claim: "Passed dice",
  claimValues: /** @type {Record<string,string>} */ ({ automatic: "played for the receiver", strict: "must be claimed (strict, 1699)" }),
  doubles: "Doubles",
  doublesValues: /** @type {Record<string,string>} */ ({
    replay: "played, then thrown again (1699)",
    reroll: "not played, thrown again (modern)",
  }),
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
};

/** The Saved games dialog. */
export const saved = {
  deleteFinished: "Delete finished games",
  deleteOld: "Delete games not played for a month",
  deleted: (/** @type {number} */ n) => (n === 0 ? "No game to delete." : n === 1 ? "1 game deleted." : `${n} games deleted.`),
  title: "Saved games",
  empty: "No saved game yet.",
  current: "playing now",
  over: (/** @type {string} */ who) => `${who} won`,
  toPlay: (/** @type {string} */ who) => `${who} to play`,
  moves: (/** @type {number} */ n) => (n === 1 ? "1 action" : `${n} actions`),
  resumeName: (/** @type {string} */ what) => `Resume ${what}`,
  deleteName: (/** @type {string} */ what) => `Delete ${what}`,
};
