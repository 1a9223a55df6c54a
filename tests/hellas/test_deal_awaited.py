"""A new game of Hellas waits for the starting cards first (issue 31): its form opens by itself, light's then
dark's, before the first coast tile's."""

from __future__ import annotations

from tests.hellas.helpers import new_session


def test_the_deal_is_awaited_before_the_first_tile() -> None:
    session = new_session(players=(("Ann", None), ("Bo", None)))
    awaited = session.ruleset.awaited(session.context())
    assert awaited == "deal"
    assert session.expected_actor(session.spec("deal")).name == "Ann"  # type: ignore[union-attr]
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    assert session.ruleset.awaited(session.context()) == "deal"
    assert session.expected_actor(session.spec("deal")).name == "Bo"  # type: ignore[union-attr]
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    assert session.ruleset.awaited(session.context()) == "coast-tile"
