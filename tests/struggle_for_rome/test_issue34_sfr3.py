"""Issue 34, the rest of the third play-test's findings: a new city in one command (its new landscapes described
where they are named), the idle tribe named, one phrasing of a move's price, a trade's cards named, and a move
that named no crossing asks for it at once."""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import NotFound, RuleRefused
from engine.hidden import check_lines
from rulesets.struggle_for_rome.taught import here
from tests.struggle_for_rome.helpers import count, hand, new, put, to_phase

LAURIACUM = {"city": "Lauriacum", "towers": 2, "province": "germania", "eagle": False}


def test_a_new_city_and_its_new_landscapes_are_one_command() -> None:
    session = new(4)
    to_phase(session, "cavalry")
    session.act("add-city", {**LAURIACUM, "landscapes": "field:5,forest,mountain:10:germania"})
    b = here(session.context())
    land = b.hexes["lauriacum-field-5"]
    assert (land.name, land.kind, land.number, land.province) == ("Lauriacum field 5", "field", 5, None)
    assert b.hexes["lauriacum-forest"].kind == "forest" and b.hexes["lauriacum-forest"].number is None
    assert b.hexes["lauriacum-mountain-10"].province == "germania"
    assert b.around["lauriacum"] == ("lauriacum-field-5", "lauriacum-forest", "lauriacum-mountain-10")
    said = session.outcome(len(session.events))
    assert "New landscape Lauriacum field 5: field, 5." in said
    assert "Lauriacum touches Lauriacum field 5, Lauriacum forest, Lauriacum mountain 10." in said
    # A crossing names the new landscape by its name, and describes another new one, east of the Limes.
    session.act(
        "add-crossing",
        {"crossing": "Lauriacum ford", "landscapes": "Lauriacum field 5,pasture:8:east", "cities": "Lauriacum"},
    )
    b = here(session.context())
    assert b.around["lauriacum-ford"] == ("lauriacum-field-5", "lauriacum-ford-pasture-8")
    assert b.hexes["lauriacum-ford-pasture-8"].limes is True
    # The save keeps the descriptions and reads back the same board.
    again = saves.loads_text(saves.dumps(session), "x", "x")
    assert here(again.context()).around == b.around and here(again.context()).hexes == b.hexes


def test_a_second_landscape_alike_gets_a_number_and_czech_kinds_describe_too() -> None:
    session = new(4)
    to_phase(session, "cavalry")
    session.act("add-city", {**LAURIACUM, "landscapes": "pole:5,field:5"})
    assert here(session.context()).around["lauriacum"] == ("lauriacum-field-5", "lauriacum-field-5-2")


@pytest.mark.parametrize(
    ("landscapes", "why"),
    [
        ("field:7", "Lauriacum field 7: the board cannot hold that: no landscape bears a 7"),
        ("forest:5", "Lauriacum forest 5: the board cannot hold that: a forest bears no number"),
        ("mountain:10:germania:east", "a landscape east of the Limes lies in no Roman province"),
    ],
)
def test_a_description_the_board_cannot_hold_is_refused_and_changes_nothing(landscapes: str, why: str) -> None:
    session = new(4)
    to_phase(session, "cavalry")
    events = len(session.events)
    with pytest.raises(RuleRefused, match=why):
        session.act("add-city", {**LAURIACUM, "landscapes": landscapes})
    assert len(session.events) == events and "lauriacum" not in here(session.context()).around


def test_a_bare_kind_or_an_unknown_kind_is_no_landscape() -> None:
    session = new(4)
    to_phase(session, "cavalry")
    for typed in ("field", "hills:9"):
        with pytest.raises(NotFound, match="told here as kind:number"):
            session.act("add-city", {**LAURIACUM, "landscapes": typed})


def test_the_idle_tribe_is_named_in_the_log() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    event = session.act("idle", {"take": "gold"})
    assert session.describe_event(event) == "Ann's cavalry tribe stays idle"
    with pytest.raises(RuleRefused, match="the cavalry tribe's turn is now"):
        session.act("idle", {"take": "gold", "tribe": "infantry"})


def test_a_move_says_its_price_in_one_phrasing_whatever_pays_it() -> None:
    price = "the move costs 1 land arrow: 1 grain or 3 gold."
    paid = []
    for grain, gold in ((1, 0), (0, 3)):
        session = new(3)
        to_phase(session, "cavalry")
        hand(session, "red", grain=grain)
        put(session, "purse:red", "gold", gold, "bank")
        proposal = session.propose("move", {"land": 2})
        assert any(price in line for line in check_lines(session, proposal))  # the preview
        session.commit(proposal)
        said = session.outcome(len(session.events))
        assert said[0] == f"Ann's cavalry tribe moves; {price}"  # the log, the same
        paid.append(said[1])
    assert paid == ["Ann pays 1 grain.", "Ann pays 3 gold."]


def test_a_trade_between_players_names_the_cards() -> None:
    session = new(3)
    to_phase(session, "build")
    hand(session, "red", grain=2)
    hand(session, "blue", grain=0, ore=1)
    proposal = session.propose("swap", {"with": "Bo", "give": "grain,grain", "get": "ore"})
    said = "Ann gives Bo 2 grain and gets 1 ore."
    assert said in check_lines(session, proposal)[-1]  # the preview on the shared screen
    session.commit(proposal)
    assert session.outcome(len(session.events)) == [said]  # not "2 cards" and "1 card" from hand to hand
    assert count(session, "hand:blue", "grain") == 2


def test_a_move_naming_no_crossing_asks_for_it_at_once() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    session.act("move", {"land": 1})
    ask = (
        "Where does Ann's cavalry stand now? Tell the app with stand (the tribe and its crossing), so it can work "
        "out Ann's income."
    )
    assert ask in session.outcome(len(session.events))
    assert ask in session.ruleset.pending(session.context())  # in the tribes' phase already, not at the roll
    session.act("stand", {"tribe": "cavalry", "crossing": "red-start-1"})  # Ann's: the figure the app lost
    assert ask not in session.ruleset.pending(session.context())
