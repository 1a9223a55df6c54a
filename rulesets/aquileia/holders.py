"""Where Aquileia's components are: the declarations, the setup and the ledger's holders.

Holders: ``bank``; each player's ``purse``, ``reserve`` (servants, houses,
tie marker), ``hand`` (cards, secret), ``buildings`` (houses on built
tiles) and ``offer`` (coins bid in the Theatrum); ``space:ID`` for every
action space (the servant there, the coin under a Portus servant, the
face-up card by an Equi et Arma space); ``track:tie``; the decks
``deck:slaves|equi|stadium|theatre`` with their discard piles, and
``row:stadium`` for the face-up stadium laurel.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.i18n import N_, tr
from engine.ledger import Cap, Component
from engine.state import Context, Player
from rulesets.aquileia.catalogues import PAID_METAL, space_said
from rulesets.aquileia.data import COINS_PER_METAL, HOUSES, METALS, SERVANTS, START, TIE_MARKERS
from rulesets.aquileia.decks import CARD_NAME, DECK_OF, DECKS

BANK = "bank"
TIE_TRACK = "track:tie"
SERVANT = "servant"
HOUSE = "house"
TIE = "tie"
#: One servant per action space (l.3).
CAPS = (Cap(SERVANT, "space", 1, N_("One servant"), "placement"),)
#: Cards need not be shown (l.1); decks are face down.
PRIVATE = ("hand", "deck")
DECK_NAMES = {
    "slaves": "slave",
    "equi": "Equi et Arma",
    "stadium": "stadium laurel",
    "theatre": "theatre laurel",
}
#: The decks and their discard piles in sentences.
DECK_LABELS = {
    "slaves": N_("the slave deck"),
    "equi": N_("the Equi et Arma deck"),
    "stadium": N_("the stadium laurel deck"),
    "theatre": N_("the theatre laurel deck"),
}
DISCARD_LABELS = {
    "slaves": N_("the slave discard pile"),
    "equi": N_("the Equi et Arma discard pile"),
    "stadium": N_("the stadium laurel discard pile"),
    "theatre": N_("the theatre laurel discard pile"),
}
#: The cards as counted words ("2 one-slave cards"): the kit's names, written out here so that each
#: has its plural forms in the translations (a test checks they are the kit's names).
CARD_WORDS = (
    Component("slave-1", "one-slave card"),
    Component("slave-2", "two-slave card"),
    Component("gold-horse-2", "two-gold-horse card"),
    Component("gold-horse-1", "one-gold-horse card"),
    Component("silver-horse-2", "two-silver-horse card"),
    Component("silver-horse-1", "one-silver-horse card"),
    Component("weapons-3", "three-weapon card"),
    Component("weapons-2", "two-weapon card"),
    Component("weapons-1", "one-weapon card"),
    Component("laurel-white", "white stadium laurel"),
    Component("laurel-blue", "blue stadium laurel"),
    Component("laurel-yellow", "yellow stadium laurel"),
    Component("laurel-purple", "purple stadium laurel"),
    Component("laurel-10", "10-point stadium laurel"),
    Component("laurel-7", "7-point stadium laurel"),
    Component("laurel-5", "5-point stadium laurel"),
    Component("laurel-3", "3-point stadium laurel"),
    Component("theatre-white-blue", "white/blue theatre laurel"),
    Component("theatre-blue-yellow", "blue/yellow theatre laurel"),
    Component("theatre-blue-purple", "blue/purple theatre laurel"),
    Component("theatre-white-purple", "white/purple theatre laurel"),
    Component("theatre-yellow-purple", "yellow/purple theatre laurel"),
    Component("theatre-yellow-white", "yellow/white theatre laurel"),
)
#: A player's holders, as the engine names them ("Ann's purse").
OWN_HOLDERS = (N_("purse"), N_("reserve"), N_("hand"), N_("offer"), N_("buildings"))


def components(players: Sequence[Player]) -> list[Component]:
    """Every counted component of the game (l.1), by metal, per player and per card."""
    owners = tuple(p.faction for p in players)
    coins = {
        "gold": Component("gold", "gold coin", count=COINS_PER_METAL, group="coin"),
        "silver": Component("silver", "silver coin", count=COINS_PER_METAL, group="coin"),
        "bronze": Component("bronze", "bronze coin", count=COINS_PER_METAL, group="coin"),
    }
    out = [coins[metal] for metal in METALS]
    out += [
        Component(SERVANT, "servant", count=SERVANTS, owners=owners, group="piece"),
        Component(HOUSE, "house", count=HOUSES, owners=owners, group="piece"),
        Component(TIE, "tie marker", count=TIE_MARKERS, owners=owners, group="piece"),
    ]
    for deck, cards in DECKS.items():
        out += [Component(card, CARD_NAME[card], count=n, group=DECK_NAMES[deck]) for card, n in cards.items()]
    return out


def setup(ctx: Context) -> None:
    """Hand out the starting components (l.2): sets, 1 gold, 1 silver, 2 bronze; the rest of the coins to the bank."""
    for seat in range(len(ctx.players)):
        for kind, n in ((SERVANT, SERVANTS), (HOUSE, HOUSES), (TIE, TIE_MARKERS)):
            ctx.move(ctx.piece(kind, seat), n, "box", ctx.own("reserve", seat))
        for metal, n in START.items():
            ctx.move(metal, n, "box", purse(ctx, seat))
    for metal in METALS:
        ctx.move(metal, COINS_PER_METAL - START.get(metal, 0) * len(ctx.players), "box", BANK)
    for deck, cards in DECKS.items():
        for card, n in cards.items():
            ctx.move(card, n, "box", f"deck:{deck}")


def correctable(ctx: Context) -> list[str]:
    """Holders a correction may name even while empty: every hand, offer and building row, every
    deck and discard pile, the face-up stadium laurel (a card the app missed goes there)."""
    own = [f"{sort}:{p.faction}" for p in ctx.players for sort in ("hand", "offer", "buildings")]
    piles = [f"{sort}:{deck}" for deck in DECK_NAMES for sort in ("deck", "discard")]
    return [*own, *piles, "row:stadium"]


def holder_label(holder: str) -> str | None:
    """Names of the board's holders in sentences; None for a player's own (the engine names those)."""
    sort, _, rest = holder.partition(":")
    if sort == "space":
        # No kit is at hand here: a space is named from its id (the kit's names read the same).
        return space_said(rest)
    if sort == "deck" and rest in DECK_LABELS:
        return tr(DECK_LABELS[rest])
    if sort == "discard" and rest in DISCARD_LABELS:
        return tr(DISCARD_LABELS[rest])
    if holder == TIE_TRACK:
        return tr("the tie track")
    if holder == "row:stadium":
        return tr("the face-up stadium laurel")
    return None


# -- a player's holders ------------------------------------------------------------


def purse(ctx: Context, seat: int) -> str:
    """A player's purse (coins, open to all, l.1)."""
    return ctx.own("purse", seat)


