// The header's menu on a phone: one button that shows and hides the menu (a disclosure: the
// button says aria-expanded, Escape closes and gives the focus back to it, leaving the menu
// by Tab or a tap elsewhere closes it). Where the header has room, CSS hides the button and
// shows the menu as a row; nothing here runs then.

/**
 * Follow the menu button. @param {HTMLButtonElement} toggle @param {HTMLElement} panel
 * @returns {() => void} the unbinder
 */
export function bindMenu(toggle, panel) {
  const header = /** @type {HTMLElement} */ (toggle.parentElement);
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";
  /** @param {boolean} open @param {boolean} [focusToggle] */
  const set = (open, focusToggle = false) => {
    toggle.setAttribute("aria-expanded", String(open));
    header.classList.toggle("menu-open", open);
    if (open) panel.querySelector(/** @type {"button"} */ ("button, a, select, label.button"))?.focus();
    else if (focusToggle) toggle.focus();
  };
  const collapsed = () => getComputedStyle(toggle).display !== "none";
  const onToggle = () => set(!isOpen());
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    event.preventDefault();
    set(false, true);
  };
  /** A button or link chosen in the menu: close it first, the focus on the toggle (a dialog it opens gives the focus back there). @param {MouseEvent} event */
  const onChoose = (event) => {
    const item = /** @type {Element} */ (event.target).closest?.("button, a");
    if (item && isOpen() && collapsed()) set(false, true);
  };
  /** @param {FocusEvent} event */
  const onLeave = (event) => {
    const to = /** @type {Node | null} */ (event.relatedTarget);
    if (isOpen() && to && !header.contains(to)) set(false);
  };
  /** @param {PointerEvent} event */
  const onOutside = (event) => {
    if (isOpen() && !header.contains(/** @type {Node} */ (event.target))) set(false);
  };
  const onImported = () => isOpen() && set(false, true);
  const file = panel.querySelector("input[type=file]");
  toggle.addEventListener("click", onToggle);
  header.addEventListener("keydown", onKey);
  panel.addEventListener("click", onChoose, true);
  header.addEventListener("focusout", onLeave);
  document.addEventListener("pointerdown", onOutside);
  file?.addEventListener("change", onImported);
  return () => {
    toggle.removeEventListener("click", onToggle);
    header.removeEventListener("keydown", onKey);
    panel.removeEventListener("click", onChoose, true);
    header.removeEventListener("focusout", onLeave);
    document.removeEventListener("pointerdown", onOutside);
    file?.removeEventListener("change", onImported);
  };
}

/**
 * On a phone, the move list lies far below the board: a button beside the status line takes
 * the player there in one tap (the list focused, so a screen reader reads it), and one at the
 * list takes him back to the board (the focus on the status line's first action).
 * @param {HTMLButtonElement} toMoves @param {HTMLButtonElement} toBoard
 */
export function bindJumps(toMoves, toBoard) {
  const smooth = () => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");
  toMoves.addEventListener("click", () => {
    const list = /** @type {HTMLElement} */ (document.getElementById("move-list"));
    list.closest("section")?.scrollIntoView({ block: "start", behavior: smooth() });
    list.focus({ preventScroll: true });
  });
  toBoard.addEventListener("click", () => {
    document.querySelector(".table")?.scrollIntoView({ block: "start", behavior: smooth() });
    const action = /** @type {HTMLElement | null} */ (
      document.querySelector("#buttons button:not([hidden]):not([disabled]), #typed button")
    );
    (action ?? toMoves).focus({ preventScroll: true });
  });
}
