// Starting the engine in its worker. From the build's memory snapshot when this build's service
// worker cache holds it (every visit after the first, online or offline): about a sixth of the
// time. Else the ordinary way: the runtime, then the engine put on the path and imported (its
// bytecode, compiled for this runtime at the build: tools/compile_engine.mjs). A
// snapshot that is missing, truncated, of another build, damaged (its checksum) or that fails to
// load means an ordinary boot: a slower start, nothing else; a copy gone or damaged in the cache is
// fetched again once the page is ready. Progress is reported as bytes and stages.

import { Progress } from "./progress.js";
import { WHEEL_PATH, bootBare, bootFromSnapshot, installWheel, readSnapshot } from "./snapshot.js";

const SITE = new URL("../../", import.meta.url);
const RUNTIME_DIR = new URL("pyodide/", SITE).href;
/** The service worker's cache of a build (js/../sw.js names it so). */
const CACHE_PREFIX = "rabattues-";
/**
 * This build's build.json (but its list of files), written in here by the build
 * (tools/build_site.py): the snapshot is looked for at once, without asking for build.json first.
 * Unwritten (the source as it is), build.json is fetched.
 * @type {Build | string}
 */
const STAMPED = "__BUILD_MANIFEST__";
/** This worker's name, told in its ready message: frames that share an engine hear the same one. */
const ENGINE_ID = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * @typedef {(message: any) => void} Tell
 * @typedef {{version: string, wheel: string, engine: string, hash: string, sizes?: Record<string, number>,
 *            snapshot?: {file: string, id: string, size: number, unpacked?: string}, stdlib?: string,
 *            lock?: Record<string, string>}} Build
 * @typedef {{response: Response, unpacked: boolean}} CachedSnapshot
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
  // Both ways need the runtime's loader and its script (pyodide.asm.js, compiled meanwhile):
  // asked for at once, beside the build's list. loadPyodide does not load its script again when
  // it is there already (it defines globalThis._createPyodideModule); if it failed, loadPyodide
  // asks for it itself, and says why it cannot be had.
  const script = import(`${RUNTIME_DIR}pyodide.asm.js`).catch(() => {});
  const runtime = import(`${RUNTIME_DIR}pyodide.mjs`).then(async (module) => {
    await script;
    return module;
  });
  runtime.catch(() => {}); // awaited below
  const build =
    typeof STAMPED === "object" ? STAMPED : /** @type {Build} */ (await (await progress.fetch(new URL("build.json", SITE))).json());
  const cached = await cachedSnapshot(build);
  let snapshotError = cached.error,
    pyodide = null,
    settle = async () => {};
  if (cached.found) {
    const read = { failed: false }; // the copy in the cache could not be read as this build's snapshot
    try {
      const found = /** @type {CachedSnapshot} */ (cached.found);
      pyodide = await guarded(async () => fromSnapshot(build, found, (await runtime).loadPyodide, progress, read));
      const booted = pyodide;
      settle = async () => install(booted, await (await fetch(new URL(build.engine, SITE))).arrayBuffer(), false);
    } catch (error) {
      snapshotError = describe(error);
      // A copy damaged in the cache (its checksum, its length, its header) is fetched again once
      // the page is ready, so that the next visit boots from it; one Pyodide refuses is the build's.
      if (read.failed) settle = async () => repairLater(build);
    }
  } else if (cached.lost) {
    settle = async () => repairLater(build);
  }
  const boot = pyodide ? "snapshot" : "ordinary";
  pyodide ??= await guarded(async () => ordinary(build, (await runtime).loadPyodide, progress));
  const version = String(pyodide.runPython("import rabattues; rabattues.__version__"));
  if (version !== build.version) throw new Error(`engine ${version} is not this build's ${build.version}`);
  progress.end();
  const ready = {
    type: "ready",
    version,
    boot,
    snapshotError,
    engine: ENGINE_ID,
    ms: { ...progress.ms, total: Math.round(performance.now() - started) },
  };
  return { pyodide, api: pyodide.pyimport("rabattues.api"), ready, settle };
}

/** @typedef {(options: object) => Promise<any>} LoadPyodide */

/**
 * The ordinary boot: the runtime, then the engine imported from its compiled zip.
 * @param {Build} build @param {LoadPyodide} loadPyodide @param {Progress} progress
 */
