"""Aquileia: the rulebook's examples (arena, stadium, theatre, forum, port, villas) and the session rules."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.actors import eligible
from engine.errors import BadInput, RuleRefused
from rulesets.aquileia.formulas import arena, stadium, villa_score
from rulesets.aquileia.idle import UNABLE_ASKED
from rulesets.aquileia.state import Building, State
from tests.aquileia.helpers import (
    NAMES,
    coins,
    give_buildings,
    give_cards,
    hand,
    last_outcome,
    latro_example,
    new,
    place_all,
    set_coins,
    stadium_example,
    theatrum_example,
    to_phase,
)
from tui.cli.main import main


def test_villa_scoring_example() -> None:
    result = villa_score([("blue", 10), ("blue", 6)], ["blue", "blue/yellow"], stadium_points=5)
    assert result == {"villa_points": 32, "laurel_points": 5, "total": 37, "assignment": {"blue/yellow": "blue"}}
    # A villa without a laurel of its colour scores nothing.
    assert villa_score([("purple", 12)], ["blue"])["villa_points"] == 0
    # The theatre laurel goes where it earns most.
    best = villa_score([("white", 3), ("purple", 9)], ["white/purple", "white"])
    assert best["assignment"] == {"white/purple": "purple"} and best["villa_points"] == 3 + 9


def test_villa_scoring_counts_only_laurels_that_exist() -> None:
    """Play-test: calc villas took three blue laurels; l.1 prints two of each colour, each theatre pair once."""
    with pytest.raises(BadInput, match="only 2 blue stadium laurels exist, not 3"):
        villa_score([("blue", 10)], ["blue", "blue", "blue"])
    with pytest.raises(BadInput, match="each theatre laurel exists once"):
        villa_score([("blue", 10)], ["blue/purple", "purple/blue"])
    assert villa_score([("blue", 10)], ["blue", "blue", "blue/yellow"])["villa_points"] == 30


def test_arena_example() -> None:
    # Kája (red) reaches 6 at tie position 2, yellow 6 at position 4, blue 2.
    assert arena([("Blue", 2, 1), ("Yellow", 6, 4), ("Kaja", 6, 2)]) == {
        "order": ["Kaja", "Yellow", "Blue"],
        "bronze": [3, 2, 1],
        "points": [12, 12],  # twice the strength, or a slave card: Kája took 12 points (l.5)
    }


def test_stadium_example() -> None:
    result = stadium(
        [("Blue", 6, 1, "silver"), ("Vlada", 3, 2, "gold"), ("Yellow", 5, 3, "silver"), ("Red", 4, 4, "gold")]
    )
    assert result["order"] == ["Blue", "Yellow", "Red", "Vlada"]
    assert result["coins"] == [
        {"metal": "silver", "count": 3},
        {"metal": "silver", "count": 2},
        {"metal": "gold", "count": 1},
        {"metal": "gold", "count": 0},
    ]


def _calc(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(["calc", "aquileia", *argv])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.startswith("{") else out, err


def test_cli_contracts(capsys: pytest.CaptureFixture[str]) -> None:
    code, result, _ = _calc(
        capsys, "villas", "--villa", "blue:10", "--villa", "blue:6", "--laurel", "blue", "--laurel", "blue/yellow",
        "--stadium-points", "5", "--json",
    )  # fmt: skip
    assert code == 0 and result["total"] == 37 and result["assignment"] == {"blue/yellow": "blue"}
    assert _calc(capsys, "arena", "--entry", "A:5:2", "--entry", "B:5:1", "--json")[1] == {
        "order": ["B", "A"],
        "bronze": [3, 2],
        "points": [10, 10],
    }
    # l.5: Kája and yellow reach 6, blue 2: the first two choose between 12 points and a slave card.
    code, shown, _ = _calc(capsys, "arena", "--entry", "Blue:2:3", "--entry", "Kaja:6:2", "--entry", "Yellow:6:4")
    assert code == 0 and shown.splitlines() == [
        "order: Kaja, Yellow, Blue",
        "bronze: 3, 2, 1",
        "points or a slave card (first two): 12, 12",
    ]
    code, result, _ = _calc(capsys, "stadium", "--entry", "A:4:1:gold", "--entry", "B:7:2:silver", "--json")
    assert result["coins"] == [{"metal": "silver", "count": 3}, {"metal": "gold", "count": 2}]
    assert _calc(capsys, "villas", "--villa", "pink:3", "--json")[0] == 2
    assert _calc(capsys, "arena", "--entry", "A:5", "--json")[0] == 2
    assert _calc(capsys, "stadium", "--entry", "A:5:1:bronze", "--json")[0] == 2
    assert _calc(capsys, "villas", "--villa", "blue:3", "--laurel", "blue/green", "--json")[0] == 2
    # Each theatre laurel exists once (l.1): the same pair twice, in either order, is refused.
    assert _calc(capsys, "villas", "--villa", "blue:3", "--laurel", "blue/purple", "--laurel", "purple/blue")[0] == 2


def test_placement_rules() -> None:
    """l.3: one item at a time in turn order, one servant per space, one Stadium side, one paid Portus space."""
    session = new()
    with pytest.raises(RuleRefused, match="place is for Blue now, not Yellow"):
        session.act("place", {"player": "Yellow", "space": "dolus"})
    session.act("place", {"player": "Blue", "space": "silver-1"})
    with pytest.raises(RuleRefused, match="One servant") as taken:
        session.act("place", {"player": "Yellow", "space": "silver-1"}, force=True)
    assert taken.value.physical
    session.act("place", {"player": "Yellow", "space": "portus-bronze"})
    session.act("place", {"player": "Red", "space": "tie"})
    session.act("place", {"player": "Vlada", "space": "latro"})
    with pytest.raises(RuleRefused, match="Stadium side"):
        session.act("place", {"player": "Blue", "space": "gold-2a"})
    session.act("place", {"player": "Blue", "space": "tie"})
    with pytest.raises(RuleRefused, match="only one of the three paid Portus spaces"):
        session.act("place", {"player": "Yellow", "space": "portus-silver"})
    # The bronze coin lies under Yellow's servant: out of the purse, still in the game.
    assert dict(session.table.ledger.holding("space:portus-bronze")) == {"bronze": 1, "servant:yellow": 1}
    assert coins(session, 1)["bronze"] == 1
    with pytest.raises(RuleRefused, match="still has to place"):
        session.act("next-phase")


def test_arena_example_in_play() -> None:
    """l.5's example entered at the table: blue and Kája on the two Arena 1 spaces, yellow on Arena 2.

    Blue 1 + 1 bronze = 2; yellow 2 + no bronze + weapons 2 and a slave 1 + 1 bronze on 2 blue dice = 6;
    Kája 1 + 3 bronze + weapons 2 = 6. Kája holds tie position 2, yellow 4: Kája wins and takes 12 points.
    """
    session = new()
    give_cards(session, 1, "weapons-2", "slave-1")
    give_cards(session, 2, "weapons-2")
    for who, space in (
        ("Blue", "arena-1a"), ("Yellow", "arena-2"), ("Red", "arena-1b"), ("Vlada", "tie"), ("Blue", ""),
        ("Yellow", "potentia"), ("Red", "tie"), ("Vlada", ""), ("Yellow", "tie"),  # Blue passed: marker by itself
        ("Red", ""), ("Yellow", ""),
    ):  # fmt: skip
        session.act("place", {"player": who, "space": space}) if space else session.act("pass", {"player": who})
    assert session.table.game.tie_track == (3, 2, 0, 1)  # Kája (Red) 2nd, yellow 4th
    # Potentia is all the Mercatus holds: Yellow takes the blue dice and the Arena begins by itself.
    assert session.phase.id == "arena" and session.table.game.patricians[1].blue == 4
    # Step 2: everyone rolls, in turn order.
    session.act("fight", {"player": "Blue", "dice": "bronze,silver,gold"})
    session.act("fight", {"player": "Yellow", "dice": "gold,gold,silver"})
    session.act("fight", {"player": "Red", "dice": "bronze,bronze,bronze"})
    state: State = session.table.game
    assert {seat: s for _, seat, s, _ in state.strengths} == {0: 2, 1: 2, 2: 4}
    # Step 3: cards in turn order (Blue holds none and is passed over): yellow 5, Kája 6.
    session.act("play", {"weapons": "2", "slaves": "1"})
    assert last_outcome(session)[0] == "Yellow adds 3 from cards: strength 5."
    session.act("play", {"weapons": "2"})
    assert last_outcome(session)[:2] == [
        "Red adds 2 from cards: strength 6.",
        "Standing: 1. Red 6, 2. Yellow 5, 3. Blue 2.",
    ]
    # Step 4: yellow, who holds the blue dice, rolls 2 of them: one bronze, 6 each; the tie track puts Kája first.
    session.act("blue", {"dice": "bronze,gold"})
    state = session.table.game
    assert {seat: s for _, seat, s, _ in state.strengths} == {0: 2, 1: 6, 2: 6}
    assert session.ruleset.pending(session.context())[0] == (
        "Standing: 1. Red 6, 2. Yellow 6, 3. Blue 2; the tie track puts Red before Yellow."
    )
    session.act("prizes", {"winner_takes": "points", "slave_card": "1"})
    people = session.table.game.patricians
    assert people[2].score == 12 and coins(session, 2)["bronze"] == 2 + 3
    assert people[1].score == 0 and hand(session, 1) == {"slave-1": 1} and coins(session, 1)["bronze"] == 2 + 2
    assert coins(session, 0)["bronze"] == 2 + 1
    # The cards played went to their discard piles.
    assert dict(session.table.ledger.holding("discard:equi")) == {"weapons-2": 2}
    assert dict(session.table.ledger.holding("discard:slaves")) == {"slave-1": 1}


def test_stadium_example_in_play() -> None:
    """l.6's example entered at the table: two racers on the gold side's 2 spaces, blue on silver 1, yellow on silver 2.

    Blue 1 + 2 silver + two silver horses = 5; Vláďa 2 + 1 gold = 3; yellow 2 + 1 silver + two one-silver-horse
    cards + 1 silver on the 2 blue dice left from the Arena ("+3 (2+1)") = 6; Kája 2 + 2 gold = 4. The blue
    dice are yellow's: in l.5's Arena example yellow took Potentia and used 2 of the 4 (the play-test's audit
    read this example with blue winning; the rulebook's "+3 (2+1)" is yellow's).
    """
    session = stadium_example()
    state: State = session.table.game
    assert {seat: s for _, seat, s, _ in state.strengths} == {0: 5, 1: 6, 2: 4, 3: 3}
    session.act("prizes", {"winner_laurel": "5", "second_laurel": "blue"})
    assert coins(session, 1)["silver"] == 1 + 3 and coins(session, 0)["silver"] == 1 + 2
    assert coins(session, 2)["gold"] == 1 + 1 and coins(session, 3)["gold"] == 1
    assert hand(session, 1) == {"laurel-5": 1} and hand(session, 0) == {"laurel-blue": 1}


def test_theatre_auction_example() -> None:
    """l.7's example: Vláďa opens with a silver; clockwise the others raise coin for coin or drop."""
    session = theatrum_example()
    # No bronze to repeat the bid: Vláďa must drop out (l.7), and does so by herself.
    assert last_outcome(session)[1:3] == [
        "Vlada cannot repeat the bid and add a coin: Vlada drops out of the auction.",
        "Blue raises or drops next.",
    ]
    session.act("drop", {"player": "Blue"})
    session.act("sell", {"laurel": "blue/yellow"})
    assert hand(session, 2) == {"theatre-blue-yellow": 1} and coins(session, 2) == {}
    assert coins(session, 3) == {"silver": 5, "bronze": 1}
    assert coins(session, 0) == {"silver": 3, "bronze": 1}  # Blue took back the offer


