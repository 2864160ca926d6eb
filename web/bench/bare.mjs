// The benchmark's yardstick: only loadPyodide() in a module worker, from this site's pyodide/.
// Marks "runtime-booted" when the worker says it is done, and sets body[data-state].
// `?stdlib=page`: with the page's own standard library (bare-worker.mjs).
const stdlib = new URLSearchParams(location.search).get("stdlib") === "page" ? "?stdlib=page" : "";
const worker = new Worker(new URL(`./bare-worker.mjs${stdlib}`, import.meta.url), { type: "module" });
worker.onmessage = (/** @type {MessageEvent} */ { data }) => {
  performance.mark("runtime-booted");
  /** @type {HTMLElement} */ (document.getElementById("status")).textContent = data.error
    ? `error: ${data.error}`
    : `booted in ${Math.round(data.ms)} ms`;
  document.body.dataset.state = data.error ? "error" : "ready";
};
