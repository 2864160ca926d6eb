// English: the exact analysis (win bar, review, facts) and the board's description (a part of strings.js, the same keys in every language).

// Exact analysis: win-chance bar, review, facts (web/js/analysis.js).
export const analysis = {
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
  legendAxis: "across: the step, as the move list numbers them",
  at: (/** @type {number} */ n) => `Step ${n}`,
  atThrow: (/** @type {number} */ n, /** @type {string} */ who, /** @type {string} */ dice) => `Step ${n}, ${who} ${dice}`,
  atOpening: (
    /** @type {number} */ n,
    /** @type {string} */ w,
    /** @type {number} */ a,
    /** @type {string} */ b,
    /** @type {number} */ c,
  ) => `Step ${n}, opening throw: ${w} ${a}, ${b} ${c}`,
  atEnd: (/** @type {number} */ n) => `Step ${n}, the end of the game`,
  colon: ": ",
  semi: "; ",
  pointDetail: (
    /** @type {string} */ head,
    /** @type {string} */ w,
    /** @type {string} */ pw,
    /** @type {string} */ b,
    /** @type {string} */ pb,
  ) => `${head}: ${w} ${pw}, ${b} ${pb}.`,
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
    very_bad: "blunder",
    bad: "mistake",
    doubtful: "inaccuracy",
    minor: "slight inaccuracy",
    error: "error",
  }),
  wrong: (
    /** @type {string} */ who,
    /** @type {string} */ noun,
    /** @type {string} */ rating,
    /** @type {string} */ best,
    /** @type {string} */ loss,
  ) => `${who}: ${noun} — ${rating}: ${best} was right; equity lost ${loss}`,
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
  throwRef: (/** @type {string} */ dice, /** @type {number} */ n) => `${dice}, step ${n}`,
  openingRef: (/** @type {number} */ die, /** @type {number} */ n) => `opening die ${die}, step ${n}`,
  noLuck: "No throw in this game yet.",
  factFirst: (/** @type {string} */ rules, /** @type {string} */ win, /** @type {string} */ edge, /** @type {string} */ throws) =>
    `${rules}: the first to throw wins ${win} of games (an edge of ${edge}); a game lasts ${throws} throws on average.`,
  factMultipliers: (/** @type {string} */ two, /** @type {string} */ four) => `Results ×2: ${two}; ×4: ${four}.`,
  factCube: (/** @type {string} */ equity, /** @type {string} */ max) =>
    `With the cube (up to ${max}) and perfect cube play, the first to throw expects to win ${equity} stakes a game.`,
};

// Board description (aria-label).
export const board = {
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
};
