// Engine check page: start the smoke worker, ask for the presets and a seeded first throw,
// and show the answer. Sets document.body.dataset.state to "ready" or "error" (as the game
// page does), and window.__smoke to what the worker said (for the smoke test).
/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @param {string} message */
const fail = (message) => {
  /** @type {any} */ (window).__smoke = { .../** @type {any} */ (window).__smoke, error: message };
  $("status").textContent = `error: ${message}`;
  document.body.dataset.error = message;
  document.body.dataset.state = "error";
};
const worker = new Worker(new URL("./smoke-worker.mjs", import.meta.url), { type: "module" });
worker.onerror = (/** @type {ErrorEvent} */ event) => fail(`worker failed to start: ${event.message || "unknown error"}`);
worker.onmessage = (/** @type {MessageEvent} */ { data }) => {
  if (data.type === "progress") {
    $("status").textContent = `${data.stage}…`;
    return;
  }
  /** @type {any} */ (window).__smoke = data;
  if (data.type === "error") {
    fail(data.error);
    return;
  }
  $("result").textContent = JSON.stringify(data, null, 1);
  $("status").textContent = "ready";
  document.body.dataset.state = "ready";
};
worker.postMessage({ type: "check", seed: 1 });
