"""Hellas's components in the ledger: counts from the rulebook, physical refusals no override passes."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from rulesets.hellas.data import GODS
from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, new_session, on, reserve, retreat_example, tile


def _physical(session: object, name: str, raw: dict[str, object]) -> RuleRefused:
    """The refusal of an action that even ``force`` cannot pass."""
    with pytest.raises(RuleRefused) as caught:
        session.act(name, raw, force=True)  # type: ignore[attr-defined]
    assert caught.value.physical
    return caught.value


def test_every_component_counted_as_the_rulebook_says() -> None:
    """Rules L1/f5-8 and L6/f87-97: 15 Greeks and 10 ships each, three decks of 16, 23 tiles and the dolphin."""
    session = new_session()
    totals = session.initial.ledger.totals()
    assert totals["greek:light"] == totals["greek:dark"] == 15
    assert totals["ship:light"] == totals["ship:dark"] == 10
    assert totals["landscape"] == 23 and totals["dolphin"] == 1
    assert {card: totals[card] for cards in GODS.values() for card in cards} == {
        card: n for cards in GODS.values() for card, n in cards.items()
    }
    assert [sum(cards.values()) for cards in GODS.values()] == [16, 16, 16]
    assert (totals["void"], totals["flood"], totals["plus-one"]) == (3, 2, 4)
    ledger = session.initial.ledger
    assert sum(n for _, n in ledger.holding("deck:zeus")) == 16
    assert reserve(session, LIGHT, "greek") == 15 and reserve(session, DARK, "ship") == 10
    assert ledger.count("deck:landscape", "landscape") == 23


def test_hands_and_decks_are_secret() -> None:
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"void": 1, "flood": 1}, {}))
    described = session.table.ledger.describe(show_private=False)
    assert described["hand:light"] == 2
    assert isinstance(described["deck:zeus"], int)
    assert all(session.components.is_private(h) for h in ("hand:light", "drawn:dark", "deck:ares"))


def test_a_card_the_opponent_never_held_cannot_be_stolen() -> None:
    """Issue 11, rules L6/f92-93: the card drawn from the opponent's hand must be in it. Since play-test 10 the
    card is named once the card stands (carry-out), and only a card no hidden place can hold is refused (one that
    could lie in the hand for all the thief sees is taken alike: ``test_pt10_theft_check``)."""
    hands = ({"steal-card": 1, "two-attacks": 2}, {"retreat": 1, "reuse": 1})
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=hands)
    session.act("play", {"card": "steal-card"})
    session.act("pass")  # Dark lets it stand (L4: a reaction comes at once)
    refused = _physical(session, "carry-out", {"taken": "two-attacks"})  # both lie in the thief's own hand
    assert "name the card drawn as it was seen: it is one of Dark's 2 cards" in str(refused)
    session.act("carry-out", {"taken": "retreat"})
    assert hand(session, LIGHT, "drawn") == {"retreat": 1} and hand(session, DARK) == {"reuse": 1}


def test_a_stolen_card_past_the_limits_is_discarded() -> None:
    """Rules L6/f93: over 7 cards or 3 of one god, the stolen card goes to the discard pile."""
    session = at_turns(
        tile("a", LIGHT, 1),
        tile("b", DARK, 1),
        hands=({"steal-card": 1, "plus-one": 3}, {"retreat": 1}),
    )
    session.act("play", {"card": "steal-card"})  # the card drawn is named once it stands (play-test 10)
    session.act("pass")  # Dark's one card is the one drawn: carried out by itself
    session.act("reinforce", {"greeks": "a"})
    assert hand(session, LIGHT) == {"plus-one": 3} and hand(session, DARK) == {}
    assert session.table.ledger.count("discard:ares", "retreat") == 1


def test_no_seven_greeks_in_a_city_that_holds_three() -> None:
    """Issue 11, rules L2/f22-23 and L6/f88: two extra figures, 2 in all, and 3 Greeks a city at most."""
    session = at_turns(tile("x", LIGHT, 3, 2), tile("y", DARK, 1, 1), hands=({"two-extra": 2}, {}))
    session.act("voyage", {"name": "Pylos", "temple": "no", "land": "x", "sea": "x,y", "ship_from": "x"})
    session.act("regroup", {"from": "x", "to": "pylos", "greeks": 2})
    assert on(session, "pylos") == (LIGHT, 3, 0)
    refused = _physical(session, "play", {"card": "two-extra", "count": 6, "ships": 2})
    assert "Pylos holds at most 3 Greeks" in str(refused)
    _physical(session, "play", {"card": "two-extra", "count": 1})
    session.act("play", {"card": "two-extra", "ships": 2})
    session.act("next")  # settles the card (an empty regroup is refused now: play-test 6)
    assert on(session, "pylos") == (LIGHT, 3, 2)
    with pytest.raises(RuleRefused, match="Three per city"):
        at_turns(tile("a", LIGHT, 2), tile("b", DARK, 1)).act("reinforce", {"greeks": "a,a"}, force=True)


def test_two_extra_only_after_a_successful_voyage() -> None:
    session = at_turns(tile("x", LIGHT, 1, 1), tile("y", DARK, 1, 1), hands=({"two-extra": 1}, {}))
    assert "Poseidon" in [v.rule for v in session.propose("play", {"card": "two-extra", "count": 2}).violations]


def test_ships_to_greeks_past_three_only_until_the_attack_ends() -> None:
    """Rules L6/f94: more than 3 Greeks may stand in that city until the end of the attack."""
    session = at_turns(
        tile("a", LIGHT, 3, 2, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"ships-to-greeks": 1}, {"flood": 1}),  # Dark's answer to the attack is awaited
    )
    session.act("play", {"card": "ships-to-greeks", "city": "a", "count": 2})
    session.act("pass")
    session.act("attack", {"target": "b", "sources": "a"})
    assert on(session, "a") == (LIGHT, 4, 0)  # 5 Greeks, one of them attacking
    assert session.ruleset.allows_over_cap(session.context(), "tile:a")
    session.act("pass")  # nothing left to decide: resolved, the ship put by default
    assert on(session, "a") == (LIGHT, 3, 0)  # the attack is over: back to 3, one Greek goes home
    assert on(session, "b") == (LIGHT, 1, 1)
    assert reserve(session, LIGHT, "greek") == 15 - 3 - 2 + 1 + 0
    assert not session.ruleset.allows_over_cap(session.context(), "tile:a")


def test_ships_to_greeks_needs_greeks_in_reserve_or_on_the_board() -> None:
    """Rules L5/f67-68: short of figures, they are moved on the board as in a regroup; never made up."""
    spots = (tile("a", LIGHT, 1, 2), tile("c", LIGHT, 3), tile("b", DARK, 1))
    session = at_turns(*spots, hands=({"ships-to-greeks": 1}, {}))
    ctx = session.context()
    ctx.move("greek:light", 11, "reserve:light", "box")  # only 0 left in the reserve
    session.tables[-1] = type(session.table)(session.table.position, session.table.game, ledger=ctx.ledger)
    refused = _physical(session, "play", {"card": "ships-to-greeks", "city": "a", "count": 2})
    assert "Light's reserve lacks 2 Greeks: say take_from= the cities they come from" in str(refused)  # ptr12
    session.act("play", {"card": "ships-to-greeks", "city": "a", "count": 2, "take_from": "c"})
    session.act("next-phase", force=True)
    assert on(session, "a")[1] + on(session, "c")[1] == 4 and reserve(session, LIGHT, "greek") == 0


def test_the_decks_hold_what_the_rulebook_prints() -> None:
    """Rules L6/f92, L6/f87: 3 void cards and 2 flood cards exist; a fourth or a third is refused."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"void": 2, "flood": 2}, {}))
    session.act("reinforce", {"cards": "void"})  # the third void
    session.act("next")
    refused = _physical(session, "reinforce", {"cards": "void"})  # a fourth
    assert "the Zeus deck: no Void card" in str(refused)
    refused = _physical(session, "reinforce", {"cards": "flood"})
    assert "the Poseidon deck: no Flood card" in str(refused)


