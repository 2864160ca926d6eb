// The review's graph, both games': the players' chances of winning after each throw on one
// scale, White's share from the bottom (light) and Black's from the top (dark), as the win bar
// splits them, with the decisions worth a look marked. Across, the game's steps (the move list's
// lines, app/lines.js). No text on the plot but its ticks: what a throw was is read in the line
// under the graph, on hover and on focus. The throws are one control (a roving tabindex): the
// arrow keys go from throw to throw, and focusing or clicking one asks the page to show its
// position (`onStep`, with the action it follows).
//
//   <svg class="review-svg" role="group">        drawn at the host's width in px, so 12 px is 12 px
//     rect.area-b, path.area-w, path.line         Black's share, White's, the boundary
//     line.grid + text.tick (y), text.tick (x)    25 % steps; step numbers
//     circle.mark.error | .mark.close             decisions worth a look
//     g.cursor                                    the throw hovered or focused
//     rect.hit[role=button] …                     one column a throw: pointer and keyboard targets

import { number, percent, svg } from "./format.js";

/**
 * A point: after action `n`, at step `x` across; a mark: a decision at step `x`.
 * @typedef {{n: number, x: number, white: number, label: string, detail: string}} GraphPoint
 * @typedef {{x: number, white: number, kind: "error" | "close"}} GraphMark
 * @typedef {{points: GraphPoint[], marks: GraphMark[], label: string, hint: string}} GraphModel
 */

const MARGIN = { left: 46, right: 12, top: 10, bottom: 24 };
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];

export class Graph {
  /** @param {HTMLElement} host @param {HTMLElement} detail @param {(n: number) => void} onStep */
  constructor(host, detail, onStep) {
    this.host = host;
    this.detail = detail;
    this.onStep = onStep;
    /** @type {GraphModel | null} */
    this.model = null;
    /** the throw that holds the tab stop (its index), and the width drawn at */
    this.current = -1;
    this.width = 0;
    /** @type {SVGRectElement[]} */
    this.hits = [];
    /** @type {{n: number, at: number}} the last step asked, so a click after its focus asks once */
    this.stepped = { n: -1, at: 0 };
    /** @type {SVGGElement | null} the hovered or focused throw's mark */
    this.cursor = null;
    /** @type {Scale | null} the measures drawn at */
    this.scaled = null;
    new ResizeObserver(() => {
      if (this.model && Math.abs(this.host.clientWidth - this.width) > 1) this.draw();
    }).observe(host);
  }

  /** Show a review's graph (the throw holding the tab stop kept when it is still there). @param {GraphModel} model */
  show(model) {
    const held = this.model?.points[this.current]?.n;
    this.model = model;
    const again = model.points.findIndex((p) => p.n === held);
    this.current = again >= 0 ? again : model.points.length - 1;
    this.draw();
  }

