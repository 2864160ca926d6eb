// Every user-visible string of the page, in one place: this is the English table, the
// reference for the translations in lang/ (fr.js, ru.js: the same keys; i18n.js looks each one
// up in the language shown). Templates are small functions; nothing here decides a rule.

import { localize } from "./i18n.js";

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
  // Settings of the page (not of a game).
  settings: {
    heading: "Settings",
    speed: "Animations",
    speeds: /** @type {Record<string, string>} */ ({ off: "Off", normal: "Normal", slow: "Slow" }),
    autoThrow: "Throw for me until something happens",
    autoThrowHelp: "The page throws for you while there is nothing to decide, and stops at a cube decision, a claim or the end of the game.",
    stopped: "Throwing for you stopped: you have something to decide.",
  },
  drop: {
    title: "Drop the double?",
    text: "Dropping ends the game now: you lose it at the cube's value before the double.",
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
  },
  // Backgammon's positions as GNU Backgammon and eXtreme Gammon write them (js/bg/interop.js, js/bg/embed.js).
  interop: {
    copyXgid: "Copy the XGID",
    positionIdCopied: (/** @type {string} */ id) => `Position copied as a GNU Backgammon Position ID: ${id}`,
    xgidCopied: (/** @type {string} */ xgid) => `Position copied as an XGID (eXtreme Gammon): ${xgid}`,
    fromPositionId: "Started from the Position ID: its checkers, White on roll.",
    fromXgid: (/** @type {string} */ who, /** @type {string} */ dice) => `Started from the XGID: its checkers, ${who} on roll${dice ? ` with ${dice} thrown` : ""}.`,
    diceNotKept: (/** @type {string} */ dice) => `Its dice (${dice}) are not kept: this game's dice come from its seed (choose real dice to keep them).`,
    cubeNotKept: (/** @type {number} */ value, /** @type {string} */ who) => `Its cube (at ${value}, ${who ? `owned by ${who}` : "in the middle"}) is not kept: a game here starts with the cube in the middle, at 1.`,
    offeredNotKept: "Its double offered is not kept: the player on roll may double again.",
    region: "Backgammon",
    badMove: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) => `Move ${n} ("${value}") in the address cannot be played: ${why}.`,
  },
  // Looking back at an earlier position of the game.
  steps: {
    previous: "Previous",
    next: "Next",
    live: "Back to the game",
    at: (/** @type {number} */ n, /** @type {number} */ of) => (n === 0 ? `The start of the game (${of} actions in all)` : `The position after action ${n} of ${of}`),
  },
  moves: {
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
    unstacks: (/** @type {number[]} */ points) => `unstacks on ${joinWords(points)}`,
    bearsOff: (/** @type {number[]} */ points) => `bears off from ${joinWords(points)}`,
    lost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `${dice} ${many ? "are" : "is"} unplayable, lost`,
    passes: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
      `${dice} ${many ? "pass" : "passes"} to ${to}`,
    who: (/** @type {string} */ text) => `, who ${text}`,
    cannot: ", who cannot use it",
    cannotMany: ", who cannot use them",
    passedLost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `; ${dice} ${many ? "are" : "is"} lost`,
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
  },

  // Result and score.
  result: {
    race: (/** @type {string} */ who) => `${who} bears off all fifteen and wins`,
    drop: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} drops the double: ${who} wins`,
    worth: (/** @type {number} */ points) => `${pointsText(points)}`,
    detail: (/** @type {number} */ stake, /** @type {number | null} */ cube, /** @type {number | null} */ multiplier) =>
      [`stake ${stake}`, cube === null ? "" : `cube ${cube}`, multiplier === null ? "" : `${multiplier}`].filter(Boolean).join(" × "),
  },
  score: {
    heading: "Session score",
    games: (/** @type {number} */ n) => (n === 1 ? "1 game" : `${n} games`),
    game: "This game",
    worth: (/** @type {number} */ stake, /** @type {number | null} */ cube) => (cube === null ? `stake ${stake}` : `stake ${stake} × cube ${cube}`),
    houseRules: "with house rules",
    multipliers: "× (1, 2 or 4)",
    seed: "Seed",
    typedDice: "real dice, typed in",
    rules: "Rules",
  },

  // Real dice.
  typed: {
    legend: "Dice thrown at the table: choose the throw",
    help: "Only a good throw counts: a die that is not lying flat, or that lands off the throwing half, is thrown again.",
    throwName: (/** @type {number} */ a, /** @type {number} */ b) => `${a} and ${b}`,
    whiteDie: "White's die",
    blackDie: "Black's die",
    face: (/** @type {string} */ which, /** @type {number} */ n) => `${which}: ${n}`,
  },

  // New game dialog.
  dialog: {
    nameW: "White's name (optional)",
    nameB: "Black's name (optional)",
    nameTooLong: (/** @type {number} */ most) => `A name has at most ${most} characters.`,
    title: "New game",
    preset: "Rules",
    presetHelp: "The rules Charpentier published in 1699, or the modern game with a doubling cube.",
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
  },

  // Messages.
  errors: {
    storageFull: "This browser's storage for the page is full, so this game is not being saved. Delete finished or old games in Saved games, or export this one; saving starts again by itself.",
    recordFull: "This game has reached the longest record the app keeps: no more actions can be saved. Export it to keep it.",
    urlTooLong: (/** @type {number} */ length) => `The address is too long to read (${length} characters); it was ignored.`,
    engine: (/** @type {string} */ why) => `The engine refused: ${why}`,
    importFailed: (/** @type {string} */ why) => `This file is not a game record this app can open: ${why}`,
    savedBroken: (/** @type {string} */ why) => `A saved game could not be opened: ${why}`,
    storage: "This browser did not let the page save the game (storage full or disabled); play on, but export it to keep it.",
    urlUnknown: (/** @type {string} */ name) => `The address has an unknown setting "${name}"; it was ignored.`,
    urlSeed: (/** @type {string} */ value) => `The seed "${value}" in the address is not a whole number from 0 to 9007199254740991; a random seed was used.`,
    urlPreset: (/** @type {string} */ value) => `The rules "${value}" in the address do not exist (charpentier-1699 or modern); the 1699 rules were used.`,
    urlComputer: (/** @type {string} */ value) => `"computer=${value}" in the address should be w or b; two players were set.`,
    urlRejected: (/** @type {string} */ why) => `The settings in the address could not start a game: ${why}`,
    storageOff: "Saving is off: this browser does not let the page store anything (private mode or storage disabled). Play on; export the game to keep it.",
    setAside: (/** @type {string} */ why) => `A saved game was damaged and has been set aside (${why}); the other games are fine. You can export its text.`,
    tooLarge: (/** @type {number} */ megabytes) => `This file is too large to be a game record (${megabytes} MB); nothing was opened.`,
  },
  // Two tabs on one game.
  tabs: {
    followed: "This game was played on in another tab; it is shown here as it now stands.",
    conflict: "This game was played on in another tab at the same moment: your last action was not kept. The game is shown as it now stands.",
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
  },

  // The embeddable board (embed.html) and the examples page.
  embed: {
    region: "Dames Rabattues",
    loading: "Loading the rules engine…",
    given: "The position given",
    step: (/** @type {number} */ n, /** @type {number} */ of) => `Step ${n} of ${of}`,
    previous: "Previous",
    next: "Next",
    play: "Play from here",
    replay: "Back to the example",
    playing: "Playing from this position",
    open: "Open the full game",
    error: "This board could not be shown as asked",
    badPosition: (/** @type {string} */ value, /** @type {string} */ why) =>
      `The position "${value}" in the address is not valid: ${why}.`,
    badDice: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) =>
      `Throw ${n} ("${value}") in the address cannot be played: ${why}.`,
    badPreset: (/** @type {string} */ value) =>
      `The rules "${value}" in the address do not exist (charpentier-1699 or modern).`,
    unknown: (/** @type {string} */ name) => `The address has an unknown setting "${name}"; it was ignored.`,
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Select the text and copy it",
  },

  // The examples page (examples.html): Lalanne's three worked examples, each an embedded board.
  // Its texts use the rules page's marks: [@id] cites a source (linked to the rules page), `…` code.
  examples: {
    pageTitle: "Dames Rabattues — three worked examples of the 1699 rules, to embed",
    play: "Play the game",
    rules: "Rules and sources",
    heading: "Three worked examples of the 1699 rules",
    lede: "Philippe Lalanne explains the rules of 1699 with three worked examples drawn as board diagrams [@lalanne-2004]. Here the app’s engine replays them throw by throw: press Next to see each throw played and described, or Play from here to go on with a game of your own from that position. Each board can be put in another page with the code below it.",
    ex1Title: "Example 1: unstacking, and a passed ace",
    ex1Text: "From the start, White throws 4-3 and unstacks on 4 and 3. Black throws 1-1: he unstacks on his 1, and the second ace, which he cannot use, passes to White, who unstacks on his 1. Black, having thrown a double, throws again: 5-1. He unstacks on 5; the ace passes, but White cannot use it (his point 1 is done), so it is lost. White throws 5-4 and unstacks on 5 and 4.",
    ex1Frame: "Example 1 of the 1699 rules, throw by throw",
    ex1Caption: "Example 1 of Philippe Lalanne’s English rendering (2004) of the rules Henri Charpentier published in Paris in 1699 [@lalanne-2004] [@charpentier-1699]. His last diagram of this example marks the checkers with the French initials B (blanc, White) and N (noir, Black); it shows the same position as this board.",
    ex2Title: "Example 2: the last stack, then bearing off",
    ex2Text: "White has unstacked every point but his 5, where one unstacking move is left. He throws 5-2: the 5 unstacks the last stack, and the 2, since he has no stack left, bears a checker off from his point 2.",
    ex2Frame: "Example 2 of the 1699 rules, throw by throw",
    ex2Caption: "Example 2 of Philippe Lalanne’s English rendering (2004) of the rules of 1699 [@lalanne-2004] [@charpentier-1699].",
    ex3Title: "Example 3: a die passed in the bear-off",
    ex3Text: "White is bearing off and his point 2 is empty. He throws 4-2: the 4 bears off from his point 4; the 2 is of no use to him and passes to Black, who unstacks on his point 2. Then Black throws.",
    ex3Frame: "Example 3 of the 1699 rules, throw by throw",
    ex3Caption: "Example 3 of Philippe Lalanne’s English rendering (2004) of the rules of 1699 [@lalanne-2004] [@charpentier-1699].",
    embedLabel: "Embed this board",
    howtoTitle: "Any position, any throws",
    howto: "The board reads its address: `preset` (`charpentier-1699` or `modern`), `position` in the notation of the rules (each player’s points 1 to 6, a count and one `s` per unstacking move still needed, then whose throw it is), `dice` (the throws, as `43+11+51`), and `step` or `mode=play`. Nothing is stored in the reader’s browser.",
  },

  // Exact analysis: win-chance bar, review, facts (web/js/analysis.js).
  analysis: {
    heading: "Exact analysis",
    show: "Show winning chances",
    hide: "Hide winning chances",
    review: "Review the game",
    hideReview: "Hide the review",
    facts: "Facts, computed exactly",
    barLabel: (/** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
      `Winning chances: ${w} ${pw}, ${b} ${pb}`,
    unavailable: "Exact analysis covers the rules of the two presets only; these house rules change every chance.",
    cubeless: "Winning chances only: the cube figures are computed for the modern preset's cube (up to 64).",
    opening: "Before the opening throw the chances are even.",
    failed: (/** @type {string} */ why) => `The exact tables could not be loaded: ${why}`,
    shouldDouble: (/** @type {string} */ who) => `${who} should double`,
    shouldNotDouble: (/** @type {string} */ who) => `${who} should not double`,
    shouldTake: (/** @type {string} */ who) => `${who} should take`,
    shouldDrop: (/** @type {string} */ who) => `${who} should drop`,
    cubeFigures: (/** @type {string} */ nd, /** @type {string} */ dt, /** @type {string} */ dd) =>
      `Equity per unit of the cube: no double ${nd}, double/take ${dt}, double/drop ${dd}.`,
    noFigures: "(figures for so high a cube are not shipped to the page)",
    // The review's graph: one scale, White's share from the bottom, Black's from the top.
    graphLabel: (/** @type {string} */ w, /** @type {string} */ b) =>
      `Winning chances after each throw: ${w} from the bottom, ${b} from the top. Arrow keys go from throw to throw.`,
    graphHint: "Point at the graph, or Tab to it and use the arrow keys, to read each throw; select one to see its position.",
    legendError: "error",
    legendClose: "close decision",
    legendAxis: "across: the action number",
    at: (/** @type {number} */ n) => `Action ${n}`,
    atThrow: (/** @type {number} */ n, /** @type {string} */ who, /** @type {string} */ dice) => `Action ${n}, ${who} ${dice}`,
    atOpening: (/** @type {number} */ n, /** @type {string} */ w, /** @type {number} */ a, /** @type {string} */ b, /** @type {number} */ c) =>
      `Action ${n}, opening throw: ${w} ${a}, ${b} ${c}`,
    atEnd: (/** @type {number} */ n) => `Action ${n}, the end of the game`,
    colon: ": ",
    semi: "; ",
    pointDetail: (/** @type {string} */ head, /** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
      `${head}: ${w} ${pw}, ${b} ${pb}.`,
    dice: (/** @type {number} */ a, /** @type {number} */ b) => `${a}-${b}`,
    luck: "Luck",
    // Decisions: a summary line a player, then only the close or wrong ones.
    decisionsHeading: "Decisions",
    skill: (/** @type {string} */ who, /** @type {number} */ errors, /** @type {number} */ decisions, /** @type {string} */ lost) =>
      `${who}: ${errors} ${errors === 1 ? "error" : "errors"} in ${decisions} ${decisions === 1 ? "decision" : "decisions"}, equity lost ${lost}`,
    unknownLoss: (/** @type {number} */ n) => `(${n} of a size the page does not have)`,
    noDecisions: "No decision to judge in this game: every throw plays itself.",
    allClear: "Every decision was right, and none was close.",
    noun: /** @type {Record<string, string>} */ ({ double: "double", no_double: "no double", take: "take", drop: "drop" }),
    choice: /** @type {Record<string, string>} */ ({ double: "double", no_double: "no double", take: "take", drop: "drop" }),
    rating: /** @type {Record<string, string>} */ ({
      very_bad: "blunder", bad: "mistake", doubtful: "inaccuracy", minor: "slight inaccuracy", error: "error",
    }),
    wrong: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ rating, /** @type {string} */ best, /** @type {string} */ loss) =>
      `${who}: ${noun} — ${rating}: ${best} was right; equity lost ${loss}`,
    close: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ margin) =>
      `${who}: ${noun} — right, but close: the other choice loses ${margin}`,
    forfeit: (/** @type {string} */ who, /** @type {number[]} */ dice, /** @type {string} */ rating, /** @type {string} */ loss) =>
      `${who}: ${dice.length > 1 ? `the ${dice.join(" and the ")}` : `the ${dice[0]}`} not claimed — ${rating}; equity lost ${loss}`,
    cubeAt: (/** @type {number} */ value) => `cube at ${value}`,
    // Luck: what each throw changed in its thrower's chances, against what he could expect.
    luckHeading: "Luck",
    luckNote: "A throw's luck is what it changed in its thrower's chance of winning, against what he could expect before it.",
    luckLine: (/** @type {string} */ who, /** @type {string} */ total, /** @type {number} */ throws) =>
      `${who}: ${total} in ${throws} ${throws === 1 ? "throw" : "throws"}`,
    luckEquity: (/** @type {string} */ equity) => `(equity ${equity})`,
    luckiest: "Luckiest throw",
    unluckiest: "unluckiest",
    throwRef: (/** @type {string} */ dice, /** @type {number} */ n) => `${dice}, action ${n}`,
    openingRef: (/** @type {number} */ die, /** @type {number} */ n) => `opening die ${die}, action ${n}`,
    noLuck: "No throw in this game yet.",
    factFirst: (/** @type {string} */ rules, /** @type {string} */ win, /** @type {string} */ edge, /** @type {string} */ throws) =>
      `${rules}: the first to throw wins ${win} of games (an edge of ${edge}); a game lasts ${throws} throws on average.`,
    factMultipliers: (/** @type {string} */ two, /** @type {string} */ four) => `Results ×2: ${two}; ×4: ${four}.`,
    factCube: (/** @type {string} */ equity, /** @type {string} */ max) =>
      `With the cube (up to ${max}) and perfect cube play, the first to throw expects to win ${equity} stakes a game.`,
  },

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
    flip: "Flip the board",
    /** What became of a die, written under it on the board. */
    dieTag: {
      passed: (/** @type {number} */ v) => `${v} passed`,
      pending: (/** @type {number} */ v) => `${v} to claim`,
      lost: (/** @type {number} */ v) => `${v} lost`,
    },
  },

  // Backgammon (js/bg/): the board's words, the move list, the status, the New game dialog.
  bg: {
    autoForced: "Backgammon: play a forced move for me (the only legal one)",
    positionId: "Start from a GNU Backgammon Position ID or an XGID (optional)",
    gameName: "Backgammon",
    dames: "Dames Rabattues",
    game: "Game",
    cube: "Doubling cube",
    jacoby: "Jacoby rule (gammons count only once the cube has been turned)",
    help: "Money play against a friend or the computer, with GNU Backgammon's notation.",
    label: "Backgammon board",
    pips: (/** @type {number} */ n) => (n === 1 ? "1 pip" : `${n} pips`),
    point: (/** @type {number} */ n, /** @type {number} */ count, /** @type {string} */ who) => count ? `point ${n}: ${count} ${who}` : `point ${n}: empty`,
    bar: (/** @type {number} */ w, /** @type {number} */ b) => `bar: ${w} White, ${b} Black`,
    tray: (/** @type {string} */ who, /** @type {number} */ n) => `${who}'s tray: ${n} borne off`,
    selected: "selected",
    canGo: "the checker can go here",
    on: (/** @type {number} */ count, /** @type {number} */ n) => `${count} on ${n}`,
    side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ bar, /** @type {number} */ off) => `${who}: ${points || "no checker on the board"}${bar ? `; ${bar} on the bar` : ""}; ${off} borne off`,
    cubeAt: (/** @type {number} */ value, /** @type {string | null} */ owner) => (owner ? `cube at ${value}, owned by ${owner}` : "cube in the middle"),
    opening: (/** @type {string} */ w, /** @type {number} */ dw, /** @type {string} */ b, /** @type {number} */ db, /** @type {string} */ starter) => `Opening: ${w} ${dw}, ${b} ${db}; ${starter} starts`,
    openingTie: (/** @type {number} */ d) => `Opening: both threw ${d}; again`,
    throws: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} throws ${dice}`,
    cannotMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} throws ${dice} and cannot move`,
    moved: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move) => `${who} ${dice}: ${move}`,
    movedWords: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ words) => `${who} ${dice}: ${move} (${words})`,
    stepWords: (/** @type {string} */ from, /** @type {string} */ to, /** @type {boolean} */ hit) => `${from} to ${to}${hit ? ", hitting" : ""}`,
    fromBar: "the bar",
    toOff: "off",
    doubles: (/** @type {string} */ who) => `${who} doubles`,
    takes: (/** @type {string} */ who) => `${who} takes`,
    drops: (/** @type {string} */ who) => `${who} drops`,
    toMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} to move ${dice}`,
    chosen: (/** @type {string} */ move) => `Move chosen: ${move}. Confirm it, or undo.`,
    tapHelp: "Tap a checker, then where it goes (or drag it). Arrow keys and Enter work too.",
    undo: "Undo",
    confirm: "Confirm",
    hint: "Hint",
    hintMoves: "Best moves, by estimated equity",
    hintCube: (/** @type {string} */ action) => `Cube: ${action} (estimate)`,
    hintLine: (/** @type {string} */ move, /** @type {string} */ equity, /** @type {string} */ loss) => `${move}: ${equity}${loss ? ` (−${loss})` : ""}`,
    estimate: "Estimates from the computer's evaluator (a neural network trained by self-play), not exact figures.",
    rules: (/** @type {boolean} */ cube, /** @type {boolean} */ jacoby) => `Backgammon, money play; cube ${cube ? "on" : "off"}${jacoby ? "; Jacoby" : ""}`,
    heading: "Analysis (estimates)",
  },

  // The backgammon review (js/bg/review.js): estimates by the evaluator, marked as GNU Backgammon marks them.
  bgReview: {
    working: "Reviewing the game… (a few seconds)",
    failed: (/** @type {string} */ why) => `The review could not be made: ${why}`,
    note: "Estimates by the computer's evaluator, not exact figures: each move judged as the hint judges it (0-ply), each cube decision over the 21 throws (1-ply), each throw's luck against the 21 throws (0-ply). Equities per unit of the cube; marks and rating as GNU Backgammon gives them.",
    summaryHeading: "Summary",
    movesHeading: "Moves",
    cubeHeading: "Cube decisions",
    luckHeading: "Luck",
    moves: "Moves (with a choice)",
    movesCount: (/** @type {number} */ all, /** @type {number} */ unforced) => `${all} (${unforced})`,
    cubeDecisions: "Cube decisions",
    moveErrors: "Move errors",
    cubeErrors: "Cube errors",
    lost: "Equity lost",
    inPoints: "… in points (× the cube)",
    rate: "Lost per decision",
    rating: "Rating",
    luck: "Luck",
    luckMarks: "Marked throws",
    key: "Errors: doubtful / bad / very bad. Marked throws: very lucky / lucky / unlucky / very unlucky.",
    ratings: /** @type {Record<string, string>} */ ({
      supernatural: "Supernatural", world_class: "World class", expert: "Expert", advanced: "Advanced",
      intermediate: "Intermediate", casual: "Casual player", beginner: "Beginner", awful: "Awful!",
    }),
    marks: /** @type {Record<string, string>} */ ({ doubtful: "doubtful", bad: "bad", very_bad: "very bad" }),
    luckNames: /** @type {Record<string, string>} */ ({
      very_lucky: "very lucky", lucky: "lucky", unlucky: "unlucky", very_unlucky: "very unlucky",
    }),
    moveLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ loss) =>
      `${who} ${dice}: ${move}, equity lost ${loss}`,
    forced: "(forced)",
    best: (/** @type {string} */ move) => `best: ${move}`,
    right: "right",
    slight: "slight error",
    luckLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ luck, /** @type {string} */ mark) =>
      `${who} ${dice}: ${mark}, ${luck}`,
    noCube: "No cube decision worth showing: the cube was never close.",
    noLuck: "No throw lucky or unlucky enough to mark.",
  },

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