async function ordinary(build, loadPyodide, progress) {
  const files = [
    "pyodide/pyodide.asm.wasm",
    build.engine,
    ...(build.stdlib && build.lock ? [build.stdlib] : ["pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json"]),
  ];
  progress.expect(
    "ordinary",
    files.reduce((sum, file) => sum + (build.sizes?.[file] ?? 0), 0),
  );
  const wheel = progress.fetch(new URL(build.engine, SITE)).then((r) => r.arrayBuffer());
  wheel.catch(() => {}); // awaited below
  const pyodide = await progress.stage("runtime", () =>
    progress.counting(() => bootBare(loadPyodide, RUNTIME_DIR, { page: pageRuntime(build) })),
  );
  await progress.stage("engine", async () => install(pyodide, await wheel, false));
  return pyodide;
}

/**
 * Boot from the snapshot (a cached response, unzipped or not): the engine is imported already.
 * The memory is read while the runtime's own files load (loadPyodide takes it as a promise, and
 * fetches its files and its script before it waits for the memory).
 * `read.failed` tells that the cached copy itself could not be read (unzipped, whole, this build's,
 * its checksum), rather than refused by Pyodide.
 * @param {Build} build @param {CachedSnapshot} found @param {LoadPyodide} loadPyodide @param {Progress} progress
 * @param {{failed: boolean}} read
 */
async function fromSnapshot(build, { response, unpacked }, loadPyodide, progress, read) {
  const snapshot = /** @type {NonNullable<Build["snapshot"]>} */ (build.snapshot);
  progress.expect("snapshot", snapshot.size);
  const bytes = async () => (unpacked ? progress.whole(response) : progress.gunzip(response, snapshot.size));
  const memory = progress.stage("snapshot", async () => readSnapshot(await bytes(), snapshot.id, snapshot.size));
  memory.then(
    () => progress.show("runtime"),
    () => {
      read.failed = true;
    },
  ); // the failure is loadPyodide's to report
  return progress.stage("runtime", () => bootFromSnapshot(loadPyodide, RUNTIME_DIR, memory, pageRuntime(build)), { shown: false });
}

/**
 * This build's snapshot in its service worker cache (unzipped there by sw.js, else as it came), or
 * why not (`lost`: the cache is there, without its snapshot).
 * @param {Build} build @returns {Promise<{found?: CachedSnapshot, error?: string, lost?: boolean}>}
 */
async function cachedSnapshot(build) {
  if (!build.snapshot) return { error: "this build has no snapshot" };
  try {
    const name = CACHE_PREFIX + build.hash;
    if (!self.caches) return { error: "not cached: no cache storage here" };
    // What is there instead is said, to tell a first visit from a cache that went missing.
    const names = await caches.keys();
    if (!names.includes(name)) return { error: `not cached yet (caches: ${names.join(", ").slice(0, 100) || "none"})` };
    const cache = await caches.open(name);
    const usable = (/** @type {Response | undefined} */ r) => (r?.ok && r.body ? r : undefined);
    const key = build.snapshot.unpacked;
    const plain = key ? usable(await cache.match(new URL(key, SITE).href)) : undefined;
    if (plain) return { found: { response: plain, unpacked: true } };
    const zipped = usable(await cache.match(new URL(build.snapshot.file, SITE).href));
    return zipped ? { found: { response: zipped, unpacked: false } } : { error: `not cached yet (${name} has no snapshot)`, lost: true };
  } catch (error) {
    // storage denied (a sandboxed or third-party frame): boot the ordinary way
    return { error: describe(error) };
  }
}

/** Repair the cached snapshot in the background: nothing waits for its megabytes. @param {Build} build */
function repairLater(build) {
  repairSnapshot(build).catch((error) => console.warn("the engine's snapshot, cached again:", describe(error)));
}

/**
 * Put this build's snapshot back into its cache, fetched anew, in place of a copy found damaged or
 * gone (the service worker cached it once, at its install, and would not again). Only into a cache
 * the service worker made: a page that has none (a first visit, a frame of another site) stores nothing.
 * @param {Build} build
 */
async function repairSnapshot(build) {
  const snapshot = build.snapshot,
    name = CACHE_PREFIX + build.hash;
  if (!snapshot || !self.caches || !(await caches.keys()).includes(name)) return;
  const cache = await caches.open(name);
  const zipped = new URL(snapshot.file, SITE).href;
  await Promise.all([cache.delete(zipped), snapshot.unpacked ? cache.delete(new URL(snapshot.unpacked, SITE).href) : null]);
  const response = await fetch(zipped, { cache: "no-store" }); // no copy in the cache now: from the network
  if (!response.ok) throw new Error(`${snapshot.file}: HTTP ${response.status}`);
  await cache.put(zipped, response);
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
  const escaped = new Promise((_, reject) => {
    fail = reject;
  });
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
