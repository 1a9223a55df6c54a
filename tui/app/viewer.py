"""Who looks at a session screen, and so what it may show of the hidden cards.

One device passed around the table (the default) shows a player's hidden
cards only after a yes, for a few seconds. ``tabula serve`` gives every
player a screen of their own and the table a shared display: there a
player's view always shows that player's hidden cards and never anyone
else's, and the table's view shows public information only. Kept free of
Textual: the CLI resolves a viewer before the app starts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.errors import BadInput, TabulaError
from engine.i18n import tr
from engine.names import fold
from engine.session import Session

#: The name of the public view, as the command line and the join page say it (either language).
TABLE_WORDS = ("table", "stul")


@dataclass(frozen=True)
class Viewer:
    """Who looks at the screen.

    Attributes:
        seat: The player whose own view this is, if it is one.
        table: Whether this is the table's view (public information only).
        name: The player's name, for the screen's heading.
    """

    seat: int | None = None
    table: bool = False
    name: str = ""

    @property
    def shared(self) -> bool:
        """Whether the screen is passed around the table (a hand is shown after its player says so)."""
        return self.seat is None and not self.table

    def hidden(self, shown: int, revealed: int | None, private: Iterable[str]) -> frozenset[str]:
        """The holder sorts shown as counts only while the hand panel shows seat ``shown``.

        Args:
            shown: The seat the hand panel shows.
            revealed: The seat whose player chose to show their cards (the shared screen only).
            private: The game's secret holder sorts (hands, face-down piles).
        """
        if self.table:
            return frozenset(private)
        own = self.seat if self.seat is not None else revealed
        return frozenset() if own == shown else frozenset(private)

    def heading(self) -> str:
        """What the screen's heading says about who looks at it ("" on the shared screen)."""
        if self.table:
            return tr("table view")
        if self.seat is not None:
            return tr("{name}'s view").format(name=self.name)
        return ""


def viewer_for(session: Session, name: str | None) -> Viewer:
    """The viewer a command line names: a player's name (forgivingly), ``table``, or nobody (shared).

    Raises:
        BadInput: No such player (the players and ``table`` are named).
    """
    if name is None:
        return Viewer()
    if fold(name).strip() in TABLE_WORDS:
        return Viewer(table=True)
    try:
        seat = session.player_index(name)
    except TabulaError:
        names = ", ".join(p.name for p in session.players)
        raise BadInput(
            tr("No player called {name}: name one of {names}, or table for the public view.").format(
                name=name, names=names
            )
        ) from None
    return Viewer(seat=seat, name=session.players[seat].name)
