// The board's two settings on the game page: turned by the player (the Flip buttons, one beside
// the status line and one in the phone's menu, remembered in this browser like the win bar), and its shape (the phone's narrow board in a portrait
// window under 600 px, the wide one elsewhere), which follows the window as it turns.

const FLIP_KEY = "rabattues:flip";
export const NARROW = "(max-width: 600px) and (orientation: portrait)";

/** @typedef {import("./board.js").Board} Board */

/**
 * Set the board from the stored choice and the window, and follow the button and the window.
 * @param {Board} board @param {HTMLButtonElement[]} flips @returns {() => void} the unbinder
 */
export function bindBoardSettings(board, flips) {
  const query = matchMedia(NARROW);
  const apply = () => {
    for (const flip of flips) flip.setAttribute("aria-pressed", String(board.flipped));
    board.configure({ narrow: query.matches });
  };
  board.flipped = readFlipped();
  apply();
  const onFlip = () => {
    board.flipped = !board.flipped;
    writeFlipped(board.flipped);
    apply();
  };
  for (const flip of flips) flip.addEventListener("click", onFlip);
  query.addEventListener("change", apply);
  return () => {
    for (const flip of flips) flip.removeEventListener("click", onFlip);
    query.removeEventListener("change", apply);
  };
}

/** The stored choice (false where storage is refused). */
function readFlipped() {
  try {
    return localStorage.getItem(FLIP_KEY) === "flipped";
  } catch {
    return false;
  }
}

/** Remember the choice; where storage is refused it lasts as long as the page. @param {boolean} flipped */
function writeFlipped(flipped) {
  try {
    localStorage.setItem(FLIP_KEY, flipped ? "flipped" : "");
  } catch {
    // storage off
  }
}
