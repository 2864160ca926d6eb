// Small SVG helpers both boards draw with: an element made with its attributes, a translation
// rounded to a tenth of a unit (fewer characters to lay out, the same picture).

export const SVG = "http://www.w3.org/2000/svg";

/** @param {string} name @param {Record<string, string | number>} [attrs] @param {Element} [parent] */
export function el(name, attrs = {}, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

/** @param {number} x @param {number} y */
export const translate = (x, y) => `translate(${round(x)} ${round(y)})`;
export const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
