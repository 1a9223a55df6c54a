"""Play-test 12, bug 2: ending a build turn counted only the goods. Eva's 3 taxes (one beyond the 2 kept) went
back without a question though they still paid for a legion, and Honza, who bought nothing, lost a tax, 2 grain
and 2 metals with Hammurabi's marker unused. Now the question names every card that goes and the marker."""

from __future__ import annotations

from engine.losses import losses
from tests.mare_nostrum.helpers import deal
from tests.mare_nostrum.test_pt8_hammurabi import _ann_builds, _reachable
from tests.test_losses import _build


def test_taxes_beyond_the_two_kept_that_still_pay_are_asked_about() -> None:
    session = _ann_builds({"taxes": 3, "grain": 2, "metals": 2})
    _reachable(session)
    asked = losses(session, session.propose("next", {"player": "Bo"}, actor="Ann"))
    line = next((a for a in asked if "tax cards could still pay for" in a), None)
    assert line is not None, asked
    assert "1 tax card" in line and "2 grain cards" in line and "2 metals cards" in line, line
    assert "Ann's free influence marker (Hammurabi)" in asked, asked


def test_two_taxes_kept_are_not_asked_about() -> None:
    session = _ann_builds({"taxes": 2})
    session.act("buy", {"item": "influence", "province": _reachable(session), "free": True})
    assert losses(session, session.propose("next", {"player": "Bo"}, actor="Ann")) == []


def test_the_last_builder_ending_the_phase_with_taxes_that_pay_is_asked() -> None:
    session = _build()
    deal(session, "Ann", {"taxes": 3})
    deal(session, "Cy", {})
    asked = losses(session, session.propose("next", {}))
    assert "the purchase Ann's tax cards could still pay for" in asked, asked
