"""Play-test 11, bug 9: the metropolis defence reading cites both lines, and a metropolis that is not the capital
adds 18 too."""

from __future__ import annotations

from tests.civilization.helpers import put
from tests.civilization.test_fight import _table, fight
from tests.civilization.test_pt10_readings import _decisions


def test_the_metropolis_defence_reading_cites_both_lines_in_both_languages() -> None:
    english = _decisions("en")
    assert 'The metropolis rules (l. 40) speak of "+4 defence", and the battle text (l. 181) of 18' in english
    assert "other than the capital (l. 38 allows it; play-test 11: Antium) adds 18 as well" in english
    czech = _decisions("cs")
    assert "Pravidla Metropole (l. 40) mluví o „+4 k obraně“, text o bitvě (l. 181) o 18" in czech
    assert "Metropole v jiném městě než hlavním (l. 38 to dovoluje; hraní 11: Antium) přičítá také 18" in czech


def test_a_metropolis_that_is_not_the_capital_adds_18() -> None:
    # x1: "Antium adds 18 ... (metropolis 18)"; Antium is not a capital.
    session = _table()
    put(session, "metropolis", 1, "bank", "city:xian")
    session.act("attack", {"defender": "Ondrej", "city": "Xian"})
    assert (fight(session).at, fight(session).defense) == ("city", 22)  # 18 and Xian's City Walls 4
