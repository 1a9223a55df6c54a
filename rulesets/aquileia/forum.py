"""V Forum (l.7): builds in the order of the spaces 1 to 5.

Space 2 and 5 score the building's points; space 3 builds two. A build
names its tile (``tile=``): price, points, income and colour are the
kit's (``tiles``), so the builder types nothing the kit knows. Coins are
paid exactly, metal by metal, to the bank; slave cards go to their discard
pile and may overpay only as far as the cards force it; each building is
paid separately and gets one of the builder's houses (9 each: the ledger
refuses a tenth). Each tile is built once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.hidden import Public
from engine.i18n import N_, ntr, tr
from engine.kits import UNKNOWN, Kit, KitError
from engine.ledger import Move
from engine.outcomes import move_sentences
from engine.state import Context
from rulesets.aquileia.catalogues import space_said
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, game, me, name, owners, pending, score
from rulesets.aquileia.data import AREAS, COLOURS, FORUM_DOUBLE, FORUM_SCORING
from rulesets.aquileia.decks import DECK_OF, NUMBER_OF
from rulesets.aquileia.holders import BANK, HOUSE, discard, hand, pay, purse, reserve
from rulesets.aquileia.idle import pass_forum
from rulesets.aquileia.printed import learned_kit, printed
from rulesets.aquileia.spaces import my_space, space_checks, space_owner
from rulesets.aquileia.state import Building, State
from rulesets.aquileia.tiles import (
    KIND_FACTS,
    SECTION,
    Build,
    build_of,
    built,
    facts_learned,
    free_tiles,
    same_tile,
    short,
    slave_cards,
    slave_plans,
    tile_name_said,
    tile_said,
)
from rulesets.aquileia.words import coin_text, scores, word

TOPIC = "forum"
KINDS = ("workshop", "bank", "villa")


def _builds(state: State, where: str) -> int:
    return sum(1 for d in state.done if d == f"build:{where}")


def _allowed(where: str) -> int:
    return 2 if where == FORUM_DOUBLE else 1


def forum_actors(ctx: Context) -> Sequence[int]:
    """The players on Forum spaces still to build, in the order of the spaces (l.7)."""
    return owners(ctx, pending(ctx, AREAS["forum"]))


def build(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = me(ctx)
    where = my_space(ctx, args, AREAS["forum"])
    made = build_of(ctx, args)
    pay(ctx, made.coins, purse(ctx, seat), BANK)
    for card in slave_cards(ctx, seat, args, made.slaves):
        discard(ctx, card, hand(ctx, seat))
    ctx.move(ctx.piece(HOUSE, seat), 1, reserve(ctx, seat), ctx.own("buildings", seat))
    income = made.facts["income"] or ()
    counted = tuple((m, income.count(m)) for m in sorted(set(income)))
    tile, learned = facts_learned(ctx, made)
    # A tile typed in is built too: the next build describing it finds it taken.
    building = Building(made.kind, made.value, made.facts["colour"] or "", counted, tile)
    state = state.learn(*learned)
    person = state.patricians[seat]
    state = state.with_patrician(seat, replace(person, buildings=person.buildings + (building,)))
    if where in FORUM_SCORING:
        state = score(state, seat, made.value)
    state = state.mark(f"build:{where}")
    state = state.mark(where) if _builds(state, where) >= _allowed(where) else state
    # What was paid and taken may leave this builder's second build, or a later one's, out of reach.
    return pass_forum(ctx, state)


def check_build(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat = me(ctx)
    where = my_space(ctx, args, AREAS["forum"])
    out = space_checks(ctx, where, TOPIC)
    if _builds(state, where) >= _allowed(where):
        said = ntr("{space} builds {n} building", "{space} builds {n} buildings", _allowed(where))
        out.append(rule("Forum", said.format(space=space_said(where), n=_allowed(where)), TOPIC))
    made = build_of(ctx, args)
    owner = built(ctx).get(made.tile)
    if owner is not None:
        # One tile of each is printed: overriding the rules cannot build it twice.
        said = built_already(tile_said(ctx, made.tile), name(ctx, owner))
        out.append(Violation("Tile", said, TOPIC, physical=True))
    elif not made.tile and made.facts["kind"] in KIND_FACTS:
        tile, learned = facts_learned(ctx, made)
        typed = built(ctx).get(tile)
        if typed is not None:
            # Learned from the table, not the kit: the board might print two alike, so the table may override.
            out.append(rule("Tile", built_already(tile_said(ctx, tile, made.label), name(ctx, typed)), TOPIC))
        elif learned and SECTION in printed(ctx).complete:
            out.append(not_printed(ctx, made, {key: value for _, _, key, value in learned}))
    label = tile_said(ctx, made.tile, made.label) if made.tile else tr(made.label)
    out.extend(rule("Tile", f"{label}: {said}", TOPIC) for said in made.disagree)
    twin = same_tile(ctx, made)
    if twin is not None:
        said = tr("that is the kit's {tile}: name that tile (tile={id})").format(tile=tile_said(ctx, twin), id=twin)
        out.append(rule("Tile", said, TOPIC))
    lacking = short(ctx, seat, made.coins)
    if lacking:
        said = tr("{player} cannot pay exactly: {coins} short").format(player=name(ctx, seat), coins=coin_text(lacking))
        out.append(Violation("Price", said, TOPIC, physical=True))
    cards = [NUMBER_OF[c] for c in slave_cards(ctx, seat, args, made.slaves)]
    if sum(cards) < made.slaves:
        said = _slaves_short(ctx, seat, made.slaves, sum(cards), "slave_cards" in args)
        # Slaves the hand does not hold cannot be paid by overriding (play-test: "use --force" was offered);
        # cards named too few, from a hand that could pay, stay a rule the table may override.
        out.append(Violation("Slaves", said, TOPIC, physical=_held(ctx, seat) < made.slaves))
    else:
        # l.7: more slaves than the price only when the hand cannot pay it exactly (least overpayment).
        plans = slave_plans(ctx, seat, made.slaves)
        least = sum(NUMBER_OF[c] for c in plans[0]) if plans else made.slaves
        if sum(cards) > least:
            said = (
                tr("overpay slaves only when no smaller set will do: the hand pays exactly")
                if least == made.slaves
                else tr("overpay slaves only when no smaller set will do: the hand pays with {n}").format(n=least)
            )
            out.append(rule("Slaves", said, TOPIC))
    if made.kind == "villa" and made.facts["colour"] not in COLOURS:
        said = tr("a villa has a colour: {colours}").format(colours=", ".join(word(c) for c in COLOURS))
        out.append(rule("Villa", said, TOPIC))
    return out


def not_printed(ctx: Context, made: Build, described: Mapping[str, Any]) -> Violation:
    """A new tile on a kit that lists every tile: a typo, most likely (play-test 12: ``value=8`` for 6 made a
    27th tile), refused as Arena ``add-space`` is once the kit lists all its spaces; the table's tiles of that
    kind (of that colour, for a villa) are named."""
    tiles = printed(ctx).section(SECTION)
    kind, colour = made.kind, made.facts.get("colour")
    alike = [t for t, f in tiles.items() if f.get("kind") == kind and (kind != "villa" or f.get("colour") == colour)]
    alike = alike or [t for t, f in tiles.items() if f.get("kind") == kind]
    said = tr("the kit lists every building tile, and none is {tile}: the kit's are {tiles} (or correct the kit)")
    return rule(
        "Tile",
        said.format(tile=tile_name_said(kind, described), tiles=", ".join(tile_said(ctx, t) for t in alike)),
        TOPIC,
    )


#: The price's part a refusal of this rule puts in doubt: a refused build does not keep it.
DOUBTED = {"Price": "coins", "Slaves": "slaves"}


def stated_kit(ctx: Context, action: str, args: Mapping[str, Any]) -> Kit:
    """The kit with what a refused build said of its tile: its price, slaves and points are read off the tile,
    true whatever stopped the build (no slave in hand, a coin short). A refusal about the tile itself (the kit
    says otherwise, the tile is built, a villa without a colour) keeps nothing (play-test 7: a refused build's
    price was asked again)."""
    if action != "build":
        return ctx.kit
    if ctx.actor is None:  # the engine asks with the table's context: the builder is the one named, else due
        named = args.get("player")
        due = forum_actors(ctx)
        seat = ctx.player_index(named) if isinstance(named, str) else (due[0] if due else None)
        if seat is None:
            return ctx.kit
        ctx = replace(ctx, actor=seat)
    try:
        made = build_of(ctx, args)
        tile, learned = facts_learned(ctx, made)
        violations = check_build(ctx, args)
    except BadInput:
        return ctx.kit
    if any(v.rule in ("Tile", "Villa") for v in violations) or not learned or not tile:
        return ctx.kit
    # A part of the price the builder cannot pay is in doubt (play-test 11, B2: ``slaves=2`` typed for a villa
    # of 1 slave was refused, kept, and the right ``slaves=1`` then refused as against the kit): not kept.
    doubted = {fact for rule_name, fact in DOUBTED.items() if any(v.rule == rule_name for v in violations)}
    if made.tile:
        learned = [f for f in learned if f[2] not in doubted]
    else:
        learned = [(s, i, k, UNKNOWN if k in doubted else v) for s, i, k, v in learned]
    if not learned:
        return ctx.kit
    try:
        return learned_kit(ctx.kit, tuple(learned))
    except KitError:
        return ctx.kit


def _slaves_short(ctx: Context, seat: int, needed: int, given: int, named: bool) -> str:
    """Why the slaves do not pay: what the builder's hand holds and how many more the price needs."""
    held = _held(ctx, seat)
    if named and held >= needed:
        # The hand could pay: the cards named are too few (a slip in the list, not a lack).
        said = ntr(
            "{n} slave needed, {given} given ({player} holds {held})",
            "{n} slaves needed, {given} given ({player} holds {held})",
            needed,
        )
    else:
        said = ntr(
            "{player} holds {held} of the {n} slave needed: {short} missing",
            "{player} holds {held} of the {n} slaves needed: {short} missing",
            needed,
        )
    return said.format(n=needed, given=given, player=name(ctx, seat), held=held, short=needed - held)


