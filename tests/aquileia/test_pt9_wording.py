"""Play-test 9, item 7 of issue 33: how the game's own lines read, in English and in Czech."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.i18n import tr
from rulesets.aquileia import INFO
from rulesets.aquileia.calculators import calc_stadium
from rulesets.aquileia.forum import built_text
from rulesets.aquileia.spaces import describe_skip
from rulesets.aquileia.state import Building
from tests.aquileia.helpers import new


def test_a_skip_heading_says_what_was_left_out() -> None:
    """#179 "Jirka: builds nothing more" for a player who built nothing; "Ann: skips an action" at Pecunia."""
    assert describe_skip({"player": "Ann", "space": "forum-2"}) == "ends the turn at Forum 2"
    assert describe_skip({"player": "Ann", "space": "pecunia"}) == "leaves out Pecunia"


def test_the_same_colour_twice_is_named() -> None:
    """Ptr9: "two players chose the same faction" named neither the players nor the colour."""
    with pytest.raises(BadInput, match=r"^Ann and Bo both chose red: each player needs a colour of their own$"):
        INFO.load().assign_factions([("Ann", "red"), ("Bo", "Red"), ("Cy", None)])


def test_czech_villa_log_line_and_rulebook_line_mark(czech: None) -> None:
    """Ptr9: "Kaja staví vilu v hodnotě 8 (barva: žlutá)" and "Závěrečné bodování (l.8)" in the Czech log."""
    assert built_text("Kaja", Building("villa", 8, "yellow")) == "Kaja staví žlutou vilu 8."
    assert tr("Final scoring (l.8):") == "Závěrečné bodování (ř. 8):"


def test_the_stadium_calculator_takes_the_side_as_an_adjective(czech: None) -> None:
    """`calc aquileia stadium --entry B:6:4:stříbrná` was refused, though the teach walk takes "stříbrná 3"."""
    found = calc_stadium({"entry": ["B:6:4:stříbrná", "A:5:1:zlatá"]})
    assert found["coins"][0] == {"metal": "silver", "count": 3}


def test_dva_finds_the_two_slave_card_in_a_pick_list(czech: None) -> None:
    """The app's pick list searched "dva" in vain: the Czech name says "se dvěma otroky"."""
    from engine.names import fold_words

    session = new()
    entries = {e.id: e for e in session.catalogue("slave").entries}
    assert "dva" in fold_words(entries["slave-2"].searched).split()
    assert "dva" not in fold_words(entries["slave-1"].searched).split()
