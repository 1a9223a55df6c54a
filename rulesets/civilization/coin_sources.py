"""Coins gained or lost outside research and finds (l. 216): where they come from, checked against what the
player holds (moved out of ``trading``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import Violation, rule
from engine.i18n import N_, tr
from engine.state import Context
from rulesets.civilization.catalogues import fact
from rulesets.civilization.common import V6_LOG, me
from rulesets.civilization.components import all_coins, cities_of, moved, persons_of, wonders_of
from rulesets.civilization.components import coins as coin_dial
from rulesets.civilization.data import COINS_TO_WIN
from rulesets.civilization.plausible import finds_this_round
from rulesets.civilization.state import State


def coins(ctx: Context, args: Mapping[str, Any]) -> State:
    # Gains come from the bank (coins are unlimited); a loss goes back to it.
    ctx.move("coin", args["change"], "bank", ctx.own("coins", me(ctx)))
    return moved(ctx)


#: Where coins come from (l. 216: techs, huts, great persons, wonders; a Bank's printed coin) or go (lost).
# Marked: a choice is listed and taken in the language spoken.
SOURCES = (N_("person"), N_("wonder"), N_("building"), N_("tech"), N_("hut"), N_("lost"))


def check_coins(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """Coins come only from what the rules give them (l. 216), and 15 of them win (l. 9): a change names its
    source, and the player must hold it. Techs and huts give theirs by themselves (research, hut)."""
    if ctx.options.get(V6_LOG):
        return []
    source, change, seat = args.get("from"), args["change"], me(ctx)
    name = ctx.players[seat].name
    if not source:
        return [rule("Source", tr("say where the coins come from or go (from=)"), "coins")]
    if source == "lost":
        return [] if change < 0 else [rule("Source", tr("a gain of coins is not a loss: name its source"), "coins")]
    if change < 0:
        return [rule("Source", tr("coins lost say from=lost"), "coins")]
    held = any(ctx.ledger.count(ctx.own("stock", seat), t) for t in ("hut", "village"))
    if source == "hut" and (held or finds_this_round(ctx, seat)):
        # A marker the kit does not say the gift of (Wealth), found this round (or held, as older rules kept it):
        # the table applies its coins from the bank.
        return _winning(ctx, seat, change)
    if source in ("tech", "hut"):
        said = tr("coins printed on a tech come with research; a hut's coin with hut reward=coin")
        return [rule("Source", said, "coins")]
    if source == "person" and not persons_of(ctx, seat):
        return [rule("Source", tr("{player} holds no great person").format(player=name), "coins")]
    if source == "wonder" and not wonders_of(ctx, seat):
        return [rule("Source", tr("{player} has no wonder").format(player=name), "coins")]
    if source == "building":
        printed = sum(fact(ctx, "buildings", b, "coins", 0) for c in cities_of(ctx, seat) for b in c.buildings)
        if not printed:
            return [
                rule("Source", tr("{player} has no building with a coin printed on it").format(player=name), "coins")
            ]
    return _winning(ctx, seat, change)


def _winning(ctx: Context, seat: int, change: int) -> list[Violation]:
    """A gain that would win the game on coins (l. 9, investments counted, l. 222) is asked first: the app cannot
    see what a great person's or a wonder's card gives (play-test 11: 15 coins from Hannibal were accepted and
    would have won). Forced, it is the table's word that the cards give it."""
    before = all_coins(ctx, seat)
    if before >= COINS_TO_WIN or before + change < COINS_TO_WIN:
        return []
    said = tr(
        "{n} coins would win the game for {player} ({goal} win); the app cannot see what the card gives, so it asks "
        "first"
    )
    said = said.format(n=before + change, player=ctx.players[seat].name, goal=COINS_TO_WIN)
    return [rule("Coin victory", said, "coins")]


def coins_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    said = tr("{player}'s coin dial goes from {old} to {new}.")
    return [said.format(player=before.players[seat].name, old=coin_dial(before, seat), new=coin_dial(after, seat))]
