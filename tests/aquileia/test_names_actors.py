"""Aquileia's names (catalogues), who acts (actor defaults and refusals) and what the log says."""

from __future__ import annotations

import re

import pytest

from engine.errors import BadInput, NotFound, RuleRefused
from engine.summary import describe_action
from rulesets.aquileia.state import Building, State
from tests.aquileia.helpers import (
    NAMES,
    give_buildings,
    give_cards,
    last_outcome,
    new,
    place_all,
    set_coins,
    to_phase,
)

REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z_]+=\S")


def test_spaces_match_forgivingly() -> None:
    """Space ids no longer have to be guessed: ids, names, case and spacing all find the same space."""
    session = new()
    for typed, stored in (
        ("EQUI ET ARMA 1", "equi-1"),
        ("stadium gold 2a", "gold-2a"),
        ("Portus_Bronze", "portus-bronze"),
        ("tie marker", "tie"),
    ):
        event = session.act("place", {"space": typed})
        assert event.args["space"] == stored
    assert session.describe_event(session.events[0], 1) == "Blue places at Equi et Arma 1"


def test_unknown_names_are_bad_input_with_the_closest() -> None:
    session = new()
    with pytest.raises(NotFound, match="did you mean Dolus") as error:
        session.act("place", {"space": "dolis"})
    assert error.value.exit_code == 2 and "Dolus" in error.value.suggestions
    with pytest.raises(NotFound, match="no space 'arena-9'"):
        session.act("place", {"space": "arena-9"})
    with pytest.raises(NotFound, match="did you mean purple, 7-point or 5-point stadium laurel"):
        session.act("turn-up", {"at": "stadium", "card": "purpel"})
    assert not session.events  # nothing unknown was stored


def test_actions_list_the_catalogue_choices() -> None:
    """`actions --json` offers every space by id and name, and names who places next."""
    session = new()
    shown = describe_action(session, session.spec("place"))
    space = next(f for f in shown["fields"] if f["name"] == "space")
    ids = [c["id"] for c in space["choices"]]
    assert {"equi-1", "servi-top", "portus-bronze", "forum-3", "theatrum", "tie", "latro"} <= set(ids)
    assert {"id": "equi-1", "name": "Equi et Arma 1"} in space["choices"]
    assert shown["actor"] == "Blue"


def test_placement_needs_no_player_and_refuses_the_wrong_one() -> None:
    """l.3: the app knows who places next; naming someone else is a turn-order refusal (forcible)."""
    session = new()
    for name in NAMES:
        assert session.act("place", {"space": "tie"}).actor == name
    assert session.act("pass").actor == "Blue"
    refused = session.propose("place", {"space": "dolus"}, actor="Red")
    assert [v.rule for v in refused.violations] == ["Turn order"] and refused.forcible
    assert "place is for Yellow now, not Red" in refused.violations[0].message


def test_area_actors_follow_the_rules() -> None:
    """Mercatus in its order, contests in turn order, Portus bronze first: each defaults to the right player."""
    session = new()
    place_all(session, {"Blue": ["arena-2"], "Yellow": ["dolus", "arena-1a"], "Red": ["potentia"], "Vlada": []})
    to_phase(session, "mercatus")
    # Red took Potentia's blue dice as Mercatus began (nothing to decide); Dolus acts.
    assert session.table.game.patricians[2].blue == 4
    assert session.act("dolus", {"dice": "gold,silver"}).actor == "Yellow"  # the Arena begins by itself
    assert session.act("fight", {"dice": "bronze,gold,gold"}).actor == "Blue"
    with pytest.raises(RuleRefused, match="fight is for Yellow now, not Red"):
        session.act("fight", {"dice": "bronze,gold,gold"}, actor="Red")
    assert session.act("fight", {"dice": "bronze,bronze,gold"}).actor == "Yellow"


