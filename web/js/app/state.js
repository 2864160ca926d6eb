// The page's one state object and its defaults. Everything about the game in it comes from
// the engine (record, view, history); the rest is what the page itself shows.

/**
 * @typedef {"w" | "b"} Color
 * @typedef {{point: number, count: number, stacks: number, stacked: number, full: number}} PointView
 * @typedef {{points: PointView[], off: number, has_stacks: boolean, finished: boolean}} SideView
 * @typedef {{die: number, player: Color, use: "unstack" | "bear-off" | null, passed: boolean}} DieEvent
 * @typedef {{n: number, action: string, kind: "opening" | "throw" | "claim" | "double" | "take" | "drop",
 *            player?: Color, dice?: number[], starter?: Color | null, events?: DieEvent[], again?: boolean,
 *            rerolled?: boolean, forfeited?: number[]}} Entry
 * @typedef {{winner: Color, how: "race" | "drop", multiplier: number, cube: number, points: number}} Outcome
 * @typedef {{position: string, sides: Record<Color, SideView>, turn: Color, opening: boolean, current: Color,
 *            can_throw: boolean, in_turn: boolean,
 *            cube: {enabled: boolean, value: number, owner: Color | null, offered: boolean, max: number},
 *            pending: {player: Color | null, dice: number[], claimable: number[]},
 *            actions: {action: string, player: Color}[], outcome: Outcome | null,
 *            players: Record<Color, {name: string, kind: "human" | "computer"}>,
 *            preset: string, rules: Record<string, any>, seed: number, dice: "seeded" | "typed"}} View
 */

/** The start position, drawn before the engine is loaded (the engine's view replaces it). */
const START_POINTS = [2, 2, 2, 3, 3, 3].map((full, i) => ({ point: i + 1, count: full, stacks: full - 1, stacked: full, full }));

/** @returns {View} */
export function startView() {
  /** @type {SideView} */
  const side = { points: START_POINTS.map((p) => ({ ...p })), off: 0, has_stacks: true, finished: false };
  return {
    position: "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w",
    sides: { w: side, b: structuredClone(side) }, turn: "w", opening: true, current: "w", can_throw: false,
    in_turn: false, cube: { enabled: false, value: 1, owner: null, offered: false, max: 64 },
    pending: { player: null, dice: [], claimable: [] }, actions: [], outcome: null,
    players: { w: { name: "White", kind: "human" }, b: { name: "Black", kind: "human" } },
    preset: "charpentier-1699", rules: {}, seed: 0, dice: "seeded",
  };
}

export const state = {
  /** @type {"loading" | "ready" | "error"} the engine */
  engine: "loading",
  /** @type {import("../engine/client.js").Progress | null} the engine's last word on its boot */
  progress: /** @type {import("../engine/client.js").Progress | null} */ (null),
  /** @type {string | null} why the engine failed */
  engineError: null,
  /** @type {string | null} the saved game's id */
  gameId: null,
  /** @type {any} the game record (the truth), null before the first game exists */
  record: null,
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
  typed: { first: null, second: null },
  /** @type {Message[]} messages shown above the board */
  messages: /** @type {Message[]} */ ([]),
  /** @type {Record<string, any> | null} the presets, from the engine */
  presets: /** @type {Record<string, any> | null} */ (null),
  /** @type {{w: number, b: number, games: Record<string, number>}} */
  session: { w: 0, b: 0, games: {} },
  /** @type {boolean} */
  reducedMotion: false,
};

/** @typedef {typeof state} State */
/** @typedef {{text: string, kind: "error" | "info", topic?: string, actions?: {label: string, run: () => void, dismiss?: boolean}[]}} Message */
