"""Issue 32, today's play-test: refusals that said the wrong thing (a second extra caravan, a wrong number of
dice) and outcomes that read badly (a tax card taken, losses in Czech)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.errors import RuleRefused
from engine.i18n import language, set_language
from tests.mare_nostrum.helpers import new_game, petrs_attack
from tests.mare_nostrum.test_kit import SHIPPED

PLAYERS = ("rome", "greece", "egypt", "carthage")
NAMES = ("Petr", "Honza", "Katka", "Mirek")


@pytest.fixture
def czech() -> Iterator[None]:
    before = language()
    set_language("cs")
    yield
    set_language(before)


def test_a_second_extra_caravan_is_said_to_be_placed() -> None:
    # The play-test's second one was told to name a good, and once the turn had passed that only Egypt's
    # preset start has a caravan to place.
    session = new_game(*PLAYERS, names=NAMES, kit=SHIPPED)
    session.act("extra-caravan", {"province": "alexandria"})
    said = [v.message for v in session.propose("extra-caravan", {"province": "alexandria"}).violations]
    assert "Katka has placed Egypt's extra caravan already" in said
    assert "name the good of the symbol the caravan stands on" not in said
    session.act("caravan-good", {"province": "cyrene", "good": "fruit"})  # Katka's turn passes
    said = [v.message for v in session.propose("extra-caravan", {"province": "thebes"}).violations]
    assert "Katka has placed Egypt's extra caravan already" in said
    assert "only Egypt's preset start has a caravan to place" not in said


def test_a_wrong_number_of_dice_says_how_many() -> None:
    # Petr's 3 legions march into Athens (p.9): 2 dice typed were refused with "cannot be overridden" and a
    # correction; the refusal now says how many dice each side rolls and where they are typed.
    session = petrs_attack()
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    with pytest.raises(RuleRefused) as refused:
        session.act(
            "battle", {"place": "athens", "defender": "greece", "attacker_rolls": "6,3", "defender_rolls": "3,2"}
        )
    got = [(v.message, v.mend) for v in refused.value.violations if v.rule == "Dice"]
    assert got == [
        ("Petr rolls 3 dice, one per legion there, not 2", "type 3 numbers in attacker_rolls"),
        ("Honza (Greece) rolls 1 die, one per legion there, not 2", "type 1 number in defender_rolls"),
    ]


def test_a_taken_tax_is_a_tax_card() -> None:
    from rulesets.mare_nostrum.taking import TAKE

    assert callable(TAKE.text)
    assert TAKE.text({"card": "taxes"}) == "{actor} takes a tax card from {from}"
    assert TAKE.text({"card": "oil"}) == "{actor} takes {card} from {from}"


def test_czech_losses_take_the_accusative(czech: None) -> None:
    from rulesets.mare_nostrum.words import loss_said

    assert loss_said("Bohdan", [("legion", 1)]) == "Bohdan přichází o 1 legii"
    assert loss_said("Bohdan", [("legion", 2), ("fortress", 1)]) == "Bohdan přichází o 2 legie a 1 pevnost"
    assert loss_said("Bohdan", [("fleet", 5)], past=True) == "Bohdan přichází o 5 flotil"
    assert loss_said("Bohdan", []) == "Bohdan o nic nepřichází"
