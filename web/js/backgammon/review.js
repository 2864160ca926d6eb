// The review of a backgammon game, laid out as the 1699 game's and judged as GNU Backgammon
// judges one: the chances before each throw on the review's graph (analysis/graph.js), each
// player's summary (moves, cube decisions, errors by mark, equity lost, rating, luck), then only
// the errors worth reading, each with the moves or cube choices ranked by equity (GNU's hint
// table), and the marked throws. Each step is called by its number in the move list and each
// move ranked is a button to the position after it. Every figure and mark is the engine's
// (py/rabattues/backgammon/review.py); the page words them.

import { strings } from "../i18n/strings.js";
import { amount, percent, signed } from "../analysis/format.js";
import { Graph } from "../analysis/graph.js";
import { legend, whiteAt } from "../analysis/legend.js";
import { lineOf } from "../app/lines.js";
import { $, make } from "../ui/dom.js";
import { playerNames } from "../ui/player-names.js";
import { describeBgEntry } from "./label.js";
import { errorText, luckText, summaryTable } from "./review-words.js";

/**
 * @typedef {"w" | "b"} Color @typedef {Record<Color, string>} Names
 * @typedef {{rank: number, move: string, equity: number, loss: number}} Ranked
 * @typedef {{n: number, player: Color, kind: "move", dice: number[], played: string, best: string, equity: number,
 *            best_equity: number, loss: number, mark: string | null, forced: boolean, cube: number, alternatives: Ranked[]}} MoveRow
 * @typedef {{n: number, player: Color, kind: string, best: string, cube: number, loss: number, margin: number,
 *            mark: string | null, counted: boolean, equities: Record<string, number>}} CubeRow
 * @typedef {{n: number, player: Color, dice: number[], luck: number, mark: string | null, opening: boolean}} LuckRow
 * @typedef {{moves: number, unforced: number, cube_decisions: number, move_marks: Record<string, number>,
 *            cube_marks: Record<string, number>, lost: number, lost_points: number, rate: number | null,
 *            rating: string | null}} Summary
 * @typedef {{throws: number, luck: number, luck_points: number, luck_marks: Record<string, number>}} LuckTotal
 * @typedef {{ok: true, available: "estimate", points: {n: number, win: Record<Color, number>}[], decisions: (MoveRow | CubeRow)[],
 *            luck: {throws: LuckRow[], players: Record<Color, LuckTotal>}, summary: Record<Color, Summary>,
 *            outcome: import("../engine/types.js").Outcome | null}
 *         | {ok: false, error: string}} Answer
 * @typedef {import("../engine/types.js").Entry} Entry
 */

/** The cube's choices that are actions of their own (a no-double is the throw that follows). */
const ACTIONS = new Set(["double", "take", "drop"]);

export class Review {
  /**
   * @param {(n: number) => void} onStep shows the position after n actions
   * @param {(n: number, action: string) => void} onInstead shows the position after `action` played instead of action n
   */
  constructor(onStep, onInstead) {
    /** @param {number} n */
    this.onStep = (n) => {
      $("bg-review").dataset.stepped = String(n); // what was last asked, for the page's tests
      onStep(n);
    };
    this.onInstead = onInstead;
    this.graph = new Graph($("bg-review-graph"), $("bg-review-detail"), this.onStep);
    /** @type {(n: number) => number} the step of the position after action n */
    this.step = (n) => n;
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
    const history = state?.history ?? [];
    this.step = (n) => lineOf(history, n);
    const errors = answer.decisions.filter((d) => d.mark); // marked as GNU marks them: the ones worth reading
    legend($("bg-review-legend"), names, false);
    this.graph.show(graphModel(answer, errors, history, names, this.step));
    summaryTable(answer.summary, answer.luck.players, names);
    const a = strings.bgReview;
    $("bg-review-errors").replaceChildren(
      ...(errors.length ? errors.map((d) => this.error(d, names)) : [make("li", { text: a.noErrors })]),
    );
    const lucky = answer.luck.throws.filter((t) => t.mark);
    $("bg-review-luck").replaceChildren(
      ...(lucky.length ? lucky.map((t) => this.item(t.n, luckText(t, names), t)) : [make("li", { text: a.noLuck })]),
    );
  }

