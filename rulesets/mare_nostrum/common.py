"""Small helpers shared by the phase modules: the state, the actor, who may act."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.state import Context
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.state import State, current
from rulesets.mare_nostrum.words import civ_name

#: The session option of a log written before version 4 of these rules, whose handlers ignored some values
#: typed where the rules had no use for them (a ravage's card without Nebuchadnezzar, a neutral's fortresses):
#: its events keep meaning what they meant (the checks refuse such values in every session now).
LOOSE_LOG = "typed_loosely"

#: The session option of a log written before version 7, where one Greek fleet could blockade the same
#: transport again and again (p.11 pairs one Greek fleet with each carrying fleet): its events replay as taken.
BLOCKADE_LOG = "blockades_uncapped"

#: The session option of a log written before version 8, where a transport that no Greek fleet could fight any
#: more waited for a typed ``let-through``; since then the legions land by themselves (p.11): its events replay as
#: taken.
LANDING_LOG = "transports_landed_by_hand"

#: The session option of a log written before version 7 that passed a setup turn by hand: the preset start then
#: gave a turn to players with nothing to name, and its ``next`` events pass the turns they passed then.
SETUP_LOG = "setup_turns_for_all"


def loose(ctx: Context) -> bool:
    """Whether the session's log comes from before typed values were always taken as typed."""
    return bool(ctx.options.get(LOOSE_LOG))


def game(ctx: Context) -> State:
    """The Mare Nostrum state inside a context."""
    return current(ctx.game, ctx.kit)


def actor(ctx: Context) -> int:
    """Seat of the acting player (every Mare Nostrum action but the map's has one)."""
    if ctx.actor is None:
        raise ValueError("this action needs an acting player")
    return ctx.actor


def seat(ctx: Context, name: str) -> int:
    """Seat of a player by (canonical) name."""
    return ctx.player_index(name)


def player_name(ctx: Context, civ: str) -> str:
    """The name of the player of a civilization (a neutral one by its own name)."""
    who = game(ctx).player_of(civ)
    return ctx.players[who].name if who is not None else civ_name(civ)


def turn_only(ctx: Context) -> Sequence[int]:
    """The turn holder; nobody before the role holder has named who goes first."""
    turn = ctx.position.turn
    return () if turn is None else (turn,)


Who = Callable[[Context], Sequence[int]]


def owner_of(card: str) -> Who:
    """``who`` for a power or a role's task: the seat with this card (wonder, hero, role) in front of them;
    nobody once its once-a-round power is used (playtest: ``actions`` still offered a used Cleopatra)."""

    def who(ctx: Context) -> Sequence[int]:
        b = board(ctx)
        holder = b.holder_of(card)
        return () if holder is None or (holder, card) in b.state.used else (holder,)

    who.__name__ = f"owner_of_{card}"
    return who
