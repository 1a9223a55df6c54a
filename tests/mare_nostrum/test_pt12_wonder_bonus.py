"""Play-test 12, bug 1: ``buy item=lighthouse`` (or ``zeus``) without ``bonus_province`` lost the free piece
(p.12-13) without a word, and ``free=yes`` afterwards was refused. The purchase now asks where the free piece
goes, naming the provinces, and fills the one place by itself."""

from __future__ import annotations

from tests.mare_nostrum.helpers import correct, table
from tests.mare_nostrum.test_round import _started
from tests.mare_nostrum.test_rules import _build_phase


def test_a_bare_lighthouse_asks_where_the_free_marker_goes() -> None:
    session = _started()
    _build_phase(session, "Ann", Ann={"taxes": 18})
    refused = session.propose("buy", {"item": "lighthouse"})
    said = [v.message for v in refused.violations]
    assert any(m.startswith("say where the free influence marker goes: bonus_province=") for m in said), said
    assert table(session).holder_of("lighthouse") is None  # nothing bought, nothing lost


def test_a_bare_statue_of_zeus_asks_where_the_free_fortress_goes() -> None:
    session = _started()
    _build_phase(session, "Ann", Ann={"taxes": 18})
    said = [v.message for v in session.propose("buy", {"item": "zeus"}).violations]
    assert any("free fortress goes: bonus_province=" in m and "Antioch" in m for m in said), said


def test_with_no_piece_in_reserve_the_wonder_is_bought_alone() -> None:
    session = _started()
    _build_phase(session, "Ann", Ann={"taxes": 18})
    correct(session, "reserve:babylon", "fortress:babylon", 0, "box")
    assert not session.propose("buy", {"item": "zeus"}).violations
