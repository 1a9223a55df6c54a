"""Work that can wait until the first frame is on the screen.

Filling a long list or a form of a dozen fields before the first paint makes
the whole screen wait for it; done a moment later, the screen appears at once
and the list fills in before a person can read it. Headless (tests,
screenshots) there is no frame to show early, so the work is done at once and
what a test reads right after mounting is complete.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.dom import DOMNode

#: Seconds after the first refresh: time for the frame to be written out.
DELAY = 0.01


def after_first_paint(node: DOMNode, work: Callable[[], object]) -> None:
    """Run ``work`` once the first frame is out (at once when the app is headless).

    Args:
        node: The widget or screen the work belongs to (its timer stops with it).
        work: What to do (to run a coroutine, start a worker in it).
    """
    if node.app.is_headless:
        work()
        return
    # After the screen's next refresh (its first frame), then one more turn of the loop.
    node.call_after_refresh(lambda: node.set_timer(DELAY, work))
