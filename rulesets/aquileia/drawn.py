"""The kit's board drawn in text: the Forum's tiles with their prices, Pecunia's rates, the Arena's and the
Stadium's spaces, to check against the printed board at a glance.

The Forum is drawn as the board lays it out (l.7): workshops and private banks on the left, villas on the
right. ``?`` is a fact nobody has taught yet (``engine.drawn``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import drawn
from engine.i18n import ntr, tr
from engine.kits import UNKNOWN, Kit
from rulesets.aquileia.data import METALS
from rulesets.aquileia.words import KIND_NAMES, area, coin_text, points


def coins(value: Any) -> str:
    """Coins one by one (``["gold", "silver", "silver"]``) as ``1 gold and 2 silver``; ``?`` where unknown."""
    if not isinstance(value, list | tuple):
        return drawn.MARK
    known = {metal: list(value).count(metal) for metal in METALS}
    if UNKNOWN in value:
        return ", ".join([coin_text(known), drawn.MARK]) if any(known.values()) else drawn.MARK
    return coin_text(known)


def price(tile: Mapping[str, Any]) -> str:
    """A tile's price: its coins and its slaves (``price ?`` while neither is taught)."""
    paid, slaves = tile.get("coins"), tile.get("slaves")
    if paid in (None, UNKNOWN) and slaves in (None, UNKNOWN):
        return tr("price ?")
    said = coins(paid)
    if slaves in (None, UNKNOWN):
        return tr("price: {coins}, slaves ?").format(coins=said)
    if slaves:
        said = ntr("{coins}, {n} slave", "{coins}, {n} slaves", int(slaves)).format(coins=said, n=slaves)
    return tr("price: {coins}").format(coins=said)


def tile(entry: Mapping[str, Any]) -> str:
    """One building tile: its name, kind, price and what it gives."""
    kind = entry.get("kind")
    facts = [drawn.fact(kind, lambda k: tr(KIND_NAMES.get(k, k)))]
    if entry.get("colour") not in (None, UNKNOWN):
        facts.append(tr(str(entry["colour"])))
    elif "colour" in entry:
        facts.append(tr("colour ?"))
    parts = [f"{drawn.label(entry)} ({', '.join(facts)})", price(entry)]
    if "points" in entry:
        parts.append(tr("points ?") if entry["points"] == UNKNOWN else points(int(entry["points"])))
    if "income" in entry:
        parts.append(tr("income: {coins}").format(coins=coins(entry.get("income"))))
    return "    " + " · ".join(parts)


def _forum(kit: Kit) -> list[str]:
    out = [drawn.taught(kit, "buildings", tr("Forum tiles"))]
    tiles = kit.entries("buildings")
    for side, title in (("left", tr("left: workshops and private banks")), ("right", tr("right: villas"))):
        out.append(f"  {title}")
        out += [tile(t) for t in tiles if t.get("side") == side] or ["    " + drawn.MARK]
    elsewhere = [t for t in tiles if t.get("side") not in ("left", "right")]
    if elsewhere:
        out.append("  " + tr("side ?"))
        out += [tile(t) for t in elsewhere]
    return out


def _pecunia(kit: Kit) -> list[str]:
    title = tr("Pecunia rates")
    # Rates told whole at the table keep how many the board shows (``rates.OF``), the kit's count being unset
    # (play-test: "how many are printed: ?" under every rate entered).
    told = max((int(e["of"]) for e in kit.entries("pecunia") if isinstance(e.get("of"), int)), default=None)
    if told is not None and "pecunia" not in kit.counts and len(kit.entries("pecunia")) >= told:
        out = [tr("{what}: all {n} taught").format(what=title, n=len(kit.entries("pecunia")))]
    else:
        out = [drawn.taught(kit, "pecunia", title)]
    for rate in kit.entries("pecunia"):
        said = tr("give {give}, get {get}").format(give=coins(rate.get("give")), get=coins(rate.get("get")))
        out.append(f"  {drawn.label(rate)}: {said}")
    return out if len(out) > 1 else [*out, "  " + drawn.MARK]


def _space(space: Mapping[str, Any]) -> str:
    return tr("{space} (strength {value})").format(space=drawn.label(space), value=drawn.fact(space.get("value")))


def _spaces(kit: Kit, section: str, groups: Sequence[tuple[str, str]]) -> list[str]:
    """An area's spaces with their printed strengths, by side (``groups``: each side and its title; none: all
    in one line)."""
    spaces = kit.entries(section)
    out = [drawn.taught(kit, section, area(section))]
    sides = [side for side, _ in groups]
    rows = [(title, [s for s in spaces if s.get("side") == side]) for side, title in groups]
    rows.append((tr("side ?: ") if groups else "", [s for s in spaces if s.get("side") not in sides]))
    for title, these in rows:
        if these or title != rows[-1][0]:
            said = ", ".join(_space(s) for s in these) or drawn.MARK
            out.append(f"  {title}{said}")
    return out


def drawn_board(kit: Kit) -> list[str]:
    """The Forum, Pecunia, the Arena and the Stadium, in the order the table reads the board."""
    return [
        drawn.legend(),
        "",
        *_forum(kit),
        "",
        *_pecunia(kit),
        "",
        *_spaces(kit, "arena", []),
        "",
        *_spaces(kit, "stadium", [("gold", tr("gold side: ")), ("silver", tr("silver side: "))]),
    ]
