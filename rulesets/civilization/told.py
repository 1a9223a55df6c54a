"""The story of a session (``engine.story``): each round's trade collected, and every battle told.

Income is the trade each player collects onto the dial in the Trade phase (l. 62-72): a dial, not a
component, so it is read from the ``collect-trade`` event. Coins and resources are not income (see
"decisions"). A battle between players is settled by ``battle`` (l. 160-195), after ``attack`` and
``front`` when it was played card by card; an army entering a barbarian village fights one too
(l. 145), recorded by ``village``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.battle import Battle
from engine.events import Event
from engine.i18n import ntr, tr
from engine.names import fold, phrase_list
from engine.state import Context
from rulesets.civilization.battle_view import fight_of, unit_name
from rulesets.civilization.battles import battle_outcome, unpicked
from rulesets.civilization.catalogues import name_of
from rulesets.civilization.components import city_label

#: Events that settle a battle: one between players, or an army against a barbarian village.
BATTLE_ACTIONS = ("battle", "village")
#: The kind income is told in: the catalogue's word for trade points ("5 trade").
TRADE = "trade"


def income(event: Event, names: Sequence[str]) -> dict[int, dict[str, int]]:
    """The trade a player collected onto the dial, by seat.

    What the map yields counts, even the part a full dial loses over 27: it is what the empire
    brought in that round (l. 62-72); trade handed over in deals or taken as loot only changes hands.

    Args:
        event: Any event; only ``collect-trade`` and ``collect-all`` bring income.
        names: The players' names in seating order (the event names the player).

    Returns:
        ``{seat: {"trade": n}}``, or nothing for another event or an empty collection.
    """
    if event.type == "collect-all":  # everyone as last time: the event names each player and amount
        pairs = zip(event.args.get("players", ()), event.args.get("amounts", ()), strict=False)
        folded = [fold(name) for name in names]  # the event keeps the names folded (a ``strs`` field)
        return {folded.index(fold(name)): {TRADE: int(n)} for name, n in pairs if fold(name) in folded and int(n) > 0}
    if event.type != "collect-trade" or event.actor is None:
        return {}
    # The event names the player, not the civilization: the seat is found by name.
    seat = names.index(event.actor) if event.actor in names else None
    amount = int(event.args.get("amount", 0))
    if seat is None or amount <= 0:
        return {}
    return {seat: {TRADE: amount}}


def battle(before: Context, after: Context, event: Event) -> Battle | None:
    """A battle as the story tells it: where, attacker and defender, the final scores, losses and loot.

    Args:
        before: The table before the event (the battle under way, if it was played card by card).
        after: The table after it.
        event: A ``battle`` or ``village`` event.

    Returns:
        The battle, or None for an event that settles none.
    """
    if event.type == "village":
        return _village(before, event.args)
    args = event.args
    if event.type != "battle" or not args.get("winner") or not args.get("loser"):
        return None
    win, lose = before.player_index(args["winner"]), before.player_index(args["loser"])
    attacker, defender = _sides(before, win, lose)
    city = args.get("city") or ""
    at_city = str(args.get("at") or "field") != "field" and bool(city)
    place = city_label(before, city) if at_city else tr("the field")
    # The battle's own outcome already says the final scores, the winner, a city taken and the loot.
    lines = [line for line in battle_outcome(before, after, args) if line not in unpicked(before, args)]
    lines += _losses(before, args, win, lose)
    names = before.players[attacker].name, before.players[defender].name
    # Cards are shown and scores compared: nothing is left to chance (l. 176-182).
    return Battle(place, names, "", " ".join(lines), args["winner"])


def _sides(before: Context, win: int, lose: int) -> tuple[int, int]:
    """Attacker and defender: as the battle under way opened, else the moving player attacked (the turn
    holder fights every battle of the turn, see "decisions"); failing both, the winner is named first."""
    fight = fight_of(before)
    if fight is not None and set(fight.seats) == {win, lose}:
        return fight.seats
    if before.actor in (win, lose):
        return (win, lose) if before.actor == win else (lose, win)
    return win, lose


def _losses(before: Context, args: Mapping[str, Any], win: int, lose: int) -> list[str]:
    """What each side lost: unit cards killed on the fronts, and the loser's figures taken off the map."""
    fight = fight_of(before)
    out = []
    for seat in (win, lose) if fight is None else fight.seats:
        parts = []
        if fight is not None and seat in fight.seats:
            for unit, n in Counter(c.unit for c in fight.killed[fight.side(seat)]).items():
                card = ntr("{n} {unit} card", "{n} {unit} cards", n)
                parts.append(card.format(n=n, unit=unit_name(before, unit)))
        if seat == lose:
            parts += _figures(int(args.get("armies_lost", 0)), int(args.get("settlers_lost", 0)))
        if parts:
            said = tr("{player} loses {losses}.")
            out.append(said.format(player=before.players[seat].name, losses=phrase_list(parts)))
    return out


def _figures(armies: int, settlers: int) -> Sequence[str]:
    """``1 army``, ``2 settlers or scouts``: figures lost, as a list says them."""
    out = []
    if armies:
        out.append(ntr("{n} army", "{n} armies", armies).format(n=armies))
    if settlers:
        out.append(ntr("{n} settler or scout", "{n} settlers or scouts", settlers).format(n=settlers))
    return out


def _village(before: Context, args: Mapping[str, Any]) -> Battle:
    """An army against a barbarian village (l. 145): the table fights it, the app records who won."""
    assert before.actor is not None, "a village is attacked by a player"
    player = before.players[before.actor].name
    barbarians = tr("the barbarians")
    place = tr("a barbarian village")
    if not args.get("won"):
        lost = tr("The barbarians beat {player}, who loses the army.").format(player=player)
        return Battle(place, (player, barbarians), "", lost, barbarians)
    if args.get("reward") == "coin":
        won = tr("{player} beats the barbarians and takes a coin.").format(player=player)
    elif args.get("resource"):
        label = name_of(before.kit.catalogue("resources", "resource"), args["resource"]).lower()
        won = tr("{player} beats the barbarians and takes {resource}.").format(player=player, resource=label)
    else:
        won = tr("{player} beats the barbarians.").format(player=player)
    return Battle(place, (player, barbarians), "", won, player)
