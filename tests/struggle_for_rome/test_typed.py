"""What the table types is what happens: a value the action has no use for is refused (to be left out),
never dropped while the log says it was typed."""

from __future__ import annotations

from collections.abc import Mapping

from engine.session import Session
from tests.struggle_for_rome.helpers import add_city, count, hand, new, put, tiles, to_phase, tribe


def _refused_fields(session: Session, action: str, args: Mapping[str, object]) -> list[tuple[str, str]]:
    """The rules refused for a value to leave out, with the mend each says; and that none can be forced."""
    proposal = session.propose(action, args)
    assert not proposal.forcible
    return [(v.rule, v.mend) for v in proposal.violations if v.mend]


def test_a_traitor_ticked_where_the_figures_suffice_is_refused() -> None:
    """L15 and the decisions: the Traitor is spent only when the towers outnumber the figures; ticked
    otherwise it was not played, so the plunder is refused until it is left out (no silent 'not spent')."""
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2, wagons=1)
    put(session, "cards:red", "traitor", 1, "box")
    plunder = {"city": "Augusta", "reward": "gold", "traitor": True}
    assert _refused_fields(session, "plunder", plunder) == [("Traitor", "leave traitor out")]
    session.act("plunder", {**plunder, "traitor": False})
    assert count(session, "cards:red", "traitor") == 1


def test_build_and_card_fields_that_do_nothing_are_refused() -> None:
    """L7: only a wagon goes onto a tribe field the player names, only an action card is drawn; L15: only the
    Great Chieftain draws pasture cards. Named otherwise they are refused, not dropped."""
    session = new()
    to_phase(session, "build")
    hand(session, "red", ore=1, horse=1, cattle=1)
    put(session, "purse:red", "gold", 1, "bank")
    figures = {"player": "Ann", "item": "figures"}
    assert _refused_fields(session, "build", {**figures, "tribe": "infantry"}) == [("Wagon", "leave tribe out")]
    assert _refused_fields(session, "build", {**figures, "card": "treasure"}) == [("Action card", "leave card out")]
    put(session, "cards:red", "treasure", 1, "box")
    treasure = {"player": "Ann", "card": "treasure", "draw": "horse,cattle"}
    assert _refused_fields(session, "play-card", treasure) == [("Action card", "leave draw out")]


def test_counts_that_nothing_reads_are_refused() -> None:
    """L11: the first city founds the empire, so no arrows are counted to it; L15: the Great Chieftain's move
    is free, so no grain pays for it. Typed, they are refused (to be left out) rather than dropped."""
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2, wagons=1)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)  # else founding is beside the point
    conquest = _mends_of(session, "conquer", {"city": "Augusta", "arrows": 1})
    assert ("Conquest reach", "leave arrows out") in conquest
    put(session, "cards:red", "chieftain", 1, "box")
    free = {"land": 2, "sea": 0, "chieftain": True, "grain": 1}
    assert _mends_of(session, "move", free) == [("Great Chieftain", "leave grain out")]


def _mends_of(session: Session, action: str, args: Mapping[str, object]) -> list[tuple[str, str]]:
    """The rules (and mends) of the values refused as ones to leave out."""
    return [(v.rule, v.mend) for v in session.propose(action, args).violations if v.mend]


def test_a_province_takes_no_more_cities_than_the_board_prints() -> None:
    """L3: 40 cities, 8 a province (the kit). A tester's 11 Gallia cities were all taken: the ninth is refused,
    no override passes it (a wrong kit is mended)."""
    from tests.struggle_for_rome.helpers import add_city, new

    session = new()
    for n in range(8):
        add_city(session, f"Gallia {n + 1}", 3, "gallia")
    lugdunum = {"city": "Lugdunum", "towers": 3, "eagle": False, "neutral": False}
    refused = session.propose("add-city", {**lugdunum, "province": "gallia"})
    assert not refused.forcible
    assert [v.message for v in refused.violations] == [
        "Gallia has 8 cities on the board, and all are on the map already"
    ]
    assert session.propose("add-city", {**lugdunum, "province": "hispania"}).legal


def test_a_roll_brings_no_more_than_the_landscapes_the_figures_touch() -> None:
    """L7: one resource a landscape beside the figures. With the landscapes unknown, a tester took 20 cards for
    one roll, both figures on their start crossings: two crossings touch six landscapes at the most."""
    from tests.struggle_for_rome.helpers import new

    session = new()
    session.act("roll-resources", {"dice": "2,3"})
    refused = session.propose("receive", {"player": "Cy", "grain": 6, "ore": 6, "horse": 4, "cattle": 4})
    assert not refused.forcible
    assert "Cy's figures touch at most 6 landscapes, and each brings one resource a roll" in [
        v.message for v in refused.violations
    ]
    assert session.propose("receive", {"player": "Cy", "grain": 2, "ore": 2, "cattle": 2}).legal
