"""What the app works out from a board kit instead of asking: income, routes, neighbours and reach.

The kit is the small test board of ``kit_examples.toml``, laid out around the
rulebook's worked examples (the shipped kit does not know the printed hexes).
Ann plays red, Bo blue, Cy white.
"""

from __future__ import annotations

import random

import pytest

from engine.errors import RuleRefused
from engine.playout import random_playout
from engine.session import Session
from tests.struggle_for_rome.helpers import count, example_kit, hand, new, place, put, tiles, to_phase, tribe

ANN, BO, CY = 0, 1, 2


def _session(players: int = 3) -> Session:
    return new(players, kit=example_kit())


def _rules(session: Session, action: str, args: dict[str, object]) -> list[str]:
    return [v.rule for v in session.propose(action, args).violations]


# -- income (L7) -------------------------------------------------------------------


def test_income_is_taken_from_the_figures_landscapes_once_each() -> None:
    session = _session()
    session.act("roll-resources", {"dice": "1,3"})  # 4: the steppe field and the steppe hills
    # Both of Ann's figures stand beside the steppe field (her two start crossings): one grain, not two.
    assert count(session, "hand:red", "grain") == 1 + 1 and count(session, "hand:white", "ore") == 1
    assert count(session, "hand:blue", "grain") == 1 and count(session, "bank", "grain") == 14 - 3 - 1
    assert (
        session.outcome(len(session.events))[1]
        == "Income worked out from the board kit: Ann 1 grain; Bo nothing; Cy 1 ore."
    )
    # Nobody types a receive for it: the app refuses to give it twice.
    with pytest.raises(RuleRefused, match="the app has taken Ann's grain and ore for the roll"):
        session.act("receive", {"player": "Ann", "grain": 1})


def test_pasture_cards_are_owed_until_named() -> None:
    session = _session()
    session.act("roll-resources", {"dice": "4,6"})  # 10: the steppe pasture beside Ann and Bo
    assert session.table.game.draws == (1, 1, 0)
    assert "Income: Ann names the pasture card drawn for the roll (receive)" in [
        p["text"] for p in session.summary()["pending"]
    ]
    with pytest.raises(RuleRefused, match="Bo draws 1 pasture card for the rolls"):
        session.act("receive", {"player": "Bo", "cattle": 2})
    session.act("receive", {"player": "Ann", "horse": 1})
    for dice in ("1,1", "1,2", "2,2"):
        session.act("roll-resources", {"dice": dice})
    with pytest.raises(RuleRefused, match="Bo names the pasture card drawn"):
        session.act("next-phase")
    session.act("receive", {"player": "Bo", "cattle": 1})
    session.act("next-phase")
    assert count(session, "hand:red", "horse") == 1 and count(session, "hand:blue", "cattle") == 2


def test_an_empire_collects_around_its_cities_and_the_legionary_blocks_its_landscape() -> None:
    session = _session()
    put(session, "city:verona", "horseman:red", 1, "board:red")  # Ann's cavalry holds Verona: field and mountain 8
    put(session, "city:verona", "tile", 0, "box")
    session.act("roll-resources", {"dice": "4,4"})
    assert (count(session, "hand:red", "grain"), count(session, "hand:red", "ore")) == (2, 1)
    session.act("roll-resources", {"dice": "3,4"})  # a 7: Ann moves the legionary
    with pytest.raises(RuleRefused, match="Steppe field lies east of the Limes"):
        session.act("legionary", {"at": "e1"})
    refused = session.propose("legionary", {"at": "po field", "victim": "Bo", "card": "grain"})
    assert "Bo has no figure beside Po field" in [v.message for v in refused.violations]
    session.act("legionary", {"at": "po field"})
    assert session.table.game.legionary == ("field", "north-italy")
    session.act("next-phase", force=True)
    to_phase(session, "roll")  # round 2: the field 8 is blocked, the mountain still yields
    session.act("roll-resources", {"dice": "5,3"}, actor="Bo")
    assert (count(session, "hand:red", "grain"), count(session, "hand:red", "ore")) == (2, 2)


def test_a_legionary_known_only_by_its_kind_leaves_the_income_to_the_table() -> None:
    session = _session()
    place(session, ANN, "cavalry", "x")
    place(session, ANN, "infantry", "red-start-2")
    session.act("roll-resources", {"dice": "3,4"})
    session.act("legionary", {"landscape": "field", "province": "north-italy"})
    session.act("roll-resources", {"dice": "4,4"})
    lines = session.outcome(len(session.events))
    assert lines[1] == "Income worked out from the board kit: Bo nothing; Cy nothing."
    assert lines[2] == "Ann enters their own income (receive)."
    session.act("receive", {"player": "Ann", "ore": 1})  # the table knows the legionary stands on the Po field
    assert count(session, "hand:red", "ore") == 1


