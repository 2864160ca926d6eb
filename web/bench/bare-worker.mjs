// Boot the bare runtime, nothing more, and say how long it took. With `?stdlib=page` (the
// worker's own address), with the page's standard library and empty package list instead of the
// runtime's own (build.json "stdlib", "lock"): the runtime the app boots, without the engine.
const t0 = performance.now();
try {
  const { loadPyodide } = await import(new URL("../pyodide/pyodide.mjs", import.meta.url).href);
  const indexURL = new URL("../pyodide/", import.meta.url).href;
  /** @type {Record<string, unknown>} */
  let page = {};
  if (new URL(import.meta.url).searchParams.get("stdlib") === "page") {
    const build = await (await fetch(new URL("../build.json", import.meta.url))).json();
    page = { stdLibURL: new URL(`../${build.stdlib}`, import.meta.url).href, lockFileContents: { info: build.lock, packages: {} } };
  }
  await loadPyodide({ indexURL, ...page });
  self.postMessage({ ms: performance.now() - t0 });
} catch (error) {
  self.postMessage({ error: String(error) });
}
