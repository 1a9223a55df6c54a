"""The battle assistant (l. 160-181): a battle opened, unit cards played front by front, the scores.

``attack`` opens a battle in the moving player's turn. Each side's combat
bonus (the cards it draws, and points added to its score) is read from the
session: the base, defending a city, the government, combat buildings in
the player's cities, great persons held; the defended city's printed
defence and walls likewise. ``front`` plays one unit card, onto a new front
or against an opposing card standing alone on a front; the triangle gives
the first strike and the wounds follow. ``battle`` (``battles.py``) then
closes it: the winner by the scores, killed cards out of the standing
forces, loot and losses as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization import battle_view, unitcards, upgrades
from rulesets.civilization.battle_result import at_limit
from rulesets.civilization.battle_view import card_text, fight_of, score_line, sentence, unit_name, wounds_text
from rulesets.civilization.catalogues import book, fact, name_of
from rulesets.civilization.common import me, older
from rulesets.civilization.components import (
    cities_of,
    city_label,
    game,
    is_capital,
    is_metropolis,
    on_board,
    owner,
    persons_of,
    realm,
    unit_ranks,
)
from rulesets.civilization.data import CITY_DEFENSE, COMBAT
from rulesets.civilization.formulas import first_strike
from rulesets.civilization.formulas import front as strike
from rulesets.civilization.state import Card, Fight, State
from rulesets.civilization.turn_start import in_anarchy

# -- what the session knows about each side --------------------------------------------------


def bonus_parts(ctx: Context, seat: int, defending_city: bool) -> list[tuple[str, int]]:
    """Where a side's combat bonus comes from (l. 160-165), as (what, cards)."""
    parts = [(N_("base"), COMBAT["base"])]
    if defending_city:
        parts.append((N_("defending a city"), COMBAT["defending_city"]))
    mine = realm(ctx, seat)
    civilization = ctx.players[seat].faction
    cards = fact(ctx, "civilizations", civilization, "combat", 0)
    if cards:  # France's ability
        parts.append((name_of(ctx.kit.catalogue("civilizations", "civilization"), civilization), cards))
    if not in_anarchy(ctx, seat):  # Anarchy has no government bonus (l. 49)
        cards = fact(ctx, "governments", mine.government, "combat", 0)
        if cards:
            parts.append((name_of(ctx.kit.catalogue("governments", "government"), mine.government), cards))
    seen: set[str] = set()
    for city in cities_of(ctx, seat):
        for building in city.buildings:
            cards = fact(ctx, "buildings", building, "combat", 0)
            if cards and building not in seen:
                seen.add(building)
                parts.append((name_of(ctx.kit.catalogue("buildings", "building"), building), cards))
    people = book(ctx).catalogues["person"]
    for person in dict.fromkeys(persons_of(ctx, seat)):
        cards = fact(ctx, "persons", person, "combat", 0)
        if not cards and not older(ctx) and fact(ctx, "persons", person, "kind") == "general":
            # Every great general gives the general's cards (l. 163): Hannibal as much as the Great General.
            cards = COMBAT["great_general"]
        if cards:
            parts.append((name_of(people, person), cards))
    return parts


def defense_parts(ctx: Context, city_id: str) -> list[tuple[str, int]]:
    """The defended city's printed defence and its walls (l. 181), as (what, points)."""
    parts = []
    if is_metropolis(ctx, city_id):
        parts.append((N_("metropolis"), CITY_DEFENSE["metropolis"]))
    elif is_capital(ctx, city_id):
        parts.append(("capital", CITY_DEFENSE["capital"]))  # translated as the capital marker's word
    for building in game(ctx).city(city_id).buildings:
        points = fact(ctx, "buildings", building, "defense", 0)
        if points:
            parts.append((name_of(ctx.kit.catalogue("buildings", "building"), building), points))
    return parts


def forces(ctx: Context, seat: int) -> dict[str, int]:
    """Unit cards in a player's standing forces, by type."""
    return dict(ctx.ledger.holding(ctx.own("forces", seat)))


def _sum(parts: Sequence[tuple[str, int]]) -> str:
    return ", ".join(f"{tr(what)} {points}" if what == "base" else f"+{points} {tr(what)}" for what, points in parts)


# -- attack: the battle opens -------------------------------------------------------------------


def _place(ctx: Context, city: str) -> str:
    """Where the battle is: a capital or a city by the city named (a fact of the city); none, the field."""
    if not city:
        return "field"
    return "capital" if is_capital(ctx, city) else "city"


