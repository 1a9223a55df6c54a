"""Issue 33: a Czech walk of Aquileia's board read "Fórum: Blue villa 6": the heading named the kit's tiles in
English; the shipped kit's names are the game's words, said in the language spoken (engine.teach_said)."""

from __future__ import annotations

from engine import kitfiles
from engine.i18n import set_language
from engine.registry import load
from engine.teach import plan_of
from engine.teach_said import heading


def test_a_czech_walk_names_the_tiles_in_czech() -> None:
    ruleset = load("aquileia")
    kit = kitfiles.shipped(ruleset)
    questions = [q for q in plan_of(ruleset)(kit) if q.entry == "villa-blue-6"]
    assert questions
    assert heading(questions[0], kit) == "The Forum: Blue villa 6"
    set_language("cs")
    try:
        assert heading(questions[0], kit) == "Fórum: Modrá vila 6"
    finally:
        set_language("en")
