"""Counts the printed game bounds, asked about before they are taken (play-test 9): more huts and villages in a
round than the player's figures could reach, a trade count the dial cannot hold.

A find: each marker leaves the map once taken (l. 144), so a figure takes one marker a square it enters, and it
enters at most its travel speed of squares in the movement phase (l. 141): a player's finds in a round are at
most figures on the map times travel speed. A count over it is a slip more likely than a fact, and the rules
only bound it through the map the app does not see: a warning (``--force``), not a refusal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Violation, rule
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.civilization.catalogues import fact
from rulesets.civilization.common import me
from rulesets.civilization.components import city_label, game, on_board, realm, travel_speed
from rulesets.civilization.data import TRADE_MAX
from rulesets.civilization.state import State


def finds_this_round(ctx: Context, seat: int) -> int:
    """The huts and villages a player has entered this round."""
    round_, n = realm(ctx, seat).found
    return n if round_ == ctx.position.round else 0


def found(ctx: Context, state: State, seat: int) -> State:
    """``state`` with one more find this round for the player."""
    mine = state.realms[seat]
    return state.with_realm(seat, mine.but(found=(ctx.position.round, finds_this_round(ctx, seat) + 1)))


def check_finds(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """One more find than the figures on the map could reach this round (see the module's docstring)."""
    seat = me(ctx)
    figures = on_board(ctx, seat, "army") + on_board(ctx, seat, "settler")
    speed = travel_speed(ctx, seat)
    most, found_now = figures * speed, finds_this_round(ctx, seat)
    if not figures or found_now < most:
        return []
    said = ntr(
        "{player}'s {figures} figure on the map reaches at most {most} markers a round ({speed} squares each, "
        "one marker a square): {n} found already",
        "{player}'s {figures} figures on the map reach at most {most} markers a round ({speed} squares each, "
        "one marker a square): {n} found already",
        figures,
    )
    name = ctx.players[seat].name
    return [rule("Finds", said.format(player=name, figures=figures, most=most, speed=speed, n=found_now), "movement")]


def check_count(ctx: Context, amount: int, recalled: bool) -> list[Violation]:
    """A trade count typed that the dial could not hold even from 0: said before it is capped (a count kept
    from last time is not asked again)."""
    if recalled or amount <= TRADE_MAX:
        return []
    said = ntr(
        "{amount} trade is more than the dial holds ({most}): {lost} would be lost even from 0; check the count",
        "{amount} trade is more than the dial holds ({most}): {lost} would be lost even from 0; check the count",
        amount,
    )
    return [rule("Trade dial", said.format(amount=amount, most=TRADE_MAX, lost=amount - TRADE_MAX), "trade")]


def walls_standing(ctx: Context, args: Mapping[str, Any], label: str) -> list[Violation]:
    """A city has its walls or not (l. 181 adds their 4 to a city that has them): a second set is nothing the table
    can lay, not even by overriding (play-test 10 forced City Walls twice). The kit's walls (``defense``) stand on
    the city itself, not on an outskirts square, so no other square could hold them."""
    item, city_id = args["item"], args.get("city")
    cities = {c.id: c for c in game(ctx).cities}
    if city_id not in cities or fact(ctx, "buildings", item, "defense") is None:
        return []
    if item not in cities[city_id].buildings:
        return []
    said = tr("{city} has {item} already: a city has one set of walls")
    return [Violation("Walls", said.format(city=city_label(ctx, city_id), item=label), "city", physical=True)]
