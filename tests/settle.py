"""Waiting for the app in Pilot tests: on what it has left to do, never on the clock.

Textual's ``Pilot.pause()`` guesses that the app is done from the CPU clock (it used next to no CPU for
20 ms), which a loaded machine fools: a process waiting for a core looks idle, and the test reads the
screen half-way through a change. ``settle`` waits until no message is queued anywhere in the app and
no worker runs; ``tests/conftest.py`` makes every ``pause()`` and every key ``press()``-ed do that.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import App
from textual.message import Message
from textual.pilot import Pilot

#: Seconds after which a wait gives up: only a hung app takes this long, however loaded the machine. A guard
#: against hanging the run, never a clock a test runs on.
HUNG = 120.0

#: Seconds between two looks at an app at work (how often, not how long: a wait lasts until the app is done).
LOOK = 0.002

# Textual's own, kept before tests/conftest.py puts the settling ones in their place.
_pause = Pilot.pause
_press = Pilot.press


def quiet(app: App[Any]) -> bool:
    """Whether the app has nothing in hand: no message waits in the queue of the app, a screen or a widget,
    and no worker runs (a handler still at work is waiting on one or the other)."""
    if any(not worker.is_finished for worker in app.workers):
        return False
    nodes = [app, *(node for screen in app.screen_stack for node in screen.walk_children(with_self=True))]
    return not any(node.message_queue_size for node in nodes)


async def settle(pilot: Pilot[Any]) -> None:
    """Let the app finish what it was given to do: every message handled, the messages those sent, every worker.

    A handler woken but not yet run shows in no queue until it runs: the queues must be empty twice, with
    a turn of the event loop between. What waits on a timer (Textual passes a resize on after 1/120 s, the
    app hides a shown hand after seconds) is no message yet: ``until`` waits for what it brings.

    Raises:
        AssertionError: The app is still busy after ``HUNG`` seconds.
    """
    deadline = time.monotonic() + HUNG
    while True:
        await _pause(pilot, 0)  # what is queued now is handled, and the screen is laid out and drawn
        if quiet(pilot.app) and await _still_quiet(pilot.app):
            return
        while not quiet(pilot.app):
            if time.monotonic() > deadline:
                raise AssertionError(f"the app is still busy after {HUNG:g} s (it hangs?)")
            await asyncio.sleep(LOOK)


async def _still_quiet(app: App[Any]) -> bool:
    await asyncio.sleep(0)
    return quiet(app)


async def until(pilot: Pilot[Any], done: Callable[[], bool], what: str, state: Callable[[], str] = str) -> None:
    """Let the app work until ``done`` holds, as a player waits for the screen (a loaded machine takes longer).

    Args:
        pilot: The app's pilot.
        done: What the test waits for.
        what: What that is, for the failure message.
        state: What the failure message shows of the app besides.

    Raises:
        AssertionError: ``done`` still does not hold after ``HUNG`` seconds.
    """
    deadline = time.monotonic() + HUNG
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"no {what} after {HUNG:g} s (the app hangs?); {state()}")
        await _pause(pilot)  # the app may be waiting on a timer of its own: wait with it, without spinning
        await settle(pilot)


async def settled_pause(self: Pilot[Any], delay: float | None = None) -> None:
    """``Pilot.pause`` that waits for the app to settle (with a delay: Textual's, for a test of a timer)."""
    if delay is None:
        await settle(self)
    else:
        await _pause(self, delay)


async def settled_press(self: Pilot[Any], *keys: str) -> None:
    """``Pilot.press`` that lets the app settle after each key, as a person waits for the screen (``no_guess``
    takes Textual's own wait between keys, a guess from the CPU clock, out)."""
    for key in keys:
        await _press(self, key)
        await settle(self)


async def no_guess(min_sleep: float = 0, max_sleep: float = 1) -> None:
    """In place of Textual's ``wait_for_idle`` between the keys a pilot presses: a turn of the event loop."""
    await asyncio.sleep(0)


async def resize(pilot: Pilot[Any], width: int, height: int) -> None:
    """Resize the terminal, wait until the screen has had the resize (Textual passes it on a moment later, on a
    timer of its own) and let the app settle after it."""
    screen = pilot.app.screen
    resized: list[Message] = []

    def seen(message: Message) -> None:
        if isinstance(message, events.Resize) and message.size == (width, height):
            resized.append(message)

    screen.message_signal.subscribe(screen, seen, immediate=True)
    try:
        await pilot.resize_terminal(width, height)
        await until(pilot, lambda: bool(resized), f"the screen resized to {width}x{height}")
    finally:
        screen.message_signal.unsubscribe(screen)
    await settle(pilot)
