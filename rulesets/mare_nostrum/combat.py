"""Combat sums, losses and exact battle odds.

One round of combat: each side rolls a die per legion (or fleet), adds its
per-die bonus (Hannibal +1 per legion, Pericles +1 per fleet) and 6 for each
fortress taking part. Every full 5 points costs the other side one unit,
never more units than that side has in the fight (its dice plus fortresses).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from fractions import Fraction

#: A fortress fights as a die showing 6.
FORTRESS_VALUE = 6
#: Every full 5 points of a total is one loss for the other side.
LOSS_EVERY = 5


class Side(NamedTuple):
    """One side of a fight: its dice (faces), fortresses and per-die bonus (a named tuple: a frozen dataclass's
    generated methods cost half a millisecond of the calculator's start, benchmarks.run)."""

    rolls: tuple[int, ...]
    fortresses: int = 0
    bonus: int = 0

    @property
    def units(self) -> int:
        """Units that can be lost: one per die plus the fortresses."""
        return len(self.rolls) + self.fortresses

    @property
    def total(self) -> int:
        """The side's combat total."""
        return sum(self.rolls) + self.bonus * len(self.rolls) + FORTRESS_VALUE * self.fortresses


def losses(total: int, units: int) -> int:
    """Units lost to an opposing total: one per full 5 points, capped at ``units``."""
    return min(total // LOSS_EVERY, units)


def resolve(attacker: Side, defender: Side) -> dict[str, int]:
    """The result of one round of combat."""
    return {
        "attacker_total": attacker.total,
        "defender_total": defender.total,
        "attacker_losses": losses(defender.total, attacker.units),
        "defender_losses": losses(attacker.total, defender.units),
    }


def dice_sums(count: int) -> dict[int, Fraction]:
    """Exact distribution of the sum of ``count`` six-sided dice."""
    from fractions import Fraction  # only the odds need it; keeps `calc combat` quick

    dist = {0: Fraction(1)}
    for _ in range(count):
        nxt: dict[int, Fraction] = {}
        for total, p in dist.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, Fraction(0)) + p / 6
        dist = nxt
    return dist


def loss_distribution(dice: int, fortresses: int, bonus: int, enemy_units: int) -> dict[int, Fraction]:
    """Exact distribution of the losses one side inflicts on the other."""
    out: dict[int, Fraction] = {}
    fixed = bonus * dice + FORTRESS_VALUE * fortresses
    for total, p in dice_sums(dice).items():
        lost = losses(total + fixed, enemy_units)
        out[lost] = out[lost] + p if lost in out else p
    return dict(sorted(out.items()))


def odds(
    attackers: int,
    defenders: int,
    attacker_fortresses: int = 0,
    defender_fortresses: int = 0,
    attacker_bonus: int = 0,
    defender_bonus: int = 0,
) -> dict[str, object]:
    """Exact loss probabilities of both sides (dice are independent)."""
    attacker_units = attackers + attacker_fortresses
    defender_units = defenders + defender_fortresses
    to_attacker = loss_distribution(defenders, defender_fortresses, defender_bonus, attacker_units)
    to_defender = loss_distribution(attackers, attacker_fortresses, attacker_bonus, defender_units)
    return {
        "attacker_losses": {str(k): float(v) for k, v in to_attacker.items()},
        "defender_losses": {str(k): float(v) for k, v in to_defender.items()},
        "attacker_expected_losses": float(sum(k * v for k, v in to_attacker.items())),
        "defender_expected_losses": float(sum(k * v for k, v in to_defender.items())),
    }


def side(rolls: Sequence[int], fortresses: int = 0, bonus: int = 0) -> Side:
    """Build a side from plain values."""
    return Side(tuple(rolls), fortresses, bonus)
