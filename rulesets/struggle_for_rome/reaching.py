"""An empire's reach (L13): a tribe with an empire conquers only a city one land or sea arrow from one of its
own cities.

Where the board kit knows the arrows around the empire, the app checks the reach itself. Where it does not,
the table says how many arrows away the city is (``arrows=``), and the app asks it rather than taking the
conquest on trust (the play-test's ``conquer city=Nemausus`` was applied unchecked). One arrow from the
empire's only city whose arrows the kit lacks is an arrow the app then knows (its kind unknown until a move
crosses it or the kit walk asks it): the next conquest from there needs no word.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Violation, rule, unused
from engine.i18n import tr
from engine.state import Context
from rulesets.struggle_for_rome.common import me, tribe_kind
from rulesets.struggle_for_rome.holders import cities_of
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.state import City, State
from rulesets.struggle_for_rome.taught import arrow_id, here, tell

TOPIC = "tribes"
#: Saves before version 9: a conquest from an empire was taken on the table's word where the kit could not
#: tell, without asking the count and without learning the arrow.
REACH_LOG = "conquest_reach_not_asked"


def reach(ctx: Context, seat: int, tribe: str, target: str) -> bool | None:
    """Whether a city is one arrow from one of the tribe's cities (L13): None when the kit cannot tell."""
    b = here(ctx)
    answers = [b.one_arrow(own, target) for own in cities_of(ctx, seat, tribe)]
    if True in answers:
        return True
    return None if None in answers or not answers else False


def _unsure(ctx: Context, target: str) -> list[str]:
    """The tribe's cities the kit cannot tell the reach of (an arrow to ``target`` or not)."""
    b = here(ctx)
    return [own for own in cities_of(ctx, me(ctx), tribe_kind(ctx)) if b.one_arrow(own, target) is None]


def checks(ctx: Context, town: City, args: Mapping[str, Any]) -> list[Violation]:
    """L13's reach from the tribe's empire: the kit's word, else the table's, asked where not given."""
    kit_says = reach(ctx, me(ctx), tribe_kind(ctx), town.id)
    told = args.get("arrows")
    if told is not None and kit_says is not None:
        # The kit's word decides: a count typed besides it would be dropped without a word.
        said = tr("the board kit knows whether {city} is one arrow from the tribe's cities")
        return [unused("Conquest reach", said.format(city=tr(town.name)), TOPIC, "arrows")]
    if kit_says is False:
        message = tr("{city} is not one arrow from the tribe's cities (the board kit)").format(city=tr(town.name))
        return [rule("Conquest reach", message, TOPIC)]
    if kit_says is None and told is None and not ctx.options.get(REACH_LOG):
        said = tr(
            "the app does not know the arrows between {city} and the tribe's cities: say how many arrows it is "
            "from the nearest of them (arrows=)"
        )
        return [rule("Conquest reach", said.format(city=tr(town.name)), TOPIC)]
    if kit_says is None and told is not None and told > 1:
        return [rule("Conquest reach", "only a city one arrow from one of the tribe's cities", TOPIC)]
    return []


def learned(ctx: Context, state: State, town: str, args: Mapping[str, Any]) -> State:
    """``state`` with the arrow the table's ``arrows=1`` shows, where only one of the empire's cities may be
    its other end (called before the conquest adds the city to the empire)."""
    if args.get("arrows") != 1 or ctx.options.get(REACH_LOG):
        return state
    unsure = _unsure(ctx, town)
    if len(unsure) != 1:
        return state
    ends = [unsure[0], town]
    return tell(ctx, "arrows", arrow_id(ends), {"ends": ends}, state)


def said(before: Context, after: Context, town: City) -> list[str]:
    """``The app now knows an arrow joins Narbo and Nemausus.``, when the conquest taught one."""
    if len(after.game.told) == len(before.game.told):
        return []
    fact = dict(after.game.told[-1].facts)
    one, other = (place_said(here(after).name(end)) for end in fact["ends"])
    return [tr("The app now knows an arrow joins {one} and {other}.").format(one=one, other=other)]
