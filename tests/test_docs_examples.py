"""The docs' examples work: every record written in docs/RECORD.md opens, every embed address in
the README and docs/EMBED.md replays to its end, and the README's taste of `hint` is what the
command prints."""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest

from rabattues import api

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
RECORD_MD = ROOT / "docs" / "RECORD.md"
EMBED_MD = ROOT / "docs" / "EMBED.md"


def answer(text: str) -> dict[str, Any]:
    """An api answer, failing the test with the engine's reason when it refused."""
    reply: dict[str, Any] = json.loads(text)
    assert reply.get("ok", True), reply.get("error")
    return reply


def json_blocks(path: Path) -> list[str]:
    """The ```json blocks of a Markdown file."""
    return re.findall(r"```json\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


def embed_addresses() -> list[str]:
    """Every `embed.html?…` an iframe of the README or docs/EMBED.md frames."""
    found = []
    for path in (README, EMBED_MD):
        found += re.findall(r'<iframe src="[^"]*?(embed\.html\?[^"]*)"', path.read_text(encoding="utf-8"))
    return [html.unescape(address) for address in found]


@pytest.mark.parametrize("block", json_blocks(RECORD_MD), ids=lambda b: json.loads(b).get("game", "?"))
def test_every_record_in_the_record_page_opens(block: str) -> None:
    """Each record shown is one the engine opens whole, its seeded dice the seed's."""
    record = json.loads(block)
    reply = answer(api.open_record(json.dumps(record)))
    assert len(reply["history"]) == len(record["actions"])


def test_the_docs_show_both_games_embedded() -> None:
    """The README and the embed page each frame a board of both games."""
    games = {dict(parse_qsl(urlsplit(a).query)).get("game", "dames-rabattues") for a in embed_addresses()}
    assert games == {"dames-rabattues", "backgammon"}


@pytest.mark.parametrize("address", embed_addresses())
def test_every_embed_address_replays_to_its_end(address: str) -> None:
    """The board the address asks for is read and every throw or move in it is played, as the embed
    asks the engine (its `position` is the 1699 game's `start`)."""
    query = dict(parse_qsl(urlsplit(address).query))
    if query.get("game") == "backgammon":
        request: dict[str, str] = query
    else:
        request = {"preset": query.get("preset", "charpentier-1699"), "dice": query.get("dice", "")}
        if "position" in query:
            request["start"] = query["position"]
    reply = answer(api.steps(json.dumps(request)))
    assert reply["stopped"] is None, reply["stopped"]
    assert len(reply["views"]) >= 2


def test_the_readme_hint_is_what_the_command_prints() -> None:
    """The README's two lines of `hint` output are the command's first two lines."""
    text = README.read_text(encoding="utf-8")
    command = re.search(r"^\$ python -m rabattues (hint .*)$", text, re.M)
    assert command, "the README shows no hint command"
    shown = re.findall(r"^  \d\. .*$", text[command.end():], re.M)[:2]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    out = subprocess.run([sys.executable, "-m", "rabattues", *command.group(1).split()], env=env,
                         capture_output=True, text=True, check=True, timeout=300).stdout
    assert len(shown) == 2 and out.splitlines()[:2] == shown


def test_the_readme_pictures_are_the_ones_make_pictures_refreshes() -> None:
    """The README's pictures (HTML, which the link check does not read) are files of docs/img/, the
    two that `make pictures` writes (e2e/test_pictures.py names them)."""
    shown = re.findall(r'<img src="([^"]+)"', README.read_text(encoding="utf-8"))
    maker = (ROOT / "e2e" / "test_pictures.py").read_text(encoding="utf-8")
    taken = re.findall(r'picture\(page, "(\w+)"\)', maker)
    assert sorted(shown) == sorted(f"docs/img/{name}.png" for name in taken)
    assert all((ROOT / path).stat().st_size > 10_000 for path in shown)


def test_the_readme_leads_to_a_newcomers_first_answers() -> None:
    """One link from the README each: embedding a board, the record, how the computer plays
    backgammon, how fast the page starts (make links checks that each anchor is a heading); and
    README's own snippet embeds a backgammon board."""
    text = README.read_text(encoding="utf-8")
    links = set(re.findall(r"\]\(([^)]+)\)", text))
    wanted = {"docs/EMBED.md", "docs/RECORD.md", "docs/BACKGAMMON.md#the-computer",
              "docs/BENCHMARKS.md#start-up"}
    assert wanted <= links, wanted - links
    assert any("game=backgammon" in address for address in embed_addresses()
               if address in html.unescape(text))


def test_the_readme_stays_an_entrance() -> None:
    """The README is the entrance, at most 200 lines; the reference is docs/, with an index."""
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 200
    assert "docs/README.md" in README.read_text(encoding="utf-8")
