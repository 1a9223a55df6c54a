"""What both benchmark scripts share: fresh-process timing and the report line."""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def compile_sources() -> None:
    """Compile the project's bytecode as a pip install would.

    An editable checkout gets its bytecode on first run, unless
    PYTHONDONTWRITEBYTECODE is set (it is on some machines here); without
    this, every timed start would include compiling.
    """
    for package in ("engine", "tui", "rulesets", "tests"):
        compileall.compile_dir(ROOT / package, quiet=1)


def cold(commands: dict[str, list[str]], runs: int, env: dict[str, str] | None = None) -> dict[str, list[float]]:
    """Wall times (ms) of a fresh process per command, round by round.

    The commands take turns, so load drift on a shared machine hits all of
    them alike. A command that fails stops the benchmark: timing an error
    message would be meaningless.
    """
    env = env if env is not None else {**os.environ, "PYTHONPATH": str(ROOT)}
    times: dict[str, list[float]] = {label: [] for label in commands}
    for _ in range(runs):
        for label, argv in commands.items():
            start = time.perf_counter()
            subprocess.run(argv, env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
            times[label].append((time.perf_counter() - start) * 1000)
    return times


def paired_ratio(times: dict[str, list[float]], label: str, base: str = "one-widget") -> float:
    """Median of the per-round ratios to the baseline (paired, so a slow
    round slows both sides instead of skewing the ratio)."""
    return statistics.median(t / b for t, b in zip(times[label], times[base], strict=True))


def line(label: str, value: float, target: float | None = None, unit: str = "ms") -> None:
    """Print one figure, with its target and verdict when it has one."""
    verdict = "" if target is None else ("  ok" if value <= target else "  OVER TARGET")
    goal = "" if target is None else f"  (target {target:g} {unit})"
    print(f"{label:44} {value:9.3f} {unit}{goal}{verdict}")
