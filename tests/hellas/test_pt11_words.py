"""Play-test 11, wording: Greeks that go home as an attack ends say why, and the empty reserve names its field."""

from __future__ import annotations

from tests.hellas.helpers import DARK, LIGHT, at_turns, dolphin_attack_example, on, tile


def test_attackers_above_three_go_home_saying_why() -> None:
    """R47: 4 attackers take D, 3 stay; the fourth went home with only the ledger's line."""
    session = dolphin_attack_example()
    session.act("attack", {"target": "d", "sources": "a,b,c,e"})
    assert on(session, "d") == (DARK, 3, 0)
    assert "1 attacking Greek above 3 goes home: a city holds at most 3." in session.outcome(len(session.events))


def test_greeks_above_three_after_ships_to_greeks_go_home_saying_why() -> None:
    """t9 (R94): "1 Greek goes from Athens to Cleo's reserve" alone, once the attack ended."""
    session = at_turns(
        tile("a", LIGHT, 3, 2, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"ships-to-greeks": 1}, {"flood": 1}),
    )
    session.act("play", {"card": "ships-to-greeks", "city": "a", "count": 2})
    session.act("pass")
    session.act("attack", {"target": "b", "sources": "a"})
    session.act("pass")  # resolved by itself
    assert on(session, "a") == (LIGHT, 3, 0)
    said = session.outcome(len(session.events))
    assert "1 Greek above 3 in A goes home: Ships to Greeks let it stay only until the attack ended." in said


def test_pending_names_the_second_of_two_attacks() -> None:
    """Play-test 11: after the first of Two attacks, Pending said only "Bo's turn is still to come"."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 1, land=("a",)),
        tile("c", DARK, 1, land=("a",)),
        tile("d", LIGHT, 3, land=("c",)),
        hands=({"two-attacks": 1}, {}),
    )
    session.act("play", {"card": "two-attacks"})
    session.act("attack", {"target": "b", "sources": "a,a"})
    assert on(session, "b")[0] == LIGHT
    pending = [item["text"] for item in session.summary()["pending"]]
    assert "Light's Two attacks stands: a second attack may follow, or the turn ends." in pending


def test_a_place_whose_count_holds_for_some_turns_names_them() -> None:
    """e1 R3: "SW of Kos (1 ship against 0)" was true turned 2 only (R31: turned otherwise, 1 against 2)."""
    from tests.hellas.helpers import voyage_example

    dark = voyage_example(DARK)
    refused = dark.propose("voyage", {"tile": "tile-c", "at": "SW of Pylos"}).violations
    said = refused[0].message
    assert said.endswith("it would: NE of Rhodes (turn 4; 2 ships against 0); S of Rhodes (turn 5; 1 ship against 0)")
