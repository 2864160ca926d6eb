// Backgammon's part of the game page (backgammon/page.js), loaded once, the first time it is wanted: a
// page that shows a 1699 game never fetches it. `bgPage` is null until then.

/** @typedef {typeof import("./page.js")} BgPage */

/** @type {BgPage | null} backgammon's part of the page, once loaded */
export let bgPage = null;
/** @type {Promise<BgPage> | null} */
let loading = null;

/** Load backgammon's part of the page (once; a failed load is tried again next time). @returns {Promise<BgPage>} */
export function loadBackgammon() {
  loading ??= import("./page.js").then((module) => (bgPage = module), (error) => {
    loading = null;
    throw error;
  });
  return loading;
}
