"""Issue 36, play-test 5: the habit guard across a phase, the culture marker past the track's end, a metropolis's
lone city, setup actions after the setup, governments a player may take, the loot asked, upgraded unit cards."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from tests.civilization.helpers import go_to, learn, metropolises, new, put, realm, set_realm


def _offered(session: Session) -> set[str]:
    ctx = session.context()
    return {a.name for a in session.ruleset.actions if a.offered is None or a.offered(ctx)}


def test_a_bare_next_after_a_turn_passed_into_a_new_phase_is_refused() -> None:
    # eve1 round 2: the last great person of city management passed the turn and began movement; a bare next then
    # ended the next player's movement unseen.
    session = new(("Filip", "rome"), ("Aves", "germany"))
    go_to(session, "city")
    for person in ("Leonidas", "Hannibal"):
        session.act("arts", {"masks": 1})
        session.act("great-person", {"person": person})
    assert session.phase.id == "movement" and session.turn_player == session.players[0]
    refused = session.propose("next")
    assert [v.rule for v in refused.violations] == ["Turn order"]


def test_the_culture_marker_is_not_set_past_the_tracks_last_space() -> None:
    session = new(("Filip", "rome"), ("Aves", "germany"))
    with pytest.raises(RuleRefused, match="the culture track ends at space 21"):
        session.act("set-dial", {"dial": "culture", "value": 25}, actor="Aves")
    assert realm(session, 1).culture == 0 and not session.table.winners
    session.act("set-dial", {"dial": "culture", "value": 20}, actor="Aves")
    assert realm(session, 1).culture == 20


def test_a_metropolis_grows_the_only_city_that_can() -> None:
    session = new(("Filip", "rome"), ("Aves", "germany"))
    session.act("metropolis")  # Filip's capital, his settler given up
    assert metropolises(session, "city:rome-capital") == 1
    other = new(("Filip", "rome"), ("Aves", "germany"))
    other.act("found-city", {"name": "Ostia"})
    put(other, "settler:rome", 1, "supply:rome", "board:rome")
    with pytest.raises(BadInput, match="which city grows\\? say which: Rome capital or Ostia"):
        other.act("metropolis")


def test_setup_actions_are_not_offered_after_the_setup() -> None:
    session = new(("Otas", "egypt"), ("Filip", "rome"))
    assert "national-start" in _offered(session)  # Egypt's ancient wonder is still to place
    assert "start-tech" not in _offered(session)  # the kit prints every start tech: setup placed them
    go_to(session, "trade")
    go_to(session, "start")  # round 2
    assert session.table.position.round == 2
    assert "national-start" not in _offered(session)


def test_government_is_offered_only_with_a_government_to_take() -> None:
    session = new(("Aves", "germany"), ("Filip", "rome"))
    assert "government" not in _offered(session)  # Aves's Metalworking allows none (eve2, Ema)
    learn(session, 0, ["monarchy"])
    assert "government" in _offered(session)
    from rulesets.civilization.offered import governments

    assert governments(session.context(actor=0)) == ["monarchy"]


def _field_battle() -> Session:
    session = new(("Filip", "rome"), ("Aves", "germany"))
    go_to(session, "movement")
    return session


def test_the_winner_is_asked_for_the_loot_when_there_is_some() -> None:
    session = _field_battle()
    set_realm(session, 1, trade=5)
    events = len(session.events)
    with pytest.raises(BadInput, match=r"Filip picks the loot now \(1 point\): loot=trade, or loot=none"):
        session.act("battle", {"winner": "Filip", "loser": "Aves"})
    assert len(session.events) == events
    session.act("battle", {"winner": "Filip", "loser": "Aves", "loot": "none"})
    assert realm(session, 1).trade == 5
    assert not any("picks no loot" in line for line in session.outcome(len(session.events)))


def test_nothing_to_loot_is_not_asked() -> None:
    session = _field_battle()
    session.act("battle", {"winner": "Filip", "loser": "Aves"})
    assert session.events[-1].type == "battle"


def test_an_upgraded_card_named_by_its_rank_is_the_types_card_with_the_star() -> None:
    # eve2: Gita (Arabia, artillery rank 2) typed card=artillery-2 and was asked about a "Catapult" card.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "movement")
    session.act("next")
    session.act("attack", {"defender": "Ondrej"})
    learn(session, 1, ["mathematics"])  # Filip's artillery at rank 2
    with pytest.raises(RuleRefused, match="the kit lacks the Archer card's printed attack and health"):
        session.act("front", {"card": "artillery-2", "star": 1})
    session.act("front", {"card": "artillery-2", "attack": 2, "health": 3, "star": 1})
    assert session.events[-1].args["unit"] == "artillery"
    said = session.outcome(len(session.events))
    assert any("artillery rank 2 adds 1 attack (printed 2)" in line for line in said)
