// Starting the engine in its worker. From the build's memory snapshot when this build's service
// worker cache holds it (every visit after the first, online or offline): about a sixth of the
// time. Else the ordinary way: the runtime, then the engine put on the path and imported (its
// bytecode, compiled for this runtime at the build: tools/compile_engine.mjs). A
// snapshot that is missing, truncated, of another build or that fails to load means an
// ordinary boot: a slower start, nothing else. Progress is reported as bytes and stages.

import { WHEEL_PATH, bootBare, bootFromSnapshot, installWheel, readSnapshot } from "./snapshot.js";

const SITE = new URL("../../", import.meta.url);
const RUNTIME_DIR = new URL("pyodide/", SITE).href;
/** The service worker's cache of a build (js/../sw.js names it so). */
const CACHE_PREFIX = "rabattues-";
/** This worker's name, told in its ready message: frames that share an engine hear the same one. */
const ENGINE_ID = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * @typedef {(message: any) => void} Tell
 * @typedef {{version: string, wheel: string, engine: string, hash: string, sizes?: Record<string, number>,
 *            snapshot?: {file: string, id: string, size: number}, stdlib?: string, lock?: Record<string, string>}} Build
 */

/**
 * The page's runtime of this build: its own standard library, part bytecode, and no package list
 * (tools/compile_stdlib.mjs); a build without one boots the runtime's own.
 * @param {Build} build @returns {import("./snapshot.js").PageRuntime | undefined}
 */
function pageRuntime(build) {
  return build.stdlib && build.lock ? { stdlib: new URL(build.stdlib, SITE).href, lock: build.lock } : undefined;
}

/**
 * Boot the engine, telling progress; answers the runtime, the api module, the ready message and
 * `settle`, work that can wait until the page is ready (writing the engine back after a snapshot
 * boot: every module is already imported, it is there for package data and late imports).
 * @param {Tell} tell @returns {Promise<{pyodide: any, api: any, ready: any, settle: () => Promise<void>}>}
 */
export async function bootEngine(tell) {
  const started = performance.now();
  const progress = new Progress(tell);
  // Both ways need the runtime's loader: asked for at once, beside the build's list.
  const runtime = import(RUNTIME_DIR + "pyodide.mjs");
  runtime.catch(() => {}); // awaited below
  const build = /** @type {Build} */ (await (await progress.fetch(new URL("build.json", SITE))).json());
  const cached = await cachedSnapshot(build);
  let snapshotError = cached.error, pyodide = null, settle = async () => {};
  if (cached.response) {
    try {
      pyodide = await guarded(async () => fromSnapshot(build, /** @type {Response} */ (cached.response), (await runtime).loadPyodide, progress));
      const booted = pyodide;
      settle = async () => install(booted, await (await fetch(new URL(build.engine, SITE))).arrayBuffer(), false);
    } catch (error) {
      snapshotError = describe(error);
    }
  }
  const boot = pyodide ? "snapshot" : "ordinary";
  pyodide ??= await guarded(async () => ordinary(build, (await runtime).loadPyodide, progress));
  const version = String(pyodide.runPython("import rabattues; rabattues.__version__"));
  if (version !== build.version) throw new Error(`engine ${version} is not this build's ${build.version}`);
  progress.end();
  const ready = { type: "ready", version, boot, snapshotError, engine: ENGINE_ID,
    ms: { ...progress.ms, total: Math.round(performance.now() - started) } };
  return { pyodide, api: pyodide.pyimport("rabattues.api"), ready, settle };
}

/** @typedef {(options: object) => Promise<any>} LoadPyodide */

/**
 * The ordinary boot: the runtime, then the engine imported from its compiled zip.
 * @param {Build} build @param {LoadPyodide} loadPyodide @param {Progress} progress
 */
async function ordinary(build, loadPyodide, progress) {
  const files = ["pyodide/pyodide.asm.wasm", build.engine,
    ...(build.stdlib && build.lock ? [build.stdlib] : ["pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json"])];
  progress.expect("ordinary", files.reduce((sum, file) => sum + (build.sizes?.[file] ?? 0), 0));
  const wheel = progress.fetch(new URL(build.engine, SITE)).then((r) => r.arrayBuffer());
  wheel.catch(() => {}); // awaited below
  const pyodide = await progress.stage("runtime", () => progress.counting(() => bootBare(loadPyodide, RUNTIME_DIR, { page: pageRuntime(build) })));
  await progress.stage("engine", async () => install(pyodide, await wheel, false));
  return pyodide;
}

/**
 * Boot from the snapshot (a cached response): the engine is imported already. The memory is read
 * while the runtime's own files load (loadPyodide takes it as a promise, and fetches its files
 * and its script before it waits for the memory).
 * @param {Build} build @param {Response} response @param {LoadPyodide} loadPyodide @param {Progress} progress
 */
async function fromSnapshot(build, response, loadPyodide, progress) {
  const snapshot = /** @type {NonNullable<Build["snapshot"]>} */ (build.snapshot);
  progress.expect("snapshot", snapshot.size);
  const memory = progress.stage("snapshot", async () => readSnapshot(await progress.gunzip(response, snapshot.size),
    snapshot.id, snapshot.size));
  memory.then(() => progress.show("runtime"), () => {}); // a failure is loadPyodide's to report
  return progress.stage("runtime", () => bootFromSnapshot(loadPyodide, RUNTIME_DIR, memory, pageRuntime(build)),
    { shown: false });
}

/**
 * This build's snapshot in its service worker cache, or why not.
 * @param {Build} build @returns {Promise<{response?: Response, error?: string}>}
 */
