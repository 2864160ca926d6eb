// The board's two settings on the game page, kept in the page's state (changed through `render`,
// drawn by app/boards.js): turned by the player (the Flip buttons, one beside the status line and
// one in the phone's menu, remembered in this browser like the win bar), and its shape (the
// phone's narrow board in a portrait window under 600 px, the wide one elsewhere), which follows
// the window as it turns.

const FLIP_KEY = "rabattues:flip";
export const NARROW = "(max-width: 600px) and (orientation: portrait)";
/** A phone either way up (or a frame as small): backgammon's board draws its words larger there. */
export const PHONE = `${NARROW}, (orientation: landscape) and (max-height: 560px)`;

/** @typedef {{flipped: boolean, narrow: boolean}} BoardSettings */

/** The settings the page starts with: the stored choice and the window's shape. @returns {BoardSettings} */
export function boardSettings() {
  return { flipped: readFlipped(), narrow: matchMedia(NARROW).matches };
}

/**
 * Follow the Flip buttons (the choice remembered) and the window's shape, each change rendered.
 * @param {HTMLButtonElement[]} flips @param {() => BoardSettings} current
 * @param {(change: Partial<BoardSettings>) => void} render @returns {() => void} the unbinder
 */
export function bindBoardSettings(flips, current, render) {
  const query = matchMedia(NARROW);
  const onTurn = () => render({ narrow: query.matches });
  const onFlip = () => {
    const flipped = !current().flipped;
    writeFlipped(flipped);
    render({ flipped });
  };
  for (const flip of flips) flip.addEventListener("click", onFlip);
  query.addEventListener("change", onTurn);
  return () => {
    for (const flip of flips) flip.removeEventListener("click", onFlip);
    query.removeEventListener("change", onTurn);
  };
}

/** The Flip buttons pressed as the board is turned. @param {HTMLButtonElement[]} flips @param {BoardSettings} settings */
export function showFlip(flips, settings) {
  for (const flip of flips) flip.setAttribute("aria-pressed", String(settings.flipped));
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
