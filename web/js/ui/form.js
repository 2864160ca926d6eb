// A dialog's choices drawn from data, in words of the language shown: radios and a select, the
// choice made kept when they are drawn again.

import { $, make } from "./dom.js";

/** @param {string} id @param {(string | number | boolean)[]} choices @param {Record<string, string>} labels */
export function fillSelect(id, choices, labels) {
  const select = /** @type {HTMLSelectElement} */ ($(id));
  const chosen = select.value;
  select.replaceChildren(
    ...choices.map((value) => {
      const option = make("option", { text: labels[String(value)] ?? String(value) });
      option.value = String(value);
      return option;
    }),
  );
  if (chosen) select.value = chosen;
}

/**
 * One radio a value, in words of the language shown; the choice made is kept (else the first).
 * @param {string} id @param {string} name @param {(string | number | boolean)[]} choices @param {Record<string, string>} labels
 */
export function fillChoices(id, name, choices, labels) {
  const box = $(id);
  const chosen = /** @type {HTMLInputElement | null} */ (box.querySelector("input:checked"))?.value ?? String(choices[0]);
  box.replaceChildren(
    ...choices.map((value) => {
      const input = make("input", { attrs: { type: "radio", name, value: String(value) } });
      input.checked = String(value) === chosen;
      const label = make("label");
      label.append(input, ` ${labels[String(value)] ?? String(value)}`);
      return label;
    }),
  );
}

/** Check the radio of this value among the New game form's radios of this name. @param {string} name @param {string | number | boolean} value */
export function choose(name, value) {
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll(`#new-form input[name="${name}"]`))) {
    input.checked = input.value === String(value);
  }
}
