// Module worker: Pyodide and the rules engine behind small JSON messages (see PROTOCOL.md).
//
// Warning: `self.onmessage` is set before any `await`, or the page's first requests are lost
// while the module is still loading.

/** The engine functions the page may call: each takes and returns JSON text. */
const OPS = ["presets", "new_game", "open_record", "act", "computer_action", "replay", "position",
  "analysis", "position_analysis"];
/** Operations that use the solver's packed tables: fetched the first time one needs them. */
const TABLE_OPS = ["computer_action", "analysis", "position_analysis"];
/** @type {Map<string, Promise<void>>} packed tables fetched or being fetched, by preset name */
const tables = new Map();
/** @type {any} the Pyodide runtime, once booted */
let runtime;

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
    if (TABLE_OPS.includes(op)) {
      const loading = ensureTables(functions, args[0]);
      // The computer plays on without them (a race estimate); analysis says why it failed.
      if (op === "computer_action") await loading.catch(() => {});
      else await loading;
    }
    self.postMessage({ id, result: JSON.parse(functions[op](...args)) });
  } catch (error) {
    self.postMessage({ id, error: message(error) });
  }
}

/**
 * Fetch the packed tables a game's rules use, once, into Pyodide's file system, and load them.
 * @param {Record<string, (...args: string[]) => string>} functions @param {string} recordText
 */
async function ensureTables(functions, recordText) {
  const need = JSON.parse(functions.tables_for(recordText));
  if (!need.ok || !need.table || need.loaded) return;
  const name = String(need.table);
  if (!tables.has(name)) {
    const loading = fetchTables(functions, name);
    loading.catch(() => tables.delete(name)); // a later request tries again
    tables.set(name, loading);
  }
  await tables.get(name);
}

/** @param {Record<string, (...args: string[]) => string>} functions @param {string} name */
async function fetchTables(functions, name) {
  const t0 = performance.now();
  const response = await fetch(new URL(`./tables/${name}.bin`, self.location.href));
  if (!response.ok) throw new Error(`tables/${name}.bin: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const path = `/tables/${name}.bin`;
  runtime.FS.mkdirTree("/tables");
  runtime.FS.writeFile(path, bytes);
  const answer = JSON.parse(functions.load_tables(JSON.stringify({ name, path })));
  if (!answer.ok) throw new Error(answer.error);
  self.postMessage({ type: "tables", name, bytes: bytes.length, ms: Math.round(performance.now() - t0) });
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
    runtime = pyodide;
    await stage("micropip", () => pyodide.loadPackage("micropip"));
    const functions = await stage("engine", async () => {
      const wheel = new URL((await build).wheel, self.location.href).href;
      // A failed loadPackage only logs: pyimport is where a missing micropip shows.
      await pyodide.pyimport("micropip").install(wheel);
      const api = pyodide.pyimport("rabattues.api");
      return Object.fromEntries([...OPS, "tables_for", "load_tables"].map((op) => [op, api[op]]));
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
