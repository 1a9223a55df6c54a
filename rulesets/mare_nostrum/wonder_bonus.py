"""The free piece of the Statue of Zeus (a fortress) and the Lighthouse (an influence marker), p.12-13.

Play-test 12: bought without ``bonus_province`` the wonder lost its free piece without a word, and nothing could
place it later in the turn. The purchase now asks where it goes, naming the provinces, or fills the one place.
"""

from __future__ import annotations

from dataclasses import replace

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.names import listed
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.placement import places_for


def owned_trial(ctx: Context, b: Board, player: int, item: str) -> Context:
    """The table as it is once the wonder is owned: the free piece is placed then (the Lighthouse lifts the
    reach)."""
    return replace(ctx, ledger=ctx.ledger.move(item, 1, BANK, f"tableau:{b.state.civs[player]}"))


def bonus_places(ctx: Context, b: Board, player: int, item: str) -> list[str]:
    """Where the free piece of the Statue of Zeus (a fortress) or the Lighthouse (an influence marker) may go
    once the wonder is bought; none while the reserve holds no such piece."""
    kind = "fortress" if item == "zeus" else "influence"
    civ = b.state.civs[player]
    if not ctx.ledger.count(f"reserve:{civ}", f"{kind}:{civ}"):
        return []
    return places_for(owned_trial(ctx, b, player, item), player, kind, None)


def bonus_asked(ctx: Context, b: Board, player: int, item: str) -> list[Violation]:
    """Play-test 12: a wonder bought without ``bonus_province`` lost its free piece without a word, and nothing
    could place it later. The purchase asks where it goes instead (one place only: filled in by itself)."""
    fits = [b.state.province(p).name for p in bonus_places(ctx, b, player, item)]
    if not fits:
        return []
    said = tr("say where the free fortress goes: {field}={provinces}")
    if item == "lighthouse":
        said = tr("say where the free influence marker goes: {field}={provinces}")
    said = said.format(field=field_word("bonus_province"), provinces=listed(fits, "or"))
    return [rule("Placement", said, "build")]