async function cachedSnapshot(build) {
  if (!build.snapshot) return { error: "this build has no snapshot" };
  try {
    const name = CACHE_PREFIX + build.hash;
    if (!self.caches || !(await caches.has(name))) return { error: "not cached yet" };
    const response = await (await caches.open(name)).match(new URL(build.snapshot.file, SITE).href);
    return response?.ok && response.body ? { response } : { error: "not cached yet" };
  } catch (error) { // storage denied (a sandboxed or third-party frame): boot the ordinary way
    return { error: describe(error) };
  }
}

/** Write the wheel into Pyodide's file system and import the engine from it. @param {any} pyodide @param {ArrayBuffer} bytes @param {boolean} everything */
function install(pyodide, bytes, everything) {
  pyodide.FS.mkdirTree(WHEEL_PATH.slice(0, WHEEL_PATH.lastIndexOf("/")));
  pyodide.FS.writeFile(WHEEL_PATH, new Uint8Array(bytes));
  pyodide.runPython(installWheel(everything));
}

/**
 * Run a boot attempt, failing it when a file it fetches cannot be had, or on an error that
 * escapes Pyodide: it does not always reject when a runtime file is missing (it logs, and
 * waits forever), so a failed fetch, an uncaught error or a rejection means the attempt failed.
 * @template T @param {() => Promise<T>} work @returns {Promise<T>}
 */
async function guarded(work) {
  /** @type {(error: unknown) => void} */
  let fail = () => {};
  const escaped = new Promise((_, reject) => { fail = reject; });
  const onRejection = (/** @type {PromiseRejectionEvent} */ event) => fail(event.reason);
  const onError = (/** @type {ErrorEvent} */ event) => fail(event.error ?? event.message);
  const plain = self.fetch;
  self.fetch = async (input, init) => {
    try {
      const response = await plain(input, init);
      if (!response.ok) fail(new Error(`${new URL(response.url || String(input), SITE).pathname}: HTTP ${response.status}`));
      return response;
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  self.addEventListener("unhandledrejection", onRejection);
  self.addEventListener("error", onError);
  try {
    return /** @type {T} */ (await Promise.race([work(), escaped]));
  } finally {
    self.fetch = plain;
    self.removeEventListener("unhandledrejection", onRejection);
    self.removeEventListener("error", onError);
  }
}

/** @param {unknown} error */
function describe(error) {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 200);
}

/** Bytes received against bytes expected, and the stage under way: told to the page, at most every 100 ms. */
class Progress {
  /** @param {Tell} tell */
  constructor(tell) {
    this.tell = tell;
    this.bytes = 0;
    this.total = 0;
    this.current = "runtime";
    /** @type {"snapshot" | "ordinary"} the way being tried */
    this.via = "ordinary";
    this.toldAt = 0;
    /** @type {Record<string, number>} milliseconds of each stage */
    this.ms = {};
  }

  /** @param {"snapshot" | "ordinary"} via @param {number} total */
  expect(via, total) {
    this.via = via;
    this.bytes = 0;
    this.total = total;
  }

  /**
   * Time a stage; `shown` (the default) makes it the stage told to the page until the next.
   * @template T @param {string} name @param {() => Promise<T>} work @param {{shown?: boolean}} [options] @returns {Promise<T>}
   */
  async stage(name, work, { shown = true } = {}) {
    if (shown) this.show(name);
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.ms[name] = (this.ms[name] ?? 0) + Math.round(performance.now() - t0);
    }
  }

  /** Tell the page that `name` is the stage under way. @param {string} name */
  show(name) {
    this.current = name;
    this.say(true);
  }

  /** @param {boolean} [now] */
  say(now = false) {
    const t = performance.now();
    if (!now && t - this.toldAt < 100) return;
    this.toldAt = t;
    this.tell({ type: "progress", via: this.via, stage: this.current, bytes: this.bytes, total: this.total });
  }

  end() {
    this.bytes = this.total;
    this.say(true);
  }

  /** fetch, counting the body's bytes as they arrive. @param {URL | string} url */
  async fetch(url) {
    return this.count(await fetch(url));
  }

  /** @param {Response} response */
  count(response) {
    if (!response.ok) throw new Error(`${new URL(response.url || "", SITE).pathname}: HTTP ${response.status}`);
    if (!response.body) return response;
    const counter = new TransformStream({
      transform: (chunk, controller) => {
        this.bytes += chunk.byteLength;
        // Every byte in: what remains is Python starting (no measure of it but the stage).
        if (this.current === "runtime" && this.total > 0 && this.bytes >= this.total) this.current = "start";
        this.say(this.current === "start");
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), { status: response.status, headers: response.headers });
  }

  /**
   * Run `work` with the worker's `fetch` counting bytes (Pyodide fetches its runtime files with it).
   * @template T @param {() => Promise<T>} work @returns {Promise<T>}
   */
  async counting(work) {
    const plain = self.fetch;
    self.fetch = async (input, init) => this.count(await plain(input, init));
    try {
      return await work();
    } finally {
      self.fetch = plain;
    }
  }

  /**
   * A gzipped response's bytes, which must come to exactly `size`.
   * @param {Response} response @param {number} size @returns {Promise<Uint8Array>}
   */
  async gunzip(response, size) {
    const out = new Uint8Array(size);
    const gunzip = /** @type {ReadableWritablePair<Uint8Array, Uint8Array>} */ (/** @type {unknown} */ (new DecompressionStream("gzip")));
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).pipeThrough(gunzip).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (this.bytes + value.length > size) throw new Error("a snapshot larger than its build says");
      out.set(value, this.bytes);
      this.bytes += value.length;
      this.say();
    }
    return this.bytes === size ? out : out.subarray(0, this.bytes);
  }
}
