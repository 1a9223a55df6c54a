"""Trade phase powers: the Temple of Artemis and Cleopatra.

The income the phase begins with is paid in ``economy`` (``collect_income``), the exchange is in
``exchange``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Derive, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.common import actor, game, owner_of
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import TAXES
from rulesets.mare_nostrum.payment import holds_named
from rulesets.mare_nostrum.roles import after_roles, roles_first
from rulesets.mare_nostrum.state import State

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
        said = tr("{player} has already taken the extra good this round (Temple of Artemis)")
        return [rule("Temple of Artemis", said.format(player=ctx.players[who].name), "wonders")]
    return roles_first(ctx)


def cleopatra(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = actor(ctx)
    hand = f"hand:{state.civs[who]}"
    # The ledger's own refusal named the card with its holder to the table ("Bob's gems card cannot be taken",
    # app play-test, issue 32) where he holds none: say that, and nothing more of the hand.
    holds_named(ctx, who, [args["give"]], "heroes")
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
        said = tr("{player} has already swapped with Cleopatra this round: once a trade phase").format(player=name)
        out.append(rule("Cleopatra", said, "heroes"))
    if (args["give"] == TAXES) == (args["take"] == TAXES):
        out.append(rule("Cleopatra", "swap one tax for one good, or one good for one tax", "heroes"))
    return out


_PLAYER = Field("player", "player", "whose card")


def _holder(card: str, civ: str | None = None) -> Derive:
    """``actor_of`` of a once-a-round power: its holder acts, used or not, so a second try is told that it was
    used, and by whom (play-test: a repeated ``cleopatra`` said only that nobody may take it now); held by
    nobody, the player of the civilization it serves, told that they do not have it."""

    def named(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
        b = board(ctx)
        seat = b.holder_of(card)
        if seat is None and civ is not None:
            seat = b.state.player_of(civ)
        return {} if seat is None else {"player": ctx.players[seat].name}

    return named


ACTIONS = (
    ActionSpec(
        "artemis",
        artemis,
        fields=(_PLAYER, Field("good", "ref", "the extra good", catalogue="good")),
        phases=("trade",),
        who=after_roles(owner_of("artemis")),
        actor="player",
        actor_of=_holder("artemis"),
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
        who=after_roles(owner_of("cleopatra")),
        actor="player",
        actor_of=_holder("cleopatra", "egypt"),
        check=check_cleopatra,
        help="Cleopatra: once per trade phase swap a tax for any good with the bank, or back.",
        topic="heroes",
        text="{actor} swaps one {give} card for one {take} card with Cleopatra",  # play-test 11: "swaps tax for gems"
    ),
)
