"""Issue 32 leftovers, Helen of Troy (p.13). Last play-test: once she turned a legion entering an empty
province, Pending listed three "fight again" lines before any battle was fought; and a late ``helen --check``
said "none" where the chance was spent."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import mirek_moves, table


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def _refusals(session: Session) -> list[str]:
    return [v.message for v in session.propose("helen", {}, actor="Katka").violations]


def test_helen_in_an_empty_province_owes_the_entry_battle_not_a_war() -> None:
    # Mirek's 2 legions enter an empty Thebes; Katka turns one: his other legion now meets hers there.
    session = mirek_moves("thebes", 2)
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 2})
    session.act("helen", {})
    board = table(session)
    assert (board.legions("thebes", "carthage"), board.legions("thebes", "egypt")) == (1, 1)
    pending = _pending(session)
    assert "Compulsory battle: Mirek must fight in Thebes" in pending, pending
    assert not [line for line in pending if "again" in line], pending  # no war before any battle
    # Mirek's turn cannot end before that battle; after it (a 1 with Hannibal against a 2: nobody falls), a war.
    assert session.propose("next", {"player": "Katka"}).violations
    session.act("battle", {"attacker_rolls": "1", "defender_rolls": "2"})
    assert "War: Katka must fight again in Thebes (at war)" in _pending(session)


def test_helen_turning_the_only_entering_legion_owes_nothing() -> None:
    session = mirek_moves("thebes", 1)
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 1})
    session.act("helen", {})
    pending = _pending(session)
    assert not [line for line in pending if "fight" in line], pending


def test_a_late_helen_says_the_chance_is_spent() -> None:
    session = mirek_moves("thebes", 4, {"legion": 1, "fortress": 1})
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 4})
    session.act("helen", {})
    session.act("battle", {"attacker_rolls": "3,3,3", "defender_rolls": "2,5"})
    said = _refusals(session)
    assert "Katka has already used Helen of Troy this strategy phase (once a phase)" in said, said
    assert not [line for line in said if "none" in line]


def test_helen_unused_after_the_battle_says_no_legion_is_entering() -> None:
    session = mirek_moves("thebes", 4, {"legion": 1, "fortress": 1})
    session.act("move-legion", {"from": "carthage", "to": "thebes", "count": 4})
    session.act("battle", {"attacker_rolls": "3,3,3,3", "defender_rolls": "2"})
    said = _refusals(session)
    assert "no enemy legion is entering Katka's provinces now: Helen of Troy turns one only as it enters" in said
