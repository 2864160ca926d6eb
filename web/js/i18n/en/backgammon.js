// English: backgammon: its board, moves, review, Position IDs and XGIDs (a part of strings.js, the same keys in every language).

// Backgammon (js/backgammon/): the board's words, the move list, the status, the New game dialog.
export const bg = {
  autoForced: "Backgammon: play a forced move for me (the only legal one)",
  autoBearOff: "Backgammon: bear off for me when every die takes a checker off",
  autoBearOffHelp:
    "In a race, when every die of a throw bears a checker off, that move is played for you, as GNU Backgammon's automatic bear-off plays it; any other bear-off is yours to choose.",
  positionId: "Start from a GNU Backgammon Position ID or an XGID (optional)",
  gameName: "Backgammon",
  subtitle: "the tables game as it is played today",
  dames: "Dames Rabattues",
  game: "Game",
  cube: "Doubling cube",
  jacoby: "Jacoby rule (gammons count only once the cube has been turned)",
  level: "The computer's level",
  levels: { beginner: "Beginner", intermediate: "Intermediate", expert: "Expert", master: "Master" },
  withLevel: (/** @type {string} */ rules, /** @type {string} */ level) => `${rules}; the computer: ${level}`,
  help: "Money play or a match (the Crawford rule), against a friend or the computer, with GNU Backgammon's notation.",
  label: "Backgammon board",
  pips: (/** @type {number} */ n) => (n === 1 ? "1 pip" : `${n} pips`),
  point: (/** @type {number} */ n, /** @type {number} */ count, /** @type {string} */ who) =>
    count ? `point ${n}: ${count} ${who}` : `point ${n}: empty`,
  bar: (/** @type {number} */ w, /** @type {number} */ b) => `bar: ${w} White, ${b} Black`,
  tray: (/** @type {string} */ who, /** @type {number} */ n) => `${who}'s tray: ${n} borne off`,
  selected: "selected",
  canGo: "the checker can go here",
  on: (/** @type {number} */ count, /** @type {number} */ n) => `${count} on ${n}`,
  side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ bar, /** @type {number} */ off) =>
    `${who}: ${points || "no checker on the board"}${bar ? `; ${bar} on the bar` : ""}; ${off} borne off`,
  cubeAt: (/** @type {number} */ value, /** @type {string | null} */ owner) =>
    owner ? `cube at ${value}, owned by ${owner}` : "cube in the middle",
  opening: (
    /** @type {string} */ w,
    /** @type {number} */ dw,
    /** @type {string} */ b,
    /** @type {number} */ db,
    /** @type {string} */ starter,
  ) => `Opening: ${w} ${dw}, ${b} ${db}; ${starter} starts`,
  openingTie: (/** @type {number} */ d) => `Opening: both threw ${d}; again`,
  throws: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} throws ${dice}`,
  cannotMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} throws ${dice} and cannot move`,
  moved: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move) => `${who} ${dice}: ${move}`,
  movedWords: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ words) =>
    `${who} ${dice}: ${move} (${words})`,
  stepWords: (/** @type {string} */ from, /** @type {string} */ to, /** @type {boolean} */ hit) =>
    `${from} to ${to}${hit ? ", hitting" : ""}`,
  fromBar: "the bar",
  toOff: "off",
  doubles: (/** @type {string} */ who) => `${who} doubles`,
  takes: (/** @type {string} */ who) => `${who} takes`,
  drops: (/** @type {string} */ who) => `${who} drops`,
  toMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} to move ${dice}`,
  onRoll: (/** @type {string} */ who) => `${who} on roll`,
  chosen: (/** @type {string} */ move) => `Move chosen: ${move}. Confirm it, or undo.`,
  tapHelp:
    "Tap a checker: it moves by the higher die, and a second tap moves it by the other. Drag it to choose where it goes; arrow keys and Enter work too.",
  undo: "Undo",
  confirm: "Confirm",
  hint: "Hint",
  hintMoves: "Best moves, by estimated equity",
  hintMovesMatch: "Best moves, by estimated match winning chances",
  hintHelp: "Choose a move to place it on the board, then confirm it.",
  matchRules: (/** @type {number} */ n, /** @type {boolean} */ cube) => `Backgammon, match to ${n}; cube ${cube ? "on" : "off"}`,
  hintCube: (/** @type {string} */ action) => `Cube: ${action} (estimate)`,
  // The engine's words for a cube decision (GNU Backgammon's), in this language.
  cubeActions: /** @type {Record<string, string>} */ ({
    "no double": "no double",
    "double, take": "double, take",
    "double, drop": "double, drop",
    "too good": "too good to double",
    "cannot double": "cannot double",
  }),
  estimate: "Estimates from the computer's evaluator (a neural network trained by self-play), not exact figures.",
  rules: (/** @type {boolean} */ cube, /** @type {boolean} */ jacoby) =>
    `Backgammon, money play; cube ${cube ? "on" : "off"}${jacoby ? "; Jacoby" : ""}`,
  heading: "Analysis (estimates)",
  chancesWin: "Win",
  chancesGammon: "Gammon",
  chancesBackgammon: "Backgammon",
};

// The backgammon review (js/backgammon/review.js): estimates by the evaluator, marked as GNU Backgammon marks them.
export const bgReview = {
  working: "Reviewing the game… (a few seconds)",
  failed: (/** @type {string} */ why) => `The review could not be made: ${why}`,
  note: "Estimates by the computer's evaluator, not exact figures: each move judged as the hint judges it (0-ply), each cube decision over the 21 throws (1-ply), each throw's luck against the 21 throws (0-ply). Equities per unit of the cube; marks and rating as GNU Backgammon gives them.",
  summaryHeading: "Summary",
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
    supernatural: "Supernatural",
    world_class: "World class",
    expert: "Expert",
    advanced: "Advanced",
    intermediate: "Intermediate",
    casual: "Casual player",
    beginner: "Beginner",
    awful: "Awful!",
  }),
  marks: /** @type {Record<string, string>} */ ({ doubtful: "doubtful", bad: "bad", very_bad: "very bad" }),
  luckNames: /** @type {Record<string, string>} */ ({
    very_lucky: "very lucky",
    lucky: "lucky",
    unlucky: "unlucky",
    very_unlucky: "very unlucky",
  }),
  luckLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ luck, /** @type {string} */ mark) =>
    `${who} ${dice}: ${mark}, ${luck}`,
  noLuck: "No throw lucky or unlucky enough to mark.",
  errorsHeading: "Errors",
  noErrors: "No error worth a look: none of the sizes GNU Backgammon marks (doubtful, bad, very bad).",
  errorLine: (
    /** @type {string} */ who,
    /** @type {string} */ dice,
    /** @type {string} */ move,
    /** @type {string} */ mark,
    /** @type {string} */ loss,
  ) => `${who} ${dice}: ${move} — ${mark}, equity lost ${loss}`,
  rank: "#",
  moveHead: "Move",
  choiceHead: "Choice",
  equityHead: "Equity",
  lostHead: "Lost",
  played: "(played)",
};

// Backgammon's positions as GNU Backgammon and eXtreme Gammon write them (js/backgammon/interop.js, js/backgammon/embed.js).
export const interop = {
  copyXgid: "Copy the XGID",
  positionIdCopied: (/** @type {string} */ id) => `Position copied as a GNU Backgammon Position ID: ${id}`,
  xgidCopied: (/** @type {string} */ xgid) => `Position copied as an XGID (eXtreme Gammon): ${xgid}`,
  fromPositionId: "Started from the Position ID: its checkers, White on roll.",
  fromXgid: (/** @type {string} */ who, /** @type {string} */ dice) =>
    `Started from the XGID: its checkers, ${who} on roll${dice ? ` with ${dice} thrown` : ""}.`,
  cubeKept: (/** @type {number} */ value, /** @type {string} */ who) => `Its cube too: at ${value}, owned by ${who}.`,
  cubeNotKept: (/** @type {number} */ value, /** @type {string} */ who, /** @type {string} */ why) =>
    `Its cube (at ${value}, ${who ? `owned by ${who}` : "in the middle"}) is not kept: ${why}; the game starts with the cube in the middle, at 1.`,
  cubeWhy: /** @type {Record<string, string>} */ ({
    impossible: "a cube at 1 lies in the middle, and one above 1 is owned by the player who took it",
    off: "this game is played without the cube",
    max: "it is past this game's largest cube",
    crawford: "the cube stays in the middle in the Crawford game",
  }),
  offeredNotKept: "Its double offered is not kept: the player on roll may double again.",
  region: "Backgammon",
  badMove: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) =>
    `Move ${n} ("${value}") in the address cannot be played: ${why}.`,
};
