// The marks of the rules page's texts, parsed once for the page and for its tests:
//   [@id] or [@id, where]   a citation of sources.js's entry `id` (where: a chapter, an example)
//   *Title*                 the title of a work (it must be an entry's title)
//   **words**               a few words in bold (the name of a decision)
//   `code`                  a name to type (an address setting, a notation)
//   [words](https://…)      a link to a source's public address (https only)
// Everything else is plain text: the page builds nodes from tokens, never HTML.

/** @typedef {{text: string} | {cite: string, at: string} | {title: string} | {strong: string} | {code: string} | {link: string, href: string}} Token */

const MARK = /\[@([a-z0-9-]+)(?:, ([^\]]+))?\]|\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]@][^\]]*)\]\((https:\/\/[^\s()]+)\)/g;

/** The tokens of one text. @param {string} text @returns {Token[]} */
export function tokens(text) {
  /** @type {Token[]} */
  const out = [];
  let last = 0;
  for (const m of text.matchAll(MARK)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    if (m[1]) out.push({ cite: m[1], at: m[2] ?? "" });
    else if (m[3]) out.push({ strong: m[3] });
    else if (m[4]) out.push({ title: m[4] });
    else if (m[5]) out.push({ code: m[5] });
    else out.push({ link: m[6], href: m[7] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The ids a text cites. @param {string} text */
export function citations(text) {
  return tokens(text).flatMap((t) => ("cite" in t ? [t.cite] : []));
}

/** The titles a text names. @param {string} text */
export function titles(text) {
  return tokens(text).flatMap((t) => ("title" in t ? [t.title] : []));
}

/** The addresses a text links to. @param {string} text */
export function links(text) {
  return tokens(text).flatMap((t) => ("link" in t ? [t.href] : []));
}

/** The text as read, marks taken out (citations dropped, links as their words). @param {string} text */
export function plain(text) {
  return tokens(text)
    .map((t) => ("cite" in t ? "" : Object.values(t)[0]))
    .join("");
}

/** A throw ("4-3") and a quotation mark and its first or last word are never split across lines. @param {string} text */
export const unbroken = (text) =>
  text
    .replace(/(\d)-(\d)/g, "$1\u2011$2")
    .replaceAll("« ", "«\u00a0")
    .replaceAll(" »", "\u00a0»");

/**
 * Nodes for one text: citations become links to their entry, titles <cite>, bold <strong>, a
 * source's address a link that leaves the site (never fetched by it).
 * @param {string} text @param {(id: string) => string} label a citation's short label
 * @param {string} [href] the page holding the list of sources ("" for this page)
 */
export function inline(text, label, href = "") {
  return tokens(text).map((t) => {
    if ("text" in t) return document.createTextNode(unbroken(t.text));
    if ("title" in t) return Object.assign(document.createElement("cite"), { textContent: t.title });
    if ("strong" in t) return Object.assign(document.createElement("strong"), { textContent: t.strong });
    if ("code" in t) return Object.assign(document.createElement("code"), { textContent: t.code });
    if ("link" in t) return Object.assign(document.createElement("a"), { className: "external", href: t.href, textContent: t.link });
    const link = document.createElement("a");
    link.className = "cite";
    link.href = `${href}#src-${t.cite}`;
    link.textContent = `[${label(t.cite)}${t.at ? `, ${t.at}` : ""}]`;
    return link;
  });
}
