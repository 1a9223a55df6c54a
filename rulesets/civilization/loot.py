"""The winner's loot is picked at once (l. 185): a battle without ``loot=`` is asked for it where the loser has
something to take, and ``loot=none`` says the winner takes nothing (the play-test's battle recorded "no loot"
silently, and the loot typed next was refused as a battle with no sides)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import BadInput
from engine.i18n import tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization.catalogues import book
from rulesets.civilization.components import CULTURE, V11_LOG, city_label, knows, on_board, realm

#: The pick that takes nothing, said by the winner.
NONE = "none"


def picked(args: Mapping[str, Any]) -> list[str]:
    """The loot picked, one entry per point spent ("none" takes nothing)."""
    return [kind for kind in args.get("loot", ()) if kind != NONE]


def lootable(ctx: Context, lose: int) -> list[str]:
    """What the loser has that a one-point pick could take: trade on the dial, culture tokens, a resource token,
    a coin on the dial (investments are safe, l. 190)."""
    stock = ctx.own("stock", lose)
    out = []
    if realm(ctx, lose).trade:
        out.append("trade")
    if ctx.ledger.count(stock, CULTURE):
        out.append("culture")
    if any(ctx.ledger.count(stock, e["id"]) for e in ctx.kit.entries("resources")):
        out.append("resource")
    if ctx.ledger.count(ctx.own("coins", lose), "coin"):
        out.append("coin")
    return out


def _new_techs(ctx: Context, win: int, lose: int) -> bool:
    """Whether the loser knows a tech the winner does not (what taking a city could teach, l. 193)."""
    return any(knows(ctx, lose, t.id) and not knows(ctx, win, t.id) for t in book(ctx).techs.values())


def loot_question(ctx: Context, winner: str, lose: int, taken: bool) -> str | None:
    """What the winner is asked to pick when nothing says the loot, or None where the loser has nothing to take."""
    win = ctx.player_index(winner)
    kinds = lootable(ctx, lose) + (["tech"] if taken and _new_techs(ctx, win, lose) else [])
    if not kinds:
        return None
    said = tr("{winner} picks the loot now ({points}): loot={kinds}, or loot=none to take nothing")
    points = tr("2 points, a tech takes both") if taken else tr("1 point")
    return said.format(winner=winner, points=points, kinds="|".join(tr(k).replace(" ", "-") for k in kinds))


def figures_question(ctx: Context, args: Mapping[str, Any], lose: int, captured: bool) -> str | None:
    """The question of the defender's figures in a city won: the rulebook says what taking a city gives (l. 191)
    but not what becomes of the figures standing in it, so the table says which went (a square holds one army and
    one settler at most, l. 15). ``captured``: the city changes hands (not at the winner's city limit). None when
    the table said it, or the loser has no figure on the map; a log before version 12 (``V11_LOG``) removed none."""
    if ctx.options.get(V11_LOG) or "armies_lost" in args or "settlers_lost" in args:
        return None
    armies, settlers = min(on_board(ctx, lose, "army"), 1), min(on_board(ctx, lose, "settler"), 1)
    if not armies and not settlers:
        return None
    fields = [f"{field}=0|1" for field, n in (("armies_lost", armies), ("settlers_lost", settlers)) if n]
    if captured:
        said = tr(
            "{city} is taken: which of {player}'s figures stood in it? The rules leave it to the table: "
            "{fields} (0: none was there)"
        )
    else:
        said = tr(
            "{city} is won but kept: which of {player}'s figures stood in it? The rules leave it to the table: "
            "{fields} (0: none was there)"
        )
    return said.format(city=city_label(ctx, args["city"]), player=args["loser"], fields=" ".join(fields))


def ask_all(questions: list[str]) -> None:
    """Ask everything the battle still needs in one refusal (play-test 12: the tie, the figures and the loot came
    one command at a time).

    Raises:
        BadInput: Some question is open.
    """
    if questions:
        raise BadInput("; ".join(questions))


def resource_asked(ctx: Context, lose: int) -> str:
    """The resource loot asked for with what the loser holds (play-test 11: "name the resource taken", without
    saying Tomas held silk and spy)."""
    stock = ctx.own("stock", lose)
    held = [tr(str(e.get("name", e["id"]))) for e in ctx.kit.entries("resources") if ctx.ledger.count(stock, e["id"])]
    name = ctx.players[lose].name
    if not held:
        return tr("{player} holds no resource token to take").format(player=name)
    said = tr("name the resource taken: {player} holds {resources} (resource=NAME)")
    return said.format(player=name, resources=phrase_list(held, "or"))
