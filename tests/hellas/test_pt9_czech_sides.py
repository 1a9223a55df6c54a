"""Play-test 9 (issue 35), bug 3: Czech sides are read with Czech letters (S souš, M moře).

``strany=SSSSSS`` in Czech is six souš sides; it was read the English way (six sea sides) and refused for lacking
souš, "aspoň jedna strana je souš (S)": the refusal contradicted what was typed.
"""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.session import Session
from rulesets.hellas.tile_fields import suggest
from tests.hellas.helpers import new_session

TILE = {"name": "Paros", "temple": "no", "at": "N of the dolphin tile"}


def _dealt() -> Session:
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    return session


def test_czech_ssssss_is_six_land_sides(czech: None) -> None:
    session = _dealt()
    with pytest.raises(BadInput) as refused:
        session.act("coast-tile", {**TILE, "edges": "SSSSSS"})
    assert str(refused.value) == "strany: na každé krajině je voda, aspoň jedna strana je moře (M)"
    with pytest.raises(BadInput) as sea:
        session.act("coast-tile", {**TILE, "edges": "MMMMMM"})
    assert str(sea.value) == "strany: na každé krajině je i souš: aspoň jedna strana je souš (S)"


def test_english_ssssss_is_still_six_sea_sides() -> None:
    with pytest.raises(BadInput, match="at least one side is land"):
        _dealt().act("coast-tile", {**TILE, "edges": "SSSSSS"})


def test_the_czech_form_offers_the_dolphin_sides_in_czech_letters(czech: None) -> None:
    """The dolphin tile's offered sides read SSSSSS (six sea sides the English way): a Czech table reads souš."""
    offered = suggest(_dealt().context(), "dolphin_edges")
    assert offered == ["MMMMMM"]


def test_the_czech_teach_hint_says_which_letter_is_which(czech: None) -> None:
    """Bug 8: the Czech prompt said "L/S" while the Czech coast topic teaches S souš, M moře."""
    from engine.i18n import tr
    from rulesets.hellas.teach import ASKS, DOLPHIN_HINT

    assert "L pro souš a S pro moře" in tr(ASKS[0].hint) and "L pro souš a S pro moře" in tr(DOLPHIN_HINT)


def test_czech_words_for_the_card_the_gods_topic_and_the_dolphin_tile(czech: None) -> None:
    """Wording: "Vytáhni novou krajinu" beside "Jiná krajina"; "start" in the Czech coast drawing; English actions
    (play, react, pass) in the Czech gods topic."""
    from pathlib import Path

    from engine.i18n import tr

    help_text = tr("Redraw the tile: the tile turned up first, when the kit does not know it: the name you give it")
    assert help_text.startswith(tr("Redraw the tile") + ":") and tr("start") != "start"
    topic = (Path(__file__).parents[2] / "rulesets/hellas/rules/cs/05-gods.md").read_text(encoding="utf-8")
    assert not [word for word in ("**play**", "**react**", "**pass**", "**carry-out**", "**discard**") if word in topic]
