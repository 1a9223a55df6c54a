"""Plundering and conquering Roman cities (L11, L13, L17).

A wandering tribe plunders a city beside its crossing that still has its
tile, with at least as many figures on its field as the city has towers:
it takes the tile (stacked by colour, two at most) and what the tile shows
(a pasture card, an action card or 2 gold, and a red field costs a figure),
plus 1 gold per wagon on its field. With tiles of 3 colours it may found an
empire by conquering a city: its figure and a wagon from its field move in.
From then on it conquers cities one arrow from its own, moving a figure and
a wagon in. A tribe plunders or conquers, never both, in a turn; the
Traitor (1 gold) covers 1 or 2 towers more. Where the board kit knows the
cities beside the tribe's crossing, or the arrows around its empire, the app
checks the target itself; elsewhere it takes the table's word.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.struggle_for_rome import reaching
from rulesets.struggle_for_rome.cards import one_card_a_phase, spend
from rulesets.struggle_for_rome.cities import city_checks, in_play, in_play_city, out_of_play
from rulesets.struggle_for_rome.common import PLAYER, did, game, me, name, seat, tribe_kind, wanderer
from rulesets.struggle_for_rome.data import PROVINCES, RULES
from rulesets.struggle_for_rome.formulas import plunder_allowed
from rulesets.struggle_for_rome.holders import (
    FIGURE,
    PASTURE_KINDS,
    action_deck,
    cities_of,
    draw_pasture,
    figure_word,
    figures,
    gain_gold,
    gold,
    next_pasture,
    owner,
    stack,
    tiles,
    wagons,
)
from rulesets.struggle_for_rome.inferred import one_city
from rulesets.struggle_for_rome.reaching import reach
from rulesets.struggle_for_rome.scoring import award
from rulesets.struggle_for_rome.standing import start_of
from rulesets.struggle_for_rome.state import AT_START, UNKNOWN, City, State
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import tribe_word

TOPIC = "tribes"


def _traitor(ctx: Context, town: City, traitor: bool) -> dict[str, Any]:
    return plunder_allowed(town.towers, figures(ctx, me(ctx), tribe_kind(ctx)), traitor)


def beside(ctx: Context, seat: int, tribe: str) -> frozenset[str] | None:
    """Cities directly beside a wandering tribe's crossing, when the kit knows them (L11)."""
    b = here(ctx)
    where = start_of(ctx, seat, tribe)
    if where is not None:
        return b.beside.get(where)
    if game(ctx).stands(seat, tribe) == AT_START:
        # Still on one of its start crossings: a city beside either of them may be beside it.
        sides = [b.beside.get(c) for c in b.starts.get(ctx.players[seat].faction, ())]
        if sides and None not in sides:
            return frozenset().union(*(s for s in sides if s is not None))
    return None


def _neighbour(ctx: Context, town: City) -> list[Violation]:
    who, tribe = me(ctx), tribe_kind(ctx)
    near = beside(ctx, who, tribe)
    if near is None or town.id in near:
        return []
    # Named with the player: a command meant for the player whose turn just passed reads as someone else's.
    message = tr("{city} is not beside the crossing of {player}'s {tribe} tribe (the board kit)")
    said = message.format(city=tr(town.name), player=name(ctx, who), tribe=tribe_word(tribe))
    return [rule("Neighbour", said, TOPIC)]


def targets(ctx: Context, field_name: str) -> list[str]:
    """Pick list of ``city``: cities in play the acting tribe may reach (beside it, or one arrow from its empire)."""
    if field_name != "city" or ctx.actor is None:
        return []
    tribe = tribe_kind(ctx)
    empire = bool(cities_of(ctx, ctx.actor, tribe))
    near = None if empire else beside(ctx, ctx.actor, tribe)
    out = []
    for town in in_play(ctx):
        if owner(ctx, town.id) is not None or out_of_play(ctx, town):  # a III city with three players (L3)
            continue
        if (near is not None and town.id not in near) or (empire and reach(ctx, ctx.actor, tribe, town.id) is False):
            continue
        out.append(town.id)
    return out


