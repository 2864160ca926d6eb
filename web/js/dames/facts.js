// The game's facts, computed exactly at build time (tables/facts.json), every figure in the
// page's language.

import { strings } from "../i18n/strings.js";
import { $ } from "../ui/dom.js";
import { number, percent, signed } from "../analysis/format.js";

/** The facts view, from the build's facts.json. @param {Record<string, any>} facts */
export function showFacts(facts) {
  const list = $("facts-list");
  list.replaceChildren();
  for (const [preset, f] of Object.entries(facts)) {
    const item = document.createElement("li");
    item.dataset.preset = preset;
    const a = strings.analysis;
    let text = a.factFirst(strings.presetName[preset] ?? preset, percent(f.win), signed(f.advantage), number(f.throws, 1));
    if (f.quadruple_result !== undefined) text += ` ${a.factMultipliers(percent(f.double_result, 4), percent(f.quadruple_result))}`;
    if (f.cube_equity !== undefined) text += ` ${a.factCube(signed(f.cube_equity), number(f.cube_max))}`;
    item.textContent = text;
    list.append(item);
  }
}
