// Boot the bare runtime, nothing more, and say how long it took.
const t0 = performance.now();
try {
  const { loadPyodide } = await import(new URL("../pyodide/pyodide.mjs", import.meta.url).href);
  await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
  self.postMessage({ ms: performance.now() - t0 });
} catch (error) {
  self.postMessage({ error: String(error) });
}
