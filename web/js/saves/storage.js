// Guarded access to the browser's storage: every read and write may fail (private modes, storage
// disabled or full, another tab clearing it) and none of them throws here.

const PROBE = "rabattues:probe";

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
export function local() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** @param {string} key @returns {string | null} */
export function getText(key, storage = local()) {
  try {
    return storage ? storage.getItem(key) : null;
  } catch {
    return null;
  }
}

/** Why the last write failed: storage full, or refused (private modes, storage off). */
let failure = /** @type {"full" | "off"} */ ("off");

/** @param {string} key @param {string} text @returns {boolean} whether it was written */
export function setText(key, text, storage = local()) {
  try {
    if (!storage) {
      failure = "off";
      return false;
    }
    storage.setItem(key, text);
    return true;
  } catch (error) {
    failure = /** @type {Error} */ (error)?.name === "QuotaExceededError" ? "full" : "off";
    return false;
  }
}

/** Why the last write that failed failed. */
export function lastFailure() {
  return failure;
}

/** @param {string} key */
export function remove(key, storage = local()) {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to remove where storage is off */
  }
}

/** @param {string} key */
export function read(key, storage = local()) {
  const text = getText(key, storage);
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every key of localStorage with this prefix (none where storage is off). @param {string} prefix */
export function keys(prefix) {
  const storage = local();
  /** @type {string[]} */
  const found = [];
  try {
    if (!storage) return found;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) found.push(key);
    }
  } catch {
    /* storage went away */
  }
  return found;
}

/** The characters storage holds (keys and values), but for one key. @param {string} except */
export function used(except) {
  const storage = local();
  let total = 0;
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key !== except) total += key.length + (storage.getItem(key)?.length ?? 0);
    }
  } catch {
    /* storage went away */
  }
  return total;
}

/** Whether the browser lets the page save at all (false in private modes that refuse storage). */
export function available() {
  const storage = local();
  if (!storage) return false;
  try {
    storage.setItem(PROBE, "1");
    storage.removeItem(PROBE);
    return true;
  } catch (error) {
    // A full storage still lets the page save over its own games: only "refused" is "off".
    return /** @type {Error} */ (error)?.name === "QuotaExceededError" && storage.length > 0;
  }
}
