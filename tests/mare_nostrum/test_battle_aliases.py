"""The words a table types for a battle find it (play-test 9: `attack` said "did you mean take?", `bitva`,
`útok` and `zaútočit` nothing or the wrong action)."""

from __future__ import annotations

import pytest

from tests.mare_nostrum.helpers import new_game


@pytest.mark.parametrize("word", ["attack", "bitva", "útok", "utok", "zaútočit"])
def test_a_tables_word_for_a_battle_finds_it(word: str) -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    assert session.spec(word).name == "battle"


def test_the_event_stores_the_actions_own_name() -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    assert session.spec("take").name == "take"  # the other actions are found as before
    assert [e.id for e in session._actions_catalogue.entries].count("battle") == 1
