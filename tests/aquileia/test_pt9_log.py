"""Play-test 9: what the log says (bug 16 and the wording items of issue 33)."""

from __future__ import annotations

from rulesets.aquileia.state import Building
from tests.aquileia.helpers import give_buildings, last_outcome, new, place_all


def test_a_skip_names_only_the_skippers_own_spaces() -> None:
    """ev2 #145: Cy's Forum skip ended the round and logged "Cy leaves out the action of Portus bronze.",
    Ann's space, which activated in the same entry."""
    session = new()
    for _ in range(5):  # rounds 1-5: tie markers only (round 6's end keeps its spaces done, as in ev2)
        place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": []})
    assert session.table.position.round == 6
    give_buildings(session, 0, Building("workshop", 3))
    place_all(session, {"Blue": ["portus-bronze"], "Yellow": ["forum-1"], "Red": [], "Vlada": []})
    assert session.phase.id == "forum"
    session.act("skip", {"space": "forum-1"})
    said = last_outcome(session)
    assert "Yellow leaves out the action of Forum 1." in said
    assert not any("Portus" in line and "leaves out" in line for line in said), said


def test_the_start_roll_is_the_apps_reading_not_the_rulebooks() -> None:
    """ptr9 bug 15: `rules aquileia placement` called 3 dice each with a re-roll on a tie "the rulebook's way";
    l.2 names the red dice only as an example and says nothing of ties."""
    from pathlib import Path

    rules = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia" / "rules"
    for folder in (rules, rules / "cs"):
        placement = (folder / "03-placement.md").read_text(encoding="utf-8")
        decisions = (folder / "11-decisions.md").read_text(encoding="utf-8")
        assert "rulebook's way" not in placement and "(decisions)" in placement
        assert "l.2" in decisions.split("\n- **", 2)[1]  # the first reading listed is the start roll's


def test_five_players_and_the_stadium_are_a_stated_reading() -> None:
    """Issue 33 (ptr9): the kit knows the 4 Stadium spaces of the l.6 example; the rulebook has no five-player
    rule nor a count of Stadium spaces, so the decisions page says what the app does, in both languages, and a
    five-player table is told before placing."""
    from pathlib import Path

    from tests.aquileia.helpers import new

    rules = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia" / "rules"
    assert "- **Five players**" in (rules / "11-decisions.md").read_text(encoding="utf-8")
    assert "- **Pět hráčů**" in (rules / "cs" / "11-decisions.md").read_text(encoding="utf-8")
    session = new(("A", "B", "C", "D", "E"))
    assert any("add-space" in line for line in session.ruleset.pending(session.context()))
