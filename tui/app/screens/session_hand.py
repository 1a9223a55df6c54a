"""The session screen's hand panel: whom it follows (who acts, the viewer, or the player pinned with a number key),
and a player's hidden cards shown for a few seconds on the shared screen.

One part of ``SessionScreen`` (``session.py``), held as ``screen.hand``; the screen keeps the Textual hooks (the
number keys' action, the key seen before any widget takes it) and hands them here. It reads the screen only
through ``HandHost``.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual import events
from textual.screen import Screen

from engine.i18n import tr
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session_forms import hand_seats
from tui.app.screens.session_host import SessionHost
from tui.app.screens.session_parts import has_hidden
from tui.app.screens.session_shown import ShownCards
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.hand_panel import HandPanel

#: How long a shown hand stays visible (any key hides it sooner).
REVEAL_SECONDS = 8.0


class HandHost(SessionHost, Protocol):
    """The session screen, as its hand panel sees it."""

    #: The player the hand panel shows when pinned (number keys); None: it follows who acts.
    pinned: int | None
    #: A player whose hidden cards are shown for a few seconds.
    revealed: int | None
    #: A player whose hidden cards the open form names (until it is applied or left).
    form_revealed: int | None

    @property
    def screen(self) -> Screen[Any]:
        """The screen itself, as Textual's ``Screen``."""

    @property
    def shown(self) -> ShownCards:
        """The cards shown for the open form's entry."""

    def acting_seat(self) -> int:
        """Who acts in the form now."""


class HandView:
    """Whom the hand panel follows, and the hidden cards shown on it."""

    def __init__(self, screen: HandHost) -> None:
        self.screen = screen
        #: Whose turn it was when the hand was pinned: when the turn passes, the hand follows who acts again.
        self._pinned_turn: int | None = None
        self._reveal_timer: Any = None
        self._hid_now: int | None = None  # whose shown cards the key being handled just hid
        #: What the hand panel was last drawn from (``show``).
        self._hand_drawn: tuple[object, ...] = ()
        #: The last key ``seen`` acted on: the same key seen again (coming back up from a widget) is not.
        self._key_seen: events.Key | None = None

    @property
    def player(self) -> int:
        """The player the hand panel shows: the pinned one, else the viewer's own, else who acts now."""
        screen = self.screen
        if screen.pinned is not None and screen.pinned < len(screen.session.players):
            return screen.pinned
        if screen.viewer.seat is not None:
            return screen.viewer.seat
        return screen.acting_seat()

    def hidden(self) -> frozenset[str]:
        """Holder sorts shown as counts only (hands, face-down piles), unless the viewer may see them."""
        screen = self.screen
        return screen.viewer.hidden(self.player, screen.revealed, screen.session.ruleset.private_holders)

    def show(self, summary: dict[str, Any] | None = None) -> None:
        """Show whom the hand follows (``summary``: the table changed, drawn from it)."""
        screen = self.screen
        hand = screen.query_one(HandPanel)
        if screen.pinned is not None and screen.session.table.position.turn != self._pinned_turn:
            screen.pinned = None  # pinned for a turn that has passed (the play-test's hand stayed on Ann)
        player, hidden, pinned = self.player, self.hidden(), screen.pinned is not None
        own = screen.pinned is None and screen.viewer.seat is not None
        drawn = (player, hidden, pinned, own, *screen.moment())
        if summary is None and drawn == self._hand_drawn:
            return  # the same player of the same table, shown the same way: as drawn
        self._hand_drawn = drawn
        hand.hidden, hand.pinned, hand.own = hidden, pinned, own
        hand.show(summary or screen.session.summary(), player)

    def pin(self, index: int) -> None:
        """Pin the hand panel to a player (the same key again: follow who acts); offer to show hidden cards."""
        screen = self.screen
        if index >= len(screen.session.players):
            return
        again = screen.pinned == index
        if not screen.viewer.shared:
            # A screen of one's own (or the table's display): its hidden cards are never offered to show.
            screen.pinned = None if again else index
            self._pinned_turn = screen.session.table.position.turn
            self.show()
            return
        just_hid, self._hid_now = self._hid_now, None
        # Cards in hand, or a card drawn in secret that the open form asks for (a first Servi purchase: no hand).
        shows = has_hidden(screen.session, index) or screen.shown.draws_in_secret(index)
        hidden = bool(self.hidden()) and shows and just_hid != index
        if again and not hidden:
            self._unpin()
            return
        screen.pinned = index
        self._pinned_turn = screen.session.table.position.turn
        self.show()
        if hidden:
            # The panel says "key N to show": the key shows them. Pressed on the pinned player, a no
            # lets the hand follow who acts again (the key's other use).
            name = screen.session.players[index].name
            screen.app.push_screen(
                ConfirmDialog(
                    tr("Show {name}'s hidden cards on the screen? Only {name} should be looking.").format(name=name)
                ),
                lambda yes: self._reveal(index) if yes else (self._unpin() if again else None),
            )

    def _unpin(self) -> None:
        self.screen.pinned = None
        self.show()
        self.screen.status(tr("The hand follows who acts."))

    def _reveal(self, seat: int) -> None:
        screen = self.screen
        screen.revealed = seat
        self.show()
        form = screen.form()
        if form is not None and form.masked and self.lists_hand_of(form, seat):
            # The form's card list was hidden: name the cards now, keeping what is filled in.
            screen.form_revealed = seat
            screen.prepare_form(form.values(), form.acting())  # a covered field's choice with them
            screen.wizard().pick(form.action, again=True)
        if self._reveal_timer is not None:
            self._reveal_timer.stop()
        self._reveal_timer = screen.screen.set_timer(REVEAL_SECONDS, self.conceal)
        screen.shown.revealed(seat)

    def lists_hand_of(self, form: ActionForm, seat: int) -> bool:
        """Whether ``form``'s card lists are ``seat``'s hidden cards: the acting player's hand, or another's
        whoever is named as acting (the card the Merchant owes, entered by the player owed it)."""
        screen = self.screen
        acting = screen.acting_seat()
        spec = screen.controller.spec(form.action)
        return seat == acting or (spec is not None and seat in hand_seats(screen.session, spec, acting, form.values()))

    def conceal(self) -> None:
        """The hidden cards shown are hidden again (their seconds are up, a key, an entry applied)."""
        if self.screen.revealed is not None:
            self.screen.revealed = None
            self.show()
        self.screen.shown.concealed()  # the form's cards too, unless the cursor is in the form

    def seen(self, event: events.Key) -> None:
        """Every key, before any widget or binding takes it (``key_seen``), acted on once (``_keyed``)."""
        if event is not self._key_seen:
            self._key_seen = event
            self._keyed()

    def _keyed(self) -> None:
        """What any key does first: shown cards hide again; that player's own number then only hides them
        (and lets the hand follow who acts), instead of asking to show them again (``_hid_now``: run once a
        key, before the number key's binding reads it)."""
        self._hid_now = self.screen.revealed  # set on every key, so never stale for the next one
        if self.screen.revealed is not None:
            self.conceal()
        self.screen.shown.keyed()  # the player is still at the entry: the form's shown cards stay up a while more
