// Every user-visible string of the page, in one place: this is the English table, the
// reference for the translations in lang/ (fr.js, ru.js: the same keys; i18n.js looks each one
// up in the language shown). Templates are small functions; nothing here decides a rule.

import { analysis, board } from "./en/analysis.js";
import { bg, bgReview, interop } from "./en/backgammon.js";
import { match } from "./en/match.js";
import { moves, result, score } from "./en/moves.js";
import { dialog, saved } from "./en/dialogs.js";
import { embed, examples } from "./en/pages.js";
import { localize, oneOf } from "./i18n.js";

/** @typedef {"w" | "b"} Color */
/** Bytes as megabytes, one decimal, in this language. @param {number} n */
const megabytes = (n) => (n / 1e6).toLocaleString("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const strings = localize({
  title: "Dames Rabattues",
  subtitle: "the French tables game of 1699",
  color: /** @type {Record<Color, string>} */ ({ w: "White", b: "Black" }),
  computer: "computer",
  presetName: /** @type {Record<string, string>} */ ({
    "charpentier-1699": "Charpentier 1699",
    modern: "Modern (cube and multipliers)",
    money: "Backgammon, money play",
  }),
  presetShort: /** @type {Record<string, string>} */ ({ "charpentier-1699": "1699", modern: "Modern", money: "Backgammon" }),

  // Loading.
  loading: {
    starting: "The game engine is starting",
    snapshot: "Starting the game engine kept on this device",
    runtime: "Starting the game: downloading its engine",
    start: "Starting the game engine",
    engine: "Loading the rules",
    ready: "Ready",
    bytes: (/** @type {number} */ done, /** @type {number} */ of) => `${megabytes(done)} of ${megabytes(of)} MB`,
    stopped: "The game engine stopped answering. Your game is saved: start the engine again to play on.",
    restart: "Start the engine again",
    restarted: (/** @type {string} */ why) =>
      `The game engine failed (${why}); it has been started again, and your game is reopened from its save.`,
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
    offered: (/** @type {string} */ doubler, /** @type {string} */ taker) => `${doubler} offers a double: ${taker}, take or drop?`,
    claim: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} may claim ${dice} before the next throw`,
    thinking: (/** @type {string} */ who) => `${who} (computer) is playing…`,
    waitEngine: "Setting up the table…",
    won: (/** @type {string} */ who) => `${who} wins`,
  },

  // Move list.
  // Settings of the page (not of a game).
  settings: {
    heading: "Settings",
    speed: "Animations",
    speeds: /** @type {Record<string, string>} */ ({ off: "Off", normal: "Normal", slow: "Slow" }),
    autoThrow: "Throw for me until something happens",
    stopAtDouble: "…and stop when I could double",
    autoThrowHelp:
      "The page throws for you while there is nothing to decide, and stops at a double to answer, a claim or the end of the game; when you could double, only if you ask it to.",
    stopped: "Throwing for you stopped: you have something to decide.",
  },
  drop: {
    title: "Drop the double?",
    text: "Dropping ends the game now: you lose it at the cube's value before the double.",
    points: (/** @type {number} */ n) => `Dropping ends the game now: you lose it, ${n} ${n === 1 ? "point" : "points"}.`,
    confirm: "Drop",
    cancel: "Go back",
  },
  // A link that is the game, and the position in notation.
  share: {
    button: "Share this game",
    position: "Copy the position",
    title: "A link to this game",
    help: "Anyone who opens this address sees this game and can step through it, on any device, even offline once the page has been visited. The game is in the address itself: nothing is sent anywhere.",
    link: "The game's address",
    copy: "Copy the link",
    copied: "Copied.",
    copyFailed: "The browser did not let the page copy: select the link and copy it yourself.",
    positionCopied: (/** @type {string} */ position) => `Position copied, in the notation of the rules: ${position}`,
    opened: "A shared game: step through it with the move list or the arrow keys, or go back to the game to play on.",
    bad: "The game in this address could not be read (damaged or cut short); nothing was opened.",
    tooLarge: "The game in this address is too large to be one the app wrote; nothing was opened.",
    tooLong: (/** @type {number} */ chars, /** @type {number} */ most) =>
      `This game is too long for a link: it would take ${chars} characters, and a link the app opens holds at most ${most}. Export it as a file instead: the Import button opens it on any device.`,
    export: "Export the game",
  },
  interop,
  // Looking back at an earlier position of the game.
  steps: {
    previous: "Previous",
    next: "Next",
    live: "Back to the game",
    at: (/** @type {number} */ n, /** @type {number} */ of) =>
      n === 0 ? `The start of the game (${of === 1 ? "1 step" : `${of} steps`})` : `Step ${n} of ${of}`,
    shows: (/** @type {string} */ at, /** @type {string} */ words) => `${at}: ${words}`,
    instead: (/** @type {string} */ at, /** @type {string} */ words) => `${at}, not played: ${words}`,
    review: "Review",
  },
  moves,

  result,
  score,

  // Real dice.
  typed: {
    legend: "Dice thrown at the table: choose the throw",
    help: "Only a good throw counts: a die that is not lying flat, or that lands off the throwing half, is thrown again.",
    throwName: (/** @type {number} */ a, /** @type {number} */ b) => `${a} and ${b}`,
    whiteDie: "White's die",
    blackDie: "Black's die",
    face: (/** @type {string} */ which, /** @type {number} */ n) => `${which}: ${n}`,
  },

  dialog,
  saved,

  // Messages.
  errors: {
    storageFull:
      "This browser's storage for the page is full, so this game is not being saved. Delete finished or old games in Saved games, or export this one; saving starts again by itself.",
    storageTooLarge:
      "This game is too large for this browser's storage, even with every other game deleted, so it is not being saved: export it to keep it.",
    recordFull: "This game has reached the longest record the app keeps: no more actions can be saved. Export it to keep it.",
    urlTooLong: (/** @type {number} */ length) => `The address is too long to read (${length} characters); it was ignored.`,
    engine: (/** @type {string} */ why) => `The engine refused: ${why}`,
    openFailed: (/** @type {string} */ why) =>
      `The game engine failed while opening your game (${why}). The game is kept as it was saved: open it again from Saved games.`,
    importFailed: (/** @type {string} */ why) => `This file is not a game record this app can open: ${why}`,
    savedBroken: (/** @type {string} */ why) => `A saved game could not be opened: ${why}`,
    storage: "This browser did not let the page save the game (storage full or disabled); play on, but export it to keep it.",
    urlUnknown: (/** @type {string} */ name) => `The address has an unknown setting "${name}"; it was ignored.`,
    urlSeed: (/** @type {string} */ value) =>
      `The seed "${value}" in the address is not a whole number from 0 to 9007199254740991; a random seed was used.`,
    urlPreset: (/** @type {string} */ value, /** @type {string[]} */ presets) =>
      `The rules "${value}" in the address do not exist (${oneOf(presets)}); the game's usual rules were used.`,
    urlComputer: (/** @type {string} */ value) => `"computer=${value}" in the address should be w or b; two players were set.`,
    urlGame: (/** @type {string} */ value, /** @type {string[]} */ games) =>
      `"game=${value}" in the address is not a game here (${oneOf(games)}); the address was ignored.`,
    urlLevel: (/** @type {string} */ value, /** @type {string[]} */ levels) =>
      `The level "${value}" in the address is not one of the computer's (${oneOf(levels)}); it plays at its strongest.`,
    urlMatch: (/** @type {string} */ value, /** @type {number} */ min, /** @type {number} */ max) =>
      `The match length "${value}" in the address is not a whole number from ${min} to ${max}; money play was set.`,
    urlLevelAlone: (/** @type {string} */ value) =>
      `"level=${value}" in the address is the computer's level, but no computer plays (it needs computer=w or b); it was ignored.`,
    urlRejected: (/** @type {string} */ why) => `The settings in the address could not start a game: ${why}`,
    storageOff:
      "Saving is off: this browser does not let the page store anything (private mode or storage disabled). Play on; export the game to keep it.",
    setAside: (/** @type {string} */ why) =>
      `A saved game was damaged and has been set aside (${why}); the other games are fine. You can export its text.`,
    tooLarge: (/** @type {number} */ megabytes) => `This file is too large to be a game record (${megabytes} MB); nothing was opened.`,
  },
  // Two tabs on one game.
  tabs: {
    followed: "This game was played on in another tab; it is shown here as it now stands.",
    conflict:
      "This game was played on in another tab at the same moment: your last action was not kept. The game is shown as it now stands.",
    deleted: "This game was deleted in another tab; it is kept here only if you play on.",
  },
  aside: {
    export: "Export its text",
    forget: "Forget it",
  },
  importedAgain: "This game was already saved here: it is opened, not saved twice.",
  imported: "Game imported.",

  // Offline play (service worker) and the links to the other pages.
  offline: {
    updated: "A new version of the game is installed; it is used from the next time the page opens. Saved games are kept.",
  },
  links: {
    examples: "Three worked examples of the 1699 rules, to embed in an article",
    unknownGame: (/** @type {string} */ value) =>
      `The address names no game of this site ("${value}"): the rules of Dames Rabattues are shown.`,
  },

  embed,

  examples,

  analysis,

  board,

  bg,

  bgReview,

  match,

  // Languages: the menu lists each language by its own name (`language.name` of its table).
  language: { name: "English", label: "Language" },
  nav: { menu: "Game", rules: "Rules", open: "Menu" },
  units: { points: (/** @type {number} */ n) => (n === 1 ? "1 point" : `${n} points`) },
});

/** "1 point" / "4 points". @param {number} n */
export function pointsText(n) {
  return strings.units.points(n);
}

/** Numbers in words: "4", "4 and 3", "1, 2 and 3". @param {(string|number)[]} items */
export function joinWords(items) {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${strings.moves.and} ${words[words.length - 1]}`;
}
