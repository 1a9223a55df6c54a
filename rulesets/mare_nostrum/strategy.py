"""Strategy phase: moving fleets and legions, battles, and what follows a win.

On their turn a player first sails fleets (sea battles are optional), then
marches legions; legions entering a province with enemy legions or
fortresses must fight. A unit moves one step a phase, and a unit that fought
without moving may not move afterwards. A battle is one round of combat (see
``combat``). A province left with only the attacker's legions may then be
ravaged, occupied or seized: exactly one of the three.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from rulesets.mare_nostrum.combat import resolve, side
from rulesets.mare_nostrum.common import actor, game, hand, seat
from rulesets.mare_nostrum.data import GOODS, PIECES, TAXES
from rulesets.mare_nostrum.economy import board_units
from rulesets.mare_nostrum.reach import reach, sea_neighbours
from rulesets.mare_nostrum.state import Province, State

TOPIC = "strategy"


def _moved(state: State, civ: str, place: str) -> int:
    return sum(n for c, p, n in state.moved if c == civ and p == place)


def _mark_moved(state: State, civ: str, place: str, count: int) -> State:
    return replace(state, moved=state.moved + ((civ, place, count),))


def _is_sea(state: State, place: str) -> bool:
    return any(s.id == place for s in state.seas)


# -- fleets ----------------------------------------------------------------------------


def _fleets_at(state: State, civ: str, place: str) -> int:
    if _is_sea(state, place):
        return get(state.sea(place).fleets, civ)
    return get(state.province(place).fleets, civ) if state.has_province(place) else 0


def move_fleet(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    origin, target, count = args["from"], args["to"], args["count"]
    if _is_sea(state, origin):
        sea = state.sea(origin)
        state = state.with_sea(replace(sea, fleets=add(sea.fleets, civ, -count)))
    else:
        province = state.province(origin)
        state = state.with_province(replace(province, fleets=add(province.fleets, civ, -count)))
    sea = state.sea(target)
    state = state.with_sea(replace(sea, fleets=add(sea.fleets, civ, count)))
    return _mark_moved(state, civ, target, count)


def check_move_fleet(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    origin, target, count = args["from"], args["to"], args["count"]
    out = []
    if not _is_sea(state, target):
        return [rule("Fleets", f"{target!r} is not a sea zone", TOPIC)]
    have = _fleets_at(state, civ, origin) - _moved(state, civ, origin)
    if have < count:
        out.append(rule("Fleets", f"only {max(have, 0)} fleet(s) free to move at {origin}", TOPIC))
    if civ in state.legions_moved:
        out.append(rule("Fleets first", "fleets sail before legions march", TOPIC))
    if _is_sea(state, origin):
        if target not in sea_neighbours(state, origin):
            out.append(rule("Fleets", f"{origin} does not border {target}", TOPIC))
    elif origin not in state.sea(target).coasts:
        out.append(rule("Fleets", f"fleets built in {origin} sail to a sea zone on its coast", TOPIC))
    return out


# -- legions ---------------------------------------------------------------------------


def _enemies(province: Province, civ: str) -> set[str]:
    return {owner for owner in province.armies() if owner != civ}


def move_legion(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    origin, target, count = state.province(args["from"]), state.province(args["to"]), args["count"]
    state = state.with_province(_lose_legions(origin, civ, count))
    target = state.province(target.id)
    state = state.with_province(replace(target, legions=add(target.legions, civ, count)))
    state = _mark_moved(state, civ, target.id, count)
    state = replace(state, legions_moved=state.legions_moved | {civ})
    if _enemies(state.province(target.id), civ) and (civ, target.id) not in state.must_fight:
        state = replace(state, must_fight=state.must_fight + ((civ, target.id),))
    return state


def _lose_legions(province: Province, civ: str, count: int) -> Province:
    """Remove legions; occupations and a seizure need a legion each, so they go first."""
    legions = add(province.legions, civ, -count)
    left = get(legions, civ)
    occupied = list(province.occupied)
    seizing = province.seizing
    standing = [i for i, (_, owner) in enumerate(occupied) if owner == civ]
    need = len(standing) + (seizing == civ)
    while need > left:
        if seizing == civ:
            seizing = None
        else:
            occupied.pop(standing.pop())
        need -= 1
    return replace(province, legions=legions, occupied=tuple(occupied), seizing=seizing)


def check_move_legion(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    out = []
    for place in (args["from"], args["to"]):
        if not state.has_province(place):
            return [rule("Legions", f"no province {place!r} (add-province)", "map")]
    origin = state.province(args["from"])
    free = get(origin.legions, civ) - _moved(state, civ, origin.id)
    if free < args["count"]:
        out.append(rule("Legions", f"only {max(free, 0)} legion(s) free to move in {origin.name}", TOPIC))
    if args["to"] not in reach(state, civ, [origin.id]):
        out.append(rule("Legions", f"{args['to']} does not border {origin.name} (by land or your fleets)", TOPIC))
    return out


# -- battles ---------------------------------------------------------------------------


def _bonus(state: State, civ: str, hero: str) -> int:
    player = state.player_of(civ)
    return 1 if player is not None and state.owns(player, hero) else 0


def _sides(ctx: Context, args: Mapping[str, Any]) -> tuple[str, str, bool]:
    state = game(ctx)
    attacker = state.civs[actor(ctx)]
    defender = args["defender"]
    return attacker, defender, _is_sea(state, args["place"])


def battle(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    attacker, defender, at_sea = _sides(ctx, args)
    place = args["place"]
    result = _result(state, attacker, defender, place, args)
    if at_sea:
        sea = state.sea(place)
        fleets = add(sea.fleets, attacker, -result["attacker_losses"])
        fleets = add(fleets, defender, -result["defender_losses"])
        state = state.with_sea(replace(sea, fleets=fleets))
    else:
        province = state.province(place)
        province = _land_losses(province, attacker, result["attacker_losses"], args.get("attacker_lose_fortresses", 0))
        province = _land_losses(
            province,
            defender,
            result["defender_losses"],
            _defender_forts_lost(state, defender, province, result["defender_losses"], args),
        )
        state = state.with_province(province)
        state = replace(state, must_fight=tuple(f for f in state.must_fight if f != (attacker, place)))
    state = replace(state, battles=state.battles + ((attacker, place),))
    return _mark_moved(state, attacker, place, _units(state, attacker, place))


def wars_to_fight(state: State, civ: str) -> list[str]:
    """Provinces at war where this civ has units and has not fought this turn."""
    return [p.id for p in state.provinces if p.at_war and civ in p.armies() and (civ, p.id) not in state.battles]


def _units(state: State, civ: str, place: str) -> int:
    if _is_sea(state, place):
        return get(state.sea(place).fleets, civ)
    return get(state.province(place).legions, civ)


def _defender_forts_lost(state: State, civ: str, province: Province, losses: int, args: Mapping[str, Any]) -> int:
    if civ in state.neutrals:
        # Neutrals lose their legions first.
        return max(0, losses - get(province.legions, civ))
    return int(args.get("defender_lose_fortresses", 0))


def _land_losses(province: Province, civ: str, losses: int, fortresses: int) -> Province:
    fortresses = min(fortresses, get(province.fortresses, civ), losses)
    legions = min(losses - fortresses, get(province.legions, civ))
    fortresses = min(losses - legions, get(province.fortresses, civ))
    province = _lose_legions(province, civ, legions)
    return replace(province, fortresses=add(province.fortresses, civ, -fortresses))


def _result(state: State, attacker: str, defender: str, place: str, args: Mapping[str, Any]) -> dict[str, int]:
    if _is_sea(state, place):
        return resolve(
            side(args["attacker_rolls"], bonus=_bonus(state, attacker, "pericles")),
            side(args.get("defender_rolls", []), bonus=_bonus(state, defender, "pericles")),
        )
    province = state.province(place)
    return resolve(
        side(args["attacker_rolls"], get(province.fortresses, attacker), _bonus(state, attacker, "hannibal")),
        side(args.get("defender_rolls", []), get(province.fortresses, defender), _bonus(state, defender, "hannibal")),
    )


def check_battle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    attacker, defender, at_sea = _sides(ctx, args)
    place = args["place"]
    if not at_sea and not state.has_province(place):
        return [rule("Battle", f"no province or sea zone {place!r}", "map")]
    if defender == attacker or defender not in (*state.civs, *state.neutrals):
        return [rule("Battle", f"{defender!r} is not an opposing civilization", TOPIC)]
    out = []
    rolls = args["attacker_rolls"]
    theirs = args.get("defender_rolls", [])
    if at_sea:
        sea = state.sea(place)
        mine, their = get(sea.fleets, attacker), get(sea.fleets, defender)
        unit = "fleet"
    else:
        province = state.province(place)
        mine, their = get(province.legions, attacker), get(province.legions, defender)
        unit = "legion"
        if not their and not get(province.fortresses, defender):
            out.append(rule("Battle", f"{defender} has no units in {province.name}", TOPIC))
        forts = args.get("defender_lose_fortresses", 0)
        if forts > get(province.fortresses, defender):
            out.append(
                rule("Losses", f"{defender} has only {get(province.fortresses, defender)} fortress(es) there", TOPIC)
            )
        if args.get("attacker_lose_fortresses", 0) > get(province.fortresses, attacker):
            out.append(rule("Losses", "the attacker has fewer fortresses there", TOPIC))
    if at_sea and not their:
        out.append(rule("Battle", f"{defender} has no fleets in {place}", TOPIC))
    if len(rolls) > mine:
        out.append(rule("Dice", f"one die per attacking {unit}: at most {mine}", "combat"))
    if len(theirs) != their:
        out.append(rule("Dice", f"the defender rolls one die per {unit}: {their}", "combat"))
    if not rolls and (at_sea or not get(state.province(place).fortresses, attacker)):
        out.append(rule("Dice", f"roll one die per attacking {unit}", "combat"))
    return out


# -- after a battle -------------------------------------------------------------------


def _alone(province: Province, civ: str) -> bool:
    return get(province.legions, civ) > 0 and province.armies() == {civ}


def _after_checks(ctx: Context, pid: str, what: str) -> list[Violation]:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    if not state.has_province(pid):
        return [rule(what.capitalize(), f"no province {pid!r}", "map")]
    province = state.province(pid)
    out = []
    if not _alone(province, civ):
        out.append(rule("After battle", f"only your legions may stand in {province.name}", "after-battle"))
    if province.influence == civ:
        out.append(rule("After battle", f"{province.name} is your own province", "after-battle"))
    if (civ, pid) in state.after_battle:
        out.append(rule("One choice", "ravage, occupy and seize exclude each other this turn", "after-battle"))
    return out


def _done(state: State, civ: str, pid: str) -> State:
    return replace(state, after_battle=state.after_battle + ((civ, pid),))


def ravage(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    player = actor(ctx)
    civ = state.civs[player]
    province = state.province(args["province"])
    building = args["building"]
    occupied = list(province.occupied)
    for entry in occupied:
        if entry[0] == building:
            occupied.remove(entry)
            break
    if building.startswith("caravan:"):
        caravans = list(province.caravans)
        caravans.remove(building[8:])
        province = replace(province, caravans=tuple(caravans))
    else:
        field = {"city": "cities", "market": "markets", "temple": "temples"}[building]
        province = replace(province, **{field: getattr(province, field) - 1})
    state = _done(state.with_province(replace(province, occupied=tuple(occupied))), civ, province.id)
    if state.owns(player, "nebuchadnezzar"):
        mine = hand(state, player)
        loot = building[8:] if building.startswith("caravan:") else TAXES if building == "city" else args.get("good")
        if loot:
            mine[loot] += 1
        state = state.with_hand(player, mine)
    return state


def _buildings(province: Province) -> list[str]:
    out = ["city"] * province.cities + ["market"] * province.markets + ["temple"] * province.temples
    return out + [f"caravan:{g}" for g in province.caravans]


def check_ravage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = _after_checks(ctx, args["province"], "ravage")
    state = game(ctx)
    if not state.has_province(args["province"]):
        return out
    province = state.province(args["province"])
    building = args["building"]
    if building not in _buildings(province):
        out.append(rule("Ravage", f"{province.name} has no {building}", "after-battle"))
    if province.capital and building not in ("temple", "market"):
        out.append(rule("Capital", "in a capital only temples and markets can be ravaged", "after-battle"))
    player = actor(ctx)
    if state.owns(player, "nebuchadnezzar") and building in ("temple", "market") and not args.get("good"):
        out.append(rule("Nebuchadnezzar", "name a good the province produces: good=", "heroes"))
    return out


def occupy(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    province = state.province(args["province"])
    taken = tuple((b, civ) for b in args["buildings"])
    state = state.with_province(replace(province, occupied=province.occupied + taken))
    return _done(state, civ, province.id)


def check_occupy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = _after_checks(ctx, args["province"], "occupy")
    state = game(ctx)
    if not state.has_province(args["province"]):
        return out
    province = state.province(args["province"])
    civ = state.civs[actor(ctx)]
    free = _buildings(province)
    for building, _ in province.occupied:
        if building in free:
            free.remove(building)
    for building in args["buildings"]:
        if building not in free:
            out.append(rule("Occupy", f"no unoccupied {building} in {province.name}", "after-battle"))
        else:
            free.remove(building)
        if province.capital and building not in ("temple", "market"):
            out.append(rule("Capital", "in a capital only temples and markets can be occupied", "after-battle"))
    if len(args["buildings"]) + len(province.occupied_by(civ)) > get(province.legions, civ):
        out.append(rule("Occupy", "one legion per occupied building", "after-battle"))
    return out


def seize(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    province = state.province(args["province"])
    return _done(state.with_province(replace(province, seizing=civ)), civ, province.id)


def check_seize(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = _after_checks(ctx, args["province"], "seize")
    state = game(ctx)
    if not state.has_province(args["province"]):
        return out
    province = state.province(args["province"])
    if province.capital:
        out.append(rule("Capital", "a capital can never be seized", "after-battle"))
    if province.influence is None:
        out.append(rule("Seize", f"{province.name} has no influence marker to stand on", "after-battle"))
    civ = state.civs[actor(ctx)]
    if len(province.occupied_by(civ)) + 1 > get(province.legions, civ):
        out.append(rule("Seize", "a free legion must stand on the influence marker", "after-battle"))
    return out


# -- Helen of Troy and the Greek blockade ------------------------------------------------


def helen(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    owner = seat(ctx, args["player"])
    civ = state.civs[owner]
    province = state.province(args["province"])
    legions = add(add(province.legions, args["enemy"], -1), civ, 1)
    state = state.with_province(replace(province, legions=legions))
    return replace(state, used=state.used | {(owner, "helen")})


def check_helen(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    owner = seat(ctx, args["player"])
    civ = state.civs[owner]
    out = []
    if not state.owns(owner, "helen"):
        return [rule("Helen of Troy", f"{args['player']} does not have Helen of Troy", "heroes")]
    if (owner, "helen") in state.used:
        out.append(rule("Helen of Troy", "Helen turns one legion a strategy phase", "heroes"))
    if not state.has_province(args["province"]):
        return out + [rule("Helen of Troy", f"no province {args['province']!r}", "map")]
    province = state.province(args["province"])
    if province.influence != civ:
        out.append(rule("Helen of Troy", f"{province.name} does not hold {args['player']}'s influence", "heroes"))
    if get(province.legions, args["enemy"]) < 1:
        out.append(rule("Helen of Troy", f"no {args['enemy']} legion entered {province.name}", "heroes"))
    if board_units(state, civ)["legion"] >= PIECES["legion"]:
        out.append(rule("Supply", "Helen needs a legion of your own in supply", "heroes"))
    return out


def blockade(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    sea = state.sea(args["sea"])
    result = _blockade_result(state, args)
    fleets = add(sea.fleets, "greece", -result["attacker_losses"])
    fleets = add(fleets, args["against"], -result["defender_losses"])
    return state.with_sea(replace(sea, fleets=fleets))


def _blockade_result(state: State, args: Mapping[str, Any]) -> dict[str, int]:
    return resolve(
        side(args["greek_roll"], bonus=_bonus(state, "greece", "pericles")),
        side(args["their_roll"], bonus=_bonus(state, args["against"], "pericles")),
    )


def check_blockade(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    if "greece" not in state.civs:
        return [rule("Naval blockade", "only a Greek player can blockade", "blockade")]
    if not _is_sea(state, args["sea"]):
        return [rule("Naval blockade", f"{args['sea']!r} is not a sea zone", "blockade")]
    sea = state.sea(args["sea"])
    out = []
    if get(sea.fleets, "greece") < 1:
        out.append(rule("Naval blockade", "Greece needs a fleet in that sea zone", "blockade"))
    if get(sea.fleets, args["against"]) < 1:
        out.append(rule("Naval blockade", f"{args['against']} has no transport fleet there", "blockade"))
    return out


_CIVS = ("babylon", "egypt", "carthage", "greece", "rome")
_BUILDING_NAMES = ("city", "market", "temple", *(f"caravan:{g}" for g in GOODS))

ACTIONS = (
    ActionSpec(
        "move-fleet",
        move_fleet,
        fields=(
            Field("from", "str", "sea zone, or the province where the fleet was built"),
            Field("to", "str", "sea zone"),
            Field("count", "int", "fleets", default=1, min=1, max=5),
        ),
        phases=("strategy",),
        check=check_move_fleet,
        help="Sail fleets one sea zone (new fleets leave their province for a zone on its coast).",
        topic=TOPIC,
    ),
    ActionSpec(
        "move-legion",
        move_legion,
        fields=(
            Field("from", "str", "province"),
            Field("to", "str", "neighbouring province (by land or along your fleets)"),
            Field("count", "int", "legions", default=1, min=1, max=16),
        ),
        phases=("strategy",),
        check=check_move_legion,
        help="March legions into a neighbouring province; entering enemy units means a battle.",
        topic=TOPIC,
    ),
    ActionSpec(
        "battle",
        battle,
        fields=(
            Field("place", "str", "province or sea zone"),
            Field("defender", "choice", "the opposing civilization", choices=_CIVS),
            Field("attacker_rolls", "dice", "one die per attacking legion or fleet", min=0, max=16),
            Field("defender_rolls", "dice", "one die per defending legion or fleet", required=False, min=0, max=16),
            Field(
                "attacker_lose_fortresses",
                "int",
                "how many of the attacker's losses are fortresses",
                required=False,
                min=0,
                max=2,
            ),
            Field(
                "defender_lose_fortresses",
                "int",
                "how many of the defender's losses are fortresses",
                required=False,
                min=0,
                max=2,
            ),
        ),
        phases=("strategy",),
        check=check_battle,
        help="One round of combat; losses are worked out (5 points a loss) and removed.",
        topic="combat",
    ),
    ActionSpec(
        "ravage",
        ravage,
        fields=(
            Field("province", "str", "conquered province"),
            Field("building", "choice", "building destroyed", choices=_BUILDING_NAMES),
            Field("good", "choice", "Nebuchadnezzar's card for a temple or market", required=False, choices=GOODS),
        ),
        phases=("strategy",),
        check=check_ravage,
        help="After a won battle: destroy one building.",
        topic="after-battle",
    ),
    ActionSpec(
        "occupy",
        occupy,
        fields=(
            Field("province", "str", "conquered province"),
            Field("buildings", "choices", "buildings occupied, one legion each", choices=_BUILDING_NAMES, min=1),
        ),
        phases=("strategy",),
        check=check_occupy,
        help="After a won battle: stand legions on buildings; they pay and count for you.",
        topic="after-battle",
    ),
    ActionSpec(
        "seize",
        seize,
        fields=(Field("province", "str", "conquered province"),),
        phases=("strategy",),
        check=check_seize,
        help="After a won battle: stand a legion on the influence marker, to replace it in a later build phase.",
        topic="after-battle",
    ),
    ActionSpec(
        "helen",
        helen,
        fields=(
            Field("player", "player", "Helen's owner"),
            Field("province", "str", "province with the owner's influence"),
            Field("enemy", "choice", "civilization of the entering legion", choices=_CIVS),
        ),
        phases=("strategy",),
        who="any",
        check=check_helen,
        help="Helen of Troy: once a strategy phase turn one entering enemy legion into your own.",
        topic="heroes",
    ),
    ActionSpec(
        "blockade",
        blockade,
        fields=(
            Field("sea", "str", "sea zone the transport crosses"),
            Field("against", "choice", "civilization of the transport fleet", choices=_CIVS),
            Field("greek_roll", "dice", "the Greek fleet's die", min=1, max=1),
            Field("their_roll", "dice", "the transport fleet's die", min=1, max=1),
        ),
        phases=("strategy",),
        who="any",
        check=check_blockade,
        help="Greek naval blockade: one Greek fleet attacks one fleet carrying legions toward Greek land.",
        topic="blockade",
    ),
)
