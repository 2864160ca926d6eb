// The service worker: after one visit the game loads and plays with no network at all.
//
// One cache per build, named after build.json's `hash` (tools/build_site.py writes it below):
// install precaches every file the build lists (page, scripts, styles, Pyodide, its memory snapshot, the
// engine wheel, icons, analysis tables when the build has them), and keeps the snapshot unzipped
// too (a later boot reads it without 20 MB of inflating, about 0.1 s); activate deletes the caches
// of older builds. Every request but a page's, and the game page with no query, is answered from
// the cache by the browser itself (the static routes of `addRoutes`: no round trip through this
// worker's script for each of the page's modules); where those are not supported, and for other
// pages, `fetch` answers from the cache first. Saved games live in localStorage, which a new version never touches: the record format
// is the engine's to read.

const VERSION = "__BUILD_HASH__";
const PREFIX = "rabattues-";
const CACHE = PREFIX + VERSION;
/** Files of the build a player never needs (the runtime smoke test, the benchmarks' pages). */
const SKIP = /(^|\/)smoke[^/]*$|^bench\//;
/** The runtime's own standard library and package list: a build with its own (build.json "stdlib") boots without them. */
const RUNTIME_OWN = ["pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json"];

self.addEventListener("install", (/** @type {any} */ event) => {
  // A route's cache miss goes to the network, as `answer` does.
  const routes = event
    .addRoutes?.(staticRoutes())
    .catch((/** @type {unknown} */ error) => console.warn("the service worker's routes:", error)); // `answer` serves
  event.waitUntil(Promise.all([precache(), routes]).then(() => /** @type {any} */ (self).skipWaiting()));
});

self.addEventListener("activate", (/** @type {any} */ event) => {
  event.waitUntil(dropOldCaches().then(() => /** @type {any} */ (self).clients.claim()));
});

self.addEventListener("fetch", (/** @type {any} */ event) => {
  const request = /** @type {Request} */ (event.request);
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(answer(request));
});

/**
 * What the browser answers from the cache without running this script: every request but a
 * page's, and the game page asked for with no query (a plain visit: this worker is not even
 * started before the page has its HTML). A page with a query (`/?seed=3`, an embed) is `answer`'s.
 */
function staticRoutes() {
  const scope = new URL(/** @type {any} */ (self).registration.scope).pathname;
  const source = { cacheName: CACHE };
  /** @type {{condition: object, source: object}[]} */
  const rules = [{ condition: { not: { requestMode: "navigate" } }, source }];
  if (typeof URLPattern === "function") {
    rules.push({ condition: { requestMode: "navigate", urlPattern: new URLPattern({ pathname: scope, search: "" }) }, source });
  }
  return rules;
}

/** Fetch this build's list and cache every file of it; a list from another build fails the install. */
async function precache() {
  const response = await fetch("./build.json", { cache: "no-cache" });
  if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
  const build = await response.clone().json();
  if (build.hash !== VERSION) throw new Error(`build.json is build ${build.hash}, this worker is ${VERSION}`);
  const unused = (/** @type {string} */ f) => SKIP.test(f) || (build.stdlib && RUNTIME_OWN.includes(f));
  const files = ["./", ...build.files.filter((/** @type {string} */ f) => !unused(f)).map((/** @type {string} */ f) => `./${f}`)];
  const cache = await caches.open(CACHE);
  await cache.addAll(files.map((url) => new Request(url, { cache: "no-cache" })));
  if (build.snapshot?.unpacked) await unpack(cache, build.snapshot);
  await cache.put("./build.json", response);
}

/**
 * Keep the snapshot unzipped beside the zipped one (js/engine/boot.js reads either).
 * @param {Cache} cache @param {{file: string, unpacked: string}} snapshot
 */
async function unpack(cache, snapshot) {
  const zipped = await cache.match(`./${snapshot.file}`);
  if (!zipped?.body) return;
  const body = zipped.body.pipeThrough(/** @type {any} */ (new DecompressionStream("gzip")));
  await cache.put(`./${snapshot.unpacked}`, new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
}

/**
 * Cache first. A page (navigation) is the cached file whatever its query (`/?seed=3`,
 * `embed.html?position=…`), and `/` when the path is unknown; anything else not cached goes to the network.
 * @param {Request} request
 */
async function answer(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  const hit = await cache.match(request, { ignoreSearch: navigate });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    const shell = navigate ? await cache.match("./") : undefined;
    if (shell) return shell;
    throw error;
  }
}
