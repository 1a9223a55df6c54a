"""Play-test 11, Czech: a paid Portus space named by its metal's adjective (``portus-stříbrný``)."""

from __future__ import annotations

import pytest

from tests.aquileia.helpers import new


@pytest.mark.parametrize(("typed", "space"), [("portus-stříbrný", "portus-silver"), ("zlatý portus", "portus-gold")])
def test_a_portus_space_by_its_adjective(czech: None, typed: str, space: str) -> None:
    session = new()
    found = session.catalogue("space").get(typed)
    assert found is not None and found.id == space


def test_the_czech_stadium_topic_names_the_spaces_in_czech() -> None:
    from pathlib import Path

    text = (Path(__file__).parents[2] / "rulesets" / "aquileia" / "rules" / "cs" / "06-stadium.md").read_text("utf-8")
    assert "silver 1" not in text and "gold 2a" not in text and "jmenujte i ji" not in text


def test_the_price_hint_needs_no_gender(czech: None) -> None:
    """ "mince jeho ceny" was said of a villa (feminine in Czech)."""
    from engine.i18n import tr

    assert "jeho" not in tr("its price's coins (g, s, b)")