def reserve(ctx: Context, seat: int) -> str:
    """A player's servants, houses and tie marker not on the board."""
    return ctx.own("reserve", seat)


def hand(ctx: Context, seat: int) -> str:
    """A player's cards (secret, l.1)."""
    return ctx.own("hand", seat)


def space(name: str) -> str:
    """The holder of an action space."""
    return f"space:{name}"


# -- reading ---------------------------------------------------------------------


def owner(ctx: Context, name: str) -> int | None:
    """Seat of the servant on a space (None when it is free)."""
    for kind, _ in ctx.ledger.holding(space(name)):
        if kind.startswith("servant:"):
            return ctx.seat_of(kind[8:])
    return None


def owned(ctx: Context, seat: int, spaces: Iterable[str]) -> list[str]:
    """The spaces, of those given, holding this player's servant."""
    mine = ctx.piece(SERVANT, seat)
    return [s for s in spaces if ctx.count(space(s), mine)]


def coins(ctx: Context, holder: str) -> dict[str, int]:
    """Coins at a holder, by metal."""
    return {metal: ctx.count(holder, metal) for metal in METALS if ctx.count(holder, metal)}


# -- moving ----------------------------------------------------------------------


def pay(ctx: Context, metals: Iterable[str], src: str, dst: str) -> None:
    """Coins, named one by one, from one holder to another (each metal in one move, so a shortfall says how many)."""
    wanted: dict[str, int] = {}
    for metal in metals:
        wanted[metal] = wanted.get(metal, 0) + 1
    for metal, n in wanted.items():
        ctx.move(metal, n, src, dst)


def draw(ctx: Context, card: str, dst: str, src: str = "") -> None:
    """A card entered as seen, from its deck (or ``src``, a face-up place) to ``dst``.

    An empty deck is first rebuilt from its discard pile (l.1); a card the
    deck no longer holds is refused by the ledger.
    """
    deck = f"deck:{DECK_OF[card]}"
    if not src:
        src = deck
        if not ctx.holding(deck):
            ctx.move_all(f"discard:{DECK_OF[card]}", deck)
    ctx.move(card, 1, src, dst)


def discard(ctx: Context, card: str, src: str) -> None:
    """A played card onto its deck's discard pile (l.1)."""
    ctx.move(card, 1, src, f"discard:{DECK_OF[card]}")


def send_home(ctx: Context, spaces: Iterable[str]) -> None:
    """Servants back to their owners' reserves; a coin still under a Portus servant goes to the bank.

    The coin under a Portus servant is that player's payment (l.8): it never
    goes back to the purse, and never vanishes.
    """
    for name in spaces:
        holder = space(name)
        for kind, n in ctx.holding(holder):
            if kind.startswith("servant:"):
                ctx.move(kind, n, holder, f"reserve:{kind[8:]}")
            elif name in PAID_METAL and kind in METALS:
                ctx.move(kind, n, holder, BANK)
