// The header's Rules link opens the rules page of the game shown: each game names its own (games.js).

import { gameOf } from "../games.js";
import { $ } from "./dom.js";

/** Point the Rules link at the rules of the game being played. @param {import("../app/state.js").State} state */
export function updateRulesLink(state) {
  const link = $("rules-link");
  const href = gameOf(state.view).rules;
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
}
