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
from engine.i18n import ntr, tr

if TYPE_CHECKING:
    from engine.actions import Proposal
    from engine.session import Session

#: The steps that move the turn order on (``roll`` changes no holding).
STEPS = frozenset(ENGINE_EVENTS - {"roll"})


def losses(session: Session, proposal: Proposal, viewer: str | None = None) -> list[str]:
    """What ``proposal`` (a step of the turn order) takes out of the players' secret holdings (a hand, a
    face-down pile) to a place no player owns, one phrase a place ("2 cards from Ann's hand"); empty when it
    takes nothing, or for other actions.

    Cards going between one player's own secret places (drawn cards into the hand at a turn's end) are no loss.
    The phrases count the cards: asked before they go, they are still hidden (once gone the log names them), but
    from the holder of ``viewer`` (the player who reads it, as ``--as NAME`` says; None: the table), which are
    named by kind ("3 tax cards and 1 grain card from Ann's hand"): that player decides whether to let them go.
    """
    if proposal.spec.name not in STEPS or proposal.table is None:
        return []
    label = session.components.label
    cards = []
    for src, kinds in _leaving(session, proposal).items():
        if _owner_name(session, src) == viewer:
            named = said([session.components.amount(kind, n) for kind, n in kinds.items()])
            cards.append(tr("{cards} from {place}").format(cards=named, place=label(src)))
        else:
            n = sum(kinds.values())
            cards.append(
                ntr("{count} card from {place}", "{count} cards from {place}", n).format(count=n, place=label(src))
            )
    # And what the ruleset says the step gives up beyond the holdings (a research still open, a turn unplayed).
    forgone = list(session.ruleset.forgone(session.context(), session.context(proposal.table)))
    if not forgone:
        # Nobody's turn or choice lost: the discard is the rules' own, said as it happens, not asked (the
        # question stopped every Mare Nostrum build end, where spare goods go back by the rules).
        return []
    return cards + forgone


def unseen(session: Session, proposal: Proposal, viewer: str | None = None) -> list[str]:
    """The players whose cards ``losses`` counts without naming them (all but ``viewer``), in its order: each
    may look at their own hand to see which go."""
    names = [_owner_name(session, src) for src in _leaving(session, proposal)]
    return [name for name in dict.fromkeys(names) if name is not None and name != viewer]


def _leaving(session: Session, proposal: Proposal) -> dict[str, dict[str, int]]:
    """What the step takes out of each player's secret holder for good, by kind, in the order it goes."""
    if proposal.spec.name not in STEPS or proposal.table is None:
        return {}
    private = set(session.ruleset.private_holders)
    owners = set(session.components.owner_names)
    found: dict[str, dict[str, int]] = {}
    for move in proposal.table.moves:
        if _sort(move.src) in private and _owner(move.src) in owners and _owner(move.dst) not in owners:
            kinds = found.setdefault(move.src, {})
            kinds[move.kind] = kinds.get(move.kind, 0) + move.n
    return found


def _owner_name(session: Session, holder: str) -> str | None:
    """The name of the player whose holder it is (None: nobody's)."""
    faction = _owner(holder)
    return next((p.name for p in session.players if p.faction == faction), None)


def lost_by(session: Session, action: str, raw: Mapping[str, Any], actor: str | None) -> list[str]:
    """What taking ``action`` with ``raw`` now would discard (``losses``): the question both front ends put
    first. Empty for other actions, and for a step the rules refuse (what is wrong is said as it is taken)."""
    return lost_seen(session, action, raw, actor)[0]


def lost_seen(
    session: Session, action: str, raw: Mapping[str, Any], actor: str | None, viewer: str | None = None
) -> tuple[list[str], list[str]]:
    """``lost_by`` as ``viewer`` reads it (``losses``), with the players whose cards it only counts (``unseen``)."""
    if action not in STEPS:
        return [], []
    try:
        proposal = session.propose(action, raw, actor)
    except TabulaError:
        return [], []
    return losses(session, proposal, viewer), unseen(session, proposal, viewer)


def said(phrases: list[str]) -> str:
    """The phrases of ``losses`` in one line: "2 cards from Ann's hand and 3 cards from Cy's hand"."""
    if len(phrases) < 2:
        return "".join(phrases)
    return f"{', '.join(phrases[:-1])} {tr('and')} {phrases[-1]}"


def _sort(holder: str) -> str:
    return holder.partition(":")[0]


def _owner(holder: str) -> str:
    return holder.partition(":")[2]
