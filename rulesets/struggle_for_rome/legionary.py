"""The legionary (L7, L15): after a 7 the start player, and a Diplomat's player, move it to another
landscape west of the Limes and take a resource card, or up to 2 gold, from a player beside it.

The landscape is told by its kind and province, or named from the board kit; the kit's landscape then
yields nothing to the computed income while the legionary stands on it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Fact, unknown_fact
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import fold
from engine.state import Context
from rulesets.struggle_for_rome import income
from rulesets.struggle_for_rome.common import PLAYER, game, legionary_mover, me
from rulesets.struggle_for_rome.data import LANDSCAPES, PROVINCES, RULES
from rulesets.struggle_for_rome.holders import gold, resources
from rulesets.struggle_for_rome.inferred import legionary_derive
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.state import State
from rulesets.struggle_for_rome.taught import here

TOPIC = "roll"


def _spot(ctx: Context, args: Mapping[str, Any]) -> tuple[str | None, str | None]:
    """The landscape kind and province the legionary moves to: as given, else from the kit's landscape."""
    land = here(ctx).hexes.get(args.get("at") or "")
    kind = args.get("landscape") or (land.kind if land else None)
    province = args.get("province") or (land.province if land else None)
    return kind, province


def legionary(ctx: Context, args: Mapping[str, Any]) -> State:
    kind, province = _spot(ctx, args)
    state = game(ctx)
    # A kit landscape is what it is: a fact the kit lacks stays unknown (""), never its last place's.
    where = (kind or "", province or "")
    if not args.get("at"):
        where = (kind or state.legionary[0], province or state.legionary[1])
    # Where it stood is kept for the round: income owed for an earlier roll was that roll's (play-test 11, B3).
    stood = (*state.stood, (len(state.rolls), state.legionary, state.legionary_at))
    state = replace(state, legionary=where, legionary_at=args.get("at"), legionary_due=None, stood=stood)
    victim = args.get("victim")
    if victim is None:
        return state
    thief, robbed = me(ctx), ctx.player_index(victim)
    if args.get("card"):
        ctx.move(args["card"], 1, ctx.own("hand", robbed), ctx.own("hand", thief))
    elif not resources(ctx, robbed):
        most = min(gold(ctx, robbed), RULES["robber_gold"])
        # Up to 2 gold (L7). More than the purse holds is refused by the check; ``min`` only keeps a forced
        # action from taking coins the purse lacks.
        coins = most if args.get("gold") is None else min(args["gold"], most)
        ctx.move("gold", coins, ctx.own("purse", robbed), ctx.own("purse", thief))
    return state


