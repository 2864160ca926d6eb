// The player's move in a backgammon game, chosen checker by checker: the steps chosen and the
// checker selected live in the page's state (changed through `render`), matched against the
// engine's move list by choose.js. Confirm sends the move the steps name; Undo takes one back.

import { perform } from "../app/game.js";
import { render } from "../app/render.js";
import { state } from "../app/state.js";
import { complete, destinations, higherStep, origins, usedDice } from "./choose.js";

/** @typedef {import("./choose.js").Place} Place @typedef {import("./choose.js").Single} Single */
/** @typedef {import("./board.js").Choice} Choice */

/** Whether the human chooses a move now (his dice thrown, moves to choose from, the game live). */
export function choosing() {
  const view = /** @type {any} */ (state.view);
  return (
    state.engine === "ready" &&
    state.confirmed &&
    !state.busy &&
    !state.stepping &&
    !view.outcome &&
    view.moves?.length > 0 &&
    view.players[view.current]?.kind === "human"
  );
}

/**
 * What the board shows of the choice: steps chosen, the checker selected (or touched: held under a
 * pointer, it shows where it may go as the keyboard's selection does), where it may go. @returns {Choice}
 */
export function choiceFor() {
  const view = /** @type {any} */ (state.view);
  const moves = view.moves ?? [];
  const chosen = /** @type {Single[]} */ (state.chosen);
  if (!choosing()) {
    const kept = placed(moves) ? chosen : []; // the move confirmed stays where the player put it
    return { chosen: kept, selected: null, origins: new Set(), targets: new Set(), dice: kept.length ? usedDice(moves, kept) : [] };
  }
  const selected = /** @type {Place | null} */ (state.touched ?? state.selected);
  const targets = selected === null ? new Set() : new Set(destinations(moves, chosen, selected).keys());
  return {
    chosen,
    selected,
    origins: complete(moves, chosen) ? new Set() : origins(moves, chosen),
    targets,
    dice: usedDice(moves, chosen),
  };
}

/**
 * The move the player put on the board and confirmed, while the engine answers (its notation),
 * else null: the board keeps it there, and does not play it again. @param {any[]} moves
 */
export function placed(moves) {
  if (!state.busy || state.stepping || !state.chosen.length) return null;
  return complete(moves, /** @type {Single[]} */ (state.chosen))?.move ?? null;
}

/** The move the steps chosen name, once complete. */
export function chosenMove() {
  const view = /** @type {any} */ (state.view);
  return choosing() ? complete(view.moves, /** @type {Single[]} */ (state.chosen)) : null;
}

/**
 * A tap (or Enter) on a place: select a checker that may move, move the selected one where it
 * may go, or let go. A checker with only one place to go goes there at once (one tap). A pointer's
 * tap on a checker with several plays the higher usable die, and a second tap on it the other;
 * the keyboard selects it, then Enter on a lit place moves it there (any die, any order).
 * @param {Place} place @param {"pointer" | "key"} [how]
 */
export function tap(place, how = "key") {
  if (!choosing()) return;
  const view = /** @type {any} */ (state.view),
    chosen = /** @type {Single[]} */ (state.chosen);
  const selected = /** @type {Place | null} */ (state.selected);
  if (selected !== null && selected !== place) {
    const steps = destinations(view.moves, chosen, selected).get(place);
    if (steps) return void render({ chosen: [...chosen, ...steps], selected: null });
  }
  if (selected === place || !origins(view.moves, chosen).has(place)) return void render({ selected: null });
  const where = destinations(view.moves, chosen, place);
  if (where.size === 1) return void render({ chosen: [...chosen, ...[...where.values()][0]], selected: null }); // nothing to choose
  const step = how === "pointer" ? higherStep(view.moves, chosen, place) : null;
  if (step) return void render({ chosen: [...chosen, step], selected: null });
  render({ selected: place });
}

/** A pointer pressed on a place: a checker that may move there is touched, its destinations lit. @param {Place} place */
export function press(place) {
  if (choosing() && origins(/** @type {any} */ (state.view).moves, /** @type {Single[]} */ (state.chosen)).has(place)) {
    render({ touched: place });
  }
}

/** The pointer let go (dropped, tapped or cancelled): nothing touched any more. */
export function release() {
  if (state.touched !== null) render({ touched: null });
}

/** A checker dragged from one place and dropped on another. @param {Place} from @param {Place} to */
export function drag(from, to) {
  if (!choosing()) return;
  const view = /** @type {any} */ (state.view),
    chosen = /** @type {Single[]} */ (state.chosen);
  const steps = destinations(view.moves, chosen, from).get(to);
  render(steps ? { chosen: [...chosen, ...steps], selected: null } : { selected: origins(view.moves, chosen).has(from) ? from : null });
}

/** A whole move placed as chosen (from the hint's list), one of its paths as its steps. @param {string} text */
export function chooseMove(text) {
  const move = choosing() ? /** @type {any} */ (state.view).moves.find((/** @type {any} */ m) => m.move === text) : null;
  if (move) render({ chosen: [...move.paths[0]], selected: null, touched: null });
}

/** Take back the last step chosen. */
export function undo() {
  const chosen = /** @type {Single[]} */ (state.chosen);
  if (chosen.length) render({ chosen: chosen.slice(0, -1), selected: null });
}

/** Send the move the steps name (the engine checks it again). */
export function confirm() {
  const move = chosenMove();
  if (move) void perform(move.move);
}
