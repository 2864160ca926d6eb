// The rules page's boards: each `svg[data-figure]` drawn by the game's own Board from the
// engine's view of that step (web/rules-figures.json, written by tools/build_rules_figures.py).
// No position is computed here: the file holds the engine's views and move entries as it gave them.

import { Board } from "../dames/board.js";

/** @typedef {{sequences: Record<string, {views: any[], history: any[]}>, figures: Record<string, {sequence: string, step: number}>}} Figures */

/** @type {Promise<Figures> | null} */
let loading = null;

/** The figures file, fetched once (the service worker keeps it for offline visits). @returns {Promise<Figures>} */
export function loadFigures() {
  loading ??= fetch("./rules-figures.json").then((response) => {
    if (!response.ok) throw new Error(`rules-figures.json: HTTP ${response.status}`);
    return response.json();
  });
  return loading;
}

/**
 * Draw every empty board under `root` from the figures; an unknown figure is an error.
 * @param {ParentNode} root @param {Figures} data
 */
export function drawFigures(root, data) {
  for (const svg of /** @type {NodeListOf<SVGSVGElement>} */ (root.querySelectorAll("svg[data-figure]"))) {
    const name = svg.dataset.figure ?? "";
    const figure = data.figures[name];
    if (!figure) throw new Error(`no figure "${name}" in rules-figures.json`);
    const sequence = data.sequences[figure.sequence];
    const board = new Board(svg);
    board.motion = 0;
    board.show(sequence.views[figure.step], sequence.history[figure.step - 1] ?? null);
  }
}
