"""Struggle for Rome's names: every field that names a thing looks it up in a catalogue."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, NotFound, RuleRefused
from tests.struggle_for_rome.helpers import add_city, count, new, to_phase, tribe


def test_cities_match_forgivingly_and_a_typo_is_bad_input() -> None:
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta Treverorum", 2, "germania")
    tribe(session, "red", "cavalry", figures=2)
    assert session.propose("plunder", {"city": "AUGUSTA-treverorum", "reward": "gold"}).legal
    with pytest.raises(NotFound, match=r"no city 'Augsta Treverorum' \(did you mean Augusta Treverorum"):
        session.propose("plunder", {"city": "Augsta Treverorum", "reward": "gold"})
    # Play-test usability 3: a city is no longer typed with its facts on every action.
    with pytest.raises(BadInput, match="no field 'towers'"):
        session.propose("plunder", {"city": "Augusta Treverorum", "towers": 2, "reward": "gold"})
    assert len(session.table.game.cities) == 1


def test_roma_is_known_from_the_rules() -> None:
    # Play-test bug 9: Roma's 5 towers (L3) were in the data but never used.
    session = new()
    to_phase(session, "cavalry")
    refused = session.propose("conquer", {"city": "Rome"})
    assert refused.violations[0].physical and "Roma is not on the app's map yet" in refused.violations[0].message
    # Play-test of issue 16: --force rewrote the printed board (Roma with 4 towers); no override does now.
    with pytest.raises(RuleRefused, match="the board kit prints Roma with 5 towers"):
        session.act("add-city", {"city": "Řím", "towers": 2, "province": "south italy"}, force=True)
    with pytest.raises(BadInput, match="does Roma show a legion eagle"):  # never a silent "no"
        session.act("add-city", {"city": "rome", "province": "Jižní Itálie"})
    session.act("add-city", {"city": "rome", "province": "Jižní Itálie", "eagle": "no", "neutral": "no"})
    roma = session.table.game.city("roma")
    assert roma is not None and (roma.name, roma.towers, roma.province) == ("Roma", 5, "south-italy")
    assert [v.rule for v in session.propose("plunder", {"city": "roma", "reward": "gold"}).violations] == ["Towers"]


def test_city_facts_follow_the_rulebook() -> None:
    session = new()
    with pytest.raises(BadInput, match="must be at least 2"):
        session.act("add-city", {"city": "Tiny", "towers": 1, "province": "gallia"})
    # Printed facts of the board (L3, L15, L17): the play-test forced a second 5-tower city and a third
    # eagle city in a province through; --force overrides rules of play, never the printed board.
    with pytest.raises(RuleRefused, match="only Roma has 5"):
        session.act("add-city", {"city": "Big", "towers": 5, "province": "gallia"}, force=True)
    with pytest.raises(RuleRefused, match="at least 4 towers"):
        session.act("add-city", {"city": "Small Eagle", "towers": 3, "province": "gallia", "eagle": True}, force=True)
    add_city(session, "Lugdunum", 4, "gallia", eagle=True)
    add_city(session, "Narbo", 4, "gallia", eagle=True)
    with pytest.raises(RuleRefused, match="Gallia has 2 eagle cities"):
        session.act("add-city", {"city": "Massilia", "towers": 4, "province": "gallia", "eagle": True}, force=True)
    with pytest.raises(RuleRefused) as twice:
        session.act("add-city", {"city": "LUGDUNUM", "towers": 4, "province": "gallia"}, force=True)
    assert twice.value.physical and "Lugdunum is on the map already" in str(twice.value)


def test_a_iii_city_is_out_of_play_with_three_players_only() -> None:
    # Play-test bug 8; L3: a III city holds a wagon of the unused colour and no tile.
    three = new(3)
    to_phase(three, "cavalry")
    add_city(three, "Tridentum", 2, "north-italy", neutral=True)
    assert count(three, "city:tridentum", "wagon:orange") == 1 and count(three, "city:tridentum", "tile") == 0
    tribe(three, "red", "cavalry", figures=2)
    with pytest.raises(RuleRefused) as refused:
        three.act("plunder", {"city": "Tridentum", "reward": "gold"}, force=True)
    assert refused.value.physical and "Neutral city" in str(refused.value)
    four = new(4)
    to_phase(four, "cavalry")
    add_city(four, "Tridentum", 2, "north-italy", neutral=True)
    tribe(four, "red", "cavalry", figures=2)
    four.act("plunder", {"city": "Tridentum", "reward": "gold"})
    assert count(four, "cavalry-north-italy:red", "tile") == 1


def test_cards_and_resources_are_named_from_their_catalogues() -> None:
    # Play-test bug 10: card=banana became a resource.
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2)
    with pytest.raises(NotFound, match="no card 'banana'"):
        session.propose("plunder", {"city": "Augusta", "reward": "pasture", "card": "banana"})
    session.act("plunder", {"city": "augusta", "reward": "ACTION-CARD", "card": "great chieftain"})
    assert count(session, "cards:red", "chieftain") == 1
    with pytest.raises(NotFound, match="did you mean a grain card"):
        session.propose("idle", {"take": "grian"})


def test_what_the_player_must_name_has_no_silent_default() -> None:
    # Play-test bug 10: an action card without card= gave a Cultural Progress (1 point), a pasture a horse.
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2)
    for reward, wanted in (("action-card", "which action card"), ("pasture", "which pasture card")):
        refused = session.propose("plunder", {"city": "Augusta", "reward": reward})
        assert any(wanted in v.message for v in refused.violations)
    with pytest.raises(BadInput, match="idle: say take"):
        session.propose("idle", {})
    session.act("next-phase")
    session.act("next-phase")
    to_phase(session, "build")
    refused = session.propose("build", {"item": "wagon", "player": "Bo"})
    assert "say which tribe field gets the wagon" in [v.message for v in refused.violations]


def test_a_new_city_asks_for_its_eagle_and_iii_mark() -> None:
    """Audit of issue 16: `add-city city=Burdigala towers=4 province=gallia` laid a tile as "no eagle, no III"
    without asking, in a three-player game with Terror (L3: III cities; L15: eagles decide the Terror card)."""
    session = new(3, ("terror-of-the-legions",))
    to_phase(session, "cavalry")
    with pytest.raises(BadInput, match="does Burdigala show a legion eagle"):
        session.act("add-city", {"city": "Burdigala", "towers": 4, "province": "gallia"})
    with pytest.raises(BadInput, match="is Burdigala marked III"):
        session.act("add-city", {"city": "Burdigala", "towers": 4, "province": "gallia", "eagle": "yes"})
    # Two or three towers: no eagle (L15: eagle cities have at least 4), so only the III mark is asked.
    with pytest.raises(BadInput, match="is Vienna marked III"):
        session.act("add-city", {"city": "Vienna", "towers": 2, "province": "gallia"})
    session.act("add-city", {"city": "Vienna", "towers": 2, "province": "gallia", "neutral": "no"})


def test_a_four_player_game_does_not_ask_for_the_iii_mark() -> None:
    """Play-test of issue 16: a four-player game asked `neutral=` for every new city (L3: the III mark
    matters with three players only); the kit then keeps the mark unknown, not a silent "no"."""
    session = new(4)
    to_phase(session, "cavalry")
    session.act("add-city", {"city": "Argentoratum", "towers": 2, "province": "germania"})
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert kit.known("cities", "argentoratum", "towers") == 2
    assert kit.known("cities", "argentoratum", "three") is None


def test_a_city_the_app_does_not_know_says_how_to_add_it() -> None:
    """Play-test of issue 16: 'plunder city=Roma' suggested a correction (which cannot add a city), and an
    unknown name only offered 'did you mean Roma?'; a printed fact forced pointed at a correction too."""
    from engine.errors import NotFound
    from tui.cli.session import _with_hint

    session = new()
    to_phase(session, "cavalry")
    with pytest.raises(RuleRefused) as refused:
        session.act("plunder", {"city": "Roma", "reward": "gold"}, force=True)
    hinted = str(_with_hint(refused.value, "r"))
    assert hinted.endswith("this cannot be overridden; add it first (add-city, with its province)")
    with pytest.raises(NotFound, match=r"no city 'Verona'.*added once with add-city"):
        session.act("plunder", {"city": "Verona", "reward": "gold"})
    with pytest.raises(RuleRefused) as printed:
        session.act("add-city", {"city": "Roma", "towers": 4, "province": "south-italy"}, force=True)
    assert "correct" not in str(_with_hint(printed.value, "r"))
    assert str(_with_hint(printed.value, "r")).endswith("mend the board kit (tabula kit apply)")
