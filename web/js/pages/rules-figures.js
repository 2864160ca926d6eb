// The rules page's boards: each `svg[data-figure]` drawn by its game's own board (the embedded
// board's, games.js `embed`) from the engine's view of that step (web/rules-figures*.json, written
// by tools/build_rules_figures.py). No position is computed here: the file holds the engine's views
// and move entries as it gave them.

import { gameNamed } from "../games.js";

/**
 * @typedef {{game?: string, sequences: Record<string, {views: any[], history: any[]}>,
 *            figures: Record<string, {sequence: string, step: number}>}} Figures
 */

/** @type {Map<string, Promise<Figures>>} each figures file, fetched once */
const loading = new Map();

/** A figures file, fetched once (the service worker keeps it for offline visits). @param {string} file @returns {Promise<Figures>} */
export function loadFigures(file) {
  let asked = loading.get(file);
  if (!asked) {
    asked = fetch(file).then((response) => {
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      return response.json();
    });
    asked.catch(() => loading.delete(file)); // asked again at the next drawing
    loading.set(file, asked);
  }
  return asked;
}

/**
 * Draw every empty board under `root` from the figures, on the board of the file's game; an
 * unknown figure or game is an error. @param {ParentNode} root @param {Figures} data
 */
export async function drawFigures(root, data) {
  const svgs = /** @type {SVGSVGElement[]} */ ([...root.querySelectorAll("svg[data-figure]")]);
  if (!svgs.length) return;
  const game = gameNamed(data.game);
  if (!game) throw new Error(`no game "${data.game}" for the figures`);
  const part = await game.embed();
  for (const svg of svgs) {
    const name = svg.dataset.figure ?? "";
    const figure = data.figures[name];
    if (!figure) throw new Error(`no figure "${name}" in the figures file`);
    const sequence = data.sequences[figure.sequence];
    const board = part.makeBoard(svg);
    board.setMotion(0);
    board.show(sequence.views[figure.step], sequence.history[figure.step - 1] ?? null);
  }
}
