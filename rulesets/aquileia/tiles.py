"""The Forum's building tiles: what a build is and costs, from the kit where it knows, else from the table.

A build names its tile (``tile=``): the kind, points, colour, income and
price are the kit's, and the table types only what the kit does not know
(which the session then keeps, see ``printed``). A build that names no
tile says everything itself, as before kits, and teaches the kit a new
tile. Each tile is built once; the slave cards that pay are derived from
the builder's hand when only one choice obeys the rules (l.7).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.errors import BadInput
from engine.i18n import N_, ntr, tr
from engine.kits import UNKNOWN
from engine.names import Catalogue, Entry, fold, phrase_list
from engine.state import Context
from rulesets.aquileia.common import game
from rulesets.aquileia.decks import CARD_NAME, NUMBER_OF
from rulesets.aquileia.holders import hand, purse
from rulesets.aquileia.kit import SIDE_OF_KIND
from rulesets.aquileia.printed import printed
from rulesets.aquileia.state import Fact
from rulesets.aquileia.tile_words import czech_tile_word
from rulesets.aquileia.words import KIND_NAMES, coin_text, stored_coins

SECTION = "buildings"
#: The legacy option of saves before version 9: a price typed without ``slaves`` had none (and the kit kept 0).
SLAVES_ASSUMED = "price_without_slaves_has_none"
METAL_ORDER = ("gold", "silver", "bronze")
#: Build field -> the tile's fact in the kit.
FACT_OF = {
    "kind": "kind",
    "value": "points",
    "colour": "colour",
    "income": "income",
    "coins": "coins",
    "slaves": "slaves",
}
FIELD_OF = {fact: field for field, fact in FACT_OF.items()}
#: What each kind of tile has besides its price (kit.check asks the same).
KIND_FACTS = {"villa": ("points", "colour"), "workshop": ("points",), "bank": ("income",)}


@dataclass(frozen=True)
class Build:
    """What a build puts on the Forum and what it costs.

    Attributes:
        tile: The kit's tile named (empty when the build named none).
        facts: Build field -> value, the kit's where it knows, else as typed
            (None: neither knows it).
        disagree: Facts typed otherwise than the kit prints them, as sentences.
        learned: Facts the kit did not know that the table typed, for the session to keep.
    """

    tile: str
    facts: Mapping[str, Any]
    disagree: tuple[str, ...]
    learned: tuple[str, ...]

    def require(self) -> None:
        """Ask for what the build needs and neither the kit nor the table gave.

        Raises:
            BadInput: What it is, what it is worth, or (for a tile of the kit) what it costs is not known.
        """
        kind = self.facts["kind"]
        if kind is None:
            raise BadInput("build: name the tile, or say what kind of building it is (workshop, private bank or villa)")
        if self.facts["value"] is None and kind != "bank":
            what = tr(self.label) if self.tile else tr(KIND_NAMES.get(kind, kind))
            raise BadInput(
                tr(
                    "build: the kit does not know what the {tile} is worth: enter its value (the printed points)"
                ).format(tile=what)
            )
        if self.facts["coins"] is None:
            # Every printed building has a price in coins (l.7): a tile typed in needs its price too,
            # or it would be built for nothing.
            raise BadInput(
                tr("build: the kit does not know what the {tile} costs: enter its coins (and slaves)").format(
                    tile=tr(self.label)
                )
            )
        if self.facts["slaves"] is None:
            # Play-test: a slave count left out was kept as 0 in the kit for good. A printed fact is asked.
            raise BadInput(
                tr("build: the kit does not know how many slaves the {tile} costs: enter slaves (0 if none)").format(
                    tile=tr(self.label)
                )
            )

    @property
    def kind(self) -> str:
        """Workshop, bank or villa."""
        return str(self.facts["kind"])

    @property
    def value(self) -> int:
        """A villa's value or a workshop's points (0 for a private bank)."""
        return int(self.facts["value"] or 0)

    @property
    def coins(self) -> tuple[str, ...]:
        """The coins of the price."""
        return tuple(self.facts["coins"] or ())

    @property
    def slaves(self) -> int:
        """Slaves of the price."""
        return int(self.facts["slaves"] or 0)

    @property
    def label(self) -> str:
        """The tile's name, or what is built."""
        return str(self.facts.get("name") or self.tile or self.facts["kind"])


def _normal(key: str, value: Any) -> Any:
    # Lists compare as multisets (a price is so many coins of each metal, in any order).
    if key in ("coins", "income") and isinstance(value, list | tuple):
        return tuple(sorted(value, key=METAL_ORDER.index))
    return value


