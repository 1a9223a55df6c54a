"""Mare Nostrum combat: the rulebook's battles, verbatim as numbers, and exact odds."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from rulesets.mare_nostrum.combat import dice_sums, loss_distribution, odds, resolve, side


def test_petrs_battle() -> None:
    # Petr attacks with 3 legions (6, 3, 2 = 11) a province with Honza's legion
    # and fortress (3 + 6 = 9): Petr loses 1 legion, Honza both units.
    result = resolve(side([6, 3, 2]), side([3], fortresses=1))
    assert result == {"attacker_total": 11, "defender_total": 9, "attacker_losses": 1, "defender_losses": 2}


def test_mireks_invasion_of_thebes() -> None:
    # Helen turned one of Mirek's 4 legions: 3 dice with Hannibal's +3 make 12;
    # Katka rolls 2 and 5 with her fortress, 13. Each side loses 2 units.
    first = resolve(side([4, 3, 2], bonus=1), side([2, 5], fortresses=1))
    assert first == {"attacker_total": 12, "defender_total": 13, "attacker_losses": 2, "defender_losses": 2}
    # Next turn Katka's lone fortress (6) fights Mirek's last legion (1 + 1).
    second = resolve(side([], fortresses=1), side([1], bonus=1))
    assert second == {"attacker_total": 6, "defender_total": 2, "attacker_losses": 0, "defender_losses": 1}


def test_greek_naval_blockade() -> None:
    # Honza (Pericles +1) against Petr's transport fleets, one die each.
    a = resolve(side([4], bonus=1), side([5]))
    assert (a["attacker_total"], a["defender_total"], a["attacker_losses"], a["defender_losses"]) == (5, 5, 1, 1)
    b = resolve(side([3], bonus=1), side([1]))
    assert (b["attacker_total"], b["attacker_losses"], b["defender_losses"]) == (4, 0, 0)
    c = resolve(side([6], bonus=1), side([4]))
    assert (c["attacker_total"], c["attacker_losses"], c["defender_losses"]) == (7, 0, 1)


def test_losses_capped_at_units_in_the_fight() -> None:
    assert resolve(side([6, 6, 6, 6]), side([1]))["defender_losses"] == 1
    assert resolve(side([1]), side([], fortresses=2))["attacker_losses"] == 1


def test_dice_sum_distribution_is_exact() -> None:
    two = dice_sums(2)
    assert two[7] == Fraction(6, 36) and sum(two.values()) == 1
    assert dice_sums(0) == {0: Fraction(1)}


@pytest.mark.parametrize(("dice", "forts", "bonus", "enemy"), [(1, 0, 0, 1), (2, 1, 1, 3), (3, 0, 1, 2), (0, 2, 0, 4)])
def test_loss_distribution_matches_enumeration(dice: int, forts: int, bonus: int, enemy: int) -> None:
    expected: dict[int, Fraction] = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        lost = min((sum(faces) + bonus * dice + 6 * forts) // 5, enemy)
        expected[lost] = expected.get(lost, Fraction(0)) + Fraction(1, 6**dice)
    assert loss_distribution(dice, forts, bonus, enemy) == dict(sorted(expected.items()))


def test_odds_shape_and_values() -> None:
    result = odds(1, 1)
    assert result["defender_losses"] == {"0": pytest.approx(2 / 3), "1": pytest.approx(1 / 3)}
    assert result["attacker_expected_losses"] == pytest.approx(1 / 3)
    petr = odds(3, 1, defender_fortresses=1)
    attacker_losses = petr["attacker_losses"]
    assert isinstance(attacker_losses, dict)
    assert sum(attacker_losses.values()) == pytest.approx(1)
    # Honza's 1 die + fortress is at least 7: Petr always loses at least 1.
    assert "0" not in attacker_losses
