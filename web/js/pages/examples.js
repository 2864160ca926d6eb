// The examples page: its texts in the language shown (strings.examples; citations link to the
// rules page's sources), each board's copy-paste <iframe> snippet with this site's address, and
// its Copy button. The boards are embed.html in iframes; they take the remembered language when
// they load, so a change of language reloads them.
//
// examples.html is served with its English texts as this script draws them (an e2e test holds
// them equal), and a text is only written where it differs: an English page is not laid out and
// painted again as it loads, while its boards' engine boots (bench/startup.py).

import { language, languageReady } from "../i18n/i18n.js";
import { bindLanguageMenu } from "../i18n/langmenu.js";
import { strings } from "../i18n/strings.js";
import { inline, unbroken } from "./rules-text.js";
import { source } from "./sources.js";

/** The string at a dotted key of the live table. @param {string} key @returns {string} */
function lookup(key) {
  /** @type {any} */
  let value = strings;
  for (const part of key.split(".")) value = value?.[part];
  return typeof value === "string" ? value : "";
}

/** The <iframe> markup an article pastes to show this board. @param {HTMLIFrameElement} frame */
export function snippet(frame) {
  const src = new URL(frame.getAttribute("src") ?? "", location.href).href;
  const title = frame.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return (
    `<iframe src="${src.replace(/&/g, "&amp;")}" title="${title}" width="640" height="480" ` +
    `style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}

/** @param {HTMLTextAreaElement} area @param {HTMLButtonElement} button */
async function copy(area, button) {
  area.select();
  try {
    await navigator.clipboard.writeText(area.value);
    button.textContent = strings.embed.copied;
  } catch {
    button.textContent = strings.embed.copyFailed;
  }
  setTimeout(() => (button.textContent = strings.embed.copy), 2500);
}

/** Markup with its runs of HTML's white space as one space, as they are shown (not a no-break
 * space, which \s would take too). @param {string} html */
const squeezed = (html) => html.replace(/[ \t\n\f\r]+/g, " ").replace(/^ | $/g, "");

/** Show `nodes` in `el`, unless it shows the same already. @param {Element} el @param {Node[]} nodes */
function showRich(el, nodes) {
  const drawn = document.createElement("div");
  drawn.append(...nodes);
  if (squeezed(drawn.innerHTML) !== squeezed(el.innerHTML)) el.replaceChildren(...drawn.childNodes);
}

/** Show `text` in `el`, unless it shows the same already. @param {Element} el @param {string} text */
function showText(el, text) {
  if (squeezed(el.textContent ?? "") !== squeezed(text)) el.textContent = text;
}

/** Every text, title and snippet in the language shown. */
function draw() {
  const lang = /** @type {"en" | "fr" | "ru"} */ (language());
  const label = (/** @type {string} */ id) => source(id)?.short[lang] ?? id;
  for (const el of document.querySelectorAll("[data-text]")) showText(el, unbroken(lookup(el.getAttribute("data-text") ?? "")));
  for (const el of document.querySelectorAll("[data-rich]")) {
    showRich(el, inline(lookup(el.getAttribute("data-rich") ?? ""), label, "./rules.html"));
  }
  for (const el of document.querySelectorAll("[data-label]")) el.setAttribute("aria-label", lookup(el.getAttribute("data-label") ?? ""));
  for (const frame of /** @type {NodeListOf<HTMLIFrameElement>} */ (document.querySelectorAll("iframe[data-title]"))) {
    frame.title = lookup(frame.dataset.title ?? "");
  }
  for (const area of /** @type {NodeListOf<HTMLTextAreaElement>} */ (document.querySelectorAll("textarea[data-frame]"))) {
    const frame = /** @type {HTMLIFrameElement | null} */ (document.getElementById(area.dataset.frame ?? ""));
    if (frame) area.value = snippet(frame);
  }
  for (const button of document.querySelectorAll("button[data-copy]")) showText(button, strings.embed.copy);
}

/** Reload the boards, which read the remembered language when they start. */
function reloadBoards() {
  for (const frame of /** @type {NodeListOf<HTMLIFrameElement>} */ (document.querySelectorAll("iframe.board-frame"))) {
    frame.src = frame.getAttribute("src") ?? "";
  }
}

await languageReady; // the language's table, when it is not English
draw();
for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("button[data-copy]"))) {
  const area = /** @type {HTMLTextAreaElement} */ (document.getElementById(button.dataset.copy ?? ""));
  button.addEventListener("click", () => void copy(area, button));
}
bindLanguageMenu(/** @type {HTMLSelectElement} */ (document.getElementById("language")), () => {
  draw();
  reloadBoards();
});