def test_a_tribe_the_app_lost_track_of_is_told_where_it_stands() -> None:
    session = _session()
    to_phase(session, "cavalry")
    session.act("move", {"land": 1})  # no to=: the app no longer knows where Ann's cavalry stands
    assert session.table.game.stands(ANN, "cavalry") == ""
    with pytest.raises(RuleRefused, match="Ann's tribes start on Red start 1 or Red start 2"):
        session.act("stand", {"player": "Ann", "tribe": "infantry", "crossing": "x"})
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "x"})
    refused = session.propose("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "s"})
    assert refused.violations[0].message == "the app knows the cavalry stands on Crossing by Verona; it moves with move"
    assert session.summary()["players"][0]["cavalry"] == (
        "1 horseman · 1 wagon · at Crossing by Verona · 0 of 3 colours for an empire"
    )


def test_one_stand_places_both_start_figures() -> None:
    session = _session()
    session.act("stand", {"player": "Ann", "tribe": "infantry", "crossing": "red start 1"})
    assert session.table.game.tribes[ANN] == ("red-start-2", "red-start-1")
    assert session.outcome(len(session.events)) == [
        "Ann's cavalry stands on Red start 2.",
        "Ann's infantry stands on Red start 1.",
    ]


def test_the_shortage_rule_is_applied_when_everyone_s_income_is_known() -> None:
    # L15: the bank cannot give everyone the roll's grain: everyone first returns half, then takes.
    session = _session()
    put(session, "hand:blue", "grain", 12, "bank")  # Bo holds every grain card left: the bank has none
    session.act("roll-resources", {"dice": "2,2"})
    assert session.outcome(len(session.events))[1] == "The bank is short of grain: everyone first returns half of it."
    assert [count(session, f"hand:{c}", "grain") for c in ("red", "blue", "white")] == [2, 6, 1]
    assert session.table.game.halved == ("grain",)
    unknown = _session()
    place(unknown, CY, "infantry", "")  # Cy's income is not known: the table applies the rule by hand
    put(unknown, "hand:blue", "grain", 12, "bank")
    unknown.act("roll-resources", {"dice": "3,1"})
    assert count(unknown, "hand:red", "grain") == 1 and unknown.table.game.served == ()
    assert "apply the shortage rule" in unknown.outcome(len(unknown.events))[1]


# -- moving (L9) ---------------------------------------------------------------------


def _at_s(gold: int, grain: int) -> Session:
    session = _session()
    to_phase(session, "infantry")
    place(session, ANN, "infantry", "s")
    put(session, "purse:red", "gold", gold, "bank")
    hand(session, "red", grain=grain)
    return session


def test_the_sea_route_costs_one_gold() -> None:
    # L9: from S to the target by sea: 2 sea arrows, the first free, the second 1 gold.
    session = _at_s(gold=1, grain=2)
    session.act("move-to", {"to": "T"})
    assert (count(session, "purse:red", "gold"), count(session, "hand:red", "grain")) == (0, 2)
    assert session.table.game.stands(ANN, "infantry") == "t"
    assert (
        session.outcome(len(session.events))[0]
        == "Ann's infantry tribe moves to T over 2 sea arrows; the move costs 1 gold."
    )


def test_without_gold_the_land_route_costs_two_grain() -> None:
    # L9: without gold the land route over 3 arrows: the first free, then 1 grain (or 3 gold) each.
    session = _at_s(gold=0, grain=2)
    session.act("move-to", {"to": "T"})
    assert count(session, "hand:red", "grain") == 0 and session.table.game.stands(ANN, "infantry") == "t"
    poor = _at_s(gold=0, grain=1)
    refused = poor.propose("move-to", {"to": "T"})
    assert refused.violations[0].message == "the move costs 1 gold; Ann cannot pay"  # the cheaper way


def test_a_counted_move_shorter_than_any_route_is_refused() -> None:
    session = _at_s(gold=6, grain=0)
    assert _rules(session, "move", {"land": 1, "to": "T"}) == ["Route"]
    assert _rules(session, "move", {"land": 3, "to": "T"}) == []
    assert _rules(session, "move", {"land": 1, "to": "x"}) == ["Route"]  # no arrow leads from S to Verona
    place(session, BO, "cavalry", "t")
    refused = session.propose("move-to", {"to": "T"})
    assert refused.violations[0].message == "Bo's cavalry stands on T" and refused.violations[0].physical


# -- plunder and conquest (L11, L13) ------------------------------------------------------


def test_a_tribe_plunders_only_a_city_beside_its_crossing() -> None:
    # L11: 2 horsemen beside a 2-tower city.
    session = _session()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=2, wagons=2)
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    session.act("move-to", {"to": "x"})  # one land arrow from Red start 1: free
    assert _rules(session, "plunder", {"city": "Lugdunum", "reward": "gold"}) == ["Neighbour"]
    session.act("plunder", {"city": "Verona", "reward": "action-card", "card": "traitor", "red": True})
    assert count(session, "cavalry-north-italy:red", "tile") == 1 and count(session, "purse:red", "gold") == 5 + 2


