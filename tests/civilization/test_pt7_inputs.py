"""Play-test 7: inputs the app could spare. Egypt's national-start offers the ancient wonders only; a hut's marker
is named by what it shows (``iron``, ``železo``); a great person by surname (``einstein``)."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new


def test_national_start_offers_the_wonders_of_the_abilitys_era_only() -> None:
    # e1: the list offered 49 items (armies, buildings...), though only an ancient wonder is allowed.
    session = new(("Tomas", "egypt"), ("Petr", "rome"))
    offered = session.suggestions(session.spec("national-start"), "item", None, 0)
    assert "pyramids" in offered and "army" not in offered and "barracks" not in offered
    assert len(offered) < 12


def test_a_marker_is_named_by_what_it_shows() -> None:
    # "hut reward=iron" was refused with "did you mean Iron hut?", its only match.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    assert session.propose("hut", {"reward": "iron"}).args["reward"] == "hut-iron"
    assert session.propose("hut", {"reward": "železo"}).args["reward"] == "hut-iron"
    assert session.propose("village", {"won": "yes", "reward": "iron"}).args["reward"] == "village-iron"


def test_a_great_person_is_named_by_surname() -> None:
    session = new(("Filip", "rome"), ("Aves", "germany"))
    go_to(session, "city")
    session.act("arts", {"city": "Rome capital", "masks": 1})
    assert session.propose("great-person", {"person": "einstein"}).args["person"] == "albert-einstein"
    assert session.propose("great-person", {"person": "Shakespeare"}).args["person"] == "william-shakespeare"
