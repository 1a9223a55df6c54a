"""Where Struggle for Rome's components are: the ledger's components, holders, caps and setup.

Holders (the part after ``:`` of a player's holder is their colour):

- ``bank``: the open grain and ore stacks and the coins;
- ``deck:pasture`` (face down) and ``discard:pasture`` (face up): horse and cattle cards;
- ``box``: every component not yet in play, the 30-card action deck among them;
- ``discard:action``: action cards used up; ``specials``: the special-card spaces;
- ``rose`` (the compass rose's free markers) and ``number:N`` (a number covered);
- ``out``: plunder tiles left over in a three-player game;
- per player: ``hand`` (resource cards), ``cards`` (action cards, face down),
  ``open`` (Diplomats and Cultural Progress shown, special cards), ``purse``,
  ``supply``, ``board`` (the two tribe figures on the map), the ``cavalry``
  and ``infantry`` tribe fields, and one stack of plunder tiles per tribe and
  province colour (``cavalry-gallia``), as the rules stack same-coloured tiles;
- ``city:ID``: a city's plunder tile, or the figure and wagon of the tribe that
  conquered it, or (three players, marked III) a wagon of the unused colour.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.i18n import N_, ntr, tr
from engine.ledger import BOX, Cap, Component
from engine.state import Context, Player
from rulesets.struggle_for_rome.data import (
    ACTION_IDS,
    CARDS,
    COLOURS,
    OTHER,
    PIECES,
    PROVINCE_IDS,
    PROVINCES,
    SPECIALS,
    START,
)
from rulesets.struggle_for_rome.state import TRIBES

BANK = "bank"
DECK = "deck:pasture"
DISCARD = "discard:pasture"
USED = "discard:action"
#: The 30 action cards of five kinds in a mix the rulebook does not give: one total in the ledger.
ACTION_POOL = N_("action cards")
SPECIAL = "specials"
ROSE = "rose"
OUT = "out"
FIGURE = {"cavalry": "horseman", "infantry": "warrior"}
PASTURE_KINDS = ("horse", "cattle")
#: Plunder tiles a tribe field holds of one colour (L11).
TILES_A_COLOUR = 2

CAPS = (
    *(Cap("tile", f"{t}-{p}", TILES_A_COLOUR, "Tiles", "tribes") for t in TRIBES for p in PROVINCE_IDS),
    Cap("marker", "number", 1, "Compass rose", "roll"),
    Cap("tile", "city", 1, "City", "tribes"),
    Cap("wagon", "city", 1, "City", "tribes"),
    Cap("horseman", "city", 1, "City", "tribes"),
    Cap("warrior", "city", 1, "City", "tribes"),
    Cap("horseman", "board", 1, "Tribe", "tribes"),
    Cap("warrior", "board", 1, "Tribe", "tribes"),
)
PRIVATE = ("hand", "cards", "deck")


def correctable(ctx: Context) -> list[str]:
    """Holders a correction may name even while empty: every player's holders and the shared piles."""
    own = [f"{sort}:{p.faction}" for p in ctx.players for sort in (*_SORTS, *_STACKS)]
    # The compass rose's numbers a marker may cover: every total of two dice.
    numbers = [f"number:{total}" for total in range(2, 13)]
    return [*own, DECK, DISCARD, USED, SPECIAL, OUT, ROSE, *numbers]


#: Where each kind is kept while out of play: the source a correction naming none takes it from and puts it
#: back to (play-test 9: ``correct holder="Bo's purse" kind=gold count=6`` was refused for want of
#: ``source=bank``). A player's pieces go to their supply (``home``); the rest to the box.
HOMES = {
    "gold": BANK,
    "grain": BANK,
    "ore": BANK,
    "horse": DECK,
    "cattle": DECK,
    "marker": ROSE,
    "diplomacy": SPECIAL,
    "scourge": SPECIAL,
    "heir": SPECIAL,
    "terror": SPECIAL,
}


def home(kind: str) -> str | None:
    """Where a kind is kept while out of play (``horseman:red``: Red's supply); None: the box."""
    base, _, owner = kind.partition(":")
    if owner and base in ("horseman", "warrior", "wagon"):
        return f"supply:{owner}"
    return HOMES.get(kind)


