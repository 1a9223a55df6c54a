"""Which city acts in city management (l. 94-135), and whether it may: what build, arts and harvest share.

Each city does one thing a round; a player in Anarchy has paralysed cities (l. 49); a city acts for its
holder only. A player with one city still to act need not name it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Violation, rule
from engine.fields import Field
from engine.i18n import N_, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization.common import me
from rulesets.civilization.components import cities_of, city_label, game, owner, realm
from rulesets.civilization.state import State
from rulesets.civilization.turn_start import in_anarchy

#: Worked out when the acting player has one city still to act (see ``derive_city``).
CITY = Field("city", "ref", "which city acts", required=False, catalogue="city", derived=True)


def acted(ctx: Context, seat: int, city_id: str, **changes: Any) -> State:
    """The state with ``city_id`` marked as having acted this round, and the player's realm changed as given.

    Args:
        ctx: The table.
        seat: The city's holder.
        city_id: The city that acted.
        **changes: Other realm fields to change (the trade a build paid).

    Returns:
        The new game state.
    """
    mine = realm(ctx, seat)
    return game(ctx).with_realm(seat, mine.but(acted=mine.acted + (city_id,), **changes))


def idle(ctx: Context, seat: int) -> list[str]:
    """A player's cities (ids) that have not acted this round."""
    done = realm(ctx, seat).acted
    return [c.id for c in cities_of(ctx, seat) if c.id not in done]


def derive_city(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The acting city, when the actor has exactly one still to act: the table need not name it."""
    if "city" in args or ctx.actor is None:
        return {}
    waiting = idle(ctx, ctx.actor)
    return {"city": waiting[0]} if len(waiting) == 1 else {}


def city_checks(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """Refusals any city action shares: Anarchy, no city named, someone else's city, a city that already acted.

    Args:
        ctx: The table before the action.
        args: The action's arguments.

    Returns:
        The violations, empty when the city may act.
    """
    seat = me(ctx)
    who = ctx.players[seat].name
    out = []
    if in_anarchy(ctx, seat):  # Anarchy paralyses every city of the player for the round (l. 49)
        message = tr("{player}'s cities are paralysed this round; none of them acts").format(player=who)
        out.append(rule("Anarchy", message, "government"))
    city = args.get("city")
    if city is None:
        names = [city_label(ctx, c) for c in idle(ctx, seat)]
        if names:
            which = tr("which city acts? say which: {cities}").format(cities=phrase_list(names, "or"))
        else:
            which = tr("which city acts? none is left to act this round")
        return [*out, rule("City", which, "city")]
    holder = owner(ctx, city)
    if holder != seat:
        if holder is None:
            whose = tr("{city} is nobody's city, not {player}'s").format(city=city_label(ctx, city), player=who)
        else:
            whose = tr("{city} is {owner}'s city, not {player}'s").format(
                city=city_label(ctx, city), owner=ctx.players[holder].name, player=who
            )
            # Nobody's override: a city acts for its holder (leave --as out, and its owner acts).
            mend = N_("a city acts for its owner only: leave --as out, and the owner acts")
            return [*out, Violation("City", whose, "city", physical=True, mend=mend)]
        return [*out, rule("City", whose, "city")]
    if city in realm(ctx, seat).acted:
        message = tr("{city} has already acted this round").format(city=city_label(ctx, city))
        return [*out, rule("One action", message, "city")]
    return out
