"""The kit drawn in text: the culture track space by space, and what each figure costs (units by rank,
buildings, wonders), to check against the printed board and cards at a glance.

The track is a strip of numbered spaces with a row for each printed mark (event lines, great-person
spaces, the spaces from which the hand limit rises): ``*`` where the mark is printed, ``·`` where it is
not, ``?`` where nobody has taught the row yet (``engine.drawn``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import drawn
from engine.i18n import N_, tr
from engine.kits import UNKNOWN, Kit

#: Spaces in one row of the drawn track.
ROW = 20
#: The track's printed marks: the kit's fact and its row's name.
MARKS = (
    ("event_lines", N_("event line")),
    ("person_spaces", N_("great person")),
    ("hand_limit_spaces", N_("hand limit +1")),
)


def _row(value: Any, spaces: range) -> list[str]:
    """One mark's row: ``*`` printed, ``·`` not, ``?`` unknown (a list with ``?`` in it leaves the rest open)."""
    if not isinstance(value, list | tuple):
        return [drawn.MARK for _ in spaces]
    open_ = UNKNOWN in value
    return ["*" if space in value else drawn.MARK if open_ else "·" for space in spaces]


def strip(entry: Mapping[str, Any], last: int) -> list[str]:
    """The track's spaces 1 to ``last`` with a row per mark, ``ROW`` spaces a line."""
    titles = [tr("space"), *(tr(title) for _, title in MARKS)]
    width = max(len(t) for t in titles)
    out: list[str] = []
    for first in range(1, last + 1, ROW):
        spaces = range(first, min(first + ROW, last + 1))
        rows = [[str(s) for s in spaces], *(_row(entry.get(key), spaces) for key, _ in MARKS)]
        out += [""] if out else []
        for title, cells in zip(titles, rows, strict=True):
            out.append(f"  {title.ljust(width)} " + "".join(c.rjust(3) for c in cells))
    return out


def track(kit: Kit) -> list[str]:
    """The culture track: its length and hand limit, then the strip (or the marks as lists while the length
    is unknown)."""
    out = [] if kit.entries("track") else [tr("culture track: ?")]
    for entry in kit.entries("track"):
        last, limit = entry.get("spaces"), entry.get("hand_limit")
        head = tr("{track}: {n} spaces, reaching the last wins; culture event cards kept at the start: {limit}")
        out.append(head.format(track=drawn.label(entry), n=drawn.fact(last), limit=drawn.fact(limit)))
        if isinstance(last, int):
            out.extend(strip(entry, last))
            continue
        for key, title in MARKS:
            out.append(f"  {tr(title)}: {drawn.listed(entry.get(key))}")
    return out


def _unit(entry: Mapping[str, Any]) -> str:
    ranks, costs = entry.get("ranks"), entry.get("costs")
    names = [tr(str(r)) for r in ranks] if isinstance(ranks, list) else []
    prices = list(costs) if isinstance(costs, list) else []
    wide = max(len(names), len(prices), 1)
    said = [
        f"{names[i] if i < len(names) else drawn.MARK} {drawn.fact(prices[i] if i < len(prices) else None)}"
        for i in range(wide)
    ]
    return f"  {drawn.label(entry)}: " + ", ".join(said)


def _building(kit: Kit, entry: Mapping[str, Any]) -> str:
    tech = drawn.name_of(kit, "techs", entry.get("tech", UNKNOWN))
    return f"  {drawn.label(entry)}: {drawn.fact(entry.get('cost'))} ({tech})"


def _wonder(kit: Kit, entry: Mapping[str, Any]) -> str:
    said = f"  {drawn.label(entry)} ({drawn.fact(entry.get('era'), tr)}): {drawn.fact(entry.get('cost'))}"
    if "discount_tech" in entry:
        lower = tr("{cost} with {tech}").format(
            cost=drawn.fact(entry.get("discount_cost")), tech=drawn.name_of(kit, "techs", entry["discount_tech"])
        )
        said += f", {lower}"
    return said


def costs(kit: Kit) -> list[str]:
    """What each figure costs in hammers: units by rank, buildings, wonders."""
    out = [tr("What each figure costs, in hammers:"), drawn.taught(kit, "units", tr("units"))]
    out += [_unit(e) for e in kit.entries("units")]
    out += ["", drawn.taught(kit, "buildings", tr("buildings"))]
    out += [_building(kit, e) for e in kit.entries("buildings")]
    out += ["", drawn.taught(kit, "wonders", tr("wonders"))]
    out += [_wonder(kit, e) for e in kit.entries("wonders")]
    return out


def drawn_kit(kit: Kit) -> list[str]:
    """The culture track, then the figures' costs."""
    return [drawn.legend(), "", *track(kit), "", *costs(kit)]
