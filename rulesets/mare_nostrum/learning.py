"""What the table told during a game, written back into the kit for the next one.

``tabula kit export mare-nostrum --from SAVE`` asks the ruleset for the kit
with what was learned: provinces and sea zones added, borders recorded
(on both sides, as the kit's check wants them), the goods symbols and city
sites told with ``printed``, the goods caravans were seen standing on, and the
symbols under the preset caravans that have no choice of symbol.
"""

from __future__ import annotations

from typing import Any

from engine.kits import UNKNOWN, Kit, from_data
from rulesets.mare_nostrum.atlas import Learned
from rulesets.mare_nostrum.kit import KIT, listed

#: Said of a section's source once the table has added to it.
_TOLD = "Completed at the table."


def _add(entry: dict[str, Any], key: str, item: str) -> None:
    """Name ``item`` in an entry's list, keeping the list open (``"?"``) if it was."""
    value = entry.get(key, UNKNOWN)
    items, complete = listed(value)
    if item in items:
        return
    entry[key] = [*items, item] + ([] if complete else [UNKNOWN])


def _goods(entry: dict[str, Any], good: str, n: int) -> None:
    """At least ``n`` symbols of ``good`` in an entry's goods (a complete list is the table's word already)."""
    items, complete = listed(entry.get("goods", UNKNOWN))
    if complete:
        return
    items += [good] * max(0, n - items.count(good))
    entry["goods"] = [*items, UNKNOWN]


def with_learned(kit: Kit, learned: Learned) -> Kit:
    """The kit with what the table told (see the module's docstring).

    Raises:
        KitError: What the table told contradicts the kit (cannot happen for facts the checks let in).
    """
    data = kit.to_data()
    lands = {e["id"]: e for e in data.setdefault("provinces", {"source": "", "entries": []})["entries"]}
    waters = {e["id"]: e for e in data.setdefault("seas", {"source": "", "entries": []})["entries"]}
    for entry in (*lands.values(), *waters.values()):
        for key, value in entry.items():
            if isinstance(value, list):
                entry[key] = list(value)  # entries share their lists with the kit: copy before adding
    unknown = {"sites": UNKNOWN, "goods": UNKNOWN, "coastal": UNKNOWN, "neighbours": UNKNOWN, "seas": UNKNOWN}
    for pid, name in learned.provinces:
        lands[pid] = {"id": pid, "name": name, **unknown}
        data["provinces"]["entries"].append(lands[pid])
    for sid, name in learned.seas:
        waters[sid] = {"id": sid, "name": name, "coasts": UNKNOWN, "neighbours": UNKNOWN}
        data["seas"]["entries"].append(waters[sid])
    for a, b in sorted(tuple(sorted(pair)) for pair in learned.borders):
        if a in lands and b in lands:
            _add(lands[a], "neighbours", b)
            _add(lands[b], "neighbours", a)
        elif a in waters and b in waters:
            _add(waters[a], "neighbours", b)
            _add(waters[b], "neighbours", a)
        else:
            pid, sid = (a, b) if a in lands else (b, a)
            _add(lands[pid], "seas", sid)
            _add(waters[sid], "coasts", pid)
            lands[pid]["coastal"] = True
    for pid, good, n in learned.seen:
        _goods(lands[pid], good, n)
    started: dict[str, list[str]] = {}
    for pid, good in learned.started:
        started.setdefault(pid, []).append(good)
    for pid, under in started.items():
        lands[pid]["start_goods"] = under
    for pid, goods, sites in learned.printed:
        if goods is not None:
            lands[pid]["goods"] = list(goods)
        if sites is not None:
            lands[pid]["sites"] = sites
    touched_seas = learned.seas or any(place in waters for pair in learned.borders for place in pair)
    changed = {"provinces": learned != Learned(), "seas": bool(touched_seas)}
    for section in ("provinces", "seas"):
        table = data[section]
        if "count" in table and len(table["entries"]) > table["count"]:
            table["count"] = len(table["entries"])  # the table added past the kit's count, knowingly (forced)
        if changed[section] and not table["source"].endswith(_TOLD):
            table["source"] = f"{table['source']} {_TOLD}".strip()
    return from_data(data, KIT, kit.game, "what the table told", kit.origin)
