"""The first start player (l.2): chosen at random, e.g. by rolling the red dice: most gold starts.

Later rounds start with the first tie marker's owner (``Aquileia.enter``).
``start-player`` either names who the table chose or rolls three red dice
for every player here; a tie for the most gold is rolled again.
"""

from __future__ import annotations

from dataclasses import replace

from engine.fields import Field
from engine.i18n import N_
from engine.startroll import start_player_action
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, game
from rulesets.aquileia.placement import anything_placed
from rulesets.aquileia.state import State


def _first(ctx: Context, seat: int) -> State:
    return replace(game(ctx), placer=seat)


def _begun(ctx: Context) -> bool:
    return ctx.position.round != 1 or anything_placed(ctx)


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
    begun=_begun,
    topic="placement",
    phases=("placement",),
    then=N_("places first"),
)
