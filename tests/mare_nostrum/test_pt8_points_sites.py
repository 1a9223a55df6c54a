"""Play-test 8, bug 9: the 36-point start knows as many city sites in a province as the preset start puts
cities there (l.9: two in Athens), and asks the kit only past them."""

from __future__ import annotations

from tests.mare_nostrum.helpers import new_game, table
from tests.mare_nostrum.test_kit import SHIPPED


def test_athens_takes_the_preset_starts_two_cities_without_asking() -> None:
    session = new_game(
        "greece", "carthage", "egypt", names=("Honza", "Katka", "Jana"), variants=("points-start",), kit=SHIPPED
    )
    assert table(session).state.province("athens").sites is None  # the shipped kit does not know them
    session.act("buy", {"item": "influence", "province": "athens"})
    for _ in range(2):
        assert not session.propose("buy", {"item": "city", "province": "athens"}).violations
        session.act("buy", {"item": "city", "province": "athens"})
    assert table(session).count("athens", "city") == 2
    # A third city needs the board: the kit still does not know how many sites Athens shows.
    refused = [v.rule for v in session.propose("buy", {"item": "city", "province": "athens"}).violations]
    assert "City sites" in refused
