// The review of a game, from `analysis`, as GNU Backgammon shows one: the chances throw by
// throw (analysis/graph.js), a line a player on his decisions (errors, equity lost) and only the
// decisions that were close or wrong, then each player's luck with his luckiest and unluckiest
// throws. Every figure is the engine's; the page only words and draws them, each action called
// by its step (the move list's line, app/lines.js), and each shows the position after it.

import { strings } from "../i18n/strings.js";
import { $, make } from "../ui/dom.js";
import { playerNames } from "../ui/player-names.js";
import { amount, signed, signedPercent, percent } from "../analysis/format.js";
import { Graph } from "../analysis/graph.js";
import { legend, whiteAt } from "../analysis/legend.js";
import { lineOf } from "../app/lines.js";

/**
 * @typedef {import("../app/state.js").State} State @typedef {import("../analysis/answers.js").Color} Color
 * @typedef {import("../analysis/answers.js").Decision} Decision @typedef {import("../analysis/answers.js").Luck} Luck
 * @typedef {import("../analysis/answers.js").Review} Answer @typedef {Record<Color, string>} Names
 */

const COLORS = /** @type {Color[]} */ (["w", "b"]);
/** Right decisions with nothing to learn: not listed, not marked. */
const QUIET = new Set(["clear", "right"]);

export class Review {
  /** @param {(n: number) => void} onStep shows the position after n actions (the 1699 review ranks no other action) */
  constructor(onStep) {
    /** @param {number} n */
    this.onStep = (n) => {
      $("review").dataset.stepped = String(n); // what was last asked, for the page's tests
      onStep(n);
    };
    this.graph = new Graph($("review-graph"), $("review-detail"), this.onStep);
    /** @type {(n: number) => number} the step of the position after action n */
    this.step = (n) => n;
  }

  /** Nothing to say while the review is made: the exact one answers at once. */
  working() {}

  /** The review from `analysis` (or why there is none). @param {import("../analysis/answers.js").ReviewAnswer} answer @param {State | undefined} state */
  show(answer, state) {
    const box = $("review"),
      body = $("review-body");
    box.hidden = false;
    if (!answer.ok || answer.available === "none" || !answer.luck || !answer.summary) {
      box.dataset.state = "unavailable";
      body.hidden = true;
      $("review-note").textContent = answer.ok ? strings.analysis.unavailable : strings.analysis.failed(answer.error);
      return;
    }
    box.dataset.state = "ready";
    body.hidden = false;
    // Without the cube's figures (house rules on the cube), chances and luck only.
    $("review-note").textContent = answer.available === "cubeless" ? strings.analysis.cubeless : "";
    $("review-skill").hidden = answer.available === "cubeless";
    const names = state ? playerNames(state.view) : strings.color;
    const history = state?.history ?? [];
    this.step = (n) => lineOf(history, n);
    legend($("review-legend"), names, true);
    this.graph.show(graphModel(answer, names, this.step));
    this.decisions(answer, names);
    this.luck(answer, names);
  }

  /** A line a player (errors, equity lost), then the decisions close or wrong. @param {Answer} answer @param {Names} names */
  decisions(answer, names) {
    const a = strings.analysis,
      summary = /** @type {NonNullable<Answer["summary"]>} */ (answer.summary);
    const lines = $("review-summary"),
      list = $("review-decisions");
    const none = COLORS.every((c) => summary[c].decisions === 0);
    lines.replaceChildren(
      ...(none
        ? [make("li", { text: a.noDecisions })]
        : COLORS.map((c) => {
            const s = summary[c];
            const text = a.skill(names[c], s.errors, s.decisions, amount(s.lost)) + (s.unknown ? ` ${a.unknownLoss(s.unknown)}` : "");
            return make("li", { text, attrs: { "data-player": c, "data-errors": String(s.errors), "data-lost": String(s.lost) } });
          })),
    );
    const shown = answer.decisions.filter((d) => !QUIET.has(d.mark));
    list.hidden = none;
    list.replaceChildren(...(shown.length ? shown.map((d) => this.decisionItem(d, names)) : [make("li", { text: a.allClear })]));
  }

  /** One decision: the action (a button to its position) and the verdict. @param {Decision} d @param {Names} names */
  decisionItem(d, names) {
    const item = make("li", { className: d.kind === d.best ? "close" : "wrong" });
    Object.assign(item.dataset, { n: String(d.n), kind: d.kind, best: d.best, mark: d.mark, loss: String(d.loss ?? "") });
    const go = make("button", { className: "link", text: strings.analysis.at(this.step(d.n)), attrs: { type: "button" } });
    go.addEventListener("click", () => this.onStep(d.n)); // the position after it, as every step
    item.append(go, ` ${decisionText(d, names)}`);
    return item;
  }

