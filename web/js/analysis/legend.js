// What both games' reviews share beside their graph (graph.js): its legend, and the graph's
// line between two of its points, where a decision's mark sits.

import { strings } from "../i18n/strings.js";
import { make } from "../ui/dom.js";

/** @typedef {import("./graph.js").GraphPoint} GraphPoint */

/**
 * The legend: whose share is which colour, the marks, the axis.
 * @param {HTMLElement} host @param {Record<"w" | "b", string>} names @param {boolean} close close decisions are marked too
 */
export function legend(host, names, close) {
  const a = strings.analysis;
  /** @param {string} kind @param {string} text */
  const item = (kind, text) => {
    const li = make("li", { className: kind });
    li.append(make("span", { className: "key", attrs: { "aria-hidden": "true" } }), text);
    return li;
  };
  host.replaceChildren(
    item("share-w", names.w),
    item("share-b", names.b),
    item("mark-error", a.legendError),
    ...(close ? [item("mark-close", a.legendClose)] : []),
    make("li", { className: "axis", text: a.legendAxis }),
  );
}

/** White's chance on the graph's line after action n (between two points, on the segment). @param {GraphPoint[]} points @param {number} n */
export function whiteAt(points, n) {
  const after = points.findIndex((p) => p.n >= n);
  if (after <= 0) return (after === 0 ? points[0] : points[points.length - 1]).white;
  const p = points[after - 1],
    q = points[after];
  return p.white + ((q.white - p.white) * (n - p.n)) / (q.n - p.n);
}
