"""The Roman cities: read from the board kit, or added by the table once (``add-city``).

A kit city whose towers, province, eagle and III mark are all known gets its
face-down plunder tile at setup (L3) and needs no typing. A city the kit lacks,
or one with facts still unknown (Roma's province in the shipped kit), is put
on the app's map once with ``add-city``: what the kit knows is checked, what it
does not is asked, and ``cities_learned`` hands those facts to the next game's kit.
With three players a city marked III holds a wagon of the colour nobody plays
instead of a tile and is out of play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, quoted, tr
from engine.ledger import BOX
from engine.names import listed
from engine.state import Context
from rulesets.struggle_for_rome.board import board, city_catalogue
from rulesets.struggle_for_rome.city_names import city_id, shared_start, typo
from rulesets.struggle_for_rome.city_rooms import eagle_room, room_in
from rulesets.struggle_for_rome.city_rooms import printed as _printed
from rulesets.struggle_for_rome.common import KNOWN_LOG, game
from rulesets.struggle_for_rome.data import PROVINCES, RULES
from rulesets.struggle_for_rome.holders import unused_colour
from rulesets.struggle_for_rome.kit import ROMA
from rulesets.struggle_for_rome.state import City, State
from rulesets.struggle_for_rome.words import towers as towers_word

TOPIC = "setup"
_FACTS = ("towers", "province", "eagle", "three")


def in_play_city(ctx: Context, cid: str) -> City | None:
    """A city in play: added by the table, or laid out from the kit at setup."""
    state = game(ctx)
    found = state.city(cid)
    if found is None and cid in state.placed:
        found = board(ctx.kit).cities.get(cid)
    return found


def in_play(ctx: Context) -> list[City]:
    """Every city on the app's map: the kit's laid out at setup, then the table's."""
    state = game(ctx)
    printed = board(ctx.kit).cities
    # A kit city whose III mark the table told later is in ``cities`` too: listed once, as told.
    return [printed[c] for c in state.placed if c in printed and state.city(c) is None] + list(state.cities)


def out_of_play(ctx: Context, town: City) -> bool:
    """Whether a city is out of play: marked III in a three-player game (L3)."""
    return bool(town.neutral) and len(ctx.players) == 3


def _lay(ctx: Context, town: City) -> None:
    spare = unused_colour(ctx.players)
    if out_of_play(ctx, town) and spare:
        ctx.move(f"wagon:{spare}", 1, BOX, f"city:{town.id}")
    else:
        ctx.move("tile", 1, BOX, f"city:{town.id}")


def lay_out(ctx: Context) -> tuple[str, ...]:
    """Setup: a tile (or, with three players, the spare wagon on a III city) on every city the kit knows."""
    placed = []
    for town in board(ctx.kit).cities.values():
        if town.neutral is None and (len(ctx.players) == 3 or ctx.options.get(KNOWN_LOG)):
            # III not known: with three players it decides the setup; older saves added it by hand.
            continue
        wagon = out_of_play(ctx, town) and unused_colour(ctx.players)
        # A kit short of III marks must not empty the box: the rest is added by hand.
        if ctx.count(BOX, f"wagon:{wagon}" if wagon else "tile"):
            _lay(ctx, town)
            placed.append(town.id)
    return tuple(placed)


# -- add-city --------------------------------------------------------------------


def _given(args: Mapping[str, Any]) -> dict[str, Any]:
    """The city's facts as the table gave them (None: not said)."""
    return {
        "towers": args.get("towers"),
        "province": args.get("province"),
        "eagle": args.get("eagle"),
        "three": args.get("neutral"),
    }


