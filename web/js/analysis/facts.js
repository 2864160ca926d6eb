// The game's facts, computed exactly at build time (tables/facts.json).

import { strings } from "../i18n/strings.js";
import { $ } from "../ui/dom.js";
import { percent, signed } from "./format.js";

/** The facts view, from the build's facts.json. @param {Record<string, any>} facts */
export function showFacts(facts) {
  const list = $("facts-list");
  list.replaceChildren();
  for (const [preset, f] of Object.entries(facts)) {
    const item = document.createElement("li");
    item.dataset.preset = preset;
    let text = strings.analysis.factFirst(strings.presetName[preset] ?? preset, percent(f.win), signed(f.advantage), f.throws.toFixed(1));
    if (f.quadruple_result !== undefined) {
      text += ` ${strings.analysis.factMultipliers((100 * f.double_result).toFixed(4) + "%", percent(f.quadruple_result))}`;
    }
    if (f.cube_equity !== undefined) text += ` ${strings.analysis.factCube(signed(f.cube_equity), f.cube_max)}`;
    item.textContent = text;
    list.append(item);
  }
}
