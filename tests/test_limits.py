"""The size policy (limits.py): what `api.limits` tells the page is what every door enforces,
the same limit on write as on read, and every limit checked before any work.

A game that never ends, for records as long as the policy allows: White's last checker is on
his point 2 and Black's on his point 6, so a typed 1-1 is unplayable for both (passed, then
lost) and, a double, is thrown again by White, forever (RULES.md §4, §5).
"""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from rabattues import api
from rabattues.kernel.limits import MAX_EMBED_STEPS, MAX_REQUEST_CHARS, MAX_SEED, as_json

ROOT = Path(__file__).resolve().parent.parent
ENDLESS = "0.1.0.0.0.0/0.0.0.0.0.1/w"
LIMITS: dict[str, int] = json.loads(api.limits())["limits"]


def api_call(function: Any, *args: str) -> dict[str, Any]:
    """An api call's answer, parsed."""
    result: dict[str, Any] = json.loads(function(*args))
    return result


def endless_record(actions: int, players: dict[str, Any] | None = None) -> dict[str, Any]:
    """A typed-dice record of `actions` throws of 1-1 in the endless game."""
    config = {"preset": "charpentier-1699", "dice": "typed", "start": ENDLESS, "seed": 1}
    record: dict[str, Any] = api_call(api.new_game, json.dumps(config))["record"]
    record["actions"] = ["11"] * actions
    if players is not None:
        record["players"] = {c: {"kind": "human", **players[c]} for c in "wb"}
    return record


def test_the_page_reads_every_limit_from_the_engine() -> None:
    assert api_call(api.limits)["ok"] is True
    assert as_json() == LIMITS
    assert LIMITS["rev"] == LIMITS["seed"] == MAX_SEED == 9_007_199_254_740_991  # Number.MAX_SAFE_INTEGER


def test_a_record_at_the_action_limit_loads_and_says_it_is_full() -> None:
    opened = api_call(api.open_record, json.dumps(endless_record(LIMITS["actions"])))
    assert opened["ok"] and opened["view"]["room"] == 0
    assert api_call(api.open_record, json.dumps(endless_record(LIMITS["actions"] - 1)))["view"]["room"] == 1


def test_one_action_past_the_limit_is_refused_on_load() -> None:
    refused = api_call(api.open_record, json.dumps(endless_record(LIMITS["actions"] + 1)))
    assert not refused["ok"] and "too many actions" in refused["error"]


def test_the_app_never_writes_a_record_it_would_refuse() -> None:
    """`act` on a full record: refused with a typed error the page can show, nothing written."""
    record = endless_record(LIMITS["actions"] - 1)
    last = api_call(api.act, json.dumps(record), "11")
    assert last["ok"] and last["view"]["room"] == 0
    full = api_call(api.act, json.dumps(last["record"]), "11")
    message = f"this game has reached the longest record the app keeps: {LIMITS['actions']} actions"
    assert full == {"ok": False, "code": "record-full", "error": message}
    assert api_call(api.open_record, json.dumps(last["record"]))["ok"]


def test_play_json_never_writes_a_record_replay_refuses(tmp_path: Path) -> None:
    """The command line: as many throws as fit are played; one more is refused, nothing printed."""
    fits = " ".join(["11"] * LIMITS["actions"])
    played = run_cli("play", "--position", ENDLESS, "--dice", fits, "--json")
    assert played.returncode == 0
    path = tmp_path / "full.json"
    path.write_text(played.stdout, encoding="utf-8")
    assert len(json.loads(played.stdout)["actions"]) == LIMITS["actions"]
    assert run_cli("replay", str(path)).returncode == 0
    refused = run_cli("play", "--position", ENDLESS, "--dice", fits + " 11", "--json")
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.strip().endswith(f"(at most {LIMITS['actions']})")


