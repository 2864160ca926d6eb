// The engine's worker: Pyodide and the rules engine behind small JSON messages (docs/PROTOCOL.md).
// It runs as a SharedWorker, where every page of the site talks to the same engine through its
// own port (engine/spawn.js), or as a dedicated module Worker where the browser has no SharedWorker.
//
// Warning: the message handlers are set before any `await`, or the page's first requests are lost.

import { ALIVE_LOCK } from "./alive.js";
import { bootEngine } from "./boot.js";
import "./progress.js"; // boot.js's own imports, named here so that all are fetched at once
import "./snapshot.js";

/** The engine functions a page may call: each takes and returns JSON text. */
const OPS = [
  "presets",
  "constants",
  "limits",
  "new_game",
  "open_record",
  "open_file",
  "export_file",
  "act",
  "steps",
  "hint",
  "view_at",
  "computer_action",
  "replay",
  "position",
  "analysis",
  "position_analysis",
];
/** Operations that use the solver's packed tables (backgammon: the bear-off database): fetched the first time one needs them. */
const TABLE_OPS = ["computer_action", "analysis", "position_analysis", "hint"];
/** Operations whose api function has a sliced form (`<op>_sliced`, a generator this worker steps
 * through): between its slices the worker answers other pages, their pings first. */
const SLICED = ["analysis"];
/** How often a page is told again that the engine is busy, while it works without a word for it. */
const BUSY_EVERY_MS = 5_000;
/** A page silent this long, with nothing asked, is taken for gone (closed, reloaded). */
const GONE_MS = 120_000;
/** @typedef {{postMessage: (message: any) => void}} Port */
/** @typedef {{seen: number, asked: number, busyAt: number}} Page */

/** @type {Set<Port>} the pages (or frames) connected while the engine boots: told its progress */
const ports = new Set();
/**
 * Every page (or frame) connected: when it last spoke, its requests in flight, and when it was
 * last told the engine is busy (0: told something else since). Each is told `busy` before the
 * engine runs a call, so that a page waiting for its ping's answer behind another page's long call
 * takes the engine for busy, not dead (docs/PROTOCOL.md).
 * @type {Map<Port, Page>}
 */
const pages = new Map();
/** @type {any} the last boot message (progress, ready or failed), for ports that connect later */
let bootStatus = null;
/** @type {Map<string, Promise<void>>} packed tables fetched or being fetched, by preset name */
const tables = new Map();
/** @type {any} the Pyodide runtime, once booted */
let runtime;
/** The boot's work that can wait (boot.js's `settle`): done after the first answer, not before it. */
let settleSoon = () => {};

if ("onconnect" in self) {
  /** @type {any} */ (self).onconnect = (/** @type {MessageEvent} */ event) => listen(event.ports[0]);
} else {
  listen(/** @type {any} */ (self));
}

/** The boot's work that can wait, done (or given up): what the evaluator reads comes with it. */
let settled = Promise.resolve();

const engine = bootEngine(tell).then(
  ({ pyodide, api, ready, settle }) => {
    runtime = pyodide;
    /** @type {Record<string, (...args: string[]) => any>} */
    const functions = Object.fromEntries(
      [...OPS, ...SLICED.map((op) => `${op}_sliced`), "tables_for", "load_tables"].map((op) => [op, api[op]]),
    );
    tell(ready);
    /** @type {Promise<void> | null} */
    let settling = null;
    settleSoon = () => {
      settling ??= new Promise((resolve) => setTimeout(resolve))
        .then(() => settle())
        .catch((error) => console.warn("the engine's files:", message(error)));
      settled = settling;
    };
    setTimeout(settleSoon, 2000); // no request came
    return functions;
  },
  (error) => {
    tell({ type: "failed", error: message(error) });
    throw error;
  },
);
engine.catch(() => {}); // reported above; every request gets the error too

/** @param {any} port */
function listen(port) {
  pages.set(port, { seen: performance.now(), asked: 0, busyAt: 0 });
  port.onmessage = (/** @type {MessageEvent} */ event) => void answer(port, event.data);
  if (bootStatus?.type === "ready") return send(port, { ...bootStatus, boot: "running", booted: bootStatus.boot });
  ports.add(port);
  if (bootStatus) send(port, bootStatus);
}

/** Post a message to a page, noting whether it says the engine is busy. @param {Port} port @param {any} message */
function send(port, message) {
  const page = pages.get(port);
  if (page) page.busyAt = message?.type === "busy" ? performance.now() : 0;
  port.postMessage(message);
}

/** Tell every page the engine is at work (once, and again every BUSY_EVERY_MS while it says nothing else); forget pages gone. */
function tellBusy() {
  const now = performance.now();
  for (const [port, page] of pages) {
    if (!page.asked && now - page.seen > GONE_MS) pages.delete(port);
    else if (!page.busyAt || now - page.busyAt > BUSY_EVERY_MS) send(port, { type: "busy" });
  }
}

