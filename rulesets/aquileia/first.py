"""The first start player (l.2): chosen at random, e.g. by rolling the red dice: most gold starts.

Later rounds start with the first tie marker's owner (``Aquileia.enter``).
``start-player`` either names who the table chose or rolls three red dice
for every player here; a tie for the most gold is rolled again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, tr
from engine.startroll import start_player_action
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, game
from rulesets.aquileia.placement import anything_placed
from rulesets.aquileia.state import State

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

#: Marks the first round's start player as chosen: once the table has chosen (or rolled), it is done
#: (play-test: a second `start-player` was still allowed after the turn-ups).
CHOSEN = "start-player"


def same_faction(ruleset: Ruleset[Any], wanted: Sequence[tuple[str, str | None]]) -> None:
    """Refuse two players of one colour, naming them and it (play-test 9: "two players chose the same faction"
    said neither; the engine checks the rest).

    Raises:
        BadInput: Two players named the same colour.
    """
    from engine.seating import faction_names

    seen: dict[str, str] = {}
    for name, typed in wanted:
        if typed is None or not typed.strip():
            continue
        found = faction_names(ruleset).get(typed) if typed not in ruleset.factions else None
        faction = typed if typed in ruleset.factions else (found.id if found is not None else "")
        if not faction:
            continue  # an unknown colour: the engine says so
        if faction in seen:
            said = tr("{first} and {second} both chose {colour}: each player needs a colour of their own")
            raise BadInput(said.format(first=seen[faction], second=name, colour=ruleset.faction_name(faction)))
        seen[faction] = name


def _first(ctx: Context, seat: int) -> State:
    return replace(game(ctx), placer=seat).mark(CHOSEN)


def chosen(ctx: Context) -> bool:
    """Whether the first start player is settled: chosen, or the first round's placing has begun."""
    return ctx.position.round != 1 or CHOSEN in game(ctx).done or anything_placed(ctx)


ACTION = start_player_action(
    dice=Field(
        "dice",
        "choices",
        "or the red dice, 3 a player in seat order (roll: the app rolls them); most gold starts",
        choices=METAL_CHOICES,
        rolled=METAL_CHOICES,
    ),
    each=3,  # l.2's example: the red dice
    score=lambda faces: list(faces).count("gold"),
    unit="gold",
    choose=_first,
    begun=chosen,
    topic="placement",
    phases=("placement",),
    then=N_("places first"),
)
