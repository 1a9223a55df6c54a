"""Play-test 9 (issue 35), bugs 5 and 6: a card that changes nothing is taken (the rulebook forbids none), and the
log says it does nothing, and why."""

from __future__ import annotations

from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, tile


def test_ships_defend_without_a_ship_is_said_to_add_nothing() -> None:
    """t4 #44: Sparta had no ship; the card was spent with no note."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 1, land=("a",)),
        hands=({"plus-one": 1}, {"ships-defend": 1, "void": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "ships-defend"}, actor="Dark")
    assert "B holds no ship: Ships defend adds nothing to its defence." in session.outcome(len(session.events))


def test_a_flood_with_no_city_of_three_is_said_to_change_nothing() -> None:
    session = at_turns(tile("a", LIGHT, 2), tile("b", DARK, 2), hands=({"flood": 1}, {}))
    session.act("play", {"card": "flood"})
    assert "No city holds 3 Greeks: Flood changes nothing." in session.outcome(len(session.events))


def test_a_flood_that_floods_says_nothing_more() -> None:
    session = at_turns(tile("a", LIGHT, 3), tile("b", DARK, 2), hands=({"flood": 1}, {}))
    session.act("play", {"card": "flood"})
    assert not [line for line in session.outcome(len(session.events)) if "changes nothing" in line]


def test_discard_to_three_against_a_small_hand_says_nothing_is_discarded() -> None:
    """t2 #93-94: against a hand of one card the log said nothing."""
    session = at_turns(tile("a", LIGHT, 2), tile("b", DARK, 2), hands=({"discard-to-three": 1}, {"equal-ships": 1}))
    session.act("play", {"card": "discard-to-three"})
    assert "Dark holds 1 card, not more than 3: nothing is discarded." in session.outcome(len(session.events))
    assert hand(session, DARK) == {"equal-ships": 1}


def test_reinforcements_say_the_actions_left_unused() -> None:
    """Wording: "Cleo takes Reinforcements: 1 of 4 actions." said nothing of the 3 left."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 2))
    session.act("reinforce", {"greeks": "a"})
    assert "2 actions are left unused." in session.outcome(len(session.events))


def test_carry_out_offers_only_the_cities_that_qualify() -> None:
    """Wording: ``carry-out city=`` listed every city, the opponent's too."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 2), tile("c", DARK, 1))
    suggest = session.spec("carry-out").suggest
    assert suggest is not None
    assert list(suggest(session.context(actor=LIGHT), "city")) == ["a"]
    assert sorted(suggest(session.context(actor=LIGHT), "their_city")) == ["b", "c"]
