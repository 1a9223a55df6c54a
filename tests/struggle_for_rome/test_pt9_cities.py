"""Play-test 9: add-city names a known city as every field does (N2), the eagle cap counts the kit's eagle
cities not yet on the map (N14), a known city waiting for its III mark is asked just that (N13), and the III
mark is asked only with three players and told for several cities at once (N7)."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.kits import Kit, dumps, loads
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.cities import city_checks
from tests.struggle_for_rome.helpers import count, new

RULESET = INFO.load()


def _taught(cities: dict[str, tuple[int, str, bool]]) -> Kit:
    """A kit a table of four taught: these cities' towers, province and eagle, their III marks unsaid."""
    first = new(4)
    for name, (towers, province, eagle) in cities.items():
        first.act("add-city", {"city": name, "towers": towers, "province": province, "eagle": eagle})
        assert not any("III" in line for line in first.outcome(len(first.events)))  # N7: not asked at four
    return loads(dumps(RULESET.learned(first.context(), first.kits[0])), RULESET.kit_schema, RULESET.id, "learned")


def test_the_eagle_cap_counts_the_kit_s_eagle_city_waiting_for_its_mark() -> None:
    three = new(3, kit=_taught({"Tarraco": (4, "hispania", True)}))
    three.act("add-city", {"city": "Emerita", "towers": 4, "province": "hispania", "eagle": True, "neutral": False})
    with pytest.raises(RuleRefused, match="Hispania has 2 eagle cities already"):
        three.act("add-city", {"city": "Corduba", "towers": 4, "province": "hispania", "eagle": True, "neutral": False})
    three.act("add-city", {"city": "tarraco", "neutral": False})  # the printed city is not locked out
    assert count(three, "city:tarraco", "tile") == 1


def test_a_known_city_whose_iii_mark_is_unknown_is_asked_only_the_mark() -> None:
    three = new(3, kit=_taught({"Mogontiacum": (3, "germania", False)}))
    _, why = city_checks(three.context(), "mogontiacum")
    assert [(v.message, v.mend) for v in why] == [
        (
            "is Mogontiacum marked III? With three players the app needs to know",
            "say it once: add-city city=Mogontiacum neutral=yes or no",
        )
    ]


def test_several_iii_marks_are_told_in_one_command() -> None:
    three = new(3, kit=_taught({"Verona": (3, "north-italy", False), "Patavium": (2, "north-italy", False)}))
    three.act("add-city", {"city": "verona, patavium", "neutral": False})
    assert three.outcome(len(three.events))[0] == "Not marked III: Verona and Patavium."
    assert count(three, "city:verona", "tile") == 1 and count(three, "city:patavium", "tile") == 1
    with pytest.raises(RuleRefused, match="several cities in one add-city tell only their III mark"):
        three.act("add-city", {"city": "Ostia, Capua", "towers": 2, "neutral": False})


def _augustae() -> Session:
    session = new(4)
    session.act("add-city", {"city": "Augusta Praetoria", "towers": 3, "province": "north-italy", "eagle": False})
    session.act("add-city", {"city": "Augusta Vindelicum", "towers": 3, "province": "germania", "eagle": False})
    return session


def test_add_city_resolves_a_start_of_a_known_name_and_makes_no_second_city() -> None:
    session = _augustae()
    before = len(session.table.game.cities)
    session.act("add-city", {"city": "augusta p", "neutral": False})
    assert session.outcome(len(session.events)) == ["Augusta Praetoria is not marked III."]
    assert len(session.table.game.cities) == before
    with pytest.raises(RuleRefused, match="Augusta Praetoria is on the map already"):
        session.act("add-city", {"city": "augusta p", "towers": 2, "province": "gallia", "eagle": False})


def test_a_start_several_known_names_share_is_asked() -> None:
    said = "'augusta' starts the names of Augusta Praetoria or Augusta Vindelicum"
    with pytest.raises((RuleRefused, BadInput), match=said):
        _augustae().act("add-city", {"city": "augusta", "towers": 2, "province": "gallia", "eagle": False})
