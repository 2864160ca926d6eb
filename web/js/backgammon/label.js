// The backgammon position and its moves in words: the board's accessible name, the move list's
// lines and the live region's announcements. The engine's entries say what happened; this only
// words them in the language shown.

import { strings } from "../i18n/strings.js";

/** @typedef {"w" | "b"} Color @typedef {import("./choose.js").Checkers} Checkers */

/** The position in words: each player's points (in his own numbering), bar, off; the cube; who acts. @param {any} view @param {Checkers} board */
export function describeBg(view, board) {
  const b = strings.bg;
  const sides = /** @type {Color[]} */ (["w", "b"]).map((c) => {
    // The view numbers points as White does; each player's are said from his own side (Black's p is 25 − p): wording, not a rule.
    const points = board.points
      .filter((p) => p.player === c)
      .map((p) => ({ n: c === "w" ? p.point : 25 - p.point, count: p.count }))
      .sort((x, y) => y.n - x.n)
      .map((p) => b.on(p.count, p.n));
    return b.side(strings.color[c], points.join(", "), board.bar[c], board.off[c]);
  });
  const parts = [`${b.label}. ${sides.join(". ")}.`];
  if (view.cube.enabled)
    parts.push(`${b.cubeAt(view.cube.value, view.cube.owner ? strings.color[/** @type {Color} */ (view.cube.owner)] : null)}.`);
  return parts.join(" ");
}

/** A throw's dice as players write them, higher first: `6-4`. @param {number[]} dice */
export function diceText(dice) {
  return [...dice].sort((a, b) => b - a).join("-");
}

/** A move-list line for a backgammon entry. @param {any} entry @param {Record<Color, string>} names @param {{announce?: boolean}} [options] */
export function describeBgEntry(entry, names, { announce = false } = {}) {
  const b = strings.bg,
    who = entry.player ? names[/** @type {Color} */ (entry.player)] : "";
  switch (entry.kind) {
    case "opening":
      return entry.starter
        ? b.opening(names.w, entry.dice[0], names.b, entry.dice[1], names[/** @type {Color} */ (entry.starter)])
        : b.openingTie(entry.dice[0]);
    case "throw":
      return entry.pass ? b.cannotMove(who, diceText(entry.dice)) : b.throws(who, diceText(entry.dice));
    case "move":
      return announce
        ? b.movedWords(who, diceText(entry.dice), entry.move, stepsInWords(entry.steps, entry.player))
        : b.moved(who, diceText(entry.dice), entry.move);
    case "double":
      return b.doubles(who);
    case "take":
      return b.takes(who);
    case "drop":
      return b.drops(who);
    case "resign":
      return strings.match.resigns(who, Number(entry.times));
    default:
      return String(entry.action);
  }
}

/** A move's single steps in words, in the mover's numbering. @param {any[]} steps @param {Color} c */
function stepsInWords(steps, c) {
  const b = strings.bg;
  // Steps come in White's numbering; the mover's words read them from his own side (as the engine's move text does).
  const name = (/** @type {number | string} */ place) =>
    place === "bar" ? b.fromBar : place === "off" ? b.toOff : String(c === "w" ? place : 25 - Number(place));
  return steps.map((s) => b.stepWords(name(s.from), name(s.to), s.hit)).join(strings.moves.semi);
}
