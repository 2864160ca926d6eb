// The review of a backgammon game, as GNU Backgammon shows one: each player's summary (moves,
// cube decisions, errors by mark, equity lost, rating, luck), then every move with its equity
// lost (the evaluator's best beside an error), the cube decisions and the marked throws: the
// review's decisions (a move's `kind` is `move`) and its luck. Every figure and mark is the
// engine's (py/rabattues/backgammon/review.py); the page words them.

import { strings } from "../i18n/strings.js";
import { amount, signed } from "../analysis/format.js";
import { $, make } from "../ui/dom.js";
import { playerNames } from "../ui/player-names.js";

/**
 * @typedef {"w" | "b"} Color @typedef {Record<Color, string>} Names
 * @typedef {{n: number, player: Color, kind: "move", dice: number[], played: string, best: string, equity: number,
 *            best_equity: number, loss: number, mark: string | null, forced: boolean, cube: number}} MoveRow
 * @typedef {{n: number, player: Color, kind: string, best: string, cube: number, loss: number, margin: number,
 *            mark: string | null, counted: boolean, equities: Record<string, number>}} CubeRow
 * @typedef {{n: number, player: Color, dice: number[], luck: number, mark: string | null, opening: boolean}} LuckRow
 * @typedef {{moves: number, unforced: number, cube_decisions: number, move_marks: Record<string, number>,
 *            cube_marks: Record<string, number>, lost: number, lost_points: number, rate: number | null,
 *            rating: string | null}} Summary
 * @typedef {{throws: number, luck: number, luck_points: number, luck_marks: Record<string, number>}} LuckTotal
 * @typedef {{ok: true, available: "estimate", decisions: (MoveRow | CubeRow)[],
 *            luck: {throws: LuckRow[], players: Record<Color, LuckTotal>}, summary: Record<Color, Summary>}
 *         | {ok: false, error: string}} Answer
 */

const COLORS = /** @type {Color[]} */ (["w", "b"]);
const ERRORS = ["doubtful", "bad", "very_bad"];
const LUCK = ["very_lucky", "lucky", "unlucky", "very_unlucky"];

export class Review {
  /** @param {(n: number) => void} onStep shows the position after n actions */
  constructor(onStep) {
    this.onStep = onStep;
  }

  /** Say the review is being made (it takes seconds in the browser). */
  working() {
    const box = $("bg-review");
    box.hidden = false;
    box.dataset.state = "working";
    $("bg-review-body").hidden = true;
    $("bg-review-note").textContent = strings.bgReview.working;
  }

  /** The engine's review, or why there is none. @param {Answer} answer @param {import("../app/state.js").State | undefined} state */
  show(answer, state) {
    const box = $("bg-review");
    box.hidden = false;
    if (!answer.ok) {
      box.dataset.state = "failed";
      $("bg-review-body").hidden = true;
      $("bg-review-note").textContent = strings.bgReview.failed(answer.error);
      return;
    }
    box.dataset.state = "ready";
    $("bg-review-body").hidden = false;
    $("bg-review-note").textContent = strings.bgReview.note;
    const names = state ? playerNames(state.view) : strings.color;
    summaryTable(answer.summary, answer.luck.players, names);
    const moves = /** @type {MoveRow[]} */ (answer.decisions.filter((d) => d.kind === "move"));
    $("bg-review-moves").replaceChildren(...moves.map((m) => this.item(m.n, moveText(m, names), m)));
    const cube = /** @type {CubeRow[]} */ (answer.decisions.filter((d) => d.kind !== "move")).filter((d) => d.counted); // the engine says which count, as GNU counts them
    $("bg-review-cube").replaceChildren(
      ...(cube.length ? cube.map((d) => this.item(d.n, cubeText(d, names), d)) : [make("li", { text: strings.bgReview.noCube })]),
    );
    const lucky = answer.luck.throws.filter((t) => t.mark);
    $("bg-review-luck").replaceChildren(
      ...(lucky.length ? lucky.map((t) => this.item(t.n, luckText(t, names), t)) : [make("li", { text: strings.bgReview.noLuck })]),
    );
  }

  /** A line with a button to the position where it was decided. @param {number} n @param {string} text @param {{player: Color, mark: string | null}} row */
  item(n, text, row) {
    const item = make("li", { className: row.mark ? `marked ${row.mark}` : "" });
    Object.assign(item.dataset, { n: String(n), player: row.player, mark: row.mark ?? "" });
    const go = make("button", { className: "link", text: strings.analysis.at(n), attrs: { type: "button" } });
    go.addEventListener("click", () => this.onStep(n - 1));
    item.append(go, ` ${text}`);
    return item;
  }
}

/**
 * The summary and the luck: one row a figure, one column a player.
 * @param {Record<Color, Summary>} summary @param {Record<Color, LuckTotal>} luck @param {Names} names
 */
function summaryTable(summary, luck, names) {
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

/** A move in words: who, the dice, the move, the equity lost; the mark and the best beside an error. @param {MoveRow} m @param {Names} names */
function moveText(m, names) {
  const r = strings.bgReview,
    dice = strings.analysis.dice(m.dice[0], m.dice[1]);
  const text = r.moveLine(names[m.player], dice, m.played, amount(m.loss)) + (m.forced ? ` ${r.forced}` : "");
  return m.mark ? `${text} — ${r.marks[m.mark]}${strings.analysis.semi}${r.best(m.best)}` : text;
}

/** A cube decision in words. @param {CubeRow} d @param {Names} names */
function cubeText(d, names) {
  const a = strings.analysis,
    who = names[d.player];
  const text =
    d.kind === d.best
      ? `${who}${a.colon}${a.noun[d.kind]} — ${strings.bgReview.right}`
      : a.wrong(who, a.noun[d.kind], strings.bgReview.marks[d.mark ?? ""] ?? strings.bgReview.slight, a.choice[d.best], amount(d.loss));
  return d.cube > 1 ? `${text} (${a.cubeAt(d.cube)})` : text;
}

/** A marked throw in words. @param {LuckRow} t @param {Names} names */
function luckText(t, names) {
  const r = strings.bgReview,
    dice = strings.analysis.dice(t.dice[0], t.dice[1]);
  return r.luckLine(names[t.player], dice, signed(t.luck), r.luckNames[t.mark ?? ""] ?? "");
}
