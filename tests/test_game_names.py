"""A game is found as a person writes it: its id, with underscores or spaces, or its name."""

from __future__ import annotations

import pytest

from engine import registry
from engine.errors import BadInput


@pytest.mark.parametrize(
    ("written", "game"),
    [
        ("mare-nostrum", "mare-nostrum"),
        ("mare_nostrum", "mare-nostrum"),
        ("Mare Nostrum", "mare-nostrum"),
        ("  HELLAS ", "hellas"),
        ("struggle_for_rome", "struggle-for-rome"),
        ("Catan: Struggle for Rome", "struggle-for-rome"),
        ("Sid Meier's Civilization", "civilization"),
    ],
)
def test_a_game_is_found_as_written(written: str, game: str) -> None:
    assert registry.get(written).id == game


def test_an_unknown_game_lists_the_ids() -> None:
    with pytest.raises(BadInput, match="unknown game 'catan' \\(known: aquileia, civilization, hellas"):
        registry.get("catan")
