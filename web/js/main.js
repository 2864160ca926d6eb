// The game page (index.html). Its first view is drawn at once from what the page already has
// (the saved game's last view, or the start), with only the modules that draw it; the rest of
// the page (bindings.js: every control, the engine's answers) is loaded meanwhile and wired after.
// The engine's worker was started before this module (engine/early.js).

import { Boards } from "./app/boards.js";
import { onRender, render } from "./app/render.js";
import { isShared } from "./app/share-link.js";
import { startView } from "./app/state.js";
import * as store from "./saves/store.js";
import { boardSettings } from "./ui/board-settings.js";
import { firstWorker } from "./engine/spawn.js";
import * as defaultPage from "./dames/page.js"; // the default game's part comes in this page's own files
import { DEFAULT, loadPage, onPageLoaded, provide } from "./games.js";
import { languageReady } from "./i18n/i18n.js";
import { strings } from "./i18n/strings.js";
import { $, fillText } from "./ui/dom.js";
import { updateLoading } from "./ui/loading.js";
import { updateHeading } from "./ui/heading.js";

// The rest of the page's modules (index.html lists them in a template, which the build fills:
// tools/preload.py), asked for all at once when the engine's worker first speaks (it has its own
// scripts and its build's list then: the page's requests then do not go before its runtime's), or
// after 300 ms at most. The engine boots for longer than they take to arrive.
provide(DEFAULT, defaultPage); // its first view without a second wait

const later = /** @type {HTMLTemplateElement | null} */ (document.getElementById("later-modules"));
const wiring = Promise.race([firstWorker().spoke, new Promise((resolve) => setTimeout(resolve, 300))]).then(() => {
  if (later) document.head.append(later.content.cloneNode(true));
  return import("./bindings.js");
});

await languageReady; // the language's table, when it is not English
fillText(strings);
const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ ($("board")));
const boards = new Boards(svg);
onRender((s) => boards.update(s));
onRender(updateLoading);
onRender(updateHeading);
const saved = (() => {
  const id = store.currentId();
  return id && !location.search && !isShared(location.hash) ? store.loadGame(id) : null;
})();
// The first view is drawn with its own game's modules, loaded first (the default game's come with
// this page's own files: the import above).
await loadPage(saved?.view ?? null).catch(() => {});
render({ view: saved?.view ?? startView(), session: store.loadSession(), ...boardSettings() });
onPageLoaded(() => render()); // from now on, a view that waited for its game's modules is drawn (not the first: it waited above)
performance.mark("board-drawn");
try {
  (await wiring).wire(boards);
} catch (error) {
  // the rest of the page could not be had (offline before it was cached)
  const why = String(/** @type {Error} */ (error)?.message ?? error);
  document.body.dataset.state = "error";
  document.body.dataset.error = strings.loading.failed(why);
  render({ engine: "error", engineError: why });
}
