"""The order Aquileia's board is taught in: the Forum's tiles, then the Pecunia rates, then the Stadium.

A Forum tile is one short line: its name and kind when the kit does not list it, its price's coins one
letter each (``g`` gold, ``s`` silver, ``b`` bronze), its slaves, and its points: ``ggs 1``. Which side
of the board it goes on follows from its kind. A Pecunia rate: the coins given, then the coins taken
(``g ss``); the Stadium's spaces: side and strength.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.i18n import N_, language, tr, translations
from engine.kits import UNKNOWN, Kit, KitError
from engine.teach import Ask, Question, known_entries, new_entries

#: ``z`` too: a Czech table types *zlatá* (play-test 8); silver and bronze share their letters in both languages.
COINS = {"g": "gold", "z": "gold", "s": "silver", "b": "bronze"}
#: The words a tile's kind and a Stadium side are typed by besides their ids, in the walk's other language too:
#: the Czech prompt asks "dílna, banka nebo vila" and "zlatá nebo stříbrná" (play-test 7: those were refused).
KIND_SAID = {
    "workshop": (N_("workshop"),),
    "bank": (N_("bank"), N_("private bank")),
    "villa": (N_("villa"),),
}
SIDE_SAID = {"gold": (N_("gold"), N_("gold (a Stadium side)")), "silver": (N_("silver"), N_("silver (a Stadium side)"))}


def said_words(said: Mapping[str, Sequence[str]], field: str) -> dict[str, dict[str, Any]]:
    """Each one-word name of each id (its id, English and Czech names), stating ``{field: id}``. Made when the
    walk is, not on import: the game's translations are read once its domain is known."""
    out: dict[str, dict[str, Any]] = {}
    for ident, messages in said.items():
        names = [ident, *messages, *(t for m in messages for t in translations(m))]
        out.update({n: {field: ident} for n in names if n and " " not in n.strip() and "(" not in n})
    return out


def coin_letters() -> dict[str, str]:
    """One letter a metal in the language spoken (``z`` for *zlatá* in Czech, ``g`` in English): the walk's
    legend lists them, and with both it said "g = zlato, z = zlato" (play-test 12). ``COINS`` still reads
    either where a rate or a price is typed on the command line."""
    gold = "z" if language() == "cs" else "g"
    return {gold: "gold", "s": "silver", "b": "bronze"}


def _tile() -> tuple[Ask, ...]:
    """A known tile's price, asked when the walk is made (its letters are the language's then)."""
    return (
        Ask("coins", letters=coin_letters(), hint=N_("its price's coins (g, s, b)")),
        Ask("slaves", hint=N_("slaves in its price")),
    )


def _rate() -> tuple[Ask, ...]:
    """A Pecunia rate: the coins given and taken."""
    letters = coin_letters()
    return (
        Ask("give", letters=letters, hint=N_("coins given (g, s, b)")),
        Ask("get", letters=letters, hint=N_("coins taken")),
    )


def _colour_words() -> dict[str, dict[str, Any]]:
    """A villa's colour by its id or its Czech name (``modrá``)."""
    from rulesets.aquileia.data import COLOURS

    return said_words({colour: (colour,) for colour in COLOURS}, "colour")


def _new_tile() -> tuple[Ask, ...]:
    """A new tile's facts: its kind (by any of its words), price, points, colour and a bank's income."""
    return (
        Ask("kind", hint=N_("workshop, bank or villa"), words=said_words(KIND_SAID, "kind")),
        *_tile(),
        # The prompt and its legend say "- = none": a bank has no points and no colour (a play-test's
        # ``bank bb 0 - - b`` was refused, and no other line was taken).
        Ask("points", hint=N_("points (- for a bank)"), words={"-": {}}),
        Ask("colour", hint=N_("a villa's colour (- for the others)"), words={"-": {}, **_colour_words()}),
        Ask("income", letters=coin_letters(), hint=N_("a bank's income")),
    )


def _space() -> tuple[Ask, ...]:
    """A Stadium space: its side and strength in either order (``silver 3``, ``s 3``, ``3 stříbrná``): each
    place also takes the other fact's words."""
    sides = {
        **{word: {"side": side} for side in ("gold", "silver") for word in (side, side[0])},
        **said_words(SIDE_SAID, "side"),
    }
    return (
        Ask("side", hint=N_("gold or silver"), words={**{str(n): {"value": n} for n in range(1, 10)}, **sides}),
        Ask("value", hint=N_("strength"), words=sides),
    )


