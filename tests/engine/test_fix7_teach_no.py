"""Play-test 7 (Hellas): a question asking only letters (has the tile a bridge?) could not be answered "no":
``n`` was refused as "too many words: only its letters". A lone no-word says no to every letter asked."""

from __future__ import annotations

import pytest

from engine import kitfiles
from engine.kits import KitError
from engine.teach import Ask, Question
from engine.teach_codes import read
from rulesets.hellas import INFO
from rulesets.hellas.kit import SCHEMA

BRIDGE_ONLY = Question("tiles", "naxos", (Ask("bridge", flag="b"),))


@pytest.mark.parametrize("said", ["n", "no", "ne", "Žádný", "none"])
def test_a_no_word_says_no_to_the_letters_asked(said: str) -> None:
    kit = kitfiles.shipped(INFO.load())
    assert read(BRIDGE_ONLY, said, kit, SCHEMA) == {"bridge": False}


def test_the_letter_still_says_yes_and_another_word_is_refused() -> None:
    kit = kitfiles.shipped(INFO.load())
    assert read(BRIDGE_ONLY, "b", kit, SCHEMA) == {"bridge": True}
    with pytest.raises(KitError, match="too many words"):
        read(BRIDGE_ONLY, "maybe", kit, SCHEMA)


def test_the_prompt_says_how_to_say_no() -> None:
    from engine.teach_said import prompt

    assert prompt(BRIDGE_ONLY, SCHEMA) == "letters: b = bridge (n: none of them)"
