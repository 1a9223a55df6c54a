"""What a reaction already standing leaves to answer (rules version 13; play-test 8).

A second Ships defend or a second Retreat in one attack changes nothing: the
first already counts. So once the defender's Ships defend and Retreat both
stand (face up, seen by all), nobody asks them to answer the attack again;
and the attacker facing the defender's card, with no Void in hand, has
nothing to say to it when nothing else is left to decide (the attack
resolves by itself, as when no card of theirs could change it). Saves from
before version 13 waited for those words (``ANSWERS_WAITED``).
"""

from __future__ import annotations

from rulesets.hellas.cards import battle_cards
from rulesets.hellas.state import State

#: The defender was asked to answer the attack again with both answers standing, and an attack waited for the
#: attacker's word on the defender's card though they held no Void (saves before version 13).
ANSWERS_WAITED = "answers_waited_v12"
#: What answers the attack on one's city (L4).
TO_ATTACK = frozenset({"ships-defend", "retreat"})


def standing(state: State, seat: int) -> frozenset[str]:
    """The answers to the attack the seat has played this turn that still count (not voided)."""
    return frozenset(card for card in battle_cards(state, seat) if card in TO_ATTACK)


def left(state: State, seat: int, legacy: bool) -> frozenset[str]:
    """The answers to the attack that would still change something for the defender (all of them for an old
    save)."""
    return TO_ATTACK if legacy else TO_ATTACK - standing(state, seat)
