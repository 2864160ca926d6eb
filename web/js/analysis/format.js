// Figures as the analysis shows them, each through `Intl.NumberFormat` in the page's language
// (so "51.6%", "51,6 %", "51,6 %"), and the SVG helper its graphics use.

import { language } from "../i18n/i18n.js";

const SVG = "http://www.w3.org/2000/svg";

/** @type {Map<string, Intl.NumberFormat>} formatters by language and options, made once */
const made = new Map();

/** A number in the page's language; negative numbers with a true minus sign. @param {number} x @param {Intl.NumberFormatOptions} options */
function format(x, options) {
  const key = `${language()} ${JSON.stringify(options)}`;
  let formatter = made.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language(), options);
    made.set(key, formatter);
  }
  return formatter
    .formatToParts(x)
    .map((part) => (part.type === "minusSign" ? "\u2212" : part.value))
    .join("");
}

/** 0.5163 → "51.6%" (`digits` decimals). @param {number} p @param {number} [digits] */
export const percent = (p, digits = 1) => format(p, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A change of chance, signed: 0.123 → "+12.3%", −0.05 → "−5.0%". @param {number} p */
export const signedPercent = (p) =>
  format(p, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" });

/** An equity, signed, 3 decimals: 0.0123 → "+0.012". @param {number} x */
export const signed = (x) => format(x, { minimumFractionDigits: 3, maximumFractionDigits: 3, signDisplay: "exceptZero" });

/** An equity lost (never negative), 3 decimals: "0.426". @param {number} x */
export const amount = (x) => format(x, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A plain number with `digits` decimals (throws a game, counts). @param {number} x @param {number} [digits] */
export const number = (x, digits = 0) => format(x, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** An SVG element with attributes. @param {string} name @param {Record<string, string | number>} attributes */
export function svg(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}
