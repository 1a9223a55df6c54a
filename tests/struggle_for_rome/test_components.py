"""Struggle for Rome's components in the ledger: the rulebook's counts, and what no override can pass."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from rulesets.struggle_for_rome.scoring import award
from tests.struggle_for_rome.helpers import add_city, count, hand, new, put, tiles, to_phase, tribe


def test_every_component_has_the_rulebook_count() -> None:
    # L3: 14 ore, 14 grain, 10 horse, 10 cattle; 35 coins (20 of 1, 15 of 5); 40 tiles; 4 markers;
    # per colour 9 horsemen, 9 warriors, 10 wagons. L3, L5, L13, L17: 12 special cards.
    totals = new(4).table.ledger.totals()
    assert {k: totals[k] for k in ("grain", "ore", "horse", "cattle", "gold", "tile", "marker")} == {
        "grain": 14, "ore": 14, "horse": 10, "cattle": 10, "gold": 95, "tile": 40, "marker": 4,
    }  # fmt: skip
    assert [totals[f"{k}:red"] for k in ("horseman", "warrior", "wagon")] == [9, 9, 10]
    assert [totals[k] for k in ("diplomacy", "scourge", "heir", "terror")] == [1, 8, 3, 3]


def test_setup_puts_everything_where_the_rules_say() -> None:
    session = new(3, variants=("terror-of-the-legions",))
    ledger = session.table.ledger
    assert dict(ledger.holding("hand:red")) == {"cattle": 1, "grain": 1}  # L5, starting card recorded
    assert ledger.count("purse:red", "gold") == 5 and ledger.count("bank", "gold") == 95 - 15
    assert dict(ledger.holding("cavalry:red")) == {"horseman:red": 1, "wagon:red": 1}
    assert dict(ledger.holding("board:red")) == {"horseman:red": 1, "warrior:red": 1}
    assert dict(ledger.holding("supply:red")) == {"horseman:red": 7, "warrior:red": 7, "wagon:red": 8}
    assert ledger.count("specials", "terror") == 3 and ledger.count("rose", "marker") == 4
    # Three players: 10 tiles stay out (L3); the unused colour's wagons wait for the III cities.
    assert ledger.count("out", "tile") == 10 and ledger.count("box", "wagon:orange") == 10


def test_thirteen_horses_cannot_be_held_when_ten_exist() -> None:
    # Issue 11's example: in the play-test the players held 13 horses.
    session = new(4)
    hand(session, "red", horse=5)
    hand(session, "blue", horse=5)
    assert count(session, "deck:pasture", "horse") == 0
    session.act("roll-resources", {"dice": "3,3"})
    with pytest.raises(RuleRefused) as refused:
        session.act("receive", {"player": "Cy", "horse": 3}, force=True)
    assert refused.value.physical and "the pasture deck: no horse" in str(refused.value)


def test_force_never_makes_a_component() -> None:
    session = new()
    to_phase(session, "build")
    with pytest.raises(RuleRefused) as refused:
        session.act("build", {"item": "figures"}, force=True)  # Ann has no ore and no horse
    assert refused.value.physical and "Ann's hand: no ore" in str(refused.value)
    with pytest.raises(RuleRefused) as refused:
        session.act("swap", {"with": "Bo", "get": "ore"}, force=True)
    assert refused.value.physical and "Bo's hand: no ore" in str(refused.value)


def test_the_thief_takes_only_a_card_the_victim_holds() -> None:
    session = new()
    session.act("roll-resources", {"dice": "3,4"})
    with pytest.raises(RuleRefused) as refused:
        raw = {"landscape": "pasture", "province": "gallia", "victim": "Bo", "card": "ore"}
        session.act("legionary", raw, force=True)
    assert refused.value.physical and "Bo's hand: no ore" in str(refused.value)
    # Bo has cards: one must be named; a player without resource cards pays up to 2 gold instead.
    named = {k: v for k, v in raw.items() if k != "card"}
    assert "Legionary" in [v.rule for v in session.propose("legionary", named).violations]
    put(session, "hand:blue", "grain", 0, "bank")
    put(session, "hand:blue", "cattle", 0, "discard:pasture")
    session.act("legionary", {"landscape": "pasture", "province": "gallia", "victim": "Bo"})
    assert (count(session, "purse:red", "gold"), count(session, "purse:blue", "gold")) == (7, 3)


def test_paid_pasture_cards_are_shuffled_into_a_new_deck_when_it_runs_out() -> None:
    # L7: horses and cattle paid go face up to a discard pile; an empty deck becomes that pile.
    session = new()
    to_phase(session, "build")
    hand(session, "red", ore=1)
    put(session, "hand:red", "horse", 10, "deck:pasture")
    put(session, "hand:white", "cattle", 8, "deck:pasture")  # with the starting card
    assert not session.table.ledger.holding("deck:pasture")
    session.act("build", {"item": "figures"})
    assert dict(session.table.ledger.holding("discard:pasture")) == {"horse": 1}
    # Play-test bug 11: 3 horses for the top pasture card, which turns out a horse, is a fair trade.
    session.act("bank", {"give": "horse", "get": "horse"})
    assert dict(session.table.ledger.holding("deck:pasture")) == {"horse": 3}
    assert not session.table.ledger.holding("discard:pasture") and count(session, "hand:red", "horse") == 7


def test_the_action_deck_holds_thirty_cards() -> None:
    # L3: 30 action cards; L15: once they are gone, no more can be had.
    session = new()
    to_phase(session, "build")
    put(session, "cards:blue", "culture", 29, "box")
    hand(session, "red", cattle=2)
    session.act("build", {"item": "action-card", "card": "treasure"})
    with pytest.raises(RuleRefused) as refused:
        session.act("build", {"item": "action-card", "card": "traitor"}, force=True)
    assert refused.value.physical and "the action deck is empty" in str(refused.value)


def test_only_three_heir_of_rome_cards() -> None:
    # L17: there are only 3 Heir of Rome cards; a fourth player who qualifies gets none.
    session = new(4)
    provinces = ("gallia", "germania", "hispania", "north-italy")  # 8 cities each (L3): one a player
    for seat, colour in enumerate(("red", "blue", "white", "orange")):
        for tribe_kind, figure in (("cavalry", "horseman"), ("infantry", "warrior")):
            for i in range(4):
                add_city(session, f"{colour}-{tribe_kind}-{i}", 2, provinces[seat])
                put(session, f"city:{colour}-{tribe_kind}-{i}", f"{figure}:{colour}", 1, f"supply:{colour}")
        ctx = session.context()
        award(ctx, seat)
        session.tables[-1] = replace(session.table, ledger=ctx.ledger)
    assert [count(session, f"open:{c}", "heir") for c in ("red", "blue", "white", "orange")] == [1, 1, 1, 0]


def test_a_tribe_with_five_colours_earns_a_scourge_of_rome() -> None:
    # L13: a tribe holding tiles of all 5 colours brings its player a Scourge of Rome card (2 points).
    session = new()
    to_phase(session, "cavalry")
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1, north_italy=1)
    tribe(session, "red", "cavalry", figures=3)
    add_city(session, "Neapolis", 3, "south-italy")
    session.act("plunder", {"city": "Neapolis", "reward": "gold"})
    assert count(session, "open:red", "scourge") == 1 and session.summary()["players"][0]["vp"] == 2


def test_a_treasure_kept_in_hand_counts_seven_gold_in_a_tie() -> None:
    # Play-test bug 3: L15: a Treasure revealed at the end is worth 7 gold; ties go to the most gold.
    session = new(names=("Ann", "Cy", "Bo"))
    put(session, "purse:red", "gold", 2, "bank")
    put(session, "cards:red", "treasure", 1, "box")
    put(session, "purse:blue", "gold", 8, "bank")
    for i in range(10):  # 8 cities a province (L3): the last two in Germania
        add_city(session, f"C{i}", 2, "gallia" if i < 8 else "germania")
    for i, colour in enumerate(("red", "blue") * 5):
        put(session, f"city:c{i}", f"horseman:{colour}", 1, f"supply:{colour}")
    for colour in ("red", "blue"):
        put(session, f"open:{colour}", "culture", 6, "box")
    to_phase(session, "build")
    assert session.table.game.last_round == 1
    for _ in range(3):
        session.act("next-phase")
    assert session.summary()["winners"] == ["Ann"]  # 11 points each; 2 gold + a Treasure beat 8 gold
    # Play-test of issue 16: the end named the winner without the gold that decided it.
    why = "Ann and Cy tie on 11 points; gold breaks the tie: Ann 9 (2 gold and a Treasure worth 7), Cy 8."
    assert session.summary()["verdict"] == [why]
    assert session.outcome(len(session.events))[-2:] == ["Ann won the game.", why]
    from tui.show_text import render

    shown = render(session, session.summary())
    assert shown.splitlines()[0].endswith("game over") and "turn: everyone" not in shown
    assert shown.rstrip().endswith(why)


def test_two_pasture_cards_drawn_across_the_reshuffle_are_taken_as_seen() -> None:
    """Play-test of issue 16: with one cattle left in the deck and the rest face up, a roll's horse and
    cattle were refused ("the pasture deck: no horse"): L7, the last card is drawn, then the discard
    pile becomes the new deck and the horse comes from it."""
    session = new()
    put(session, "hand:blue", "cattle", 7, "deck:pasture")  # 1 cattle left in the deck (10 with the starting 3)
    put(session, "discard:pasture", "horse", 10, "deck:pasture")
    assert dict(session.table.ledger.holding("deck:pasture")) == {"cattle": 1}
    session.act("roll-resources", {"dice": "4,6"})
    session.act("receive", {"player": "Ann", "horse": 1, "cattle": 1})
    assert count(session, "hand:red", "horse") == 1 and count(session, "hand:red", "cattle") == 2
    assert dict(session.table.ledger.holding("deck:pasture")) == {"horse": 9}
    # Two cattle cannot be drawn: only one was left, and the new deck holds horses only.
    with pytest.raises(RuleRefused):
        session.act("receive", {"player": "Bo", "cattle": 2}, force=True)
