// The page's games, by the name every record, view and answer of the engine carries (`game`): the
// one place that picks a game's folder (dames/, backgammon/), as py/rabattues/games.py picks a
// game's package. Every other module asks here for the part of the game it shows, and never tests
// a game's name. A game's part of the page (its board, what its controls say, its move list's
// words, its review, its New game options, its embed) has the same keys in every game (GamePage,
// below). A game's part is loaded the first time one of its views is shown or it is chosen (the
// first view's before it is drawn: main.js), so a page that shows none never fetches it; each
// part is only a loader here, so the embedded board, which uses this registry too, is bundled
// without any game page's modules.
//
// Adding a game: its folder (an index.js exporting its GameEntry, the modules it names) and one
// line in GAMES.

import { backgammon } from "./backgammon/index.js";
import { dames } from "./dames/index.js";

/**
 * @typedef {import("./engine/types.js").View} View @typedef {import("./engine/types.js").Entry} Entry
 * @typedef {import("./engine/types.js").Color} Color @typedef {import("./app/state.js").State} State
 * @typedef {Record<Color, string>} Names
 * @typedef {import("./engine/types.js").Answer} Answer @typedef {import("./app/address.js").Problem} Problem
 *
 * The members that take a view are written as methods: each game's part takes its own game's
 * view (DamesView, BackgammonView), the one this registry hands it.
 *
 * A game's board on the page's one svg, drawing only what changed since it last drew.
 * @typedef {{
 *   configure(settings: {flipped: boolean, narrow: boolean}): void,
 *   setMotion(motion: number): void,
 *   update(view: View, last: Entry | null): void,
 *   play(last: Entry, before: View, view: View): Promise<void>,
 *   forget(): void,
 *   leave(): void,
 * }} GameBoard
 * `configure`: turned, or the phone's shape (what it shows is drawn again); `setMotion`: how slow its
 * animations are (0: none); `update`: the view looked at and the action that led to it; `play`: one
 * action animated; `forget`: draw again at the next update (its words changed language); `leave`:
 * another game's board took the svg (the next update draws a whole scene).
 *
 * A game's review in the analysis panel (the engine's `analysis`, PROTOCOL.md "The review").
 * @typedef {{working: () => void, show: (answer: any, state: State | undefined) => void}} Reviewer
 *
 * A game's options in the New game dialog: built (again in the language shown), filled from the
 * game shown (null: a game of another kind, or none yet), read into `new_game`'s settings (a
 * `level` among them is its computer player's, set on him by the dialog); `told`:
 * what the engine's answer says of the start the player gave (empty: nothing to say).
 * @typedef {{build(): void, fill(view: View | null): void, read(data: FormData): Record<string, any>,
 *            told(answer: any, names: Names): string}} NewGameOptions
 *
 * A game's part of the game page: the same keys in every game.
 * @typedef {{
 *   makeBoard: (svg: SVGSVGElement) => GameBoard,
 *   status: (state: State, names: Names) => string,
 *   updateControls: (state: State, live: boolean, shown: boolean) => void,
 *   describe: (entry: Entry, names: Names, options?: {announce?: boolean}) => string,
 *   onlyMove(view: View): string | null,
 *   bearOffMove(view: View): string | null,
 *   copyPosition(view: View): {text: string, copied: string},
 *   rulesText(view: View): string,
 *   analysisHeading: () => string,
 *   facts: (() => Promise<{showFacts: (facts: Record<string, any>) => void}>) | null,
 *   review: () => Promise<{Review: new (onStep: (n: number) => void, onInstead: (n: number, action: string) => void) => Reviewer}>,
 *   newGame: NewGameOptions,
 * }} GamePage
 * `makeBoard`: its board on the page's svg, with its input and its own buttons bound; `status`: the status line
 * where the page's common words end (the player to act, his dice); `updateControls`: its own
 * controls, for the view `shown` or hidden; `onlyMove`: an action the page may play for the human
 * who asked it to play forced moves; `bearOffMove`: the one it may play for him who asked it to bear off; `facts`: the exact facts of its presets, if it has any.
 *
 * The embedded board (embed.html, js/embed.js): an engine call that never throws, the engine's replay.
 * @typedef {(op: string, ...args: string[]) => Promise<Answer>} Call an engine call that never throws
 * @typedef {{views: any[], history: any[], given?: number}} Steps the engine's replay: the view at each step
 *
 * A game's board in the frame: a view drawn at once with the action that led to it, one action animated.
 * @typedef {{show: (view: any, last: any) => void, play: (last: any, before: any, view: any) => Promise<void>,
 *            setMotion: (motion: number) => void, drawn: () => boolean}} EmbedBoard
 *
 * A game's part of the embedded board (its embed.js), the same keys in every game: its board;
 * its address read (`ask.step`: the step shown first, null for the engine's; `ask.play`: play on
 * at once); the frame's landmark named after what it shows; what is drawn before the engine
 * answers; the engine's replay (`steps` null: nothing to step through) and what it could not do,
 * in words; the board drawn when there is nothing else (the start); the position given, in a
 * line; an action in words; and the settings of a game played on from a view (null: none is).
 * @typedef {{
 *   makeBoard: (svg: SVGSVGElement) => EmbedBoard,
 *   readAddress: (search: string) => {ask: any, problems: Problem[]},
 *   title: (ask: any) => void,
 *   first: (ask: any, board: EmbedBoard) => void,
 *   replay: (ask: any, call: Call) => Promise<{steps: Steps | null, problems: string[]}>,
 *   fallback: (call: Call) => Promise<any | null>,
 *   positionLine: (view: any, names: Record<"w" | "b", string>) => string,
 *   describe: (entry: any, names: Record<"w" | "b", string>) => string,
 *   playFrom: ((view: any) => Record<string, any>) | null,
 * }} EmbedPart
 *
 * What the page knows of a game before its part is loaded.
 * @typedef {{name: string, rules: string, heading: () => Heading, reviewBox: string,
 *            plausibleView: (view: Record<string, any>) => boolean, address: AddressSettings,
 *            load: () => Promise<GamePage>, embed: () => Promise<EmbedPart>}} GameEntry
 * @typedef {{presets: () => string[], levels: () => string[], matches: () => {min: number, max: number} | null,
 *            start: (text: string) => any}} AddressSettings
 * @typedef {{title: string, subtitle: string, tab: string}} Heading
 * `rules`: the address of its rules page (the header's Rules link while one of its games is shown);
 * `heading`: the header's title and tagline while one of its games is shown, and the tab's title,
 * in the language shown;
 * `reviewBox`: the id of its review's element; `plausibleView`: whether a stored view of it has the
 * shape its board draws (saves/migrate.js); `address`: what the game page's address may ask of it
 * (app/address.js): its presets, the default first, its computer's levels (none: it has no
 * levels), the lengths of its matches (null: it has none), and the new game's `start` from the
 * address's `position`; `load`, `embed`: its parts' modules, loaded when wanted
 * (the rules page draws its figures with `embed`'s board).
 */

