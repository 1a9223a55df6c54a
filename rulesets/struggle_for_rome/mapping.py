"""The landscapes and crossings the table tells the app in play (``add-landscape``, ``add-crossing``).

While the board kit lacks the landscapes beside the tribes, every income is typed (``receive``). Told once
(a landscape's kind and number, the landscapes around a crossing), the app works the income out from then
on, in this game and, through ``taught.learned``, in every later one. A fact the kit knows is never told
over: one that disagrees is refused, and a wrong kit is mended with ``tabula kit apply``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, tr, translations
from engine.state import Context
from engine.views import slug
from rulesets.struggle_for_rome import besides, owed
from rulesets.struggle_for_rome.catalogues import NO_CITY
from rulesets.struggle_for_rome.city_rooms import MEND_KIT
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.data import LANDSCAPES, PROVINCES
from rulesets.struggle_for_rome.inline import described
from rulesets.struggle_for_rome.labels import CALLED, crossing_called, crossing_text, landscape_called, landscape_text
from rulesets.struggle_for_rome.near import near_crossing
from rulesets.struggle_for_rome.placenames import composed
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.state import State, Told
from rulesets.struggle_for_rome.taught import fact, here, refused, session_kit, tell

TOPIC = "kit"
_LANDSCAPE = ("kind", "number", "province", "limes")
_CROSSING = ("landscapes", "cities")
#: Each fact as a refusal names it.
_FACT = {
    "kind": N_("its kind"),
    "number": N_("its number"),
    "province": N_("its province"),
    "limes": N_("whether it lies east of the Limes"),
    "landscapes": N_("the landscapes around it"),
    "cities": N_("the cities beside it"),
}


def _entry(ctx: Context, section: str, typed: str) -> tuple[str, bool]:
    """The id a typed name stands for in a kit section, and whether the session knows it already."""
    found = session_kit(ctx).catalogue(section).get(typed)
    return (found.id, True) if found is not None else (slug(typed), False)


def _told(args: Mapping[str, Any], keys: Sequence[str]) -> dict[str, Any]:
    return {k: args[k] for k in keys if args.get(k) is not None}


def _telling(ctx: Context, section: str, typed: str, told: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The entry a typed name stands for, and what the table tells of it that the session's kit does not know
    yet (a new entry's name too)."""
    ident, known = _entry(ctx, section, typed)
    kit = session_kit(ctx)
    new = {k: v for k, v in told.items() if kit.known(section, ident, k) is None}
    return ident, new if known else {"name": typed, **new}


# -- new landscapes described where they are named (``inline``) -----------------------


def _czech(message: str) -> str:
    found = translations(message, "cs")
    return found[0] if found and found[0] else message


def described_new(ctx: Context, owner: str, named: Sequence[str]) -> tuple[list[str], list[Told]]:
    """The landscape ids a list names, and the new landscapes it describes as told facts (named after the city
    or crossing they are told with: ``Lauriacum field 5``; a second alike gets a number).

    ``owner`` is the city's or crossing's name untranslated (the kit's, or as typed). The id is made of the
    English words whatever the language spoken, so a save replays in every language (issue 34: an English
    save failed in Czech); the name too is kept in English words and said in the language spoken (play-test 9:
    a kit taught in Czech named its landscapes in Czech in English evenings), and the Czech words' id is an alias,
    which later events of a save made in Czech before this still name."""
    kit = session_kit(ctx)
    ids, new = [], []
    taken = {str(e["id"]) for e in kit.entries("landscapes")}
    for item in named:
        facts = described(item) if item not in taken else None
        if facts is None:
            ids.append(item)
            continue
        kind = LANDSCAPES.resolve(facts["kind"]).name
        number = [str(facts["number"])] if "number" in facts else []
        base = " ".join([owner, kind, *number])
        suffix, n = "", 1
        while slug(base + suffix) in taken:
            n += 1
            suffix = f" {n}"
        ident = slug(base + suffix)
        taken.add(ident)
        ids.append(ident)
        # Stored in English words, said in the language spoken (``placenames``; play-test 9 L1: a kit taught in
        # Czech showed "Doubs valley pole 2" in English evenings).
        label = composed(owner, kind, "".join(f" {n}" for n in number) + suffix)
        aliases = [a for a in (slug(" ".join([_czech(owner), _czech(kind), *number]) + suffix),) if a != ident]
        told = {"name": label, **({"aliases": aliases} if aliases else {}), **facts}
        new.append(fact("landscapes", ident, told))
    return ids, new


