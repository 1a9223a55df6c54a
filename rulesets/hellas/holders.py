"""Hellas's components and where they lie: every Greek, ship, god card and landscape tile, the holders that hold
them (hands, reserves, decks, the coast) and the names sentences give those holders."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.i18n import N_, tr
from engine.ledger import Component
from engine.state import Context, Player
from rulesets.hellas.board import DOLPHIN, LANDSCAPE_DECK, holder
from rulesets.hellas.cards import CARD_COMPONENTS
from rulesets.hellas.cities import city_by_id
from rulesets.hellas.data import DOLPHIN_TILES, GOD_NAMES, GODS, GREEKS, LANDSCAPE_TILES, SHIPS

#: Each player's own holders, as sentences name them.
SORTS = {
    "hand": N_("{player}'s hand"),
    "drawn": N_("{player}'s cards drawn this turn"),
    "play": N_("{player}'s cards in play"),
    "reserve": N_("{player}'s reserve"),
    "attack": N_("{player}'s attacking Greeks"),
}
#: Each god's face-down deck and discard pile, as sentences name them (Czech declines the god's name).
PILES = {
    ("deck", "poseidon"): N_("the Poseidon deck"),
    ("deck", "zeus"): N_("the Zeus deck"),
    ("deck", "ares"): N_("the Ares deck"),
    ("discard", "poseidon"): N_("the Poseidon discard pile"),
    ("discard", "zeus"): N_("the Zeus discard pile"),
    ("discard", "ares"): N_("the Ares discard pile"),
}


def components(players: Sequence[Player]) -> list[Component]:
    """The box's contents: Greeks and ships in each player's colour, the tiles, the god cards by god."""
    owners = tuple(p.faction for p in players)
    out = [
        Component("greek", "Greek", count=GREEKS, owners=owners, group="piece"),
        Component("ship", "ship", count=SHIPS, owners=owners, group="piece"),
        Component("landscape", "landscape tile", count=LANDSCAPE_TILES, group="tile"),
        Component("dolphin", "dolphin tile", count=DOLPHIN_TILES, group="tile"),
    ]
    for god, cards in GODS.items():
        for card, count in cards.items():
            out.append(replace(CARD_COMPONENTS[card], count=count, group=GOD_NAMES[god]))
    return out


def holders(ctx: Context) -> list[str]:
    """Every player's holders and the shared piles, empty or not, so the table can correct them (an emptied
    hand, the tiles set aside before any is)."""
    own = [ctx.own(sort, seat) for seat in range(len(ctx.players)) for sort in SORTS]
    return [*own, *(f"{sort}:{god}" for sort, god in PILES), LANDSCAPE_DECK, "aside"]


def holder_label(name: str, players: Sequence[Player]) -> str | None:
    """A holder as a sentence names it (None: the engine's own words)."""
    sort, _, rest = name.partition(":")
    if name == LANDSCAPE_DECK:
        return tr("the landscape deck")
    if name == "aside":
        return tr("the tiles set aside")
    if name == f"tile:{DOLPHIN}":
        return tr("the dolphin tile")
    if sort == "tile":
        # Only the id is at hand here: a Greek city's name in the language spoken, else the engine's words.
        return city_by_id(rest)
    if (sort, rest) in PILES:
        return tr(PILES[sort, rest])
    for player in players:
        if rest == player.faction and sort in SORTS:
            return tr(SORTS[sort]).format(player=player.name)
    return None


def set_out(ctx: Context) -> None:
    """The game set out: each player's figures in their reserve, the god decks, the landscape deck, the dolphin
    tile in the middle."""
    for seat in range(len(ctx.players)):
        ctx.move(ctx.piece("greek", seat), GREEKS, "box", ctx.own("reserve", seat))
        ctx.move(ctx.piece("ship", seat), SHIPS, "box", ctx.own("reserve", seat))
    for god, cards in GODS.items():
        for card, count in cards.items():
            ctx.move(card, count, "box", f"deck:{god}")
    ctx.move("landscape", LANDSCAPE_TILES, "box", LANDSCAPE_DECK)
    ctx.move("dolphin", DOLPHIN_TILES, "box", holder(DOLPHIN))
