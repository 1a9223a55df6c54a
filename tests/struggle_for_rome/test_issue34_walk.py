"""Issue 34's kit walk: a forest said without a number, the side of the Limes asked as a word, a number left
unknown not asked again at once, and a crossing without a city told how to say so."""

from __future__ import annotations

import pytest

from engine import registry
from engine.kitfiles import shipped
from engine.kits import KitError
from engine.teach import Walk
from engine.teach_said import prompt


def _at_landscapes() -> Walk:
    ruleset = registry.load("struggle-for-rome")
    w = Walk(ruleset, shipped(ruleset))
    while w.current is not None and w.current.section != "landscapes":
        w.skip()
    return w


def test_a_forest_is_said_with_no_number_and_its_side_of_the_limes_as_a_word() -> None:
    w = _at_landscapes()
    w.answer("Venetian forest - fo w nor")
    w.answer("Steppe field 4 fi east")
    forest, steppe = w.kit.entry("landscapes", "venetian-forest"), w.kit.entry("landscapes", "steppe-field")
    assert forest is not None and steppe is not None
    assert (forest["kind"], forest["limes"], forest["province"]) == ("forest", False, "north-italy")
    assert "number" not in forest
    assert (steppe["number"], steppe["limes"]) == (4, True)
    # The next walk asks nothing more of the forest: it bears no number.
    again = Walk(w.ruleset, w.kit)
    assert all(q.entry != "venetian-forest" for q in again.remaining())


def test_no_number_alone_says_a_forest() -> None:
    w = _at_landscapes()
    w.answer("Dark wood - ? west")
    wood = w.kit.entry("landscapes", "dark-wood")
    assert wood is not None and (wood["kind"], wood["limes"]) == ("forest", False)


@pytest.mark.parametrize(
    ("line", "said"),
    [("Po - fi w", "- says kind .*: forest"), ("Po 8 fi x", "side of the Limes .*: x is not one of its words")],
)
def test_a_word_that_cannot_be_is_refused_in_one_line(line: str, said: str) -> None:
    w = _at_landscapes()
    before = w.kit
    with pytest.raises(KitError, match=said):
        w.answer(line)
    assert w.kit == before


def test_a_number_left_unknown_is_not_asked_again_at_once() -> None:
    w = _at_landscapes()
    w.answer("Steppe hills ? m e")
    q = w.current
    assert q is not None and q.section == "landscapes" and q.entry == ""  # the next landscape, not these hills
    again = Walk(w.ruleset, w.kit)
    asked = next(q for q in again.remaining() if q.entry == "steppe-hills")
    assert [a.field for a in asked.asks] == ["number"]  # the next walk asks what is still unknown


def test_a_known_landscape_is_asked_its_side_of_the_limes() -> None:
    w = _at_landscapes()
    w.answer("Po field 8 fi")
    again = Walk(w.ruleset, w.kit)
    asked = next(q for q in again.remaining() if q.entry == "po-field")
    assert [a.field for a in asked.asks] == ["limes"]
    while again.current is not None and again.current.entry != "po-field":
        again.skip()
    again.answer("w")
    assert again.kit.known("landscapes", "po-field", "limes") is False


def test_a_crossing_says_how_to_type_no_city() -> None:
    w = _at_landscapes()
    while w.current is not None and w.current.section != "crossings":
        w.skip()
    assert w.current is not None
    assert "cities beside it (- for none)" in prompt(w.current, w.ruleset.kit_schema)
