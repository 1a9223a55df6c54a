"""How many cities a province holds (8, L3) and how many of them show an eagle (2, L17): what ``add-city``
checks before a typed city joins the map.

Both counts take the cities the board kit places there as well as those on the app's map: with three players a
kit city whose III mark is unknown is off the map, yet it is one of the eight, and its eagle one of the two
(play-test 9, N14: two typed eagle cities locked the printed Tarraco out).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Violation
from engine.i18n import N_, tr
from engine.state import Context
from rulesets.struggle_for_rome.data import PROVINCES, RULES
from rulesets.struggle_for_rome.state import City

#: How a printed fact the app has wrong is put right: in the kit, not by overriding a rule.
MEND_KIT = N_("if the printed board says otherwise, mend the board kit (tabula kit apply)")
TOPIC = "setup"


def printed(title: str, message: str) -> Violation:
    """A fact of the printed board: no override makes it otherwise (a wrong kit is corrected instead)."""
    return Violation(title, message, TOPIC, physical=True, mend=tr(MEND_KIT))


def _label(province: str) -> str:
    return tr(PROVINCES.resolve(province).label)


def room_in(ctx: Context, on_map: Sequence[City], province: str, cid: str) -> list[Violation]:
    """A province's printed cities are all known already (8 a province, L3): a ninth cannot be there."""
    count = ctx.kit.known("provinces", province, "cities")
    if not isinstance(count, int):
        return []
    there = {c.id for c in on_map if c.province == province}
    known = there | {str(e["id"]) for e in ctx.kit.entries("cities") if e.get("province") == province}
    if cid in known or len(known) < count:
        return []
    if len(there) >= count:
        said = tr("{province} has {n} cities on the board, and all are on the map already")
    else:
        said = tr("{province} has {n} cities on the board, and the board kit knows all {n} already")
    return [printed(N_("City"), said.format(province=_label(province), n=count))]


def eagle_room(ctx: Context, on_map: Sequence[City], province: str, cid: str) -> list[Violation]:
    """A province shows 2 eagle cities (L17): a third cannot be there, counting the kit's not yet on the map."""
    eagles = {c.id for c in on_map if c.eagle and c.province == province}
    eagles |= {
        str(e["id"]) for e in ctx.kit.entries("cities") if e.get("eagle") is True and e.get("province") == province
    }
    eagles.discard(cid)
    if len(eagles) < RULES["eagles_per_province"]:
        return []
    return [printed(N_("Eagle"), tr("{province} has 2 eagle cities already").format(province=_label(province)))]