  /** A line with a button to the position after its action. @param {number} n @param {string} text @param {{player: Color, mark: string | null}} row */
  item(n, text, row) {
    const item = make("li", { className: row.mark ? `marked ${row.mark}` : "" });
    Object.assign(item.dataset, { n: String(n), player: row.player, mark: row.mark ?? "" });
    const go = make("button", { className: "link", text: strings.analysis.at(this.step(n)), attrs: { type: "button" } });
    go.addEventListener("click", () => this.onStep(n));
    item.append(go, ` ${text}`);
    return item;
  }

  /** An error: its line, then the choices ranked, each a button to the position after it. @param {MoveRow | CubeRow} d @param {Names} names */
  error(d, names) {
    const item = this.item(d.n, errorText(d, names), d);
    item.dataset.kind = d.kind;
    item.append(this.ranked(d));
    return item;
  }

  /** The choices of a decision, best first: rank, choice, equity, equity lost. @param {MoveRow | CubeRow} d */
  ranked(d) {
    const a = strings.bgReview;
    const rows =
      d.kind === "move"
        ? /** @type {MoveRow} */ (d).alternatives.map((r) => ({
            ...r,
            label: r.move,
            action: r.move,
            played: r.move === /** @type {MoveRow} */ (d).played,
          }))
        : cubeChoices(/** @type {CubeRow} */ (d));
    const table = make("table", { className: "ranked" });
    const head = make("tr");
    head.append(
      ...[a.rank, d.kind === "move" ? a.moveHead : a.choiceHead, a.equityHead, a.lostHead].map((text) =>
        make("th", { text, attrs: { scope: "col" } }),
      ),
    );
    table.append(head);
    for (const r of rows) {
      const row = make("tr", { className: r.played ? "played" : "" });
      const choice = make("td");
      if (r.played || r.action) {
        const go = make("button", { className: "link", text: r.label, attrs: { type: "button", "data-action": r.action ?? "" } });
        go.addEventListener("click", () => (r.played ? this.onStep(d.n) : this.onInstead(d.n, /** @type {string} */ (r.action))));
        choice.append(go);
      } else choice.textContent = r.label;
      if (r.played) choice.append(` ${a.played}`);
      row.append(
        make("td", { text: String(r.rank) }),
        choice,
        make("td", { text: signed(r.equity) }),
        make("td", { text: r.loss ? amount(r.loss) : "" }),
      );
      table.append(row);
    }
    return table;
  }
}

/** A cube decision's choices ranked by equity, each an action when it is one. @param {CubeRow} d */
function cubeChoices(d) {
  const best = Math.max(...Object.values(d.equities));
  return Object.entries(d.equities)
    .sort((x, y) => y[1] - x[1])
    .map(([choice, equity], i) => ({
      rank: i + 1,
      label: strings.analysis.choice[choice] ?? choice,
      action: ACTIONS.has(choice) ? choice : null,
      played: choice === d.kind,
      equity,
      loss: Math.round((best - equity) * 1e4) / 1e4,
    }));
}

/**
 * The graph: each player's chances before each throw, across by step, the errors marked.
 * @param {Extract<Answer, {ok: true}>} answer @param {(MoveRow | CubeRow)[]} errors
 * @param {Entry[]} history @param {Names} names @param {(n: number) => number} step
 */
function graphModel(answer, errors, history, names, step) {
  const a = strings.analysis,
    points = answer.points;
  const graphPoints = points.map((p, i) => {
    const entry = p.n ? history[p.n - 1] : null;
    const at = a.at(step(p.n)),
      end = i === points.length - 1 && answer.outcome;
    const head = !entry ? at : end ? a.atEnd(step(p.n)) : `${at}, ${describeBgEntry(entry, names)}`;
    const detail = a.pointDetail(head, names.w, percent(p.win.w), names.b, percent(p.win.b));
    return { n: p.n, x: step(p.n), white: p.win.w, label: detail, detail };
  });
  // An error is told under the last point before it (the throw whose move it was).
  const before = (/** @type {number} */ n) => graphPoints.findLast((p) => p.n < n) ?? graphPoints[0];
  for (const d of errors) {
    const p = before(d.n);
    if (!p) continue;
    const text = ` ${a.at(step(d.n))}, ${errorText(d, names)}.`;
    p.detail += text;
    p.label += text;
  }
  return {
    label: a.graphLabel(names.w, names.b),
    hint: a.graphHint,
    points: graphPoints,
    marks: graphPoints.length
      ? errors.map((d) => ({ x: step(d.n), white: whiteAt(graphPoints, d.n), kind: /** @type {"error"} */ ("error") }))
      : [],
  };
}
