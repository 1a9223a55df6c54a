"""The roll's dice field: the app's own roll lands on an uncovered number (L7, play-test 12).

At the table the start player rolls again until a number not yet covered on the compass rose comes up; the
app's ``roll:2`` was refused instead ("11 is covered already: roll again"). Rolled by the app, the dice are
rolled again here, while they are read, until their total is free: the event stores the dice used, so a replay
reads them as typed and rolls nothing. Dice the table types are its own roll, and a covered total is refused
as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from engine.dice_fields import roll_asked
from engine.fields import Field
from engine.names import Catalogue, Entry
from engine.state import Context
from rulesets.struggle_for_rome.data import RULES
from rulesets.struggle_for_rome.taking import covered

if TYPE_CHECKING:
    import random

    from engine.fields import Catalogues

#: The catalogue of the numbers covered on the rose, read by the dice field (no field names it).
COVERED = "covered"
#: Rolls at most, a safety net: with at most 3 of 11 totals covered, 50 rolls all covered never happen.
_TRIES = 50


def covered_catalogue(ctx: Context) -> Catalogue:
    """The numbers covered on the compass rose, as a catalogue the dice field can read."""
    return Catalogue("covered number", tuple(Entry(str(n), str(n)) for n in sorted(covered(ctx))))


@dataclass(frozen=True)
class RoseDice(Field):
    """Two dice; rolled by the app, rolled again while they total a covered number."""

    def parse(
        self,
        raw: Any,
        players: Sequence[str] = (),
        rng: random.Random | None = None,
        catalogues: Catalogues | None = None,
    ) -> Any:
        dice = super().parse(raw, players, rng, catalogues)
        said = roll_asked(raw)
        if catalogues is None or said is None:
            return dice
        taken = {int(e.id) for e in catalogues(COVERED).entries}
        if len(taken) >= RULES["rose_numbers"]:
            return dice  # the rose is full: the check says the roll is over
        for _ in range(_TRIES):
            if sum(dice) not in taken:
                break
            dice = super().parse(said, players, rng, catalogues)
        return dice


def rose_dice(field: Field) -> RoseDice:
    """``field`` (written as a plain ``Field``, so its help is extracted for translation) as the roll's dice."""
    return RoseDice(**{f.name: getattr(field, f.name) for f in fields(field) if f.init})
