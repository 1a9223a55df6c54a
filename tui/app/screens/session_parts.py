"""What the session screen shows, worked out from the session alone (no widgets).

Kept apart from ``session.py`` so the screen holds only the wiring of its
panels: the header and banner lines, names as the hand panel gives them, the
command line's values, and the layout that fits the terminal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text
from textual.css.query import NoMatches
from textual.dom import DOMNode
from textual.markup import escape
from textual.widget import Widget

from engine.actions import ActionSpec
from engine.events import Event
from engine.i18n import N_, ntr, tr
from engine.session import Session
from engine.views import View
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.wizard import WizardPanel
from tui.show_text import own_holder_name, round_text
from tui.show_text import owners as owners  # the map says owners as show does

PANELS = ("map", "wizard", "hand", "log")
# Translated where shown (the tab bar, the keys): the language may change while the app runs.
PANEL_NAMES = (N_("Map"), N_("Phase"), N_("Hand"), N_("Log"))
#: The number keys' names, one literal each (a key's description is translated where the keys are shown).
PLAYER_KEYS = (N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"), N_("Player 5"), N_("Player 6"))
#: What alt+1..4 arrive as from most terminals (ESC then the digit): Textual reads
#: those sequences as the characters macOS's Option key types (¡ ™ £ ¢).
ALT_DIGIT = ("inverted_exclamation_mark", "trade_mark_sign", "pound_sign", "cent_sign")

WizardState = tuple[str, str, Sequence[View], Sequence[ActionSpec]]


def layout_for(width: int, height: int) -> str:
    """``tabs`` below 100x32, ``columns`` from 150x45, else ``grid`` (two by two).

    Two rows of panels need 32 rows: at 100x30 they were 7 rows high, and a form showed about 4 fields (a
    browser's page of 1400x800 pixels, about 35 rows, still shows all four panels).
    """
    if width < 100 or height < 32:
        return "tabs"
    if width >= 150 and height >= 45:
        return "columns"
    return "grid"


#: Narrower than this, the tab bar leaves the alt keys out (a phone: no alt key, and no room).
NARROW = 60


def _tab_label(index: int, narrow: bool) -> str:
    name = tr(PANEL_NAMES[index])
    return f" {name} " if narrow else f" Alt+{index + 1} {name} "


def tab_line(current: int, narrow: bool = False) -> Text:
    """The tab bar of the small layout: each panel with its alt key (not when ``narrow``), the shown one
    reversed."""
    line = Text()
    for index in range(len(PANEL_NAMES)):
        style = "reverse bold" if index == current else "dim"
        line.append(_tab_label(index, narrow), style=style)
        line.append(" ")
    return line


def tab_at(x: int, narrow: bool = False) -> int | None:
    """The tab under column ``x`` of the tab bar's line (a tap: a phone has no alt key), if any."""
    start = 0
    for index in range(len(PANEL_NAMES)):
        width = len(_tab_label(index, narrow))
        if start <= x < start + width:
            return index
        start += width + 1
    return None


def shown(widget: Widget) -> bool:
    """Whether the widget and every container around it are displayed."""
    node: DOMNode | None = widget
    while isinstance(node, Widget):
        if not node.display:
            return False
        node = node.parent
    return True


def header(session: Session, summary: Mapping[str, Any], view: str = "") -> str:
    """Game, session, round, phase and step, and whose turn it is (and who acts next, if someone else).

    Args:
        session: The open session.
        summary: Its summary.
        view: Whose screen this is ("Jana's view"), said first; "" on the screen passed around.
    """
    first = f"[{view}] " if view else ""
    if summary["winners"]:  # nobody acts any more: no phase, no turn
        return f"{first}{session.ruleset.name} — {session.name} · {tr('game over')}"
    step = f" ({tr(summary['step'])})" if summary["step"] else ""
    turn = summary["turn"]
    nxt = summary.get("acts_next")
    if turn:
        who = tr("turn: {name}").format(name=turn)
        who += tr(", next to act: {name}").format(name=nxt) if nxt and nxt != turn else ""
    else:  # a phase everyone plays at once: whom it still waits for
        from engine.summary import waiting_said

        who = waiting_said(session, nxt, N_(", next to act: {name}"))
    where = f"{round_text(summary)} · {session.phase.title}{step}"
    return f"{first}{session.ruleset.name} — {session.name} · {where} · {who}"


def elsewhere(session: Session, before: int) -> str:
    """What another screen or program did to the session (it had ``before`` events here): its last event,
    or how far it was taken back."""
    now = len(session.events)
    if now > before:
        line = session.describe_event(session.events[-1], now)
        return tr("From another screen: {event}").format(event=f"{now}. {line}")
    if now < before:
        return tr("Taken back on another screen, to event {n}.").format(n=now)
    return tr("The session was changed on another screen; reloaded.")


def undo_question(count: int, keep: int) -> str:
    """What the log asks before undoing back to an event."""
    # One English text for any count; Czech words the count three ways.
    question = ntr("Undo the {count} event after event {keep}?", "Undo the {count} events after event {keep}?", count)
    return question.format(count=count, keep=keep)


def banner(summary: Mapping[str, Any]) -> str:
    """The winners' line, or nothing while the game goes on."""
    if summary["winners"]:
        why = "".join(f" {sentence}" for sentence in summary.get("verdict", ()))
        names = f" {tr('and')} ".join(summary["winners"])
        return tr("🏆 {names} won the game!{why} (f4: the story of the evening; ctrl+z takes it back)").format(
            names=names, why=why
        )
    return ""


def wizard_state(session: Session, summary: Mapping[str, Any]) -> WizardState:
    """The phase panel's heading, guidance (with what is pending), computed views and the actions open now."""
    head = f"{session.phase.title}" + (f" · {tr(summary['step'])}" if summary["step"] else "")
    # The guide is Textual markup: the phase's words and the pending lines (players' names in them) are escaped.
    ctx = session.context()
    guide = escape(session.ruleset.guide(ctx))
    lines = [f"[b]• {escape(text)}[/b]" for text in pending_lines(summary)]
    guide = "\n".join([guide, *lines] if guide else lines)
    actions = session.available()
    # What the rules wait for heads the list: picked again after Escape, it is the first entry, not one to find.
    awaited = session.ruleset.awaited(ctx)
    actions = sorted(actions, key=lambda a: a.name != awaited)
    return head, guide, session.ruleset.views(ctx), actions


def pending_lines(summary: Mapping[str, Any]) -> list[str]:
    """What the phase panel says is pending, one line each: what the game says it waits for (the Cleopatra
    swap, the card the Merchant owes), and what must happen before the turn ends.

    What must happen before the phase ends is said only when nothing else is: it mostly says again what the
    game's own line says ("Kaja places next." and "Placement: Kaja still has to place"), or that the others'
    turns are still to come. ``tabula show`` lists them all.
    """
    items = summary.get("pending", ())
    said = [item["text"] for item in items if item.get("before") != "phase end"]
    if not said:
        said = [item["text"] for item in items]
    return list(dict.fromkeys(said))


def same_events(before: Sequence[Event], now: Sequence[Event]) -> int:
    """How many events, from the first, ``now`` shares with ``before`` (their log lines stay as they were:
    a line depends only on the events up to it)."""
    count = 0
    for old, new in zip(before, now, strict=False):
        if old is not new and old != new:
            break
        count += 1
    return count


def holder_name(session: Session, sort: str, seat: int) -> str:
    """A player's holder as the hand panel names it: "tech deck", not ``techs`` or "Ondrej's tech deck"."""
    player = session.players[seat]
    return own_holder_name(session, sort, player.faction, player.name)


def has_hidden(session: Session, seat: int) -> bool:
    """Whether the seat holds anything in a private holder (a hand, a face-down pile), or has a holder whose size
    is secret (``Ruleset.secret_counts``: its key asks first even when it is empty, which the others may not tell)."""
    faction = session.players[seat].faction
    if any(session.components.is_private(f"{sort}:{faction}") for sort in session.ruleset.secret_counts):
        return True
    private = set(session.ruleset.private_holders)
    return any(h.partition(":")[0] in private for h in session.table.ledger.holders() if h.endswith(f":{faction}"))


def keys_extra(players: int) -> list[tuple[str, str]]:
    """The session's keys the keys screen lists beside its bindings (``players``: how many seats)."""
    return [
        (f"1..{players}", tr("Pin the hand to a player (again: follow who acts); hidden cards after a yes")),
        ("Alt+1..4", tr("Map, Phase, Hand, Log")),
        (tr("Enter (in a field)"), tr("Apply the action when the rules allow it")),
        (tr("Enter (in an open list)"), tr("Pick the entry (the next Enter applies)")),
        (tr("u (log)"), tr("Undo back to the selected event")),
    ]


def form_in(screen: DOMNode) -> ActionForm | None:
    """The form open in the screen's Phase panel, if any (none before the panel is made: its key bar asks as the
    screen mounts)."""
    try:
        holder = screen.query_one("#wizard", WizardPanel).query_one("#form-holder")
    except NoMatches:
        return None
    return next((child for child in holder.children if isinstance(child, ActionForm)), None)
