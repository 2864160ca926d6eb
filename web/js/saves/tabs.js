// Two tabs on one saved game. Each save is one localStorage key with a revision number; the
// browser tells every other tab of the origin when a key changes (the `storage` event), so a
// tab showing that game follows the other's moves. A tab whose own action raced another tab's
// is refused by store.saveGame ("conflict") and told so: no action is silently lost or doubled.

import { GAME_PREFIX } from "./store.js";

/**
 * Call `onChange(id)` whenever another tab writes or removes a saved game (`id` null when the
 * whole storage was cleared). Returns the unbinder.
 * @param {(id: string | null) => void} onChange @returns {() => void}
 */
export function watchOtherTabs(onChange) {
  /** @param {StorageEvent} event */
  const listener = (event) => {
    if (event.key === null) return onChange(null);
    if (event.key.startsWith(GAME_PREFIX)) onChange(event.key.slice(GAME_PREFIX.length));
  };
  addEventListener("storage", listener);
  return () => removeEventListener("storage", listener);
}
