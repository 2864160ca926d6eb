// The engine's worker, started by the first module a page runs: engine/early.js (the game page)
// or engine/early-shared.js (embedded boards), each loaded by its page alone and async, importing
// nothing but this file, so the runtime starts booting while the page's own modules still arrive.
// What the worker says before the page's engine client (client.js) takes it over is kept for it.

const WORKER_URL = new URL("./worker.js", import.meta.url);

/**
 * @typedef {{postMessage: (message: any) => void, onmessage: ((event: MessageEvent) => void) | null}} Port
 * @typedef {{data?: any, error?: string}} Heard a message, or an error starting the worker
 * @typedef {{port: Port, stop: () => void, heard: Heard[], onError: (error: string) => void, spoke: Promise<void>}} Spawned
 */

/**
 * Start a worker: a SharedWorker's port when `shared` and the browser has one (frames of a page
 * that give the same `name` share it), else a dedicated module Worker.
 * @param {boolean} shared @param {string} name @returns {Spawned}
 */
export function spawn(shared, name) {
  /** @type {() => void} the first message heard, or the failure to start */
  let spoke = () => {};
  /** @type {Spawned} */
  const spawned = { port: /** @type {any} */ (null), stop: () => {}, heard: [], spoke: new Promise((resolve) => { spoke = resolve; }),
    onError: (error) => { spawned.heard.push({ error }); spoke(); } };
  const onerror = (/** @type {Event} */ event) => {
    event.preventDefault();
    spawned.onError(/** @type {ErrorEvent} */ (event).message || "the engine's worker could not start");
  };
  if (shared && typeof SharedWorker === "function") {
    const worker = new SharedWorker(WORKER_URL, { type: "module", name });
    worker.onerror = onerror;
    spawned.stop = () => worker.port.close();
    spawned.port = worker.port;
  } else {
    const worker = new Worker(WORKER_URL, { type: "module" });
    worker.onerror = onerror;
    spawned.stop = () => worker.terminate();
    spawned.port = worker;
  }
  // Kept until the client sets its own handler: a Worker's messages heard by nobody are lost.
  spawned.port.onmessage = (event) => {
    spawned.heard.push({ data: event.data });
    spoke();
  };
  return spawned;
}
