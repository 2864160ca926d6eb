"""Copy the Pyodide runtime (from the npm package) into OUT and add extra wheels (from PyPI)
beside it, if any, patching pyodide-lock.json's sha256 so that `pyodide.loadPackage(name)`
passes its integrity check with no CDN. (The site needs none: the engine wheel is unpacked
by the worker itself, js/engine/snapshot.js.)

usage: python tools/vendor_pyodide.py NPM_PACKAGE_DIR OUT_DIR WHEEL...
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
from pathlib import Path

# 0.29.x ships pyodide.asm.js; 314.x ships pyodide.asm.mjs. pyodide.js (classic script) is
# not needed by a module worker but is small; the Node check uses the npm package itself.
RUNTIME = ["pyodide.mjs", "pyodide.asm.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
           "python_stdlib.zip", "pyodide-lock.json"]


def vendor(src: Path, out: Path, wheels: list[Path]) -> dict[str, str]:
    """Copy the runtime and the wheels; answer the lock's `info` (python version etc.)."""
    out.mkdir(parents=True, exist_ok=True)
    missing = [n for n in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip") if not (src / n).exists()]
    if missing:
        raise SystemExit(f"vendor_pyodide: {src} has no {', '.join(missing)} (npm ci?)")
    for name in RUNTIME:
        if (src / name).exists():
            shutil.copy2(src / name, out / name)
    lock = json.loads((src / "pyodide-lock.json").read_text(encoding="utf-8"))
    for whl in wheels:
        key = whl.name.split("-")[0].lower().replace("_", "-")
        entry = lock["packages"].get(key)
        if entry is None:
            raise SystemExit(f"vendor_pyodide: pyodide-lock.json has no package {key!r}")
        if entry["file_name"] != whl.name:
            raise SystemExit(f"vendor_pyodide: lock expects {entry['file_name']}, got {whl.name}")
        shutil.copy2(whl, out / whl.name)
        entry["sha256"] = hashlib.sha256(whl.read_bytes()).hexdigest()
    (out / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")
    info = dict(lock["info"])
    if (src / "package.json").exists():  # the npm package says its own version
        info["version"] = json.loads((src / "package.json").read_text(encoding="utf-8"))["version"]
    return info


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    wheels = [Path(w) for w in argv[3:]]
    info = vendor(Path(argv[1]), Path(argv[2]), wheels)
    names = [w.name for w in wheels]
    print(f"pyodide {info.get('version')} (python {info.get('python')}) + {names} -> {argv[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
