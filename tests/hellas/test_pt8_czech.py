"""Play-test 8 (issue 35): Czech words agree across actions, topics and refusals."""

from __future__ import annotations

from pathlib import Path

from engine.i18n import tr
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile

RULES = Path(__file__).parents[2] / "rulesets" / "hellas" / "rules" / "cs"


def test_regroup_takes_the_same_czech_fields_as_attack_and_voyage(czech: None) -> None:
    """``přeskupit odkud=… kam=…`` was refused ("nemá pole kam"): attack says ``odkud=``, voyage ``kam=``."""
    session = at_turns(tile("a", LIGHT, 3), tile("b", LIGHT, 1), tile("c", DARK, 1))
    session.act("reinforce", {"greeks": "b"})
    session.act("regroup", {"odkud": "a", "kam": "b", "řekové": "1"})
    assert on(session, "b") == (LIGHT, 3, 0)


def test_czech_sides_are_taught_as_the_refusals_read_them(czech: None) -> None:
    """The coast topic taught L/S while every refusal asks S (souš) or M (moře)."""
    for topic in ("03-coast.md", "09-kit.md"):
        text = (RULES / topic).read_text(encoding="utf-8")
        assert "L pro souš" not in text and "S pro souš" in text, topic
    assert "(S)" in tr("every tile shows land too: at least one side is land (L)")


def test_czech_refusals_and_help_name_czech_fields_and_actions(czech: None) -> None:
    assert tr("say at={places}") == "uveďte kam={places}"
    assert "loď-z=" in tr(" (and ship_from= where two ships could pay)")
    assert tr("reinforcements") == "akce posil"
    said = tr("Attack: name the city and your cities once per Greek sent; then cards; then resolve.")
    assert "(vyhodnotit)" in said and "resolve" not in said
