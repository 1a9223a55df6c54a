"""The board's Pecunia rates told whole, once (l.4 draws them beside Pecunia; no public source lists them).

While the kit does not know them all, the first exchange asks the table for the whole table of them
(``board="g ss, s bbb"``: coins given, then coins taken, one letter a coin, one rate a comma). Each rate
is kept with how many the board shows (``of``), so this game and every later one know the list is whole
and refuse an exchange at any other rate. A table may still force a single exchange without them (the
reading of version 7: the exchange is kept as one of the board's rates).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import BadInput
from engine.i18n import N_, tr
from engine.kits import KitError
from engine.names import Catalogue, Entry
from engine.state import Context
from rulesets.aquileia.printed import printed
from rulesets.aquileia.rate_words import rate_said
from rulesets.aquileia.state import Fact
from rulesets.aquileia.teach import COINS, rate_facts

#: The field of the whole table of rates.
BOARD = "board"
#: Its name said: the field is made as ``Field(BOARD, ...)``, which the message extraction (literal names only)
#: does not read, so its Czech word would be dropped.
BOARD_NAME = N_("field:board")
#: Kept with each rate told whole: how many rates the board shows.
OF = "of"


def complete(ctx: Context) -> bool:
    """Whether every rate the board shows is known (the kit's count, or the table's word)."""
    return "pecunia" in printed(ctx).complete


def told(args: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """The rates of a ``board`` answer by id (``gold-for-silver-silver``), each with its name and coins.

    Raises:
        BadInput: A rate that is not two groups of coin letters, or one no board could show (it makes coins,
            or has a metal on both sides).
    """
    text = str(args.get(BOARD) or "").strip()
    out: dict[str, dict[str, Any]] = {}
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        sides = part.lower().split()
        if len(sides) != 2 or any(c not in COINS for side in sides for c in side):
            said = tr('"{rate}": a rate is the coins given, then the coins taken, one letter a coin (g ss)')
            raise BadInput(said.format(rate=part))
        give, get = (sorted(COINS[c] for c in side) for side in sides)
        try:
            facts = rate_facts({"give": give, "get": get})
        except KitError as error:
            raise BadInput(f'"{part}": {error}') from error
        out[str(facts["id"])] = {"name": facts["name"], "give": give, "get": get}
    if text and not out:
        raise BadInput(tr("board: name the rates the board shows (g ss, s bbb)"))
    return out


def learned(rates: Mapping[str, Mapping[str, Any]]) -> list[Fact]:
    """The facts of the rates told whole: each rate's coins and name, and how many the board shows."""
    out: list[Fact] = []
    for ident, facts in rates.items():
        out += [("pecunia", ident, k, tuple(v) if isinstance(v, list) else v) for k, v in facts.items()]
        out.append(("pecunia", ident, OF, len(rates)))
    return out


def unknown_text(ctx: Context) -> str:
    """``the board's Pecunia rates are not all known (1 known: 1 gold for 2 silver): ...``."""
    rates = printed(ctx).section("pecunia")
    known = "; ".join(rate_said(f, r) for r, f in rates.items()) or tr("none")
    said = tr(
        "the board's Pecunia rates are not all known ({n} known: {rates}): enter them all once, "
        "coins given then taken, one rate a comma (board: g ss, s bbb)"
    )
    return said.format(n=len(rates), rates=known)


def kept_text(before: Context, args: Mapping[str, Any]) -> list[str]:
    """``The board's 2 Pecunia rates are kept, for this game and the next: ...`` when the exchange told them."""
    rates = told(args)
    if not rates or complete(before):
        return []
    said = tr("The board's {n} Pecunia rates are kept, for this game and the next: {rates}.")
    return [said.format(n=len(rates), rates="; ".join(rate_said(f) for f in rates.values()))]


def lettered(text: str) -> tuple[list[str], list[str]] | None:
    """The coins of a rate typed in the letters ``board=`` takes (``s bb``, ``s-bb``): given, then taken."""
    sides = text.strip().lower().replace("-", " ").split()
    if len(sides) != 2 or any(c not in COINS for side in sides for c in side):
        return None
    give, get = (sorted(COINS[c] for c in side) for side in sides)
    return give, get


def rate_id(give: list[str], get: list[str]) -> str:
    """A rate's id from its coins (``silver-for-bronze-bronze``), as ``rate_facts`` names it."""
    return f"{'-'.join(give)}-for-{'-'.join(get)}"


def id_coins(ident: str) -> tuple[list[str], list[str]] | None:
    """The coins of a rate by its id (``silver-for-bronze-bronze``), None for an id of other words."""
    give, sep, get = ident.partition("-for-")
    coins = (give.split("-"), get.split("-"))
    metals = set(COINS.values())
    if not sep or not all(coin in metals for side in coins for coin in side):
        return None
    return coins


class LetteredRates(Catalogue):
    """The rates' catalogue while the board's are not all known: it also answers to any rate typed in letters,
    so the first exchange names its rate beside the board's (play-test 10: ``rate="s bb" board="bb s, s bb"``
    was refused, "there is no Pecunia rate yet"), and to the id such a rate is stored by. Whether the board shows
    it is the rules' to say."""

    def get(self, text: str) -> Entry | None:
        found = super().get(text)
        # The id a save stores for a lettered rate (``silver-for-bronze-bronze``) is read back the same way:
        # replay reads the rate before the ``board`` of its own event has taught it (play-test 11, B1).
        coins = None if found is not None else lettered(text) or id_coins(text.strip().lower())
        if coins is None:
            return found
        from rulesets.aquileia.words import stored_coins

        give, get = coins
        label = f"{stored_coins(_counts(give))} for {stored_coins(_counts(get))}"
        return Entry(rate_id(give, get), label)


def _counts(coins: list[str]) -> dict[str, int]:
    return {metal: coins.count(metal) for metal in dict.fromkeys(coins)}