def test_a_raise_short_of_coins_names_the_coin_lacking() -> None:
    """Play-test: "Vlada's purse has 1 silver coin, not 2" when that silver lay in her offer and the coin she
    lacked was the bronze. Vláďa has 2 silver, one of them bid; Kája's bid is 2 silver and 1 bronze. A save
    from before version 8 still asks her (today she drops out by herself)."""
    session = theatrum_example({UNABLE_ASKED: True})
    set_coins(session, 3, silver=1)  # one silver left beside the one she bid
    for add in ("silver", "bronze"):
        refused = session.propose("bid", {"add": add})
        said = [v.message for v in refused.violations]
        assert said == ["Vlada cannot repeat the bid of 2 silver and 1 bronze: 1 bronze short"], add
    set_coins(session, 3, silver=1, bronze=1)  # now the bid can be repeated (with the silver offered), not raised
    refused = session.propose("bid", {"add": "gold"})
    assert [v.message for v in refused.violations] == ["Vlada can repeat the bid but has no gold coin left to add"]
    refused = session.propose("bid", {"add": "bronze"})
    assert not refused.forcible  # no override can bid coins that are not there


def test_forum_villa_payment_example() -> None:
    """l.7's example: the blue villa of 10 (2 bronze, 2 silver, 1 gold, 3 slaves) paid with two 2-slave cards.

    The tile is the kit's: naming it is all the builder types; the price, the points, the colour and the
    two cards that pay (4 slaves, the least the hand allows) are derived.
    """
    session = new()
    set_coins(session, 1, bronze=2, gold=1, silver=2)
    give_cards(session, 1, "slave-2", "slave-2")
    # Red on Forum 3 keeps the phase open for the overpayment checks after Yellow's build.
    place_all(session, {"Blue": ["forum-1"], "Yellow": ["forum-2"], "Red": ["forum-3"], "Vlada": []})
    to_phase(session, "forum")
    villa = {"player": "Yellow", "space": "forum-2", "tile": "Blue villa 10"}
    with pytest.raises(RuleRefused, match="Build order: Forum 1 acts first"):
        session.act("build", villa)
    session.act("skip", {"space": "forum-1"})
    typed = {
        "player": "Yellow",
        "kind": "villa",
        "colour": "blue",
        "value": 10,
        "coins": "bronze,bronze,silver,silver,gold",
        "slaves": 3,
    }
    with pytest.raises(RuleRefused, match="that is the kit's Blue villa 10: name that tile"):
        session.act("build", typed)
    session.act("build", villa)
    assert session.events[-1].args == {"player": "Yellow", "space": "forum-2", "tile": "villa-blue-10"}
    yellow = session.table.game.patricians[1]
    assert yellow.score == 10 and hand(session, 1) == {} and coins(session, 1) == {}
    assert yellow.buildings == (Building("villa", 10, "blue", (), "villa-blue-10"),)
    assert session.table.ledger.count("buildings:yellow", "house:yellow") == 1
    set_coins(session, 0, gold=1)
    give_cards(session, 0, "slave-2", "slave-2", "slave-1")
    overpay = session.propose("build", typed | {"player": "Blue", "space": "forum-1", "slave_cards": "2,2,1"})
    assert "Slaves" in [v.rule for v in overpay.violations]
    # l.7: 3 slaves from a hand of 2, 2 and 1 can be paid exactly (2 + 1): two 2s overpay (the play-test's bug).
    overpay = session.propose("build", typed | {"player": "Blue", "space": "forum-1", "slave_cards": "2,2"})
    assert "overpay slaves only when no smaller set will do: the hand pays exactly" in [
        v.message for v in overpay.violations
    ]


