// French: the small helpers of the fr.js table and its parts.

/** @typedef {"w" | "b"} Color */

export const NB = "\u00a0";
/** Bytes as megabytes, one decimal, in this language. @param {number} n */
export const megabytes = (n) => (n / 1e6).toLocaleString("fr", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const COLORS = /** @type {Record<Color, string>} */ ({ w: "Blanc", b: "Noir" });

/** « 4 », « 4 et 3 », « 1, 2 et 3 ». @param {(string | number)[]} items */
export function list(items) {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} et ${words[words.length - 1]}`;
}

/** Un dé par sa face : l'as, le 2… @param {number} die */
export const the = (die) => (die === 1 ? "l'as" : `le ${die}`);
/** @param {number} n @param {string} one @param {string} many */
export const count = (n, one, many) => `${n} ${n <= 1 ? one : many}`;
/** « la flèche 4 », « chacune des flèches 4 et 3 » ; deux fois la même : « deux dames … la flèche 4 ». @param {number[]} points @param {string} verb @param {string} from */
export function onPoints(points, verb, from) {
  if (points.length === 2 && points[0] === points[1]) return `${verb} deux dames ${from} la flèche ${points[0]}`;
  return points.length === 1
    ? `${verb} une dame ${from} la flèche ${points[0]}`
    : `${verb} une dame ${from} chacune des flèches ${list(points)}`;
}