def _held(ctx: Context, seat: int) -> int:
    """The slaves on the slave cards in a player's hand."""
    return sum(NUMBER_OF[c] * ctx.count(hand(ctx, seat), c) for c in NUMBER_OF if c.startswith("slave-"))


def built_already(tile: str, owner: str) -> str:
    """``the Blue villa 10 is built already (Ann's)``."""
    return tr("the {tile} is built already ({player}'s)").format(tile=tile, player=owner)


def suggest(ctx: Context, field_name: str) -> list[str]:
    """The tiles still free, those the builder can pay first."""
    if field_name != "tile":
        return []
    seat = ctx.actor
    free = free_tiles(ctx)
    if seat is None:
        return free
    known = [t for t in free if ctx.kit.known("buildings", t, "coins") is not None]
    payable = [t for t in known if not short(ctx, seat, ctx.kit.known("buildings", t, "coins"))]
    return payable + [t for t in free if t not in payable]


def describe(args: Mapping[str, Any]) -> str:
    """The log line of a build (it names its tile, or what was built)."""
    tile = args.get("tile")
    # Its kind, the first word of its id, and the outcome's sentence says the rest: a tile taught at the table
    # has no name the log could read here (play-test: "builds the villa-yellow-4"), and a shipped tile said by
    # its kit name read differently from a taught one ("builds the Workshop 4", "builds a workshop").
    kind = str(tile).partition("-")[0] if tile else args.get("kind")
    # One sentence a kind, so each language declines the building (play-test 12: "staví budovu (vila)").
    return tr(BUILDS[kind]) if kind in BUILDS else tr("builds")


