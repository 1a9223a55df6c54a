"""Play-test 12, Czech wording: the tile's field is ``dílek`` (``pole`` is the engine's word for a field), one
letter a metal in the ``kit teach`` legend, ``otroci-1`` as well as ``otroci-2``, and a build's log line in
plain Czech."""

from __future__ import annotations

import pytest

from engine import registry
from engine.i18n import tr
from engine.kitfiles import shipped
from engine.teach import Walk
from engine.teach_said import legend
from rulesets.aquileia.catalogues import CZECH_ALIASES
from rulesets.aquileia.forum import describe
from rulesets.aquileia.teach import coin_letters


@pytest.fixture(autouse=True)
def _game_words() -> None:
    """The game's translations are read once its domain is known."""
    registry.load("aquileia")


@pytest.mark.usefixtures("czech")
def test_the_tile_field_is_not_called_a_field() -> None:
    assert tr("field:tile") == "dílek"


@pytest.mark.usefixtures("czech")
def test_each_metal_has_one_letter_in_czech() -> None:
    assert coin_letters() == {"z": "gold", "s": "silver", "b": "bronze"}


def test_each_metal_has_one_letter_in_english() -> None:
    assert coin_letters() == {"g": "gold", "s": "silver", "b": "bronze"}


def test_both_numbers_name_each_slave_card() -> None:
    assert "otroci-1" in CZECH_ALIASES["slave-1"] and "otrok-2" in CZECH_ALIASES["slave-2"]


@pytest.mark.usefixtures("czech")
def test_a_build_is_logged_in_plain_czech() -> None:
    assert describe({"kind": "villa"}) == "staví vilu"
    assert describe({"tile": "workshop-4"}) == "staví dílnu"


@pytest.mark.usefixtures("czech")
def test_the_teach_legend_names_gold_once() -> None:
    walk = Walk(registry.load("aquileia"), shipped(registry.load("aquileia")))
    while (q := walk.current) is not None and not (q.open and q.section == "buildings"):
        walk.skip()
    assert q is not None
    said = legend(q)
    assert "z = zlat" in said and "g = " not in said