def _common_checks(ctx: Context, args: Mapping[str, Any], what: str) -> tuple[City | None, list[Violation]]:
    """What plunder and conquest share: the city, one of the two a turn, enough figures, the Traitor."""
    city, out = city_checks(ctx, args["city"])
    if city is None:
        return None, out
    who, tribe = me(ctx), tribe_kind(ctx)
    if seat(ctx, who).done(tribe) & {"plundered", "conquered", "idle"}:
        out.append(rule("Tribe turn", "a tribe plunders or conquers once a turn, never both", TOPIC))
    traitor = bool(args.get("traitor"))
    result = _traitor(ctx, city, traitor)
    have = figures(ctx, who, tribe)
    if not result["allowed"]:
        # The Traitor is suggested only to a player who holds one (the play-test's was told of one not held).
        offer = not traitor and ctx.count(ctx.own("cards", who), "traitor")
        more = tr(" (the Traitor covers up to 2 more for 1 gold)") if offer else ""
        if what == "plunder":
            message = tr("{figures} against {towers} towers: too few to plunder{more}")
        else:
            message = tr("{figures} against {towers} towers: too few to conquer{more}")
        message = message.format(figures=figure_word(tribe, have), towers=city.towers, more=more)
        out.append(rule("Towers", message, TOPIC))
    if traitor:
        out.extend(one_card_a_phase(ctx, who))
        if result["gold_cost"] > gold(ctx, who):
            out.append(Violation("Traitor", "the Traitor costs 1 gold", "cards", physical=True))
        if result["allowed"] and not result["gold_cost"]:
            # Only spent when the towers outnumber the figures (see decisions): ticked otherwise, it is not
            # played, and saying nothing would tell the table it was.
            message = tr("{figures} against {towers} towers: the Traitor is not needed")
            message = message.format(figures=figure_word(tribe, have), towers=city.towers)
            out.append(unused("Traitor", message, "cards", "traitor"))
    return city, out


def _pay_traitor(ctx: Context, city: City, args: Mapping[str, Any]) -> State:
    # The Traitor is only spent when the towers outnumber the figures (see decisions).
    result = _traitor(ctx, city, bool(args.get("traitor")))
    if args.get("traitor") and result["gold_cost"]:
        ctx.move("gold", result["gold_cost"], ctx.own("purse", me(ctx)), "bank")
        return spend(ctx, me(ctx), "traitor")
    return game(ctx)


# -- plunder ---------------------------------------------------------------------


def _target(ctx: Context, args: Mapping[str, Any]) -> City:
    found = in_play_city(ctx, args["city"])
    assert found is not None, "the check asks for a city on the map"
    return found


def plunder(ctx: Context, args: Mapping[str, Any]) -> State:
    who, tribe = me(ctx), tribe_kind(ctx)
    city = _target(ctx, args)
    ctx.game = _pay_traitor(ctx, city, args)  # the card played is part of the state the rest builds on
    if ctx.count(f"city:{city.id}", "tile"):  # none left is refused by the check, said once (not the ledger's too)
        ctx.move("tile", 1, f"city:{city.id}", stack(ctx, who, tribe, city.province))
    reward = args["reward"]
    if reward == "gold":
        gain_gold(ctx, who, 2)
    elif reward == "pasture":
        if args["card"] in next_pasture(ctx) or not next_pasture(ctx):  # else refused by the check, said once
            draw_pasture(ctx, args["card"], 1, ctx.own("hand", who))
    else:
        ctx.move(args["card"], 1, "box", ctx.own("cards", who))
    gain_gold(ctx, who, wagons(ctx, who, tribe))
    piece = ctx.piece(FIGURE[tribe], who)
    if args.get("red") and ctx.count(ctx.own(tribe, who), piece):
        ctx.move(piece, 1, ctx.own(tribe, who), ctx.own("supply", who))
    award(ctx, who)
    return did(ctx, who, tribe, "plundered")


