// Building a backgammon move checker by checker, against the engine's list (docs/PROTOCOL.md,
// "chosen moves"). Each legal move comes with every order of single steps that plays it
// (`paths`); the steps chosen so far are a prefix of some of them. A point is an origin if some
// such path goes on from it, a destination if it goes on to it; the move is known when a path
// is used up. Nothing here knows a rule: it only matches what the player did against the list,
// and looks up the board the engine gives for the steps chosen (`boardAfter`).
// Pure functions, no DOM: tested under Node (tests/js/bg-choose.test.mjs).

/**
 * @typedef {number | "bar" | "off"} Place a point in White's numbering, the bar or the tray
 * @typedef {{from: Place, to: Place, die: number, hit: boolean}} Single one checker moved by one die
 * @typedef {{move: string, position_id: string, board: number, steps: Single[], paths: Single[][]}} LegalMove
 * @typedef {{point: number, player: "w" | "b" | null, count: number}} PointView
 * @typedef {Record<"w" | "b", number>} Pair
 * @typedef {{points: PointView[], bar: Pair, off: Pair, pips: Pair}} Checkers
 * A board as the engine gives it: White's points 1–24, White's checkers positive, Black's negative.
 * @typedef {{checkers: number[], bar: Pair, off: Pair, pips: Pair}} StepBoard
 * The view's part this file reads: the moves, the boards after them and after each path begun.
 * @typedef {Checkers & {moves: LegalMove[], boards?: StepBoard[], after?: Record<string, number>}} Choosing
 */

/** Whether a path begins with the steps chosen (the same places, in the same order). @param {Single[]} path @param {Single[]} chosen */
function startsWith(path, chosen) {
  return chosen.length <= path.length && chosen.every((s, i) => s.from === path[i].from && s.to === path[i].to);
}

/** The paths that go on from the steps chosen, with their moves. @param {LegalMove[]} moves @param {Single[]} chosen */
export function candidates(moves, chosen) {
  /** @type {{move: LegalMove, path: Single[]}[]} */
  const found = [];
  for (const move of moves) for (const path of move.paths) if (startsWith(path, chosen)) found.push({ move, path });
  return found;
}

/** The places a checker may leave next. @param {LegalMove[]} moves @param {Single[]} chosen @returns {Set<Place>} */
export function origins(moves, chosen) {
  const found = new Set();
  for (const { path } of candidates(moves, chosen)) if (path.length > chosen.length) found.add(path[chosen.length].from);
  return found;
}

/**
 * Where the checker on `from` may go next: each place with the fewest steps that take it there
 * (one die, or several in a row for the same checker).
 * @param {LegalMove[]} moves @param {Single[]} chosen @param {Place} from @returns {Map<Place, Single[]>}
 */
export function destinations(moves, chosen, from) {
  /** @type {Map<Place, Single[]>} */
  const found = new Map();
  for (const { path } of candidates(moves, chosen)) {
    let at = from;
    for (let i = chosen.length; i < path.length && path[i].from === at; i++) {
      const steps = path.slice(chosen.length, i + 1);
      const known = found.get(path[i].to);
      if (!known || known.length > steps.length) found.set(path[i].to, steps);
      at = path[i].to;
      if (at === "off") break;
    }
  }
  return found;
}

/**
 * The single step a tap on `from` plays: of the next steps the engine's paths allow from there,
 * the one with the higher die (a second tap on the checker moved then plays the other); null if none.
 * @param {LegalMove[]} moves @param {Single[]} chosen @param {Place} from @returns {Single | null}
 */
export function higherStep(moves, chosen, from) {
  /** @type {Single | null} */
  let best = null;
  for (const { path } of candidates(moves, chosen)) {
    const next = path[chosen.length];
    if (next && next.from === from && (!best || next.die > best.die)) best = next;
  }
  return best;
}

/** The move the steps chosen name, once a path is used up, else null. @param {LegalMove[]} moves @param {Single[]} chosen */
export function complete(moves, chosen) {
  if (!chosen.length) return null;
  const done = candidates(moves, chosen).find(({ path }) => path.length === chosen.length);
  return done ? done.move : null;
}

/** The dice the steps chosen used, as the engine's path says. @param {LegalMove[]} moves @param {Single[]} chosen */
export function usedDice(moves, chosen) {
  const first = candidates(moves, chosen)[0];
  return first ? first.path.slice(0, chosen.length).map((s) => s.die) : [];
}

/** The key of some steps in the engine's `after` (as backgammon/choose.py writes it: `8-5 6-5`). @param {Single[]} steps */
export function stepsKey(steps) {
  return steps.map((s) => `${s.from}-${s.to}`).join(" ");
}

/**
 * The checkers as they stand after the chosen steps, as the engine gives them: a whole move's
 * `board`, a path begun's in `after`, else (none chosen, or a view saved before the engine gave
 * boards) the view's own.
 * @param {Choosing} view @param {Single[]} chosen @returns {Checkers}
 */
export function boardAfter(view, chosen) {
  const move = complete(view.moves, chosen); // null with none chosen: no key is empty either
  const found = view.boards?.[move ? move.board : (view.after?.[stepsKey(chosen)] ?? -1)];
  if (!found) return { points: view.points, bar: view.bar, off: view.off, pips: view.pips };
  /** @type {(n: number, i: number) => PointView} */
  const point = (n, i) => ({ point: i + 1, player: n > 0 ? "w" : n < 0 ? "b" : null, count: Math.abs(n) });
  return { points: found.checkers.map(point), bar: found.bar, off: found.off, pips: found.pips };
}
