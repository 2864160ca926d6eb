// Module worker: Pyodide and the rules engine behind small JSON messages (see PROTOCOL.md).
//
// Warning: `self.onmessage` is set before any `await`, or the page's first requests are lost
// while the module is still loading.

/** The engine functions the page may call: each takes and returns JSON text. */
const OPS = ["presets", "new_game", "open_record", "act", "computer_action", "replay", "position"];

/** @type {Promise<Record<string, (...args: string[]) => string>>} */
const engine = boot();
engine.catch(() => {}); // reported by boot() itself; requests get the error too

self.onmessage = (/** @type {MessageEvent} */ { data }) => {
  void answer(data);
};
// Pyodide does not always reject when a file of the runtime cannot be fetched: an error
// that escapes it still means the boot failed.
self.addEventListener("unhandledrejection", (event) => failed(event.reason));
self.addEventListener("error", (event) => failed(event.error ?? event.message));

/**
 * Answer one request `{id, op, args}` with `{id, result}` (the parsed JSON answer) or `{id, error}`.
 * @param {{id: number, op: string, args?: string[]}} request
 */
async function answer({ id, op, args = [] }) {
  try {
    if (!OPS.includes(op)) throw new Error(`unknown operation ${String(op).slice(0, 40)}`);
    if (!Array.isArray(args) || args.some((a) => typeof a !== "string")) throw new Error("arguments must be text");
    const functions = await engine;
    self.postMessage({ id, result: JSON.parse(functions[op](...args)) });
  } catch (error) {
    self.postMessage({ id, error: message(error) });
  }
}

/** Load the runtime, micropip and the engine wheel, reporting each stage to the page. */
async function boot() {
  const started = performance.now();
  /** @type {Record<string, number>} */
  const ms = {};
  /** @param {string} stage @param {() => Promise<any>} work */
  const stage = async (stage, work) => {
    progress(stage, false);
    const t0 = performance.now();
    const value = await work();
    ms[stage] = Math.round(performance.now() - t0);
    progress(stage, true, ms[stage]);
    return value;
  };
  try {
    const build = fetch(new URL("./build.json", self.location.href)).then((r) => {
      if (!r.ok) throw new Error(`build.json: HTTP ${r.status}`);
      return r.json();
    });
    const pyodide = await stage("runtime", async () => {
      const { loadPyodide } = await import("./pyodide/pyodide.mjs");
      return loadPyodide({ indexURL: new URL("./pyodide/", self.location.href).href });
    });
    await stage("micropip", () => pyodide.loadPackage("micropip"));
    const functions = await stage("engine", async () => {
      const wheel = new URL((await build).wheel, self.location.href).href;
      // A failed loadPackage only logs: pyimport is where a missing micropip shows.
      await pyodide.pyimport("micropip").install(wheel);
      const api = pyodide.pyimport("rabattues.api");
      return Object.fromEntries(OPS.map((op) => [op, api[op]]));
    });
    const version = pyodide.pyimport("rabattues").__version__;
    booted = true;
    self.postMessage({ type: "ready", version, ms: { ...ms, total: Math.round(performance.now() - started) } });
    return functions;
  } catch (error) {
    failed(error);
    throw error;
  }
}

let booted = false;
/** Report a failed boot once (never after the engine is ready). @param {unknown} error */
function failed(error) {
  if (booted) return;
  booted = true;
  self.postMessage({ type: "failed", error: message(error) });
}

/** @param {string} stage @param {boolean} done @param {number} [ms] */
function progress(stage, done, ms) {
  self.postMessage({ type: "progress", stage, done, ms });
}

/** @param {unknown} error */
function message(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").filter(Boolean).slice(-1)[0]?.slice(0, 300) || "unknown error";
}
