"""What waits in a widget's message queue: the type-ahead keys (``session_keys``) and the number keys
(``session_layout``) ask whether a key or a change is still on its way before they act; the : key asks it too.
A key still on its way through a field when the cursor has left it (Enter typed right behind it) is given the
field's own binding (``run_bound``).

Textual's queue has no public way to be looked into: its private ``values`` is read here, in one place. Where a
Textual release changes it, ``queued`` answers None and each caller falls back to what it did before it could
look (a key counts as on its way when any message is, or none is). A widget's bindings (its private
``_bindings``, what Textual itself weighs a key against) are read here too, and a screen's binding chain with
the app's way of reading an action (``run_priority``).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from typing import Any

from textual import events, messages
from textual.actions import SkipAction
from textual.message import Message
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widget import Widget


def queued(pump: MessagePump) -> Iterable[Message] | None:
    """The messages waiting in ``pump``'s queue, oldest first; None where the queue cannot be looked into."""
    values: Iterable[Message] | None = getattr(pump._message_queue, "values", None)
    return values


def keys_waiting(pump: MessagePump) -> bool:
    """Whether a key typed before the one being weighed still waits in ``pump``'s queue (any message, where the
    queue cannot be looked into): typed fast, "at 8:30" reaches ':' before the box has taken "at 8", and
    "south" Enter reaches the screen's Enter before the list has opened on "s"."""
    values = queued(pump)
    if values is None:
        return pump.message_queue_size > 0
    return any(isinstance(message, events.Key) for message in values)


def waiting(pump: MessagePump) -> bool:
    """Whether a message other than a callback waits in ``pump``'s queue (a key, a change on its way).

    Callbacks are let be: a test's pilot leaves one in every widget after each key, and none of them types
    into a field. Where the queue cannot be looked into (``queued``), any message counts.
    """
    values = queued(pump)
    if values is None:
        return pump.message_queue_size > 0
    return any(not isinstance(message, events.Callback) for message in values)


#: What a queue holds that changes no form: Textual's requests to lay out and draw, a test's callbacks.
REDRAWS = (messages.Update, messages.Layout, messages.UpdateScroll, events.Callback)


def from_within(pump: MessagePump, panel: Widget) -> bool:
    """Whether a message waits in ``pump``'s queue, other than a redraw, sent by ``panel`` or a widget in it
    (or by no widget). Where Textual's queue cannot be looked into, any message counts."""
    values = queued(pump)
    if values is None:
        return pump.message_queue_size > 0
    for message in values:
        if isinstance(message, REDRAWS):
            continue
        sender = message._sender
        if not isinstance(sender, Widget) or sender is panel or panel in sender.ancestors:
            return True
    return False


async def run_bound(widget: Widget, key: str) -> bool:
    """Run the binding ``widget`` (or a container of it, up to its screen) has for ``key``, as Textual runs it
    for the widget with the cursor; whether one ran. Priority bindings are left out: the app weighed them as
    the key came. Textual weighs a widget's bindings once the key has come back up from it, to the widget that
    has the cursor then: a key typed right before Enter (Space on a card) came back after Enter had taken the
    cursor away, and ticked nothing."""
    for node in widget.ancestors_with_self:
        if isinstance(node, Screen):
            break
        for binding in node._bindings.key_to_bindings.get(key, ()):
            if not binding.priority and await widget.app.run_action(binding.action, node):
                return True
    return False


def going(widget: Widget) -> bool:
    """Whether ``widget`` is gone from the screen or on its way out (its form being replaced): a focus asked for
    it a moment before (Textual's ``focus`` sets it later) would leave the cursor, and every key, on a widget
    no longer there. Textual marks the widgets it is removing (its private ``_pruning``) before it detaches them."""
    return not widget.is_attached or bool(getattr(widget, "_pruning", False) or widget._closing or widget._closed)


def after_keys_come_back(pump: MessagePump, callback: Callable[[], object]) -> None:
    """Run ``callback`` once the keys waiting in ``pump``'s queue now have come back up from it to the app, which
    weighs their bindings then (an open list's Down): it follows them up, one queue at a time, behind them."""

    def hop(node: MessagePump) -> None:
        parent = node._parent
        if parent is None:
            callback()
        else:
            parent.call_later(hop, parent)

    pump.call_later(hop, pump)


def run_priority(screen: Screen[Any], key: str) -> bool:
    """Run there and then the priority binding ``screen`` has for ``key`` with the cursor where it is now, as the
    app runs one as a key comes (its ``_check_bindings``); whether one ran. For a key held while the cursor was
    nowhere, handed on once it is placed: given to the field, a player's number key typed ahead of the next
    entry was a letter in that form's player list (the play-test's second offer in one burst). An action that
    awaits is run in a worker: the keys after it cannot wait for it without losing their order."""
    app = screen.app
    for node, bindings in reversed(screen._binding_chain):
        for binding in bindings.key_to_bindings.get(key, ()):
            if not binding.priority:
                continue
            target, name, parameters = app._parse_action(binding.action, node)
            method = getattr(target, f"_action_{name}", None) or getattr(target, f"action_{name}", None)
            if not callable(method) or not target.check_action(name, parameters):
                continue
            try:
                result = method(*parameters)
            except SkipAction:
                continue
            if inspect.isawaitable(result):
                screen.run_worker(result)
            return True
    return False
