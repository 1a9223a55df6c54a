"""Play-test round 5 (issue 33, 8.5/10): a tile's slaves the kit lacks are asked, never taken as none; hands
stay unsaid on the shared screen; the walk over the Forum; Equi et Arma's default buyer; wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import BadInput
from engine.session import Session
from rulesets.aquileia.tiles import SLAVES_ASSUMED
from tests.aquileia.helpers import coins, new, place_all, set_coins, to_phase


def _vlada_at_forum(options: dict[str, bool] | None = None) -> Session:
    """Vlada on Forum 1 with a gold and a bronze: the shipped kit knows the private bank paying 1 silver and
    1 gold, but not its price."""
    session = new(options=options)
    set_coins(session, 3, gold=1, bronze=1)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["forum-1"]})
    to_phase(session, "forum")
    return session


def test_a_price_typed_without_slaves_is_refused_naming_them() -> None:
    """Play-test: `build tile=bank-silver-gold coins=gold,bronze` was taken as 0 slaves, and the kit kept
    "slaves 0" for every later evening. The slaves are a printed fact the kit lacks: asked, not assumed."""
    session = _vlada_at_forum()
    events = len(session.events)
    for args in (
        {"tile": "bank-silver-gold", "coins": "gold,bronze"},
        {"kind": "workshop", "value": 2, "coins": "gold,bronze"},
    ):
        with pytest.raises(BadInput, match=r"how many slaves .* enter slaves"):
            session.propose("build", args)
    assert len(session.events) == events and coins(session, 3) == {"gold": 1, "bronze": 1}
    session.act("build", {"tile": "bank-silver-gold", "coins": "gold,bronze", "slaves": 0})
    assert ("buildings", "bank-silver-gold", "slaves", 0) in session.table.game.learned


def test_an_older_save_still_reads_a_price_without_slaves_as_none() -> None:
    """Saves before version 9 built so: they replay as they were played."""
    session = _vlada_at_forum({SLAVES_ASSUMED: True})
    session.act("build", {"tile": "bank-silver-gold", "coins": "gold,bronze"})
    assert coins(session, 3) == {}
    assert session.ruleset.migrate({"events": []}, "8")["options"][SLAVES_ASSUMED] is True


def test_the_default_equi_buyer_is_the_one_a_bare_equi_buys_for() -> None:
    """Play-test: `actions` said "(Eva by default)" for `equi`, and a bare `equi` bought for Jirka. The
    decisions page says: without ``top``, the other buyer while the leftmost must still draw."""
    session = new()
    session.act("turn-ups", {"equi_1": "2 gold horses", "equi_2": "1 weapons", "equi_3": "silver 1", "laurel": "5"})
    set_coins(session, 0, bronze=1)
    set_coins(session, 3, bronze=1)
    place_all(session, {"Blue": ["equi-1"], "Yellow": [], "Red": [], "Vlada": ["equi-3"]})
    to_phase(session, "mercatus")
    expected = session.expected_actor(session.spec("equi"))
    assert expected is not None and expected.name == "Vlada"
    assert session.propose("equi", {}).actor == 3
    session.act("equi", {})
    expected = session.expected_actor(session.spec("equi"))
    assert expected is not None and expected.name == "Blue"


def test_czech_card_names_are_found_by_a_short_form(czech: None) -> None:
    """Play-test: "se dvěma zbraněmi", `zbrane-2`, "dva stříbrní koně" and "vavřín 3" were refused; only the
    whole Czech name was found. Each answers with or without diacritics."""
    session = new()
    typed = {"equi_1": "se dvěma zbraněmi", "equi_2": "zbrane-1", "equi_3": "dva stribrni kone", "laurel": "vavřín 3"}
    session.act("turn-ups", typed)
    assert session.events[-1].args == {
        "equi_1": "weapons-2",
        "equi_2": "weapons-1",
        "equi_3": "silver-horse-2",
        "laurel": "laurel-3",
    }


def test_czech_turn_ups_and_rules_say_it_in_czech(czech: None) -> None:
    """Play-test: "Otočte lícem nahoru: …, vyložená vavřínová karta Stadia" (a list in the nominative after a
    verb wanting the accusative); the Czech rules named the English menu "Rules & calculators"."""
    session = new()
    pending = [p["text"] for p in session.summary()["pending"]]
    assert pending[0] == (
        "Karty k otočení lícem nahoru: Equi et Arma 1, Equi et Arma 2, Equi et Arma 3, vyložená vavřínová karta"
        " Stadia (`vyložit`, na každé místo jednu kartu)."
    )
    rules = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia" / "rules" / "cs"
    text = " ".join(p.read_text(encoding="utf-8") for p in rules.glob("*.md"))
    assert "Rules & calculators" not in text and "*Pravidla a kalkulačky*" in text


def test_the_score_is_called_points() -> None:
    """Play-test: "Jirka: Points vs leader 0 of 0" named some other measure; it is the score."""
    session = new()
    assert {v.label for v in session.victory()} == {"Points"}
