"""After a battle: a province left with only the attacker's legions may be ravaged, occupied or seized.

Exactly one of the three per province and turn. A ravaged building goes
back to the bank; occupying legions and the seizing legion stay in the
province and stand on buildings or the influence marker (game state).
Capitals can never be seized; only their temples and markets can be
ravaged or occupied.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import building_name
from rulesets.mare_nostrum.common import actor, game, loose
from rulesets.mare_nostrum.components import BANK, province_holder, symbol_holder
from rulesets.mare_nostrum.conquest import choosable, chooser, occupy_places, ravage_places, seize_places
from rulesets.mare_nostrum.data import TAXES
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.words import card_name

TOPIC = "after-battle"


def _after_checks(ctx: Context, pid: str) -> list[Violation]:
    b = board(ctx)
    civ = b.state.civs[actor(ctx)]
    province = b.state.province(pid)
    out = []
    if not b.legions(pid, civ) or b.armies(pid) != {civ}:
        said = tr("only your legions may stand in {province}").format(province=province.name)
        out.append(rule("After battle", said, TOPIC))
    if b.influence(pid) == civ:
        out.append(rule("After battle", tr("{province} is your own province").format(province=province.name), TOPIC))
    if (civ, pid) in b.state.after_battle:
        out.append(rule("One choice", "ravage, occupy and seize exclude each other this turn", TOPIC))
    return out


def _done(state: State, civ: str, pid: str) -> State:
    return replace(state, after_battle=state.after_battle + ((civ, pid),))


def produces(b: Board, pid: str) -> tuple[set[str], bool]:
    """Goods a province produces (its symbols known and its caravans' goods), and whether that is all of them."""
    province = b.state.province(pid)
    return set(province.seen) | set(b.caravans(pid)), province.goods is not None


def _loot(b: Board, pid: str, good: str | None) -> str | None:
    # Nebuchadnezzar's card for a temple or market: named, or the only good the kit shows there.
    if good:
        return good
    made, whole = produces(b, pid)
    return next(iter(made)) if whole and len(made) == 1 else None


def ravage(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    player = actor(ctx)
    civ = state.civs[player]
    pid, building = args["province"], args["building"]
    province = state.province(pid)
    occupied = list(province.occupied)
    for entry in occupied:
        if entry[0] == building:
            occupied.remove(entry)
            break
    if building.startswith("caravan:"):
        ctx.move("caravan", 1, symbol_holder(pid, building[8:]), BANK)
    else:
        ctx.move(building, 1, province_holder(pid), BANK)
    state = _done(state.with_province(replace(province, occupied=tuple(occupied))), civ, pid)
    typed = args.get("good")
    if typed and not loose(ctx):
        # The card named is the one taken (forced past a rule, too); a bank without it is the ledger's to refuse.
        ctx.move(typed, 1, BANK, f"hand:{civ}")
    elif Board(state, ctx.ledger).owns(player, "nebuchadnezzar"):
        # An older log's typed card counted only for a temple or market, and only while the bank had it.
        loot = _given(building) or _loot(board(ctx), pid, typed if loose(ctx) else None)
        if loot and ctx.ledger.count(BANK, loot):
            ctx.move(loot, 1, BANK, f"hand:{civ}")
    return state


def _given(building: str) -> str | None:
    """The card Nebuchadnezzar takes for a building that says it (a caravan's good, a city's tax), else None."""
    return building[8:] if building.startswith("caravan:") else TAXES if building == "city" else None


def check_ravage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if _unnamed(ctx, args):
        return _unnamed(ctx, args)
    pid, building = args["province"], args["building"]
    out = _after_checks(ctx, pid)
    b = board(ctx)
    province = b.state.province(pid)
    if province.capital and building not in ("temple", "market"):
        out.append(rule("Capital", "in a capital only temples and markets can be ravaged", TOPIC))
    typed = args.get("good")
    given = _given(building)
    if typed and not b.owns(actor(ctx), "nebuchadnezzar"):
        out.append(rule("Nebuchadnezzar", "only Nebuchadnezzar's owner takes a card for a ravage", "heroes"))
    elif typed and given is not None and typed != given:
        said = tr("Nebuchadnezzar's card for the {building} is {card}, not {good}")
        said = said.format(building=building_name(building), card=card_name(given), good=card_name(typed))
        out.append(rule("Nebuchadnezzar", said, "heroes"))
    if b.owns(actor(ctx), "nebuchadnezzar") and building in ("temple", "market"):
        good = _loot(b, pid, args.get("good"))
        made, whole = produces(b, pid)
        if not good:
            out.append(rule("Nebuchadnezzar", "name the good: one the province produces", "heroes"))
        elif good not in made:
            # Unknown symbols are asked for once rather than taken on trust (playtest: any good was taken).
            shown = ", ".join(card_name(g) for g in sorted(made)) or tr("nothing")
            if whole:
                said = tr("{province} produces {goods}, not {good}")
            else:
                said = tr(
                    "{province} produces {goods}, not {good} as far as the kit knows "
                    "(printed, with every goods symbol, tells all of them)"
                )
            said = said.format(province=province.name, goods=shown, good=card_name(good))
            out.append(rule("Nebuchadnezzar", said, "heroes"))
    return out


def occupy(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    province = state.province(args["province"])
    taken = tuple((building, civ) for building in args["buildings"])
    # Occupying and seizing exclude each other (p.10): a legion on the marker steps onto a building.
    seizing = None if province.seizing == civ else province.seizing
    state = state.with_province(replace(province, occupied=province.occupied + taken, seizing=seizing))
    return _done(state, civ, province.id)


def _free(b: Board, pid: str) -> list[str]:
    """The buildings of a province no legion stands on, one per building."""
    free = b.buildings(pid)
    for building, _ in b.state.province(pid).occupied:
        if building in free:
            free.remove(building)
    return free


def derive_occupied(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The province as for any choice, and the buildings when the legions there can stand on every one left free
    to occupy (the play-test typed ``occupy buildings=grain caravan`` for the one caravan of Cyrene, and listed
    every building for legions enough to cover them all): fewer is typed."""
    out = derive_province(ctx, args)
    pid = args.get("province", out.get("province"))
    if "buildings" in args or not isinstance(pid, str) or ctx.actor is None:
        return out
    b = board(ctx)
    free = _occupiable(b, pid)
    civ = b.state.civs[ctx.actor]
    # A seizing legion of the same player steps off the marker to occupy: every legion not on a building counts.
    legions = b.legions(pid, civ) - len(b.state.province(pid).occupied_by(civ))
    return {**out, "buildings": free} if free and len(free) <= legions else out


def _occupiable(b: Board, pid: str) -> list[str]:
    """The free buildings of a province a legion may stand on (in a capital, temples and markets only)."""
    free = _free(b, pid)
    return [x for x in free if x in ("temple", "market")] if b.state.province(pid).capital else free


def check_occupy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if _unnamed(ctx, args):
        return _unnamed(ctx, args)
    pid = args["province"]
    out = _after_checks(ctx, pid)
    b = board(ctx)
    province = b.state.province(pid)
    civ = b.state.civs[actor(ctx)]
    free = _free(b, pid)
    if "buildings" not in args:
        names = phrase_list([building_name(x) for x in dict.fromkeys(_occupiable(b, pid))], "or") or tr("none")
        said = tr("say which buildings the legions stand on: {buildings}").format(buildings=names)
        return [*out, rule("Occupy", said, TOPIC)]
    for building in args["buildings"]:
        if building not in free:
            said = tr("no unoccupied {building} in {province}").format(
                building=_unoccupied(building), province=province.name
            )
            out.append(rule("Occupy", said, TOPIC))
        else:
            free.remove(building)
        if province.capital and building not in ("temple", "market"):
            out.append(rule("Capital", "in a capital only temples and markets can be occupied", TOPIC))
    # A seizing legion of the same player is released to occupy (the two exclude each other).
    if len(args["buildings"]) + len(province.occupied_by(civ)) > b.legions(pid, civ):
        out.append(rule("Occupy", "one legion per occupied building", TOPIC))
    return out


def seize(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    province = state.province(args["province"])
    # Seizing and occupying exclude each other (p.10): in a later round the occupying legions leave
    # the buildings for the marker, and the buildings pay their holder again.
    occupied = tuple(entry for entry in province.occupied if entry[1] != civ)
    return _done(state.with_province(replace(province, seizing=civ, occupied=occupied)), civ, province.id)


def check_seize(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if _unnamed(ctx, args):
        return _unnamed(ctx, args)
    pid = args["province"]
    out = _after_checks(ctx, pid)
    b = board(ctx)
    province = b.state.province(pid)
    if province.capital:
        out.append(rule("Capital", "a capital can never be seized", TOPIC))
    if b.influence(pid) is None:
        said = tr("{province} has no influence marker to stand on").format(province=province.name)
        out.append(rule("Seize", said, TOPIC))
    return out


def _building(building: str) -> str:
    """A building as the outcome names it: ``city``, ``wine caravan`` (``karavana (víno)``); play-test 9 read
    "the metals goes back to the bank" of a metals caravan."""
    return building_name(building)


def _the_building(building: str) -> str:
    """``the temple``, ``the wine caravan``: a building occupied, as a sentence lists it (play-test 9: "Katka's
    legions stand on temple")."""
    return tr("the {building}").format(building=_building(building))


def _unoccupied(building: str) -> str:
    """``city``, ``caravan wine`` (as the refusal always said it)."""
    if building.startswith("caravan:"):
        return tr("caravan {good}").format(good=card_name(building[8:]))
    return building_name(building)


def after_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    name = after.players[actor(after)].name
    where = game(after).province(args["province"]).name
    if "buildings" in args:
        what = phrase_list([_the_building(b) for b in args["buildings"]], "and")
        civ = game(after).civs[actor(after)]
        held = game(after).province(args["province"]).occupied_by(civ)
        if any(b == "city" or b.startswith("caravan:") for b in held):
            said = tr(
                "{player}'s legions stand on {buildings} in {province}: they pay {player} and count for "
                "{player}'s roles."
            )
        else:
            # p.10: an occupied temple or market only doubles the cities or caravans occupied with it; on its
            # own it pays nothing (play-test 8 read "they pay Katka" of a temple alone).
            said = tr(
                "{player}'s legions stand on {buildings} in {province}: they count for {player}'s roles but pay "
                "nothing by themselves (a temple or market doubles only the cities or caravans {player} occupies "
                "there)."
            )
        return [said.format(player=name, buildings=what, province=where)]
    if "building" in args:
        said = tr("{player} ravages {province}: the {building} goes back to the bank.")
        return [said.format(player=name, province=where, building=_building(args["building"]))]
    said = tr(
        "{player}'s legion stands on the influence marker in {province}; "
        "{player} may replace it in a later build phase."
    )
    return [said.format(player=name, province=where)]


_PROVINCE = Field(
    "province",
    "ref",
    "conquered province (left out: the only one owing a choice)",
    catalogue="province",
    required=False,
    derived=True,
)


def derive_province(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The province when the battle just won leaves one choice owed (p.10), or one province may be chosen."""
    if "province" in args or ctx.actor is None:
        return {}
    b = board(ctx)
    found = choosable(b, b.state.civs[actor(ctx)])
    return {"province": found[0]} if len(found) == 1 else {}


def _unnamed(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if "province" in args:
        return []
    b = board(ctx)
    civ = b.state.civs[actor(ctx)]
    found = [b.state.province(pid).name for pid in choosable(b, civ)]
    chosen = [b.state.province(pid).name for who, pid in b.state.after_battle if who == civ]
    if not found and chosen:
        # The play-test's ravage after an occupy read "none won this turn" of a province just won (p.10).
        said = tr("ravage, occupy and seize exclude each other: {provinces} had its choice this turn")
        return [rule("One choice", said.format(provinces=phrase_list(chosen)), TOPIC)]
    said = tr("say which province: {provinces}").format(provinces=phrase_list(found, "or") or tr("none won this turn"))
    return [rule("After battle", said, TOPIC)]


ACTIONS = (
    ActionSpec(
        "ravage",
        ravage,
        fields=(
            _PROVINCE,
            Field("building", "ref", "building destroyed", catalogue="building"),
            Field("good", "ref", "Nebuchadnezzar's card for a temple or market", required=False, catalogue="good"),
        ),
        phases=("strategy",),
        who=chooser(ravage_places),
        check=check_ravage,
        derive=derive_province,
        help="After a won battle: destroy one building.",
        topic=TOPIC,
        text="{actor} ravages the {building} in {province}",
        outcome=after_outcome,
    ),
    ActionSpec(
        "occupy",
        occupy,
        fields=(
            _PROVINCE,
            Field(
                "buildings",
                "refs",
                "buildings occupied, one legion each (left out: every free one, if the legions cover them)",
                required=False,
                derived=True,
                catalogue="building",
                min=1,
            ),
        ),
        phases=("strategy",),
        who=chooser(occupy_places),
        check=check_occupy,
        derive=derive_occupied,
        help="After a won battle: stand legions on buildings; they pay and count for you.",
        topic=TOPIC,
        text="{actor} occupies {buildings} in {province}",
        outcome=after_outcome,
    ),
    ActionSpec(
        "seize",
        seize,
        fields=(_PROVINCE,),
        phases=("strategy",),
        who=chooser(seize_places),
        check=check_seize,
        derive=derive_province,
        help="After a won battle: stand a legion on the influence marker, to replace it in a later build phase.",
        topic=TOPIC,
        text="{actor} seizes {province}",
        outcome=after_outcome,
    ),
)
