"""Start-up of the Textual app, as ratios to a one-widget Textual app in the same run.

Run with ``python3 -m benchmarks.tui``. Targets: first screen <= 1.5x the
one-widget app, opening a 1,000-event session <= 2x, opening any rules topic
or calculator < 0.3 s. The start-up ratios are printed twice: headless
(``run_test``, no terminal) and in a real terminal (``benchmarks.startup_pty``:
first paint in a pty), which is what a person waits for. Both run the app as
the ``tabula`` launcher does (``tui.launch``: collection paused for start-up,
and no collection pass as the process ends); the headless session is timed
once more without the launcher's settings, for information.

Then the keys of a turn on the 1,000-event session, headless with Pilot, as
medians: a field edit until its check is shown (< 50 ms), an action applied
until the screen has settled (< 100 ms), undo and redo (< 100 ms each). The
clock stops when the app has nothing left to do (``tests.settle``: no message
queued, no worker running), never on a guess from the CPU clock.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
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
from tui import launch
launch.pause_collection()
from tui.app.app import TabulaApp
async def main():
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    app = launch.launched(TabulaApp(session_path=path, saves_dir=Path(sys.argv[2])))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == ("SessionScreen" if path else "HomeScreen")
asyncio.run(main())
launch.closing()
"""

#: The app as a bare ``run_test`` runs it: no launcher settings (printed for information, no target).
TABULA_PLAIN = (
    TABULA.replace("launch.pause_collection()\n", "").replace("launch.launched(", "(").replace("launch.closing()\n", "")
)


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
    from tui.app.app import TabulaApp

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


#: Timed presses of each kind on the 1,000-event session (after one untimed, which loads what a first use loads).
PRESSES = 15


async def key_times(folder: Path, path: Path, presses: int = PRESSES) -> dict[str, list[float]]:
    """Milliseconds from a key to the session screen settled, per press: a digit typed into the roll
    form's dice (its check shown), Enter applying the roll (and the form the rules wait for opening),
    then ctrl+z and ctrl+y on the map.

    Textual's own wait after a key (``wait_for_idle``: at least 20 ms of sleep, twice) is taken out as
    the tests take it out: the app is waited on instead, until it has nothing left to do.
    """
    import textual.app
    from pytest import MonkeyPatch
    from textual.widgets import Input

    from tests.settle import no_guess, settle
    from tui import launch
    from tui.app.app import TabulaApp
    from tui.app.widgets.action_form import ActionForm
    from tui.app.widgets.wizard import WizardPanel

    times: dict[str, list[float]] = {"edit": [], "apply": [], "undo": [], "redo": []}
    app = TabulaApp(session_path=path, saves_dir=folder)
    app.collect_after = launch.GC_PAUSE  # as the launcher runs it: what the screen built is left out of collections
    with MonkeyPatch.context() as patch:
        patch.setattr(textual.app, "wait_for_idle", no_guess)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = app.screen
            session = screen.session  # type: ignore[attr-defined]

            async def timed(kind: str, key: str, done: Callable[[], bool], count: bool) -> None:
                start = time.perf_counter()
                await pilot.press(key)
                await settle(pilot)
                took = (time.perf_counter() - start) * 1000
                assert done(), f"{kind}: the press of {key} did not do what it should"
                if count:
                    times[kind].append(took)

            wizard = screen.query_one(WizardPanel)
            for press in range(presses + 1):
                # The roll form, opened anew each time: after a roll, the form the rules wait for opens.
                screen.pick_action("roll")  # type: ignore[attr-defined]
                await settle(pilot)
                form = screen.query_one(ActionForm)
                assert form.action == "roll" and isinstance(app.focused, Input), "the roll form has the cursor"
                await timed("edit", "6", lambda: wizard.check_text.startswith("allowed"), press > 0)
                before = len(session.events)
                await timed("apply", "enter", lambda: len(session.events) == before + 1, press > 0)  # noqa: B023
            screen.query_one("#map-table").focus()
            for kind, key, step in (("undo", "ctrl+z", -1), ("redo", "ctrl+y", 1)):
                for press in range(presses + 1):
                    before = len(session.events)
                    await timed(kind, key, lambda: len(session.events) == before + step, press > 0)  # noqa: B023
    return times


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
            "plain": [sys.executable, "-c", TABULA_PLAIN, str(path), str(folder)],
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
        line("  the same, without the launcher (info)", paired_ratio(times, "plain"), unit="x")
        startup_pty.report(folder, path)
        worst = asyncio.run(open_times(folder))
        line("slowest rules topic to open", worst["topic"] * 1000, 300)
        line("slowest calculator to open", worst["calculator"] * 1000, 300)
        keys = asyncio.run(key_times(folder, path))
        line("field edit checked, 1,000 events (median)", statistics.median(keys["edit"]), 50)
        line("action applied, settled, 1,000 ev. (median)", statistics.median(keys["apply"]), 100)
        line("undo, settled, 1,000 events (median)", statistics.median(keys["undo"]), 100)
        line("redo, settled, 1,000 events (median)", statistics.median(keys["redo"]), 100)


if __name__ == "__main__":
    main()