_SORTS = ("hand", "cards", "open", "purse", "supply", "board", "cavalry", "infantry")
_LABELS = {
    BANK: N_("the bank"),
    DECK: N_("the pasture deck"),
    DISCARD: N_("the pasture discard pile"),
    USED: N_("the pile of used action cards"),
    SPECIAL: N_("the special-card spaces"),
    ROSE: N_("the compass rose"),
    OUT: N_("the tiles left out"),
    BOX: N_("the box"),
}
_STACKS = {f"{t}-{p}": (t, p) for t in TRIBES for p in PROVINCE_IDS}


def unused_colour(players: Sequence[Player]) -> str | None:
    """The colour nobody plays in a three-player game (its wagons mark the III cities)."""
    free = [c for c in COLOURS if c not in {p.faction for p in players}]
    return free[0] if len(players) == 3 and free else None


def components(players: Sequence[Player]) -> list[Component]:
    """Every component with its count from the rulebook (see ``data.toml`` for the lines)."""
    owners = tuple(p.faction for p in players)
    spare = unused_colour(players)
    wagons = owners + ((spare,) if spare else ())
    out = [
        Component("horseman", "horseman", "horsemen", PIECES["horseman"], owners, "piece"),
        Component("warrior", "warrior", count=PIECES["warrior"], owners=owners, group="piece"),
        Component("wagon", "wagon", count=PIECES["wagon"], owners=wagons, group="piece"),
        Component("grain", "grain", "grain", CARDS["grain"], group="resource"),
        Component("ore", "ore", "ore", CARDS["ore"], group="resource"),
        Component("horse", "horse", count=CARDS["horse"], group="resource"),
        Component("cattle", "cattle", "cattle", CARDS["cattle"], group="resource"),
        Component("gold", "gold", "gold", OTHER["gold"], group="coin"),
        Component("tile", "plunder tile", count=OTHER["tiles"], group="tile"),
        Component("marker", "marker", count=OTHER["markers"], group="marker"),
        # One card, named as such ("The Diplomacy card goes ...": the engine gives a one-of-a-kind its name alone).
        Component("diplomacy", "The Diplomacy card", "Diplomacy cards", SPECIALS["diplomacy"], group="special"),
        Component("scourge", "Scourge of Rome card", count=SPECIALS["scourge"], group="special"),
        Component("heir", "Heir of Rome card", count=SPECIALS["heir"], group="special"),
        Component("terror", "Terror of the Legions card", count=SPECIALS["terror"], group="special"),
    ]
    # The rulebook gives 30 action cards but not how many of each kind (L3, L15): any kind may be up to
    # 30 of them, and the ledger's pool keeps the 30 together (a correction cannot make a 31st).
    action, pool = CARDS["action"], ACTION_POOL
    cards = {
        "diplomat": Component("diplomat", "Diplomat", "Diplomats", action, group="action card", pool=pool),
        "traitor": Component("traitor", "Traitor", "Traitors", action, group="action card", pool=pool),
        "chieftain": Component(
            "chieftain", "Great Chieftain", "Great Chieftains", action, group="action card", pool=pool
        ),
        "treasure": Component("treasure", "Treasure", "Treasures", action, group="action card", pool=pool),
        "culture": Component(
            "culture", "Cultural Progress card", "Cultural Progress cards", action, group="action card", pool=pool
        ),
    }
    return out + [cards[kind] for kind in ACTION_IDS]


def setup(ctx: Context) -> None:
    """Everything from the box to where the rules put it (L3, L5)."""
    for seat in range(len(ctx.players)):
        supply = ctx.own("supply", seat)
        for kind in ("horseman", "warrior", "wagon"):
            ctx.move(ctx.piece(kind, seat), PIECES[kind], BOX, supply)
        for tribe in TRIBES:
            ctx.move(ctx.piece(FIGURE[tribe], seat), 1, supply, ctx.own("board", seat))
            ctx.move(ctx.piece(FIGURE[tribe], seat), 1, supply, ctx.own(tribe, seat))
            ctx.move(ctx.piece("wagon", seat), 1, supply, ctx.own(tribe, seat))
    for kind, n in (("grain", CARDS["grain"]), ("ore", CARDS["ore"]), ("gold", OTHER["gold"])):
        ctx.move(kind, n, BOX, BANK)
    for kind in PASTURE_KINDS:
        ctx.move(kind, CARDS[kind], BOX, DECK)
    for seat in range(len(ctx.players)):
        ctx.move("gold", START["gold"], BANK, ctx.own("purse", seat))
        ctx.move("grain", START["grain"], BANK, ctx.own("hand", seat))
    for kind in ("diplomacy", "scourge", "heir"):
        ctx.move(kind, SPECIALS[kind], BOX, SPECIAL)
    if "terror-of-the-legions" in ctx.variants:
        ctx.move("terror", SPECIALS["terror"], BOX, SPECIAL)
    ctx.move("marker", OTHER["markers"], BOX, ROSE)
    if len(ctx.players) == 3:
        ctx.move("tile", OTHER["tiles_left_with_three"], BOX, OUT)


