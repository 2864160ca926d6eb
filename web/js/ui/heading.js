// The header follows the game shown: its title and tagline, the tab's title and the Rules link
// (each game names its own: games.js).

import { gameOf } from "../games.js";
import { $, setText } from "./dom.js";

/** Name the game being played in the header and the tab, and point the Rules link at its rules. @param {import("../app/state.js").State} state */
export function updateHeading(state) {
  const game = gameOf(state.view),
    { title, subtitle, tab } = game.heading();
  setText($("title"), title);
  setText($("subtitle"), subtitle);
  if (document.title !== tab) document.title = tab;
  const link = $("rules-link");
  if (link.getAttribute("href") !== game.rules) link.setAttribute("href", game.rules);
}
