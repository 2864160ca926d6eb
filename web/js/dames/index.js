// Dames Rabattues as the page knows it (games.js): its name, its rules page, what a saved view of
// it looks like, and where its part of the page is (page.js: main.js brings it with the first view)
// and its embedded board's (embed.js, also the rules page's figures). The family's first game, and
// the game of every record and view that names none.

import { CONSTANTS } from "../engine/constants.js";
import { strings } from "../i18n/strings.js";
import { plausibleView } from "./saved-view.js";

/** @type {import("../games.js").GameEntry} */
export const dames = {
  name: "dames-rabattues",
  rules: "./rules.html",
  heading: () => ({ title: strings.title, subtitle: strings.subtitle, tab: `${strings.title} — ${strings.subtitle}` }),
  reviewBox: "review",
  plausibleView,
  address: {
    // The default first (the engine names it: no reliance on the order of its presets).
    presets: () => [CONSTANTS.default_preset, ...Object.keys(CONSTANTS.presets).filter((p) => p !== CONSTANTS.default_preset)],
    levels: () => [],
    matches: () => null,
    start: (text) => text, // the position's notation, for the engine to judge
  },
  load: () => import("./page.js"),
  embed: () => import("./embed.js"),
};
