// The players' names as the page says them, in every sentence that names a player.

import { isolate } from "../app/bidi.js";
import { isColorName } from "../i18n/i18n.js";
import { strings } from "../i18n/strings.js";

/** @typedef {import("../engine/types.js").Color} Color @typedef {import("../engine/types.js").View} View */

/**
 * Player names as the page says them: a default colour name in the language shown; a name a
 * player gave is isolated (U+2068 … U+2069), so that a right-to-left name never turns the
 * sentence around it.
 * @param {View} view @returns {Record<Color, string>}
 */
export function playerNames(view) {
  /** @param {Color} c */
  const name = (c) => (isColorName(c, view.players[c].name) || !view.players[c].name ? strings.color[c] : isolate(view.players[c].name));
  return { w: name("w"), b: name("b") };
}
