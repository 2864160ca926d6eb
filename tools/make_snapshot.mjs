// Build the engine's Pyodide memory snapshot at `make site`, under Node, from the exact runtime
// and wheel the site serves, with the page's own standard library (tools/compile_stdlib.mjs): the
// snapshot's import caches point into it. Boot, import every engine module from the wheel, save the
// memory with its checksum (web/js/engine/snapshot.js), gzip it. Writes OUT (the .gz) and OUT.json,
// which says {id, size, gzip}: `id` is a digest of every input, so a snapshot is known to match its build.
//
// usage: node tools/make_snapshot.mjs --pyodide node_modules/pyodide --wheel W.zip --stdlib S.zip \
//          --out build/snapshot/engine.snap.gz
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { WHEEL_PATH, bootBare, installWheel, makeSnapshot } from "../web/js/engine/snapshot.js";
import { toolOptions } from "./tool_args.mjs";

const RUNTIME = ["pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

/** A digest of everything the snapshot depends on. @param {string[]} files */
function inputsId(files) {
  const digest = createHash("sha256");
  for (const file of files) digest.update(path.basename(file)).update("\0").update(readFileSync(file));
  return digest.digest("hex");
}

const args = toolOptions(
  process.argv.slice(2),
  ["pyodide", "wheel", "stdlib", "out"],
  "node tools/make_snapshot.mjs --pyodide DIR --wheel WHEEL --stdlib STDLIB.zip --out FILE.gz",
);
const here = path.dirname(fileURLToPath(import.meta.url));
const inputs = [
  ...RUNTIME.map((name) => path.join(args.pyodide, name)),
  args.wheel,
  args.stdlib,
  fileURLToPath(import.meta.url),
  path.join(here, "../web/js/engine/snapshot.js"),
];
const id = inputsId(inputs);
const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.resolve(args.pyodide, "pyodide.mjs")).href);
const lock = JSON.parse(readFileSync(path.join(args.pyodide, "pyodide-lock.json"), "utf8")).info;
const page = { stdlib: path.resolve(args.stdlib), lock };
const pyodide = await bootBare(loadPyodide, path.resolve(args.pyodide) + path.sep, { forSnapshot: true, page });
pyodide.FS.mkdirTree(path.posix.dirname(WHEEL_PATH));
pyodide.FS.writeFile(WHEEL_PATH, readFileSync(args.wheel));
try {
  pyodide.runPython(installWheel(true));
} catch (error) {
  // a Python error: its last lines, not Pyodide's whole minified source
  console.error(
    String(error instanceof Error ? error.message : error)
      .split("\n")
      .slice(-12)
      .join("\n"),
  );
  process.exit(1);
}
const snapshot = await makeSnapshot(pyodide, id);
const gzip = gzipSync(snapshot, { level: 9 });
mkdirSync(path.dirname(args.out), { recursive: true });
writeFileSync(`${args.out}.tmp`, gzip);
renameSync(`${args.out}.tmp`, args.out);
writeFileSync(`${args.out}.json`, `${JSON.stringify({ id, size: snapshot.length, gzip: gzip.length })}\n`);
const mb = (n) => (n / 1e6).toFixed(1);
console.log(
  `snapshot ${args.out}: ${mb(snapshot.length)} MB, ${mb(gzip.length)} MB gzipped, ` + `${Math.round(performance.now() - t0)} ms`,
);
