"""Shell completion as a person waits on it: a fresh ``tabula`` process per Tab press (figures only).

Run with ``python3 -m benchmarks.completion`` from the repository root. Issue 21's target: completing on a
1,000-event save in under 150 ms. Measured through the protocol Typer's zsh script uses
(``_TABULA_COMPLETE=complete_zsh``), beside ``python3 -c "import typer"``, what every Tab press paid before
the quick path. Three cases: the Tab after a move made with ``tabula act`` (which reworks the save's
answers), a Tab on a save nobody completed on since it changed (worked out from the save, then kept), and
what keeping the answers adds to ``tabula act`` itself.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import compile_sources, line  # noqa: E402
from benchmarks.run import played  # noqa: E402
from engine import saves  # noqa: E402

RUNS = 9
#: Tab pressed after each: a save's name, the actions open now, a field's values.
TYPED = {"a save's name": "act b", "the actions open now": "act big ", "a field's values": "act big move to="}


def _wall(command: list[str], env: dict[str, str], before: Callable[[], None] = lambda: None) -> float:
    """Median wall time (ms) of ``command`` in a fresh process, ``before`` run untimed ahead of each."""
    times = []
    for _ in range(RUNS):
        before()
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True, check=True, cwd=ROOT)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    """Print the figures."""
    compile_sources()
    with tempfile.TemporaryDirectory() as folder:
        session = played("struggle-for-rome", 1000)
        session.name = "big"
        saves.save(session, Path(folder) / "big.toml")
        cache = Path(folder) / "cache"
        env = {**os.environ, "TABULA_CACHE": str(cache)}
        tabula = [sys.executable, "-m", "tui", "--saves-dir", folder]
        line("python -c 'import typer' (every Tab press before)", _wall([sys.executable, "-c", "import typer"], env))

        def forget() -> None:
            shutil.rmtree(cache, ignore_errors=True)

        for label, typed in TYPED.items():
            asked = f"tabula --saves-dir {folder} {typed}"
            tab = {**env, "_TABULA_COMPLETE": "complete_zsh", "_TYPER_COMPLETE_ARGS": asked}
            if typed == "act b":  # the saves folder: nothing kept, nothing replayed
                line(f"Tab: {label}", _wall([sys.executable, "-m", "tui"], tab), 150)
                continue
            line(f"Tab: {label}, after a move (1,000 events)", _wall([sys.executable, "-m", "tui"], tab), 150)
            line(f"Tab: {label}, the save changed elsewhere", _wall([sys.executable, "-m", "tui"], tab, forget))
        # A move and its undo, so that the save stays the same size; with and without someone completing on it.
        # A roll: legal wherever a random playout stops (an "idle" was refused once the rules changed).
        move = [*tabula, "act", "big", "roll", "dice=3,4"]
        for label, before in (("nobody completes on the save", forget), ("someone does", lambda: None)):
            took = []
            for _ in range(RUNS):
                before()
                start = time.perf_counter()
                done = subprocess.run(move, env=env, capture_output=True, cwd=ROOT)
                took.append((time.perf_counter() - start) * 1000)
                subprocess.run([*tabula, "undo", "big"], env=env, capture_output=True, cwd=ROOT)
                if done.returncode:
                    line(f"tabula act ({label}): refused, not timed", 0.0)
                    break
            else:
                line(f"tabula act ({label})", statistics.median(took))


if __name__ == "__main__":
    main()
