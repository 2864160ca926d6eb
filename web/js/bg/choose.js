// Building a backgammon move checker by checker, against the engine's list (web/PROTOCOL.md,
// "chosen moves"). Each legal move comes with every order of single steps that plays it
// (`paths`); the steps chosen so far are a prefix of some of them. A point is an origin if some
// such path goes on from it, a destination if it goes on to it; the move is known when a path
// is used up. Nothing here knows a rule: it only matches what the player did against the list.
// Pure functions, no DOM: tested under Node (tests/js/bg-choose.test.mjs).

/**
 * @typedef {number | "bar" | "off"} Place a point in White's numbering, the bar or the tray
 * @typedef {{from: Place, to: Place, die: number, hit: boolean}} Single one checker moved by one die
 * @typedef {{move: string, position_id: string, steps: Single[], paths: Single[][]}} LegalMove
 * @typedef {{point: number, player: "w" | "b" | null, count: number}} PointView
 * @typedef {{points: PointView[], bar: Record<"w" | "b", number>, off: Record<"w" | "b", number>}} Checkers
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

/**
 * The checkers as they stand after the chosen steps, for drawing them (a hit, as the engine's step
 * says, sends the checker that was there to the bar).
 * @param {Checkers} board @param {Single[]} steps @param {"w" | "b"} player @returns {Checkers}
 */
export function afterSteps(board, steps, player) {
  const points = board.points.map((p) => ({ ...p }));
  const bar = { ...board.bar }, off = { ...board.off };
  const at = (/** @type {number} */ n) => /** @type {PointView} */ (points[n - 1]);
  for (const step of steps) {
    if (step.from === "bar") bar[player] -= 1;
    else if (step.from !== "off") {
      const p = at(step.from);
      p.count -= 1;
      if (!p.count) p.player = null;
    }
    if (step.to === "off") off[player] += 1;
    else if (step.to !== "bar") {
      const p = at(step.to);
      if (step.hit && p.player && p.player !== player) {
        bar[p.player] += 1;
        p.count = 0;
      }
      p.player = player;
      p.count += 1;
    }
  }
  return { points, bar, off };
}
