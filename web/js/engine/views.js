// Backgammon views whose moves have many paths (a double in a crowded position: tens of
// thousands) come with each step written as an index into `view.singles`, the position's distinct
// single steps (web/PROTOCOL.md): megabytes less to write, send and parse. Written out here, as the
// engine sends every other view, so the page reads one form. Pure: tested under Node.

/** @typedef {{move: string, steps: any[], paths: any[][]}} Move */

/** A view with its steps written out (in place; the steps are shared, read-only objects). @param {any} view */
export function expandView(view) {
  if (!view || !Array.isArray(view.singles)) return view;
  const singles = /** @type {any[]} */ (view.singles);
  const at = (/** @type {number} */ i) => singles[i];
  for (const move of /** @type {Move[]} */ (view.moves)) {
    move.steps = move.steps.map(at);
    move.paths = move.paths.map((path) => path.map(at));
  }
  delete view.singles;
  return view;
}

/** An engine's answer with each of its views written out (`view`, and the embed's `views`). @param {any} result */
export function expandAnswer(result) {
  if (result && typeof result === "object") {
    expandView(result.view);
    if (Array.isArray(result.views)) for (const view of result.views) expandView(view);
  }
  return result;
}
