"""Counts the map gives that the app cannot see, remembered from the last time they were typed: the trade a
player collects (l. 62-72), the hammers a city builds with (l. 102-109) and the masks of its arts (l. 121).

The map is dealt face down and laid out anew each game (l. 233), so no kit can hold a city's outskirts. A count
typed is kept with what the app does know of the cities then (their buildings, wonders and metropolis card, and
for trade which cities the player holds); left out later, it is used again while all that stands as it was, and
the log says so. A new building or wonder replaces a square of the outskirts and a metropolis adds two, so the
count is asked again; what the app cannot see (a scout moved, a square blocked) the table types.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.civilization.catalogues import book, fact, name_of
from rulesets.civilization.components import (
    METROPOLIS,
    OWN_METROPOLIS,
    cities_of,
    city_label,
    game,
    realm,
)
from rulesets.civilization.state import State

#: The fields a count left out was taken from the last time for (kept with the event, never asked).
RECALLED = Field("recalled", "strs", "counts used again from the last time", required=False, asked=False)
TRADE = "trade"
#: What each count is, as the question asked when none is remembered says it.
ASKED = {
    "amount": N_("how much trade does {player} count on the map this round? Nothing is remembered to use again"),
    "hammers": N_("how many hammers does {city} count this round? Nothing is remembered to use again"),
    "masks": N_("how many masks does {city} count this round? Nothing is remembered to use again"),
}
#: The question alone, where what changed since the last count is said after it.
ASKED_AGAIN = {
    "amount": N_("how much trade does {player} count on the map this round?"),
    "hammers": N_("how many hammers does {city} count this round?"),
    "masks": N_("how many masks does {city} count this round?"),
}
#: The same, where a count was kept but the cities changed since (see ``shape``).
CHANGED = {
    "amount": N_(
        "how much trade does {player} count on the map this round? {player}'s cities changed since the last count"
    ),
    "hammers": N_("how many hammers does {city} count this round? {city} changed since the last count"),
    "masks": N_("how many masks does {city} count this round? {city} changed since the last count"),
}


def _city_shape(ctx: Context, city_id: str) -> str:
    """What the app knows of a city's outskirts: its buildings and what stands in it (wonders, metropolis)."""
    city = next((c for c in game(ctx).cities if c.id == city_id), None)
    if city is None:
        return ""
    standing = sorted(f"{kind}x{n}" for kind, n in ctx.holding(f"city:{city_id}"))
    return ",".join([*(b for b in city.buildings if _counted(ctx, b)), *standing])


def _counted(ctx: Context, building: str) -> bool:
    """Whether a building can change a count: one on an outskirts square (it covers what the square gave) or one
    that prints trade, hammers, culture or coins. City Walls stand on the city itself and print only defence
    (l. 181): the counts kept stand (play-test 11: masks were asked again after City Walls)."""
    if fact(ctx, "buildings", building, "terrain") is not None or fact(ctx, "buildings", building, "cost") is None:
        return True  # on a square, or a building the kit does not know (added at the table): asked again
    return any(fact(ctx, "buildings", building, key, 0) for key in ("trade", "hammers", "culture", "coins"))


def shape(ctx: Context, seat: int, key: str) -> str:
    """What a count depends on that the app can see: for trade every city of the player, for a city's count the
    city."""
    if key == TRADE:
        return ";".join(f"{c.id}:{_city_shape(ctx, c.id)}" for c in cities_of(ctx, seat))
    return _city_shape(ctx, key.partition(":")[2])


def recalled(ctx: Context, seat: int, key: str) -> int | None:
    """The count kept for ``key`` (``trade``, ``hammers:CITY``, ``masks:CITY``) while what it depends on stands."""
    now = shape(ctx, seat, key)
    return next((value for k, value, was in realm(ctx, seat).counted if k == key and was == now), None)