def label(holder: str, players: Sequence[Player]) -> str | None:
    """A holder's name in sentences: "Ann's cavalry field", "the pasture deck", "Gallia tiles of Ann's cavalry"."""
    if holder in _LABELS:
        return tr(_LABELS[holder])
    sort, _, rest = holder.partition(":")
    if sort == "number":
        return tr("{number} on the compass rose").format(number=rest)
    owner = next((p.name for p in players if p.faction == rest), None)
    if owner is None:
        return None
    if sort in _SORTS:
        return _own_label(sort, owner)
    if sort in _STACKS:
        tribe, province = _STACKS[sort]
        label = tr(PROVINCES.resolve(province).label)
        # One stack (the engine says "holds at most 2" of it: "the Germania tiles ... holds" read wrong).
        if tribe == "cavalry":
            return tr("the {province} tile stack of {player}'s cavalry").format(province=label, player=owner)
        return tr("the {province} tile stack of {player}'s infantry").format(province=label, player=owner)
    return None


def _own_label(sort: str, owner: str) -> str:
    """A player's own holder: "Ann's hand" ("ruka hráče Ann": the name stays as it is)."""
    said = {
        "hand": tr("{player}'s hand"),
        "cards": tr("{player}'s pile of action cards"),
        "open": tr("{player}'s face-up cards"),
        "purse": tr("{player}'s purse"),
        "supply": tr("{player}'s supply"),
        "board": tr("{player}'s tribes on the map"),
        "cavalry": tr("{player}'s cavalry field"),
        "infantry": tr("{player}'s infantry field"),
    }
    return said[sort].format(player=owner)


def figure_word(tribe: str, n: int) -> str:
    """``1 horseman``, ``2 warriors``: a tribe's figures as words."""
    if tribe == "cavalry":
        return f"{n} {ntr('horseman', 'horsemen', n)}"
    return f"{n} {ntr('warrior', 'warriors', n)}"


# -- reading ---------------------------------------------------------------------


def resources(ctx: Context, seat: int) -> dict[str, int]:
    """Resource cards in a player's hand, by kind."""
    hand = ctx.own("hand", seat)
    return {kind: n for kind, n in ctx.holding(hand) if kind in ("grain", "ore", "horse", "cattle")}


def gold(ctx: Context, seat: int) -> int:
    """Gold in a player's purse."""
    return ctx.count(ctx.own("purse", seat), "gold")


def figures(ctx: Context, seat: int, tribe: str) -> int:
    """Horsemen (or warriors) on a tribe field."""
    return ctx.count(ctx.own(tribe, seat), ctx.piece(FIGURE[tribe], seat))


def wagons(ctx: Context, seat: int, tribe: str) -> int:
    """Wagons on a tribe field."""
    return ctx.count(ctx.own(tribe, seat), ctx.piece("wagon", seat))


def tiles(ctx: Context, seat: int, tribe: str) -> dict[str, int]:
    """Plunder tiles on a tribe field, by province colour."""
    out = {}
    for province in PROVINCE_IDS:
        n = ctx.count(stack(ctx, seat, tribe, province), "tile")
        if n:
            out[province] = n
    return out


def stack(ctx: Context, seat: int, tribe: str, province: str) -> str:
    """The holder of a tribe's tiles of one colour."""
    return ctx.own(f"{tribe}-{province}", seat)


def cities_of(ctx: Context, seat: int, tribe: str) -> list[str]:
    """Ids of the cities a tribe has conquered (its figure stands there)."""
    where = ctx.ledger.where(ctx.piece(FIGURE[tribe], seat))
    return sorted(h.partition(":")[2] for h in where if h.startswith("city:"))


def owner(ctx: Context, cid: str) -> tuple[int, str] | None:
    """Seat and tribe that hold a city, if any."""
    for kind, _ in ctx.holding(f"city:{cid}"):
        base, _, colour = kind.partition(":")
        seat = ctx.seat_of(colour)
        if base in ("horseman", "warrior") and seat is not None:
            return seat, "cavalry" if base == "horseman" else "infantry"
    return None


