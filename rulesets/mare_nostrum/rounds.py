"""What happens by itself as a round or a phase begins: the role cards, income, the cards discarded
after building, and a strategy phase's fresh slate."""

from __future__ import annotations

from dataclasses import replace

from engine.phases import Position
from engine.state import Context
from rulesets.mare_nostrum import payment, roles
from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.economy import collect_income, merchant_pending
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.victory import decided

#: The session option of a log written before version 6 of these rules, which paid the trade phase's income as
#: the phase began, a role card still to hand on or not: its events keep meaning what they meant.
INCOME_LOG = "income_before_roles"


def held(b: Board) -> tuple[frozenset[str], ...]:
    """The provinces each player holds influence in (by seat): what ``held_at_start`` keeps."""
    return tuple(frozenset(p.id for p in b.provinces_of(civ)) for civ in b.state.civs)


def enter(ctx: Context, previous: Position, previous_phase: str) -> State:
    """The state once the table has moved from ``previous`` (in the phase ``previous_phase``) to ``ctx``'s."""
    state = game(ctx)
    if ctx.position.round != previous.round and ctx.position.round > 1:
        state = roles.round_start(ctx, replace(state, used=frozenset()))
        state = replace(state, held_at_start=held(Board(state, ctx.ledger)))
    if ctx.phase == "trade":
        if previous.round == 0 or previous_phase == "setup":
            state = replace(state, held_at_start=held(Board(state, ctx.ledger)))
        state = replace(state, exchange=None)
        if merchant_pending(state) and not ctx.options.get(INCOME_LOG):
            # p.4 (l.11): the role cards come first; income waits for the new Merchant (``roles.give_role``), so
            # a bank running short pays from him (issue 32: it paid from the old one). The other roles change
            # nothing in it: it is paid at once while only they are still to hand on.
            state = replace(state, income_due=True)
        else:
            state = collect_income(ctx, state)
    if ctx.phase == "build":
        if state.income_due:  # the trade phase was ended past a role still to hand on: the income is still owed
            state = collect_income(ctx, replace(state, income_due=False))
        state = replace(state, used=frozenset(u for u in state.used if u[1] != "hammurabi"), bought=frozenset())
        if "tie-break" in ctx.variants:
            state = replace(state, decided=decided(Board(state, ctx.ledger)))
    if ctx.phase == "strategy":
        state = payment.discard_at_end(ctx, state)
        state = replace(
            state, moved=(), must_fight=(), after_battle=(), battles=(), fought=(), legions_moved=frozenset()
        )
        state = replace(state, used=frozenset(u for u in state.used if u[1] != "helen"))
    return state
