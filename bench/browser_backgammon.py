"""Benchmark: backgammon decisions in Chromium's Web Worker, as the page will run them.

    make site && .venv/bin/python bench/browser_backgammon.py [--throttle 4]

Serves build/site on a local port, opens Debian's chromium (Playwright, headless), starts a
module Worker that boots the site's Pyodide, puts the site's engine wheel on the path (as the page does),
and runs bench/pyodide_backgammon.py there; prints what it prints (wall-clock times in the
worker), the bear-off database read from the site's packed file as the page's worker does.
`--throttle 4 --page` runs it on the page's own thread slowed fourfold, as DevTools' CPU
throttling does (`Emulation.setCPUThrottlingRate`, which slows the page's thread only), to
stand for a phone. `--positions build/bench/positions-final.jsonl` also times the default level
on the first 100 positions of real games (`gnubg_positions.py`).
"""

from __future__ import annotations

import argparse
import functools
import json
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
SCRIPT = ROOT / "bench" / "pyodide_backgammon.py"
CHROMIUM = "/usr/bin/chromium"

WORKER = """
const base = %(base)s;
const { loadPyodide } = await import(base + "pyodide/pyodide.mjs");
const lines = [];
const t0 = performance.now();
const pyodide = await loadPyodide({ indexURL: base + "pyodide/", stdout: (l) => lines.push(l) });
const wheel = new Uint8Array(await (await fetch(base + %(wheel)s)).arrayBuffer());
pyodide.FS.writeFile("/tmp/rabattues.whl", wheel);  // as the page does: the zip on the path
pyodide.runPython("import sys; sys.path.insert(0, '/tmp/rabattues.whl')");
// the packed bear-off database, as the page fetches it (`tables/bearoff.bin`)
const bearoff = new Uint8Array(await (await fetch(base + "tables/bearoff.bin")).arrayBuffer());
pyodide.FS.writeFile("/tmp/bearoff.bin", bearoff);
pyodide.runPython("import os; os.environ['RABATTUES_BEAROFF'] = '/tmp/bearoff.bin'");
const positions = %(positions)s;  // real games' positions to time the default level on, or null
if (positions !== null) {
  pyodide.FS.writeFile("/tmp/positions.jsonl", positions);
  pyodide.runPython("import os; os.environ['POSITIONS'] = '/tmp/positions.jsonl'");
}
const ready = Math.round(performance.now() - t0);
lines.push(`Pyodide ${pyodide.version} and the engine ready in ${ready} ms`);
try {
  pyodide.runPython(%(script)s);
} catch (error) {
  lines.push("error: " + error);
}
"""
IN_WORKER = WORKER + "postMessage(lines);\n"
ON_PAGE = "async () => {" + WORKER + "return lines;\n}"
"""The same code run on the page's own thread: DevTools' CPU throttling slows that thread, not a
worker's (a loop in a worker took 1.5 times as long at rate 4, on the page 4.7 times)."""


class _Quiet(SimpleHTTPRequestHandler):
    """Serve files without logging each request."""

    def log_message(self, format: str, *args: object) -> None:
        """Say nothing."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--throttle", type=float, default=1.0, help="CPU slow-down rate (1: none)")
    parser.add_argument("--page", action="store_true", help="run on the page's thread, not in a worker "
                        "(what --throttle slows)")
    parser.add_argument("--positions", type=Path, help="a file of gnubg_positions.py: time the default "
                        "level's move on its first 100 positions too")
    args = parser.parse_args()
    positions = None
    if args.positions:
        positions = "".join(args.positions.read_text(encoding="utf-8").splitlines(keepends=True)[:100])
    manifest = json.loads((SITE / "build.json").read_text(encoding="utf-8"))
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    code = (ON_PAGE if args.page else IN_WORKER) % {
        "base": json.dumps(base), "wheel": json.dumps(manifest["wheel"]), "positions": json.dumps(positions),
        "script": json.dumps(SCRIPT.read_text(encoding="utf-8"))}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--disable-gpu"])
        page = browser.new_page()
        if args.throttle != 1.0:
            page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        page.goto(base + "build.json")
        if args.page:
            lines = page.evaluate(code)
        else:
            lines = page.evaluate("""(code) => new Promise((resolve, reject) => {
                const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
                const worker = new Worker(url, { type: "module" });
                worker.onmessage = (event) => resolve(event.data);
                worker.onerror = (event) => reject(new Error(event.message));
            })""", code)
        browser.close()
    server.shutdown()
    where = "the page's thread" if args.page else "a module Worker"
    print(f"chromium {CHROMIUM}, headless, {where}, CPU throttling {args.throttle}x")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
