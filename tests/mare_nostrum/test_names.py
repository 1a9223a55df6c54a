"""Names through catalogues: provinces, sea zones, civilizations, purchases, cards, places the table adds."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, NotFound, RuleRefused
from tests.mare_nostrum.helpers import new_game, table
from tests.mare_nostrum.test_round import _started


def test_province_names_match_forgivingly() -> None:
    # Playtest: "province=Athens" got "no province 'Athens'" (ids were case-sensitive).
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    catalogue = session.catalogue("province")
    for typed in ("Athens", "ATHENS", "athens", "North of Athens", "north_of_athens", "NORTH-OF-ATHENS"):
        assert catalogue.resolve(typed).id in ("athens", "north-of-athens")
    session.act("caravan-good", {"province": "Babylon", "good": "Grain"})
    assert session.events[-1].args == {"player": "Ann", "province": "babylon", "good": "grain"}


def test_unknown_names_are_bad_input_with_the_closest() -> None:
    session = new_game("babylon", "carthage", "greece")
    with pytest.raises(NotFound, match="did you mean Athens") as error:
        session.propose("caravan-good", {"province": "Athns", "good": "oil"})
    assert error.value.exit_code == 2 and "Athens" in error.value.suggestions
    with pytest.raises(NotFound, match="no good 'rubies'"):
        session.propose("caravan-good", {"province": "athens", "good": "rubies"})
    assert not session.events


def test_battle_defender_is_the_civilization_or_its_player() -> None:
    session = new_game("rome", "carthage", "greece", names=("Petr", "Honza", "Monika"))
    sides = session.catalogue("civilization")
    assert sides.resolve("Honza").id == sides.resolve("carthage").id == sides.resolve("CARTHAGE").id == "carthage"
    assert sides.resolve("egypt").label == "neutral Egypt"
    assert sides.resolve("Carthage").label == "Honza (Carthage)"


def test_purchases_by_their_printed_names() -> None:
    session = new_game("babylon", "carthage", "greece")
    purchases = session.catalogue("purchase")
    assert purchases.resolve("Temple of Artemis").id == purchases.resolve("artemis").id == "artemis"
    assert purchases.resolve("helen of troy").id == "helen"
    assert purchases.resolve("Influence marker").id == "influence"
    assert session.catalogue("card").resolve("Tax").id == "taxes"
    with pytest.raises(NotFound, match="did you mean Colossus"):
        purchases.resolve("Colosus")


def test_added_provinces_and_seas_become_names() -> None:
    session = _started()
    with pytest.raises(NotFound):
        session.propose("connect", {"a": "Gaul", "b": "north-of-rome"})
    session.act("add-province", {"name": "Gaul", "goods": "wine,grain", "sites": "1", "neighbours": "North of Rome"})
    assert session.describe_event(session.events[-1]) == "The table adds the province Gaul"
    assert session.outcome(len(session.events)) == ["Gaul is on the map now.", "It borders North of Rome."]
    board = table(session)
    assert board.state.province("gaul").goods == ("wine", "grain") and "gaul" in board.state.neighbours("north-of-rome")
    session.act("add-sea", {"name": "Gulf of Lion", "coasts": "gaul", "neighbours": "ionian"})
    assert session.catalogue("sea").resolve("GULF OF LION").id == "gulf-of-lion"
    assert table(session).state.province("gaul").coastal
    # One place, one name: a second Gaul cannot be added, not even by overriding.
    with pytest.raises(RuleRefused) as refused:
        session.act("add-province", {"name": "GAUL"}, force=True)
    assert refused.value.physical and "Gaul is on the map already" in str(refused.value)


def test_names_of_fields_that_are_not_places_stay_strict() -> None:
    session = _started()
    with pytest.raises(BadInput):
        session.propose("exchange-size", {"count": "many"})


def test_the_table_tells_what_is_printed_on_a_known_province() -> None:
    # Playtest: Cyrene's city sites and goods symbols could not be amended.
    session = _started()
    session.act("printed", {"province": "Cyrene", "sites": "1", "goods": "grain,oil"})
    province = table(session).state.province("cyrene")
    assert (province.sites, province.goods) == (1, ("grain", "oil"))
    assert session.outcome(len(session.events)) == ["Cyrene shows goods symbols grain, oil and 1 city site."]
    refused = session.propose("printed", {"province": "north of athens", "goods": "wine"})
    assert [v.message for v in refused.violations] == ["1 caravan stands on grain symbols in North of Athens"]
    # A symbol with nothing on it yet can be named to correct what stands there.
    assert session.catalogue("holder").resolve("the oil symbol in Cyrene").id == "symbol:cyrene.oil"