/** @type {GameEntry[]} every game of the family, the default first */
const GAMES = [dames, backgammon];

/** The game of a record, view or address that names none (records were written so before every one named its game). */
export const DEFAULT = GAMES[0].name;

/** @type {Map<string, GamePage>} each game's part once loaded */
const pages = new Map();
/** @type {Map<string, Promise<GamePage>>} */
const loading = new Map();
/** @type {(() => void)[]} */
const loadedListeners = [];

/** Every game. */
export function allGames() {
  return [...GAMES];
}

/** The game of this name (none: the default); null if there is no such game. @param {unknown} [name] */
export function gameNamed(name = DEFAULT) {
  return GAMES.find((g) => g.name === name) ?? null;
}

/** The game of a view (or record): the one it names, else the default. @param {{game?: string} | null | undefined} view */
export function gameOf(view) {
  return gameNamed(view?.game ?? DEFAULT) ?? GAMES[0];
}

/** The part of the page of a view's game, or null while it loads (it is asked for now). @param {{game?: string} | null | undefined} view */
export function pageOf(view) {
  const name = gameOf(view).name;
  const page = pages.get(name);
  if (!page) void loadPage(view).catch(() => {}); // a failed load is tried again at the next view
  return page ?? null;
}

/** Every game's part loaded so far. */
export function loadedPages() {
  return [...pages.values()];
}

/** Load the part of the page of a view's (or a named) game, once; a failed load is tried again next time. @param {{game?: string} | string | null | undefined} of */
export function loadPage(of) {
  const game = typeof of === "string" ? (gameNamed(of) ?? GAMES[0]) : gameOf(of);
  const page = pages.get(game.name);
  if (page) return Promise.resolve(page);
  let asked = loading.get(game.name);
  if (!asked) {
    asked = game.load().then(
      (loaded) => {
        pages.set(game.name, loaded);
        for (const listener of loadedListeners) listener();
        return loaded;
      },
      (error) => {
        loading.delete(game.name);
        throw error;
      },
    );
    loading.set(game.name, asked);
  }
  return asked;
}

/**
 * A game's part that came with the page's own files (main.js imports the default game's), so that
 * its first view waits for no `import()`: in the site's bundle that would be one more request.
 * @param {string} name @param {GamePage} page
 */
export function provide(name, page) {
  pages.set(name, page);
}

/** Be told when a game's part has been loaded (a view that waited for it can now be drawn). @param {() => void} listener */
export function onPageLoaded(listener) {
  loadedListeners.push(listener);
}
