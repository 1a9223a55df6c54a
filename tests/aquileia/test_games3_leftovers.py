"""Aquileia leftovers of the games3 helper: every action field's Czech word survives ``tests.po update``."""

from __future__ import annotations

from engine import registry
from tests.po import domains, extracted


def field_words_lost(game: str, domain: str) -> list[str]:
    """Names of action fields whose ``field:NAME`` message neither the game's domain nor the engine's extracts:
    ``python -m tests.po update`` drops such an entry, and the field is then typed only in English."""
    found = {k for name in (domain, "tabula") for k in extracted(domains()[name][0])}
    names = {f.name for spec in registry.load(game).actions for f in spec.fields}
    return sorted(n for n in names if f"field:{n}" not in found)


def test_the_rates_board_field_keeps_its_czech_word() -> None:
    # Made as Field(rates.BOARD, ...): only the N_ beside the constant keeps "field:board".
    assert field_words_lost("aquileia", "aquileia") == []
