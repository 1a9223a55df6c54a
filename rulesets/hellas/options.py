"""A turn: Reinforcements, a Voyage or an Attack, then Regroup.

Reinforcements: 3 actions (4 with more temple cities than the opponent) —
a Greek into an own occupied city, a ship at an own city, or a god card
(hand at most 7 cards, 3 of one god). Voyage: the tile turned up joins the
coast if the player has more ships than the opponent on the neighbouring
tiles; a Greek goes into the new city and one neighbouring ship of theirs
goes home. Attack: land needs at least as many Greeks as defend, any part by
sea one more; every source city keeps a Greek. Regroup: anywhere after
Reinforcements, only into the new city after a Voyage or a won Attack; no
city left empty; at most 3 Greeks and 3 ships a city.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add
from engine.fields import Field
from engine.state import Context
from engine.views import slug
from rulesets.hellas.coast import TILE_FIELDS, place_check
from rulesets.hellas.common import game, greeks_left, me, new_tile, ships_left
from rulesets.hellas.data import GODS, PER_CITY, REINFORCEMENTS
from rulesets.hellas.formulas import attack as attack_strength
from rulesets.hellas.formulas import voyage as voyage_success
from rulesets.hellas.gods import active_cards, settle, within_limits
from rulesets.hellas.state import Battle, State

TOPIC = "turn"


def _may_choose(state: State, seat: int, option: str) -> list[Violation]:
    used = state.options_used
    cards = active_cards(state, seat)
    if not used:
        return []
    if option == "voyage" and used[-1] == "voyage" and cards.count("voyage-again") >= used.count("voyage"):
        return []
    if option == "attack" and used[-1] == "attack" and "two-attacks" in cards and used.count("attack") < 2:
        return []
    if "double-turn" in cards and used == ("reinforce",) and option in ("voyage", "attack"):
        return []
    return [rule("One option", f"this turn was a {used[-1]} already", TOPIC)]


def allowed_actions(state: State, seat: int) -> int:
    """Reinforcement actions: 3, +1 with more temple cities, +2 with Zeus."""
    temples = [sum(1 for t in state.cities(s) if t.temple) for s in (0, 1)]
    extra = 1 if temples[seat] > temples[1 - seat] else 0
    extra += 2 * active_cards(state, seat).count("two-more-actions")
    return REINFORCEMENTS + extra


def reinforce(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(game(ctx))
    for city in args.get("greeks", []):
        tile = state.tile(slug(city))
        assert tile is not None
        state = state.with_tile(replace(tile, greeks=tile.greeks + 1))
    for city in args.get("ships", []):
        tile = state.tile(slug(city))
        assert tile is not None
        state = state.with_tile(replace(tile, ships=tile.ships + 1))
    hand = state.hands[seat]
    for card in args.get("cards", []):
        hand = add(hand, card, 1)
    state = state.with_hand(seat, hand)
    return replace(state, option="reinforce", options_used=state.options_used + ("reinforce",), regroup="*")


def check_reinforce(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    state = settle(game(ctx))
    out = _may_choose(state, seat, "reinforce")
    greeks, ships, cards = list(args.get("greeks", [])), list(args.get("ships", [])), list(args.get("cards", []))
    limit = allowed_actions(state, seat)
    if len(greeks) + len(ships) + len(cards) > limit:
        out.append(rule("Actions", f"{limit} reinforcement actions", TOPIC))
    if len(greeks) > greeks_left(state, seat) or len(ships) > ships_left(state, seat):
        out.append(rule("Reserve", "not that many figures in reserve", TOPIC))
    for kind, cities in (("Greeks", greeks), ("ships", ships)):
        for city in set(cities):
            tile = state.tile(slug(city))
            if tile is None or tile.owner != seat or tile.greeks < 1:
                out.append(rule("Reinforcements", f"{city} is not a city with your Greeks", TOPIC))
                continue
            have = tile.greeks if kind == "Greeks" else tile.ships
            if have + cities.count(city) > PER_CITY:
                out.append(rule("Three a city", f"at most {PER_CITY} {kind} in {tile.name}", TOPIC))
    hand = state.hands[seat]
    for card in cards:
        hand = add(hand, card, 1)
    if not within_limits(hand):
        out.append(rule("Hand", "at most 7 god cards, 3 of one god", "gods"))
    return out


def voyage(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(game(ctx))
    state = replace(state, option="voyage", options_used=state.options_used + ("voyage",))
    success, _ = _voyage_outcome(state, seat, args)
    if not success:
        return replace(state, regroup="")  # the tile goes under the deck
    tile = replace(new_tile(args["name"], args["temple"], args.get("land", []), args.get("sea", []), args["dolphin"]),
                   owner=seat, greeks=1)  # fmt: skip
    state = state.with_tile(tile)
    source = state.tile(slug(args["ship_from"]))
    if source is not None:
        state = state.with_tile(replace(source, ships=source.ships - 1))
    if greeks_left(state, seat) < 0 and args.get("greek_from"):
        donor = state.tile(slug(args["greek_from"]))
        if donor is not None:
            state = state.with_tile(replace(donor, greeks=donor.greeks - 1))
    return replace(state, regroup=tile.id)


def _voyage_outcome(state: State, seat: int, args: Mapping[str, Any]) -> tuple[bool, dict[str, int]]:
    sea = [slug(x) for x in args.get("sea", [])]
    mine = sum(t.ships for t in state.tiles if t.id in sea and t.owner == seat)
    theirs = sum(t.ships for t in state.tiles if t.id in sea and t.owner == 1 - seat)
    equal = "equal-ships" in active_cards(state, seat)
    placeable = not place_check(state, args)
    return placeable and voyage_success(mine, theirs, equal)["success"], {"mine": mine, "theirs": theirs}


def check_voyage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    state = settle(game(ctx))
    out = _may_choose(state, seat, "voyage")
    success, _ = _voyage_outcome(state, seat, args)
    if success:
        source = state.tile(slug(args.get("ship_from") or ""))
        if (
            source is None
            or source.owner != seat
            or source.ships < 1
            or source.id not in [slug(x) for x in args.get("sea", [])]
        ):
            out.append(rule("Voyage", "name a neighbouring tile of yours whose ship goes home: ship_from=", TOPIC))
        if greeks_left(state, seat) < 1:
            donor = state.tile(slug(args.get("greek_from") or ""))
            if donor is None or donor.owner != seat or donor.greeks < 2:
                out.append(rule("Voyage", "no Greek in reserve: take one from a city with two (greek_from=)", TOPIC))
    return out


def declare_attack(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(game(ctx))
    target = slug(args["target"])
    sources = tuple((slug(s.split(":")[0]), int(s.split(":")[1])) for s in args["sources"])
    by_sea = any(not state.by_land(src, target) for src, _ in sources)
    battle = Battle(seat, target, sources, by_sea)
    return replace(state, option="attack", options_used=state.options_used + ("attack",), battle=battle, regroup="")


def check_attack(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    state = settle(game(ctx))
    out = _may_choose(state, seat, "attack")
    target = state.tile(slug(args["target"]))
    if target is None or target.owner != 1 - seat or target.greeks < 1:
        return out + [rule("Attack", f"{args['target']} is not a city of the opponent", TOPIC)]
    distant = "distant-attack" in active_cards(state, seat)
    far = 0
    for text in args["sources"]:
        name, _, count_text = text.partition(":")
        tile = state.tile(slug(name))
        count = int(count_text) if count_text.isdigit() else 0
        if tile is None or tile.owner != seat:
            out.append(rule("Attack", f"{name} is not your city", TOPIC))
            continue
        if count < 1 or tile.greeks - count < 1:
            out.append(rule("Governor", f"{tile.name} keeps one Greek: at most {tile.greeks - 1} may attack", TOPIC))
        if not state.adjacent(tile.id, target.id):
            far += 1
    if far > (1 if distant else 0):
        out.append(rule("Neighbours", "attack from neighbouring cities (Ares lets one distant city join)", TOPIC))
    return out


def _strengths(state: State) -> dict[str, Any]:
    battle = state.battle
    assert battle is not None
    attacker, defender = battle.attacker, 1 - battle.attacker
    target = state.tile(battle.target)
    assert target is not None
    mine = active_cards(state, attacker)
    theirs = active_cards(state, defender)
    return attack_strength(
        sum(n for _, n in battle.sources),
        target.greeks,
        target.ships,
        battle.by_sea,
        "ships-defend" in theirs,
        "equal-by-sea" in mine,
        mine.count("plus-one"),
    )


def resolve(ctx: Context, args: Mapping[str, Any]) -> State:
    state = settle(game(ctx))
    battle = state.battle
    assert battle is not None
    attacker, defender = battle.attacker, 1 - battle.attacker
    result = _strengths(state)
    for source, count in battle.sources:
        tile = state.tile(source)
        assert tile is not None
        state = state.with_tile(replace(tile, greeks=tile.greeks - count))
    target = state.tile(battle.target)
    assert target is not None
    if not result["success"]:
        return replace(state, battle=None)
    moved = sum(n for _, n in battle.sources)
    if "retreat" in active_cards(state, defender) and args.get("retreat_to"):
        refuge = state.tile(slug(args["retreat_to"]))
        if refuge is not None and refuge.owner == defender:
            state = state.with_tile(
                replace(refuge, greeks=refuge.greeks + target.greeks, ships=refuge.ships + target.ships)
            )
    ships = min(target.ships, ships_left(state, attacker) + 0)
    state = state.with_tile(replace(target, owner=attacker, greeks=min(moved, PER_CITY), ships=ships))
    return replace(state, battle=None, regroup=target.id)


def check_resolve(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    if state.battle is None:
        return [rule("Attack", "no attack to resolve", TOPIC)]
    return []


def regroup(ctx: Context, args: Mapping[str, Any]) -> State:
    state = settle(game(ctx))
    source, target = state.tile(slug(args["from"])), state.tile(slug(args["to"]))
    assert source is not None and target is not None
    greeks, ships = args.get("greeks", 0), args.get("ships", 0)
    state = state.with_tile(replace(source, greeks=source.greeks - greeks, ships=source.ships - ships))
    target = state.tile(target.id)
    assert target is not None
    return state.with_tile(replace(target, greeks=target.greeks + greeks, ships=target.ships + ships))


def check_regroup(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    state = game(ctx)
    source, target = state.tile(slug(args["from"])), state.tile(slug(args["to"]))
    greeks, ships = args.get("greeks", 0), args.get("ships", 0)
    if source is None or target is None or source.owner != seat or target.owner != seat:
        return [rule("Regroup", "move between your own cities", TOPIC)]
    out = []
    if state.regroup == "":
        out.append(rule("Regroup", "no regrouping after a failed voyage or attack", TOPIC))
    elif state.regroup != "*" and target.id != state.regroup:
        out.append(rule("Regroup", "after a voyage or a won attack, only into the new city", TOPIC))
    if source.greeks - greeks < 1:
        out.append(rule("Regroup", f"{source.name} may not be left without a Greek", TOPIC))
    if source.ships < ships:
        out.append(rule("Regroup", f"{source.name} has {source.ships} ship(s)", TOPIC))
    if target.greeks + greeks > PER_CITY or target.ships + ships > PER_CITY:
        out.append(rule("Three a city", f"at most {PER_CITY} Greeks and {PER_CITY} ships in {target.name}", TOPIC))
    return out


ACTIONS = (
    ActionSpec(
        "reinforce",
        reinforce,
        fields=(
            Field("greeks", "strs", "cities getting a Greek (repeat a city for two)", required=False),
            Field("ships", "strs", "cities getting a ship", required=False),
            Field(
                "cards",
                "choices",
                "god cards drawn (as they turned out)",
                required=False,
                choices=tuple(c for cards in GODS.values() for c in cards),
            ),
        ),
        phases=("turn",),
        check=check_reinforce,
        help="Reinforcements: 3 actions (4 with more temples) — Greeks, ships, god cards.",
        topic=TOPIC,
    ),
    ActionSpec(
        "voyage",
        voyage,
        fields=(
            *TILE_FIELDS,
            Field("ship_from", "str", "your neighbouring tile whose ship goes home", required=False),
            Field("greek_from", "str", "with no Greek in reserve: a city of yours with two", required=False),
        ),
        phases=("turn",),
        check=check_voyage,
        help="Voyage: the tile joins the coast with naval superiority (more neighbouring ships).",
        topic=TOPIC,
    ),
    ActionSpec(
        "attack",
        declare_attack,
        fields=(
            Field("target", "str", "the opponent's city"),
            Field("sources", "strs", "your cities and Greeks sent, e.g. athens:2,sparta:1"),
        ),
        phases=("turn",),
        check=check_attack,
        help="Attack: declare the city and the Greeks sent; then cards; then resolve.",
        topic=TOPIC,
    ),
    ActionSpec(
        "resolve",
        resolve,
        fields=(Field("retreat_to", "str", "defender's city for Ares's retreat", required=False),),
        phases=("turn",),
        who="any",
        check=check_resolve,
        help="Resolve the attack with the cards standing.",
        topic=TOPIC,
    ),
    ActionSpec(
        "regroup",
        regroup,
        fields=(
            Field("from", "str", "your city"),
            Field("to", "str", "your city"),
            Field("greeks", "int", "Greeks moved", default=0, min=0, max=3),
            Field("ships", "int", "ships moved", default=0, min=0, max=3),
        ),
        phases=("turn",),
        check=check_regroup,
        help="Regroup your figures (anywhere after Reinforcements; into the new city otherwise).",
        topic=TOPIC,
    ),
)