def test_conquest_reach_is_read_from_the_arrows() -> None:
    # L13: an empire of two cities; cities one arrow away with no more towers than horsemen may be
    # conquered, those two arrows away may not, and one in reach with 4 towers is too strong.
    session = _session()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=3, wagons=2)
    for town in ("narbo", "massilia"):
        put(session, f"city:{town}", "tile", 0, "box")
        put(session, f"city:{town}", "horseman:red", 1, "supply:red")
    assert _rules(session, "conquer", {"city": "Arelate"}) == []
    assert _rules(session, "conquer", {"city": "Nemausus"}) == []  # one sea arrow from Massilia
    assert _rules(session, "conquer", {"city": "Tolosa"}) == ["Conquest reach"]
    assert _rules(session, "conquer", {"city": "Tolosa", "arrows": 1}) == ["Conquest reach"]  # the kit knows better
    assert _rules(session, "conquer", {"city": "Burdigala"}) == ["Towers"]
    session.act("conquer", {"city": "Nemausus"})
    assert count(session, "city:nemausus", "horseman:red") == 1 and count(session, "city:nemausus", "wagon:red") == 1


def test_founding_an_empire_needs_a_city_beside_the_crossing() -> None:
    session = _session()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=3, wagons=1)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    place(session, ANN, "cavalry", "t")
    assert _rules(session, "conquer", {"city": "Tolosa"}) == ["Neighbour"]
    session.act("conquer", {"city": "Narbo"})
    assert session.table.game.stands(ANN, "cavalry") == ""  # the figure left its crossing for the city
    assert session.propose("move-to", {"to": "x"}, actor="Bo").legal is False


def test_random_play_on_a_known_board_only_moves_components() -> None:
    session = new(4, kit=example_kit())
    random_playout(session, 150, random.Random(5), force_rate=0.2)
    totals = session.table.ledger.totals()
    limits = session.components.limits
    assert {k: n for k, n in totals.items() if k in limits} == {k: n for k, n in limits.items() if n}


def test_the_legionary_moves_to_another_landscape() -> None:
    """Audit of issue 16: the legionary could "move" to the landscape it stood on (L7, L15: another one)."""
    session = _session()
    session.act("roll-resources", {"dice": "3,4"})  # a 7: Ann moves the legionary
    session.act("legionary", {"at": "po field"})
    session.act("next-phase", force=True)
    to_phase(session, "roll")
    session.act("roll-resources", {"dice": "3,4"}, actor="Bo")  # round 2's 7, Bo's
    refused = session.propose("legionary", {"at": "po field"})
    assert "the legionary stands on Po field: move it elsewhere" in [v.message for v in refused.violations]


def test_the_first_arrow_of_the_route_is_the_free_one() -> None:
    """Play-test of issue 16: from the Pass (l1) to the Harbour (p1) the route is a land arrow, then a sea
    arrow; with 2 grain and no gold the app took 1 grain, as if the sea arrow were free (L9: every arrow but
    the first crossed costs; a sea arrow costs 1 gold)."""
    session = _session()
    to_phase(session, "cavalry")
    place(session, ANN, "cavalry", "l1")
    hand(session, "red", grain=2)
    put(session, "purse:red", "gold", 0, "bank")
    refused = session.propose("move-to", {"to": "p1"})
    assert any(v.rule == "Move cost" and v.physical for v in refused.violations)
    # Back the other way the first arrow is the sea one: it is free, the land arrow costs 1 grain.
    place(session, ANN, "cavalry", "p1")
    session.act("move-to", {"to": "l1"})
    assert count(session, "hand:red", "grain") == 1


def test_a_free_or_counted_move_still_follows_the_kits_arrows() -> None:
    """Play-test of issue 16: with the Great Chieftain a tribe "moved" where no arrow leads, and a counted
    move (`move land=1`) from a crossing with no arrow was free and lost the figure's place."""
    session = _session()
    to_phase(session, "cavalry")
    place(session, ANN, "cavalry", "red-start-1")
    put(session, "cards:red", "chieftain", 1, "box")
    refused = session.propose("move-to", {"to": "l1", "chieftain": True})
    assert "no arrows lead to Pass from the cavalry's crossing" in [v.message for v in refused.violations]
    counted = session.propose("move", {"land": 1})
    assert [v.rule for v in counted.violations] == ["Route"]
    session.act("move-to", {"to": "x", "chieftain": True})  # a1 leads there: free with the card
    assert session.table.game.tribes[ANN][0] == "x"


def test_a_great_chieftains_move_is_said_as_one() -> None:
    """SfR play-test: a Great Chieftain move was headed "Ana moves 0 land and 0 sea arrows"."""
    session = _session()
    to_phase(session, "cavalry")
    place(session, ANN, "cavalry", "red-start-1")
    put(session, "cards:red", "chieftain", 1, "box")
    session.act("move", {"chieftain": True, "to": "x"})
    name = session.players[ANN].name
    assert session.describe_event(session.events[-1]) == f"{name} moves for free with the Great Chieftain"
