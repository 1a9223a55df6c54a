"""What a step of the turn order would take from the players for good: the cards a phase end sends back from
their hands (Mare Nostrum's build phase returns every hand to the bank), said before it is taken.

Ending a turn or a phase is one key (ctrl+n in the app, ``next-phase`` on the command line), and the play-test
ended the build phase with cards still in hand without a word. Front ends ask first when this list is not
empty: the app in a dialog naming what goes, the command line by refusing the step without ``--yes``.

Only the engine's own steps (``next``, ``next-phase``) are read: an action a player chooses says what it
costs on its check line already.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.errors import TabulaError
from engine.events import ENGINE_EVENTS
from engine.hidden import counted_out
from engine.i18n import ntr, tr

if TYPE_CHECKING:
    from engine.actions import Proposal
    from engine.session import Session

#: The steps that move the turn order on (``roll`` changes no holding).
STEPS = frozenset(ENGINE_EVENTS - {"roll"})


def losses(session: Session, proposal: Proposal) -> list[str]:
    """What ``proposal`` (a step of the turn order) takes out of the players' secret holdings (a hand, a
    face-down pile) to a place no player owns, one phrase a place ("2 cards from Ann's hand"); empty when it
    takes nothing, or for other actions.

    Cards going between one player's own secret places (drawn cards into the hand at a turn's end) are no loss.
    The phrases count the cards: asked before they go, they are still hidden (once gone the log names them).
    """
    if proposal.spec.name not in STEPS or proposal.table is None:
        return []
    private = set(session.ruleset.private_holders)
    owners = set(session.components.owner_names)
    counted = counted_out(
        proposal.table.moves,
        lambda src, dst: _sort(src) in private and _owner(src) in owners and _owner(dst) not in owners,
    )
    label = session.components.label
    cards = [
        ntr("{count} card from {place}", "{count} cards from {place}", n).format(count=n, place=label(src))
        for src, n in counted.items()
    ]
    # And what the ruleset says the step gives up beyond the holdings (a research still open).
    return cards + list(session.ruleset.forgone(session.context(), session.context(proposal.table)))


def lost_by(session: Session, action: str, raw: Mapping[str, Any], actor: str | None) -> list[str]:
    """What taking ``action`` with ``raw`` now would discard (``losses``): the question both front ends put
    first. Empty for other actions, and for a step the rules refuse (what is wrong is said as it is taken)."""
    if action not in STEPS:
        return []
    try:
        return losses(session, session.propose(action, raw, actor))
    except TabulaError:
        return []


def said(phrases: list[str]) -> str:
    """The phrases of ``losses`` in one line: "2 cards from Ann's hand and 3 cards from Cy's hand"."""
    if len(phrases) < 2:
        return "".join(phrases)
    return f"{', '.join(phrases[:-1])} {tr('and')} {phrases[-1]}"


def _sort(holder: str) -> str:
    return holder.partition(":")[0]


def _owner(holder: str) -> str:
    return holder.partition(":")[2]
