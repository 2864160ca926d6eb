"""The files describe the project as it is: fail on a line that tells how the work went.

A numbered session or round of work, a tracker's issue or pull request, a branch's name in
prose: that belongs in commit messages, never in the product's files. Checked over every file
git tracks or would add (binary files and lock files aside); a line an allow-list pattern
covers (a code identifier that only looks like history) is not reported.

usage: python tools/check_history.py [FILE ...]   (default: the repository's files)
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

HISTORY = [
    (re.compile(r"\bsessions? (?:of work )?\d+", re.I), "a numbered session of work"),
    (re.compile(r"(?<![-\w])rounds? \d+\b|\brounds? of work\b", re.I), "a numbered round of work"),
    (re.compile(r"\b(?:issues?|tickets?|bugs?) #?\d+\b", re.I), "an issue number"),
    (re.compile(r"\b(?:pr|pull request|fixes|closes|refs?)\s*#\d+\b", re.I),
     "a pull request or issue number"),
    (re.compile(r"\b(?:this|next|that|previous|earlier|the|an?|one) issue\b|\bissue['’]s\b", re.I),
     "a tracker's issue"),
    (re.compile(r"\bbranch(?:es)?\s+(?:[`'\"][\w./-]+[`'\"]|[\w.]+[-/][\w./-]+)"
                r"|\b(?:on|from|into) (?:the |this |that |my |our |a )?branch\b", re.I), "a branch named"),
    (re.compile(r"\b(?:sprint|milestone)s? \d+", re.I), "a numbered stage of work"),
]
"""What tells how the work went, and what to call it."""

ALLOW = [
    re.compile(r"--rounds \d+"),
]
"""Code identifiers that only look like history (a benchmark's `--rounds` option)."""

SKIP = re.compile(r"(^|/)(package-lock\.json|[^/]*\.lock)$"
                  r"|^(tools/check_history|tests/test_check_history)\.py$")
"""Files written by tools, not by hand; this check and its test, which name what they look for."""


def tracked_files(root: Path) -> list[Path]:
    """Every file git tracks, or would add, under `root`."""
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                         cwd=root, capture_output=True, check=True).stdout
    return [root / name for name in sorted(set(out.decode().split("\0"))) if name and not SKIP.search(name)]


def text_of(path: Path) -> str | None:
    """The file's text, or None for a binary file, a symlink or one that is gone."""
    if path.is_symlink() or not path.is_file():
        return None
    data = path.read_bytes()
    if b"\0" in data[:8192]:
        return None
    return data.decode("utf-8", errors="replace")


def findings(name: str, text: str) -> list[str]:
    """Each line that tells how the work went, as `name:line: what: the line`."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        if any(allowed.search(line) for allowed in ALLOW):
            continue
        for pattern, what in HISTORY:
            match = pattern.search(line)
            if match:
                found.append(f"{name}:{number}: {what} ({match.group(0)!r}): {line.strip()[:160]}")
                break
    return found


def main(argv: list[str]) -> int:
    """Check the files named, or the repository's; print each finding, fail if any."""
    root = Path(__file__).resolve().parent.parent
    paths = [Path(a) for a in argv] or tracked_files(root)
    found = []
    for path in paths:
        text = text_of(path)
        if text is not None:
            name = str(path.relative_to(root)) if path.is_relative_to(root) else str(path)
            found += findings(name, text)
    for line in found:
        print(line)
    if found:
        print(f"check_history: {len(found)} line(s) tell how the work went; say it in a commit message")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