def slaves_assumed(ctx: Context) -> bool:
    """Whether a price typed without slaves has none (saves before version 9, ``SLAVES_ASSUMED``)."""
    return bool(ctx.options.get(SLAVES_ASSUMED))


def build_of(ctx: Context, args: Mapping[str, Any]) -> Build:
    """The build's facts: the named tile's from the kit (and the session), else the typed ones.

    A fact neither knows is asked (``Build.require``), the slaves of a price too: a save from before
    version 9 read a price typed without slaves as one without any.
    """
    tile = args.get("tile") or ""
    printed_facts = printed(ctx).section(SECTION).get(tile, {}) if tile else {}
    facts: dict[str, Any] = {"name": printed_facts.get("name")}
    disagree, learned = [], []
    for field, fact in FACT_OF.items():
        kit_value = printed_facts.get(fact, UNKNOWN)
        typed = args.get(field)
        typed = None if typed is None else _normal(field, typed)
        if kit_value == UNKNOWN:
            facts[field] = typed
            if tile and typed is not None:
                learned.append(field)
            continue
        facts[field] = _normal(field, kit_value)
        if typed is not None and typed != facts[field]:
            said = tr("{fact}: the kit prints {printed}, not {typed}")
            disagree.append(said.format(fact=tr(fact), printed=_said(field, facts[field]), typed=_said(field, typed)))
            facts[field] = typed  # an override: the table knows its tile better than the kit
    legacy = slaves_assumed(ctx)
    if legacy and "coins" in learned and "slaves" not in learned and printed_facts.get("slaves", UNKNOWN) == UNKNOWN:
        # Before version 9 a price said without slaves was a price without slaves.
        facts["slaves"] = 0
        learned.append("slaves")
    if legacy and facts["slaves"] is None:
        facts["slaves"] = 0  # read as none, and not asked
    kind = facts["kind"]
    if kind in KIND_FACTS:
        # Only a fact the tile's kind has is kept: a villa's income typed by override is no printed fact.
        has = {"kind", "coins", "slaves", *KIND_FACTS[kind]}
        learned = [f for f in learned if FACT_OF[f] in has]
    made = Build(tile, facts, tuple(disagree), tuple(learned))
    made.require()
    return made


def _said(field: str, value: Any) -> str:
    if field in ("coins", "income"):
        return coin_text({m: list(value).count(m) for m in METAL_ORDER}) if value else tr("nothing")
    return tr(value) if isinstance(value, str) else str(value)


def built(ctx: Context) -> dict[str, int]:
    """Tiles built so far, with the seat of their owner."""
    return {b.tile: s for s, p in enumerate(game(ctx).patricians) for b in p.buildings if b.tile}


def free_tiles(ctx: Context) -> list[str]:
    """The kit's tiles nobody has built: what a build may still name."""
    taken = built(ctx)
    return [tile for tile in printed(ctx).section(SECTION) if tile not in taken and ctx.kit.entry(SECTION, tile)]


def short(ctx: Context, seat: int, coins: Sequence[str]) -> dict[str, int]:
    """The coins of a price the purse lacks, by metal (no change is given, l.7)."""
    out = {}
    for metal in METAL_ORDER:
        lacking = list(coins).count(metal) - ctx.count(purse(ctx, seat), metal)
        if lacking > 0:
            out[metal] = lacking
    return out


def slave_plans(ctx: Context, seat: int, needed: int) -> list[list[str]]:
    """Every set of the hand's slave cards that pays ``needed`` slaves as l.7 allows.

    Exactly, when the hand can; otherwise with the least overpayment.
    """
    held = {card: ctx.count(hand(ctx, seat), card) for card in NUMBER_OF if card.startswith("slave-")}
    ones, twos = held.get("slave-1", 0), held.get("slave-2", 0)
    options = [(a, b) for a in range(ones + 1) for b in range(twos + 1) if a + 2 * b >= needed]
    if not options or needed <= 0:
        return []
    least = min(a + 2 * b for a, b in options)
    return [["slave-2"] * b + ["slave-1"] * a for a, b in options if a + 2 * b == least]


def slave_cards(ctx: Context, seat: int, args: Mapping[str, Any], needed: int) -> list[str]:
    """The slave cards paid: as named, else the one way the hand can pay (asked when there are several)."""
    if "slave_cards" in args:
        return list(args["slave_cards"])
    if needed <= 0:
        return []
    plans = slave_plans(ctx, seat, needed)
    if len(plans) == 1:
        return plans[0]
    if not plans:
        return []  # the check says the slaves are not there
    ways = f" {tr('or')} ".join(_cards_text(plan) for plan in plans)
    said = ntr(
        "build: {n} slave can be paid with {ways}: name the slave cards paid",
        "build: {n} slaves can be paid with {ways}: name the slave cards paid",
        needed,
    )
    raise BadInput(said.format(n=needed, ways=ways))


