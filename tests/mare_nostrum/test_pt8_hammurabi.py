"""Play-test 8, bug 3: Hammurabi's free influence (p.6) goes by itself when no card set could pay, and a
refusal of a card set names him while his influence is still free this build phase."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import deal, table
from tests.mare_nostrum.test_round import _started


def _ann_builds(hand: dict[str, int]) -> Session:
    """Round 1's build phase, Ann (Babylon, Hammurabi's owner) to buy with ``hand``."""
    session = _started()
    deal(session, "Ann", hand)
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    return session


def _reachable(session: Session) -> str:
    """Sinai, told to border Tigris: Ann may put influence there (Hammurabi's passes every other rule)."""
    session.act("connect", {"a": "tigris", "b": "sinai"})
    assert not session.propose("buy", {"item": "influence", "province": "sinai", "free": True}).violations
    return "sinai"


def test_with_no_set_to_pay_hammurabi_places_the_influence() -> None:
    session = _ann_builds({"taxes": 2})
    target = _reachable(session)
    proposal = session.propose("buy", {"item": "influence", "province": target})
    assert not proposal.violations and proposal.args.get("free") is True
    session.act("buy", {"item": "influence", "province": target})
    assert table(session).influence(target) == "babylon"
    assert table(session).hand(session.player_index("Ann"))["taxes"] == 2  # nothing paid


def test_a_set_that_can_pay_is_kept_and_hammurabi_goes_first() -> None:
    # Play-test 12: a bare purchase paid 3 goods while the free marker sat unused; the free one goes first now.
    session = _ann_builds({"taxes": 3})
    target = _reachable(session)
    proposal = session.propose("buy", {"item": "influence", "province": target})
    assert proposal.args.get("free") is True and "cards" not in proposal.args
    session.act("buy", {"item": "influence", "province": target})
    assert table(session).hand(session.player_index("Ann"))["taxes"] == 3
    paid = session.propose("buy", {"item": "influence", "province": target, "free": False})
    assert paid.args.get("cards") == ["taxes", "taxes", "taxes"]


def test_a_wrong_set_names_hammurabi() -> None:
    session = _ann_builds({"taxes": 2, "grain": 1})
    target = _reachable(session)
    refused = session.propose("buy", {"item": "influence", "province": target, "cards": "taxes,taxes,grain"})
    assert any("Hammurabi could place this influence for free" in v.message for v in refused.violations)