def attack(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, foe = me(ctx), ctx.player_index(args["defender"])
    city = args.get("city") or ""
    in_city = bool(city)
    bonus = (
        sum(p for _, p in bonus_parts(ctx, seat, False)),
        sum(p for _, p in bonus_parts(ctx, foe, in_city)),
    )
    defense = sum(p for _, p in defense_parts(ctx, city)) if in_city else 0
    held = (sum(forces(ctx, seat).values()), sum(forces(ctx, foe).values()))
    drawn = (min(bonus[0], held[0]), min(bonus[1], held[1]))
    return replace(game(ctx), fight=Fight((seat, foe), _place(ctx, city), city, bonus, defense, drawn))


def defender_of(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Who is attacked, where the table shows it: a city's owner; in the field, the only other player with a
    figure on the map."""
    if args.get("defender") or ctx.actor is None:
        return {}
    city = args.get("city")
    if city:
        holder = owner(ctx, city)
        return {} if holder is None else {"defender": ctx.players[holder].name}
    others = [
        s
        for s in range(len(ctx.players))
        if s != ctx.actor and on_board(ctx, s, "army") + on_board(ctx, s, "settler") > 0
    ]
    return {"defender": ctx.players[others[0]].name} if len(others) == 1 else {}


def check_attack(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if not args.get("defender"):
        return [rule("Battle", "say who is attacked", "battle")]
    seat, foe = me(ctx), ctx.player_index(args["defender"])
    if fight_of(ctx) is not None:
        return [rule("Battle", "a battle is under way: finish it with battle first", "battle")]
    if seat == foe:
        city = args.get("city")
        if city and owner(ctx, city) == seat:
            # Play-test 12: a player attacking in another's turn typed the city of the turn holder, and was told
            # only that a battle has two sides.
            said = tr("{city} is {player}'s own city, and it is {player}'s turn: a battle is the moving player's")
            message = said.format(city=city_label(ctx, city), player=ctx.players[seat].name)
            mend = tr("another player attacks it in their own turn, once this one ends")
            return [Violation("Battle", message, "battle", physical=True, mend=mend)]
        return [rule("Battle", "a battle has two sides", "battle")]
    mend = tr("if the table differs, correct the figures on the map first")
    if on_board(ctx, seat, "army") < 1:
        # Only an army figure starts a battle (l. 101, l. 115): a scout or settler cannot attack.
        message = tr("{player} has no army on the map to attack with").format(player=ctx.players[seat].name)
        return [Violation("Battle", message, "battle", physical=True, mend=mend)]
    city = args.get("city")
    if not city and on_board(ctx, foe, "army") + on_board(ctx, foe, "settler") < 1:
        message = tr("{player} has no figure on the map to fight in the field").format(player=args["defender"])
        return [Violation("Battle", message, "battle", physical=True, mend=mend)]
    if city and owner(ctx, city) != foe:
        message = tr("{city} is not {player}'s city").format(city=city_label(ctx, city), player=args["defender"])
        return [rule("Battle", message, "battle")]
    return []


def attack_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    fight = fight_of(after)
    assert fight is not None
    seat, foe = fight.seats
    names = before.players[seat].name, before.players[foe].name
    label = city_label(before, fight.city) if fight.city else ""
    opens = (
        tr("{attacker} attacks {defender} at {city}.") if label else tr("{attacker} attacks {defender} in the field.")
    )
    out = [opens.format(attacker=names[0], defender=names[1], city=label)]
    for side, who in enumerate(fight.seats):
        parts = bonus_parts(before, who, side == 1 and fight.at != "field")
        drawn = fight.drawn[side]
        if drawn < fight.bonus[side]:
            line = ntr(
                "{player}'s combat bonus is {bonus} ({parts}): the standing forces hold {n} card, all drawn.",
                "{player}'s combat bonus is {bonus} ({parts}): the standing forces hold {n} cards, all drawn.",
                drawn,
            )
        else:
            line = ntr(
                "{player}'s combat bonus is {bonus} ({parts}): draw {n} unit card.",
                "{player}'s combat bonus is {bonus} ({parts}): draw {n} unit cards.",
                drawn,
            )
        out.append(line.format(player=names[side], bonus=fight.bonus[side], parts=_sum(parts), n=drawn))
        # Every upgraded unit type, held or not: the upgrades are the techs' (open), the forces are secret.
        ranks = [
            tr("{unit} rank {rank}").format(unit=name_of(before.kit.catalogue("units", "unit"), unit), rank=rank)
            for unit, rank in unit_ranks(before, who).items()
        ]
        if ranks:
            if upgrades.counts(before):
                said = tr("{player}'s upgrades: {ranks}; type each card's printed attack, the app adds them.")
            else:
                said = tr("{player}'s upgrades: {ranks}; type each card's attack with them.")
            out.append(said.format(player=names[side], ranks=phrase_list(ranks)))
    if fight.defense:
        parts = defense_parts(before, fight.city)
        what = ", ".join(f"{tr(what)} {points}" for what, points in parts)
        adds = tr("{city} adds {points} to {player}'s score ({parts}).")
        out.append(adds.format(city=label, points=fight.defense, player=names[1], parts=what))
    if fight.at == "city" and at_limit(before, seat):
        # Warned before the cards (play-test 12: the refusal came after nine cards and the loot question).
        said = tr(
            "{attacker} holds as many cities as allowed (l. 34): a win gives its loot, but {city} stays {defender}'s."
        )
        out.append(said.format(attacker=names[0], city=label, defender=names[1]))
    out.append(tr("Play the cards with front, one at a time; then record the result with battle."))
    return out


# -- front: one card played ---------------------------------------------------------------------


def fighters(ctx: Context) -> Sequence[int]:
    """Who plays the next card: the side that has played fewer while it has cards left, the attacker on
    equal counts (alternating, the attacker first); else the side with cards left."""
    fight = fight_of(ctx)
    if fight is None:
        return ()
    left = [side for side in (0, 1) if fight.played[side] < fight.drawn[side]]
    behind = [side for side in left if fight.played[side] <= fight.played[1 - side]]
    return [fight.seats[side] for side in (behind or left)][:1]


def play(ctx: Context, args: Mapping[str, Any]) -> State:
    fight = fight_of(ctx)
    assert fight is not None
    side = fight.side(me(ctx))
    card = Card(args["unit"], args["attack"] + upgrades.bonus(ctx, me(ctx), args), args["health"])
    fronts = list(fight.fronts)
    killed = [list(fight.killed[0]), list(fight.killed[1])]
    against = args.get("against") or 0
    if not against:
        fronts.append((card, None) if side == 0 else (None, card))
    else:
        foe = fronts[against - 1][1 - side]
        assert foe is not None
        mine, theirs = _clash(card, foe)
        for s, new, old in ((side, mine, card), (1 - side, theirs, foe)):
            if new is None:  # the card itself, as typed: two killed cards of the same type are not alike
                killed[s].append(old)
        pair = (mine, theirs) if side == 0 else (theirs, mine)
        fronts[against - 1] = pair
    played = (fight.played[0] + (side == 0), fight.played[1] + (side == 1))
    dead = (tuple(killed[0]), tuple(killed[1]))
    state = replace(game(ctx), fight=replace(fight, fronts=tuple(fronts), played=played, killed=dead))
    return unitcards.taught(ctx, upgrades.taught(ctx, state, args), args)


def _clash(card: Card, foe: Card) -> tuple[Card | None, Card | None]:
    """The new card against the one standing on the front: each comes out wounded, or killed (None)."""
    result = strike((card.unit, card.attack, card.health, card.wounds), (foe.unit, foe.attack, foe.health, foe.wounds))
    mine = None if result["attacker_dies"] else replace(card, wounds=result["attacker_wounds"])
    theirs = None if result["defender_dies"] else replace(foe, wounds=result["defender_wounds"])
    return mine, theirs


def check_play(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    fight = fight_of(ctx)
    if fight is None:
        return [rule("Battle", "no battle is under way: open one with attack", "battle")]
    seat = me(ctx)
    if seat not in fight.seats:
        return [rule("Battle", tr("{player} is not in this battle").format(player=ctx.players[seat].name), "battle")]
    side = fight.side(seat)
    name = ctx.players[seat].name
    unknown = unitcards.checks(ctx, seat, args)
    if unknown:
        return unknown
    out = upgrades.checks(ctx, seat, args)
    # Cards come from the standing forces, as many as the bonus draws (l. 159): one more is not in the hand.
    if fight.played[side] >= fight.drawn[side]:
        drawn = fight.drawn[side]
        message = ntr("{player} has played all {n} card drawn", "{player} has played all {n} cards drawn", drawn)
        out.append(Violation("Battle", message.format(player=name, n=drawn), "battle", physical=True))
    held = forces(ctx, seat).get(args["unit"], 0)
    used = sum(1 for pair in fight.fronts if (c := pair[side]) is not None and c.unit == args["unit"])
    used += sum(1 for c in fight.killed[side] if c.unit == args["unit"])
    if used >= held:
        # The standing forces are secret: what they hold is not said, only that this card cannot come from them.
        message = tr("that card cannot be played from {player}'s standing forces").format(player=name)
        mend = tr("if the table's standing forces differ, correct them before the attack")
        out.append(Violation("Battle", message, "battle", physical=True, mend=mend))
    against = args.get("against") or 0
    if against:
        if against > len(fight.fronts):
            return [*out, rule("Battle", _fronts(len(fight.fronts)), "battle")]
        pair = fight.fronts[against - 1]
        if pair[1 - side] is None:
            message = tr("front {front} has no opposing card standing").format(front=against)
            out.append(rule("Battle", message, "battle"))
        elif pair[side] is not None:
            message = tr("{player} already has a card standing on front {front}").format(player=name, front=against)
            out.append(rule("Battle", message, "battle"))
    return out


def _fronts(n: int) -> str:
    if n == 0:
        return tr("there are no fronts yet")
    return ntr("there is {n} front", "there are {n} fronts", n).format(n=n)


def play_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    old, new = fight_of(before), fight_of(after)
    assert old is not None and new is not None
    seat = me(before)
    side = old.side(seat)
    card = Card(args["unit"], args["attack"] + upgrades.bonus(before, seat, args), args["health"])
    against = args.get("against") or 0
    upgraded = upgrades.sentence(before, seat, args)
    if not against:
        opens = tr("Front {front}: {card} opens it.").format(front=len(new.fronts), card=card_text(before, seat, card))
        return [*upgraded, opens]
    foe_seat = old.seats[1 - side]
    foe = old.fronts[against - 1][1 - side]
    assert foe is not None
    mine_first, theirs_first = first_strike(card.unit, foe.unit), first_strike(foe.unit, card.unit)
    mine_text, foe_text = card_text(before, seat, card), card_text(before, foe_seat, foe)
    if mine_first or theirs_first:
        first = before.players[seat if mine_first else foe_seat].name
        line = tr("Front {front}: {card} against {foe}; {player} strikes first.")
        out = [line.format(front=against, card=mine_text, foe=foe_text, player=first)]
    else:
        out = [tr("Front {front}: {card} against {foe}.").format(front=against, card=mine_text, foe=foe_text)]
    out = upgraded + out
    pair = new.fronts[against - 1]
    sides = ((side, seat), (1 - side, foe_seat))
    if mine_first:  # the card struck first is said first
        sides = sides[::-1]
    for s, who in sides:
        standing = pair[s]
        unit = unit_name(before, (card if s == side else foe).unit)
        player = before.players[who].name
        if standing is None:
            out.append(sentence(tr("{player}'s {unit} is killed.").format(player=player, unit=unit)))
        elif standing.wounds:
            has = tr("{player}'s {unit} has {wounds}.")
            out.append(sentence(has.format(player=player, unit=unit, wounds=wounds_text(standing.wounds))))
    out.append(score_line(before, new))
    return out


def obligations(ctx: Context) -> list[Violation]:
    """A battle under way is finished (battle) before the turn or phase ends."""
    return battle_view.obligations(ctx, bool(fighters(ctx)))


ACTIONS = (
    ActionSpec(
        "attack",
        attack,
        fields=(
            Field("defender", "player", "who is attacked (a city's owner)", required=False, derived=True),
            Field("city", "ref", "the city attacked (none: in the field)", required=False, catalogue="city"),
        ),
        phases=("movement",),
        check=check_attack,
        help="Open a battle: both combat bonuses, the cards drawn and the city's defence come from the session.",
        topic="battle",
        text="{actor} attacks {defender}",
        outcome=attack_outcome,
        derive=defender_of,
    ),
    ActionSpec(
        "front",
        play,
        fields=unitcards.FIELDS,
        phases=("movement",),
        who=fighters,
        actor="player",
        check=check_play,
        help="Play one unit card in the battle: onto a new front, or against a lone opposing card.",
        topic="battle",
        text="{actor} plays a unit card",
        outcome=play_outcome,
        derive=unitcards.derive,
    ),
)
