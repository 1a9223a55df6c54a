"""Issue 34, the fourth new-player play-test (8 of 10): a lone figure on a start crossing not told, what the
table is offered and shown, and the score calculator's Heir of Rome."""

from __future__ import annotations

from typing import Any

import pytest

from engine.errors import BadInput
from engine.kits import Kit, loads
from engine.session import Session
from engine.summary import describe_action
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.calculators import calc_score, render_score
from tests.struggle_for_rome.helpers import EXAMPLES, hand, new, place, put, roll_out, to_phase

BLUE_2 = '{ id = "blue-start-2", name = "Blue start 2", landscapes = ["e2"]'


def _kit(*changes: tuple[str, str]) -> Kit:
    """The test board with some of its lines changed."""
    text = EXAMPLES.read_text(encoding="utf-8")
    for old, new_text in changes:
        assert old in text
        text = text.replace(old, new_text)
    ruleset = INFO.load()
    return loads(text, ruleset.kit_schema, ruleset.id, EXAMPLES.name)


def _lone_infantry() -> Session:
    """Bo's cavalry stands by Verona (Po field, Alps, forest); his infantry on one of his start crossings, not
    told which: Blue start 1 touches the Steppe pasture, Blue start 2 the Rhone field (9, Gallia) too."""
    session = new(kit=_kit((BLUE_2, BLUE_2.replace('["e2"]', '["e2", "g9"]'))))
    place(session, 1, "cavalry", "x")
    return session


def _said(session: Session, action: str, args: dict[str, Any]) -> list[str]:
    return [v.said() for v in session.propose(action, args).violations]


def test_the_legionary_robs_only_whom_some_start_crossing_puts_beside_it() -> None:
    """Play-test: the legionary robbed Bo at a landscape neither of his start crossings touches (L7)."""
    session = _lone_infantry()
    hand(session, "blue", grain=1)
    session.act("roll-resources", {"dice": "3,4"})
    robbing = {"player": "Ann", "victim": "Bo", "card": "grain"}
    assert _said(session, "legionary", {**robbing, "at": "p5"}) == ["Legionary: Bo has no figure beside Camargue"]
    # Beside one start crossing only: which one he stands on matters, and stand tells it.
    assert _said(session, "legionary", {**robbing, "at": "g9"}) == [
        "Legionary: whether Bo has a figure beside Rhone field depends on which start crossing Bo's infantry "
        "stands on (stand)"
    ]
    assert _said(session, "legionary", {**robbing, "at": "f8"}) == []  # his cavalry's, wherever the infantry is
    session.act("stand", {"player": "Bo", "tribe": "infantry", "crossing": "blue-start-2"})
    assert _said(session, "legionary", {**robbing, "at": "g9"}) == []


def test_income_on_an_untold_start_crossing_is_capped_at_what_either_gives() -> None:
    """Play-test: "the 4 brings Bo nothing", then one card was accepted: at most 1, from the landscape that may
    bear it (L7). And Bo, whose income the app cannot work out, is listed under Pending."""
    session = _lone_infantry()
    session.act("roll-resources", {"dice": "4,5"})  # 9: the Rhone field, by Blue start 2 only
    assert _said(session, "receive", {"player": "Bo", "grain": 2}) == [
        "Income: the 9 brings Bo at most 1 resource, one a landscape, from Rhone field (field, 9); which depends on "
        "which start crossing Bo's infantry stands on (stand)"
    ]
    assert _said(session, "receive", {"player": "Bo", "grain": 1}) == []


def test_a_player_who_types_their_own_income_is_pending() -> None:
    """Play-test: the roll said "Ann enters their own income (receive)", Pending listed only others."""
    session = _lone_infantry()
    session.act("roll-resources", {"dice": "4,5"})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "For the 9: Bo enters their income (receive) before the next roll." in pending


def _offered(session: Session, action: str, field: str) -> dict[str, Any]:
    """A field of an action as ``tabula actions`` lists it."""
    return next(f for f in describe_action(session, session.spec(action))["fields"] if f["name"] == field)


def test_stand_offers_the_start_crossings_in_a_new_game() -> None:
    """Play-test: stand listed all 18 crossings in a new game's roll."""
    session = new()
    assert set(_offered(session, "stand", "crossing")["offered"]) == {
        f"{c}-start-{n}" for c in ("red", "blue", "white") for n in (1, 2)
    }
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    assert set(_offered(session, "stand", "crossing")["offered"]) == {
        f"{c}-start-{n}" for c in ("blue", "white") for n in (1, 2)
    }


def test_actions_offer_no_roll_after_four_numbers_nor_cards_not_held() -> None:
    """Play-test: roll-resources after four numbers; play-card with every kind to a player holding none."""
    session = new()
    roll_out(session)
    assert session.phase.id == "roll"  # the last roll's income is still to come in
    assert "roll-resources" not in [a.name for a in session.available()]
    to_phase(session, "build")
    assert _offered(session, "play-card", "card")["offered"] == []  # Ann holds no action card
    put(session, "cards:red", "traitor", 1, "box")
    assert "offered" not in _offered(
        session, "play-card", "card"
    )  # which she holds is hers to see: the table is shown every kind


def test_move_to_offers_the_crossings_the_kit_knows_a_way_to() -> None:
    """Play-test: move-to offered crossings the kit knew no route to (its arrows not all told)."""
    session = new(kit=_kit(("count = 11", "count = 12")))
    to_phase(session, "cavalry")
    place(session, 0, "cavalry", "s")
    assert sorted(_offered(session, "move-to", "to")["offered"]) == ["l1", "l2", "p1", "t"]


def test_heir_of_rome_takes_four_cities_with_each_tribe() -> None:
    """Play-test: `heir=1,cities=3` scored 5 points (L13: 4 cities with each tribe); and "1 points"."""
    with pytest.raises(BadInput, match="Ann: Heir of Rome needs at least 4 cities with each tribe, 8 in all; 3 given"):
        calc_score({"player": ["Ann:heir=1,cities=3", "Bo:cities=1"]})
    result = calc_score({"player": ["Ann:heir=1,cities=8", "Bo:cities=1"]})
    assert render_score(result).splitlines()[:2] == ["1. Ann: 10 points, 0 gold", "2. Bo: 1 point, 0 gold"]


def test_progress_shows_the_way_to_an_empire_scourge_and_heir() -> None:
    session = new()
    assert session.summary()["players"][0]["cavalry"].endswith(" · 0 of 3 colours for an empire")
