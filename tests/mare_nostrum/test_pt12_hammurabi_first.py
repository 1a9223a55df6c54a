"""Play-test 12, bug 4: with Hammurabi's free marker unused (p.13), a bare ``buy item=influence`` paid cattle,
fruit and oil, and Pending still offered the free marker. The free marker now goes first; the cards stay."""

from __future__ import annotations

from tests.mare_nostrum.helpers import hand_of, table
from tests.mare_nostrum.test_pt8_hammurabi import _ann_builds, _reachable


def test_a_bare_influence_purchase_uses_the_free_marker_first() -> None:
    session = _ann_builds({"cattle": 1, "fruit": 1, "oil": 1})
    target = _reachable(session)
    session.act("buy", {"item": "influence", "province": target})
    assert table(session).influence(target) == "babylon"
    assert hand_of(session, "Ann") == {"cattle": 1, "fruit": 1, "oil": 1}
    assert "free with Hammurabi" in " ".join(session.outcome(len(session.events)))
