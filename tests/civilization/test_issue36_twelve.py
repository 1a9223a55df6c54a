"""Issue 36, the fifth play-test: a beaten army leaves the map, Egypt's start wonder has a way in, the turn's end
after the arts says a great person is still to draw, and the small words (tokens, techs not listed)."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.hidden import check_lines
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.common import V9_LOG
from tests.civilization.helpers import TRACK, count, game, go_to, new, realm, set_realm


def _fought() -> Session:
    """Movement in round 1: Filip (Rome) beats Aves (Germany) in the field; both have an army and a scout out."""
    session = new(("Filip", "rome"), ("Aves", "germany"))
    go_to(session, "movement")
    return session


def test_a_battle_in_the_field_sends_the_losers_army_home() -> None:
    session = _fought()
    assert (count(session, "board:germany", "army:germany"), count(session, "board:germany", "settler:germany")) == (
        1,
        1,
    )
    session.act("battle", {"winner": "Filip", "loser": "Aves", "loot": "trade"})
    # l. 101: the beaten figure is driven off the square; the army goes back to Aves's supply, the scout stays.
    assert count(session, "board:germany", "army:germany") == 0
    assert count(session, "supply:germany", "army:germany") == 6
    assert count(session, "board:germany", "settler:germany") == 1
    assert session.events[-1].args["armies_lost"] == 1  # kept with the event: the log replays it as taken


def test_a_lone_scout_beaten_goes_home_and_a_count_said_is_taken() -> None:
    session = _fought()
    session.act("battle", {"winner": "Filip", "loser": "Aves", "armies_lost": 0})
    assert count(session, "board:germany", "army:germany") == 1  # the table said none: none
    session.act("battle", {"winner": "Filip", "loser": "Aves", "armies_lost": 1})
    session.act("battle", {"winner": "Filip", "loser": "Aves"})
    assert count(session, "board:germany", "settler:germany") == 0


def test_a_logged_battle_without_losses_replays_without_them() -> None:
    # Logs before version 10 stored armies_lost = 0 with every battle: they keep meaning it.
    session = _fought()
    session.act("battle", {"winner": "Filip", "loser": "Aves", "armies_lost": 0, "settlers_lost": 0})
    assert count(session, "board:germany", "army:germany") == 1
    assert realm(session, 1).trade == 0


def test_a_turn_the_arts_end_with_a_great_person_due_says_the_draw_is_still_to_record() -> None:
    session = new(("Filip", "rome"), ("Aves", "germany"))
    go_to(session, "city")
    session.act("arts", {"city": "Rome capital", "masks": 1})
    said = session.outcome(len(session.events))
    assert "Filip is due a great person: record the draw with great-person." in said
    assert "Filip's turn is over: nothing left to decide." not in said
    assert "Filip's turn is over; the great person due is still to draw and record (great-person)." in said


def test_the_unknown_culture_track_cannot_be_forced() -> None:
    session = new(("Filip", "rome"), ("Aves", "germany"), track=False)
    go_to(session, "city")
    # Masks given, so the track's refusal is what is left to see (a city never counted is asked first, play-test 8).
    refused = session.propose("arts", {"city": "Rome capital", "masks": 0})
    track = [v for v in refused.violations if v.rule == "Culture track"]
    # A printed fact: forcing would move the marker along a track nobody gave, so the refusal says what mends it.
    assert track and track[0].physical and "no override" in track[0].mend
    assert not refused.forcible


def test_native_art_is_spent_like_a_coin_and_an_older_log_keeps_the_token() -> None:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    session.act("hut", {"reward": "coin"})
    session.act("hut", {"reward": "Native Art hut"})
    assert count(session, "stock:china", "hut") == 0 and realm(session, 0).culture == 3
    older = Session.new(INFO.load(), [("A", "china"), ("B", "rome")], options={**TRACK, V9_LOG: True})
    go_to(older, "movement")
    older.act("hut", {"reward": "Native Art hut"})
    assert count(older, "stock:china", "hut") == 1


def test_a_version_9_save_takes_only_its_own_legacy() -> None:
    data = INFO.load().migrate({"options": {"culture_spaces": 21}}, "9")
    assert data == {
        "options": {
            "culture_spaces": 21,
            V9_LOG: True,
            "rules_v10": True,
            "rules_v11": True,
            "rules_v12": True,
            "rules_v13": True,
        },
        "ruleset_version": "14",
    }


def test_a_missing_token_reads_as_a_sentence_and_an_unlisted_tech_says_how_to_list_it() -> None:
    session = _fought()
    refused = session.propose("battle", {"winner": "Filip", "loser": "Aves", "loot": "resource", "resource": "iron"})
    assert any("Aves's token pile: no iron token" in v.message for v in refused.violations)
    with pytest.raises(BadInput, match="no tech 'bronze'; a tech the kit does not list is added once with add-tech"):
        session.propose("research", {"tech": "bronze"})


def test_egypts_start_wonder_comes_in_free_once_trade_is_collected() -> None:
    session = new(("Otas", "egypt"), ("Ondrej", "china"), ("Ivan", "russia"))
    # China's walls stand from the setup (civ4): only Egypt's wonder is left to choose.
    assert "city-walls" in game(session).city("china-capital").buildings
    assert "Start abilities to put on the table: Otas's ancient wonder (national-start)." in session.ruleset.pending(
        session.context()
    )
    go_to(session, "city")
    set_realm(session, 0, trade=4)
    refused = session.propose("national-start", {"item": "Angkor Wat"}, actor="Otas")
    assert [v.message for v in refused.violations] == [
        "Otas's ability gives a wonder of the ancient era, and Angkor Wat is not one"
    ]
    session.act("national-start", {"item": "pyramids"}, actor="Otas")
    assert count(session, "city:egypt-capital", "pyramids") == 1
    assert realm(session, 0).trade == 4 and realm(session, 0).acted == ()  # free, and the capital still acts
    again = session.propose("national-start", {"item": "colossus"}, actor="Otas")
    assert "Otas's ability puts nothing more in the capital at the start" in [v.message for v in again.violations]


def test_a_battles_check_says_the_score_and_the_loot_beside_the_cards_it_counts() -> None:
    # The play-test's first battle (g1): Aves attacks Filip in the field and loses; the check listed only the unit
    # cards leaving the standing forces, hidden, while the battle said the score, the loot and the army lost.
    session = new(("Filip", "rome"), ("Aves", "germany"))
    go_to(session, "movement")
    session.act("next")  # Aves's turn
    session.act("attack", {"defender": "Filip"})
    for player, unit, attack, health, against in (
        ("Aves", "infantry", 3, 2, None),
        ("Filip", "artillery", 2, 3, 1),
        ("Aves", "cavalry", 3, 3, 1),
        ("Filip", "infantry", 2, 2, 1),
        ("Aves", "artillery", 1, 2, None),
        ("Filip", "cavalry", 2, 2, 2),
    ):
        card = {"player": player, "unit": unit, "attack": attack, "health": health}
        session.act("front", card if against is None else {**card, "against": against})
    set_realm(session, 1, trade=5)
    proposal = session.propose("battle", {"loot": "trade"})
    lines = check_lines(session, proposal)
    assert lines[0] == "battle: allowed (Filip wins a battle against Aves)"
    said = [line.strip() for line in lines[1:]]
    assert said[0].startswith("Final score: Aves ") and "Filip beats Aves in the field." in said
    assert "Filip takes 3 trade from Aves's dial." in said
    assert any(line.endswith("leave Aves's standing forces.") or "leaves Aves's" in line for line in said)
    assert not any("infantry card" in line for line in said)  # which cards died stays hidden