def test_an_empty_deck_is_renewed_from_its_discard_pile() -> None:
    """Rules L4/f61-63: a used-up deck is the shuffled discard pile."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1))
    ctx = session.context()
    for card, n in GODS["zeus"].items():
        ctx.move(card, n, "deck:zeus", "discard:zeus")
    session.tables[-1] = type(session.table)(session.table.position, session.table.game, ledger=ctx.ledger)
    session.act("reinforce", {"cards": "void"})
    ledger = session.table.ledger
    assert ledger.holding("discard:zeus") == () and sum(n for _, n in ledger.holding("deck:zeus")) == 15


def test_reuse_takes_back_only_a_card_played() -> None:
    """Rules L6/f93: Reuse uses again a card being played; it cannot bring back one never played."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"reuse": 1}, {}))
    ctx = session.context()
    ctx.move("equal-by-sea", 1, "deck:ares", "discard:ares")  # in the pile from an earlier turn
    session.tables[-1] = type(session.table)(session.table.position, session.table.game, ledger=ctx.ledger)
    refused = session.propose("play", {"card": "reuse", "taken": "equal-by-sea"})
    assert "you have played no Equal by sea this turn" in str([v.message for v in refused.violations])


def test_discard_to_three_is_the_opponents_choice_of_cards_they_hold() -> None:
    """Rules L6/f91: the opponent keeps 3 cards, discarding the rest of their choice."""
    session = at_turns(
        tile("a", LIGHT, 1),
        tile("b", DARK, 1),
        hands=({"discard-to-three": 1}, {"retreat": 1, "reuse": 1, "swap-city": 1, "two-extra": 1, "flood": 1}),
    )
    session.act("play", {"card": "discard-to-three"})
    session.act("pass")
    session.act("reinforce", {"greeks": "a"})
    refused = session.propose("next", {})
    assert "Dark discards 2 cards, down to 3." in [v.message for v in refused.violations]
    assert _physical(session, "discard", {"cards": "void,flood"})
    with pytest.raises(RuleRefused, match="name 2"):
        session.act("discard", {"cards": "flood"})
    session.act("discard", {"cards": "flood,reuse"})
    assert hand(session, DARK) == {"retreat": 1, "swap-city": 1, "two-extra": 1}
    assert session.table.ledger.count("discard:poseidon", "flood") == 1
    session.act("next")


