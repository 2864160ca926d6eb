// The page's standard library, made at `make site` under Node from the vendored runtime's own
// python_stdlib.zip, which holds Python source only: a bare boot compiles every module it imports
// in WebAssembly (about half of the runtime's start under Node). Here:
//
// - the modules that the runtime and the engine import (found by importing the whole engine from
//   its compiled zip, as the snapshot does) become bytecode, compiled by this very runtime;
// - the rest of the library stays source, for any import no test thought of;
// - packages a worker that runs a board game can never use are left out (DROPPED), which pays
//   for the bytecode: the zip is smaller than the vendored one.
//
// The page's worker boots with it (build.json "stdlib", js/engine/boot.js), and so does the
// snapshot (tools/make_snapshot.mjs): a snapshot's import caches point into the zip it was made
// with. The vendored zip stays in the site, for the benchmark's bare boot.
//
// usage: node tools/compile_stdlib.mjs --pyodide node_modules/pyodide --engine E.zip --out build/engine/stdlib.zip
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { WHEEL_PATH, installWheel } from "../web/js/engine/snapshot.js";
import { toolOptions } from "./tool_args.mjs";

/** Never imported by a board game's worker: consoles, debuggers, tests, mail, the web, processes,
 * foreign code, and the encodings of other code pages (the engine reads and writes UTF-8 only; cp437
 * stays because zipfile decodes with it every name not flagged UTF-8, as when importlib.resources reads
 * the network's weights from the engine's zip). */
const DROPPED = [
  "_pyrepl/",
  "unittest/",
  "doctest.py",
  "pdb.py",
  "bdb.py",
  "pydoc.py",
  "pydoc_data/",
  "multiprocessing/",
  "email/",
  "xml/",
  "http/",
  "urllib/",
  "xmlrpc/",
  "wsgiref/",
  "html/",
  "mailbox.py",
  "smtplib.py",
  "imaplib.py",
  "ftplib.py",
  "poplib.py",
  "tarfile.py",
  "ctypes/",
  "pickletools.py",
  "_pyio.py",
  "_pydecimal.py",
  "_pydatetime.py",
  "cProfile.py",
  "profile.py",
  "pstats.py",
  "trace.py",
  "timeit.py",
  "zipapp.py",
  "__phello__/",
  "turtle.py",
  "idlelib/",
  "tkinter/",
  "lib2to3/",
];
const ENCODINGS_KEPT = [
  "__init__",
  "aliases",
  "utf_8",
  "utf_8_sig",
  "ascii",
  "latin_1",
  "utf_16",
  "utf_32",
  "idna",
  "cp437",
  "raw_unicode_escape",
  "unicode_escape",
].map((name) => `encodings/${name}.py`);

/** Python: the stdlib files imported so far (paths inside the zip). */
const IMPORTED = `
import sys
ZIP = next(p for p in sys.path if p.endswith(".zip") and "python3" in p)
sorted({m.__file__[len(ZIP) + 1:] for m in list(sys.modules.values())
        if (getattr(m, "__file__", None) or "").startswith(ZIP + "/")})
`;

/** Python: the new zip, deterministic (sorted, fixed dates). */
const WRITE = (source, out, imported, dropped, encodings) => `
import importlib._bootstrap_external as bootstrap, importlib.util, zipfile
imported, dropped, encodings = set(${JSON.stringify(imported)}), tuple(${JSON.stringify(dropped)}), set(${JSON.stringify(encodings)})
counts = {"bytecode": 0, "source": 0, "dropped": 0}
with zipfile.ZipFile(${JSON.stringify(source)}) as src, zipfile.ZipFile(${JSON.stringify(out)}, "w") as target:
    for entry in sorted(src.infolist(), key=lambda entry: entry.filename):
        name = entry.filename
        if name.endswith("/"):
            continue
        if name not in imported and (name.startswith(dropped) or
                                     (name.startswith("encodings/") and name not in encodings)):
            counts["dropped"] += 1
            continue
        data = src.read(name)
        if name in imported and name.endswith(".py"):
            code = compile(data, name, "exec", dont_inherit=True)
            data, name = bytes(bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)), name + "c"
            counts["bytecode"] += 1
        else:
            counts["source"] += 1
        target.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED, 9)
counts
`;

const args = toolOptions(
  process.argv.slice(2),
  ["pyodide", "engine", "out"],
  "node tools/compile_stdlib.mjs --pyodide DIR --engine ENGINE.zip --out FILE.zip",
);
const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.resolve(args.pyodide, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(args.pyodide) + path.sep });
pyodide.FS.mkdirTree(path.posix.dirname(WHEEL_PATH));
pyodide.FS.writeFile(WHEEL_PATH, readFileSync(args.engine));
pyodide.FS.writeFile("/tmp/stdlib-source.zip", readFileSync(path.join(args.pyodide, "python_stdlib.zip")));
let counts;
try {
  pyodide.runPython(installWheel(true));
  const imported = pyodide.runPython(IMPORTED).toJs();
  if (imported.length < 50) throw new Error(`only ${imported.length} stdlib modules seen imported: not a stdlib zip?`);
  counts = pyodide
    .runPython(WRITE("/tmp/stdlib-source.zip", "/tmp/stdlib.zip", imported, DROPPED, ENCODINGS_KEPT))
    .toJs({ dict_converter: Object.fromEntries });
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
const bytes = pyodide.FS.readFile("/tmp/stdlib.zip");
mkdirSync(path.dirname(args.out), { recursive: true });
writeFileSync(`${args.out}.tmp`, bytes);
renameSync(`${args.out}.tmp`, args.out);
console.log(
  `stdlib ${args.out}: ${(bytes.length / 1e3).toFixed(0)} kB, ${counts.bytecode} modules as bytecode, ` +
    `${counts.source} files as source, ${counts.dropped} left out, ${Math.round(performance.now() - t0)} ms`,
);
