// Saves set aside (damaged, hand-edited, from a newer version): the player is told once, in a
// message with a button that downloads the save's raw text exactly as it was stored, and one
// that forgets it. Nothing of it is ever parsed as HTML.

import * as store from "./store.js";
import { strings } from "../i18n/strings.js";

/** Longest message shown (a hostile address or file could quote megabytes). */
export const MAX_MESSAGE = 400;

/** @param {string} text */
export function clip(text) {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/** Download text as a file. @param {string} name @param {string} text @param {string} [type] */
export function downloadText(name, text, type = "text/plain;charset=utf-8") {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 5000);
}

/**
 * The messages for saves set aside: the ones set aside just now, or with `all` every one kept.
 * @param {(text: string, kind: "error" | "info", actions: {label: string, run: () => void, dismiss?: boolean}[], topic: string) => void} say
 * @param {boolean} [all]
 */
export function tellSetAside(say, all = false) {
  const fresh = store.takeSetAside();
  const items = all ? store.setAsideList() : fresh;
  for (const item of items.slice(0, 3)) {
    const safeId = item.id.replace(/[^\w-]/g, "").slice(0, 40) || "save";
    say(
      clip(strings.errors.setAside(item.why || "?")),
      "error",
      [
        { label: strings.aside.export, run: () => downloadText(`rabattues-set-aside-${safeId}.txt`, item.raw) },
        { label: strings.aside.forget, run: () => store.forgetSetAside(item.id), dismiss: true },
      ],
      `aside:${item.id}`,
    ); // one message a save, even when two were set aside for the same reason
  }
}
