"""Trade phase: income from the bank, the Temple of Artemis and Cleopatra.

Income moves cards from the bank to each hand when the phase begins. The
bank holds the rulebook's 35 taxes and 88 goods; should it run short of a
card, players are paid in seating order from the Merchant while it lasts
(the rules give no order: see the ``decisions`` topic). The exchange is in
``exchange``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import actor, game, owner_of
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import GOODS, TAXES
from rulesets.mare_nostrum.economy import income
from rulesets.mare_nostrum.roles import roles_first
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.words import card_name


def collect_income(ctx: Context, state: State) -> State:
    """Pay every player's income from the bank, noting what the bank could not pay."""
    b = Board(state, ctx.ledger)
    merchant = b.roles()[0] or 0
    count = len(state.civs)
    short = []
    for player in ((merchant + i) % count for i in range(count)):
        due = income(Board(state, ctx.ledger), player)
        wanted = {TAXES: due["taxes"], **{g: n for g, n in due["goods"].items() if g in GOODS}}
        for card, n in wanted.items():
            paid = min(n, ctx.ledger.count(BANK, card))
            ctx.move(card, paid, BANK, f"hand:{state.civs[player]}")
            if paid < n:
                said = tr("{player} got {paid} of {n} {card}: the bank had no more.")
                short.append(said.format(player=ctx.players[player].name, paid=paid, n=n, card=card_name(card)))
    return replace(state, shortfall=tuple(short))


# -- Artemis and Cleopatra ---------------------------------------------------------


def artemis(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = actor(ctx)
    ctx.move(args["good"], 1, BANK, f"hand:{state.civs[who]}")
    return replace(state, used=state.used | {(who, "artemis")})


def check_artemis(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    who = actor(ctx)
    if not b.owns(who, "artemis"):
        said = tr("{player} does not own the Temple of Artemis").format(player=ctx.players[who].name)
        return [rule("Temple of Artemis", said, "wonders")]
    if (who, "artemis") in b.state.used:
        return [rule("Temple of Artemis", "the extra good has been taken this round", "wonders")]
    return roles_first(ctx)


def cleopatra(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = actor(ctx)
    hand = f"hand:{state.civs[who]}"
    ctx.move(args["give"], 1, hand, BANK)
    ctx.move(args["take"], 1, BANK, hand)
    return replace(state, used=state.used | {(who, "cleopatra")})


def check_cleopatra(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    who = actor(ctx)
    name = ctx.players[who].name
    out = roles_first(ctx)
    if not b.owns(who, "cleopatra"):
        out.append(rule("Cleopatra", tr("{player} does not have Cleopatra").format(player=name), "heroes"))
    if (who, "cleopatra") in b.state.used:
        out.append(rule("Cleopatra", "Cleopatra's swap is once per trade phase", "heroes"))
    if (args["give"] == TAXES) == (args["take"] == TAXES):
        out.append(rule("Cleopatra", "swap one tax for one good, or one good for one tax", "heroes"))
    return out


_PLAYER = Field("player", "player", "whose card")

ACTIONS = (
    ActionSpec(
        "artemis",
        artemis,
        fields=(_PLAYER, Field("good", "ref", "the extra good", catalogue="good")),
        phases=("trade",),
        who=owner_of("artemis"),
        actor="player",
        check=check_artemis,
        help="Temple of Artemis: take one good of your choice with this round's income.",
        topic="wonders",
        text="{actor} takes {good} with the Temple of Artemis",
    ),
    ActionSpec(
        "cleopatra",
        cleopatra,
        fields=(
            _PLAYER,
            Field("give", "ref", "card returned to the bank", catalogue="card"),
            Field("take", "ref", "card taken from the bank", catalogue="card"),
        ),
        phases=("trade",),
        who=owner_of("cleopatra"),
        actor="player",
        check=check_cleopatra,
        help="Cleopatra: once per trade phase swap a tax for any good with the bank, or back.",
        topic="heroes",
        text="{actor} swaps {give} for {take} with Cleopatra",
    ),
)
