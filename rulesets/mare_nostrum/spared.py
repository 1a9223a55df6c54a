"""Inputs the app can spare (issue 32, rules version 9): a build turn with nothing left to buy passes by itself,
and ``cards=taxes`` pays with as many tax cards as the purchase costs.

A builder whose hand makes no set that pays for anything (and who has no free Hammurabi influence left) has no
decision left in the build turn: the turn passes, as a typed ``next`` would, wherever the rules leave nobody a
choice of who comes next (the last builder, or the only one left, or one the Statesman named ahead). It is not
passed where the end of the phase would discard goods a Hanging Gardens owner has not yet said whether to keep.

A set is all taxes or all different goods (p.6), so a single ``taxes`` named for a purchase of two or more cards
can only mean the tax cards: it reads as that many.

Logs from before version 9 replay as their rules took them (``BUILD_PASS_LOG``, ``TAXES_LOG``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.i18n import tr
from engine.ruleset import Ruleset
from engine.state import Context
from engine.turns import still_to_act
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import CARDS, TAXES
from rulesets.mare_nostrum.idle import IDLE_LOG, idle
from rulesets.mare_nostrum.payment import cost, gardens_choice

#: The session option of a log written before version 9, where a build turn with nothing left to buy waited for a
#: typed ``next``: its events keep meaning what they meant.
BUILD_PASS_LOG = "build_turns_passed_by_hand"

#: The session option of a log written before version 9 that named a lone ``taxes`` as a purchase's set: it paid
#: that one card (forced past the set's size), and replays so.
TAXES_LOG = "lone_taxes_one_card"


def _passes(ctx: Context) -> bool:
    """Whether build turns pass by themselves in this session (not an older log's)."""
    return not ctx.options.get(BUILD_PASS_LOG) and not ctx.options.get(IDLE_LOG)


def _keep_open(ctx: Context, b: Board) -> bool:
    """Whether a Hanging Gardens owner holds more goods than the card keeps and has not said which to keep
    (p.13: up to 2 goods besides the taxes; fewer are kept by themselves, ``payment.kept_by_default``): the
    phase's end would discard them, so it waits for a word."""
    return any(gardens_choice(ctx, b, seat) for seat in range(len(b.state.civs)))


def build_done(ruleset: Ruleset, ctx: Context) -> bool:
    """Whether the build turn's holder has nothing left to buy: the turn then passes by itself."""
    turn = ctx.position.turn
    if ctx.phase != "build" or turn is None or not _passes(ctx) or not idle(ctx, turn):
        return False
    # The last builder's turn ends the phase, and the phase's end discards: not past a keep choice still open.
    return bool(still_to_act(ruleset, ctx)) or not _keep_open(ctx, board(ctx))


def built_out(before: Context, after: Context) -> list[str]:
    """``Dana has nothing left to buy this turn: the turn passes.``, said with the purchase that left the build
    turn's holder nothing to buy (a ``next`` typed by the Statesman ends a turn that had nothing left before it,
    and says nothing of the kind)."""
    who = before.position.turn
    if who is None or before.phase != "build" or not _passes(before) or before.actor != who:
        return []
    if after.phase == "build" and after.position.turn == who:
        return []
    if idle(before, who) or not _bought(before, after, who) or not _spent_out(after, who):
        return []
    said = tr("{player} has nothing left to buy this turn: the turn passes.")
    return [said.format(player=before.players[who].name)]


def _bought(before: Context, after: Context, who: int) -> bool:
    """Whether the action put something in play for the player (a piece, a building, a wonder or a hero): a
    purchase, not a typed ``next`` whose phase end sent cards back to the bank."""
    civ = game(before).civs[who]

    def pieces(ctx: Context) -> list[tuple[str, dict[str, int]]]:
        bank = {kind: n for kind, n in ctx.ledger.holding(BANK) if kind not in CARDS}
        return [(h, dict(ctx.ledger.holding(h))) for h in (f"reserve:{civ}", f"tableau:{civ}")] + [(BANK, bank)]

    return pieces(before) != pieces(after)


def _spent_out(after: Context, who: int) -> bool:
    """Whether a player's hand after the action buys nothing (read as in the build phase once it has ended)."""
    return idle(after if after.phase == "build" else replace(after, phase="build"), who)


def typed_cards(ctx: Context, b: Board, player: int, item: str, cards: Sequence[str] | None) -> list[str] | None:
    """The set named for a purchase, a lone ``taxes`` read as the tax cards it costs (see the module)."""
    if cards is None:
        return None
    named = list(cards)
    if named != [TAXES] or ctx.options.get(TAXES_LOG) or ctx.phase != "build":
        return named
    return [TAXES] * max(1, cost(b, player, item, False))


def legacy(events: Any) -> set[str]:
    """The version-9 options a log from before it needs: build turns passed by hand, if it bought anything; a
    lone ``taxes`` paid as one card, if it named one."""
    out: set[str] = set()
    for raw in events if isinstance(events, list) else ():
        if not isinstance(raw, dict) or raw.get("t") != "buy":
            continue
        out.add(BUILD_PASS_LOG)
        args = raw.get("a")
        if isinstance(args, dict) and args.get("cards") == [TAXES]:
            out.add(TAXES_LOG)
    return out
