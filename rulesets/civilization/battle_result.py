"""What a battle's record works out from the table (l. 155-195): where it was, who won and lost, what the loser loses.

The ``battle`` action (``battles``) checks, applies and says a battle; this module holds what it reads before
that: the place said or worked out from the city, the two sides, whether a city changes hands, and the
values the table need not type (the winner after a battle played card by card, the figure the loser loses,
the one resource the loser holds).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.state import Context
from rulesets.civilization.battle_view import fight_of
from rulesets.civilization.components import cities_of, city_limit, is_capital, on_board, owner


def where(args: Mapping[str, Any]) -> str:
    """Where the battle was: as said or worked out from the city; nothing said and no city, the field.

    Args:
        args: The battle's arguments.

    Returns:
        ``field``, ``city`` or ``capital``.
    """
    return str(args.get("at") or "field")


def city_taken(ctx: Context, args: Mapping[str, Any], lose: int) -> bool:
    """Whether the battle takes the loser's city (its owner lost); a defender who wins keeps it.

    Args:
        ctx: The table before the battle.
        args: The battle's arguments.
        lose: The loser's seat.

    Returns:
        True when a city or capital of the loser changes hands.
    """
    city = args.get("city") or ""
    return where(args) != "field" and bool(city) and owner(ctx, city) == lose


def at_limit(ctx: Context, seat: int) -> bool:
    """Whether a player holds as many cities as they may (2, or 3 after Irrigation, l. 34): one more taken in
    battle would pass the limit."""
    return len(cities_of(ctx, seat)) >= city_limit(ctx, seat)


def changes_hands(ctx: Context, args: Mapping[str, Any], lose: int) -> bool:
    """Whether a city the loser lost goes to the winner: not with ``capture=no``, which a winner at the city limit
    gets by itself (``_kept``). A battle logged before the field existed took the city."""
    return city_taken(ctx, args, lose) and where(args) == "city" and args.get("capture", True) is not False


def sides(ctx: Context, args: Mapping[str, Any]) -> tuple[int, int]:
    """The winner's and the loser's seats, as the battle names them."""
    return ctx.player_index(args["winner"]), ctx.player_index(args["loser"])


def derive_result(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """With a battle played card by card, where it was and who won are known: the higher score wins."""
    out = _place(ctx, args)
    out.update(_kept(ctx, {**args, **out}))
    return {**out, **_lost(ctx, {**args, **out}), **_only_resource(ctx, {**args, **out})}


def _kept(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """A winner at the city limit wins the battle but cannot hold the city (l. 34): ``capture=no``, said and
    stored with the event (play-test 12: the only way past the refusal was ``--force``, a third city without
    Irrigation). The loot of a city won stays (l. 191; see the ``decisions`` topic)."""
    if "capture" in args or where(args) != "city" or not args.get("winner") or not args.get("loser"):
        return {}
    win, lose = sides(ctx, args)
    if not city_taken(ctx, args, lose) or not at_limit(ctx, win):
        return {}
    return {"capture": False}


def _only_resource(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The resource looted where the loser holds tokens of one kind only: there is nothing to name."""
    if "resource" not in args.get("loot", ()) or args.get("resource") or not args.get("loser"):
        return {}
    stock = ctx.own("stock", ctx.player_index(args["loser"]))
    held = [e["id"] for e in ctx.kit.entries("resources") if ctx.ledger.count(stock, e["id"])]
    return {"resource": held[0]} if len(held) == 1 else {}


def _lost(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The loser's figure a battle removes (l. 101: the beaten intruder is driven off; l. 186), when the table says
    neither count. In the field: its army, or its scout when it has no army on the map. At a city: the attacker's
    army when the attacker lost (the city's owner won); a city won asks the table (``loot.figures_question``). Stored
    with the event."""
    if "armies_lost" in args or "settlers_lost" in args or not args.get("loser"):
        return {}
    lose = ctx.player_index(args["loser"])
    if where(args) != "field":
        city = args.get("city") or ""
        if not city or owner(ctx, city) in (None, lose) or not on_board(ctx, lose, "army"):
            return {}
        return {"armies_lost": 1, "settlers_lost": 0}
    if on_board(ctx, lose, "army"):
        return {"armies_lost": 1, "settlers_lost": 0}
    return {"armies_lost": 0, "settlers_lost": 1 if on_board(ctx, lose, "settler") else 0}


def _place(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Where the battle was and who won, as far as the table state tells."""
    fight = fight_of(ctx)
    if fight is None:
        # A city named says whether it is a capital (a fact of the city), so only the field is ever said.
        city = args.get("city")
        if city and not args.get("at") and owner(ctx, city) is not None:
            return {"at": "capital" if is_capital(ctx, city) else "city"}
        return {}
    out: dict[str, Any] = {"at": fight.at}
    if fight.city:
        out["city"] = fight.city
    scores = fight.score(0), fight.score(1)
    named = [ctx.player_index(args[k]) for k in ("winner", "loser") if args.get(k)]
    if len(named) == 1 and named[0] in fight.seats:
        # On a tie the table names one side: the other is the other (two sides to a battle).
        other = ctx.players[fight.seats[1 - fight.side(named[0])]].name
        out["loser" if args.get("winner") else "winner"] = other
    elif scores[0] != scores[1] and not named:
        best = 0 if scores[0] > scores[1] else 1
        out["winner"] = ctx.players[fight.seats[best]].name
        out["loser"] = ctx.players[fight.seats[1 - best]].name
    return out