  /** A line a player: his luck in all, his luckiest and unluckiest throws. @param {Answer} answer @param {Names} names */
  luck(answer, names) {
    const a = strings.analysis,
      players = /** @type {NonNullable<Answer["luck"]>} */ (answer.luck).players;
    $("review-luck").replaceChildren(
      ...COLORS.map((c) => {
        const t = players[c];
        const item = make("li", { attrs: { "data-player": c, "data-win": String(t.win), "data-equity": String(t.equity ?? "") } });
        if (!t.throws || !t.luckiest || !t.unluckiest) {
          item.textContent = `${names[c]}${a.colon}${a.noLuck}`;
          return item;
        }
        const equity = t.equity === null ? "" : ` ${a.luckEquity(signed(t.equity))}`;
        item.append(
          `${a.luckLine(names[c], signedPercent(t.win), t.throws)}${equity}. ${a.luckiest}${a.colon}`,
          this.throwButton(t.luckiest),
          ` ${signedPercent(t.luckiest.win)}${a.semi}${a.unluckiest}${a.colon}`,
          this.throwButton(t.unluckiest),
          ` ${signedPercent(t.unluckiest.win)}.`,
        );
        return item;
      }),
    );
  }

  /** A throw named by its dice and number, a button to the position after it. @param {Luck} luck */
  throwButton(luck) {
    const a = strings.analysis;
    const at = this.step(luck.n);
    const text = luck.opening ? a.openingRef(luck.dice[0], at) : a.throwRef(a.dice(luck.dice[0], luck.dice[1]), at);
    const go = make("button", { className: "link", text, attrs: { type: "button", "data-n": String(luck.n) } });
    go.addEventListener("click", () => this.onStep(luck.n));
    return go;
  }
}

/** The graph's points (each with its words) and marks, across by step. @param {Answer} answer @param {Names} names @param {(n: number) => number} step */
function graphModel(answer, names, step) {
  const a = strings.analysis,
    points = answer.points;
  const shown = answer.decisions.filter((d) => !QUIET.has(d.mark));
  const luckAt = (/** @type {number} */ n) => (answer.luck?.throws ?? []).filter((l) => l.n === n);
  const nearest = (/** @type {number} */ n) =>
    points.reduce((best, p) => (Math.abs(p.n - n) <= Math.abs(best.n - n) ? p : best), points[0]);
  const graphPoints = points.map((p, i) => {
    const lucks = luckAt(p.n);
    const head = pointHead(step(p.n), lucks, names, i === points.length - 1 && answer.outcome !== null);
    let detail = a.pointDetail(head, names.w, percent(p.win.w), names.b, percent(p.win.b));
    if (lucks.length) detail += ` ${a.luck}${a.colon}${lucks.map((l) => `${names[l.player]} ${signedPercent(l.win)}`).join(", ")}.`;
    for (const d of shown.filter((d) => nearest(d.n) === p)) detail += ` ${a.at(step(d.n))}, ${decisionText(d, names)}.`;
    return { n: p.n, x: step(p.n), white: p.win.w, label: detail, detail };
  });
  return {
    label: a.graphLabel(names.w, names.b),
    hint: a.graphHint,
    points: graphPoints,
    marks: shown.map((d) => ({
      x: step(d.n),
      white: whiteAt(graphPoints, d.n),
      kind: /** @type {"error" | "close"} */ (d.kind === d.best ? "close" : "error"),
    })),
  };
}

/** What happened at step n: the throw, the opening, the end, or the start. @param {number} n @param {Luck[]} lucks @param {Names} names @param {boolean} end */
function pointHead(n, lucks, names, end) {
  const a = strings.analysis;
  if (lucks.length === 2) return a.atOpening(n, names.w, lucks[0].dice[0], names.b, lucks[1].dice[0]);
  if (lucks.length === 1) return a.atThrow(n, names[lucks[0].player], a.dice(lucks[0].dice[0], lucks[0].dice[1]));
  return end ? a.atEnd(n) : a.at(n);
}

/** A decision in words: who, what, the verdict and what it cost. @param {Decision} d @param {Names} names */
function decisionText(d, names) {
  const a = strings.analysis,
    who = names[d.player];
  const loss = d.loss === null ? "?" : amount(d.loss),
    rating = a.rating[d.mark] ?? a.rating.error;
  let text =
    d.kind === "forfeit"
      ? a.forfeit(who, d.dice ?? [], rating, loss)
      : d.kind === d.best
        ? a.close(who, a.noun[d.kind], d.margin === null ? "?" : amount(d.margin))
        : a.wrong(who, a.noun[d.kind], rating, a.choice[d.best], loss);
  if (d.cube > 1) text += ` (${a.cubeAt(d.cube)})`;
  return text;
}