def _new_checks(ctx: Context, new: Sequence[Told]) -> list[Violation]:
    """What the board cannot hold of the new landscapes (a 7, a forest's number, a province east of the Limes)."""
    for told in new:
        why = refused(ctx, "landscapes", told.id, dict(told.facts))
        if why is not None:
            said = tr("{place}: the board cannot hold that: {why}").format(
                place=place_said(dict(told.facts)["name"]), why=why
            )
            return [Violation(N_("Map"), said, TOPIC, physical=True)]
    return []


def new_said(after: Context, new: Sequence[Told]) -> list[str]:
    """``New landscape Lauriacum field 5: field, 5.``: each landscape told inline, under the name it got; and
    the side of the Limes asked of those told without it or a province (play-test 12: the legionary's first
    visit to each took an ``add-landscape … limes=`` of its own)."""
    lines = [tr("New landscape {facts}").format(facts=_landscape_said(after, told.id)) for told in new]
    sideless = [here(after).hexes[t.id] for t in new]
    sideless = [h for h in sideless if h.limes is None and h.province is None and h.kind != "forest"]
    if sideless:
        said = tr(
            "Which side of the Limes is {places} on? The legionary goes only west of it. Named with the side "
            "({example}, or :east), a new landscape needs no add-landscape limes= later."
        )
        first = sideless[0]
        kind = tr(LANDSCAPES.resolve(first.kind).label).lower() if first.kind else tr("field")
        # The side as a description reads it (``inline.WEST``: west, západ).
        example = ":".join([kind, *([str(first.number)] if first.number else []), tr("west")])
        names = ", ".join(place_said(h.name) for h in sideless)
        lines.append(said.format(places=names, example=example))
    return lines


def _checks(
    ctx: Context, section: str, typed: str, told: Mapping[str, Any], new: Sequence[Told] = ()
) -> list[Violation]:
    """What the kit knows otherwise, that nothing is new, and the kit's own checks (``new``: the landscapes
    described with it, told first)."""
    ident, known = _entry(ctx, section, typed)
    if not ident:
        return [rule("Map", "a name needs a letter", TOPIC)]
    kit = session_kit(ctx)
    place = place_said(here(ctx).name(ident)) if known else typed
    out = []
    for key, value in told.items():
        printed = kit.known(section, ident, key)
        same = printed == value or (isinstance(value, list) and sorted(printed or ()) == sorted(value))
        if printed is not None and not same:
            said = tr("{place}: the board kit knows {fact} otherwise").format(place=place, fact=tr(_FACT[key]))
            out.append(Violation(N_("Map"), said, TOPIC, physical=True, mend=tr(MEND_KIT)))
    if out:
        return out
    _, facts = _telling(ctx, section, typed, told)
    if not facts:
        said = tr("the app knows {place} already: say what it does not know yet").format(place=place)
        return [rule("Map", said, TOPIC)]
    why = refused(ctx, section, ident, facts, new)
    if why is not None:
        return [Violation(N_("Map"), tr("the board cannot hold that: {why}").format(why=why), TOPIC, physical=True)]
    return []


def _add(ctx: Context, section: str, typed: str, told: Mapping[str, Any], new: Sequence[Told] = ()) -> State:
    # Told during the roll, what was lacking may bring in the last roll's income (see ``owed.serve_late``).
    state = replace(game(ctx), told=(*game(ctx).told, *new))
    return owed.serve_late(ctx, tell(ctx, section, *_telling(ctx, section, typed, told), state))


# -- add-landscape -------------------------------------------------------------------


def add_landscape(ctx: Context, args: Mapping[str, Any]) -> State:
    return _add(ctx, "landscapes", args["name"], _told(args, _LANDSCAPE))


