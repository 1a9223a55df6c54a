"""What waits in a widget's message queue: the type-ahead keys (``session_keys``) and the number keys
(``session_layout``) ask whether a key or a change is still on its way before they act; the : key asks it too.

Textual's queue has no public way to be looked into: its private ``values`` is read here, in one place. Where a
Textual release changes it, ``queued`` answers None and each caller falls back to what it did before it could
look (a key counts as on its way when any message is, or none is).
"""

from __future__ import annotations

from collections.abc import Iterable

from textual import events
from textual.message import Message
from textual.message_pump import MessagePump


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