def _facts(ctx: Context, cid: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """A city's facts: what the table gives, else what the kit knows (None: neither says)."""
    given = _given(args)
    return {fact: given[fact] if given[fact] is not None else ctx.kit.known("cities", cid, fact) for fact in _FACTS}


def _merged(ctx: Context, cid: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """A city's facts for play (the check has asked for an eagle or III mark neither gives, so what is
    still unknown here is a "no" the rules imply)."""
    merged = _facts(ctx, cid, args)
    merged["eagle"] = bool(merged["eagle"])
    # Not asked with four players (the mark changes nothing there): left unknown, not a silent "no".
    merged["three"] = None if merged["three"] is None else bool(merged["three"])
    return merged


def _name(ctx: Context, cid: str, typed: str) -> str:
    entry = ctx.kit.entry("cities", cid)
    return str(entry["name"]) if entry else typed


def several(args: Mapping[str, Any]) -> list[str]:
    """The cities ``city=`` names when it names several, comma-separated, to tell their III marks at once
    (play-test 9 N7: thirteen known cities waited for theirs, one command each); [] for one city."""
    names = [n.strip() for n in str(args.get("city") or "").split(",")]
    return [n for n in names if n] if len(names) > 1 else []


def add_city(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    for typed in several(args) or [args["city"]]:
        state = _add_one(ctx, state, {**args, "city": typed})
    return state


def _add_one(ctx: Context, state: State, args: Mapping[str, Any]) -> State:
    # mapping tells the kit's facts and reads this module: imported here, once both are loaded.
    from rulesets.struggle_for_rome.mapping import tell_city_landscapes

    cid = city_id(ctx, args["city"])
    there = in_play_city(ctx, cid)
    if there is not None and _tells_mark(there, args):
        told = replace(there, neutral=bool(args["neutral"]))
        kept = tuple(c for c in state.cities if c.id != cid)
        state = replace(state, cities=(*kept, told))
    elif there is None:
        facts = _merged(ctx, cid, args)
        assert facts["towers"] is not None and facts["province"] is not None, "the check asks for them"
        name = _name(ctx, cid, args["city"])
        town = City(cid, name, facts["towers"], facts["province"], facts["eagle"], facts["three"])
        _lay(ctx, town)
        state = replace(state, cities=state.cities + (town,))
    if args.get("landscapes") is None:
        return state
    return tell_city_landscapes(ctx, state, cid, args["city"], args["landscapes"])


def _tells_mark(town: City, args: Mapping[str, Any]) -> bool:
    """Whether add-city tells only the III mark of a city on the map whose mark nobody has said (a table of
    four is not made to say it, and tells it once for the three-player evenings to come)."""
    given = _given(args)
    return town.neutral is None and given["three"] is not None and all(given[f] is None for f in _FACTS[:3])


def _landscapes_only(args: Mapping[str, Any]) -> bool:
    """Whether add-city tells only a city's landscapes (of a city on the map already)."""
    return args.get("landscapes") is not None and all(v is None for v in _given(args).values())


def _against_kit(ctx: Context, cid: str, args: Mapping[str, Any]) -> list[Violation]:
    """What the table gives that the kit prints otherwise (a wrong kit is mended with ``tabula kit apply``)."""
    out = []
    name = tr(_name(ctx, cid, args["city"]))
    given = _given(args)
    for fact in _FACTS:
        known = ctx.kit.known("cities", cid, fact)
        if known is None or given[fact] is None or given[fact] == known:
            continue
        if fact == "towers":
            said = tr("the board kit prints {city} with {n} towers").format(city=name, n=known)
        elif fact == "province":
            said = tr("the board kit prints {city} in {province}")
            said = said.format(city=name, province=tr(PROVINCES.resolve(known).label))
        elif fact == "eagle":
            said = (
                tr("the board kit prints {city} with a legion eagle")
                if known
                else tr("the board kit prints {city} without a legion eagle")
            )
            said = said.format(city=name)
        else:
            said = (
                tr("the board kit prints {city} with the III mark")
                if known
                else tr("the board kit prints {city} without the III mark")
            )
            said = said.format(city=name)
        out.append(_printed(N_("City"), said))
    return out


def _ask_marks(ctx: Context, cid: str, args: Mapping[str, Any]) -> None:
    """Ask for the eagle and (with three players) the III mark when neither the table nor the kit says (no
    silent "no"): they decide the Terror card and the three-player board. A city of 2 or 3 towers shows
    no eagle (L15); with four players the III mark changes nothing and is not asked (play-test 9 N7: asking
    it after every city was noise); ``add-city city=X neutral=`` tells it when the table likes."""
    name = tr(_name(ctx, cid, args["city"]))
    facts = _facts(ctx, cid, args)
    towers = facts["towers"]
    if facts["eagle"] is None and (towers is None or towers >= RULES["eagle_min_towers"]):
        raise BadInput(tr("add-city: does {city} show a legion eagle? Say eagle=yes or eagle=no").format(city=name))
    if facts["three"] is None and len(ctx.players) == 3:  # L3: only a three-player game leaves III cities out
        asked = tr("add-city: is {city} marked III (out of play with three players)? Say neutral=yes or no")
        raise BadInput(asked.format(city=name))


def check_add_city(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    typed = args.get("named")
    if typed is not None and list(typed) != _spelled(ctx, {**args, "named": None}).get("named"):
        # Worked out from city= (the log's spelling): a typed one named another city in the log.
        return [Violation("City", N_("named= is worked out from city=: leave it out"), TOPIC, physical=True)]
    names = several(args)
    if not names:
        return _check_one(ctx, args)
    if args.get("neutral") is None or any(
        args.get(k) is not None for k in ("towers", "province", "eagle", "landscapes")
    ):
        return [rule("City", "several cities in one add-city tell only their III mark (neutral=yes or no)", TOPIC)]
    known = city_catalogue(ctx.kit, game(ctx).cities)
    out = []
    for typed in names:
        if known.get(typed) is None and len(known.started(typed)) != 1:
            said = tr("{typed} is no city the app knows: add a new city on its own").format(typed=quoted(typed))
            out.append(rule("City", said, TOPIC))
        else:
            out.extend(_check_one(ctx, {**args, "city": typed}))
    return out


def _check_one(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    cid = city_id(ctx, args["city"])
    if not cid:
        return [rule("City", "a city's name needs a letter", TOPIC)]
    there = in_play_city(ctx, cid)
    if there is not None and _tells_mark(there, args):
        if args.get("landscapes") is None:
            return []
        from rulesets.struggle_for_rome.mapping import check_city_landscapes  # see add_city

        return check_city_landscapes(ctx, args["city"], args["landscapes"])
    if there is not None and _landscapes_only(args):
        from rulesets.struggle_for_rome.mapping import check_city_landscapes  # see add_city

        return check_city_landscapes(ctx, args["city"], args["landscapes"])
    if there is not None:
        message = tr("{city} is on the map already").format(city=tr(there.name))
        return [Violation("City", message, TOPIC, physical=True)]
    unsure = shared_start(ctx, args["city"]) or typo(ctx, args["city"])
    if unsure:
        return unsure
    out = _against_kit(ctx, cid, args)
    facts = _merged(ctx, cid, args)
    towers = facts["towers"]
    expected = ctx.kit.counts.get("cities")
    if expected is not None and ctx.kit.entry("cities", cid) is None and len(ctx.kit.entries("cities")) >= expected:
        out.append(_printed(N_("City"), tr("the board kit lists every city, and not this one")))
    if towers is None:
        out.append(rule("City", "say how many towers the city has", TOPIC))
    elif towers >= RULES["max_towers"] and cid != ROMA:
        out.append(_printed(N_("Towers"), tr("cities have 2 to 4 towers; only Roma has 5")))
    if facts["province"] is None:
        out.append(rule("City", "say which province the city lies in (the colour of its tile)", TOPIC))
    else:
        out.extend(room_in(ctx, in_play(ctx), facts["province"], cid))
    if facts["province"] is not None and facts["eagle"]:
        if towers is not None and towers < RULES["eagle_min_towers"]:
            out.append(_printed(N_("Eagle"), tr("an eagle city has at least 4 towers")))
        out.extend(eagle_room(ctx, in_play(ctx), facts["province"], cid))
    if len(in_play(ctx)) >= RULES["cities"]:
        out.append(Violation("City", "all 40 cities are on the map", TOPIC, physical=True))
    if not out:
        _ask_marks(ctx, cid, args)  # the last question, once the rest is right
    if not out and args.get("landscapes") is not None:
        from rulesets.struggle_for_rome.mapping import check_city_landscapes  # see add_city

        out = check_city_landscapes(ctx, args["city"], args["landscapes"])
    return out


def add_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    from rulesets.struggle_for_rome.mapping import city_landscapes_outcome  # see add_city

    if several(args):
        towns = [in_play_city(after, city_id(after, typed)) for typed in several(args)]
        said = tr("Marked III: {cities}.") if args["neutral"] else tr("Not marked III: {cities}.")
        return [said.format(cities=listed([tr(t.name) for t in towns if t is not None], "and"))]

    cid = city_id(after, args["city"])
    told = (
        city_landscapes_outcome(before, after, cid, args["city"], args["landscapes"]) if args.get("landscapes") else []
    )
    town = in_play_city(after, cid)
    was = in_play_city(before, cid)
    if was is not None and town is not None and was.neutral is None and town.neutral is not None:
        mark = tr("{city} is marked III.") if town.neutral else tr("{city} is not marked III.")
        return [mark.format(city=tr(town.name)), *told]
    if len(game(after).cities) == len(game(before).cities):
        return told  # a city on the map already: only its landscapes were told
    town = game(after).cities[-1]
    marks = [m for m, on in ((tr("a legion eagle"), town.eagle), (tr("the III mark"), town.neutral)) if on]
    line = tr("{city}: {towers} in {province}").format(
        city=tr(town.name), towers=towers_word(town.towers), province=tr(PROVINCES.resolve(town.province).label)
    )
    line += tr(", with {marks}.").format(marks=f" {tr('and')} ".join(marks)) if marks else "."
    if out_of_play(after, town):
        line += tr(" With three players it is out of play.")
        spare = unused_colour(after.players)
        if spare and after.count(f"city:{town.id}", f"wagon:{spare}"):
            # Play-test 11, B8: only "1 wagon comes into play at Tridentum" said what the wagon was (L3).
            said = tr(" A wagon of the colour nobody plays ({colour}) stands on it.")
            line += said.format(colour=tr(spare))
    return [line, *told]


def city_checks(ctx: Context, cid: str) -> tuple[City | None, list[Violation]]:
    """The city an attack names, and why it cannot be attacked at all."""
    town = in_play_city(ctx, cid)
    if town is None:
        label = tr(_name(ctx, cid, cid))
        message = tr("{city} is not on the app's map yet").format(city=label)
        mend = tr("add it first (add-city, with its province)")
        if cid in board(ctx.kit).cities:  # only its III mark is unknown (play-test 9 N13): asked alone
            message = tr("is {city} marked III? With three players the app needs to know").format(city=label)
            mend = tr("say it once: add-city city={city} neutral=yes or no").format(city=label)
        return None, [Violation("City", message, TOPIC, physical=True, mend=mend)]
    if out_of_play(ctx, town):
        message = tr("{city} is marked III: out of play with three players").format(city=tr(town.name))
        return town, [rule("Neutral city", message, TOPIC)]
    return town, []


def _spelled(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``named``: the known cities ``city=`` names, kept with the event so that the log names them as the catalogue
    spells them (play-test 9: "The table tells the city verona"); nothing when it names a new city, whose name is
    as the table typed it."""
    if args.get("named") is not None or not args.get("city"):
        return {}
    known = city_catalogue(ctx.kit, game(ctx).cities)
    ids = [city_id(ctx, typed) for typed in several(args) or [args["city"]]]
    return {"named": ids} if all(known.get(cid) is not None for cid in ids) else {}


def _told(args: Mapping[str, Any]) -> str:
    """The log line's template: the known cities by the catalogue's names (``_spelled``), else as typed (a new
    city, or a log from before ``named`` was kept)."""
    return N_("{actor} tells the city {named}") if args.get("named") else N_("{actor} tells the city {city}")


ACTIONS = (
    ActionSpec(
        "add-city",
        add_city,
        fields=(
            Field("city", "str", "the city's name as printed"),
            Field("towers", "int", "its towers (when the board kit does not know them)", required=False, min=2, max=5),
            Field(
                "province",
                "ref",
                "its province, the colour of its tile (when the kit does not know it)",
                required=False,
                catalogue="province",
            ),
            Field("eagle", "bool", "it shows a legion eagle", required=False),
            Field("neutral", "bool", "it is marked III (out of play with three players)", required=False),
            Field(
                "landscapes",
                "refs",
                "the landscapes beside it (an empire's income is worked out from them); a new one as kind:number",
                required=False,
                catalogue="hex-new",
            ),
            Field("named", "refs", "worked out: the known cities named", required=False, catalogue="city", asked=False),
        ),
        who="table",
        derive=_spelled,
        check=check_add_city,
        help="Put a city the board kit lacks (or does not fully know) on the app's map once, or tell its landscapes.",
        topic=TOPIC,
        text=_told,
        outcome=add_outcome,
    ),
)
