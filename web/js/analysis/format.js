// Figures as the analysis shows them, and the SVG helper its graphics use.

const SVG = "http://www.w3.org/2000/svg";

/** 0.5163 → "51.6%". @param {number} p */
export const percent = (p) => `${(100 * p).toFixed(1)}%`;
/** 0.0123 → "+0.012". @param {number} x */
export const signed = (x) => `${x < 0 ? "−" : "+"}${Math.abs(x).toFixed(3)}`;

/** An SVG element with attributes. @param {string} name @param {Record<string, string | number>} attributes */
export function svg(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}
