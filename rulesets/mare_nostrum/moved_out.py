"""A strategy turn with nothing left to move or decide passes by itself (play-test 7, rules version 12).

Once the player on turn has no legion or fleet that may still move, no battle they may still start, and owes
nothing (a compulsory battle, a war, the after-battle choice, Greece's answer, new fleets to sail: see
``obligations``), the turn has no decision left, as a build turn with nothing left to buy (``spared``). It
passes wherever the rules leave nobody a choice of who comes next (the last player, the only one left, or one
the Commander named ahead); with several still to move, the Commander's pick still ends it. The play-test typed
six such ``next``\\ s over two evenings.

Logs from before version 12 replay as their rules took them (``STRATEGY_PASS_LOG``).
"""

from __future__ import annotations

from typing import Any

from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.helen import helen_chances
from rulesets.mare_nostrum.idle import IDLE_LOG
from rulesets.mare_nostrum.moves import fleet_mover, legion_mover
from rulesets.mare_nostrum.offered import fight_places

#: The session option of a log written before version 12, where a strategy turn with nothing left to move waited
#: for a typed ``next``: its events keep meaning what they meant.
STRATEGY_PASS_LOG = "strategy_turns_passed_by_hand"

#: The actions of a strategy turn: a log holding one may have passed such a turn by hand.
_STRATEGY_ACTIONS = frozenset({"move-legion", "move-fleet", "battle"})


def strategy_done(ctx: Context) -> bool:
    """Whether the strategy turn's holder has nothing left to move or fight (what they owe is the engine's
    question: a turn that owes something does not pass)."""
    turn = ctx.position.turn
    if ctx.phase != "strategy" or turn is None or ctx.options.get(STRATEGY_PASS_LOG) or ctx.options.get(IDLE_LOG):
        return False
    if legion_mover(ctx) or fleet_mover(ctx):
        return False
    state = game(ctx)
    civ = state.civs[turn]
    if any(c == civ for c, _ in helen_chances(ctx)):
        return False  # Helen's owner may still turn an entering legion while the turn lasts (p.13)
    # A battle still open to them (a sea battle is optional; a place fought this turn is done).
    return all((civ, place) in state.battles for place in fight_places(ctx, turn))


def _units(ctx: Context) -> dict[str, Any]:
    """Where units and buildings stand, and what legions hold: what a strategy action changes, a ``next`` not."""
    holders = [*ctx.ledger.holders("province"), *ctx.ledger.holders("sea")]
    holds = [(p.id, p.occupied, p.seizing) for p in game(ctx).provinces]
    return {"where": {h: dict(ctx.ledger.holding(h)) for h in holders}, "holds": holds}


def moved_out(before: Context, after: Context) -> list[str]:
    """``Petr has nothing left to move this turn: the turn passes.``, said with the action that left the strategy
    turn's holder nothing to do (a typed ``next`` says nothing of the kind)."""
    who = before.position.turn
    if who is None or before.phase != "strategy" or before.actor != who:
        return []
    if before.options.get(STRATEGY_PASS_LOG) or before.options.get(IDLE_LOG):
        return []
    if after.phase == "strategy" and after.position.turn == who:
        return []
    if _units(before) == _units(after):
        return []
    said = tr("{player} has nothing left to move this turn: the turn passes.")
    return [said.format(player=before.players[who].name)]


def legacy(events: Any) -> set[str]:
    """The version-12 option a log from before it needs: strategy turns passed by hand, if it played one."""
    for raw in events if isinstance(events, list) else ():
        if isinstance(raw, dict) and raw.get("t") in _STRATEGY_ACTIONS:
            return {STRATEGY_PASS_LOG}
    return set()
