// Dames Rabattues as the page knows it (games.js): its name, what a saved view of it looks like,
// and its part of the page (page.js), which comes with the page's first view: the family's first
// game, and the game of every record and view that names none.

import * as page from "./page.js";
import { plausibleView } from "./saved-view.js";

/** @type {import("../games.js").GameEntry} */
export const dames = {
  name: "dames-rabattues",
  reviewBox: "review",
  plausibleView,
  eager: page,
  load: async () => page,
  embed: () => import("./embed.js"),
};
