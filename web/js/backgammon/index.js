// Backgammon as the page knows it (games.js) before its part of the page is loaded: its name, its
// rules page (rules.html?game=backgammon), what a saved view of it looks like, and where its part
// is (page.js, loaded the first time one of its views is shown or it is chosen in the New game
// dialog; embed.js for embed.html?game=backgammon and the rules page's figures).

import { CONSTANTS } from "../engine/constants.js";
import { strings } from "../i18n/strings.js";
import { plausibleView } from "./saved-view.js";

/** @type {import("../games.js").GameEntry} */
export const backgammon = {
  name: "backgammon",
  rules: "./rules.html?game=backgammon",
  heading: () => ({ title: strings.bg.gameName, subtitle: strings.bg.subtitle, tab: `${strings.bg.gameName} — ${strings.title}` }),
  reviewBox: "bg-review",
  plausibleView,
  address: {
    presets: () => [CONSTANTS.backgammon.preset],
    levels: () => CONSTANTS.backgammon.levels.names,
    matches: () => CONSTANTS.backgammon.match, // the lengths a match may have
    start: (text) => ({ pasted: text }), // a Position ID or an XGID, read by the engine as when pasted
  },
  load: () => import("./page.js"),
  embed: () => import("./embed.js"),
};
