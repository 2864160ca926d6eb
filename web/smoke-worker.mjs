// Module worker of the engine check page: Pyodide from ./pyodide/, the engine wheel named by
// ./build.json imported the way the game's worker does it, then answers {type: "check"} with the
// engine's presets and the first seeded throw of a new game. onmessage is set before any await.
import { WHEEL_PATH, bootBare, installWheel } from "./js/engine/snapshot.js";

const base = new URL("./", self.location.href);
/** @type {Record<string, number>} */
const timings = {};
const progress = (/** @type {string} */ stage) => self.postMessage({ type: "progress", stage });

async function boot() {
  let t0 = performance.now();
  const manifest = await (await fetch(new URL("build.json", base))).json();
  progress("runtime");
  const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", base).href);
  const pyodide = await bootBare(loadPyodide, new URL("pyodide/", base).href);
  timings.loadPyodide = performance.now() - t0;
  progress("engine");
  t0 = performance.now();
  const wheel = await (await fetch(new URL(manifest.wheel, base))).arrayBuffer();
  pyodide.FS.mkdirTree("/tmp");
  pyodide.FS.writeFile(WHEEL_PATH, new Uint8Array(wheel));
  pyodide.runPython(installWheel(false));
  timings.installEngine = performance.now() - t0;
  const api = pyodide.pyimport("rabattues.api");
  return { api, manifest, python: pyodide.runPython("import sys; sys.version.split()[0]") };
}

const ready = boot();
ready.catch(() => {}); // reported on the first message

self.onmessage = async ({ data }) => {
  try {
    const { api, manifest, python } = await ready;
    const presets = JSON.parse(api.presets());
    const game = JSON.parse(api.new_game(JSON.stringify({ preset: "charpentier-1699", seed: data.seed })));
    const after = JSON.parse(api.act(JSON.stringify(game.record), "throw"));
    self.postMessage({
      type: "check",
      version: manifest.version,
      python,
      presets: Object.keys(presets.presets || {}),
      ok: presets.ok && game.ok && after.ok,
      first: after.last?.action,
      position: after.view?.position,
      timings,
    });
  } catch (err) {
    self.postMessage({ type: "error", error: String(err instanceof Error ? err.message : err).slice(0, 2000) });
  }
};
