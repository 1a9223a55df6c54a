"""The action the table waits for now, phase by phase: the app opens its form, so nobody picks what the
rules already say comes next."""

from __future__ import annotations

from engine.state import Context
from rulesets.mare_nostrum import conquest, exchange, roles
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.common import BLOCKADE_LOG, game
from rulesets.mare_nostrum.idle import can_buy
from rulesets.mare_nostrum.pending import unused_powers
from rulesets.mare_nostrum.reach import unfought_seas
from rulesets.mare_nostrum.setup import setup_action


def _trade(ctx: Context) -> str | None:
    state = game(ctx)
    exchange_now = state.exchange
    if state.pending_roles:
        return "give-role"
    if exchange_now is None:
        return "exchange-size"
    if exchange.to_offer(ctx):
        return "offer"
    if exchange_now.next is not None:
        return "take"
    if exchange_now.short is not None:
        return "compensate"
    # Cleopatra's swap or the Temple of Artemis's good, still to use: the phase waits for it (or for
    # next-phase, should its owner let it go).
    powers = unused_powers(ctx)
    return powers[0][1] if powers else None


def _setup(ctx: Context) -> str | None:
    if "points-start" in ctx.variants:
        return None
    # The preset start: each player names their caravans' goods (Egypt places one more), the roles are
    # handed out, then next-phase begins the first round.
    work = setup_action(ctx)
    if work is not None:
        return work
    return "give-role" if roles.role_obligations(ctx) else "next-phase"


def awaited(ctx: Context) -> str | None:
    """The action the table waits for now, if one is."""
    if ctx.phase == "trade":
        return _trade(ctx)
    if ctx.phase == "setup":
        return _setup(ctx)
    if ctx.phase not in ("build", "strategy"):
        return None
    state = game(ctx)
    turn = ctx.position.turn
    if turn is None:
        return "next"  # the Statesman or Commander names who goes next
    if ctx.phase == "build":
        # A builder whose hand pays for nothing more waits only on the Statesman naming who builds next (the
        # turn passes by itself where nobody has that choice): play-test 6's app reopened the buy form.
        return "buy" if can_buy(board(ctx), turn) else "next"
    if state.transport is not None:
        # Greece's answer to the announced transport: let-through once no Greek fleet on the route may fight it.
        return "blockade" if unfought_seas(board(ctx), bool(ctx.options.get(BLOCKADE_LOG))) else "let-through"
    if any(civ == state.civs[turn] for civ, _ in state.must_fight):
        return "battle"
    chosen = conquest.choice_awaited(board(ctx), state.civs[turn])
    if chosen is not None:
        return chosen  # p.10: ravage, occupy or seize where the legions were left alone (its form opens)
    if any(board(ctx).new_fleets(p.id).get(state.civs[turn]) for p in state.provinces):
        return "move-fleet"  # fleets built this round must sail to a sea zone before the turn ends
    return None
