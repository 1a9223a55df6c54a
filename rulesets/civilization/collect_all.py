"""One command for the trade everyone collects as last time (issue 36, play-test 5).

A player whose cities stand as they did at the last count collects the same trade again (``counts``); the
play-test typed a bare ``collect-trade`` for each of them, three a round. ``collect-all`` collects for every
player still to collect whose count is remembered and unchanged, each said in the log, and names those who must
count the map themselves. The amounts are worked out before the checks and kept with the event, so a replay
collects what was collected then.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import fold, phrase_list
from engine.state import Context
from rulesets.civilization import counts
from rulesets.civilization.common import in_turn_order
from rulesets.civilization.components import game, realm
from rulesets.civilization.data import TRADE_MAX
from rulesets.civilization.state import State
from rulesets.civilization.trading import not_collected


def _waiting(ctx: Context) -> list[int]:
    """The seats still to collect this round, from the start player."""
    return [s for s in in_turn_order(ctx) if not_collected(ctx, realm(ctx, s), s)]


def _seat(ctx: Context, name: str) -> int:
    """A player's seat from the name kept with the event (a ``strs`` field keeps it folded)."""
    return next(s for s, p in enumerate(ctx.players) if fold(p.name) == fold(name))


def derive(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Who collects and how much: every player still to collect whose remembered count stands."""
    if "players" in args:
        return {}
    known = [(s, counts.recalled(ctx, s, counts.TRADE)) for s in _waiting(ctx)]
    # Kept as a ``strs`` field keeps its words (lower case), so a saved log reads back the same.
    found = [(ctx.players[s].name.strip().lower(), n) for s, n in known if n is not None]
    return {"players": [name for name, _ in found], "amounts": [n for _, n in found]}


def collect_all(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    for name, amount in zip(args.get("players", ()), args.get("amounts", ()), strict=True):
        seat = _seat(ctx, name)
        mine = state.realms[seat]
        mine = mine.but(trade=min(mine.trade + amount, TRADE_MAX), collected=ctx.position.round)
        was = counts.shape(ctx, seat, counts.TRADE)
        state = counts.remember(state.with_realm(seat, mine), seat, counts.TRADE, amount, was)
    return replace(state, closed=ctx.position.round) if args.get("close") else state


def trade_closed(ctx: Context) -> bool:
    """Whether Trade ends by itself: the table said no deals this round (``close``) and everyone has collected."""
    return ctx.phase == "trade" and game(ctx).closed == ctx.position.round and not _waiting(ctx)


def check_collect_all(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if ctx.phase != "trade":
        # Forced elsewhere it would collect for everyone and close Trade while another phase's turns are open
        # (play-test 11: "allowed if forced" in Cyril's start turn): nothing to override, as for a hut out of its
        # phase.
        said = tr("collect-all collects for the whole table in Trade: it waits for that phase")
        return [Violation("Phase", said, "trade", physical=True, mend=N_("next-phase moves the table on to Trade"))]
    waiting = _waiting(ctx)
    if not waiting:
        return [rule("Collect", "everyone has collected trade this round", "trade")]
    named = [fold(n) for n in args.get("players", ())]
    if not named:
        # Nothing to override (play-test 9: round 1 said "use --force"): what the table does instead is said.
        said = tr(
            "nobody still to collect has a count kept from last time that still stands ({players}): "
            "each types collect-trade amount=N"
        )
        said = said.format(players=phrase_list([ctx.players[s].name for s in waiting]))
        mend = N_("collect-all has no count to collect for them")
        return [Violation("Collect", said, "trade", physical=True, mend=mend)]
    kept = derive(ctx, {})
    if (named, list(args.get("amounts", ()))) != ([fold(n) for n in kept["players"]], kept["amounts"]):
        # The players and amounts are the app's to work out: another count is typed with collect-trade.
        return [rule("Collect", "collect-all takes the counts kept; type collect-trade for any other", "trade")]
    return []


def outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    out = []
    for name, amount in zip(args.get("players", ()), args.get("amounts", ()), strict=True):
        seat = _seat(before, name)
        name = before.players[seat].name
        old, new = realm(before, seat).trade, realm(after, seat).trade
        said = ntr(
            "{player} collects {n} trade, as last time: the dial goes from {old} to {new}.",
            "{player} collects {n} trade, as last time: the dial goes from {old} to {new}.",
            amount,
        )
        out.append(said.format(player=name, n=amount, old=old, new=new))
        lost = old + amount - new
        if lost > 0:
            over = ntr("{n} trade over {most} is lost.", "{n} trade over {most} are lost.", lost)
            out.append(over.format(n=lost, most=TRADE_MAX))
    left = [after.players[s].name for s in _waiting(after)]
    if args.get("close"):
        if left:
            out.append(tr("No deals this round: Trade ends once the rest have collected."))
        else:
            out.append(tr("No deals this round: Trade ends."))
    if left:
        said = ntr(
            "{players} counts the map again and types it with collect-trade: {why}.",
            "{players} count the map again and type it with collect-trade: {why}.",
            len(left),
        )
        why = "; ".join(_why_again(after, s) for s in _waiting(after))
        out.append(said.format(players=phrase_list(left), why=why))
    return out


def _why_again(ctx: Context, seat: int) -> str:
    """Why a player's trade is counted again (play-test 11: "their cities changed, or nothing is kept" for three
    players said neither which nor what): nothing kept, or what changed since ("Library built in Peking")."""
    name = ctx.players[seat].name
    kept = next((c for c in realm(ctx, seat).counted if c[0] == counts.TRADE), None)
    if kept is None:
        return tr("{player} has no count kept").format(player=name)
    changed = counts.changed_said(ctx, seat, counts.TRADE, kept[2])
    if not changed:
        return tr("{player}'s cities changed").format(player=name)
    return tr("{player}: {changes}").format(player=name, changes=phrase_list(changed))


ACTIONS = (
    ActionSpec(
        "collect-all",
        collect_all,
        fields=(
            Field("players", "strs", "who collects as last time", required=False, asked=False),
            Field("amounts", "ints", "the trade each collects", required=False, asked=False),
            # Play-test 10: every round ended Trade with a bare next after collect-all; the table says it here.
            Field("close", "bool", "no deals this round: Trade ends once everyone has collected", required=False),
        ),
        phases=("trade",),
        who="table",
        check=check_collect_all,
        derive=derive,
        offered=lambda ctx: any(counts.recalled(ctx, s, counts.TRADE) is not None for s in _waiting(ctx)),
        help="Everyone whose cities are unchanged collects the trade they counted last time (the rest type theirs).",
        topic="trade",
        text="everyone whose cities are unchanged collects trade as last time",
        outcome=outcome,
    ),
)