def test_retreat_takes_every_figure_to_the_named_city_within_the_limits() -> None:
    """Rules L6/f96-97 and L2/f22-23: all figures retreat to another own city; what does not fit goes home."""
    session = retreat_example()
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "retreat", "city": "c"})  # nothing left to decide: resolved by itself
    assert on(session, "c") == (DARK, 3, 3)
    assert reserve(session, DARK, "greek") == 15 - 4 + 1 and reserve(session, DARK, "ship") == 10 - 4 + 1
    assert on(session, "b") == (LIGHT, 2, 2)  # the attacker puts as many ships as stood there


def test_the_attacker_may_leave_the_ships_out() -> None:
    """Rules L3/f45-47: the attacker *may* replace the ships that stood there."""
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 2, land=("a",)))
    session.act("attack", {"target": "b", "sources": "a,a", "replace_ships": "no"})
    assert on(session, "b") == (LIGHT, 2, 0) and reserve(session, LIGHT, "ship") == 10


def test_the_landscape_deck() -> None:
    """Rules L1/f13-15, L2/f39: set-aside tiles return after the first coast; a failed voyage's tile stays in."""
    session = new_session()
    session.act("set-aside")
    assert session.table.ledger.count("aside", "landscape") == 1
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "turn": 0, "at": "N of the dolphin tile"}
    )
    assert session.table.ledger.count("deck:landscape", "landscape") == 21
    session.act("next-phase", force=True)
    assert session.table.ledger.count("deck:landscape", "landscape") == 22


def test_show_lists_every_players_pieces_on_a_tile() -> None:
    """Play-test: after an override put a ship of Alena's in Borek's city, show listed Borek's Greek only."""
    session = at_turns(tile("a", LIGHT, 2, 1), tile("b", DARK, 1))
    session.act("correct", {"holder": "tile:b", "kind": "ship:light", "count": 1, "reason": "seen", "source": "tile:a"})
    place = next(p for p in session.summary()["places"] if p["id"] == "b")
    assert place["summary"] == "1 Greek; Light: 1 ship"  # the owner's (Dark's) unnamed: the row names the owner


def test_a_short_reserve_names_the_cities_that_cannot_spare_a_greek() -> None:
    """Audit of issue 17: with the reserve empty, Ships to Greeks taking from Delos (1 Greek, its governor)
    said 'Alena's reserve has no Greek', not what was wrong with Delos (L5/f67-68: figures then move on
    the board, each city keeping one Greek)."""
    from dataclasses import replace

    session = at_turns(
        tile("home", LIGHT, 1, 2), tile("delos", LIGHT, 1), tile("b", DARK, 1), hands=({"ships-to-greeks": 1}, {})
    )
    table = session.table
    empty = table.ledger.move("greek:light", reserve(session, LIGHT, "greek"), "reserve:light", "box", beyond_cap=True)
    session.tables[-1] = replace(table, ledger=empty)
    with pytest.raises(RuleRefused) as refused:
        session.act("play", {"card": "ships-to-greeks", "city": "home", "count": 1, "take_from": "delos"})
    assert "Delos cannot spare 1 more Greek (each city keeps one Greek)" in str(refused.value)


def test_card_theft_carried_out_without_its_card_is_no_override() -> None:
    """Rules L6/f92-93: Card theft draws a card. Forced without naming it, nothing was drawn while the log
    said a card was (a play-test); with the opponent's hand empty, nothing is drawn and the log says so."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"steal-card": 1}, {"retreat": 1, "void": 1}))
    session.act("play", {"card": "steal-card"})
    session.act("pass", actor="Dark")
    refused = _physical(session, "carry-out", {})
    assert "name the card drawn from the opponent's hand" in str(refused)
    # The table finds Dark's hand empty after all (corrected): carried out, nothing is drawn, as the log says.
    for card in ("retreat", "void"):
        session.act("correct", {"holder": "hand:dark", "kind": card, "count": 0, "reason": "table"})
    session.act("carry-out", {})
    assert session.outcome(len(session.events))[0] == "Dark's hand is empty: Light draws nothing."
