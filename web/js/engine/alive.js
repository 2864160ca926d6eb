// The name every lock starts with that a page asks its engine's worker to hold while it lives
// (worker.js `hold`, `watchDeath` below): the worker holds no other.

export const ALIVE_LOCK = "rabattues-engine-alive-";

/**
 * Call `dead` once the worker ends: it holds a lock of this page's naming (worker.js `hold`) and
 * the page waits for the same lock, which the browser grants only once the worker ended. Nothing
 * is watched without locks, or when the engine cannot hold one, or once `current` says the worker
 * was replaced. Returns what stops the watch.
 * @param {(name: string) => Promise<import("./types.js").Answer>} hold
 * @param {() => boolean} current
 * @param {() => void} dead
 * @returns {() => void}
 */
export function watchDeath(hold, current, dead) {
  const locks = /** @type {LockManager | undefined} */ (globalThis.navigator?.locks);
  if (!locks) return () => {};
  const name = `${ALIVE_LOCK}${Math.random().toString(36).slice(2)}`;
  const stop = new AbortController();
  const held = (/** @type {import("./types.js").Answer} */ answer) => {
    if (answer.ok && current()) locks.request(name, { signal: stop.signal }, dead).catch(() => {});
  };
  hold(name).then(held, () => {});
  return () => stop.abort();
}
