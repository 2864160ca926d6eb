// The review of a game: each player's chances throw by throw as a graph, each cube decision judged.

import { strings } from "../i18n/strings.js";
import { $ } from "../ui/dom.js";
import { playerNames } from "../ui/words.js";
import { svg } from "./format.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../engine/types.js").Color} Color */
/** @typedef {{n: number, win: Record<Color, number>}} Point */
/** @typedef {{n: number, player: Color, kind: string, best: string, cube: number,
 *             equities: Record<string, number> | null, loss: number | null}} Decision */

const GRAPH = { width: 360, height: 180, left: 34, right: 10, top: 10, bottom: 22 };

/** The review: graph and decisions, from `analysis`. @param {any} answer @param {State | undefined} state */
export function showReview(answer, state) {
  const box = $("review"), list = $("review-decisions"), graph = $("review-graph");
  box.hidden = false;
  list.replaceChildren();
  graph.replaceChildren();
  if (!answer.ok || answer.available === "none") {
    box.dataset.state = "unavailable";
    $("review-note").textContent = answer.ok ? strings.analysis.unavailable : strings.analysis.failed(answer.error);
    return;
  }
  box.dataset.state = "ready";
  $("review-note").textContent = "";
  const said = state ? playerNames(state.view) : strings.color;
  const names = { w: { name: said.w }, b: { name: said.b } };
  drawGraph(graph, answer.points, answer.decisions, names);
  if (!answer.decisions.length) {
    const item = document.createElement("li");
    item.textContent = strings.analysis.noDecisions;
    list.append(item);
  }
  for (const d of /** @type {Decision[]} */ (answer.decisions)) {
    const item = document.createElement("li");
    item.className = d.kind === d.best ? "right" : "wrong";
    item.dataset.kind = d.kind;
    item.dataset.best = d.best;
    item.dataset.loss = String(d.loss ?? "");
    const who = names[d.player].name;
    const verdict = d.kind === d.best ? strings.analysis.right
      : strings.analysis.wrong(strings.analysis.choice[d.best], d.loss === null ? "?" : d.loss.toFixed(3));
    item.textContent = `${strings.analysis.decisionAt(d.n)} ${who} ${strings.analysis.chose[d.kind]} ` +
      `(${strings.analysis.cubeAt(d.cube)}): ${verdict}`;
    list.append(item);
  }
}

/**
 * Each player's chances against the throws, with the cube decisions marked.
 * @param {HTMLElement} host @param {Point[]} points @param {Decision[]} decisions @param {Record<Color, {name: string}>} names
 */
function drawGraph(host, points, decisions, names) {
  const { width, height, left, right, top, bottom } = GRAPH;
  const root = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", class: "review-svg" });
  root.setAttribute("aria-label", strings.analysis.graphLabel);
  const last = Math.max(1, ...points.map((p) => p.n), ...decisions.map((d) => d.n));
  const x = (/** @type {number} */ n) => left + ((width - left - right) * n) / last;
  const y = (/** @type {number} */ p) => top + (height - top - bottom) * (1 - p);
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    root.append(svg("line", { class: p === 0.5 ? "axis mid" : "axis", x1: left, x2: width - right, y1: y(p), y2: y(p) }));
    const label = svg("text", { class: "tick", x: left - 6, y: y(p) + 4, "text-anchor": "end" });
    label.textContent = `${p * 100}%`;
    root.append(label);
  }
  const caption = svg("text", { class: "tick", x: width - right, y: height - 8, "text-anchor": "end" });
  caption.textContent = strings.analysis.throwAxis;
  root.append(caption);
  for (const color of /** @type {Color[]} */ (["w", "b"])) {
    const path = points.map((p, i) => `${i ? "L" : "M"}${x(p.n).toFixed(1)},${y(p.win[color]).toFixed(1)}`).join("");
    root.append(svg("path", { class: `line line-${color}`, d: path }));
  }
  for (const d of decisions) {
    if (d.kind === "no_double" && d.kind === d.best) continue; // every quiet turn would be a mark
    const before = points.filter((p) => p.n < d.n).pop() ?? points[0];
    const mark = svg("g", { class: `mark ${d.kind === d.best ? "right" : "wrong"}`, "data-kind": d.kind });
    const cx = x(d.n), cy = y(before ? before.win[d.player] : 0.5);
    mark.append(svg("line", { x1: cx, x2: cx, y1: top, y2: height - bottom, class: "mark-rule" }));
    mark.append(svg("circle", { cx, cy, r: 5 }));
    const right = cx > (left + width) / 2; // labels on the right half read leftwards, inside the graph
    const label = svg("text", { x: right ? cx - 7 : cx + 7, y: Math.max(top + 10, cy - 7), class: "mark-label",
                                "text-anchor": right ? "end" : "start" });
    label.textContent = `${names[d.player].name}: ${strings.analysis.chose[d.kind]}` +
      (d.kind === d.best ? "" : ` (−${d.loss === null ? "?" : d.loss.toFixed(3)})`);
    const title = svg("title", {});
    title.textContent = label.textContent;
    mark.append(label, title);
    root.append(mark);
  }
  host.append(root);
}

