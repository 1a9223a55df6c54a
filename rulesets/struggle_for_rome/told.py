"""The story of an evening of Struggle for Rome (``engine.story``): income per round, and the attacks.

Income is what the resource roll brings (L7): one grain, ore or pasture card
(horse or cattle) for each landscape beside a player's figures, after every
roll of the first phase. The pasture card each player draws at the start
(L5) is recorded during the first roll but is setup, not income; gold from
plunder, the 2 gold a tribe takes for doing nothing and a card the legionary
steals are not what the table calls its income either, so only the roll
phase counts. Pasture cards are drawn face down (L5, L7): the story counts them
together, as the table saw them drawn, never which were horses or cattle.

The battles are the tribes' plunders and conquests of Roman cities (L11,
L13). No dice decide them: a tribe with at least as many figures on its field
as the city has towers (the Traitor covering up to 2 more for 1 gold) takes
it, so the odds are left empty and the result says the strengths.
"""

from __future__ import annotations

from engine.battle import Battle
from engine.events import Event
from engine.i18n import N_, ntr, tr
from engine.state import Context
from rulesets.struggle_for_rome.attacks import spoils
from rulesets.struggle_for_rome.cities import in_play_city
from rulesets.struggle_for_rome.common import name
from rulesets.struggle_for_rome.data import PROVINCES
from rulesets.struggle_for_rome.formulas import plunder_allowed
from rulesets.struggle_for_rome.holders import PASTURE_KINDS, cities_of, figure_word, figures
from rulesets.struggle_for_rome.state import City
from rulesets.struggle_for_rome.words import tribe_word

#: The resource cards a roll brings (L7); they reach a hand from the bank or the pasture deck.
INCOME_KINDS = ("grain", "ore", "horse", "cattle")
#: Only the resource roll pays income: the tribe phases' gold and cards are spoils or a fallback.
INCOME_PHASES = ("roll",)
#: Recorded in the first roll, but the starting pasture card is setup (L5), not a round's income.
NOT_INCOME = ("starting-card",)
#: The tribes' attacks on Roman cities (L11, L13).
BATTLE_ACTIONS = ("plunder", "conquer")


#: How the story names the pasture cards a roll brings: their kind is hidden at the table (L7).
PASTURE_CARDS = N_("pasture cards")


def hidden_draws(got: dict[int, dict[str, int]]) -> dict[int, dict[str, int]]:
    """Income by seat with horses and cattle counted together as pasture cards (the report showed each
    player's horses and cattle mid-game, though the table sees only how many cards were drawn)."""
    out: dict[int, dict[str, int]] = {}
    for seat, kinds in got.items():
        shown = {k: n for k, n in kinds.items() if k not in PASTURE_KINDS}
        drawn = sum(kinds.get(k, 0) for k in PASTURE_KINDS)
        out[seat] = shown | ({PASTURE_CARDS: drawn} if drawn else {})
    return out


def counts_as_income(event: Event) -> bool:
    """Whether an event's arrivals may count as income (the starting pasture card does not)."""
    return event.type not in NOT_INCOME


def battle(before: Context, after: Context, event: Event) -> Battle | None:
    """A plunder or a conquest, told from the tables before and after it.

    Args:
        before: The table before the event, with the attacking seat as actor.
        after: The table after it.
        event: The ``plunder`` or ``conquer`` event.

    Returns:
        The battle, or None when the event names no city in play or has no actor.
    """
    who = before.actor
    town = in_play_city(before, str(event.args.get("city", "")))
    if who is None or town is None or event.type not in BATTLE_ACTIONS:
        return None
    # The phase the event was played in names the tribe (cavalry or infantry phase).
    tribe = "cavalry" if event.phase == "cavalry" else "infantry"
    attacker = tr("{player}'s {tribe} tribe").format(player=name(before, who), tribe=tribe_word(tribe))
    city = tr(town.name)
    place = tr("{city}, {province}").format(city=city, province=tr(PROVINCES.resolve(town.province).label))
    power = strength(before, who, tribe, town, bool(event.args.get("traitor")))
    if event.type == "plunder":
        result = tr("{attacker} plundered {city} ({strength}): {gains}.").format(
            attacker=attacker, city=city, strength=power, gains=spoils(before, event.args)
        )
        # The red field sends a figure from the tribe field back to the supply (L11): the only loss.
        if figures(before, who, tribe) > figures(after, who, tribe):
            result += " " + (
                tr("The red field cost it a horseman.")
                if tribe == "cavalry"
                else tr("The red field cost it a warrior.")
            )
    else:
        held = len(cities_of(after, who, tribe))
        if held <= 1:
            said = tr("{attacker} founded an empire at {city} ({strength}); a figure and a wagon moved in.")
        else:  # the same English for every count above 1, in the Czech form for the count
            said = ntr(
                "{attacker} conquered {city} ({strength}); its empire has {n} cities.",
                "{attacker} conquered {city} ({strength}); its empire has {n} cities.",
                held,
            )
        result = said.format(attacker=attacker, city=city, strength=power, n=held)
    return Battle(place, (attacker, city), "", result, attacker)


def strength(ctx: Context, seat: int, tribe: str, town: City, traitor: bool) -> str:
    """``2 horsemen against 2 towers``: the tribe field's figures against the city's towers (L11).

    The Traitor is named only when it was needed and so spent (1 gold), as the plunder spends it.
    """
    have = figures(ctx, seat, tribe)
    used = plunder_allowed(town.towers, have, traitor)["gold_cost"] if town.towers >= 1 else 0
    if used:
        said = tr("{figures} and the Traitor (1 gold) against {towers} towers")
    else:
        said = tr("{figures} against {towers} towers")
    return said.format(figures=figure_word(tribe, have), towers=town.towers)
