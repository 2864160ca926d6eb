// The page's input bindings. Each binding returns its unbinder.

/** @typedef {() => void} Unbind */

/**
 * A click on an element, or on a descendant carrying `data-{attr}` (delegation).
 * @param {Element} target @param {(value: string, event: MouseEvent) => void} handler @param {string} [attr]
 * @returns {Unbind}
 */
export function onClick(target, handler, attr) {
  /** @param {Event} event */
  const listener = (event) => {
    if (!attr) return handler("", /** @type {MouseEvent} */ (event));
    const node = /** @type {Element} */ (event.target).closest?.(`[data-${attr}]`);
    if (node && target.contains(node) && !(/** @type {HTMLButtonElement} */ (node).disabled)) {
      handler(node.getAttribute(`data-${attr}`) ?? "", /** @type {MouseEvent} */ (event));
    }
  };
  target.addEventListener("click", listener);
  return () => target.removeEventListener("click", listener);
}

/**
 * The space bar throws, unless a control has the focus (where space already means "press") or a dialog is open.
 * @param {() => void} onThrow @returns {Unbind}
 */
export function onSpaceThrow(onThrow) {
  /** @param {KeyboardEvent} event */
  const listener = (event) => {
    if (event.key !== " " || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
    const focus = /** @type {HTMLElement | null} */ (document.activeElement);
    if (focus?.closest("button, input, select, textarea, summary, a, dialog, label, [contenteditable]")) return;
    if (document.querySelector("dialog[open]")) return;
    event.preventDefault();
    onThrow();
  };
  document.addEventListener("keydown", listener);
  return () => document.removeEventListener("keydown", listener);
}

/**
 * The arrow keys and Escape, to step through the game: not while typing in a field, choosing in
 * a menu or a dialog is open (there the keys keep their own meaning).
 * @param {(key: "ArrowLeft" | "ArrowRight" | "Escape") => void} handler @returns {Unbind}
 */
export function onArrows(handler) {
  /** @param {KeyboardEvent} event */
  const listener = (event) => {
    if (!["ArrowLeft", "ArrowRight", "Escape"].includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const focus = /** @type {HTMLElement | null} */ (document.activeElement);
    if (focus?.closest("input, select, textarea, [contenteditable]") || document.querySelector("dialog[open]")) return;
    event.preventDefault();
    handler(/** @type {"ArrowLeft" | "ArrowRight" | "Escape"} */ (event.key));
  };
  document.addEventListener("keydown", listener);
  return () => document.removeEventListener("keydown", listener);
}

/**
 * Follow the user's reduced-motion preference. @param {(reduce: boolean) => void} handler @returns {Unbind}
 */
export function onReducedMotion(handler) {
  const query = matchMedia("(prefers-reduced-motion: reduce)");
  const listener = () => handler(query.matches);
  listener();
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** A file chosen in a file input (its reading is the handler's). @param {HTMLInputElement} input @param {(file: File) => void} handler @returns {Unbind} */
export function onFile(input, handler) {
  const listener = () => {
    const file = input.files?.[0];
    input.value = "";
    if (file) handler(file);
  };
  input.addEventListener("change", listener);
  return () => input.removeEventListener("change", listener);
}

/** A form's change events. @param {Element} form @param {(event: Event) => void} handler @returns {Unbind} */
export function onChange(form, handler) {
  form.addEventListener("change", handler);
  return () => form.removeEventListener("change", handler);
}
