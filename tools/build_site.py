"""Assemble the static site: web/ + the Pyodide runtime + the engine wheel + build.json.

    build/site/
      (everything of web/)  style.css with the sheets of css/ written in (tools/css_bundle.py),
                    index.html with the parts of html/ written in (tools/html_include.py);
                    with --js, js/ is the modules bundled (tools/bundle_js.mjs), not web/js
      pyodide/      pyodide.mjs, pyodide.asm.js, pyodide.asm.wasm, python_stdlib.zip,
                    pyodide-lock.json; engine.snap.gz, the booted engine's memory snapshot
                    (tools/make_snapshot.mjs), with --snapshot; python_stdlib.page.zip, the page's
                    standard library, part bytecode (tools/compile_stdlib.mjs), with --stdlib
      wheels/       rabattues-<version>-py3-none-any.whl, and with --engine the same engine compiled
                    for the page's runtime (tools/compile_engine.mjs): rabattues-<version>-pyodide.zip
      tables/       the solver's packed tables and facts.json (tools/build_tables.py), with --tables
      build.json    {"version", "wheel", "engine" (what the page imports: the compiled zip, or else
                     the wheel), "pyodide", "python", "hash", "files": [...],
                     "sizes": {file: bytes} (what the worker fetches to boot),
                     "snapshot": {"file", "id", "size", "unpacked"} (with --snapshot: `unpacked`
                     is the key under which the service worker keeps it unzipped, not a file),
                     "stdlib": the page's standard library, "lock": the runtime lock file's
                     `info` (with --stdlib: the worker boots with both, js/engine/snapshot.js),
                     "bundles": {file of js/: [the sources of web/ it holds]} (with --js)}

`files` lists every file of the site but build.json itself (relative paths, sorted), for a
service worker's precache; `hash` is a digest of all their contents (a cache name), also
written into sw.js and the scripts of js/engine/spawn.js in place of `__BUILD_HASH__` (so each
build is a new service worker and a new shared engine); and build.json but its `files` is
written into the script of js/engine/boot.js (the worker's) in place of "__BUILD_MANIFEST__"
(the worker looks for its snapshot without asking for build.json first). A module's scripts are
the module itself, or the files of the bundle that hold it (the site's, and the embed's own).
The worker boots from the snapshot once the service worker has cached it (js/engine/boot.js).
icons/ holds the app icons of manifest.webmanifest, drawn by tools/make_icons.py.
The site is built beside the old one and swapped in, so a running server never sees half.

usage: python tools/build_site.py --web web --pyodide node_modules/pyodide --dist build/dist \
           --out build/site [--tables build/tables] [--snapshot build/snapshot/engine.snap.gz] \
           [--engine build/engine/rabattues-pyodide.zip] [--stdlib build/engine/python_stdlib.zip] \
           [--js build/js]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

from css_bundle import bundle_css, drop_parts
from html_include import include_parts
from make_icons import cached_icons
from preload import add_preloads
from vendor_pyodide import vendor

# Not the site's: caches, editor files, and the files that type-check web/ and tell Node its modules are ES.
IGNORE = shutil.ignore_patterns("__pycache__", ".DS_Store", "*.pyc", ".*.swp", "tsconfig*.json",
                                "package.json")
SNAPSHOT_FILE = "pyodide/engine.snap.gz"
"""Where the snapshot is served; js/engine/boot.js reads the name from build.json."""
SNAPSHOT_UNPACKED = "pyodide/engine.snap"
"""The cache key of the snapshot unzipped by the service worker (sw.js): no file of the site."""
STDLIB_FILE = "pyodide/python_stdlib.page.zip"
"""Where the page's standard library is served, beside the runtime's own (for the benchmark's bare boot)."""


def engine_wheel(dist: Path) -> Path:
    """The one engine wheel in dist/."""
    wheels = sorted(dist.glob("rabattues-*-py3-none-any.whl"))
    if len(wheels) != 1:
        found = [w.name for w in wheels]
        raise SystemExit(f"build_site: expected one rabattues wheel in {dist}, found {found}")
    return wheels[0]


def site_files(site: Path) -> list[str]:
    """Every file of the site, relative, sorted (build.json excluded)."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                  if p.is_file() and p.relative_to(site).as_posix() != "build.json")


OTHER_BUNDLES = (("js/embed.js", "js/chunks/embed/"), ("js/pages/rules.js", "js/chunks/rules/"),
                 ("js/pages/examples.js", "js/chunks/examples/"))
"""The files of each bundle but the game page's (tools/bundle_js.mjs): the embeddable board's and
each other page's hold again modules the game page's has."""


def bundle_of(name: str) -> int:
    """Which bundle a file of the site's js/ belongs to: 0 the game page's, then OTHER_BUNDLES'."""
    return next((i + 1 for i, prefixes in enumerate(OTHER_BUNDLES) if name.startswith(prefixes)), 0)


def bundle_files(bundles: dict[str, list[str]], module: str) -> list[str]:
    """Every file of the bundles (build.json `bundles`) that holds a module of web/, as the site
    names them: at most one in each bundle (the game page's, the embed's, each other page's)."""
    holders = [name for name, sources in bundles.items() if module in sources]
    groups = [bundle_of(name) for name in holders]
    if not holders or len(set(groups)) != len(groups):
        raise SystemExit(f"build_site: {module} is in {len(holders)} files of the bundles: {holders}")
    return holders


def bundle_file(bundles: dict[str, list[str]], module: str) -> str:
    """The file of the game page's bundle that holds a module of web/."""
    found = [name for name in bundle_files(bundles, module) if bundle_of(name) == 0]
    if not found:
        raise SystemExit(f"build_site: {module} is in no file of the game page's bundle")
    return found[0]


def scripts_of(site: Path, module: str, bundles: dict[str, list[str]] | None) -> list[Path]:
    """The files of the site that run a module of web/: itself, or the files of the bundle that hold it."""
    return [site / module] if bundles is None else [site / name for name in bundle_files(bundles, module)]


def stamp_hash(path: Path, version: str) -> None:
    """Write the build's hash into a file: the service worker (its cache name and the precache
    check) and js/engine/spawn.js's script (the shared engine's name: a new build never meets an
    old engine)."""
    if path.exists():
        text = path.read_text(encoding="utf-8")
        if "__BUILD_HASH__" not in text:
            raise SystemExit(f"build_site: {path} has no __BUILD_HASH__ placeholder")
        path.write_text(text.replace("__BUILD_HASH__", version), encoding="utf-8")


def stamp_boot(boot: Path, manifest: dict[str, object]) -> None:
    """Write build.json, but its list of files, into the engine's boot (it reads it from there)."""
    if boot.exists():
        text = boot.read_text(encoding="utf-8")
        if text.count('"__BUILD_MANIFEST__"') != 1:
            raise SystemExit(f"build_site: {boot} has no \"__BUILD_MANIFEST__\" placeholder")
        known = json.dumps({k: v for k, v in manifest.items() if k not in ("files", "bundles")},
                           separators=(",", ":"))
        boot.write_text(text.replace('"__BUILD_MANIFEST__"', known), encoding="utf-8")


def bundled_js(js: Path, site: Path) -> dict[str, list[str]]:
    """Put the bundled modules in place of web/js; answer which sources each file holds."""
    shutil.rmtree(site / "js")
    shutil.copytree(js, site / "js")
    bundles: dict[str, list[str]] = json.loads(js.with_name(js.name + ".json").read_text(encoding="utf-8"))
    return bundles


def copy_snapshot(snapshot: Path, site: Path) -> dict[str, object]:
    """Put the snapshot in the site; answer its entry of build.json (`id`, `size` unpacked)."""
    facts = json.loads(snapshot.with_name(snapshot.name + ".json").read_text(encoding="utf-8"))
    shutil.copy2(snapshot, site / SNAPSHOT_FILE)
    return {"file": SNAPSHOT_FILE, "id": facts["id"], "size": facts["size"], "unpacked": SNAPSHOT_UNPACKED}


def build(web: Path, pyodide: Path, dist: Path, out: Path, tables: Path | None = None,
          snapshot: Path | None = None, engine: Path | None = None,
          stdlib: Path | None = None, js: Path | None = None) -> dict[str, object]:
    wheel = engine_wheel(dist)
    version = wheel.name.split("-")[1]
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    if web.is_dir():
        shutil.copytree(web, tmp, ignore=IGNORE)
    else:
        tmp.mkdir(parents=True)
    if (tmp / "style.css").exists():
        drop_parts(bundle_css(tmp / "style.css"))
    bundles = bundled_js(js, tmp) if js is not None else None
    pages = sorted(tmp.glob("*.html"))
    drop_parts(sorted({part for page in pages for part in include_parts(page)}))
    for page in pages:
        add_preloads(page)
    info = vendor(pyodide, tmp / "pyodide", [])
    (tmp / "wheels").mkdir(exist_ok=True)
    shutil.copy2(wheel, tmp / "wheels" / wheel.name)
    engine_file = f"wheels/rabattues-{version}-pyodide.zip" if engine is not None else f"wheels/{wheel.name}"
    if engine is not None:
        shutil.copy2(engine, tmp / engine_file)
    if tables is not None:
        shutil.copytree(tables, tmp / "tables", ignore=shutil.ignore_patterns(".*", "*.tmp"))
    if stdlib is not None:
        shutil.copy2(stdlib, tmp / STDLIB_FILE)
    cached_icons(tmp / "icons", cache=out.with_name("icons"))
    snapshot_entry = copy_snapshot(snapshot, tmp) if snapshot is not None else None
    files = site_files(tmp)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((tmp / name).read_bytes()).digest())
    manifest: dict[str, object] = {
        "version": version,
        "wheel": f"wheels/{wheel.name}",
        "engine": engine_file,
        "pyodide": info.get("version"),
        "python": info.get("python"),
        "hash": digest.hexdigest()[:16],
        "files": files,
        "sizes": {name: (tmp / name).stat().st_size for name in files
                  if name.startswith(("pyodide/", "wheels/"))},
    }
    if snapshot_entry is not None:
        manifest["snapshot"] = snapshot_entry
    if bundles is not None:
        manifest["bundles"] = bundles
    if stdlib is not None:
        manifest["stdlib"] = STDLIB_FILE
        lock = json.loads((tmp / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
        manifest["lock"] = lock["info"]
    (tmp / "build.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    for stamped in (tmp / "sw.js", *scripts_of(tmp, "js/engine/spawn.js", bundles)):
        stamp_hash(stamped, str(manifest["hash"]))
    [boot] = scripts_of(tmp, "js/engine/boot.js", bundles)
    stamp_boot(boot, manifest)
    old = out.with_name(out.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if out.exists():
        out.rename(old)
    tmp.rename(out)
    shutil.rmtree(old, ignore_errors=True)
    return manifest


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", type=Path, default=Path("web"))
    parser.add_argument("--pyodide", type=Path, default=Path("node_modules/pyodide"))
    parser.add_argument("--dist", type=Path, default=Path("build/dist"))
    parser.add_argument("--out", type=Path, default=Path("build/site"))
    parser.add_argument("--tables", type=Path, default=None)
    parser.add_argument("--snapshot", type=Path, default=None)
    parser.add_argument("--engine", type=Path, default=None)
    parser.add_argument("--stdlib", type=Path, default=None)
    parser.add_argument("--js", type=Path, default=None)
    args = parser.parse_args(argv[1:])
    manifest = build(args.web, args.pyodide, args.dist, args.out, args.tables, args.snapshot, args.engine,
                     args.stdlib, args.js)
    files = manifest["files"]
    size = sum((args.out / f).stat().st_size for f in files) if isinstance(files, list) else 0
    print(f"site {args.out}: rabattues {manifest['version']}, pyodide {manifest['pyodide']}, "
          f"{len(files) if isinstance(files, list) else 0} files, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
