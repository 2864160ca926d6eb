// The backgammon board's dice and cube, each drawn again only when what it shows changes (board.js).

import { drawCube, drawDie } from "../equipment/pieces.js";
import { translate } from "../equipment/svg.js";

/** @typedef {import("./scene.js").BgScene} BgScene */

/** The dice the engine says to draw (`faces`), on the thrower's half; those the chosen steps used dimmed. @param {BgScene} s @param {any} view @param {number[]} used */
export function drawDice(s, view, used) {
  const faces = /** @type {number[]} */ (view.faces ?? []); // a view saved before the engine gave them: none until it answers
  if (!changed(s.dice, [view.turn, faces, used])) return;
  s.dice.replaceChildren();
  const left = [...used];
  faces.forEach((face, i) => {
    const node = drawDie(view.turn, face);
    const k = left.indexOf(face);
    if (k >= 0) {
      left.splice(k, 1);
      node.classList.add("used");
    }
    const spot = s.g.dieSpot(view.turn, i, faces.length);
    node.setAttribute("transform", translate(spot.x, spot.y) + (faces.length > 2 ? " scale(0.85)" : ""));
    node.dataset.value = String(face);
    node.setAttribute("aria-hidden", "true");
    s.dice.appendChild(node);
  });
}

/** The cube: centred between the trays, at its owner's, or offered. @param {BgScene} s @param {any} view */
export function drawBgCube(s, view) {
  const cube = view.cube;
  if (!changed(s.cube, cube)) return;
  s.cube.replaceChildren();
  if (!cube.enabled) return;
  const node = drawCube(s.cube, /** @type {any} */ ({ BAR_X: 0, BAR_W: 0, H: 0, CUBE: s.g.narrow ? 50 : 40 })); // the phone's, for its larger figure
  node.classList.remove("hidden");
  node.classList.toggle("offered", cube.offered);
  const { x, y } = s.g.cubeSpot(cube.owner, cube.offered);
  node.setAttribute("transform", translate(x, y));
  node.dataset.value = String(cube.value);
  node.dataset.owner = cube.owner ?? "middle";
  /** @type {SVGTextElement} */ (node.querySelector("text")).textContent = String(cube.face); // the engine's: 64 in the middle, the double offered
}

/** Whether a layer must be drawn again for these data (remembered on it): false when it shows them already. @param {SVGElement} layer @param {unknown} data */
export function changed(layer, data) {
  const key = JSON.stringify(data);
  if (layer.dataset.drawn === key) return false;
  layer.dataset.drawn = key;
  return true;
}
