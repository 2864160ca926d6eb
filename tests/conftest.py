"""Shared helpers for the engine's tests.

The helpers are session-scoped fixtures (plain functions inside), so hypothesis tests can use
them too. Positions are always written by hand in the notation of RULES.md §11. The exact
solver's tables are one named session fixture, `solver_tables`, so their cost is paid once and
shows under its name (`pytest --setup-show`, `--durations`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest

from rabattues.dames import GameState, Options, Step, format_position, new_game, parse_action, parse_position
from rabattues.dames.solver.cache import FOLDER_VARIABLE

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from exact_cache import keep_exact_tables  # tools/exact_cache.py: shared with the build and e2e

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
"""RULES.md §11: the start, written out by hand."""


def _state(notation: str, options: Options | None = None, **rules: str) -> GameState:
    """A game from a hand-written position, with some rules changed by their text form."""
    options = options or Options()
    for name, value in rules.items():
        options = options.with_rule(name, value)
    return new_game(options, parse_position(notation))


def _play(state: GameState, tokens: str | Iterable[str]) -> GameState:
    """The state after actions written as record tokens (`"43 11 c2 double take"`)."""
    for token in tokens.split() if isinstance(tokens, str) else tokens:
        state = state.child(parse_action(token))
    return state


def _step(state: GameState, token: str) -> Step:
    """One action's step, from its record token."""
    return state.step(parse_action(token))


def _where(state: GameState) -> str:
    """The state's position in notation."""
    return format_position(state.position)


@pytest.fixture(scope="session")
def state() -> Callable[..., GameState]:
    """`state("2.0.2.3.3.3/.../w", passing="never")`: a game from a written position."""
    return _state


@pytest.fixture(scope="session")
def play() -> Callable[[GameState, str | Iterable[str]], GameState]:
    """`play(state, "43 11")`: apply record tokens one after the other."""
    return _play


@pytest.fixture(scope="session")
def step() -> Callable[[GameState, str], Step]:
    """`step(state, "43")`: one action's step, events included."""
    return _step


@pytest.fixture(scope="session")
def where() -> Callable[[GameState], str]:
    """`where(state)`: the position in notation."""
    return _where


@pytest.fixture(scope="session", autouse=True)
def solve_cache_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Every `solve` of the tests, in this process or a child, keeps its tables in a temporary
    folder: never in the user's real cache."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(FOLDER_VARIABLE, str(tmp_path_factory.mktemp("solve-cache")))
        yield


@pytest.fixture(scope="session")
def solver_tables() -> None:
    """The exact solver's tables of both presets (classes, cubeless and cube values), once per
    session: read from build/test-cache (`make site` keeps them there), else built and kept there
    (about 10 s; `pytest --setup-show` shows where it is paid). They are the solver's own figures
    bit for bit (solver/cache.py); test_solve_cache.py checks a fresh build against the cache."""
    keep_exact_tables()


@pytest.fixture(autouse=True)
def no_packed_tables_left_loaded() -> Iterator[None]:
    """A test that loads the page's packed tables unloads them: else later exact figures are
    silently read from the 1/2048 grid (a test far away then fails by 0.0002)."""
    from rabattues.dames.solver import packed

    yield
    left = sorted(packed._LOADED)
    packed._LOADED.clear()
    assert not left, f"packed tables left loaded: {left}"