def _where(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """The landscape named: told fully, agreeing with the kit, and west of the Limes (L7)."""
    land = here(ctx).hexes.get(args.get("at") or "")
    kind, province = _spot(ctx, args)
    out = []
    if land is None and (kind is None or province is None):
        out.append(rule("Legionary", "say which landscape: from the board kit, or its kind and province", TOPIC))
    if land is not None:
        if land.limes:
            message = tr("{place} lies east of the Limes: no legionary there").format(place=place_said(land.name))
            out.append(rule("Legionary", message, TOPIC))
        elif land.limes is None and land.province is None:
            # L7: never east of the Limes, Rome's border (a landscape in a province lies inside it). The kit does
            # not know this side, so the table is asked (yes tells it).
            message = tr("the board kit does not know on which side of the Limes {place} lies").format(
                place=place_said(land.name)
            )
            question = tr("Does the board show {place} west of the Limes?").format(place=place_said(land.name))
            fact = Fact(question, "add-landscape", (("name", land.id), ("limes", "no")))
            out.append(unknown_fact("Legionary", message, TOPIC, fact))
        for told, known in ((args.get("landscape"), land.kind), (args.get("province"), land.province)):
            if told and known and told != known:
                message = tr("the board kit has {place} as a {landscape} in {province}").format(
                    place=place_said(land.name), landscape=_landscape(land.kind), province=_province(land.province)
                )
                out.append(rule("Legionary", message, TOPIC))
                break
    return out


def _province(province: str | None) -> str:
    return tr(PROVINCES.resolve(province).label) if province else tr("an unknown province")


def _landscape(kind: str | None) -> str:
    return tr(LANDSCAPES.resolve(kind).label) if kind else "?"


def check_legionary(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    victim = args.get("victim")
    out = _where(ctx, args)
    standing = game(ctx).legionary_at
    if standing is not None and args.get("at") == standing:
        # L7, L15: the legionary is moved, after a 7 or for the Diplomat: to another landscape.
        message = tr("the legionary stands on {place}: move it elsewhere").format(
            place=place_said(here(ctx).name(standing))
        )
        out.append(rule("Legionary", message, TOPIC))
    if victim is None:
        if args.get("card"):
            out.append(rule("Legionary", "say which player the card is taken from", TOPIC))
        if args.get("gold") is not None:
            # Gold typed with no victim would be dropped: it is refused instead.
            out.append(rule("Legionary", "say which player the gold is taken from", TOPIC))
        return out
    robbed = ctx.player_index(victim)
    if robbed == ctx.actor:
        out.append(rule("Legionary", "the legionary robs another player", TOPIC))
    if args.get("gold") is not None and (args.get("card") or resources(ctx, robbed)):
        said = tr("{player} has resource cards: a card is taken, not gold").format(player=victim)
        out.append(rule("Legionary", said, TOPIC))
    typed = args.get("gold")
    if typed and not (args.get("card") or resources(ctx, robbed)) and typed > gold(ctx, robbed):
        # L7 takes up to 2 gold: more than the victim holds is refused, never cut down to what they hold.
        said = ntr("{player} has only {n} gold", "{player} has only {n} gold", gold(ctx, robbed))
        out.append(rule("Legionary", said.format(player=victim, n=gold(ctx, robbed)), TOPIC))
    if resources(ctx, robbed) and not args.get("card"):
        out.append(
            rule("Legionary", tr("{player} has resource cards: say which one was taken").format(player=victim), TOPIC)
        )
    # Each place the victim's figures may stand on (a lone figure on one of two start crossings the app cannot
    # tell apart gives two): none beside it, and the victim is not robbed; some, and which one it is matters.
    found, why = income.options(ctx, robbed)
    near = [_beside(ctx, around, args) for around in found]
    if near and not any(near):
        # L7: only a player beside the legionary's landscape is robbed; told by kind and province too (the
        # play-test robbed a player whose figures all stood east of the Limes, and one whose lone figure's
        # start crossing was not told).
        message = tr("{player} has no figure beside {place}").format(player=victim, place=_named(ctx, args))
        out.append(rule("Legionary", message, TOPIC))
    elif not all(near):
        message = tr("whether {player} has a figure beside {place} depends on {why}")
        out.append(rule("Legionary", message.format(player=victim, place=_named(ctx, args), why=why), TOPIC))
    return out


def _named(ctx: Context, args: Mapping[str, Any]) -> str:
    """``Po field``, ``a field in Gallia``: the landscape the legionary moves to, as a refusal names it."""
    if args.get("at"):
        return place_said(here(ctx).name(args["at"]))
    kind, province = _spot(ctx, args)
    return tr("a {landscape} in {province}").format(landscape=_landscape(kind), province=_province(province))


def _beside(ctx: Context, around: frozenset[str], args: Mapping[str, Any]) -> bool:
    """Whether the landscape named may be one of those around a player's figures: by name, or (told by kind
    and province) one whose known facts agree, west of the Limes."""
    if args.get("at"):
        return str(args["at"]) in around
    kind, province = _spot(ctx, args)
    for hid in around:
        land = here(ctx).hexes.get(hid)
        if land is None:
            return True
        if land.limes or (kind and land.kind and land.kind != kind):
            continue
        if not (province and land.province and land.province != province):
            return True
    return False


def landscapes_west(ctx: Context, field_name: str) -> list[str]:
    """Pick list of ``at``: the kit's landscapes west of the Limes, bar the one the legionary is on."""
    if field_name != "at":
        return []
    standing = game(ctx).legionary_at
    return [h.id for h in here(ctx).hexes.values() if not h.limes and h.id != standing]


def spot_text(ctx: Context) -> str:
    """``a forest in Hispania``, ``Po (a field in North Italy)``, ``Po (a field)``: where the legionary stands,
    with the kit's landscape when known and only what is known of it."""
    state = game(ctx)
    kind, province = state.legionary
    if kind and province:
        where = tr("a {landscape} in {province}").format(landscape=_landscape(kind), province=_province(province))
    elif kind:
        where = tr("a {landscape}").format(landscape=_landscape(kind))
    else:
        where = ""
    if state.legionary_at is None:
        return where
    place = place_said(here(ctx).name(state.legionary_at))
    if kind and not province and fold(_landscape(kind)) in fold(place):
        # The name says its kind already (play-test 12: "Rhine bend pole 6 (pole)").
        return place
    return f"{place} ({where})" if where else place


def legionary_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    lines = [tr("The legionary stands on {place}; it yields nothing while there.").format(place=spot_text(after))]
    victim = args.get("victim")
    if victim is None:
        return lines
    # Said here, not as the ledger's moves, so that the --check preview names the theft too.
    thief, robbed = after.players[me(after)].name, after.player_index(victim)
    victim = after.players[robbed].name
    if args.get("card"):
        lines.append(tr("{thief} takes a resource card from {victim}.").format(thief=thief, victim=victim))
        return lines
    coins = gold(before, robbed) - gold(after, robbed)
    if coins:
        said = tr("{thief} takes {n} gold from {victim}.").format(thief=thief, n=coins, victim=victim)
    else:
        said = tr("{victim} has no resource card and no gold: nothing is taken.").format(victim=victim)
    return [*lines, said]


ACTION = ActionSpec(
    "legionary",
    legionary,
    fields=(
        PLAYER,
        Field("at", "ref", "the landscape it moves to, from the board kit", required=False, catalogue="hex"),
        Field(
            "landscape",
            "ref",
            "the kind of landscape it moves to, west of the Limes (when the kit lacks it)",
            required=False,
            catalogue="landscape",
        ),
        Field(
            "province",
            "ref",
            "the province of that landscape (when the kit lacks it)",
            required=False,
            catalogue="province",
        ),
        Field("victim", "player", "a player with a figure beside that landscape", required=False),
        Field("card", "ref", "the resource card taken from them", required=False, catalogue="resource"),
        # Play-test 9 (P7): L7 takes up to 2 gold from a player with no resource card; it always took 2.
        Field("gold", "int", "gold taken from a player with no resource card (up to 2)", required=False, min=0, max=2),
    ),
    phases=("roll", "build"),
    who=legionary_mover,
    actor="player",
    check=check_legionary,
    # The card taken from a victim holding one kind is known (play-test 12, ``inferred``).
    derive=legionary_derive,
    suggest=landscapes_west,
    help="After a 7 or a Diplomat: move the legionary and take a resource card (or up to 2 gold).",
    topic=TOPIC,
    text="{actor} moves the legionary",
    outcome=legionary_outcome,
    tells_moves=True,
)
