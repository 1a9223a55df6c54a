"""The shape of Aquileia's board kit: its printed spaces, building tiles, Pecunia rates and decks.

The rulebook describes the rules, not the board: the Arena's and the
Stadium's spaces, the Forum's tiles and Pecunia's rates are printed, and a
table completes what the shipped kit does not know once (``rules kit``).
Besides each fact's type and range, the cross-checks here keep a kit the
rules can use: a villa has a colour and points, a private bank an income,
each on its side of the board; no two spaces answer to one name; and the
decks are the printed ones, since the ledger counts their cards.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.i18n import N_, quoted, tr
from engine.kits import UNKNOWN, Kit, KitField, KitSchema, KitSection
from engine.names import Catalogue, Entry
from rulesets.aquileia.data import AREAS, COLOURS, METALS
from rulesets.aquileia.teach import walk

KINDS = ("workshop", "bank", "villa")
#: l.7: workshops and private banks are built on the left of the board, villas on the right.
SIDE_OF_KIND = {"workshop": "left", "bank": "left", "villa": "right"}
DECK_IDS = ("slaves", "equi", "stadium", "theatre")
SYMBOLS = ("slave", "weapon", "horse", "points", "colour")

SECTIONS = (
    KitSection(
        "arena",
        N_("the Arena's action spaces"),
        (KitField("value", "int", N_("its printed strength (the fight starts from it)"), min=1, max=9),),
    ),
    KitSection(
        "stadium",
        N_("the Stadium's action spaces"),
        (
            KitField("side", "str", N_("which side it is on"), choices=("gold", "silver")),
            KitField("value", "int", N_("its printed strength (the race starts from it)"), min=1, max=9),
        ),
    ),
    KitSection(
        "buildings",
        N_("the Forum's building tiles"),
        (
            KitField("kind", "str", N_("workshop, private bank or villa"), choices=KINDS),
            KitField("side", "str", N_("left (workshops, private banks) or right (villas)"), choices=("left", "right")),
            KitField("coins", "strs", N_("the coins of its price, one by one"), choices=METALS, max=12),
            KitField("slaves", "int", N_("slaves in its price"), min=0, max=12),
            KitField("points", "int", N_("a villa's value, a workshop's points"), required=False, min=0, max=30),
            KitField("colour", "str", N_("a villa's colour"), required=False, choices=COLOURS),
            KitField("income", "strs", N_("a private bank's coins when activated"), required=False, choices=METALS),
        ),
    ),
    KitSection(
        "pecunia",
        N_("the exchanges Pecunia allows"),
        (
            KitField("give", "strs", N_("coins given to the bank"), choices=METALS, min=1, max=6),
            KitField("get", "strs", N_("coins taken in exchange"), choices=METALS, min=1, max=6),
            KitField("of", "int", N_("how many rates the board shows, said with all of them"), required=False, min=1),
        ),
    ),
    KitSection(
        "decks",
        N_("the card kinds of the four decks"),
        (
            KitField("deck", "str", N_("which deck"), choices=DECK_IDS),
            KitField("copies", "int", N_("how many cards of this kind"), min=1, max=22),
            KitField("symbol", "str", N_("what the card shows"), choices=SYMBOLS),
            KitField(
                "number",
                "int",
                N_("slaves, weapons or horses on it; a point laurel's points"),
                required=False,
                min=1,
                max=10,
            ),
            KitField("metal", "str", N_("a horse card's metal"), required=False, choices=("gold", "silver")),
            KitField(
                "colours",
                "strs",
                N_("a laurel's colour (two on a theatre laurel)"),
                required=False,
                choices=COLOURS,
                min=1,
                max=2,
            ),
        ),
    ),
)

#: The kit's section keys and the board's areas as words, for the translations: the kit's screens say a key
#: through a variable (``tabula kit show``'s section lines), so the update of the .po finds them only here.
KEY_WORDS = (
    N_("arena"),
    N_("stadium"),
    N_("pecunia"),
    N_("decks"),
    N_("tie"),
    N_("theatrum"),
    N_("forum"),
    N_("mercatus"),
    N_("portus"),
)

#: Every action space that is not the Arena's or the Stadium's (l.3, l.4, l.7, l.8); kit spaces must not clash.
FIXED_SPACES = (*(space for spaces in AREAS.values() for space in spaces), "tie")


def _tiles(kit: Kit) -> Iterator[tuple[str, str]]:
    # Each kind has its facts: a bank's points or a workshop's colour would mean a misread tile.
    wanted = {"villa": ("points", "colour"), "workshop": ("points",), "bank": ("income",)}
    for tile in kit.entries("buildings"):
        key = f"buildings.{tile['id']}"
        kind = tile["kind"]
        if kind == UNKNOWN:
            continue
        for fact in wanted[kind]:
            if fact not in tile:
                said = tr('a {kind} tile has its {fact} (write "?" if unknown)')
                yield f"{key}.{fact}", said.format(kind=tr(kind), fact=tr(fact))
        for fact in ("points", "colour", "income"):
            if fact in tile and fact not in wanted[kind]:
                yield f"{key}.{fact}", tr("a {kind} tile has no {fact}").format(kind=tr(kind), fact=tr(fact))
        if tile["side"] not in (UNKNOWN, SIDE_OF_KIND[kind]):
            said = tr("a {kind} is built on the {side} side (l.7)")
            yield f"{key}.side", said.format(kind=tr(kind), side=tr(SIDE_OF_KIND[kind]))


def _spaces(kit: Kit) -> Iterator[tuple[str, str]]:
    # The Arena's and the Stadium's spaces share one catalogue with the board's other spaces.
    from rulesets.aquileia.catalogues import SPACE_NAMES

    entries = [Entry(s, SPACE_NAMES[s]) for s in FIXED_SPACES]
    for section in ("arena", "stadium"):
        for space in kit.entries(section):
            key = f"{section}.{space['id']}"
            # A space described without its side cannot be raced on. One nothing is known of yet is the walk's
            # new entry before its answer is laid on it (refusing that refused every Stadium space taught).
            if section == "stadium" and space["side"] == UNKNOWN and space.get("value", UNKNOWN) != UNKNOWN:
                yield f"{key}.side", tr("a Stadium space is on the gold or the silver side: say which")
            if space["id"] in FIXED_SPACES:
                yield key, tr("{space} is another space of the board").format(space=space["id"])
            entries.append(Entry(space["id"], space["name"], tuple(space.get("aliases", ()))))
            yield from _catalogue(N_("space"), entries, key)


def _catalogue(kind: str, entries: list[Entry], key: str) -> Iterator[tuple[str, str]]:
    # Names are matched forgivingly: two that fold alike would make one name mean two things.
    try:
        Catalogue(kind, tuple(entries))
    except ValueError:
        yield key, tr("its name answers for another {kind} too: rename one").format(kind=tr(kind))


def _decks(kit: Kit) -> Iterator[tuple[str, str]]:
    # The ledger counts the printed cards (Ruleset.components gets no kit): a kit cannot change them.
    from rulesets.aquileia.decks import CARDS

    if "decks" not in kit.sections:
        return
    listed = {card["id"]: card for card in kit.entries("decks")}
    for ident, printed in CARDS.items():
        card = listed.get(ident)
        if card is None:
            yield f"decks.{ident}", tr("missing: the decks are the printed ones (l.1)")
            continue
        for fact, value in printed.items():
            if fact not in ("name", "aliases") and card.get(fact) != value:
                said = tr("printed as {value} (l.1): the decks cannot be changed")
                yield f"decks.{ident}.{fact}", said.format(value=quoted(value))
    for ident in listed.keys() - CARDS.keys():
        yield f"decks.{ident}", tr("no such card is printed (l.1)")


#: l.1: some metals are worth more than others; ranked as their names are, the dearest first.
WORTH = ("gold", "silver", "bronze")


def gains(give: Sequence[str], get: Sequence[str]) -> bool:
    """Whether the coins taken are worth more than the coins given however the board rates the metals.

    That is so exactly when, for gold, for silver or better and for any metal, as many coins are taken as
    given, and the coins are not the same: each coin given is matched by one as dear or dearer, with any
    more on top, so the exchange makes coins whatever a gold, a silver and a bronze are worth.
    """
    levels = (WORTH[: n + 1] for n in range(len(WORTH)))
    enough = all(sum(c in level for c in get) >= sum(c in level for c in give) for level in levels)
    return enough and sorted(give) != sorted(get)


def check(kit: Kit) -> list[tuple[str, str]]:
    """Every cross-section problem of a kit, as ``(key, message)``."""
    out = [*_tiles(kit), *_spaces(kit), *_decks(kit)]
    for section, kind in (("buildings", N_("building tile")), ("pecunia", N_("exchange rate"))):
        entries: list[Entry] = []
        for e in kit.entries(section):
            entries.append(Entry(e["id"], e["name"], tuple(e.get("aliases", ()))))
            out.extend(_catalogue(kind, entries, f"{section}.{e['id']}"))
    return out


#: The kit's shape without the cross-checks: how the printed decks are read (they are what the checks compare to).
PLAIN = KitSchema(SECTIONS)
KIT = KitSchema(SECTIONS, check, walk)
