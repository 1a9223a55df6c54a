"""The Pecunia rates in the language spoken: said ("1 zlato za 2 stříbra") and typed in Czech.

A rate is kept by its English name ("1 gold for 2 silver", as kits and saves store it). Play-test 7: the Czech
table read the rates in English and ``kurz="1 zlatá za 2 stříbrné"`` was refused. The Czech ways of naming a
coin are many (``zlato``, ``zlatá``, ``zlatá mince``, by count: ``2 stříbrné``, ``5 stříbrných``): each rate
answers to every one of them, in either language spoken.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from itertools import product
from typing import Any

from engine.i18n import language, tr
from engine.kits import UNKNOWN
from engine.names import Catalogue, Entry
from rulesets.aquileia.words import coin_text

#: Czech coin words by metal, each in its three counted forms (1; 2-4; 0 and 5+): the metal's noun and the
#: coin's adjective, said alone or with "mince".
CZECH_COIN_WORDS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "gold": (("zlato", "zlata", "zlat"), ("zlatá", "zlaté", "zlatých")),
    "silver": (("stříbro", "stříbra", "stříber"), ("stříbrná", "stříbrné", "stříbrných")),
    "bronze": (("bronz", "bronzy", "bronzů"), ("bronzová", "bronzové", "bronzových")),
}
COIN_WORD = ("mince", "mince", "mincí")
ORDER = ("gold", "silver", "bronze")


def _form(n: int) -> int:
    return 0 if n == 1 else 1 if 2 <= n <= 4 else 2


def _metal_forms(metal: str, n: int) -> list[str]:
    nouns, adjectives = CZECH_COIN_WORDS[metal]
    form = _form(n)
    words = [nouns[form], adjectives[form], f"{adjectives[form]} {COIN_WORD[form]}"]
    return [f"{n} {w}" for w in words]


def _side_forms(coins: Iterable[str]) -> list[str]:
    counts = Counter(coins)
    parts = [_metal_forms(m, counts[m]) for m in ORDER if counts[m]]
    return [" a ".join(choice) for choice in product(*parts)]


#: Counts said in words, by the noun's gender: ``dva bronzy``, ``dvě stříbra`` (1: the noun alone, ``zlato``).
COUNT_WORDS = {2: ("dva", "dvě"), 3: ("tři", "tři"), 4: ("čtyři", "čtyři")}
NEUTER = ("gold", "silver")


def _worded(coins: Iterable[str]) -> str:
    """A side of a rate without digits: ``dva bronzy``, ``zlato a stříbro``; empty past four of a metal."""
    counts = Counter(coins)
    parts = []
    for metal in (m for m in ORDER if counts[m]):
        noun = CZECH_COIN_WORDS[metal][0][_form(counts[metal])]
        if counts[metal] == 1:
            parts.append(noun)
        elif counts[metal] in COUNT_WORDS:
            parts.append(f"{COUNT_WORDS[counts[metal]][metal in NEUTER]} {noun}")
        else:
            return ""
    return " a ".join(parts)


def czech_names(give: Iterable[str], get: Iterable[str]) -> tuple[str, ...]:
    """Every Czech way of naming a rate: ``1 zlatá za 2 stříbrné``, ``1 zlato za 2 stříbra`` and so on, and one
    without digits (``zlato za dvě stříbra``), for a Czech list of choices to show a word, not the rate's id
    (play-test 8: ``kurz=bronze-bronze-for-silver|…``)."""
    give, get = list(give), list(get)
    worded = f"{_worded(give)} za {_worded(get)}" if _worded(give) and _worded(get) else ""
    said = tuple(f"{a} za {b}" for a, b in product(_side_forms(give), _side_forms(get)))
    return (*said, worded) if worded else said


def rate_said(facts: Mapping[str, Any], ident: str = "") -> str:
    """A rate's name in the language spoken, from its coins ("1 zlato za 2 stříbra"); its kept name
    translated when the coins are not known."""
    give, get = facts.get("give", UNKNOWN), facts.get("get", UNKNOWN)
    if not isinstance(give, list | tuple) or not isinstance(get, list | tuple) or UNKNOWN in (*give, *get):
        return tr(str(facts.get("name") or ident))
    if language() == "en":
        return str(facts.get("name") or ident)
    return tr("{give} for {get}").format(give=coin_text(Counter(give)), get=coin_text(Counter(get)))


def spoken_rates(base: Catalogue, facts: Mapping[str, Mapping[str, Any]]) -> Catalogue:
    """The rates' catalogue naming each rate in the language spoken and answering to its Czech names too."""
    entries = []
    for entry in base.entries:
        rate = facts.get(entry.id, {})
        give, get = rate.get("give", UNKNOWN), rate.get("get", UNKNOWN)
        if not isinstance(give, list | tuple) or not isinstance(get, list | tuple) or UNKNOWN in (*give, *get):
            entries.append(entry)
            continue
        said = rate_said(rate, entry.id)
        aliases = (*entry.aliases, entry.name, *czech_names(give, get))
        entries.append(Entry(entry.id, said, tuple(a for a in aliases if a != said), entry.group))
    try:
        return Catalogue(base.kind, tuple(entries), base.missing, base.missing_group)
    except ValueError:  # two rates answering to one name: the kept names alone stay nameable
        return base