#: The log line of a build, by the kind of building.
BUILDS = {"workshop": N_("builds a workshop"), "bank": N_("builds a private bank"), "villa": N_("builds a villa")}


def build_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    """The building, its points, and what the build moved (coins, slave cards, the house): said here, not by the
    log's move lines, so a dry run (``build --check``) says the whole build too; only the slave cards, from a
    hand the audience does not see, are counted there, not named (play-test 8: the preview said only "1 card
    leaves Kaja's hand")."""
    seat = me(before)
    made = game(after).patricians[seat].buildings[-1]
    who = name(before, seat)
    out = [Public(built_text(who, made))]
    # From the space, not the score after the event: Portus may begin and activate in the same event.
    where = my_space(before, args, AREAS["forum"])
    gained = made.value if where in FORUM_SCORING else 0
    if gained:
        out.append(Public(scores(who, gained, game(before).patricians[seat].score + gained)))
    return out + _paid(before, args, seat)


def _paid(before: Context, args: Mapping[str, Any], seat: int) -> list[str]:
    """The moves of ``build`` as the log says moves: coins to the bank, slave cards to their discard pile, a
    house onto the tile. The same facts the handler read (``build_of``, ``slave_cards``) on the same table."""
    made = build_of(before, args)
    components = before.ledger.components
    coins = [Move(m, made.coins.count(m), purse(before, seat), BANK) for m in dict.fromkeys(made.coins)]
    cards = slave_cards(before, seat, args, made.slaves)
    paid = [Move(c, cards.count(c), hand(before, seat), f"discard:{DECK_OF[c]}") for c in dict.fromkeys(cards)]
    house = [Move(before.piece(HOUSE, seat), 1, reserve(before, seat), before.own("buildings", seat))]
    out: list[str] = [Public(line) for line in move_sentences(coins, components)]
    out += move_sentences(paid, components)  # named in the log; counted in a preview the hand's owner alone sees
    return out + [Public(line) for line in move_sentences(house, components)]


