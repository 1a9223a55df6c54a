"""Play-test 7, bug 3: a unit card given by its type with its printed values (``unit=cavalry attack=2 health=2``)
is kept for the session, so the card named later (``card=cavalry-1``) is not asked again."""

from __future__ import annotations

from engine.session import Session
from tests.civilization.helpers import game, go_to, new


def _battle() -> Session:
    """Filip (Rome) attacks Ondrej (China) in the field: each holds one card of each land unit."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "movement")
    session.act("next")
    session.act("attack", {"defender": "Ondrej"})
    return session


def test_a_card_given_by_its_type_is_kept_and_named_later_without_values() -> None:
    # e1 round 2: front unit=infantry attack=2 health=3, then card=infantry-1 was refused: "the kit lacks ...".
    session = _battle()
    session.act("front", {"player": "Filip", "unit": "infantry", "attack": "2", "health": "3"})
    assert ("infantry-1", 2, 3) in game(session).cards
    proposal = session.propose("front", {"player": "Ondrej", "card": "infantry-1", "against": "1"})
    assert proposal.legal, proposal.violations
    assert (proposal.args["attack"], proposal.args["health"]) == (2, 3)