/**
 * Run a sliced engine function to its end: its generator stepped through, the event loop given
 * back between slices (requests and pings of every page answered meanwhile), the pages told the
 * engine is busy. Its value is the same JSON text as the plain function's.
 * @param {(...args: string[]) => any} start @param {string[]} args @returns {Promise<string>}
 */
async function sliced(start, args) {
  const job = start(...args);
  try {
    for (;;) {
      const step = job.next();
      if (step.done) return step.value;
      await new Promise((resolve) => setTimeout(resolve));
      tellBusy();
    }
  } finally {
    job.destroy?.();
  }
}

/** Tell every page a boot message (progress, ready, failed), and remember it for late ones. @param {any} status */
function tell(status) {
  if (bootStatus && bootStatus.type !== "progress") return; // ready or failed: said once
  bootStatus = status;
  for (const port of ports) send(port, status);
  if (status.type === "progress") return;
  ports.clear(); // booted: nothing more is said to every page, and a page gone is not kept
  // A shared engine that failed to boot ends, so that the next page starts a new one.
  if (status.type === "failed" && "onconnect" in self) setTimeout(() => self.close(), 1000);
}

/**
 * Answer one request `{id, op, args}` with `{id, result}` (the parsed JSON answer) or `{id, error}`.
 * Anything else (no numeric id) is ignored: it is no request, and no reason to fail the boot.
 * @param {Port} port @param {any} request
 */
async function answer(port, request) {
  const page = pages.get(port);
  if (page) page.seen = performance.now();
  if (!request || typeof request !== "object" || typeof request.id !== "number") return;
  const { id, op, args = [] } = request;
  if (op === "ping") return send(port, { id, result: { ok: true } }); // alive, even while booting or between slices
  if (op === "hold") return hold(port, id, args[0]);
  if (page) page.asked++;
  try {
    if (!OPS.includes(op)) throw new Error(`unknown operation ${String(op).slice(0, 40)}`);
    if (!Array.isArray(args) || args.some((a) => typeof a !== "string")) throw new Error("arguments must be text");
    const functions = await engine;
    if (TABLE_OPS.includes(op)) {
      settleSoon(); // the evaluator reads the engine's files, written back by `settle` after a snapshot boot
      await settled;
      const loading = ensureTables(functions, args[0], port);
      // The computer plays on without them (a race estimate); analysis says why it failed.
      if (op === "computer_action") await loading.catch(() => {});
      else await loading;
    }
    tellBusy();
    const text = SLICED.includes(op) ? await sliced(functions[`${op}_sliced`], args) : functions[op](...args);
    send(port, { id, result: JSON.parse(text) });
  } catch (error) {
    send(port, { id, error: message(error) });
  } finally {
    if (page) page.asked--;
    settleSoon();
  }
}

/**
 * Hold a Web Lock of the page's naming as long as this worker lives, and say so once it is held:
 * the browser frees it when the worker ends, and the page, waiting for it, knows at once that its
 * engine died (a crash, or the browser ending it) instead of after a silence. No lock (a context
 * without them): `ok: false`, and the page watches the silence alone.
 * @param {Port} port @param {number} id @param {unknown} name
 */
function hold(port, id, name) {
  const locks = /** @type {any} */ (navigator).locks;
  if (typeof name !== "string" || !name.startsWith(ALIVE_LOCK) || !locks) return send(port, { id, result: { ok: false } });
  try {
    locks
      .request(name, () => {
        send(port, { id, result: { ok: true } });
        return new Promise(() => {}); // never released while the worker lives
      })
      .catch(() => send(port, { id, result: { ok: false } }));
  } catch {
    send(port, { id, result: { ok: false } }); // refused outright (an opaque origin)
  }
}

/**
 * Fetch the packed tables a game's rules use, once, into Pyodide's file system, and load them.
 * @param {Record<string, (...args: string[]) => string>} functions @param {string} recordText @param {Port} port
 */
async function ensureTables(functions, recordText, port) {
  const need = JSON.parse(functions.tables_for(recordText));
  if (!need.ok || !need.table || need.loaded) return;
  const name = String(need.table);
  if (!tables.has(name)) {
    const loading = fetchTables(functions, name, port);
    loading.catch(() => tables.delete(name)); // a later request tries again
    tables.set(name, loading);
  }
  await tables.get(name);
}

/** @param {Record<string, (...args: string[]) => string>} functions @param {string} name @param {Port} port */
async function fetchTables(functions, name, port) {
  const t0 = performance.now();
  const response = await fetch(new URL(`../../tables/${name}.bin`, import.meta.url));
  if (!response.ok) throw new Error(`tables/${name}.bin: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const path = `/tables/${name}.bin`;
  runtime.FS.mkdirTree("/tables");
  runtime.FS.writeFile(path, bytes);
  const loaded = JSON.parse(functions.load_tables(JSON.stringify({ name, path })));
  if (!loaded.ok) throw new Error(loaded.error);
  send(port, { type: "tables", name, bytes: bytes.length, ms: Math.round(performance.now() - t0) });
}

/** The last line of an error, clipped. @param {unknown} error */
function message(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").filter(Boolean).slice(-1)[0]?.slice(0, 300) || "unknown error";
}
