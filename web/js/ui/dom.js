// The few DOM helpers every part of the page uses: find by id, show or hide, make an element
// with its text (never HTML: every text the page shows is set as text).

/** The element with this id (the page's markup has it). @param {string} id @returns {HTMLElement} */
export const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Show or hide, touching the DOM only on a change. @param {HTMLElement} node @param {boolean} visible */
export function show(node, visible) {
  if (node.hidden === visible) node.hidden = !visible;
}

/** Set a text, touching the DOM only on a change (the same text set again is laid out and painted again). @param {Element} node @param {string} text */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * A new element with a class, text and attributes.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {{className?: string, text?: string, attrs?: Record<string, string>}} [options]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, { className, text, attrs } = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  return node;
}

/** A button (type="button") with its text and data attributes. @param {string} text @param {Record<string, string>} [data] @param {string} [className] */
export function button(text, data = {}, className) {
  const node = make("button", { className, text, attrs: { type: "button" } });
  for (const [name, value] of Object.entries(data)) node.dataset[name] = value;
  return node;
}

/** Fill every `[data-text="path.in.strings"]` element with its string, `[data-label]` with its accessible name. @param {any} strings */
export function fillText(strings) {
  for (const [attribute, apply] of /** @type {[string, (node: Element, text: string) => void][]} */ ([
    ["data-text", (node, text) => setText(node, text)], // the page as served is English: no relayout for the same text
    ["data-label", (node, text) => node.setAttribute("aria-label", text)],
  ])) {
    for (const node of document.querySelectorAll(`[${attribute}]`)) {
      /** @type {any} */
      let value = strings;
      for (const part of (node.getAttribute(attribute) ?? "").split(".")) value = value?.[part];
      if (typeof value === "string") apply(node, value);
    }
  }
}
