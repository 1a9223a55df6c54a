"""Shell completion as a person waits on it: a fresh ``tabula`` process per Tab press (figures only).

Run with ``python3 -m benchmarks.completion`` from the repository root. Issue 21's target: completing on a
1,000-event save in under 150 ms. Measured through the protocol Typer's zsh script uses
(``_TABULA_COMPLETE=complete_zsh``), beside ``python3 -c "import typer"`` as the floor every process pays.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import line  # noqa: E402
from benchmarks.run import played  # noqa: E402
from engine import saves  # noqa: E402

RUNS = 9


def _wall(command: list[str], env: dict[str, str]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True, check=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    """Print the figures."""
    with tempfile.TemporaryDirectory() as folder:
        session = played("struggle-for-rome", 1000)
        session.name = "big"
        saves.save(session, Path(folder) / "big.toml")
        base = f"tabula --saves-dir {folder} "
        floor = _wall([sys.executable, "-c", "import typer"], dict(os.environ))
        line("python -c 'import typer' (the floor)", floor)
        for label, typed in (
            ("a save's name", "act b"),
            ("the actions open now (1,000 events)", "act big "),
            ("a field's values (1,000 events)", "act big move to="),
        ):
            env = {**os.environ, "_TABULA_COMPLETE": "complete_zsh", "_TYPER_COMPLETE_ARGS": base + typed}
            line(f"complete {label}", _wall([sys.executable, "-m", "tui"], env), 150)


if __name__ == "__main__":
    main()
