// Compile the engine for the page at `make site`, under Node, with the exact runtime the site
// serves: every module of the wheel becomes bytecode (.pyc), so that a first visit's boot does not
// compile Python source in WebAssembly (about half of importing the engine). The zip holds the
// bytecode and the package data, no source: Python imports it as it is (zipimport). Its .pyc are
// "unchecked": nothing beside them to compare with, and the build is their only author.
//
// usage: node tools/compile_engine.mjs --pyodide node_modules/pyodide --wheel W.whl --out build/engine/E.zip
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { toolOptions } from "./tool_args.mjs";

/** Python: the wheel's modules compiled, its data copied, into a deterministic zip (fixed dates). */
const COMPILE = (wheel, out) => `
import importlib._bootstrap_external as bootstrap, importlib.util, zipfile
with zipfile.ZipFile(${JSON.stringify(wheel)}) as source, zipfile.ZipFile(${JSON.stringify(out)}, "w") as target:
    for entry in sorted(source.infolist(), key=lambda entry: entry.filename):
        data, name = source.read(entry.filename), entry.filename
        if name.endswith("/") or ".dist-info/" in name:
            continue
        if name.endswith(".py"):
            code = compile(data, name, "exec", dont_inherit=True)
            data, name = bytes(bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)), name + "c"
        target.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED, 9)
`;

/** Python: the page's api imported from the zip is bytecode (a runtime that refused it would fail here). */
const CHECK = (zip) => `
import sys
sys.path.insert(0, ${JSON.stringify(zip)})
import rabattues.api
assert rabattues.api.__file__.endswith(".pyc"), rabattues.api.__file__
`;

const args = toolOptions(
  process.argv.slice(2),
  ["pyodide", "wheel", "out"],
  "node tools/compile_engine.mjs --pyodide DIR --wheel WHEEL --out FILE.zip",
);
const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.resolve(args.pyodide, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(args.pyodide) + path.sep });
pyodide.FS.writeFile("/tmp/engine.whl", readFileSync(args.wheel));
try {
  pyodide.runPython(COMPILE("/tmp/engine.whl", "/tmp/engine.zip"));
  pyodide.runPython(CHECK("/tmp/engine.zip"));
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
const bytes = pyodide.FS.readFile("/tmp/engine.zip");
mkdirSync(path.dirname(args.out), { recursive: true });
writeFileSync(`${args.out}.tmp`, bytes);
renameSync(`${args.out}.tmp`, args.out);
console.log(
  `engine ${args.out}: ${(bytes.length / 1e3).toFixed(0)} kB of bytecode and data, ` + `${Math.round(performance.now() - t0)} ms`,
);
