"""The story of a Mare Nostrum session: each player's income per round and every battle.

Income is what the trade phase pays from the bank (p.4-5: taxes for cities, doubled by a temple;
goods for caravans, doubled by a market; the Colossus's tax) plus the Temple of Artemis's good
(p.12). Cleopatra's swap (p.13) gives one card back for one taken, Nebuchadnezzar's card is plunder
(p.13) and the exchange only moves cards between players, so none of them is income.

A battle is one round of combat with dice (p.8-9), on land or at sea, and the Greek blockade
(p.11), where a Greek fleet fights a carrying fleet die against die. The odds are the exact loss
distributions of ``combat.odds`` for the dice, fortresses and hero bonuses of the state before it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.battle import Battle
from engine.events import Event
from engine.i18n import number, tr
from engine.ledger import Move
from engine.names import phrase_list
from engine.state import Context
from engine.table_actions import CORRECTION
from rulesets.mare_nostrum.battles import bonus, losses_text, result
from rulesets.mare_nostrum.blockade import blockade_result
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.combat import odds
from rulesets.mare_nostrum.common import actor, game
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import GOODS, TAXES
from rulesets.mare_nostrum.words import civ_name, units_text

#: The resource cards: what income is paid in.
INCOME_KINDS: tuple[str, ...] = (TAXES, *GOODS)
#: Actions that bring cards from the bank without being income: Cleopatra's swap gives one back,
#: Nebuchadnezzar's card is plunder of a ravaged building, a correction only fixes the count.
NOT_INCOME = ("cleopatra", "ravage", CORRECTION)
#: The actions that settle a battle with dice.
BATTLE_ACTIONS = ("battle", "blockade")


def income(event: Event, moves: Sequence[Move], seats: Mapping[str, int]) -> dict[int, dict[str, int]]:
    """Cards each seat got from the bank in ``event``: the trade phase's income, Artemis's good.

    The income is paid by whatever event enters the trade phase (the end of the last strategy
    turn, or of the setup), so no phase filter: the event's own type rules out what is not income.

    Args:
        event: The event.
        moves: The components it moved.
        seats: Each civilization's seat.
    """
    if event.type in NOT_INCOME:
        return {}
    out: dict[int, dict[str, int]] = {}
    for move in moves:
        holder, _, civ = move.dst.partition(":")
        seat = seats.get(civ)
        if move.src != BANK or holder != "hand" or seat is None or move.kind not in INCOME_KINDS:
            continue
        got = out.setdefault(seat, {})
        got[move.kind] = got.get(move.kind, 0) + move.n
    return out


def battle(before: Context, after: Context, event: Event) -> Battle | None:
    """A land or sea battle, or a Greek blockade, as the story tells it."""
    if event.type == "blockade":
        return _blockade(before, after, event.args)
    if event.type == "battle":
        return _battle(before, after, event.args)
    return None


def _name(ctx: Context, civ: str) -> str:
    """A player's name for a civilization played, ``neutral Egypt`` for one nobody plays."""
    seat = game(ctx).player_of(civ)
    return ctx.players[seat].name if seat is not None else tr("neutral {civ}").format(civ=civ_name(civ))


def _place(b: Board, place: str) -> str:
    return b.state.sea(place).name if b.state.is_sea(place) else b.state.province(place).name


def _forces(kind: str, dice: int, forts: int, per_die: int) -> str:
    """``3 legions``, ``1 legion and 1 fortress``, ``2 fleets with +1 a die``."""
    parts = [units_text(kind, dice)] if dice or not forts else []
    if forts:
        parts.append(units_text("fortress", forts))
    said = phrase_list(parts)
    return tr("{forces} with +{n} a die").format(forces=said, n=per_die) if per_die and dice else said


def _chances(spread: Mapping[str, float]) -> str:
    """``0: 16.7 %, 1: 83.3 %``: each number of losses with its chance."""
    return ", ".join(tr("{n}: {p} %").format(n=lost, p=number(p * 100, 1)) for lost, p in spread.items())


