"""Civilization's board kit: the shape of its printed facts, the checks across sections, the shipped copy.

The kit holds the cards and boards the rulebook only names: techs with their
level and what each unlocks, governments, buildings, unit types, the army and
settler figures' prices, wonders, relics, hut and village markers, great
persons, policies, resources, the civilizations with their start tech, and
the culture track. Several facts
are printed twice (a tech names its building, the building its tech): the
cross-checks below refuse a kit whose two sides disagree.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from engine.gamedata import shipped_text
from engine.i18n import N_, tr
from engine.kits import UNKNOWN, Kit, KitField, KitSchema, KitSection, loads
from engine.names import Catalogue, Entry
from rulesets.civilization.teach import walk

GAME = "civilization"
ERAS = ("ancient", "medieval", "modern")
EXPANSIONS = ("base", "ff", "ww")
TERRAINS = ("desert", "water", "not water", "grassland", "mountain", "forest")
#: The figures a city builds: not printed cards, so not in the kit, but named by the same field as its items.
FIGURES = (
    Entry("army", "Army", ("armies",)),
    Entry("settler", "Settler", ("scout", "settler/scout", "osadník", "skaut")),
)
#: Least and most hammers a figure may cost. The rulebook prices no figure (l. 102-116): every build is paid in
#: hammers (l. 109), so at least one, and no more than a build's hammers field takes.
FIGURE_COST = (1, 60)
#: Sections whose entries one field ("what is built") names together, with the figures.
ITEM_SECTIONS = ("units", "buildings", "wonders")
PERSON_KINDS = ("artist", "builder", "general", "humanitarian", "merchant", "scientist")


def _optional(name: str, kind: Any, text: str, **more: Any) -> KitField:
    return KitField(name, kind, text, required=False, **more)


TECHS = KitSection(
    "techs",
    N_("tech cards"),
    (
        KitField("level", "int", N_("printed level (I-V)"), min=1, max=5),
        _optional("government", "ref", N_("the government it unlocks"), ref="governments"),
        _optional("building", "ref", N_("the building it unlocks"), ref="buildings"),
        _optional("upgrades", "refs", N_("unit types its icon upgrades"), ref="units"),
        _optional("rank", "int", N_("the rank those unit types reach"), min=2, max=4),
        _optional("units", "refs", N_("unit types it unlocks (aircraft)"), ref="units"),
        _optional("movement", "int", N_("travel speed it gives"), min=2, max=9),
        _optional("city_limit", "int", N_("cities allowed once researched"), min=2, max=9),
        _optional("obsoletes", "strs", N_("eras of the wonders it can make obsolete"), choices=ERAS),
        _optional("coins", "int", N_("coins printed on it"), min=0, max=3),
        _optional("coin_slots", "int", N_("coin tokens its ability may add"), min=1, max=9),
        _optional("hand_size", "int", N_("culture hand size it adds"), min=1, max=3),
        _optional("stacking", "int", N_("stacking limit it gives"), min=2, max=9),
    ),
)
GOVERNMENTS = KitSection(
    "governments",
    N_("governments"),
    (
        _optional("tech", "ref", N_("the tech that unlocks it"), ref="techs"),
        _optional("start", "bool", N_("every civilization starts with it")),
        _optional("combat", "int", N_("combat cards it adds"), min=1, max=9),
    ),
)
BUILDINGS = KitSection(
    "buildings",
    N_("buildings"),
    (
        KitField("cost", "int", N_("cost in hammers"), min=1, max=30),
        KitField("tech", "ref", N_("the tech that unlocks it"), ref="techs"),
        _optional("terrain", "str", N_("where it may stand"), choices=TERRAINS),
        _optional("hammers", "int", N_("hammers it produces"), min=1, max=9),
        _optional("trade", "int", N_("trade it produces"), min=1, max=9),
        _optional("culture", "int", N_("culture it produces"), min=1, max=9),
        _optional("coins", "int", N_("coins printed on it"), min=1, max=3),
        _optional("combat", "int", N_("combat cards it adds"), min=1, max=9),
        _optional("defense", "int", N_("defence it adds to its city"), min=1, max=9),
        _optional("limited", "bool", N_("one of its kind per player (a star)")),
    ),
)
UNITS = KitSection(
    "units",
    N_("unit types of the standing forces"),
    (
        KitField("costs", "ints", N_("cost in hammers at each rank"), min=1, max=4),
        _optional("ranks", "strs", N_("the unit's name at each rank"), min=1, max=4),
        _optional("beats", "ref", N_("the type it strikes first against"), ref="units"),
        _optional("cards", "int", N_("unit cards of this type"), min=1, max=30),
        _optional("star_attack", "int", N_("attack a star of its upgrade token adds"), min=0, max=9),
    ),
)
UNIT_CARDS = KitSection(
    "unit_cards",
    N_("unit cards, one kind for each unit type and rank"),
    (
        KitField("unit", "ref", N_("its unit type"), ref="units"),
        KitField("rank", "int", N_("the rank printed on it"), min=1, max=4),
        KitField("attack", "int", N_("printed attack (red)"), min=0, max=30),
        KitField("health", "int", N_("printed health (blue)"), min=1, max=30),
    ),
)
FIGURE_COSTS = KitSection(
    "figures",
    N_("army and settler figures a city builds"),
    (KitField("cost", "int", N_("cost in hammers"), min=FIGURE_COST[0], max=FIGURE_COST[1]),),
)
WONDERS = KitSection(
    "wonders",
    N_("wonder cards"),
    (
        KitField("era", "str", N_("ancient, medieval or modern"), choices=ERAS),
        KitField("cost", "int", N_("cost in hammers"), min=1, max=40),
        _optional("discount_tech", "ref", N_("the tech that lowers its cost"), ref="techs"),
        _optional("discount_cost", "int", N_("its cost with that tech"), min=1, max=40),
        KitField("obsoleted_by", "refs", N_("techs that can make it obsolete"), ref="techs"),
        _optional("harvest", "int", N_("resources a harvesting city takes"), min=2, max=3),
        _optional("skips_anarchy", "bool", N_("its owner changes government without a round of Anarchy")),
    ),
)
RELICS = KitSection(
    "relics",
    N_("relics on the map"),
    (
        _optional("expansion", "str", N_("which box"), choices=EXPANSIONS),
        _optional("terrain", "str", N_("the square's terrain"), choices=TERRAINS),
        _optional("culture", "int", N_("free steps on the culture track"), min=1, max=9),
        _optional("free_techs", "int", N_("free techs"), min=1, max=3),
        _optional("investments", "int", N_("free investments"), min=1, max=9),
        _optional("persons", "int", N_("great persons gained"), min=1, max=3),
        _optional("units", "int", N_("free units built"), min=1, max=9),
    ),
)
HUTS = KitSection(
    "huts",
    N_("hut and village markers"),
    (
        KitField("token", "str", N_("hut or village"), choices=("hut", "village")),
        KitField("reward", "str", N_("what it gives")),
        KitField("count", "int", N_("markers of this kind"), min=1, max=20),
        _optional("culture", "int", N_("culture it gives"), min=1, max=9),
        _optional("coins", "int", N_("coins it gives"), min=1, max=9),
        _optional("free_techs", "int", N_("free techs it gives"), min=1, max=3),
        _optional("persons", "int", N_("great persons it gives"), min=1, max=3),
    ),
)
CIVILIZATIONS = KitSection(
    "civilizations",
    N_("civilizations"),
    (
        _optional("expansion", "str", N_("which box"), choices=EXPANSIONS),
        KitField("start_tech", "ref", N_("its start tech"), ref="techs"),
        _optional("government", "ref", N_("its government at the start"), ref="governments"),
        _optional("ability", "str", N_("its ability, in short")),
        _optional("combat", "int", N_("combat cards its ability adds"), min=1, max=9),
        _optional("research_discount", "int", N_("trade its ability takes off each tech"), min=1, max=9),
        _optional("skips_anarchy", "bool", N_("it changes government without a round of Anarchy")),
        _optional(
            "extra_units", "refs", N_("unit cards its ability adds to the standing forces at the start"), ref="units"
        ),
        _optional("start_wonder", "str", N_("the era of the wonder its ability puts in the capital"), choices=ERAS),
        _optional("start_building", "ref", N_("the building its ability puts in the capital"), ref="buildings"),
        _optional("start_armies", "int", N_("army figures its ability puts on the map at the start"), min=1, max=6),
        _optional("start_scouts", "int", N_("scout figures its ability puts on the map at the start"), min=1, max=2),
        _optional("start_metropolis", "bool", N_("its ability makes the capital a metropolis at the start")),
        _optional("start_persons", "int", N_("great persons its ability draws at the start"), min=1, max=3),
        _optional(
            "start_printed",
            "bool",
            N_("the table's printed sheet gives the start pieces listed (true) or not (false); left out: asked once"),
        ),
    ),
)
PERSONS = KitSection(
    "persons",
    N_("great persons"),
    (
        KitField("kind", "str", N_("the marker type"), choices=PERSON_KINDS),
        _optional("combat", "int", N_("combat cards it adds"), min=1, max=9),
    ),
)
POLICIES = KitSection(
    "policies", N_("each player's social policy cards"), (_optional("back", "str", N_("the other side")),)
)
RESOURCES = KitSection("resources", N_("resource tokens"))
#: Section keys with no word of their own elsewhere: ``kit show`` and the missing lines say a key as ``tr(key)``.
SECTION_WORDS = (
    *(N_("figures"), N_("relics"), N_("huts"), N_("persons"), N_("policies"), N_("resources"), N_("track")),
    N_("unit_cards"),
)
TRACK = KitSection(
    "track",
    N_("the culture track"),
    (
        KitField("spaces", "int", N_("the last space (reaching it wins)"), min=5, max=60),
        KitField("event_lines", "ints", N_("event lines: reaching or crossing one draws a culture event")),
        KitField("person_spaces", "ints", N_("great-person spaces")),
        KitField("hand_limit", "int", N_("culture event cards kept at the start"), min=1, max=9),
        KitField("hand_limit_spaces", "ints", N_("spaces from which the hand limit is one higher")),
    ),
)


def _known(entry: Mapping[str, Any], key: str) -> Any:
    value = entry.get(key)
    return None if value == UNKNOWN else value


def _pairs(kit: Kit, one: str, key: str, other: str, back: str) -> Iterator[tuple[str, str]]:
    """A fact printed on both cards (a tech's building, the building's tech) must agree both ways."""
    for entry in kit.entries(one):
        target = _known(entry, key)
        if target is None:
            continue
        found = kit.entry(other, target)
        named = None if found is None else _known(found, back)
        if named is not None and named != entry["id"]:
            said = tr("{key} names {named}, not {id}").format(
                key=f"{other}.{target}.{back}", named=named, id=entry["id"]
            )
            yield f"{one}.{entry['id']}.{key}", said


def _obsolescence(kit: Kit) -> Iterator[tuple[str, str]]:
    """A wonder lists the techs that obsolete its era, and only those."""
    eras = {t["id"]: _known(t, "obsoletes") for t in kit.entries("techs")}
    for wonder in kit.entries("wonders"):
        era, listed = _known(wonder, "era"), _known(wonder, "obsoleted_by")
        if era is None or listed is None:
            continue
        for tech, can in eras.items():
            if can is not None and (era in can) != (tech in listed):
                if can:
                    said = tr("lists {tech}, whose card obsoletes {eras} wonders")
                    if tech not in listed:
                        said = tr("does not list {tech}, whose card obsoletes {eras} wonders")
                else:
                    said = tr("lists {tech}, whose card obsoletes no wonder")
                    if tech not in listed:
                        said = tr("does not list {tech}, whose card obsoletes no wonder")
                yield f"wonders.{wonder['id']}.obsoleted_by", said.format(tech=tech, eras=" or ".join(can))


def _within(kit: Kit) -> Iterator[tuple[str, str]]:
    for tech in kit.entries("techs"):
        if (_known(tech, "rank") is None) != (_known(tech, "upgrades") is None):
            yield f"techs.{tech['id']}.rank", tr("an upgrade icon gives both the unit types and their rank")
    for wonder in kit.entries("wonders"):
        cheaper, cost = _known(wonder, "discount_cost"), _known(wonder, "cost")
        if ("discount_tech" in wonder) != ("discount_cost" in wonder):
            yield f"wonders.{wonder['id']}.discount_cost", tr("a discount names its tech and its cost")
        elif cheaper is not None and cost is not None and cheaper >= cost:
            said = tr("{cheaper} is not below the cost {cost}").format(cheaper=cheaper, cost=cost)
            yield f"wonders.{wonder['id']}.discount_cost", said
    for track in kit.entries("track"):
        end = _known(track, "spaces")
        for key in ("event_lines", "person_spaces", "hand_limit_spaces"):
            for space in _known(track, key) or ():
                if space < 1 or (end is not None and space > end):
                    said = tr("space {space} is not on a track of {end} spaces").format(space=space, end=end)
                    yield f"track.{track['id']}.{key}", said
    for card in kit.entries("unit_cards"):
        unit, rank = kit.entry("units", card["unit"]), _known(card, "rank")
        ranks = None if unit is None else _known(unit, "ranks")
        if ranks is not None and rank is not None and rank > len(ranks):
            said = tr("{unit} has no rank {rank}").format(unit=card["unit"], rank=rank)
            yield f"unit_cards.{card['id']}.rank", said
    figures = {f.id for f in FIGURES}
    for figure in kit.entries("figures"):
        if figure["id"] not in figures:  # a price under another name would price nothing a city builds
            yield f"figures.{figure['id']}", tr("a city builds only armies and settlers")


def entries(kit: Kit, section: str) -> tuple[Entry, ...]:
    """A section's entries as catalogue entries (id, name, aliases)."""
    return tuple(Entry(e["id"], e["name"], tuple(e.get("aliases", ()))) for e in kit.entries(section))


