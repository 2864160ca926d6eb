// The engine's worker, started by the first module a page runs: engine/early.js, loaded by each
// page alone and async, importing nothing but this file, so the runtime starts booting while the
// page's own modules still arrive. What the worker says before the page's engine client
// (client.js) takes it over is kept for it.
//
// Every page of the site (the game, each embedded board) shares one engine: a SharedWorker of
// this build's name, asked to outlive its pages for a while (`extendedLifetime`, Chromium 148+),
// so that a reload, or the next page of the site, finds the engine booted and answers at once.
// Where the option is unknown the engine lives as long as a page uses it; where SharedWorker is
// missing or refused (a frame of another site, its storage blocked) each page has a dedicated
// Worker of its own.

/** The worker's script, from the page's address (every page is at the site's root): not from
 * this module's own, which the site's bundle moves (tools/bundle_js.mjs). */
const WORKER_PATH = "js/engine/worker.js";
/** This build's engine: the build (tools/build_site.py) writes its hash in here, so a page of a
 * new build never talks to an engine an older page left running. */
export const ENGINE_NAME = "rabattues-engine-__BUILD_HASH__";

/**
 * @typedef {{postMessage: (message: any) => void, onmessage: ((event: MessageEvent) => void) | null}} Port
 * @typedef {{data?: any, error?: string}} Heard a message, or an error starting the worker
 * @typedef {{port: Port, stop: () => void, heard: Heard[], onError: (error: string) => void, spoke: Promise<void>}} Spawned
 */

/** Where a page keeps the worker it started first: engine/early.js and the page's engine client
 * (engine.js) may come from different files of the site's bundle (tools/bundle_js.mjs gives the
 * embed its own), each with its own copy of this module, and must still take the same worker. */
const FIRST = Symbol.for("rabattues.engine.first");

/**
 * The page's engine worker: started by whichever of its scripts asks first (engine/early.js,
 * loaded alone and first), the same one for every later caller.
 * @returns {Spawned}
 */
export function firstWorker() {
  const page = /** @type {{[FIRST]?: Spawned}} */ (/** @type {unknown} */ (globalThis));
  if (!page[FIRST]) {
    page[FIRST] = spawn(true, ENGINE_NAME);
    performance.mark("engine-started");
  }
  return page[FIRST];
}

/**
 * Start a worker: a SharedWorker's port when `shared` and the browser lets the page have one
 * (frames of a page that give the same `name` share it), else a dedicated module Worker. A frame
 * of another site may have its storage blocked, and with it shared workers (Chromium fires `error`
 * on the SharedWorker): then a dedicated worker of its own takes over, sent again what was sent
 * meanwhile. So an engine a frame at worst, never none.
 * @param {boolean} shared @param {string} name @returns {Spawned}
 */
export function spawn(shared, name) {
  /** @type {() => void} the first message heard, or the failure to start */
  let spoke = () => {};
  /** @type {Spawned} */
  const spawned = {
    port: /** @type {any} */ (null),
    stop: () => {},
    heard: [],
    spoke: new Promise((resolve) => {
      spoke = resolve;
    }),
    onError: (error) => {
      spawned.heard.push({ error });
      spoke();
    },
  };
  const url = new URL(WORKER_PATH, document.baseURI);
  /** @type {{postMessage: (message: any) => void}} the worker's end in use */
  let target;
  /** Stops the worker in use (the client keeps `spawned.stop`, which outlives a change of worker). */
  let stopIt = () => {};
  spawned.stop = () => stopIt();
  let started = false;
  /** @type {any[]} what was sent before the worker first spoke: sent again if another must take over */
  const unheard = [];
  /** The port the client holds: it sends to the worker in use, which may change once, before it speaks. @type {Port} */
  const relay = {
    onmessage: null,
    postMessage(message) {
      if (!started) unheard.push(message);
      target.postMessage(message);
    },
  };
  const hear = (/** @type {MessageEvent} */ event) => {
    started = true;
    unheard.length = 0;
    relay.onmessage?.(event);
  };
  const failed = (/** @type {Event} */ event) => {
    event.preventDefault();
    spawned.onError(/** @type {ErrorEvent} */ (event).message || "the engine's worker could not start");
  };
  const dedicated = () => {
    const worker = new Worker(url, { type: "module" });
    worker.onerror = failed;
    worker.onmessage = hear;
    stopIt = () => worker.terminate();
    target = worker;
  };
  /** @type {SharedWorker | undefined} */
  let sharedWorker;
  try {
    if (shared && typeof SharedWorker === "function") {
      sharedWorker = new SharedWorker(url, /** @type {WorkerOptions} */ ({ type: "module", name, extendedLifetime: true }));
    }
  } catch {
    /* refused outright (a sandboxed or storage-less context): a dedicated worker */
  }
  if (sharedWorker) {
    const worker = sharedWorker;
    worker.onerror = (event) => {
      if (started) return failed(event);
      event.preventDefault(); // refused before it spoke: a dedicated worker, told what was asked meanwhile
      worker.port.close();
      dedicated();
      for (const message of unheard) target.postMessage(message);
    };
    worker.port.onmessage = hear;
    stopIt = () => worker.port.close();
    target = worker.port;
  } else {
    dedicated();
  }
  // Kept until the client sets its own handler: a Worker's messages heard by nobody are lost.
  relay.onmessage = (event) => {
    spawned.heard.push({ data: event.data });
    spoke();
  };
  spawned.port = relay;
  return spawned;
}
