"""Start-up of the Textual app, as ratios to a one-widget Textual app in the same run.

Run with ``python3 -m benchmarks.tui``. Targets: first screen <= 1.5x the
one-widget app, opening a 1,000-event session <= 2x, opening any rules topic
or calculator < 0.3 s. The start-up ratios are printed twice: headless
(``run_test``, no terminal) and in a real terminal (``benchmarks.startup_pty``:
first paint in a pty), which is what a person waits for.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import startup_pty
from benchmarks.common import ROOT, cold, compile_sources, line, paired_ratio

BASELINE = """
import asyncio
from textual.app import App
from textual.widgets import Static
class One(App):
    def compose(self):
        yield Static("hello")
async def main():
    async with One().run_test(size=(120, 40)) as pilot:
        await pilot.pause()
asyncio.run(main())
"""

TABULA = """
import asyncio, sys
from pathlib import Path
from tui.app import TabulaApp
async def main():
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    app = TabulaApp(session_path=path, saves_dir=Path(sys.argv[2]))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == ("SessionScreen" if path else "HomeScreen")
asyncio.run(main())
"""


def big_session(folder: Path) -> Path:
    """A Mare Nostrum session with about 1,000 events."""
    from engine import saves
    from tests.mare_nostrum.helpers import finish_setup, new_game

    session = new_game("egypt", "carthage", "greece", "rome")
    session.name = "big"
    finish_setup(session)
    while len(session.events) < 1000:
        session.act("roll", {"dice": "roll:2", "why": "benchmark"})
    path = folder / "big.toml"
    saves.save(session, path)
    return path


async def open_times(folder: Path) -> dict[str, float]:
    """Seconds to open each rules topic and each calculator, worst case."""
    from engine import reference, registry
    from tui.app import TabulaApp

    app = TabulaApp(saves_dir=folder)
    worst_topic = worst_calc = 0.0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for info in registry.games():
            ruleset = info.load()
            for topic in reference.topics(ruleset):
                start = time.perf_counter()
                app.open_rules(info.id, topic.id)
                await pilot.pause()
                worst_topic = max(worst_topic, time.perf_counter() - start)
                app.pop_screen()
                await pilot.pause()
            start = time.perf_counter()
            app.open_calculators(info.id)
            await pilot.pause()
            worst_calc = max(worst_calc, time.perf_counter() - start)
            app.pop_screen()
            await pilot.pause()
    return {"topic": worst_topic, "calculator": worst_calc}


def main() -> None:
    sys.path.insert(0, str(ROOT))
    compile_sources()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = big_session(folder)
        commands = {
            "one-widget": [sys.executable, "-c", BASELINE],
            "home": [sys.executable, "-c", TABULA, "", str(folder)],
            "session": [sys.executable, "-c", TABULA, str(path), str(folder)],
        }
        commands["home"] = [
            sys.executable,
            "-c",
            TABULA.replace("Path(sys.argv[1]) if len(sys.argv) > 1 else None", "None"),
            "-",
            str(folder),
        ]
        cold(commands, 1)
        times = cold(commands, 9)
        print(f"Tabula TUI benchmarks — Python {sys.version.split()[0]}, {os.cpu_count()} cores")
        line("one-widget Textual app, headless (median)", statistics.median(times["one-widget"]))
        line("home screen, headless (median)", statistics.median(times["home"]))
        line("1,000-event session, headless (median)", statistics.median(times["session"]))
        line("headless ratio home / one-widget", paired_ratio(times, "home"), 1.5, "x")
        line("headless ratio session / one-widget", paired_ratio(times, "session"), 2.0, "x")
        startup_pty.report(folder, path)
        worst = asyncio.run(open_times(folder))
        line("slowest rules topic to open", worst["topic"] * 1000, 300)
        line("slowest calculator to open", worst["calculator"] * 1000, 300)


if __name__ == "__main__":
    main()