def _names(kit: Kit) -> Iterator[tuple[str, str]]:
    """Names answer to one thing: within a section, and across the things a city builds."""
    for section in kit.sections:
        try:
            Catalogue(section, entries(kit, section))
        except ValueError as error:
            yield section, str(error).split(": ", 1)[-1]
    try:
        Catalogue("item", FIGURES + tuple(e for s in ITEM_SECTIONS for e in entries(kit, s)))
    except ValueError as error:
        yield "buildings", tr("what a city builds: {problem}").format(problem=str(error).split(": ", 1)[-1])


def cross_checks(kit: Kit) -> list[tuple[str, str]]:
    """Everything a kit must agree on across sections: ``(key, message)`` for each problem."""
    return [
        *_pairs(kit, "techs", "government", "governments", "tech"),
        *_pairs(kit, "governments", "tech", "techs", "government"),
        *_pairs(kit, "techs", "building", "buildings", "tech"),
        *_pairs(kit, "buildings", "tech", "techs", "building"),
        *_obsolescence(kit),
        *_within(kit),
        *_names(kit),
    ]


SCHEMA = KitSchema(
    (
        TECHS,
        GOVERNMENTS,
        BUILDINGS,
        UNITS,
        UNIT_CARDS,
        FIGURE_COSTS,
        WONDERS,
        RELICS,
        HUTS,
        CIVILIZATIONS,
        PERSONS,
        POLICIES,
        RESOURCES,
        TRACK,
    ),
    cross_checks,
    walk,
)


@cache
def shipped() -> Kit:
    """The kit shipped with the game, read once: the components and civilizations every session declares."""
    return loads(shipped_text(__package__ or "", "kit.toml"), SCHEMA, GAME, "civilization kit.toml", "shipped")
