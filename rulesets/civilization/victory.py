"""How near each player is to each of the four victories (l. 7, l. 203): tech level, culture, coins, a capital."""

from __future__ import annotations

from engine.i18n import tr
from engine.ruleset import VictoryProgress
from engine.state import Context
from rulesets.civilization import catalogues as cat
from rulesets.civilization import culture
from rulesets.civilization.components import game
from rulesets.civilization.data import COINS_TO_WIN, TECH_TO_WIN_LEVEL


def progress(ctx: Context) -> list[VictoryProgress]:
    """Every player's progress toward the tech, culture, economic and military victories.

    Args:
        ctx: The table.

    Returns:
        Four entries per player, in seat order.
    """
    state = game(ctx)
    # Unknown until told (at the first arts): no stand-in end, neither shown nor won at.
    end = culture.known_track(ctx, "spaces")
    out = []
    ledger = ctx.ledger
    by_kind = cat.book(ctx).by_kind
    labels = (tr("Tech level"), tr("Culture track"), tr("Coins"), tr("Capitals taken"))
    # Called after nearly every event: read the ledger directly rather than through helpers.
    for seat, player in enumerate(ctx.players):
        mine = state.realms[seat]
        # The level-5 tech (Space Flight) on a sound pyramid wins (l. 7, l. 203).
        top = 0
        for kind, _ in ledger.holding(f"pyramid:{player.faction}"):
            tech = by_kind.get(kind)
            if tech is not None:
                top = max(top, 1 if tech.id == mine.start_tech else tech.level or 1)
        coins = ledger.count(f"coins:{player.faction}", "coin") + ledger.count(f"investments:{player.faction}", "coin")
        out += [
            VictoryProgress(player.name, "technology", labels[0], top, TECH_TO_WIN_LEVEL, top >= TECH_TO_WIN_LEVEL),
            VictoryProgress(
                player.name, "culture", labels[1], mine.culture, end, end is not None and mine.culture >= end
            ),
            VictoryProgress(player.name, "economy", labels[2], coins, COINS_TO_WIN, coins >= COINS_TO_WIN),
            # Said as what is counted: "Capitals taken 0 of 1", not "Military 0 of 1".
            VictoryProgress(player.name, "military", labels[3], int(mine.captured_capital), 1, mine.captured_capital),
        ]
    return out
