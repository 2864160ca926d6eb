// The game page's one state object and its defaults. Everything about the game in it comes from
// the engine (record, view, history, last); the rest is what the page itself shows. It is changed
// only through render.js's `render(mutation)`.

import { CONSTANTS } from "../engine/constants.js";

/**
 * @typedef {import("../engine/types.js").View} View @typedef {import("../engine/types.js").Entry} Entry
 * @typedef {import("../engine/types.js").Color} Color @typedef {import("../engine/client.js").Progress} Progress
 * @typedef {{label: string, run: () => void, dismiss?: boolean}} MessageAction
 * @typedef {{text: string, kind: "error" | "info", topic?: string, actions?: MessageAction[]}} Message
 * @typedef {{w: number, b: number, games: Record<string, number>}} Score
 */

/** The start as the engine draws it (constants.js), before any game is shown. @returns {View} */
export function startView() {
  return structuredClone(CONSTANTS.start);
}

export const state = {
  /** @type {"loading" | "ready" | "error"} the engine */
  engine: /** @type {"loading" | "ready" | "error"} */ ("loading"),
  /** @type {Progress | null} the engine's last word on its boot */
  progress: /** @type {Progress | null} */ (null),
  /** @type {string | null} why the engine failed */
  engineError: /** @type {string | null} */ (null),
  /** @type {string | null} the saved game's id */
  gameId: /** @type {string | null} */ (null),
  /** @type {any} the game record (the truth), null before the first game exists */
  record: /** @type {any} */ (null),
  /** @type {View} what the board shows */
  view: startView(),
  /** @type {Entry[]} the move list, as data */
  history: /** @type {Entry[]} */ ([]),
  /** @type {boolean} the view is the engine's answer (not the saved copy or the start drawing) */
  confirmed: false,
  /** @type {boolean} an action is being sent or animated */
  busy: false,
  /** @type {boolean} the computer's next action is scheduled */
  computerWaiting: false,
  /** @type {{first: number | null, second: number | null}} real dice being typed in */
  typed: /** @type {{first: number | null, second: number | null}} */ ({ first: null, second: null }),
  /** @type {Message[]} messages shown above the board */
  messages: /** @type {Message[]} */ ([]),
  /** @type {Score} the session's score */
  session: /** @type {Score} */ ({ w: 0, b: 0, games: {} }),
  /** @type {import("./steps.js").Stepping | null} a position looked back at (null: the game as it stands) */
  stepping: /** @type {import("./steps.js").Stepping | null} */ (null),
  /** @type {string[]} games whose end banner was closed */
  dismissed: /** @type {string[]} */ ([]),
  /** @type {boolean} */
  reducedMotion: false,
  /** @type {boolean} the board turned by the player (remembered: ui/board-settings.js) */
  flipped: false,
  /** @type {boolean} the phone's narrow board (a portrait window under 600 px) */
  narrow: false,
  /** @type {boolean} the win bar shown (remembered: analysis/panel.js) */
  winbarShown: true,
  /** @type {boolean} the review asked for while the game is played */
  reviewOpen: false,
  /** @type {import("../analysis/answers.js").Answers} the engine's analysis shown: the bar, the review, the facts */
  analysis: /** @type {import("../analysis/answers.js").Answers} */ ({ barOf: null, bar: null, reviewOf: null, review: null, facts: null }),
  /** @type {"off" | "normal" | "slow"} the animations, as the player set them (remembered) */
  speed: /** @type {"off" | "normal" | "slow"} */ ("normal"),
  /** @type {boolean} the page throws for the human while there is nothing to decide */
  autoThrow: false,
  /** @type {boolean} throwing for the human stops when he could double, too */
  stopAtDouble: false,
  /** @type {boolean} backgammon: a move that is the only legal one is played for the human */
  autoForced: false,
  /** @type {boolean} backgammon: in a race, a throw whose every die bears a checker off is played for the human */
  autoBearOff: false,
  /** @type {import("../backgammon/choose.js").Single[]} backgammon: the steps of the move being chosen (not yet sent) */
  chosen: /** @type {import("../backgammon/choose.js").Single[]} */ ([]),
  /** @type {import("../backgammon/choose.js").Place | null} backgammon: the checker selected, by its place */
  selected: /** @type {import("../backgammon/choose.js").Place | null} */ (null),
  /** @type {import("../backgammon/choose.js").Place | null} backgammon: the checker held under a pointer (its destinations lit) */
  touched: /** @type {import("../backgammon/choose.js").Place | null} */ (null),
  /** @type {any} backgammon: the engine's hint for the position shown (null: none asked) */
  hint: /** @type {any} */ (null),
};

/** @typedef {typeof state} State */