def test_port_with_latro_example() -> None:
    """l.8's example: Latro takes bronze and gold; the robbed bronze player pays from the purse; gold cannot."""
    session = latro_example()
    with pytest.raises(RuleRefused, match="Latro first"):
        session.act("activate")
    session.act("latro", {"dice": "bronze,gold"})
    assert coins(session, 3) == {"gold": 2, "silver": 1, "bronze": 3}
    assert last_outcome(session)[:2] == [
        "Red may pay another bronze from the purse and activate, or skip.",
        "Yellow has no gold to pay again: Portus gold is passed over.",
    ]
    skip = session.spec_named("skip")
    assert skip is not None and eligible(skip, session.context()) == (2,)  # only Red has a choice left
    # Blue, on silver, was not robbed, and activates after Red's choice (l.8: bronze, silver, gold).
    assert session.table.game.patricians[0].score == 0
    session.act("activate")  # Red, on bronze, robbed: chooses to pay another bronze from the purse
    assert session.events[-1].actor == "Red"
    # The coin under Blue's servant pays, with no input.
    assert "Blue activates 1 building: 2 points." in last_outcome(session)
    assert session.table.game.patricians[0].score == 2 and coins(session, 0) == {}
    red = session.table.game.patricians[2]
    assert red.score == 4 and coins(session, 2) == {"gold": 1, "silver": 1}
    # Yellow, robbed of the gold and holding none, owes nothing: Portus, and the round, end by themselves.
    assert session.table.position.round == 2 and session.phase.id == "placement"


