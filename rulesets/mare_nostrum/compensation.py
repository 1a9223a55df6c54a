"""The card the Merchant owes after the exchange: whoever ends up one card short gets one from his hand (p.5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.common import actor, game, owner_of
from rulesets.mare_nostrum.exchange import merchant
from rulesets.mare_nostrum.payment import holds_named
from rulesets.mare_nostrum.roles import after_roles, roles_first
from rulesets.mare_nostrum.state import State

_MERCHANT = owner_of("merchant")


def short_one(ctx: Context) -> Sequence[int]:
    """The Merchant, while he owes a card."""
    exchange = game(ctx).exchange
    if exchange is None or exchange.short is None:
        return ()
    return _MERCHANT(ctx)


def compensate(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    exchange = state.exchange
    giver = merchant(ctx)
    assert exchange is not None and exchange.short is not None and giver is not None, "the check asks for one"
    holds_named(ctx, giver, [args["card"]], "exchange")
    ctx.move(args["card"], 1, f"hand:{state.civs[giver]}", f"hand:{state.civs[exchange.short]}")
    return replace(state, exchange=replace(exchange, short=None))


def check_compensate(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    exchange = game(ctx).exchange
    if exchange is None or exchange.short is None:
        return [rule("Exchange", "nobody is owed a card", "exchange")]
    if actor(ctx) != merchant(ctx):
        return [rule("Merchant", "the Merchant gives the card", "exchange")]
    return roles_first(ctx)


def compensate_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    """Who got the card (play-test 9: the log said only "to the player left short")."""
    exchange = game(before).exchange
    if exchange is None or exchange.short is None:
        return []
    said = tr("The card goes to {player}, left one card short by the exchange.")
    return [said.format(player=before.players[exchange.short].name)]


COMPENSATE = ActionSpec(
    "compensate",
    compensate,
    fields=(Field("card", "ref", "a card from the Merchant's hand", catalogue="card"),),
    phases=("trade",),
    who=after_roles(short_one),
    check=check_compensate,
    help="Merchant: give one card to the player left one short by the exchange.",
    topic="exchange",
    private=("card",),  # from hand to hand: the others see a card change hands, not which
    text="{actor} gives {card} to the player left short",
    outcome=compensate_outcome,
)