  /** Draw at the host's width, keeping the focus on the same throw. */
  draw() {
    const model = this.model;
    if (!model?.points.length) return void this.host.replaceChildren();
    const focused = this.hits.indexOf(/** @type {any} */ (document.activeElement));
    this.width = this.host.clientWidth;
    const width = Math.max(240, this.width || 360),
      height = Math.round(Math.min(220, Math.max(150, width * 0.4)));
    const scale = this.scale(model, width, height);
    const root = /** @type {SVGSVGElement} */ (
      svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "group", class: "review-svg" })
    );
    root.setAttribute("aria-label", model.label);
    root.append(...this.areas(model, scale), ...ticks(scale), ...marks(model, scale));
    this.cursor = /** @type {SVGGElement} */ (svg("g", { class: "cursor", visibility: "hidden" }));
    this.cursor.append(svg("line", { y1: scale.top, y2: scale.bottom }), svg("circle", { r: 5 }));
    root.append(this.cursor, ...this.targets(model, scale));
    root.addEventListener("pointermove", (event) => this.hover(this.nearest(event, root, scale)));
    root.addEventListener("pointerleave", () => this.hover(null));
    this.scaled = scale;
    this.host.replaceChildren(root);
    if (focused >= 0) this.hits[Math.min(focused, this.hits.length - 1)]?.focus({ preventScroll: true });
    else this.say(null);
  }

  /** The plot's measures and its x and y functions. @param {GraphModel} model @param {number} width @param {number} height */
  scale(model, width, height) {
    const first = model.points[0].x;
    const last = Math.max(first + 1, ...model.points.map((p) => p.x), ...model.marks.map((m) => m.x));
    const left = MARGIN.left,
      right = width - MARGIN.right,
      top = MARGIN.top,
      bottom = height - MARGIN.bottom;
    return {
      first,
      last,
      left,
      right,
      top,
      bottom,
      x: (/** @type {number} */ n) => left + ((right - left) * (n - first)) / (last - first),
      y: (/** @type {number} */ p) => top + (bottom - top) * (1 - p),
    };
  }

  /** Black's share (the whole plot), White's over it, the line between. @param {GraphModel} model @param {Scale} s */
  areas(model, s) {
    const line = model.points.map((p, i) => `${i ? "L" : "M"}${s.x(p.x).toFixed(1)},${s.y(p.white).toFixed(1)}`).join("");
    const end = model.points[model.points.length - 1];
    const held = `L${s.right},${s.y(end.white).toFixed(1)}`; // the last value holds to the last decision
    const x0 = s.x(model.points[0].x).toFixed(1);
    return [
      svg("rect", { class: "area-b", x: s.left, y: s.top, width: s.right - s.left, height: s.bottom - s.top }),
      svg("path", { class: "area-w", d: `M${x0},${s.bottom}${line.replace(/^M/, "L")}${held}L${s.right},${s.bottom}Z` }),
      svg("path", { class: "line", d: `${line}${held}` }),
    ];
  }

  /** One column a throw, the keyboard's and the pointer's targets. @param {GraphModel} model @param {Scale} s */
  targets(model, s) {
    const xs = model.points.map((p) => s.x(p.x));
    this.hits = model.points.map((point, i) => {
      const from = i ? (xs[i - 1] + xs[i]) / 2 : s.left,
        to = i < xs.length - 1 ? (xs[i] + xs[i + 1]) / 2 : s.right;
      const hit = /** @type {SVGRectElement} */ (
        svg("rect", {
          class: "hit",
          x: from,
          y: s.top,
          width: Math.max(1, to - from),
          height: s.bottom - s.top,
          role: "button",
          tabindex: i === this.current ? 0 : -1,
          "data-n": point.n,
          "aria-label": point.label,
        })
      );
      hit.addEventListener("focus", () => this.enter(i));
      hit.addEventListener("blur", () => this.say(null));
      hit.addEventListener("click", () => this.step(point.n));
      hit.addEventListener("keydown", (event) => this.key(event, i));
      return hit;
    });
    return this.hits;
  }

  /** A throw focused: it holds the tab stop, is shown, and its position asked for. @param {number} i */
  enter(i) {
    this.hits[this.current]?.setAttribute("tabindex", "-1");
    this.current = i;
    this.hits[i].setAttribute("tabindex", "0");
    this.say(i);
    this.step(/** @type {GraphModel} */ (this.model).points[i].n);
  }

  /** Ask the page for the position after action n (once per focus and click). @param {number} n */
  step(n) {
    const now = performance.now();
    if (this.stepped.n === n && now - this.stepped.at < 400) return;
    this.stepped = { n, at: now };
    this.onStep(n);
  }

  /** Arrows, Home and End move along the game; Enter and Space show the throw again. @param {KeyboardEvent} event @param {number} i */
  key(event, i) {
    const last = this.hits.length - 1;
    const to = { ArrowLeft: i - 1, ArrowDown: i - 1, ArrowRight: i + 1, ArrowUp: i + 1, Home: 0, End: last }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      this.hits[Math.max(0, Math.min(last, to))].focus();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.stepped = { n: -1, at: 0 };
      this.step(/** @type {GraphModel} */ (this.model).points[i].n);
    }
  }

  /** The throw nearest the pointer. @param {PointerEvent} event @param {SVGSVGElement} root @param {Scale} s */
  nearest(event, root, s) {
    const box = root.getBoundingClientRect();
    const x = ((event.clientX - box.left) * (s.right + MARGIN.right)) / box.width;
    const points = /** @type {GraphModel} */ (this.model).points;
    let best = 0;
    points.forEach((p, i) => {
      if (Math.abs(s.x(p.x) - x) < Math.abs(s.x(points[best].x) - x)) best = i;
    });
    return best;
  }

  /** Show a throw hovered, or (null) the throw focused, or the hint. @param {number | null} i */
  hover(i) {
    const focused = this.hits.indexOf(/** @type {any} */ (document.activeElement));
    this.say(i ?? (focused >= 0 ? focused : null));
  }

  /** The cursor and the line under the graph for throw i (null: the hint). @param {number | null} i */
  say(i) {
    const model = this.model,
      s = this.scaled;
    if (!model || !s || !this.cursor) return;
    const point = i === null ? null : model.points[i];
    this.detail.textContent = point ? point.detail : model.hint;
    this.detail.dataset.n = point ? String(point.n) : "";
    this.cursor.setAttribute("visibility", point ? "visible" : "hidden");
    if (!point) return;
    this.cursor.setAttribute("transform", `translate(${s.x(point.x).toFixed(1)},0)`);
    this.cursor.lastElementChild?.setAttribute("cy", s.y(point.white).toFixed(1));
  }
}

/** @typedef {ReturnType<Graph["scale"]>} Scale */

/** The y ticks (25 % steps) and x ticks (step numbers, about one every 56 px). @param {Scale} s */
function ticks(s) {
  const nodes = [];
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    nodes.push(svg("line", { class: p === 0.5 ? "grid mid" : "grid", x1: s.left, x2: s.right, y1: s.y(p), y2: s.y(p) }));
    const label = svg("text", { class: "tick", x: s.left - 6, y: s.y(p) + 4, "text-anchor": "end" });
    label.textContent = percent(p, 0);
    nodes.push(label);
  }
  const step = STEPS.find((k) => (s.last - s.first) / k <= (s.right - s.left) / 56) ?? STEPS[STEPS.length - 1];
  for (let n = Math.ceil(s.first / step) * step; n <= s.last; n += step) {
    const label = svg("text", { class: "tick", x: s.x(n), y: s.bottom + 17, "text-anchor": "middle" });
    label.textContent = number(n);
    nodes.push(svg("line", { class: "grid", x1: s.x(n), x2: s.x(n), y1: s.bottom, y2: s.bottom + 4 }), label);
  }
  return nodes;
}

/** A dot on the line for each decision worth a look. @param {GraphModel} model @param {Scale} s */
function marks(model, s) {
  return model.marks.map((m) => svg("circle", { class: `mark ${m.kind}`, cx: s.x(m.x), cy: s.y(m.white), r: 5 }));
}