def test_six_rounds_and_final_scoring() -> None:
    """l.8's scoring example: blue laurel + blue/yellow theatre laurel, villas 10 and 6 blue, a 5-point laurel: 37."""
    session = new()
    give_cards(session, 0, "laurel-blue", "laurel-5", "theatre-blue-yellow")
    give_buildings(session, 0, Building("villa", 10, "blue"), Building("villa", 6, "blue"))
    for _ in range(6):
        place_all(session, {n: [] for n in NAMES})  # nothing placed: every area passes by itself
    assert session.table.game.over
    # The header counts the six rounds and says the game is over (the play-test saw "round 7").
    from tui.show_text import render

    head = render(session, session.summary()).splitlines()[:2]
    assert head[0].endswith(", game over") and not head[1].startswith("turn")
    assert session.summary()["winners"] == ["Blue"]
    assert [v.value for v in session.victory() if v.player == "Blue"] == [37]


def test_round_end_returns_servants_and_tie_markers() -> None:
    """l.4 and l.8: servants come back once their area has acted; tie markers at the round's end."""
    session = new()
    assert session.summary()["rounds"] == 6
    place_all(session, {"Blue": ["forum-1", "dolus"], "Yellow": [], "Red": [], "Vlada": ["latro"]})
    assert session.table.ledger.count("reserve:blue", "servant:blue") == 3
    to_phase(session, "mercatus")
    session.act("skip")
    assert session.table.ledger.count("reserve:blue", "servant:blue") == 4  # Dolus has acted
    to_phase(session, "forum")
    session.act("skip")
    # Nobody on a paid Portus space: Latro has nothing to take and the round ends by itself.
    assert session.table.position.round == 2
    for player in session.players:
        reserve = dict(session.table.ledger.holding(f"reserve:{player.faction}"))
        assert reserve == {f"house:{player.faction}": 9, f"servant:{player.faction}": 5, f"tie:{player.faction}": 1}
    # Yellow put the first tie marker down (its only item): position 1 starts the next round.
    assert session.players[session.table.game.placer].name == "Yellow"
    assert session.table.position.start == 1