def action_deck(ctx: Context) -> int:
    """Action cards still in the deck: 30 less those drawn (L3), read from the ledger."""
    return CARDS["action"] - ctx.ledger.pool_out(ACTION_POOL)


# -- moving ----------------------------------------------------------------------


def pay(ctx: Context, seat: int, cost: Mapping[str, int]) -> None:
    """Pay resources and gold: grain and ore back to their stacks, pasture cards face up (L7), gold to the bank."""
    for kind, n in cost.items():
        if kind == "gold":
            ctx.move("gold", n, ctx.own("purse", seat), BANK)
        else:
            ctx.move(kind, n, ctx.own("hand", seat), DISCARD if kind in PASTURE_KINDS else BANK)


def take(ctx: Context, seat: int, kind: str, n: int = 1) -> None:
    """A player takes resource cards: grain and ore from their stacks, pasture cards from the deck (as seen)."""
    if kind in PASTURE_KINDS:
        draw_pasture(ctx, kind, n, ctx.own("hand", seat))
    else:
        ctx.move(kind, n, BANK, ctx.own("hand", seat))


def draw_pasture(ctx: Context, kind: str, n: int, dst: str) -> None:
    """Draw pasture cards seen as ``kind``; the face-up pile is shuffled into a new deck once it runs out (L7)."""
    draw_seen(ctx, {kind: n}, dst)


def draw_seen(ctx: Context, seen: Mapping[str, int], dst: str) -> None:
    """Draw the pasture cards seen, in whatever order the deck gave them.

    The cards a deck still holds are drawn before the discard pile is shuffled
    into a new one (L7): a horse and a cattle drawn from a deck down to its last
    cattle are that cattle, then a horse from the new deck. A card the deck
    cannot have given is refused by the ledger.
    """
    left = {kind: n for kind, n in seen.items() if n}
    if sum(left.values()) > sum(ctx.count(DECK, k) for k in PASTURE_KINDS) and ctx.holding(DISCARD):
        # The draw runs the deck out: the pile becomes the new deck first, so the story reads in order (play-test
        # 11, P5: "2 cards go from the pasture deck" was said before the pile was shuffled in). The cards the
        # old deck held are among those seen (``pasture.refusal``), so every card ends where the draw puts it.
        ctx.move_all(DISCARD, DECK)
    while left:
        reshuffle(ctx)
        kind = next((k for k in left if ctx.count(DECK, k)), next(iter(left)))
        ctx.move(kind, 1, DECK, dst)
        left[kind] -= 1
        if not left[kind]:
            del left[kind]
    reshuffle(ctx)


def next_pasture(ctx: Context) -> tuple[str, ...]:
    """The kinds the next pasture card drawn can be: those the deck holds, else those of the discard pile
    shuffled into a new deck (L7)."""
    pile = DECK if ctx.holding(DECK) else DISCARD
    return tuple(k for k in PASTURE_KINDS if ctx.count(pile, k))


def reshuffle(ctx: Context) -> None:
    """An empty pasture deck becomes the shuffled discard pile."""
    if not ctx.holding(DECK) and ctx.holding(DISCARD):
        ctx.move_all(DISCARD, DECK)


def stock(ctx: Context, kind: str) -> int:
    """Cards of a resource the bank can still give: a stack, or the pasture deck and its discard pile."""
    if kind in PASTURE_KINDS or kind == "pasture":
        kinds = PASTURE_KINDS if kind == "pasture" else (kind,)
        return sum(ctx.count(DECK, k) + ctx.count(DISCARD, k) for k in kinds)
    return ctx.count(BANK, kind)


def halve(ctx: Context, resource: str) -> None:
    """The shortage rule (L15): everyone returns half their cards of a resource, rounded down."""
    kinds = PASTURE_KINDS if resource == "pasture" else (resource,)
    for seat in range(len(ctx.players)):
        held = resources(ctx, seat)
        pay(ctx, seat, {k: held.get(k, 0) // 2 for k in kinds if held.get(k, 0) >= 2})
    reshuffle(ctx)


def gain_gold(ctx: Context, seat: int, n: int) -> None:
    """Gold from the bank to a purse."""
    ctx.move("gold", n, BANK, ctx.own("purse", seat))