def check_add_landscape(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = _checks(ctx, "landscapes", args["name"], _told(args, _LANDSCAPE))
    _, known = _entry(ctx, "landscapes", args["name"])
    if not out and not known and args.get("kind") is None:
        out.append(rule("Map", "say what kind of landscape it is: field, mountain, pasture or forest", TOPIC))
    return out


def landscape_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    ident, _ = _entry(after, "landscapes", args["name"])
    return [_landscape_said(after, ident), *owed.late(before, after)]


def _landscape_said(after: Context, ident: str) -> str:
    """``Po field: field, 8, Gallia.``"""
    land = here(after).hexes[ident]
    kind = tr(LANDSCAPES.resolve(land.kind).label) if land.kind else tr("kind unknown")
    parts = [kind] + ([str(land.number)] if land.number is not None else [])
    if land.province is not None:
        parts.append(tr(PROVINCES.resolve(land.province).label))
    if land.limes:
        parts.append(tr("east of the Limes"))
    elif land.limes is False and land.province is None:
        parts.append(tr("west of the Limes"))
    return tr("{place}: {facts}.").format(place=tr(land.name), facts=", ".join(parts))


# -- add-crossing --------------------------------------------------------------------


def _crossing(ctx: Context, args: Mapping[str, Any]) -> tuple[dict[str, Any], list[Told]]:
    """What is told of a crossing: ``cities=-`` (the kit walk's way of saying it) is no city beside it; and
    the new landscapes described around it."""
    told = _told(args, _CROSSING)
    if "cities" in told:
        # A new city described beside it is on the map by then (``besides``): named by its id.
        told["cities"] = [c for c in besides.split(ctx, told["cities"])[0] if c != NO_CITY.id]
    new: list[Told] = []
    if "landscapes" in told:
        ident, known = _entry(ctx, "crossings", args["crossing"])
        owner = here(ctx).name(ident) if known else args["crossing"]
        told["landscapes"], new = described_new(ctx, owner, told["landscapes"])
    return told, new


def _cities_new(ctx: Context, args: Mapping[str, Any]) -> list[dict[str, Any]]:
    return besides.split(ctx, args.get("cities") or ())[1]


def add_crossing(ctx: Context, args: Mapping[str, Any]) -> State:
    besides.added(ctx, _cities_new(ctx, args))  # a new city described beside it first, as add-city adds it
    told, new = _crossing(ctx, args)
    return _add(ctx, "crossings", args["crossing"], told, new)


def check_add_crossing(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if NO_CITY.id in (args.get("cities") or ()) and len(args["cities"]) > 1:
        return [rule("Map", "say the cities beside it, or - for none, not both", TOPIC)]
    near = near_crossing(ctx, args["crossing"])
    if near:
        return near
    ctx, out = besides.trial(ctx, _cities_new(ctx, args))
    if out:
        return out
    told, new = _crossing(ctx, args)
    return _new_checks(ctx, new) or _checks(ctx, "crossings", args["crossing"], told, new)


def crossing_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    ident, _ = _entry(after, "crossings", args["crossing"])
    b = here(after)
    cities_new = _cities_new(before, args)
    lines = besides.said(before, after, cities_new)
    lines += new_said(after, _crossing(besides.trial(before, cities_new)[0], args)[1])
    around = b.around.get(ident)
    if around is not None:
        said = tr("{place} touches {landscapes}.")
        lines.append(
            said.format(place=place_said(b.name(ident)), landscapes=", ".join(place_said(b.name(h)) for h in around))
        )
    near = b.beside.get(ident)
    if near:
        said = tr("{place} is beside {cities}.")
        lines.append(
            said.format(place=place_said(b.name(ident)), cities=", ".join(place_said(b.name(c)) for c in near))
        )
    elif near is not None:
        lines.append(tr("{place} is beside no city.").format(place=place_said(b.name(ident))))
    else:
        # The play-test's table told the landscapes alone, and read plunders from there as checked.
        said = tr(
            "The cities beside {place} are not known yet: a plunder from there is not checked until they are told "
            "(add-crossing; - for none)."
        )
        lines.append(said.format(place=place_said(b.name(ident))))
    lines = lines or [tr("{place} is on the app's map now.").format(place=place_said(b.name(ident)))]
    return lines + owed.late(before, after)


# -- a city's landscapes (add-city landscapes=) ---------------------------------------


def _city_name(ctx: Context, typed: str) -> tuple[str, bool]:
    """The city a typed name stands for, named as the app knows it, and whether the session's kit knows it: a
    new landscape is named after it (play-test 11, B4: ``augusta p`` made "augusta p field 10")."""
    from rulesets.struggle_for_rome.cities import in_play_city  # cities reads this module
    from rulesets.struggle_for_rome.city_names import city_id

    ident, known = _entry(ctx, "cities", typed)
    if known:
        return here(ctx).name(ident), True
    town = in_play_city(ctx, city_id(ctx, typed))
    return (town.name if town is not None else typed), False


def _city_new(ctx: Context, typed: str, landscapes: Sequence[str]) -> tuple[list[str], list[Told]]:
    return described_new(ctx, _city_name(ctx, typed)[0], landscapes)


def check_city_landscapes(ctx: Context, typed: str, landscapes: Sequence[str]) -> list[Violation]:
    """A city's landscapes told: what the kit knows otherwise, nothing new, or what the board cannot hold."""
    ids, new = _city_new(ctx, typed, landscapes)
    return _new_checks(ctx, new) or _checks(ctx, "cities", typed, {"landscapes": ids}, new)


def tell_city_landscapes(ctx: Context, state: State, cid: str, typed: str, landscapes: Sequence[str]) -> State:
    """``state`` with a city's landscapes told (the new ones first): an empire's income is worked out from
    them (L7)."""
    called, known = _city_name(ctx, typed)
    ids, new = _city_new(ctx, typed, landscapes)
    facts = {"landscapes": ids} if known else {"name": called, "landscapes": ids}
    state = replace(state, told=(*state.told, *new))
    return owed.serve_late(ctx, tell(ctx, "cities", cid, facts, state))


def city_landscapes_outcome(
    before: Context, after: Context, cid: str, typed: str, landscapes: Sequence[str]
) -> list[str]:
    """``Colonia touches Rhine field, Ardennes.`` (each new landscape said first), and any income this brings
    in."""
    b = here(after)
    around = b.around.get(cid) or ()
    said = tr("{place} touches {landscapes}.")
    line = said.format(place=place_said(b.name(cid)), landscapes=", ".join(place_said(b.name(h)) for h in around))
    return [*new_said(after, _city_new(before, typed, landscapes)[1]), line, *owed.late(before, after)]


ACTIONS = (
    ActionSpec(
        "add-landscape",
        add_landscape,
        fields=(
            Field("name", "str", "the landscape: a known one's name, or a name for a new one"),
            Field("kind", "ref", "field, mountain, pasture or forest", required=False, catalogue="landscape"),
            Field("number", "int", "the number printed on it", required=False, min=2, max=12),
            Field("province", "ref", "the province it lies in", required=False, catalogue="province"),
            Field("limes", "bool", "it lies east of the Limes", required=False),
            CALLED,
        ),
        who="table",
        check=check_add_landscape,
        derive=landscape_called,
        help="Tell the app a landscape hex of the board it does not know (or what it does not know of one).",
        topic=TOPIC,
        text=landscape_text,
        outcome=landscape_outcome,
    ),
    ActionSpec(
        "add-crossing",
        add_crossing,
        fields=(
            Field("crossing", "str", "the crossing: a known one's name, or a name for a new one"),
            Field(
                "landscapes",
                "refs",
                "every landscape around it; a new one as kind:number, and :west or :east of the Limes (field:6:west)",
                required=False,
                catalogue="hex-new",
            ),
            Field(
                "cities",
                "refs",
                "every Roman city directly beside it (- for none); a new one as name:towers:province",
                required=False,
                catalogue="beside-new",
            ),
            CALLED,
        ),
        who="table",
        check=check_add_crossing,
        derive=crossing_called,
        help="Tell the app a crossing of the board it does not know (or what it does not know of one).",
        topic=TOPIC,
        text=crossing_text,
        outcome=crossing_outcome,
    ),
)
