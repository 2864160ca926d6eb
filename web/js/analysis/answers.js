// The shapes of the engine's analysis answers (docs/PROTOCOL.md, "Exact analysis"), as JSDoc
// types for this folder. Nothing here runs.

/**
 * @typedef {import("../engine/types.js").Color} Color
 * Each player's chance of winning after action `n` (0: the start).
 * @typedef {{n: number, win: Record<Color, number>}} Point
 * A decision's mark, as GNU Backgammon marks it (`right`, `error`: its size is not known).
 * @typedef {"clear" | "close" | "right" | "minor" | "doubtful" | "bad" | "very_bad" | "error"} Rating
 * A decision taken by action `n`: the cube's (`double`, `no_double`, `take`, `drop`) or passed
 * dice not claimed (`forfeit`, with its `dice`); `loss` per unit of the cube (null: not known).
 * @typedef {{n: number, player: Color, kind: string, best: string, cube: number, dice?: number[], margin: number | null,
 *            equities: Record<string, number> | null, loss: number | null, mark: Rating}} Decision
 * @typedef {{decisions: number, errors: number, lost: number, lost_stakes: number, unknown: number}} Skill
 * One throw's luck for its thrower: chance (`win`) and equity in stakes; the opening, one die each.
 * @typedef {{n: number, player: Color, dice: number[], opening: boolean, win: number, equity: number | null}} Luck
 * @typedef {{throws: number, win: number, equity: number | null, luckiest: Luck | null, unluckiest: Luck | null}} LuckTotal
 * @typedef {{ok: true, available: "exact" | "cubeless" | "none", points: Point[], decisions: Decision[],
 *            summary: Record<Color, Skill> | null, luck: {throws: Luck[], players: Record<Color, LuckTotal>} | null,
 *            outcome: import("../engine/types.js").Outcome | null}} Review
 * @typedef {Review | {ok: false, error: string}} ReviewAnswer
 * @typedef {{value: number, owner: Color | null, may_double: boolean, double: boolean, take: boolean | null,
 *            no_double: number | null, double_take: number | null, double_drop: number | null, equity: number | null}} CubeFigures
 * Backgammon's `gammon` and `backgammon`: each side's share of wins that are gammons (backgammons
 * counted in) and backgammons; null for the 1699 game, before the opening and at the end.
 * @typedef {{ok: true, available: "exact" | "cubeless" | "none" | "estimate", turn: Color, win: Record<Color, number> | null,
 *            gammon?: Record<Color, number> | null, backgammon?: Record<Color, number> | null,
 *            cube: CubeFigures | null, match: Record<Color, number> | null, lookup_us: number}} Bar
 * @typedef {Bar | {ok: false, error: string}} BarAnswer
 * The facts (the build's tables/facts.json), or why they could not be had.
 * @typedef {{ok: true, table: Record<string, any>} | {ok: false, error: string}} Facts
 * The engine's answers the page shows (its state), each with the record it is of (by identity; null:
 * none asked), the answer null while asked; `review` is a ReviewAnswer, or backgammon/review.js's Answer.
 * @typedef {{barOf: any, bar: BarAnswer | null, reviewOf: any, review: any, facts: Facts | "loading" | null}} Answers
 */

export {};
