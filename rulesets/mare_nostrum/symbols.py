"""What the kit knows of the goods symbols under a province's caravans, and what it leaves to the table.

The preset start puts caravans on symbols with no choice except where the
rulebook marks the pick as the player's (data.toml's ``choice``): there the
symbols a table once named (the kit keeps what it saw) place them on later
evenings. Elsewhere a caravan takes the one kind of symbol the kit knows free,
or the table names it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.atlas import Atlas
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.components import place_of
from rulesets.mare_nostrum.data import GOODS, START
from rulesets.mare_nostrum.kit import listed
from rulesets.mare_nostrum.words import card_name, or_join


def start_goods(atlas: Atlas, pid: str) -> tuple[str, ...]:
    """The symbols a province's preset caravans stand on where the start leaves no choice, as the kit or the
    table told them (none while unknown)."""
    told = tuple(good for p, good in atlas.learned.started if p == pid)
    if told:
        return told
    goods, _ = listed(atlas.kit.known("provinces", pid, "start_goods"))
    return tuple(goods)


def taught(seen: list[str], n: int) -> list[str]:
    """The goods of ``n`` preset caravans the rulebook gives no choice of, from the symbols a table saw there.

    No choice means the province has no more symbols than caravans, or symbols of one kind only: every
    symbol seen takes a caravan (while fewer are seen, the rest wait to be named), and one kind seen at
    least ``n`` times fills them all. More kinds than caravans would be a choice: nothing is placed.
    """
    if len(seen) <= n:
        return seen
    return seen[:n] if len(set(seen)) == 1 else []


def without_choice(pid: str, civs: Sequence[str]) -> bool:
    """Whether the preset start puts caravans in ``pid`` without a choice of symbol (for one of ``civs``)."""
    return any(
        spec["province"] == pid and spec.get("caravans") and not spec.get("choice")
        for civ in civs
        for spec in START[civ]["provinces"]
    )


def name_the_good(b: Board, pid: str) -> str:
    """Why a caravan in ``pid`` needs its good named, with the symbols the kit knows free there."""
    free, known = b.free_symbols(pid), b.known_free(pid)
    if free:
        which = or_join(card_name(g) for g in sorted(set(free)))
        return tr("name the good of the symbol the caravan stands on ({goods})").format(goods=which)
    if known:
        # The kit knows some symbols there, not all (Troy's oil, issue 32): the table hears what is known and
        # how to tell the rest once.
        said = tr(
            "name the good of the symbol the caravan stands on: the kit knows {goods} in {province}, "
            "not whether more is printed there (printed, with every symbol, tells it once)"
        )
        return said.format(goods=or_join(card_name(g) for g in known), province=b.state.province(pid).name)
    return tr("name the good of the symbol the caravan stands on")


def _seen_free(b: Board, pid: str) -> list[str]:
    """The symbols seen in a province (the kit's, with what tables taught) that no caravan stands on."""
    seen = Counter(b.state.province(pid).seen)
    seen.subtract(b.caravans(pid))
    return [good for good in seen.elements()]


def check_taught(b: Board, pid: str, good: str) -> list[Violation]:
    """A preset caravan with no choice of symbol takes one the kit saw there, while it saw enough of them
    (with fewer seen, the others are not known yet: any good may fill them)."""
    free = _seen_free(b, pid)
    if not without_choice(pid, b.state.civs) or good in free or len(free) < b.unnamed_caravans(pid):
        return []
    said = tr("{province}'s starting caravans have no choice of symbol, and the kit knows {goods} there")
    goods = or_join(card_name(g) for g in sorted(set(free), key=GOODS.index))
    return [rule("Caravan", said.format(province=b.state.province(pid).name, goods=goods), "setup")]


def waiting_caravans(b: Board, seat: int | None) -> list[str]:
    """The provinces whose starting caravans still wait for their good: a player's, or everyone's (None)."""
    held = [place_of(h) for h in b.ledger.where("caravan") if h.startswith("province:")]
    owners = b.state.civs if seat is None else (b.state.civs[seat],)
    return sorted({pid for pid in held if b.influence(pid) in owners})


def derive_caravan_province(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The province when the player has caravans to name in one alone (play-test 11: ``caravan-good good=oil``
    was refused with "say province", West of Carthage the only one left)."""
    if args.get("province") or ctx.actor is None:
        return {}
    left = waiting_caravans(board(ctx), ctx.actor)
    return {"province": left[0]} if len(left) == 1 else {}
