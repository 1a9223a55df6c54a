"""What the table taught the kit about the Roman cities (``add-city``): the facts the kit did not know filled in,
the cities it lacked listed, so the next game's kit has them (``taught.learned`` lays the rest over it).
"""

from __future__ import annotations

from engine.kits import UNKNOWN, Kit, KitError, from_data
from engine.state import Context
from rulesets.struggle_for_rome.common import KNOWN_LOG, game
from rulesets.struggle_for_rome.kit import SCHEMA


def learned(ctx: Context, kit: Kit) -> Kit:
    """The kit with the cities the table added: unknown facts filled in, missing cities listed.

    A city whose facts the kit's checks refuse (a 41st city, a third eagle in a
    province) is left out, so the exported kit always imports again.
    """
    data = kit.to_data()
    section = data.setdefault("cities", {"source": "entered at the table (add-city)", "entries": []})
    taught = False
    for town in game(ctx).cities:
        entries = section["entries"]
        index = next((i for i, e in enumerate(entries) if e["id"] == town.id), None)
        facts = {"towers": town.towers, "province": town.province, "eagle": town.eagle, "three": town.neutral}
        if town.neutral is None:
            facts["three"] = UNKNOWN  # never asked (four players): the kit keeps it unknown
        if index is None:
            trial = [*entries, {"id": town.id, "name": town.name, **facts, "landscapes": UNKNOWN}]
        else:
            old = entries[index]
            filled = {k: v for k, v in facts.items() if old.get(k, UNKNOWN) == UNKNOWN}
            if not filled:
                continue
            trial = [*entries[:index], {**old, **filled}, *entries[index + 1 :]]
        try:
            from_data({**data, "cities": {**section, "entries": trial}}, SCHEMA, kit.game, "learned")
        except KitError:
            continue
        section["entries"] = trial
        taught = True
    if not taught:
        return kit
    if "add-city" not in section["source"]:
        section["source"] += "; completed at the table (add-city)"
    return from_data(data, SCHEMA, kit.game, "learned", kit.origin)


def unmarked(ctx: Context, province: str) -> list[str]:
    """The kit's cities of a province left off a three-player map for want of their III mark (L3: a III city
    is out of play with three players): the play-test's three-player evening showed "0 of 8 cities on the map"
    with no word of why."""
    from rulesets.struggle_for_rome.board import board
    from rulesets.struggle_for_rome.cities import in_play

    if len(ctx.players) != 3 or ctx.options.get(KNOWN_LOG):
        return []
    on_map = {c.id for c in in_play(ctx)}
    return [
        t.name
        for t in board(ctx.kit).cities.values()
        if t.province == province and t.neutral is None and t.id not in on_map
    ]