#: A villa built, one sentence a colour: Czech bends the colour with the villa ("staví žlutou vilu 8"; play-test
#: 9: "vilu v hodnotě 8 (barva: žlutá)").
VILLA_BUILT = {
    "white": N_("{player} builds a white villa worth {value}."),
    "blue": N_("{player} builds a blue villa worth {value}."),
    "yellow": N_("{player} builds a yellow villa worth {value}."),
    "purple": N_("{player} builds a purple villa worth {value}."),
}


def built_text(who: str, made: Building) -> str:
    """``Ann builds a blue villa worth 10.``"""
    if made.kind == "villa":
        if made.colour in VILLA_BUILT:
            return tr(VILLA_BUILT[made.colour]).format(player=who, value=made.value)
        if made.colour:
            return tr("{player} builds a {colour} villa worth {value}.").format(
                player=who, colour=word(made.colour), value=made.value
            )
        return tr("{player} builds a villa worth {value}.").format(player=who, value=made.value)
    if made.kind == "workshop":
        said = ntr(
            "{player} builds a workshop ({n} point when activated).",
            "{player} builds a workshop ({n} points when activated).",
            made.value,
        )
        return said.format(player=who, n=made.value)
    if made.income:
        said = tr("{player} builds a private bank (pays {coins} when activated).")
        return said.format(player=who, coins=coin_text(dict(made.income)))
    return tr("{player} builds a private bank.").format(player=who)


ACTION = ActionSpec(
    "build",
    build,
    fields=(
        PLAYER,
        Field("space", "ref", "the Forum space (default: your next)", required=False, catalogue="forum-space"),
        Field("tile", "ref", "the tile built: the kit knows its price and points", required=False, catalogue="tile"),
        Field("kind", "choice", "workshop, private bank or villa (if the kit lacks it)", required=False, choices=KINDS),
        Field("value", "int", "printed points, if the kit lacks them", required=False, min=0, max=30),
        Field("colour", "choice", "a villa's colour, if the kit lacks it", required=False, choices=COLOURS),
        Field("coins", "choices", "the coins of its price, if the kit lacks it", required=False, choices=METAL_CHOICES),
        Field("slaves", "int", "slaves in its price, if the kit lacks it", required=False, min=0, max=10),
        Field(
            "slave_cards", "refs", "slave cards paid (default: the one way to pay)", required=False, catalogue="slave"
        ),
        Field(
            "income", "choices", "a private bank's coins, if the kit lacks them", required=False, choices=METAL_CHOICES
        ),
    ),
    phases=(TOPIC,),
    who=forum_actors,
    actor="player",
    check=check_build,
    suggest=suggest,
    help="Build a tile from your Forum space: the kit knows its price; pay exactly. Spaces 2 and 5 score it.",
    topic=TOPIC,
    outcome=build_outcome,
    tells_moves=True,  # its outcome says the coins, slave cards and house (a preview then says them too)
    actor_of=space_owner,
)