def test_arena_prizes_are_announced() -> None:
    """l.5: prizes by rank, a tie to the lower tie-track position; the winner's choice is asked, not defaulted."""
    session = new(("Modry", "Zluty", "Kaja", "Vlada"))
    give_cards(session, 2, "weapons-2")
    place_all(session, {"Modry": ["arena-1a"], "Zluty": ["arena-2"], "Kaja": ["arena-1b"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,silver,gold"})
    session.act("fight", {"dice": "bronze,bronze,bronze"})
    # Play-test: before everyone had fought, a check already named a winner and asked for the choice.
    assert [v.rule for v in session.propose("prizes").violations] == ["Contest"]
    session.act("fight", {"dice": "bronze,bronze,gold"})
    assert [v.rule for v in session.propose("prizes").violations] == ["Contest"]  # Kaja's cards come first
    session.act("play", {"weapons": "2"})
    with pytest.raises(BadInput, match=r"Zluty wins the Arena: say what they take \(points or slave\)"):
        session.act("prizes")
    with pytest.raises(BadInput, match="a slave card is won: say which slave card was drawn"):
        session.act("prizes", {"winner_takes": "points"})
    session.act("prizes", {"winner_takes": "points", "slave_card": "two"})
    assert last_outcome(session)[:3] == [
        "Zluty wins the Arena with 5: 3 bronze and 10 points.",
        "Kaja is second with 5: 2 bronze and a slave card.",
        "Modry is third with 2: 1 bronze.",
    ]


def test_auction_goes_round_from_the_theatrum_player() -> None:
    """Play-test: anyone could bid before the Theatrum player opened, and the top bidder could drop (l.7)."""
    session = new()
    set_coins(session, 1, silver=2, bronze=1)
    place_all(session, {"Blue": [], "Yellow": [], "Red": ["theatrum"], "Vlada": []})
    to_phase(session, "theatrum")
    assert session.summary()["pending"][0]["text"] == "Red opens or declines next."
    with pytest.raises(RuleRefused, match="bid is for Red now, not Yellow"):
        session.act("bid", {"player": "Yellow", "add": "silver"})
    assert session.act("drop").actor == "Red"  # Red declines to open
    assert session.act("bid", {"add": "bronze"}).actor == "Vlada"
    assert last_outcome(session)[:2] == ["Vlada bids 1 bronze.", "Blue raises or drops next."]
    session.act("drop")
    session.act("bid", {"add": "silver"})  # Yellow repeats the bronze and adds a silver
    assert session.events[-1].actor == "Yellow"
    refused = session.propose("drop", actor="Yellow")
    assert "Yellow holds the highest bid" in refused.violations[-1].message
    assert session.act("drop").actor == "Red"  # declining to open left Red in the auction (l.7)
    assert session.act("drop").actor == "Vlada"
    with pytest.raises(RuleRefused, match="nobody may take the bid action now"):
        session.act("bid", {"add": "gold"})
    session.act("sell", {"laurel": "yellow/purple"})
    assert (
        last_outcome(session)[0]
        == "Yellow takes the yellow/purple theatre laurel for 1 silver and 1 bronze, paid to Red."
    )


def test_build_and_activate_outcomes() -> None:
    session = new()
    set_coins(session, 0, bronze=3, silver=1)
    give_buildings(session, 0, Building("bank", 0, "", (("gold", 1),)))
    place_all(session, {"Blue": ["forum-2", "portus-bronze"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    session.act("build", {"kind": "workshop", "value": 3, "coins": "bronze,silver", "slaves": 0})
    # The Forum is done and Portus begins in the same event: without Latro, Blue's paid space activates.
    assert last_outcome(session)[:6] == [
        "Blue builds a workshop (3 points when activated).",
        "Blue scores 3 points (3).",
        # The build says its own moves (play-test 8: its --check named only the card), before Portus.
        "1 silver coin and 1 bronze coin go from Blue's purse to the bank.",
        "1 house goes from Blue's reserve to Blue's buildings.",
        "VI Portus:",  # Portus run inside the Forum's event gets its heading (play-test 7)
        "Blue activates 2 buildings: 3 points and 1 gold.",
    ]
    assert session.table.game.patricians[0].score == 6


def test_log_outcomes_trackers_and_views_read_as_plain_text() -> None:
    session = new()
    set_coins(session, 0, bronze=3)
    give_buildings(session, 0, Building("bank", 0, "", (("gold", 1), ("silver", 2))))
    place_all(session, {"Blue": ["arena-1a", "forum-1"], "Yellow": ["gold-2a"], "Red": ["theatrum"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,bronze,gold"})
    session.act("prizes", {"winner_takes": "points"})
    lines = [session.describe_event(e, i) for i, e in enumerate(session.events, 1)]
    lines += [s for i in range(1, len(session.events) + 1) for s in session.outcome(i)]
    summary = session.summary()
    for player in summary["players"]:
        lines += [str(player[key]) for key in ("score", "blue_dice", "built", "final_score_forecast")]
    lines += [p["summary"] for p in summary["places"]] + [p["text"] for p in summary["pending"]]
    for view in session.ruleset.views(session.context()):
        lines += [str(cell) for row in view.rows for cell in row]
    assert [line for line in lines if REPR.search(line)] == []
    assert summary["players"][0]["built"] == "private bank (1 gold and 2 silver)"
    state: State = session.table.game
    assert state.patricians[0].score == 2 * 3  # Arena 1 and 2 bronze on the dice


def test_the_header_names_whom_the_rules_wait_for() -> None:
    # Audit of issue 15: in Portus the header said "next to act: Vlada" (a skip listed first) while Latro's
    # player had to roll first (l.8); the app opens the form the rules wait for.
    session = new()
    place_all(session, {"Blue": ["portus-bronze"], "Yellow": ["portus-silver"], "Red": ["latro"], "Vlada": []})
    to_phase(session, "portus")
    assert session.ruleset.awaited(session.context()) == "latro"
    assert session.summary()["acts_next"] == "Red"
    set_coins(session, 0, bronze=1)
    give_buildings(session, 0, Building("workshop", 2))
    session.act("latro", {"dice": "bronze,gold"})  # Blue robbed, with a bronze and a workshop: pay again or not
    assert session.ruleset.awaited(session.context()) == "activate"
    assert session.summary()["acts_next"] == "Blue"


def test_naming_a_space_names_who_acts() -> None:
    """Helper play-test: after Di bought at Equi et Arma 1, `equi space=equi-3` was refused with "Bo has no
    servant on Equi et Arma 3": the app took the group's first player, not the space's (l.4: any order)."""
    session = new()
    place_all(session, {"Blue": ["equi-1"], "Yellow": ["equi-2"], "Red": ["equi-3"], "Vlada": []})
    to_phase(session, "mercatus")
    session.act("equi", {"space": "equi-3", "card": "weapons-1"})
    assert session.events[-1].actor == "Red"
    assert session.act("equi", {"card": "weapons-2", "top": "weapons-3"}).actor == "Blue"  # the first still to act
