"""Play-test 9, bug 1 (p.9, l.21: the side that suffers a loss chooses legion or fortress): a battle that
takes fewer units than a side with both has says the choice and its field before Apply, and Pending says it
before the battle is typed."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import finish_setup, new_game, strategy, table, units

FIELD = "defender_lose_fortresses"


def _honza_attacks_a_fortress() -> Session:
    """Petr (Rome) holds North of Athens with 2 legions and a fortress; Honza (Greece) marches 1 legion in."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    session.act("connect", {"a": "athens", "b": "north-of-athens"})
    units(session, "north-of-athens", "legion", "rome", 2)
    units(session, "north-of-athens", "fortress", "rome", 1)
    units(session, "athens", "legion", "greece", 1)
    strategy(session, "Honza")
    session.act("move-fleet", {"to": "east-of-athens"})
    session.act("move-legion", {"from": "athens", "to": "north-of-athens"})
    return session


# Honza's 6 against Petr's 5+1 and the fortress's 6: Petr loses 1 of his 3 units, Honza his legion.
BATTLE: dict[str, object] = {
    "place": "north-of-athens",
    "defender": "rome",
    "attacker_rolls": "6",
    "defender_rolls": "5,1",
}


def test_pending_says_who_chooses_legion_or_fortress_before_the_battle() -> None:
    session = _honza_attacks_a_fortress()
    said = [p["text"] for p in session.summary()["pending"]]
    assert any("Petr" in line and FIELD in line and "North of Athens" in line for line in said), said


def test_the_preview_offers_the_fortress_instead_and_one_entry_still_resolves_it() -> None:
    session = _honza_attacks_a_fortress()
    proposal = session.propose("battle", BATTLE)
    assert proposal.legal, proposal.violations
    lines = session.preview(proposal)
    assert any(f"{FIELD}=1" in line and "fortress" in line for line in lines), lines
    # The choice typed: the fortress goes, both legions stay, and nothing more is offered.
    proposal = session.propose("battle", {**BATTLE, FIELD: 1})
    assert not any(FIELD in line for line in session.preview(proposal))
    session.act("battle", {**BATTLE, FIELD: 1})
    b = table(session)
    assert (b.legions("north-of-athens", "rome"), b.fortresses("north-of-athens", "rome")) == (2, 0)


def test_no_choice_is_offered_where_every_unit_goes() -> None:
    session = _honza_attacks_a_fortress()
    # Without the fortress Petr's legions are all he has there: no legion-or-fortress choice is left.
    units(session, "north-of-athens", "fortress", "rome", 0)
    lines = session.preview(session.propose("battle", BATTLE))
    assert not any(FIELD in line for line in lines), lines
