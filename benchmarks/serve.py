"""``tabula serve`` as a player waits on it: a view's first screen, and another view's change shown.

Run with ``python3 -m benchmarks.serve`` from the repository root (needs the
``serve`` and ``browser`` extras and the system's Chromium). Figures only.
The target from issue 20: a change made in one view shows in the others
within a second.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from benchmarks.common import line  # noqa: E402
from tests.serve.browser import Term, chromium, serving  # noqa: E402
from tui.library import copy_demo  # noqa: E402

ROUNDS = 10


def main() -> None:
    """Print the figures."""
    browser_path = chromium()
    if browser_path is None:
        print("no Chromium from the system's packages: nothing measured")
        return
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        copy_demo(Path(folder), "hellas")
        browser = playwright.chromium.launch(executable_path=browser_path, headless=True)
        with serving(Path(folder), "hellas-demo") as served:
            firsts = []
            views = []
            for label, key, heading in (
                ("Table (public information only)", "table", r"\[table view\]"),
                ("Ariadne (light)", "1", r"\[Ariadne's view\]"),
            ):
                term = Term(browser.new_context(viewport={"width": 1400, "height": 800}).new_page())
                start = time.perf_counter()
                term.open(served.view(label, key))
                term.wait_for(heading)
                firsts.append((time.perf_counter() - start) * 1000)
                views.append(term)
            table, ariadne = views
            shown = []
            # Undo and redo Theseus's end of turn in Ariadne's view: the table's heading names the turn.
            for index in range(ROUNDS):
                key, turn = ("Control+z", "Theseus") if index % 2 == 0 else ("Control+y", "Ariadne")
                ariadne.page.focus(".xterm-helper-textarea")
                start = time.perf_counter()
                ariadne.press(key)
                table.wait_for(rf"turn: {turn}", timeout=10)
                shown.append((time.perf_counter() - start) * 1000)
        browser.close()
    line("first screen of a view (page to heading)", statistics.median(firsts))
    line(f"another view's change shown (median of {ROUNDS})", statistics.median(shown), 1000)
    line("another view's change shown (slowest)", max(shown), 1000)


if __name__ == "__main__":
    main()
