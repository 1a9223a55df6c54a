"""Helpers shared by the phase modules: the acting player's field, turn order, who is due."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.fields import Field
from engine.state import Context
from rulesets.civilization.components import V10_LOG as V10_LOG  # kept beside the older ones: see there
from rulesets.civilization.components import V11_LOG as V11_LOG
from rulesets.civilization.components import game
from rulesets.civilization.state import Realm

#: The field naming the acting player; it defaults to the player the rules expect.
PLAYER = Field("player", "player", "whose civilization (default: whose turn it is)")
#: The session option of a log written before version 5 of these rules: great persons were names in the state (a
#: card could be held twice), only the generic Great General fought, Despotism kept a policy, and relics' investments
#: and units were only said. Its events keep meaning what they meant.
V4_LOG = "rules_v4"
#: The session option of a log written before version 6: every player took every turn of the phases played in turn,
#: research ended when the table typed it, a deal named what changes hands and a unit card's attack was typed with its
#: upgrade. Its events keep meaning what they meant.
V5_LOG = "rules_v5"
#: The session option of a log written before version 7: coins were changed without a source, and the start and
#: movement phases said nothing of ending them at once. Its events keep meaning what they meant.
V6_LOG = "rules_v6"
#: The session option of a log written before version 9: a found hut or village's token was held besides the resource
#: or coin it gave, and a turn waited for ``next`` when another player's great person was the last thing it owed. Its
#: events keep meaning what they meant.
V8_LOG = "rules_v8"
#: The session option of a log written before version 10: a Native Art marker was held as a hut or village token
#: besides the culture steps it gave. Its events keep meaning what they meant.
V9_LOG = "rules_v9"
#: The session option of a log written before version 13: a hut or village marker the table applies itself
#: (``gives=other``) went to the player's token pile, where later events (``coins from=hut``, the token spent) may
#: rely on it. Its events keep meaning what they meant.
V12_LOG = "rules_v12"
#: The session option of a log written before version 14: a marker moving onto or past a great-person space made a
#: great person due; from version 14 only a marker that stops on one does (l. 129). Its events keep meaning what
#: they meant.
V13_LOG = "rules_v13"


def older(ctx: Context) -> bool:
    """Whether the session replays a log written before version 5 (see ``V4_LOG``)."""
    return bool(ctx.options.get(V4_LOG))


def me(ctx: Context) -> int:
    """The acting seat (every Civilization action but the table's has one)."""
    assert ctx.actor is not None, "a Civilization action needs an acting player"
    return ctx.actor


def in_turn_order(ctx: Context) -> list[int]:
    """Seats clockwise from the start player (l. 27, l. 96)."""
    count = len(ctx.players)
    return [(ctx.position.start + i) % count for i in range(count)]


def due(predicate: Callable[[Context, Realm, int], bool]) -> Callable[[Context], Sequence[int]]:
    """A ``who`` function: the seats, from the start player, that meet a condition."""

    def seats(ctx: Context) -> Sequence[int]:
        realms = game(ctx).realms
        return [s for s in in_turn_order(ctx) if predicate(ctx, realms[s], s)]

    return seats


def names(ctx: Context, seats: Sequence[int]) -> list[str]:
    """Players' names."""
    return [ctx.players[s].name for s in seats]