def _side(entry: Mapping[str, Any], taken: Sequence[str] = ()) -> Mapping[str, Any]:
    """A new tile's side, name and id, from what was typed: workshops and private banks are built on the left,
    villas on the right (l.7), and a tile is known by its colour, kind and points, as printed. Its id is made
    as a build at the table makes one (``workshop-3``, ``bank-bronze``; ``-b`` for a twin), not ``forum-tile-5``:
    the log's heading reads its kind off the id, and lists show it (play-test 7)."""
    from rulesets.aquileia.kit import SIDE_OF_KIND  # the kit's schema names this walk: imported when used

    kind = entry.get("kind")
    if not isinstance(kind, str) or kind not in SIDE_OF_KIND:
        return {}
    words = [str(entry[k]) for k in ("colour", "kind", "points") if entry.get(k) not in (None, UNKNOWN)]
    income = entry.get("income")
    if kind == "bank" and isinstance(income, list) and UNKNOWN not in income:
        from collections import Counter

        from rulesets.aquileia.words import stored_coins

        words = ["private bank", stored_coins(Counter(income))]  # as the kit names banks: by what they pay
    out: dict[str, Any] = {"side": SIDE_OF_KIND[kind], "name": " ".join(words).capitalize()}
    if entry.get("points", UNKNOWN) != UNKNOWN or kind == "bank":
        from rulesets.aquileia.tiles import tile_id

        base = tile_id(kind, {k: entry.get(k, UNKNOWN) for k in ("colour", "points", "income")})
        if "-x" not in base:  # a fact left unknown: the walk's own number names it until it is known
            out["id"] = next(f"{base}{s}" for s in ("", *(f"-{c}" for c in "bcdefghijk")) if f"{base}{s}" not in taken)
    return out


def rate_facts(entry: Mapping[str, Any]) -> Mapping[str, Any]:
    """A rate is known by what it exchanges, named as an exchange in play names it ("1 gold for 2 silver",
    ``gold-for-silver-silver``): a rate taught here and one taught at the table are one rate."""
    from collections import Counter

    from rulesets.aquileia.kit import gains
    from rulesets.aquileia.words import stored_coins

    give, get = entry.get("give"), entry.get("get")
    if not isinstance(give, list) or not isinstance(get, list) or UNKNOWN in give + get:
        return {}
    # What the table reads off the board is bounded as play bounds an exchange the kit does not know
    # (decisions: Pecunia's rates); a kit file of the table's own is its word, and is not refused.
    if set(give) & set(get):
        raise KitError(tr("an exchange changes one metal for another (l.4)"))
    if gains(give, get):
        raise KitError(tr("it pays out more than it takes: Pecunia changes money, it makes none"))
    label = f"{stored_coins(Counter(give))} for {stored_coins(Counter(get))}"
    return {"id": f"{'-'.join(give)}-for-{'-'.join(get)}", "name": label}


def _space_name(entry: Mapping[str, Any], taken: Sequence[str] = ()) -> Mapping[str, Any]:
    """A new Stadium space's id and name as ``add-space`` makes them (``silver-3``, "Stadium silver 3"): the
    log names a space by its id where no kit is at hand. A second space of one side and value is lettered."""
    side, value = entry.get("side"), entry.get("value")
    if side not in ("gold", "silver") or not isinstance(value, int):
        return {}
    base = f"{side}-{value}"
    ident = base if base not in taken and f"{base}a" not in taken else ""
    ident = ident or next(base + c for c in "bcdefghijklmnopqrstuvwxyz" if base + c not in taken)
    return {"id": ident, "name": f"Stadium {side} {ident.partition('-')[2]}"}


def walk(kit: Kit) -> list[Question]:
    """Forum tiles (known ones' prices, then more until the table says there are no more), Pecunia's rates,
    the Stadium's spaces. Each list's end (``-``) is kept as its count: the kit knows the board whole."""
    forum, pecunia, stadium = N_("the Forum"), N_("Pecunia"), N_("the Stadium")
    out = known_entries(kit, "buildings", _tile(), forum)
    have = len(kit.entries("buildings"))
    total = kit.counts.get("buildings")
    out += new_entries(
        kit,
        "buildings",
        _new_tile(),
        have=have,
        of=total,
        place=forum,
        derived=lambda entry: _side(entry, [str(e["id"]) for e in kit.entries("buildings")]),
        name="Forum tile {n}",
        thing=N_("Forum tile"),
        whole=True,
    )
    out += known_entries(kit, "pecunia", _rate(), pecunia)
    have = len(kit.entries("pecunia"))
    # The rates told whole at the table keep how many the board shows (``rates.OF``): the list is known.
    told = max((int(e["of"]) for e in kit.entries("pecunia") if isinstance(e.get("of"), int)), default=None)
    out += new_entries(
        kit,
        "pecunia",
        _rate(),
        have=have,
        of=kit.counts.get("pecunia", told),
        place=pecunia,
        name="Rate {n}",
        derived=rate_facts,
        thing=N_("rate"),
        whole=True,
    )
    out += known_entries(kit, "stadium", _space(), stadium)
    have = len(kit.entries("stadium"))
    out += new_entries(
        kit,
        "stadium",
        _space(),
        have=have,
        of=kit.counts.get("stadium"),
        place=stadium,
        name="Stadium space {n}",
        derived=lambda entry: _space_name(entry, [str(e["id"]) for e in kit.entries("stadium")]),
        thing=N_("Stadium space"),
        whole=True,
    )
    return out
