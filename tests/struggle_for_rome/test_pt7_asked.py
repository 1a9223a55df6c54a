"""Play-test 7 (issue 34): what the app asked though it could know, and refusals said twice."""

from __future__ import annotations

from engine.session import Session
from tests.struggle_for_rome.helpers import add_city, count, new, put, to_phase, tribe


def _by_augusta() -> Session:
    """Ann's cavalry, 2 horsemen and 2 wagons, may plunder Augusta (2 towers); the pasture deck holds only
    cattle (its horses are in the bank's box for the test)."""
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2, wagons=2)
    put(session, "deck:pasture", "horse", 0, "box")
    return session


def test_the_pasture_card_is_known_when_the_deck_holds_one_kind() -> None:
    session = _by_augusta()
    cattle = count(session, "hand:red", "cattle")
    session.act("plunder", {"city": "Augusta", "reward": "pasture"})
    assert count(session, "hand:red", "cattle") == cattle + 1


def test_a_card_the_deck_cannot_give_says_why() -> None:
    said = [
        v.said()
        for v in _by_augusta().propose("plunder", {"city": "Augusta", "reward": "pasture", "card": "horse"}).violations
    ]
    assert said == ["Plunder: the pasture deck holds no horse: the card drawn is cattle"]


def test_a_city_without_its_tile_is_refused_once() -> None:
    session = _by_augusta()
    put(session, "city:augusta", "tile", 0, "box")
    said = [v.said() for v in session.propose("plunder", {"city": "Augusta", "reward": "gold"}).violations]
    assert said == ["Plunder: Augusta has no plunder tile left"]


def test_a_three_player_map_says_which_kit_cities_wait_for_their_iii_mark() -> None:
    """L3: with three players a III city is out of play, so a kit city whose mark is unknown is not laid out;
    the play-test's map said "0 of 8 cities" with no word of why."""
    from engine.kits import dumps, loads
    from rulesets.struggle_for_rome import INFO

    ruleset = INFO.load()
    four = new(4)
    four.act("add-city", {"city": "Lauriacum", "towers": 2, "province": "germania"})
    kit = loads(dumps(ruleset.learned(four.context(), four.kits[0])), ruleset.kit_schema, ruleset.id, "learned")
    three = new(3, kit=kit)
    places = {p.id: p for p in three.ruleset.places(three.context())}
    assert places["germania"].summary == (
        "0 of 8 cities on the map; 1 city the kit knows waits for its III mark (Lauriacum: add-city neutral=yes or no)"
    )
    three.act("add-city", {"city": "Lauriacum", "neutral": False})
    places = {p.id: p for p in three.ruleset.places(three.context())}
    assert places["germania"].summary == "1 of 8 cities on the map (1 with a tile)"


def test_a_first_move_from_an_unknown_start_asks_where_the_other_figure_stays() -> None:
    """L3: which start crossing each figure begins on is the player's choice; a move the app cannot place
    (no way known from either) now asks at once which one the other figure stays on, where it matters for
    income (Red start 1 and 2 touch different landscapes), instead of at a later roll."""
    from tests.struggle_for_rome.helpers import tell_the_steppe

    session = tell_the_steppe(new(4))
    session.act("add-crossing", {"crossing": "Pass", "landscapes": "Steppe hills"})
    to_phase(session, "cavalry")
    session.act("move", {"land": 2, "to": "pass"})
    assert (
        "Which start crossing does Ann's infantry stay on, Red start crossing 1 or Red start crossing 2? Tell the "
        "app with stand now." in session.outcome(len(session.events))
    )
    session.act("stand", {"player": "Ann", "tribe": "infantry", "crossing": "red-start-2"})
    assert session.table.game.stands(0, "infantry") == "red-start-2"