def _cards_text(cards: list[str]) -> str:
    """``1 two-slave card``; ``2 one-slave cards``; ``1 two-slave card and 1 one-slave card``."""
    kinds = sorted(set(cards), reverse=True)
    return phrase_list([_counted(cards.count(kind), CARD_NAME[kind]) for kind in kinds])


def _counted(n: int, card: str) -> str:
    """``2 one-slave cards``, the card's name in the form the count takes."""
    return f"{n} {ntr(card, card + 's', n)}"


def same_tile(ctx: Context, build: Build) -> str | None:
    """A free tile of the kit that a build naming no tile describes (it should name it instead)."""
    if build.tile or build.facts["kind"] is None:
        return None
    wanted: dict[str, Any] = {"kind": build.kind}
    for fact in KIND_FACTS[build.kind]:
        value = build.facts[FIELD_OF[fact]]
        if value in (None, "", ()):
            return None  # not said in full: it cannot be told from the kit's tiles
        wanted[fact] = value
    for tile in free_tiles(ctx):
        facts = printed(ctx).section(SECTION)[tile]
        alike = all((_normal(k, facts.get(k, ())) if k == "income" else facts.get(k)) == v for k, v in wanted.items())
        if alike and not _priced_otherwise(ctx, tile, build):
            return tile
    return None


def _priced_otherwise(ctx: Context, tile: str, build: Build) -> bool:
    """Whether a build's typed price differs from the price the kit knows for ``tile``: a board may print two
    tiles of one kind and value (two 2-point workshops), and the price tells them apart."""
    for field in ("coins", "slaves"):
        known, typed = printed(ctx).known(SECTION, tile, field), build.facts[field]
        if field == "slaves" and typed is None and build.facts["coins"] is not None and slaves_assumed(ctx):
            typed = 0  # before version 9 a price said without slaves had none (as ``build_of`` read it)
        if known is not None and typed is not None and _normal(field, known) != _normal(field, typed):
            return True
    return False


def facts_learned(ctx: Context, build: Build) -> tuple[str, list[Fact]]:
    """The tile a build puts down and what the kit learns from it: the named tile's unknown facts, or
    for a build that names none, the tile the session learned with the same facts, else a whole new one."""
    if build.tile:
        return build.tile, [(SECTION, build.tile, FACT_OF[f], _stored(build.facts[f])) for f in build.learned]
    kind = build.kind
    facts: dict[str, Any] = {
        "kind": kind,
        "side": SIDE_OF_KIND[kind],
        "coins": tuple(build.facts["coins"] or ()),
        "slaves": build.slaves,
    }
    for fact in KIND_FACTS[kind]:
        value = build.facts[FIELD_OF[fact]]
        facts[fact] = UNKNOWN if value in (None, "", ()) else _stored(value)
    known = printed(ctx).section(SECTION)
    for ident, entry in known.items():
        if all(
            _normal(k, entry.get(k, ())) == _normal(k, v) if k in ("coins", "income") else entry.get(k) == v
            for k, v in facts.items()
        ):
            return ident, []  # the session has learned this very tile already
    base, name = tile_id(kind, facts), _tile_name(kind, facts)
    names = {str(e.get("name", i)) for i, e in known.items()}
    ident = next(f"{base}{s}" for s in ("", *(f"-{c}" for c in "bcdefghijk"), "-z") if f"{base}{s}" not in known)
    if ident != base:
        name = f"{name} ({ident.rsplit('-', 1)[1]})"
    if name in names:
        name = f"{name} [{ident}]"
    return ident, [(SECTION, ident, "name", name), *((SECTION, ident, k, v) for k, v in facts.items())]


