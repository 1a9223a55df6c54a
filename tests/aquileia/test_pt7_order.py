"""Play-test 7, bug H: a forced out-of-turn placement keeps the round's order (decisions)."""

from __future__ import annotations

from tests.aquileia.helpers import last_outcome, new


def test_a_forced_placement_out_of_turn_keeps_the_player_due() -> None:
    """``place space=dolus --as Jirka --force`` while Kaja (the start player) was due: the order then ran from
    Jirka and the start player placed third, unsaid. The one who was due stays due, and the log says so."""
    session = new()
    assert session.table.game.placer == 0  # Blue starts
    session.act("place", {"player": "Red", "space": "dolus"}, force=True)
    assert session.table.game.placer == 0
    assert last_outcome(session)[-2:] == ["Red placed out of turn: the order stays as it was.", "Blue places next."]
    order = []
    for _ in range(4):
        order.append(session.players[session.table.game.placer].name)
        session.act("place", {"space": "tie"})
    assert order == ["Blue", "Yellow", "Red", "Vlada"]


def test_a_placement_in_turn_says_nothing_more() -> None:
    session = new()
    session.act("place", {"space": "dolus"})
    assert last_outcome(session) == ["Yellow places next."]


def test_the_decision_is_written_in_both_languages() -> None:
    from pathlib import Path

    rules = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia" / "rules"
    assert "**A placement out of turn**" in (rules / "11-decisions.md").read_text(encoding="utf-8")
    assert "**Pokládání mimo pořadí**" in (rules / "cs" / "11-decisions.md").read_text(encoding="utf-8")
