"""Hellas in the story of a session: its battles, and why it tells no income.

Income: none. Every Greek and ship a player ever puts on the coast is one of
their own, kept in their reserve from the start (L1/f6); Reinforcements only
bring them out of it (L2/f21-23), and the god cards drawn there are one of the
three actions chosen instead of a figure (L2/f23-25), not a yield the round
pays. So ``income_kinds`` stays empty and the story shows no income table.

Battles: an attack is declared (``attack``), god cards may be played and
answered, and ``resolve`` settles it with the cards standing then (L3/f39-48,
L4/f53-54). Nothing is left to chance: the strengths are compared, so the odds
are "" and the result says the strengths and what each side sent home.
"""

from __future__ import annotations

from engine.battle import Battle
from engine.events import Event
from engine.i18n import tr
from engine.state import Context
from rulesets.hellas.battle import aimed, attackers, retreat_city, strengths, sums
from rulesets.hellas.board import figures, game, greeks, greeks_said, other, ships, tile_name
from rulesets.hellas.cards import settled
from rulesets.hellas.data import PER_CITY
from rulesets.hellas.idle import AFTER, before_resolve

#: The action that settles an attack (the ``attack`` event only declares it), and those that may settle it by
#: leaving nothing to decide (``idle``).
BATTLE_ACTIONS = ("resolve", *AFTER)


def battle(before: Context, after: Context, event: Event) -> Battle | None:
    """The attack that ``resolve`` settled, as the story tells it.

    Args:
        before: The table before the resolve (the attack under way, cards maybe still open).
        after: The table after it.
        event: The resolve event, or an action that left the attack with nothing to decide (it resolved it).

    Returns:
        The battle, or None when there was no attack to resolve (a resolve forced past the rule).
    """
    if event.type != "resolve":
        mid = before_resolve(before, after, event)
        if mid is None:
            return None  # the action left the attack to be decided (or there was none)
        before = mid
    # Resolve settles the open cards first and counts with those standing: so must the story.
    ctx = settled(before)
    state = game(ctx)
    fought = state.battle
    if fought is None:
        return None
    attacker, defender = fought.attacker, other(fought.attacker)
    names = [p.name for p in ctx.players]
    city = tile_name(state, fought.target)
    counted = strengths(ctx)
    sent = ctx.count(attackers(ctx, attacker), ctx.piece("greek", attacker))
    said = {"attacker": names[attacker], "where": aimed(state, fought), "sums": sums(counted)}
    if not counted["success"]:
        result = tr("{attacker} attacked {where} with {sums}: the attack failed, {greeks} went home")
        return Battle(
            city,
            (names[attacker], names[defender]),
            "",
            result.format(greeks=greeks_said(sent), **said),
            names[defender],
        )
    refuge = retreat_city(state, defender)
    if refuge:
        result = tr("{attacker} attacked {where} with {sums}: {city} taken, {defender} retreated to {refuge}")
        told = result.format(city=city, defender=names[defender], refuge=tile_name(state, refuge), **said)
    else:
        lost = figures(greeks(ctx, fought.target, defender), ships(ctx, fought.target, defender))
        result = tr("{attacker} attacked {where} with {sums}: {city} taken, {defender}'s {figures} sent home")
        told = result.format(city=city, defender=names[defender], figures=lost, **said)
    # At most 3 Greeks stay in the city taken; the rest of the attack goes home (L3/f47).
    stayed = greeks(after, fought.target, attacker)
    if sent > stayed:
        over = tr("; {greeks} above {limit} went home").format(greeks=greeks_said(sent - stayed), limit=PER_CITY)
        told += over
    return Battle(city, (names[attacker], names[defender]), "", told, names[attacker])
