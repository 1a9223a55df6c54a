"""Play-test 9, bug 7 and item 3: the readings taken where the rulebook is silent are in ``decisions``, in both
languages, and the app acts on them."""

from __future__ import annotations

from engine.i18n import set_language
from engine.reference import topic
from rulesets.civilization import INFO
from tests.civilization.helpers import go_to, new, realm, set_realm


def _decisions(lang: str) -> str:
    set_language(lang)
    try:
        return " ".join(topic(INFO.load(), "decisions").text.split())
    finally:
        set_language("en")


def test_the_tie_and_the_free_tech_readings_are_in_decisions() -> None:
    english = _decisions("en")
    assert "the higher total wins (l. 183) and nothing of a tie, so the table names the winner" in english
    assert "a free tech is not bought, so taking one leaves the dial as it is" in english
    czech = _decisions("cs")
    assert "o shodě mlčí, takže vítěze určí stůl" in czech
    assert "technologie zdarma se nekupuje, takže číselník obchodu zůstane, jak je" in czech


def test_the_bounds_and_their_absence_are_in_decisions() -> None:
    english = _decisions("en")
    assert "More finds in a round than the player's figures on the map times the travel speed" in english
    assert "the coins a great person, wonder or building gives" in english
    assert "A yes or no is never a name" in english
    assert "City actions given up" in english


def test_a_free_tech_leaves_the_dial_as_it_is() -> None:
    # l. 209: the coin limit on the trade kept comes with a tech bought.
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=2, free_techs=1)
    session.act("research", {"player": "Jana", "tech": "pottery"})
    assert (realm(session, 0).trade, realm(session, 0).free_techs) == (2, 0)