def remember(state: State, seat: int, key: str, value: int, was: str) -> State:
    """The state with a count kept, with ``was``: what it depended on when it was counted (see ``shape``)."""
    mine = state.realms[seat]
    kept = (*(c for c in mine.counted if c[0] != key), (key, value, was))
    return state.with_realm(seat, mine.but(counted=kept))


def key_of(field: str, args: Mapping[str, Any]) -> str:
    """The key a field's count is kept under."""
    return TRADE if field == "amount" else f"{field}:{args.get('city', '')}"


def derive(ctx: Context, args: Mapping[str, Any], field: str, fallback: int | None = None) -> dict[str, Any]:
    """A count left out: the one kept, marked as used again; or ``fallback`` (masks: none) where the count was
    never typed; or nothing, so that it is asked (``require``), where one was kept but the city changed since."""
    if field in args or ctx.actor is None or (field != "amount" and not args.get("city")):
        return {}
    key = key_of(field, args)
    last = recalled(ctx, ctx.actor, key)
    if last is None:
        # A count kept for a city that changed since (a building, wonder or metropolis) is asked again, never
        # taken for the fallback: a mask on the new square would be lost silently.
        kept = any(k == key for k, _, _ in realm(ctx, ctx.actor).counted)
        return {} if fallback is None or kept else {field: fallback}
    return {field: last, RECALLED.name: [*args.get(RECALLED.name, ()), field]}


def require(ctx: Context, args: Mapping[str, Any], field: str) -> None:
    """Refuse an action whose count is neither typed nor remembered: a question, as a missing field is."""
    if field in args:
        return
    player = ctx.players[ctx.actor].name if ctx.actor is not None else ""
    city = city_label(ctx, args["city"]) if args.get("city") else ""
    key = key_of(field, args)
    kept = None if ctx.actor is None else next((c for c in realm(ctx, ctx.actor).counted if c[0] == key), None)
    said = tr((CHANGED if kept else ASKED)[field]).format(player=player, city=city)
    if kept is not None and ctx.actor is not None:
        said = _changed(ctx, ctx.actor, field, kept) or said
    # The field as the language spoken names it (play-test 8: "zadejte masks=N" where Czech types masky=).
    raise BadInput(tr("{question}: give {field}=N").format(question=said, field=field_word(field)))


def _items(shaped: str) -> dict[str, list[str]]:
    """A ``shape`` read back: each city's buildings and what stands in it."""
    out: dict[str, list[str]] = {}
    for part in filter(None, shaped.split(";")):
        city, _, items = part.partition(":")
        out[city] = [i for i in items.split(",") if i]
    return out


def _is_building(ctx: Context, item: str) -> bool:
    """Whether a ``shape`` item is a building's id (not a piece standing in the city, kept as KINDxN)."""
    return item in book(ctx).catalogues["item"].ids() and book(ctx).item_sort(item) == "building"


def _standing(ctx: Context, item: str, city: str) -> str:
    """A new piece standing in a city, in words ('' for a building, or a piece not worth a word): a metropolis adds
    two outskirts squares (l. 38), a wonder covers a square as a building does."""
    kind, mark, n = item.rpartition("x")
    if not mark or not n.isdigit():
        return ""
    if kind == METROPOLIS or kind.partition(":")[0] == OWN_METROPOLIS:
        return tr("{city} is a metropolis now: 2 more outskirts squares").format(city=city)
    wonder = next((w for w in book(ctx).wonders.values() if w.kind == kind), None)
    if wonder is not None:
        return tr("{wonder} built in {city}").format(wonder=tr(wonder.name), city=city)
    return ""


