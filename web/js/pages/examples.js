// The examples page: each board's copy-paste <iframe> snippet, with the page's own address,
// and its Copy button. The boards themselves are embed.html in iframes.

import { strings } from "../i18n/strings.js";

/** The <iframe> markup an article pastes to show this board. @param {HTMLIFrameElement} frame */
export function snippet(frame) {
  const src = new URL(frame.getAttribute("src") ?? "", location.href).href;
  const title = frame.title.replace(/"/g, "&quot;");
  return `<iframe src="${src.replace(/&/g, "&amp;")}" title="${title}" width="640" height="480" ` +
    `style="border:0;max-width:100%" loading="lazy"></iframe>`;
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

for (const area of /** @type {NodeListOf<HTMLTextAreaElement>} */ (document.querySelectorAll("textarea[data-frame]"))) {
  const frame = /** @type {HTMLIFrameElement | null} */ (document.getElementById(area.dataset.frame ?? ""));
  if (frame) area.value = snippet(frame);
}
for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("button[data-copy]"))) {
  button.textContent = strings.embed.copy;
  const area = /** @type {HTMLTextAreaElement} */ (document.getElementById(button.dataset.copy ?? ""));
  button.addEventListener("click", () => void copy(area, button));
}
