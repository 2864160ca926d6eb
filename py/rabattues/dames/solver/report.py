"""An analysis as JSON and as lines of text, for the CLI and the page."""

from __future__ import annotations

from typing import Any

from .analysis import OUTCOME_KEYS, Analysis


def analysis_json(analysis: Analysis) -> dict[str, Any]:
    """Every figure for the player to throw; the cube keys only when the cube is on.

    `win`: he wins; `equity`: cubeless, per unit stake, multipliers counted when on;
    `outcomes`: `win1` … `lose4`, he wins or loses ×1, ×2, ×4; `throws`: expected throws to the end;
    `cubeful_equity`: money equity with the given cube (default centred), per unit stake;
    `double`: he should double now; `take`: the opponent should take a double (null when no
    double is allowed); `cube`: each choice's equity (`no_double`, `double_take`, `double_drop`).
    """
    data: dict[str, Any] = {"win": analysis.win, "equity": analysis.equity,
                            "outcomes": analysis.outcome_map(), "throws": analysis.throws}
    if analysis.cube is not None:
        data |= {"cubeful_equity": analysis.cube.equity, "double": analysis.cube.double,
                 "take": analysis.cube.take, "cube": analysis.cube.to_json()}
    return data


def analysis_lines(analysis: Analysis, *, multipliers: bool) -> list[str]:
    """The figures in words, one a line."""
    lines = [f"wins: {analysis.win:.6f}", f"cubeless equity: {analysis.equity:+.6f}",
             f"expected throws: {analysis.throws:.3f}"]
    if multipliers:
        named = zip(OUTCOME_KEYS, analysis.outcomes, strict=True)
        lines += [f"{key[:-1]} ×{key[-1]}: {p:.6f}" for key, p in named]
    cube = analysis.cube
    if cube is not None:
        lines.append(f"cubeful equity: {cube.equity:+.6f} (cube {cube.value}, "
                     f"{'centred' if cube.owner is None else 'owned by ' + cube.owner})")
        if cube.may_double:
            assert cube.double_take is not None
            lines.append(f"no double {cube.no_double:+.6f}, double/take {cube.double_take:+.6f}, "
                         f"double/drop {cube.double_drop:+.6f}")
            lines.append(f"{'double' if cube.double else 'no double'}, {'take' if cube.take else 'drop'}")
        else:
            lines.append("may not double now")
    return lines