def drawn_card(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``derive`` of plunder: the pasture card drawn when the deck can give only one kind (the play-test
    was asked for it while the deck held only cattle), and the city when one alone fits (play-test 12)."""
    kinds = next_pasture(ctx)
    near = beside(ctx, ctx.actor, tribe_kind(ctx)) if ctx.actor is not None else None
    found = one_city(ctx, args, near)
    if args.get("reward") == "pasture" and not args.get("card") and len(kinds) == 1:
        return {**found, "card": kinds[0]}
    return found


def check_plunder(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if not args.get("city"):
        # More than one city fits, or the app does not know those beside the tribe (see ``inferred``).
        return [Violation("Plunder", tr("say which city is plundered (city=)"), TOPIC, physical=True)]
    city, out = _common_checks(ctx, args, "plunder")
    if city is None:
        return out
    who, tribe = me(ctx), tribe_kind(ctx)
    if cities_of(ctx, who, tribe):
        message = tr("{player}'s {tribe} tribe has an empire: it conquers, it no longer plunders")
        out.append(rule("Empire", message.format(player=name(ctx, who), tribe=tribe_word(tribe)), TOPIC))
    else:
        out.extend(_neighbour(ctx, city))
    if not ctx.count(f"city:{city.id}", "tile"):
        message = tr("{city} has no plunder tile left").format(city=tr(city.name))
        out.append(Violation("Plunder", message, TOPIC, physical=True))
    reward, card = args["reward"], args.get("card")
    if reward == "gold" and card:
        out.append(rule("Plunder", "a tile with 2 gold brings no card", TOPIC))
    if reward == "pasture" and card not in PASTURE_KINDS:
        out.append(rule("Plunder", "say which pasture card was drawn (horse or cattle)", TOPIC))
    elif reward == "pasture" and next_pasture(ctx) and card not in next_pasture(ctx):
        # Physical: the deck (or the discard pile shuffled into it) has none of that kind to give.
        said = tr("the pasture deck holds no {card}: the card drawn is {kind}")
        kinds = tr(next_pasture(ctx)[0])  # one kind is left, or the card named would be there
        out.append(Violation("Plunder", said.format(card=tr(str(card)), kind=kinds), TOPIC, physical=True))
    if reward == "action-card":
        if card is None or card in PASTURE_KINDS:
            out.append(rule("Plunder", "say which action card was drawn", TOPIC))
        if action_deck(ctx) < 1:
            out.append(Violation("Action cards", "the action deck is empty", "cards", physical=True))
    return out


def spoils(before: Context, args: Mapping[str, Any]) -> str:
    """What a plunder brings, in words: the tile, its reward and the wagons' gold (the log and the story)."""
    who, tribe = me(before), tribe_kind(before)
    city = _target(before, args)
    gains = [tr("a {province} tile").format(province=tr(PROVINCES.resolve(city.province).label))]
    if args["reward"] == "gold":
        gains.append(tr("2 gold"))
    elif args["reward"] == "pasture":
        # Drawn face down from the deck into the hand (L11): the drawer's secret, so everyone reads only its
        # sort; the hand's own view names it.
        gains.append(tr("a pasture card"))
    else:
        gains.append(tr("an action card"))
    carts = wagons(before, who, tribe)
    gains.append(ntr("{n} gold for {n} wagon", "{n} gold for {n} wagons", carts).format(n=carts))
    return phrase_list(gains, tr("and"))


def traitor_spent(before: Context, after: Context, who: int) -> bool:
    """Whether the attack spent the Traitor (only when the towers outnumber the figures, see decisions)."""
    hand = before.own("cards", who)
    return before.count(hand, "traitor") > after.count(hand, "traitor")


def plunder_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    who, tribe = me(before), tribe_kind(before)
    city = _target(before, args)
    line = tr("{player}'s {tribe} tribe plunders {city} ({figures} against {towers} towers): {gains}.").format(
        player=name(before, who),
        tribe=tribe_word(tribe),
        city=tr(city.name),
        figures=figure_word(tribe, figures(before, who, tribe)),
        towers=city.towers,
        gains=spoils(before, args),
    )
    if traitor_spent(before, after, who):
        line = line[:-1] + tr(", with the Traitor (1 gold) making up the towers.")
    lost = figures(before, who, tribe) - figures(after, who, tribe)
    if lost and tribe == "cavalry":
        line += tr(" The red field sends a horseman back to the supply.")
    elif lost:
        line += tr(" The red field sends a warrior back to the supply.")
    return [line]


# -- conquest --------------------------------------------------------------------


def conquer(ctx: Context, args: Mapping[str, Any]) -> State:
    who, tribe = me(ctx), tribe_kind(ctx)
    city = _target(ctx, args)
    ctx.game = _pay_traitor(ctx, city, args)  # the card played is part of the state the rest builds on
    ctx.game = reaching.learned(ctx, ctx.game, city.id, args)  # from the empire as it was before this city
    if not cities_of(ctx, who, tribe):
        ctx.game = game(ctx).standing(who, tribe, UNKNOWN)  # the figure leaves its crossing for the city
    holder = f"city:{city.id}"
    piece = ctx.piece(FIGURE[tribe], who)
    # The first city takes the tribe's figure from the map; later ones a figure from the field (L11, L13).
    source = ctx.own(tribe, who) if cities_of(ctx, who, tribe) else ctx.own("board", who)
    ctx.move(piece, 1, source, holder)
    ctx.move(ctx.piece("wagon", who), 1, ctx.own(tribe, who), holder)
    if ctx.count(holder, "tile"):
        ctx.move("tile", 1, holder, "box")  # a conquest brings no plunder: the tile goes back in the box
    award(ctx, who)
    return did(ctx, who, tribe, "conquered")


def check_conquer(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    city, out = _common_checks(ctx, args, "conquer")
    if city is None:
        return out
    who, tribe = me(ctx), tribe_kind(ctx)
    held = owner(ctx, city.id)
    if held is not None:
        message = tr("{city} belongs to {player}").format(city=tr(city.name), player=name(ctx, held[0]))
        out.append(Violation("Conquest", message, TOPIC, physical=True))
    empire = bool(cities_of(ctx, who, tribe))
    if not empire and len(tiles(ctx, who, tribe)) < RULES["colours_for_empire"]:
        # Without the colours there is no empire to found: where the city lies and how far are beside the point
        # (the fifth play-test read five reasons at once, some of them at odds).
        out.append(rule("Empire", "founding an empire needs tiles of 3 colours on the tribe field", TOPIC))
    elif not empire:
        out.extend(_neighbour(ctx, city))
    else:
        out.extend(reaching.checks(ctx, city, args))
    if wagons(ctx, who, tribe) < 1:
        out.append(Violation("Wagon", "every conquered city takes a wagon from the tribe field", TOPIC, True))
    if not empire and not out and args.get("arrows") is not None:
        # A count said for nothing, worth a word only when nothing else is wrong.
        said = tr("the first city founds the empire: no arrows are counted from it")
        out.append(unused("Conquest reach", said, TOPIC, "arrows"))
    return out


def conquer_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    who, tribe = me(before), tribe_kind(before)
    city = _target(before, args)
    held = len(cities_of(after, who, tribe))
    if held == 1:
        said = tr("{player}'s {tribe} tribe founds an empire at {city}; its empire has 1 city (1 point each).")
    else:  # the same English for every count above 1, in the Czech form for the count
        said = ntr(
            "{player}'s {tribe} tribe conquers {city}; its empire has {n} cities (1 point each).",
            "{player}'s {tribe} tribe conquers {city}; its empire has {n} cities (1 point each).",
            held,
        )
    line = said.format(player=name(before, who), tribe=tribe_word(tribe), city=tr(city.name), n=held)
    return [line, *reaching.said(before, after, city)]


_ATTACK = (
    PLAYER,
    Field("city", "ref", "the Roman city", catalogue="city"),
    Field("traitor", "bool", "play the Traitor (1 gold: up to 2 towers more)", default=False),
)

ACTIONS = (
    ActionSpec(
        "plunder",
        plunder,
        fields=(
            PLAYER,
            # Filled in when one city alone fits (play-test 12, ``inferred``).
            Field(
                "city",
                "ref",
                "the Roman city (when only one fits, the app knows it)",
                required=False,
                catalogue="city",
                derived=True,
            ),
            *_ATTACK[2:],
            Field("reward", "ref", "what the tile shows", catalogue="reward"),
            Field("card", "ref", "the pasture or action card drawn", required=False, catalogue="card"),
            Field("red", "bool", "the tile shows the red field (a figure goes back)", default=False),
        ),
        phases=("cavalry", "infantry"),
        who=wanderer,
        actor="player",
        derive=drawn_card,
        check=check_plunder,
        suggest=targets,
        help="Plunder a neighbouring city: its tile's reward and 1 gold a wagon (the red field: a figure goes back).",
        topic=TOPIC,
        text="{actor} plunders {city}",
        outcome=plunder_outcome,
    ),
    ActionSpec(
        "conquer",
        conquer,
        fields=(
            *_ATTACK,
            Field(
                "arrows",
                "int",
                "arrows from the tribe's nearest city, where the board kit cannot tell",
                required=False,
                min=1,
                max=9,
            ),
        ),
        phases=("cavalry", "infantry"),
        actor="player",
        check=check_conquer,
        suggest=targets,
        help="Conquer a city (the first founds an empire): a figure and a wagon move in; 1 point.",
        topic=TOPIC,
        text="{actor} conquers {city}",
        outcome=conquer_outcome,
    ),
)