def _odds(sides: tuple[str, str], forces: tuple[str, str], chances: Mapping[str, Any]) -> str:
    """The forces and each side's exact loss distribution with its mean."""
    said = [tr("{forces} against {other}").format(forces=forces[0], other=forces[1])]
    for name, who in zip(sides, ("attacker", "defender"), strict=True):
        said.append(
            tr("{side} loses {mean} on average ({chances})").format(
                side=name, mean=number(chances[f"{who}_expected_losses"], 2), chances=_chances(chances[f"{who}_losses"])
            )
        )
    return tr("{forces}: {attacker}; {defender}").format(forces=said[0], attacker=said[1], defender=said[2])


def _told(before: Context, after: Context, civs: tuple[str, str], place: str, totals: Mapping[str, int]) -> str:
    """``11 against 9: Petr lost 1 legion, Honza lost 1 legion and 1 fortress.``"""
    return tr("{total} against {other}: {losses}, {other_losses}.").format(
        total=totals["attacker_total"],
        other=totals["defender_total"],
        losses=losses_text(before, after, civs[0], place, _name(after, civs[0]), past=True),
        other_losses=losses_text(before, after, civs[1], place, _name(after, civs[1]), past=True),
    )


def _left(b: Board, place: str, civ: str) -> int:
    if b.state.is_sea(place):
        return b.fleets(place, civ)
    return b.legions(place, civ) + b.fortresses(place, civ)


def _battle(before: Context, after: Context, args: Mapping[str, Any]) -> Battle:
    b, later = board(before), board(after)
    attacker, defender, place = b.state.civs[actor(before)], str(args["defender"]), str(args["place"])
    sea = b.state.is_sea(place)
    # Every unit there fights (p.9): the dice entered are the units, fortresses and heroes come from the board.
    dice = (len(args.get("attacker_rolls", [])), len(args.get("defender_rolls", [])))
    forts = (0, 0) if sea else (b.fortresses(place, attacker), b.fortresses(place, defender))
    hero = "pericles" if sea else "hannibal"
    per_die = (bonus(b, attacker, hero), bonus(b, defender, hero))
    names = (_name(before, attacker), _name(before, defender))
    if any(dice):
        kind = "fleet" if sea else "legion"
        forces = tuple(_forces(kind, dice[i], forts[i], per_die[i]) for i in range(2))
        chances = odds(dice[0], dice[1], forts[0], forts[1], per_die[0], per_die[1])
        said = _odds(names, (forces[0], forces[1]), chances)
    else:
        said = ""  # fortresses against fortresses: the totals alone decide, and the result gives them
    told = _told(before, after, (attacker, defender), place, result(b, attacker, defender, place, args))
    # One round of combat (p.9): a side won if it alone is left of the two; both left is a war on
    # land (p.9, case 2) and a standoff at sea, where zones are never at war.
    mine, theirs = _left(later, place, attacker), _left(later, place, defender)
    winner = names[0] if mine and not theirs else names[1] if theirs and not mine else ""
    if winner:
        told += " " + tr("{side} won.").format(side=winner)
    elif not sea and later.at_war(place):
        told += " " + tr("{province} is at war.").format(province=_place(b, place))
    else:
        told += " " + tr("Nobody won.")
    return Battle(_place(b, place), names, said, told, winner)


def _blockade(before: Context, after: Context, args: Mapping[str, Any]) -> Battle:
    b = board(before)
    them, sea = str(args["against"]), str(args["sea"])
    names = (_name(before, "greece"), _name(before, them))
    # p.11: one Greek fleet against one carrying fleet, a die each, Pericles adding 1 to a die.
    per_die = (bonus(b, "greece", "pericles"), bonus(b, them, "pericles"))
    chances = odds(1, 1, attacker_bonus=per_die[0], defender_bonus=per_die[1])
    forces = (_forces("fleet", 1, 0, per_die[0]), _forces("fleet", 1, 0, per_die[1]))
    fight = blockade_result(b, args)
    told = _told(before, after, ("greece", them), sea, fight)
    # Greece wins by sinking the carrier: its legions stay home (p.11); otherwise the transport goes on.
    if fight["defender_losses"]:
        winner = names[0]
        told += " " + tr("The transport is stopped: its legions stay home.")
    else:
        winner = names[1]
        told += " " + tr("The transport sails on.")
    return Battle(_place(b, sea), names, _odds(names, forces, chances), told, winner)