def test_a_building_typed_in_needs_its_price() -> None:
    """l.7: the builder pays the whole price printed on the building; the play-test built a villa 30 for nothing."""
    session = new()
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    with pytest.raises(BadInput, match="costs: enter its coins"):
        session.propose("build", {"kind": "villa", "colour": "yellow", "value": 30})


def test_the_app_rolls_the_metal_dice() -> None:
    """Issue 15: a metal-dice roller. l.1: each die has 2 gold, 2 silver and 2 bronze faces; `dice=roll`
    rolls as many as the action needs (Dolus 2, a fight 3), `roll:N` a number of blue dice; the faces are
    stored with the event, so the log replays what was rolled."""
    session = new()
    place_all(session, {"Blue": ["dolus", "arena-1a"], "Yellow": ["arena-2"], "Red": [], "Vlada": []})
    event = session.act("dolus", {"dice": "roll"})
    assert len(event.args["dice"]) == 2 and set(event.args["dice"]) <= {"gold", "silver", "bronze"}
    event = session.act("fight", {"dice": "roll"})
    assert len(event.args["dice"]) == 3
    with pytest.raises(BadInput, match="gold, silver, bronze"):
        session.propose("fight", {"dice": "rock"})
    # Replayed from the log, the same faces: nothing is rolled again.
    from engine import saves
    from engine.writer import to_data

    again = saves.from_data(to_data(session), "again")
    assert again.same_as(session)


def test_an_action_out_of_its_phase_is_refused_for_that_alone() -> None:
    """Play-test: a wrong-phase refusal also listed "Turn order: nobody may take…" and the other phase's lacks."""
    session = new()
    refused = session.propose("sell", {"laurel": "white/blue"})
    assert [v.message for v in refused.violations] == ["sell belongs to the IV Theatrum phase, not Placement"]
    fight = session.propose("fight", {"dice": "gold,gold,gold"})
    assert [v.rule for v in fight.violations] == ["Phase"]


