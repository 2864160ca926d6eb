// The backgammon review's words: each player's summary as a table, and an error or a marked
// throw as a sentence (review.js lays them out).

import { strings } from "../i18n/strings.js";
import { amount, signed } from "../analysis/format.js";
import { $, make } from "../ui/dom.js";
import { diceText } from "./label.js";

/**
 * @typedef {import("./review.js").Color} Color @typedef {import("./review.js").Names} Names
 * @typedef {import("./review.js").MoveRow} MoveRow @typedef {import("./review.js").CubeRow} CubeRow
 * @typedef {import("./review.js").LuckRow} LuckRow @typedef {import("./review.js").Summary} Summary
 * @typedef {import("./review.js").LuckTotal} LuckTotal
 */

const COLORS = /** @type {Color[]} */ (["w", "b"]);
const ERRORS = ["doubtful", "bad", "very_bad"];
const LUCK = ["very_lucky", "lucky", "unlucky", "very_unlucky"];

/**
 * The summary and the luck: one row a figure, one column a player.
 * @param {Record<Color, Summary>} summary @param {Record<Color, LuckTotal>} luck @param {Names} names
 */
export function summaryTable(summary, luck, names) {
  const r = strings.bgReview;
  const head = make("tr");
  head.append(make("td"), ...COLORS.map((c) => make("th", { text: names[c], attrs: { scope: "col" } })));
  /** @type {[string, string, (s: Summary & LuckTotal) => string][]} */
  const rows = [
    ["moves", r.moves, (s) => r.movesCount(s.moves, s.unforced)],
    ["cube", r.cubeDecisions, (s) => String(s.cube_decisions)],
    ["move-errors", r.moveErrors, (s) => ERRORS.map((m) => s.move_marks[m]).join(" / ")],
    ["cube-errors", r.cubeErrors, (s) => ERRORS.map((m) => s.cube_marks[m]).join(" / ")],
    ["lost", r.lost, (s) => amount(s.lost)],
    ["lost-points", r.inPoints, (s) => amount(s.lost_points)],
    ["rate", r.rate, (s) => (s.rate === null ? "—" : amount(s.rate))],
    ["rating", r.rating, (s) => (s.rating ? (r.ratings[s.rating] ?? s.rating) : "—")],
    ["luck", r.luck, (s) => signed(s.luck)],
    ["luck-points", r.inPoints, (s) => signed(s.luck_points)],
    ["luck-marks", r.luckMarks, (s) => LUCK.map((m) => s.luck_marks[m]).join(" / ")],
  ];
  const body = rows.map(([key, label, value]) => {
    const row = make("tr", { attrs: { "data-row": key } });
    row.append(
      make("th", { text: label, attrs: { scope: "row" } }),
      ...COLORS.map((c) => make("td", { text: value({ ...summary[c], ...luck[c] }), attrs: { "data-player": c } })),
    );
    return row;
  });
  $("bg-review-summary").replaceChildren(head, ...body);
}

/** An error in words, a move's or the cube's. @param {MoveRow | CubeRow} d @param {Names} names */
export function errorText(d, names) {
  return d.kind === "move" ? moveText(/** @type {MoveRow} */ (d), names) : cubeText(/** @type {CubeRow} */ (d), names);
}

/** A move error in words: who, the dice, the move played, its mark and the equity lost. @param {MoveRow} m @param {Names} names */
function moveText(m, names) {
  return strings.bgReview.errorLine(
    names[m.player],
    diceText(m.dice),
    m.played,
    strings.bgReview.marks[m.mark ?? ""] ?? "",
    amount(m.loss),
  );
}

/** A cube error in words. @param {CubeRow} d @param {Names} names */
function cubeText(d, names) {
  const a = strings.analysis;
  const text = a.wrong(names[d.player], a.noun[d.kind], strings.bgReview.marks[d.mark ?? ""] ?? "", a.choice[d.best], amount(d.loss));
  return d.cube > 1 ? `${text} (${a.cubeAt(d.cube)})` : text;
}

/** A marked throw in words. @param {LuckRow} t @param {Names} names */
export function luckText(t, names) {
  const r = strings.bgReview;
  return r.luckLine(names[t.player], diceText(t.dice), signed(t.luck), r.luckNames[t.mark ?? ""] ?? "");
}
