"""Play-test 7, bug I: a tile named by its kind alone, with several of that kind, is asked about."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from tests.aquileia.helpers import kit_with, new

#: Two private banks taught after the kit's Workshop 4 (the only tile printed with ``points = 4``).
TAUGHT = (
    "points = 4 },",
    "points = 4 },\n"
    '    { id = "forum-tile-6", name = "Private bank 1 bronze", kind = "bank", side = "left",'
    ' coins = ["bronze", "bronze"], slaves = 0, income = ["bronze"] },\n'
    '    { id = "forum-tile-11", name = "Private bank 1 bronze and 1 silver", kind = "bank", side = "left",'
    ' coins = ["silver"], slaves = 1, income = ["bronze", "silver"] },',
)


def test_bank_alone_names_no_bank_of_three() -> None:
    """``build tile=bank --check`` picked the kit's bank (its id starts ``bank``) instead of asking which."""
    session = new(kit=kit_with(TAUGHT))
    tiles = session.ruleset.catalogue(session.context(), "tile")
    with pytest.raises(BadInput) as asked:
        tiles.resolve("bank")
    said = str(asked.value)
    assert all(n in said for n in ("Private bank 1 silver 1 gold", "Private bank 1 bronze", "1 bronze and 1 silver"))


@pytest.mark.parametrize(
    ("typed", "tile"),
    [
        ("bank 1 bronze", "forum-tile-6"),
        ("Private bank 1 bronze", "forum-tile-6"),
        ("bank-silver-gold", "bank-silver-gold"),
        ("bank 1 silver and 1 bronze", "forum-tile-11"),
    ],
)
def test_a_bank_named_whole_is_still_found(typed: str, tile: str) -> None:
    session = new(kit=kit_with(TAUGHT))
    assert session.ruleset.catalogue(session.context(), "tile").resolve(typed).id == tile