def test_actions_offer_only_the_free_spaces() -> None:
    """Play-test: `actions` listed every space (27) for place, taken ones too."""
    from engine.summary import describe_action
    from tui.show_text import field_line

    session = new()
    session.act("place", {"space": "dolus"})
    spec = session.spec_named("place")
    assert spec is not None
    field = next(f for f in describe_action(session, spec)["fields"] if f["name"] == "space")
    assert "dolus" not in field["offered"] and len(field["offered"]) == 26 and len(field["choices"]) == 27
    assert field_line(field).startswith("space=pecunia|equi-1|")


def test_blue_dice_are_only_the_potentia_players_even_overridden() -> None:
    """Helper play-test: `fight ... blue=bronze --force` was applied for a player without blue dice (l.4: the
    4 blue dice are the Potentia player's); the fight's outcome now names the blue faces."""
    session = new()
    place_all(session, {"Blue": ["arena-1a"], "Yellow": ["arena-2", "potentia"], "Red": [], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,silver,gold"})
    session.act("fight", {"dice": "gold,gold,silver"})
    refused = session.propose("blue", {"dice": "bronze"}, actor="Blue")
    assert "Blue has 0 blue dice left (Potentia)" in [v.message for v in refused.violations]
    assert not refused.forcible
    session.act("blue", {"dice": "bronze,gold"})
    assert last_outcome(session)[0] == "Yellow rolls 2 blue dice (bronze, gold): 1 bronze, strength 3."


def test_pecunia_changes_one_metal_for_another() -> None:
    """Helper play-test: with no rates in the kit, 1 gold for 5 gold scored 4 points (l.4: an exchange)."""
    session = new()
    place_all(session, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    refused = session.propose("pecunia", {"give": "gold", "get": "gold,gold,gold,gold,gold"})
    assert [v.message for v in refused.violations] == ["gold on both sides: an exchange changes one metal for another"]
    assert session.propose("pecunia", {"give": "gold", "get": "silver,silver", "board": "g ss"}).legal


def test_placement_offers_only_the_spaces_the_placer_may_take() -> None:
    """App play-test: Stadium gold 2b was offered to a player already on the silver side (refused once picked)."""
    session = new()
    session.act("place", {"space": "silver-1"})  # Blue
    session.act("place", {"space": "portus-bronze"})  # Yellow
    session.act("place", {"space": "tie"})  # Red
    session.act("place", {"space": "tie"})  # Vlada
    spec = session.spec_named("place")
    assert spec is not None
    offered = session.suggestions(spec, "space")
    assert "silver-2" in offered and "gold-2a" not in offered and "portus-gold" in offered


def test_a_player_who_declined_to_open_may_still_bid() -> None:
    """Play-test: the Theatrum player and the next declined to open, the third opened, and the Theatrum
    player's later bid was refused ("has left the auction"). l.7: declining only passes the opening on;
    "may not rejoin" is said of a player who drops out of a running auction."""
    session = new()
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    session.act("drop", {"player": "Vlada"})
    assert last_outcome(session) == [
        "Vlada declines to open (and may still bid once someone opens).",
        "Blue opens or declines next.",
    ]
    session.act("drop", {"player": "Blue"})
    session.act("bid", {"player": "Yellow", "add": "bronze"})
    session.act("drop", {"player": "Red"})  # drops out of a running auction: for good
    assert session.act("bid", {"add": "silver"}).actor == "Vlada"
    session.act("bid", {"player": "Blue", "add": "bronze"})
    refused = session.propose("bid", {"add": "gold"}, actor="Red")
    assert [v.rule for v in refused.violations] == ["Turn order", "Auction"]
    session.act("drop", {"player": "Yellow"})
    session.act("drop", {"player": "Vlada"})
    session.act("sell", {"laurel": "blue/yellow"})
    assert hand(session, 0) == {"theatre-blue-yellow": 1}
    assert coins(session, 3) == {"gold": 1, "silver": 2, "bronze": 4}  # Blue's 1 bronze, 1 silver, 1 bronze paid to her


def test_when_nobody_opens_the_theatrum_player_takes_the_laurel_free() -> None:
    """l.7: the opening goes round the table; nobody opens, and the Theatrum player takes the card free."""
    session = new()
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    for player in ("Vlada", "Blue", "Yellow", "Red"):
        session.act("drop", {"player": player})
    assert last_outcome(session)[-1] == "Nobody opened: the Theatrum player takes the laurel free."
    session.act("sell", {"laurel": "blue/yellow"})
    assert hand(session, 3) == {"theatre-blue-yellow": 1}
