"""What ending a tribe phase early gives up (play-test 12): every tribe turn still to come in it.

A tribe turn is worth something even to a tribe that cannot move: doing nothing takes 2 gold or a resource
card (L9). ``next-phase`` in the cavalry phase skipped all four turns without a word; the engine asks first
(``--yes`` on the command line, a dialog in the app) when this list is not empty.
"""

from __future__ import annotations

from engine.i18n import ntr
from engine.names import phrase_list
from engine.ruleset import Ruleset
from engine.state import Context
from engine.turn_order import still_to_act
from rulesets.struggle_for_rome.common import game, seat, tribe_kind


def forgone(ruleset: Ruleset, before: Context, after: Context) -> list[str]:
    """The tribe turns a step that ends the tribe phase takes, one phrase: the turn holder's when their tribe
    has done nothing yet (a moved tribe's player ended their own turn), and everyone's still to come."""
    if before.phase not in ("cavalry", "infantry") or game(before).over:
        return []
    if after.phase == before.phase and after.position.round == before.position.round:
        return []  # the phase goes on: a turn passed is the holder's own word
    turn = before.position.turn
    left = list(still_to_act(ruleset, before))
    if turn is not None and not seat(before, turn).done(tribe_kind(before)):
        left.insert(0, turn)
    if not left:
        return []
    names = phrase_list([before.players[s].name for s in left], "and")
    said = ntr(
        "the tribe turn {names} still has in this phase (at least 2 gold or a resource card)",
        "the tribe turns {names} still have in this phase (each at least 2 gold or a resource card)",
        len(left),
    )
    return [said.format(names=names)]