def changes(ctx: Context, seat: int, key: str, was: str) -> tuple[list[str], list[tuple[str, str]]]:
    """What changed since a count was kept (``was``: what it depended on then): sentences for cities and pieces,
    and the buildings built, each with its city's label."""
    labels = {c.id: city_label(ctx, c.id) for c in game(ctx).cities}
    if key == TRADE:
        before, after = _items(was), _items(shape(ctx, seat, key))
    else:
        city_id = key.partition(":")[2]
        before, after = {city_id: was.split(",")}, {city_id: shape(ctx, seat, key).split(",")}
    built: list[tuple[str, str]] = []
    lines = []
    for city in dict.fromkeys([*before, *after]):
        label = labels.get(city, city)
        if city not in before or city not in after:
            said = tr("{city} is new among {player}'s cities")
            if city not in after:
                said = tr("{city} is no longer among {player}'s cities")
            lines.append(said.format(city=label, player=ctx.players[seat].name))
            continue
        new = [i for i in after[city] if i not in before[city]]
        said_new = [_standing(ctx, i, label) for i in new]
        lines += [line for line in said_new if line]
        # A building's id is kept bare; what stands in the city (a wonder, the metropolis) as KINDxN.
        built += [(i, label) for i, line in zip(new, said_new, strict=True) if not line and _is_building(ctx, i)]
        if any(not line and not _is_building(ctx, i) for i, line in zip(new, said_new, strict=True)) or any(
            i not in after[city] for i in before[city]
        ):
            lines.append(tr("what stands in {city} changed").format(city=label))
    return lines, built


def changed_said(ctx: Context, seat: int, key: str, was: str) -> list[str]:
    """``changes`` as phrases, the buildings first ("Library built in Peking")."""
    lines, built = changes(ctx, seat, key, was)
    items = book(ctx).catalogues["item"]
    return [tr("{item} built in {city}").format(item=name_of(items, b), city=c) for b, c in built] + lines


def _changed(ctx: Context, seat: int, field: str, kept: tuple[str, int, str]) -> str:
    """The question again, saying what changed since the count kept ('' when nothing can be said); for trade
    after new buildings only, what the last count and their printed trade make (the table takes off what the
    squares they cover gave)."""
    key, last, was = kept
    labels = {c.id: city_label(ctx, c.id) for c in game(ctx).cities}
    lines, built = changes(ctx, seat, key, was)
    items = book(ctx).catalogues["item"]
    lines = [tr("{item} built in {city}").format(item=name_of(items, b), city=c) for b, c in built] + lines
    if not lines:
        return ""
    city = labels.get(key.partition(":")[2], "")
    question = tr(ASKED_AGAIN[field]).format(player=ctx.players[seat].name, city=city)
    question = tr("{question} Since the last count: {changes}").format(question=question, changes=phrase_list(lines))
    added = [fact(ctx, "buildings", b, "trade", 0) for b, _ in built]
    if field == "amount" and len(lines) == len(built) and built and all(isinstance(t, int) for t in added):
        offer = ntr(
            "{last} last time and the new building's {added} trade make {total}, less what the square it covers gave",
            "{last} last time and the new buildings' {added} trade make {total}, less what the squares they cover gave",
            len(built),
        )
        question += " (" + offer.format(last=last, added=sum(added), total=last + sum(added)) + ")"
    return question


def _said(field: str, n: int) -> str:
    if field == "amount":
        return ntr(
            "{n} trade, as {player} collected last time (type amount= if the map changed).",
            "{n} trade, as {player} collected last time (type amount= if the map changed).",
            n,
        )
    if field == "hammers":
        return ntr(
            "{n} hammer, as {city} counted last time (type hammers= if the map changed).",
            "{n} hammers, as {city} counted last time (type hammers= if the map changed).",
            n,
        )
    return ntr(
        "{n} mask, as {city} counted last time (type masks= if the map changed).",
        "{n} masks, as {city} counted last time (type masks= if the map changed).",
        n,
    )


def said(ctx: Context, args: Mapping[str, Any]) -> list[str]:
    """The log's word on each count used again."""
    player = ctx.players[ctx.actor].name if ctx.actor is not None else ""
    city = city_label(ctx, args["city"]) if args.get("city") else ""
    used = [f for f in ("amount", "hammers", "masks") if f in args.get(RECALLED.name, ()) and f in args]
    return [_said(f, args[f]).format(n=args[f], player=player, city=city) for f in used]
