// The exact analysis beside the board: a win-chance bar the player shows or hides (remembered),
// the cube decision of the position, a review of the game (an SVG graph of each player's
// chances throw by throw, with every cube decision marked and judged), and the game's facts.
// Every figure is the engine's (the solver's packed tables in the worker); nothing is computed here.

import { strings } from "../i18n/strings.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../app/state.js").Color} Color */
/** @typedef {{n: number, win: Record<Color, number>}} Point */
/** @typedef {{n: number, player: Color, kind: string, best: string, cube: number,
 *             equities: Record<string, number> | null, loss: number | null}} Decision */

const SHOW_KEY = "rabattues:winbar";
const SVG = "http://www.w3.org/2000/svg";
const GRAPH = { width: 360, height: 180, left: 34, right: 10, top: 10, bottom: 22 };

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** 0.5163 → "51.6%". @param {number} p */
export const percent = (p) => `${(100 * p).toFixed(1)}%`;
/** 0.0123 → "+0.012". @param {number} x */
export const signed = (x) => `${x < 0 ? "−" : "+"}${Math.abs(x).toFixed(3)}`;

/** @param {string} name @param {Record<string, string | number>} attributes */
function svg(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

export class Analysis {
  /** @param {() => import("../engine/client.js").Engine | undefined} engine */
  constructor(engine) {
    this.engine = engine;
    /** @type {any} the record last analysed (by identity) */
    this.asked = null;
    /** @type {any} the record last reviewed */
    this.reviewed = null;
    this.reviewOpen = false;
    this.shown = readShown();
    this.factsLoaded = false;
    $("winbar-toggle").addEventListener("click", () => this.toggle());
    $("review-button").addEventListener("click", () => {
      this.reviewOpen = !this.reviewOpen;
      this.reviewed = null;
      this.update(this.last);
    });
    $("facts").addEventListener("toggle", () => void this.loadFacts());
    /** @type {State | undefined} */
    this.last = undefined;
  }

  toggle() {
    this.shown = !this.shown;
    try {
      localStorage.setItem(SHOW_KEY, this.shown ? "shown" : "hidden");
    } catch {
      // storage off: the choice lasts as long as the page
    }
    this.asked = null;
    this.update(this.last);
  }

  /** Show the analysis of the game shown (cheap when nothing changed). @param {State | undefined} state */
  update(state) {
    this.last = state;
    const toggle = $("winbar-toggle");
    toggle.textContent = this.shown ? strings.analysis.hide : strings.analysis.show;
    toggle.setAttribute("aria-pressed", String(this.shown));
    $("winbar").hidden = !this.shown;
    const engine = this.engine();
    if (!state?.record || state.engine !== "ready" || !state.confirmed || !engine) return;
    const over = Boolean(state.view.outcome);
    $("review-button").textContent = this.reviewOpen && !over ? strings.analysis.hideReview : strings.analysis.review;
    $("review-button").hidden = over;
    if (this.shown && this.asked !== state.record) void this.ask(engine, state.record);
    if ((over || this.reviewOpen) && this.reviewed !== state.record) void this.review(engine, state.record);
    if (!over && !this.reviewOpen) $("review").hidden = true;
  }

  /** @param {import("../engine/client.js").Engine} engine @param {any} record */
  async ask(engine, record) {
    this.asked = record;
    const answer = await engine.call("position_analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    if (record !== this.last?.record) return;
    showBar(answer, this.last);
  }

  /** @param {import("../engine/client.js").Engine} engine @param {any} record */
  async review(engine, record) {
    this.reviewed = record;
    const answer = await engine.call("analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    if (record !== this.last?.record) return;
    showReview(answer, this.last);
  }

  async loadFacts() {
    if (this.factsLoaded) return;
    this.factsLoaded = true;
    const list = $("facts-list");
    try {
      const response = await fetch(new URL("../../tables/facts.json", import.meta.url));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      showFacts(await response.json());
    } catch (error) {
      this.factsLoaded = false;
      list.textContent = strings.analysis.failed(String(/** @type {Error} */ (error).message));
    }
  }
}

/** @returns {boolean} */
function readShown() {
  try {
    return localStorage.getItem(SHOW_KEY) === "shown";
  } catch {
    return false;
  }
}

/** The bar and the cube line, from `position_analysis`. @param {any} answer @param {State | undefined} state */
function showBar(answer, state) {
  const bar = $("winbar"), note = $("winbar-note"), cube = $("winbar-cube");
  const names = state?.view.players ?? { w: { name: strings.color.w }, b: { name: strings.color.b } };
  cube.textContent = "";
  if (!answer.ok) {
    bar.dataset.state = "error";
    note.textContent = strings.analysis.failed(answer.error);
    return;
  }
  bar.dataset.position = state?.view.position ?? "";
  bar.dataset.lookupUs = String(answer.lookup_us ?? "");
  const outcome = state?.view.outcome;
  if (outcome && answer.available !== "none") { // over: the winner's chance is 1
    bar.dataset.state = "over";
    delete bar.dataset.win;
    drawBar(outcome.winner === "w" ? 1 : 0, names, false);
    note.textContent = "";
    return;
  }
  if (!answer.win) {
    bar.dataset.state = answer.available === "none" ? "unavailable" : "even";
    delete bar.dataset.win;
    drawBar(0.5, names, answer.available === "none");
    note.textContent = answer.available === "none" ? strings.analysis.unavailable : strings.analysis.opening;
    return;
  }
  bar.dataset.state = "ready";
  bar.dataset.win = String(answer.win.w);
  drawBar(answer.win.w, names, false);
  note.textContent = answer.available === "cubeless" ? strings.analysis.cubeless : "";
  const c = answer.cube;
  if (c && c.may_double && state) {
    const thrower = names[/** @type {Color} */ (answer.turn)].name;
    const taker = names[answer.turn === "w" ? "b" : "w"].name;
    const line = `${c.double ? strings.analysis.shouldDouble(thrower) : strings.analysis.shouldNotDouble(thrower)}; ` +
      `${c.take ? strings.analysis.shouldTake(taker) : strings.analysis.shouldDrop(taker)}.`;
    const figures = c.no_double === null || c.double_take === null ? strings.analysis.noFigures
      : strings.analysis.cubeFigures(signed(c.no_double), signed(c.double_take), signed(1));
    cube.textContent = `${line} ${figures}`;
    cube.dataset.double = String(c.double);
    cube.dataset.take = String(c.take);
  } else {
    delete cube.dataset.double;
    delete cube.dataset.take;
  }
}

/** @param {number} white White's chance @param {Record<Color, {name: string}>} names @param {boolean} off */
function drawBar(white, names, off) {
  const graphic = $("winbar-graphic");
  const width = 1000 * white;
  graphic.replaceChildren(
    svg("rect", { class: "winbar-w", x: 0, y: 0, width, height: 28 }),
    svg("rect", { class: "winbar-b", x: width, y: 0, width: 1000 - width, height: 28 }),
  );
  graphic.classList.toggle("off", off);
  const text = off ? ["—", "—"] : [percent(white), percent(1 - white)];
  $("winbar-w").textContent = `${names.w.name} ${text[0]}`;
  $("winbar-b").textContent = `${names.b.name} ${text[1]}`;
  graphic.setAttribute("aria-label", strings.analysis.barLabel(names.w.name, text[0], names.b.name, text[1]));
}

/** The review: graph and decisions, from `analysis`. @param {any} answer @param {State | undefined} state */
function showReview(answer, state) {
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
  const names = state?.view.players ?? { w: { name: strings.color.w }, b: { name: strings.color.b } };
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

/** The facts view, from the build's facts.json. @param {Record<string, any>} facts */
function showFacts(facts) {
  const list = $("facts-list");
  list.replaceChildren();
  for (const [preset, f] of Object.entries(facts)) {
    const item = document.createElement("li");
    item.dataset.preset = preset;
    let text = strings.analysis.factFirst(strings.presetName[preset] ?? preset, percent(f.win), signed(f.advantage), f.throws.toFixed(1));
    if (f.quadruple_result !== undefined) {
      text += ` ${strings.analysis.factMultipliers((100 * f.double_result).toFixed(4) + "%", percent(f.quadruple_result))}`;
    }
    if (f.cube_equity !== undefined) text += ` ${strings.analysis.factCube(signed(f.cube_equity), f.cube_max)}`;
    item.textContent = text;
    list.append(item);
  }
}
