"""Module preloads: each page's whole graph of ES modules fetched at once, not import by import.

ES modules load as a waterfall: a module's imports are only found once it has arrived (the
site's bundle, tools/bundle_js.mjs, still splits each page's code into a few files). A page marks
where its preloads go with `<!-- modulepreload ./js/main.js -->`; the build replaces the mark by a
`<link rel="modulepreload">` for every module that entry imports, directly or not, so the browser
asks for all of them in the first round trip. Marks come in the order the modules are wanted
first (the engine's starter before the page).
"""

from __future__ import annotations

import re
from pathlib import Path

MARK = re.compile(r"^(?P<indent>[ \t]*)<!-- modulepreload (?P<entry>\S+) -->$", re.MULTILINE)
# A static import or re-export (`import {a,\n b} from "./x.js"`, `import "./x.js"`): no `(` before
# its path, so neither a dynamic `import("./x.js")` (loaded when wanted) nor code after an export.
IMPORT = re.compile(r"""^\s*(?:import|export)\b[^"';(]*?(?:\bfrom\s*)?["'](?P<path>\.{1,2}/[^"']+)["']""",
                    re.MULTILINE)


def module_graph(entry: Path) -> list[Path]:
    """Every module the entry imports statically (itself first), each once, in the order found."""
    seen: list[Path] = []
    todo = [entry.resolve()]
    while todo:
        module = todo.pop(0)
        if module in seen:
            continue
        seen.append(module)
        text = module.read_text(encoding="utf-8")
        todo.extend((module.parent / m["path"]).resolve() for m in IMPORT.finditer(text))
    return seen


def add_preloads(page: Path) -> int:
    """Replace the page's preload marks by links; answer how many links were written."""
    html = page.read_text(encoding="utf-8")
    listed: set[Path] = set()  # a module preloaded by an earlier mark is not listed again

    def links(mark: re.Match[str]) -> str:
        entry = (page.parent / mark["entry"]).resolve()
        if not entry.is_file():
            raise SystemExit(f"preload: {page.name} names {mark['entry']}, which does not exist")
        modules = [m for m in module_graph(entry) if m not in listed]
        listed.update(modules)
        root = page.parent.resolve()
        hrefs = [f"./{m.relative_to(root).as_posix()}" for m in modules]
        return "\n".join(f'{mark["indent"]}<link rel="modulepreload" href="{href}">' for href in hrefs)

    html = MARK.sub(links, html)
    page.write_text(html, encoding="utf-8")
    return len(listed)
