// Run a Python script in the real Pyodide of the built site, under Node (no browser):
// the runtime of build/site/pyodide/, the engine wheel named by build/site/build.json imported
// the way the page's worker does it (web/js/engine/snapshot.js), then the script.
// Whatever the script prints goes to stdout; a Python error exits with status 1.
//
// usage: node tools/pyodide_check.mjs [--site build/site] SCRIPT.py [ARG...]
//        (the script sees sys.argv = [SCRIPT.py, ARG...])
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { WHEEL_PATH, bootBare, installWheel } from "../web/js/engine/snapshot.js";

const argv = process.argv.slice(2);
let site = "build/site";
if (argv[0] === "--site") {
  site = argv[1];
  argv.splice(0, 2);
}
if (argv.length < 1) {
  console.error("usage: node tools/pyodide_check.mjs [--site build/site] SCRIPT.py [ARG...]");
  process.exit(2);
}
const siteDir = path.resolve(site);
const runtime = path.join(siteDir, "pyodide");
const manifestPath = path.join(siteDir, "build.json");
for (const needed of [manifestPath, path.join(runtime, "pyodide.mjs"), path.join(runtime, "pyodide.asm.wasm")]) {
  if (!existsSync(needed)) {
    console.error(`pyodide_check: ${needed} is missing: run \`make site\` first`);
    process.exit(2);
  }
}
const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
const [scriptPath, ...scriptArgs] = argv;
const code = await readFile(scriptPath, "utf8");

const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
// The page's runtime: its own standard library (build.json "stdlib"), as the worker boots it.
const page = manifest.stdlib ? { stdlib: path.join(siteDir, manifest.stdlib), lock: manifest.lock } : undefined;
const pyodide = await bootBare(loadPyodide, runtime + path.sep, { page });
pyodide.setStdout({ batched: (line) => process.stdout.write(`${line}\n`) });
pyodide.setStderr({ batched: (line) => process.stderr.write(`${line}\n`) });
const boot = performance.now() - t0;
pyodide.FS.mkdirTree("/tmp");
// The engine the page imports: its bytecode compiled at the build (the wheel in an older build).
pyodide.FS.writeFile(WHEEL_PATH, await readFile(path.join(siteDir, manifest.engine ?? manifest.wheel)));
pyodide.runPython(installWheel(false));
const ready = performance.now() - t0;
const form = pyodide.runPython("rabattues.api.__file__").endsWith(".pyc") ? "bytecode" : "source";
process.stderr.write(
  `pyodide ${pyodide.version} (python ${manifest.python}): booted in ${Math.round(boot)} ms, ` +
    `engine ${manifest.version} (${form}) installed at ${Math.round(ready)} ms, ` +
    `standard library ${page ? manifest.stdlib : "the runtime's"}\n`,
);

// Run it as __main__, as `python SCRIPT.py ARG...` would; SystemExit gives the exit status.
const runMain = pyodide.runPython(`
import sys

def _run_main(path, code, argv):
    sys.argv = [path, *argv]
    try:
        exec(compile(code, path, "exec"), {"__name__": "__main__", "__file__": path})
    except SystemExit as stop:
        if stop.code is None or isinstance(stop.code, int):
            return stop.code or 0
        print(stop.code, file=sys.stderr)
        return 1
    return 0

_run_main
`);
let status = 1;
try {
  status = runMain(path.basename(scriptPath), code, pyodide.toPy(scriptArgs));
} catch (err) {
  process.stderr.write(`${String(err?.message || err)}\n`);
}
process.exitCode = status;
