"""Play-test 10, Czech: hut rewards by their Czech names without the printed dash."""

from __future__ import annotations

import pytest

from engine.i18n import set_language, tr
from engine.reference import topic
from rulesets.civilization import INFO
from rulesets.civilization.rewards import rewards
from tests.civilization.helpers import new


@pytest.mark.parametrize("typed", ["učitel", "chýše-učitel", "chýše učitel", "Chýše – učitel", "ucitel", "teacher"])
def test_the_teacher_hut_answers_to_its_czech_name_without_the_dash(typed: str) -> None:
    kit = new(("A", "china"), ("B", "rome")).context().kit
    assert rewards(kit, "hut").resolve(typed).id == "hut-teacher"


def test_a_shared_czech_tail_names_the_tokens_own_marker() -> None:
    # "železo" is the Iron hut among huts, the Iron village among villages.
    kit = new(("A", "china"), ("B", "rome")).context().kit
    assert rewards(kit, "hut").resolve("chýše železo").id == "hut-iron"
    assert rewards(kit, "village").resolve("vesnice-železo").id == "village-iron"


def test_a_free_tech_gift_is_typed_as_technologie_zdarma_in_czech() -> None:
    # "volná-technologie" read as a vacant tech; the tester typed "technologie-zdarma" first.
    set_language("cs")
    try:
        gives = next(f for f in INFO.load().action("hut").fields if f.name == "gives")  # type: ignore[union-attr]
        assert gives.parse("technologie-zdarma") == "free-tech"
        assert tr("free-tech") == "technologie-zdarma"
    finally:
        set_language("en")


def test_the_czech_trade_page_names_the_forms_field_in_czech() -> None:
    set_language("cs")
    try:
        text = " ".join(topic(INFO.load(), "trade").text.split())
    finally:
        set_language("en")
    assert "what comes back" not in text
    assert "„co přichází zpět“" in text