def _stored(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def tile_id(kind: str, facts: Mapping[str, Any]) -> str:
    """A tile's id made of its facts (``villa-yellow-8``, ``workshop-3``, ``bank-bronze-silver``)."""
    if kind == "villa":
        return f"villa-{facts['colour'] if facts['colour'] != UNKNOWN else 'x'}-{facts['points']}"
    if kind == "workshop":
        return f"workshop-{facts['points']}"
    income = facts["income"]
    return "bank-" + ("-".join(income) if income != UNKNOWN else "x")


def _tile_name(kind: str, facts: Mapping[str, Any]) -> str:
    """The English name a taught tile is kept under (``Workshop 2``), as saves and kits store it."""
    colour, points, income = (facts.get(k, UNKNOWN) for k in ("colour", "points", "income"))
    if kind == "villa":
        return f"{f'{str(colour).title()} villa' if colour != UNKNOWN else 'Villa'} {points}"
    if kind == "workshop":
        return f"Workshop {points}"
    paid = stored_coins({m: list(income).count(m) for m in METAL_ORDER}) if income != UNKNOWN else "?"
    return f"Private bank {paid}"


def tile_name_said(kind: str, facts: Mapping[str, Any]) -> str:
    """``_tile_name`` in the language spoken (``Dílna 2``)."""
    colour, points, income = (facts.get(k, UNKNOWN) for k in ("colour", "points", "income"))
    if kind == "villa" and colour != UNKNOWN:
        said = tr("{colour} villa {points}").format(colour=tr(str(colour)), points=points)
        return said[:1].upper() + said[1:]
    if kind == "villa":
        return tr("Villa {points}").format(points=points)
    if kind == "workshop":
        return tr("Workshop {points}").format(points=points)
    paid = coin_text({m: list(income).count(m) for m in METAL_ORDER}) if income != UNKNOWN else "?"
    return tr("Private bank {coins}").format(coins=paid)


def tile_catalogue(ctx: Context) -> Catalogue:
    """The kit's tiles as the ``tile`` field names them, a taught tile under its name in the language spoken
    (its kept English name still answers), each also by its kind first (``bank 1 bronze``): a kind alone
    then starts every tile of that kind and is asked about, never taken for the one whose id it starts
    (play-test 7: ``build tile=bank`` picked one of three banks)."""
    base = ctx.kit.catalogue(SECTION, N_("building tile"))
    facts = printed(ctx).section(SECTION)
    taken = {fold(n) for e in base.entries for n in (e.id, e.name, *e.aliases)}
    entries = []
    for e in base.entries:
        said = tile_said(ctx, e.id, e.name)
        kind_first = _kind_first(facts.get(e.id, {}))
        extra = tuple(a for a in (kind_first, czech_tile_word(facts.get(e.id, {}))) if a and fold(a) not in taken)
        taken.update(fold(a) for a in extra)
        if said != e.label:
            entries.append(Entry(e.id, said, (*e.aliases, e.name, *extra), e.group))
        else:
            entries.append(Entry(e.id, e.name, (*e.aliases, *extra), e.group) if extra else e)
    # A tile this session described itself (a build with kind= value=...) is named without ``kit apply``
    # (play-test 11, B3: "no building tile 'workshop 2'" after Olga had built it).
    known = {e.id for e in base.entries}
    for ident, tile in facts.items():
        if ident in known:
            continue
        said = tile_said(ctx, ident, str(tile.get("name") or ident))
        extra = tuple(a for a in (_kind_first(tile), czech_tile_word(tile)) if a and fold(a) not in taken)
        taken.update(fold(a) for a in (said, *extra))
        entries.append(Entry(ident, said, extra))
    if len(entries) == len(base.entries) and all(new is old for new, old in zip(entries, base.entries, strict=True)):
        return base
    try:
        return Catalogue(base.kind, tuple(entries), base.missing)
    except ValueError:  # a said name answering to another tile too: the kept names alone stay nameable
        return base


def _kind_first(facts: Mapping[str, Any]) -> str:
    """A tile named by its kind, then what tells it from the others of the kind: ``bank 1 bronze``,
    ``villa yellow 8``, ``workshop 3``; empty while those are unknown."""
    kind, points, colour, income = (facts.get(k, UNKNOWN) for k in ("kind", "points", "colour", "income"))
    if kind == "bank" and isinstance(income, list | tuple) and income and UNKNOWN not in income:
        return f"bank {stored_coins({m: list(income).count(m) for m in METAL_ORDER})}"
    if kind == "villa" and colour != UNKNOWN and points != UNKNOWN:
        return f"villa {colour} {points}"
    if kind == "workshop" and points != UNKNOWN:
        return f"workshop {points}"
    return ""


def tile_said(ctx: Context, tile: str, label: str = "") -> str:
    """A tile's name in the language spoken: the kit's name translated, or for a tile the table taught, the
    name made up for it said in the language's words (play-test: "Workshop 2" stayed English in Czech)."""
    facts = printed(ctx).section(SECTION).get(tile, {})
    name = str(facts.get("name") or label or tile)
    said = tr(name)
    kind = facts.get("kind")
    if said != name or kind not in KIND_FACTS:
        return said
    made = _tile_name(str(kind), facts)
    # A made-up name may carry a letter or the id after it, to tell it from a twin: kept as it is.
    return tile_name_said(str(kind), facts) + name[len(made) :] if name.startswith(made) else said
