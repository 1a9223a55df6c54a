"""The first start player (L5): every player rolls two dice; the highest roll takes the dice and starts.

``start-player`` names who the table chose or rolls here for everyone; a tie for the highest is rolled
again. Later rounds pass the dice to the left (``StruggleForRome.start_player``).
"""

from __future__ import annotations

from dataclasses import replace

from engine.fields import Field
from engine.i18n import N_
from engine.startroll import start_player_action
from engine.state import Context
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.state import State


def _first(ctx: Context, seat: int) -> State:
    return replace(game(ctx), first=seat)


def _begun(ctx: Context) -> bool:
    """Too late once the first resource roll is made, or once chosen: the roll-off is made once (L5; play-test 9
    N5: a second start-player was accepted)."""
    return ctx.position.round != 1 or bool(game(ctx).rolls) or game(ctx).first is not None


ACTION = start_player_action(
    dice=Field("dice", "dice", "or two dice a player in seat order (roll: the app rolls them); highest starts"),
    each=2,
    score=sum,
    unit="",
    choose=_first,
    begun=_begun,
    topic="setup",
    phases=("roll",),
    then=N_("rolls first"),
)
