// The shapes of what the engine answers (docs/PROTOCOL.md), as JSDoc types for the whole page.
// Nothing here runs: the page imports these names with `import("…/types.js").View` and the like.

/**
 * @typedef {"w" | "b"} Color
 * @typedef {"opening" | "throw" | "claim" | "double" | "take" | "drop" | "move" | "resign"} Kind
 * @typedef {{point: number, count: number, stacks: number, stacked: number, full: number}} PointView
 * @typedef {{points: PointView[], off: number, has_stacks: boolean, finished: boolean}} SideView
 * @typedef {Record<Color, SideView>} Sides
 *
 * A die on the board: its face, who threw it, the half it lies on, what became of it.
 * @typedef {"fresh" | "used" | "lost" | "pending" | "rerolled" | "idle"} DieStatus
 * @typedef {{value: number, owner: Color, half: Color, status: DieStatus}} Die
 * The dice on the board after an action (`key`: the action that threw them) and their caption.
 * @typedef {{key: number, dice: Die[], caption: "opening" | "tie" | "again" | null, by: Color | null}} Table
 * One step of an action's animation: the die it moved, where to, what it became, the sides after.
 * @typedef {{die: number, half: Color, status: DieStatus, sides: Sides}} Step
 *
 * One clause of a move-list line, in the order of the words.
 * @typedef {{kind: "uses", player: Color, unstack: number[], bear_off: number[], lost: number[]}
 *         | {kind: "passes", to: Color, dice: number[], second: boolean, unstack: number[], bear_off: number[],
 *            lost: number[], claim: boolean, to_claim: number[]}
 *         | {kind: "claims", player: Color, die: number, unstack: number[], bear_off: number[], lost: number[]}
 *         | {kind: "again" | "rerolled", player: Color}} Clause
 * @typedef {{die: number, player: Color, use: "unstack" | "bear-off" | null, point: number | null, passed: boolean}} DieEvent
 * An action of the move list, as data (`line`: the move list's line that writes it; `steps` only
 * for an action just played, or when stepping through).
 * @typedef {{n: number, line: number, action: string, kind: Kind, clauses: Clause[], player?: Color, dice?: number[],
 *            starter?: Color | null, events?: DieEvent[], again?: boolean, rerolled?: boolean,
 *            forfeited?: number[], steps?: any[], move?: string, pass?: boolean, times?: number,
 *            match?: GameMatch}} Entry
 * The match before a game, on the entry of the game's first action (a match's games only).
 * @typedef {{score: Record<Color, number>, crawford: boolean, post_crawford: boolean}} GameMatch
 * A match as a view shows it (null in money play and in the 1699 game): its length, the score
 * before the game shown and after it once it is over, the Crawford game or after it, its winner.
 * @typedef {{length: number, score: Record<Color, number>, crawford: boolean, post_crawford: boolean,
 *            score_after: Record<Color, number> | null, winner: Color | null}} MatchView
 *
 * @typedef {{winner: Color, how: "bear-off" | "drop" | "resign", multiplier: number, cube: number, points: number}} Outcome
 * @typedef {{action: string, kind: Kind, player: Color, die?: number, points?: number}} Decision a claim with its die, a drop with the points it loses
 * @typedef {{name: string, kind: "human" | "computer", level?: string}} Player
 * The 1699 game's rules (py/rabattues/dames/options.py).
 * @typedef {{passing: string, claim: string, doubles: string, cube: boolean, cube_max: number,
 *            multipliers: boolean, stake: number}} Rules
 * The cube as a view shows it (`face`: the number it shows, the value offered while a double is).
 * @typedef {{enabled: boolean, value: number, owner: Color | null, offered: boolean, max: number, face: number}} CubeView
 * The fields of every game's view (docs/PROTOCOL.md): whose turn, the cube, the decisions offered,
 * the outcome, the players, the settings of the game and the room left in its record.
 * @typedef {{position: string, turn: Color, opening: boolean, current: Color, can_throw: boolean, in_turn: boolean,
 *            cube: CubeView, actions: Decision[], outcome: Outcome | null, players: Record<Color, Player>,
 *            preset: string, seed: number, dice: "seeded" | "typed", room: number, house: boolean,
 *            multiplied: boolean}} CommonView
 * A 1699 view (py/rabattues/dames/views.py): each side's points, the dice passed, the dice on the board.
 * @typedef {CommonView & {game: "dames-rabattues", sides: Sides, rules: Rules,
 *            pending: {player: Color | null, dice: number[], claimable: number[]}, table: Table}} DamesView
 * Backgammon's rules (py/rabattues/backgammon/options.py).
 * @typedef {{cube: boolean, cube_max: number, jacoby: boolean, stake: number}} BackgammonRules
 * A backgammon view (py/rabattues/backgammon/page.py): the board's points, the bar and the checkers
 * off, the dice thrown (`faces`: the dice to draw), the legal moves and the boards after their
 * steps (`boards`, `after`), the bear-off it may play for the player (`bear_off_move`), the position as
 * GNU Backgammon and eXtreme Gammon write it.
 * @typedef {CommonView & {game: "backgammon", rules: BackgammonRules, position_id: string, xgid: string,
 *            points: import("../backgammon/choose.js").PointView[], bar: Record<Color, number>, off: Record<Color, number>,
 *            pips: Record<Color, number>, thrown: number[] | null, faces: number[],
 *            moves: import("../backgammon/choose.js").LegalMove[], boards: import("../backgammon/choose.js").StepBoard[],
 *            after: Record<string, number>, bear_off_move?: string | null, match: MatchView | null}} BackgammonView
 * A view of either game: `game` says which (code that draws one asks games.js for the game's part).
 * @typedef {DamesView | BackgammonView} View
 *
 * A game as the engine answers it: its record (the truth), its view, its move list.
 * @typedef {{record: any, view: View, history: Entry[], last?: Entry}} Game
 * @typedef {Record<string, any> & {ok: boolean, error?: string, code?: string, failed?: boolean}} Answer
 *
 * @typedef {{values: (string | number | boolean)[]} | {min: number, max: number}} Choice
 * @typedef {{file_bytes: number, record_chars: number, actions: number, embed_steps: number,
 *            address_chars: number, name_chars: number, message_chars: number, notation_chars: number,
 *            depth: number, rev: number, seed: number, request_chars: number}} Limits
 * The throws typed in with real dice, each its token and its faces: each opening (`o52`, White's
 * die then Black's: `[5, 2]`), and each distinct throw once (`43`: `[4, 3]`).
 * @typedef {{action: string, dice: number[]}} TypedThrow
 * @typedef {{opening: TypedThrow[], throw: TypedThrow[]}} TypedThrows
 * @typedef {{default_preset: string, presets: Record<string, Rules>, options: Record<string, Choice>,
 *            throws: TypedThrows, start: DamesView, limits: Limits, kinds: Kind[], faces: number,
 *            board: {points: number, checkers: number},
 *            backgammon: {preset: string, points: number, checkers: number, match: {min: number, max: number},
 *                         levels: {names: string[], default: string}}}} Constants
 */

export {};
