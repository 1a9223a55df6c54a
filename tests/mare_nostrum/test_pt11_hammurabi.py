"""Play-test 11, bug 7: Hammurabi's free influence marker (p.13) was never mentioned: Pending said only "Honza
builds; next ends the turn", and ``next`` with the marker unused gave no warning. Now Pending names it while it
is unused, and ending the turn without it says it is given up (as other forfeits do)."""

from __future__ import annotations

from engine.losses import losses
from engine.session import Session
from tests.mare_nostrum.helpers import table
from tests.mare_nostrum.test_pt8_hammurabi import _ann_builds, _reachable

SAID = "Ann may place one influence marker free this build phase (Hammurabi): buy item=influence."


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def test_pending_names_the_free_marker_while_unused() -> None:
    session = _ann_builds({"taxes": 2})
    assert SAID in _pending(session)
    session.act("buy", {"item": "influence", "province": _reachable(session)})
    assert table(session).influence("sinai") == "babylon"
    assert SAID not in _pending(session)


def test_ending_the_turn_without_it_says_what_is_given_up() -> None:
    session = _ann_builds({"taxes": 2})
    _reachable(session)  # somewhere the kit knows the free marker may go
    asked = losses(session, session.propose("next", {"player": "Bo"}, actor="Ann"))
    assert "Ann's free influence marker (Hammurabi)" in asked, asked


def test_a_marker_with_nowhere_known_to_go_is_not_asked_about() -> None:
    session = _ann_builds({"taxes": 2})
    assert losses(session, session.propose("next", {"player": "Bo"}, actor="Ann")) == []
