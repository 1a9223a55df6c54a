"""Play-test 7, bug F: the final score forecast counts the laurels its reader can see."""

from __future__ import annotations

from engine.session import Session
from rulesets.aquileia.display import trackers
from rulesets.aquileia.state import Building
from tests.aquileia.helpers import give_buildings, give_cards, new, place_all, to_phase


def _lone_race(laurel: str) -> Session:
    """Blue races alone with a white villa 7 built and takes the face-up laurel (``laurel``) in view of all."""
    session = new()
    give_buildings(session, 0, Building("villa", 7, "white"))
    session.act("turn-up", {"at": "stadium", "card": laurel})
    place_all(session, {"Blue": ["gold-2a"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "stadium")  # a lone racer's race passes by itself (version 13)
    session.act("prizes", {"winner_laurel": laurel})
    return session


def test_a_face_up_laurel_taken_by_a_lone_racer_counts_for_everyone() -> None:
    """ev1 #180: Vlada took the white laurel face-up, owning white villa 7; her forecast left it out (34 for 41)."""
    session = _lone_race("laurel-white")
    table = trackers(session.context(), 0)
    assert table["final_score_forecast"] == session.table.game.patricians[0].score + 7


def test_a_laurel_passed_in_secret_stays_out_of_the_tables_forecast() -> None:
    """Only what the table saw counts: a laurel in hand it never saw taken is not shown to others."""
    session = new()
    give_buildings(session, 0, Building("villa", 7, "white"))
    give_cards(session, 0, "laurel-white", "laurel-10")
    score = session.table.game.patricians[0].score
    assert trackers(session.context(), 0)["final_score_forecast"] == score


def test_the_player_reading_counts_the_laurels_in_their_own_hand() -> None:
    """``open ev1 --viewer Jirka``: Jirka holds the 10-point laurel, yet his own forecast said 7."""
    session = new()
    give_buildings(session, 0, Building("villa", 7, "white"))
    give_cards(session, 0, "laurel-white", "laurel-10")
    score = session.table.game.patricians[0].score
    assert trackers(session.context(actor=0), 0)["final_score_forecast"] == score + 7 + 10
    assert trackers(session.context(actor=1), 0)["final_score_forecast"] == score  # another reader: not theirs


def test_the_own_view_document_counts_the_laurels_in_hand() -> None:
    """What a player's own view (``show --viewer``, the app's own screen) reads: public_summary for the viewer."""
    from engine.hidden import public_summary

    session = new()
    give_buildings(session, 0, Building("villa", 7, "white"))
    give_cards(session, 0, "laurel-white", "laurel-10")
    score = session.table.game.patricians[0].score
    mine = public_summary(session, session.summary(), session.players[0].name)
    assert mine["players"][0]["final_score_forecast"] == score + 7 + 10
    shared = public_summary(session, session.summary())
    assert shared["players"][0]["final_score_forecast"] == score
    theirs = public_summary(session, session.summary(), session.players[1].name)
    assert theirs["players"][0]["final_score_forecast"] == score
