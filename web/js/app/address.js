// What the page's address asks for, read for the game page (index.html) and the embedded board
// (embed.html) alike. Untrusted: an address too long is refused whole, a setting that is not one
// is a problem to say, and every value the engine must judge (a position, the dice) is passed on
// as text for it to check. Problems come back as data; the caller words them.

import { CONSTANTS } from "../engine/constants.js";
import { gameNamed } from "../games.js";
import { quote } from "./bidi.js";
import { readSeed } from "./seed.js";

/**
 * @typedef {{what: "too-long" | "unknown" | "game" | "seed" | "preset" | "computer" | "level" | "level-alone" | "match",
 *            value: string, among?: string[]}} Problem
 * @typedef {{game?: string, preset: string, seed?: number, start?: any, players?: {w: string, b: string}, level?: string,
 *            match?: number}} GameAsk
 * @typedef {{preset: string, position: string | null, dice: string, step: number, play: boolean}} EmbedAsk
 */

/** The settings of an address, or a problem if it is too long to read at all. @param {string} search */
function settings(search) {
  if (search.length > CONSTANTS.limits.address_chars) {
    return { params: new URLSearchParams(), problems: [/** @type {Problem} */ ({ what: "too-long", value: String(search.length) })] };
  }
  return { params: new URLSearchParams(search), problems: /** @type {Problem[]} */ ([]) };
}

/**
 * The game page's address: a new game to start (null: none asked, resume the last one).
 * `game` (a game's name; none: the first), `seed`, `preset`, `position`, `computer` (w or b),
 * `level` (the computer's, in a game that has levels), `match` (its length, in a game that has
 * matches); `lang` is the language menu's. A game that is not one asks for nothing.
 * @param {string} search `location.search` @returns {{game: GameAsk | null, problems: Problem[]}}
 */
export function readGameAddress(search) {
  const { params, problems } = settings(search);
  if (![...params.keys()].length) return { game: null, problems };
  const named = params.get("game");
  const entry = gameNamed(named ?? undefined);
  if (!entry) return { game: null, problems: [{ what: "game", value: quote(String(named)) }] };
  const { presets, levels, matches, start } = entry.address;
  /** @type {GameAsk} */
  const game = named === null ? { preset: presets()[0] } : { game: entry.name, preset: presets()[0] };
  for (const [name, value] of params) {
    if (name === "game") continue;
    if (name === "seed") {
      const seed = readSeed(value);
      if (seed !== null) game.seed = seed;
      else problems.push({ what: "seed", value: quote(value) });
    } else if (name === "preset") {
      if (presets().includes(value)) game.preset = value;
      else problems.push({ what: "preset", value: quote(value), among: presets() });
    } else if (name === "position") {
      game.start = start(value); // the engine's to judge: a bad position is said, and no game started
    } else if (name === "computer") {
      if (value === "w" || value === "b")
        game.players = { w: value === "w" ? "computer" : "human", b: value === "b" ? "computer" : "human" };
      else problems.push({ what: "computer", value: quote(value) });
    } else if (name === "match" && matches()) {
      const { min, max } = /** @type {{min: number, max: number}} */ (matches());
      const length = /^[0-9]{1,3}$/.test(value) ? Number(value) : Number.NaN;
      if (length >= min && length <= max) game.match = length;
      else problems.push({ what: "match", value: quote(value), among: [String(min), String(max)] });
    } else if (name === "level" && levels().length) {
      if (levels().includes(value)) game.level = value;
      else problems.push({ what: "level", value: quote(value), among: levels() });
    } else if (name !== "lang") {
      problems.push({ what: "unknown", value: quote(name) });
    }
  }
  if (game.level && !game.players) {
    problems.push({ what: "level-alone", value: quote(game.level) }); // a level is the computer's: none plays
    delete game.level;
  }
  return { game, problems: problems.slice(0, 5) };
}

/**
 * An embedded 1699 board's address: `preset`, `position` (default: the start), `dice` (throws, as
 * written: "43+11+51", "4-3 1-1"), `step` (shown first), `mode=play` (play on at once); `game`
 * is the embed's (askedGame).
 * @param {string} search @returns {{ask: EmbedAsk, problems: Problem[]}}
 */
export function readEmbedAddress(search) {
  const { params, problems } = settings(search);
  /** @type {EmbedAsk} */
  const ask = { preset: CONSTANTS.default_preset, position: null, dice: "", step: 0, play: false };
  for (const [name, value] of params) {
    if (name === "preset") ask.preset = value.trim();
    else if (name === "position") ask.position = value.trim();
    else if (name === "dice") ask.dice = value;
    else if (name === "step") ask.step = /^[0-9]{1,4}$/.test(value) ? Number(value) : 0;
    else if (name === "mode") ask.play = value === "play";
    else if (!["game", "embed", "lang"].includes(name)) problems.push({ what: "unknown", value: quote(name) });
  }
  return { ask, problems: problems.slice(0, 5) };
}

/**
 * A backgammon board's address (`game=backgammon`): `position` (a Position ID or an XGID),
 * `dice` (the throw shown in it), `moves` (the actions from there, between "," or ";"), `step`
 * (default: the engine's, the position given with its dice);
 * each passed on as text for the engine to judge.
 * @param {string} search @returns {{ask: {position: string | null, dice: string | null, moves: string, step: number | null}, problems: Problem[]}}
 */
export function readBgEmbedAddress(search) {
  const { params, problems } = settings(search);
  const ask = {
    position: /** @type {string | null} */ (null),
    dice: /** @type {string | null} */ (null),
    moves: "",
    step: /** @type {number | null} */ (null),
  };
  for (const [name, value] of params) {
    if (name === "position") ask.position = value.trim();
    else if (name === "dice") ask.dice = value.trim();
    else if (name === "moves") ask.moves = value;
    else if (name === "step") ask.step = /^[0-9]{1,4}$/.test(value) ? Number(value) : 0;
    else if (!["game", "embed", "lang"].includes(name)) problems.push({ what: "unknown", value: quote(name) });
  }
  return { ask, problems: problems.slice(0, 5) };
}

/** The game an embedded board's address names (`game`), or null: none, or an address too long to read. @param {string} search */
export function askedGame(search) {
  return settings(search).params.get("game");
}