def test_play_refuses_to_pass_the_limit_when_a_claim_is_one_action_more() -> None:
    """As many throws as the limit, but strict claiming adds a claim (Black's 1, passed by White's
    first 1-1, bears off his checker there): one action too many, refused, nothing printed."""
    throws = " ".join(["11"] * LIMITS["actions"])
    result = run_cli("play", "--rule", "claim=strict", "--position", "0.1.0.0.0.0/1.0.0.0.0.1/w",
                     "--dice", throws, "--json")
    assert result.returncode == 2 and result.stdout == ""
    assert f"longest record the app keeps: {LIMITS['actions']} actions" in result.stderr


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m rabattues ARGS`."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "rabattues", *args], capture_output=True, text=True,
                          env=env, timeout=300, check=False)


def test_the_longest_record_fits_the_file_and_text_limits() -> None:
    """The longest record the app can write, exported as the page does (indented), with names of
    the longest four-byte characters, is under the file limit: a saved game always opens."""
    name = "\U0001f3b2" * LIMITS["name_chars"]
    record = endless_record(LIMITS["actions"], players={"w": {"name": name}, "b": {"name": name}})
    record["actions"] = ["double"] * LIMITS["actions"]  # longer than any real action's token
    exported = json.dumps(record, indent=1, ensure_ascii=False) + "\n"
    assert len(exported.encode("utf-8")) <= LIMITS["file_bytes"]
    assert len(exported) <= LIMITS["record_chars"]


def test_names_longer_than_the_limit_are_refused() -> None:
    fits = endless_record(0, players={"w": {"name": "é" * LIMITS["name_chars"]}, "b": {"name": "B"}})
    assert api_call(api.open_record, json.dumps(fits))["ok"]
    over = endless_record(0, players={"w": {"name": "é" * (LIMITS["name_chars"] + 1)}, "b": {"name": "B"}})
    assert f"1 to {LIMITS['name_chars']}" in api_call(api.open_record, json.dumps(over))["error"]


def test_an_embed_of_the_most_steps_fits_the_address_limit() -> None:
    """Every throw written `4-3` with a percent-encoded comma, after the longest position."""
    position = "3ss." * 5 + "3ss"
    address = (f"https://example.org/embed.html?preset=charpentier-1699&position={position}/{position}/w"
               f"&step={LIMITS['embed_steps']}&mode=play&dice=" + "%2C".join(["4-3"] * LIMITS["embed_steps"]))
    assert len(address) <= LIMITS["address_chars"]


def test_embed_steps_up_to_the_limit_are_replayed_and_one_more_is_refused() -> None:
    dice = "+".join(["11"] * LIMITS["embed_steps"])
    stepped = api_call(api.steps, json.dumps({"start": ENDLESS, "dice": dice}))
    assert stepped["ok"] and len(stepped["views"]) == LIMITS["embed_steps"] + 1
    refused = api_call(api.steps, json.dumps({"start": ENDLESS, "dice": dice + "+11"}))
    assert refused["code"] == "too-large" and f"(at most {MAX_EMBED_STEPS})" in refused["error"]


def test_a_file_of_the_limit_passes_the_size_check_and_one_byte_more_does_not() -> None:
    padding = LIMITS["file_bytes"] - len(b"{}")
    at_limit = base64.b64encode(b"{" + b" " * padding + b"}").decode()
    assert "has no 'format'" in api_call(api.open_file, at_limit)["error"]  # read whole, then refused
    over = base64.b64encode(b"{" + b" " * (padding + 1) + b"}").decode()
    refused = api_call(api.open_file, over)
    assert refused["code"] == "too-large" and refused["error"].startswith("file too large")


def test_every_api_argument_is_size_checked_before_it_is_read() -> None:
    huge = "[" * (MAX_REQUEST_CHARS + 1)
    for function, args in [(api.position, [huge]), (api.act, ["{}", huge]), (api.steps, [huge]),
                           (api.open_record, [huge]), (api.open_file, [huge])]:
        refused = api_call(function, *args)
        assert refused["code"] == "too-large", function.__name__
        assert refused["error"] == f"input too large: {len(huge)} characters (at most {MAX_REQUEST_CHARS})"


def test_the_base64_of_the_largest_file_is_an_acceptable_argument() -> None:
    largest = "data:application/json;base64," + base64.b64encode(b" " * LIMITS["file_bytes"]).decode()
    assert len(largest) <= LIMITS["request_chars"]
