"""Issue 36, play-test 6: one Metropolis card a player, the defender's figures in a city taken, implausible trade
counts, the bare ``next`` in the start and movement phases, and wording."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.reference import topic
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.common import V11_LOG
from tests.civilization.helpers import TRACK, count, go_to, metropolises, new, put, realm


def _two_cities() -> Session:
    """Ondrej (China) with his capital and Xian, and a settler on the map for a metropolis."""
    session = new(("Ondrej", "china"), ("Aves", "egypt"))
    session.act("found-city", {"name": "Xian"})
    put(session, "settler:china", 1, "supply:china", "board:china")
    return session


def test_a_player_has_one_metropolis_card() -> None:
    # e1 round 3: metropolis city=thebes, then metropolis city=egypt: both were applied (l. 38: the card).
    session = _two_cities()
    session.act("metropolis", {"city": "Xian"}, actor="Ondrej", force=True)
    assert metropolises(session, "city:xian") == 1 and count(session, "supply:china", "metropolis-card:china") == 0
    put(session, "settler:china", 1, "supply:china", "board:china")
    events = len(session.events)
    with pytest.raises(RuleRefused, match="Ondrej has one Metropolis card, and it is under Xian already") as refused:
        session.act("metropolis", {"city": "China capital"}, actor="Ondrej", force=True)
    assert refused.value.physical
    assert len(session.events) == events and metropolises(session, "city:china-capital") == 0


def test_an_older_log_makes_a_second_metropolis_as_it_did() -> None:
    assert INFO.load().migrate({"options": {}}, "11") == {
        "options": {V11_LOG: True, "rules_v12": True, "rules_v13": True},
        "ruleset_version": "14",
    }
    older = Session.new(INFO.load(), [("Ondrej", "china"), ("Aves", "egypt")], options={**TRACK, V11_LOG: True})
    older.act("found-city", {"name": "Xian"})
    for city in ("Xian", "China capital"):
        put(older, "settler:china", 1, "supply:china", "board:china")
        older.act("metropolis", {"city": city}, actor="Ondrej", force=True)
    assert metropolises(older, "city:xian") == metropolises(older, "city:china-capital") == 1


def _at_xian() -> Session:
    """Movement: Filip (Rome) to attack Ondrej's Xian; Ondrej has an army and a scout on the map."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    put(session, "settler:china", 1, "supply:china", "board:china")
    go_to(session, "movement")
    session.act("next")  # Filip moves and attacks
    return session


def test_a_city_taken_asks_which_of_the_defenders_figures_stood_in_it() -> None:
    # e1: Thebes changed hands, and Aves's army that defended it was still on the map (found later in x1).
    session = _at_xian()
    taken = {"winner": "Filip", "loser": "Ondrej", "city": "Xian", "loot": "trade"}
    events = len(session.events)
    question = "Xian is taken: which of Ondrej's figures stood in it\\? .* armies_lost=0\\|1 settlers_lost=0\\|1"
    with pytest.raises(BadInput, match=question):
        session.act("battle", taken)
    assert len(session.events) == events and count(session, "city:xian", "city:china") == 1
    session.act("battle", {**taken, "armies_lost": 1})
    assert count(session, "board:china", "army:china") == 0 and count(session, "supply:china", "army:china") == 6
    assert count(session, "board:china", "settler:china") == 1 and count(session, "city:xian", "city:rome") == 1


def test_an_older_log_takes_a_city_without_asking() -> None:
    older = Session.new(INFO.load(), [("Ondrej", "china"), ("Filip", "rome")], options={**TRACK, V11_LOG: True})
    older.act("found-city", {"name": "Xian"})
    go_to(older, "movement")
    older.act("next")
    older.act("battle", {"winner": "Filip", "loser": "Ondrej", "city": "Xian", "loot": "trade"})
    assert count(older, "board:china", "army:china") == 1 and count(older, "city:xian", "city:rome") == 1


START_ENDS = "Nobody founds a city, makes a metropolis or changes government? next-phase ends the start."
START_ENDS_ELSE = "Nobody else founds a city, makes a metropolis or changes government? next-phase ends the start."


def test_the_start_names_next_phase_from_its_first_turn_and_after_each_next() -> None:
    # e1 round 1: four bare next in the start; Pending named next-phase only after someone acted, and a government
    # declared (Filip's Anarchy) hid it for the rest of the phase.
    session = new(("Ondrej", "china"), ("Filip", "rome"), ("Otas", "germany"))
    assert START_ENDS in session.ruleset.pending(session.context())
    session.act("next")
    assert START_ENDS_ELSE in session.outcome(len(session.events))
    assert START_ENDS_ELSE in session.ruleset.pending(session.context())
    session.act("government", {"government": "republic"}, actor="Filip")
    assert realm(session, 1).government == "anarchy"
    session.act("next", actor="Filip")
    assert START_ENDS_ELSE in session.outcome(len(session.events))
    session.act("next-phase")
    assert session.phase.id == "trade"


def test_movement_says_next_phase_after_each_next() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"), ("Otas", "germany"))
    go_to(session, "movement")
    session.act("next")
    assert "Nobody else moves or fights? next-phase ends movement for everyone." in session.outcome(len(session.events))


def test_the_government_page_says_anarchy_has_no_city_turn() -> None:
    # The page said "end it with next", but the app passes an Anarchy city turn by itself.
    text = " ".join(topic(INFO.load(), "government").text.split())
    assert "end it with `next`" not in text and "the app gives you no turn" in text


def test_the_trade_still_to_collect_is_said_once_in_pending() -> None:
    # Pending said "Still to collect trade: ..." and "Collect: ... still to collect trade".
    session = new(("Ondrej", "china"), ("Aves", "egypt"))
    go_to(session, "trade")
    said = [line for line in session.ruleset.pending(session.context()) if "to collect trade" in line]
    said += [v.said() for v in session.ruleset.phase_may_end(session.context()) if "to collect trade" in v.message]
    assert said == ["Collect: Ondrej and Aves still to collect trade (a player with none collects 0)"]
