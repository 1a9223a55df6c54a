"""Governments and Anarchy, and the one active social policy (l. 47-55, l. 251), split out of the start of
turn (``turn_start`` names them still, for the modules that read them there)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, tr
from engine.kits import UNKNOWN
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization.catalogues import book, name_of
from rulesets.civilization.common import PLAYER, me, older
from rulesets.civilization.components import POLICIES, game, knows, realm, wonders_of
from rulesets.civilization.state import Realm, State

ANARCHY = "anarchy"
#: The government everyone starts in, which has no social policies (l. 251).
DESPOTISM = "despotism"
#: The kit fact marking a civilization or wonder whose card skips the round of Anarchy (l. 49).
SKIPS_ANARCHY = "skips_anarchy"


def in_anarchy(ctx: Context, seat: int) -> bool:
    """Whether a player spends this round in Anarchy: no government bonus, no city actions (l. 49)."""
    return realm(ctx, seat).government == ANARCHY


def _skips(entry: Mapping[str, Any] | None) -> bool | None:
    """Whether a kit card skips Anarchy; None where the kit does not know (no entry, or "?")."""
    if entry is None:
        return None
    value = entry.get(SKIPS_ANARCHY, False)
    return None if value == UNKNOWN else bool(value)


def anarchy_skippers(ctx: Context) -> list[str]:
    """Names of the civilizations and wonders the kit marks as skipping Anarchy."""
    return [e["name"] for s in ("civilizations", "wonders") for e in ctx.kit.entries(s) if e.get(SKIPS_ANARCHY) is True]


def anarchy_skip(ctx: Context, seat: int) -> str | None:
    """What lets a player skip Anarchy (l. 49): the name of their civilization or working wonder that does;
    '' where the table's word is taken (the kit marks no such card, or does not know one of the player's);
    None where the player holds none."""
    if not anarchy_skippers(ctx):
        return ""
    civilization = ctx.kit.entry("civilizations", ctx.players[seat].faction)
    verdict = _skips(civilization)
    if verdict and civilization is not None:
        return str(civilization["name"])
    unsure = verdict is None
    obsolete = game(ctx).obsolete
    # An obsolete wonder has lost its text for good (l. 271).
    for wonder, _ in wonders_of(ctx, seat):
        if wonder.id in obsolete:
            continue
        verdict = _skips(ctx.kit.entry("wonders", wonder.id))
        if verdict:
            return wonder.name
        unsure = unsure or verdict is None
    return "" if unsure else None


def _check_skip(ctx: Context, seat: int) -> list[Violation]:
    if anarchy_skip(ctx, seat) is not None:
        return []
    who = ctx.players[seat].name
    obsolete = game(ctx).obsolete
    stale = [w.name for w, _ in wonders_of(ctx, seat) if w.id in obsolete and _skips(ctx.kit.entry("wonders", w.id))]
    if stale:
        message = tr("{wonder} is obsolete: it no longer spares {player} the Anarchy")
        return [rule("Anarchy", message.format(wonder=tr(stale[0]), player=who), "government")]
    cards = phrase_list([tr(name) for name in anarchy_skippers(ctx)], "or")
    why = tr("{player} has no national ability or working wonder that skips Anarchy ({cards} does)")
    return [rule("Anarchy", why.format(player=who, cards=cards), "government")]


def without_policies(ctx: Context, government: str) -> bool:
    """Whether a government has no social policies: Despotism (l. 251; an older log gave it one)."""
    return government == DESPOTISM and not older(ctx)


def _installed(ctx: Context, seat: int, mine: Realm, government: str) -> Realm:
    """A player's new government in place: a free policy to choose (l. 54), or in Despotism none, and the
    active policy card back in the player's hand of policies."""
    if without_policies(ctx, government):
        old = active_policy(ctx, seat)
        if old:
            ctx.move(ctx.piece(old, seat), 1, ctx.own("policy", seat), ctx.own("policies", seat))
        return mine.but(government=government, next_government="", free_policy=False)
    return mine.but(government=government, next_government="", free_policy=True)


def takeable(ctx: Context, seat: int) -> list[str]:
    """The governments a player may change to now: those their techs allow (Despotism needs none), other than
    the one they have; none in Anarchy, which lasts the round (l. 49)."""
    facts = book(ctx)
    current = realm(ctx, seat).government
    if current == ANARCHY:
        return []
    out = []
    for government in facts.catalogues["government"].ids():
        tech = facts.government_tech(government)
        if government not in (current, ANARCHY) and (not tech or knows(ctx, seat, tech)):
            out.append(government)
    return out


def government_offered(ctx: Context) -> bool:
    """Listed only when the player on turn (anyone, between turns) may take a government: a player who has
    researched none has no choice to make (the play-test listed all seven)."""
    seats = [ctx.position.turn] if ctx.position.turn is not None else range(len(ctx.players))
    return any(takeable(ctx, seat) for seat in seats)


def derive_skip(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``no_anarchy`` left out: yes where the player holds a card the kit knows skips Anarchy (The Pyramids,
    l. 49), so the table need not type it; otherwise no (the table's word is taken only when typed)."""
    if "no_anarchy" in args or ctx.actor is None:
        return {}
    return {"no_anarchy": bool(anarchy_skip(ctx, ctx.actor))}


def change_government(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    mine = realm(ctx, seat)
    if args.get("no_anarchy"):
        mine = _installed(ctx, seat, mine, args["government"])
    else:
        mine = mine.but(government=ANARCHY, next_government=args["government"])
    return game(ctx).with_realm(seat, mine)


def check_government(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    mine = realm(ctx, seat)
    wanted = args["government"]
    facts = book(ctx)
    label = name_of(facts.catalogues["government"], wanted)
    out = []
    if mine.government == ANARCHY:
        out.append(rule("Anarchy", "Anarchy lasts the whole round; the new government comes next round", "government"))
    elif mine.government == wanted:
        message = tr("{player} has {government} already").format(player=ctx.players[seat].name, government=label)
        out.append(rule("Government", message, "government"))
    tech = facts.government_tech(wanted)
    if tech and not knows(ctx, seat, tech):
        needed = name_of(facts.catalogues["tech"], tech)
        message = tr("{item} needs {tech}, which {player} has not researched").format(
            item=label, tech=needed, player=ctx.players[seat].name
        )
        out.append(rule("Government", message, "government"))
    if args.get("no_anarchy"):
        out += _check_skip(ctx, seat)
    return out


def government_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    name = before.players[seat].name
    label = name_of(book(before).catalogues["government"], args["government"])
    if realm(after, seat).government == ANARCHY:
        said = tr(
            "{player} is in Anarchy this round: no government bonus and no city actions; "
            "{government} comes at the start of the next."
        )
        return [said.format(player=name, government=label)]
    why = anarchy_skip(before, seat)
    if without_policies(before, args["government"]):
        said = tr("{player} changes to {government} at once: it has no social policies.")
        return [said.format(player=name, government=label)]
    if why:
        said = tr("{player} changes to {government} at once ({why}) and chooses a policy for free.")
        return [said.format(player=name, government=label, why=tr(why))]
    return [
        tr("{player} changes to {government} at once and chooses a policy for free.").format(
            player=name, government=label
        )
    ]


def end_anarchy(ctx: Context, state: State) -> State:
    """Round start: Anarchy gives way to the chosen government, with one free policy (l. 49, l. 54); Despotism
    has none (l. 251)."""
    for seat, mine in enumerate(state.realms):
        if mine.government == ANARCHY and mine.next_government:
            state = state.with_realm(seat, _installed(ctx, seat, mine, mine.next_government))
    return state


def active_policy(ctx: Context, seat: int) -> str:
    """The id of a player's active policy ('' for none)."""
    for kind, _ in ctx.holding(ctx.own("policy", seat)):
        return kind.partition(":")[0]
    return ""


def choose_policy(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    old = active_policy(ctx, seat)
    if old:  # only one is ever active: the old card goes back (l. 55)
        ctx.move(ctx.piece(old, seat), 1, ctx.own("policy", seat), ctx.own("policies", seat))
    ctx.move(ctx.piece(args["policy"], seat), 1, ctx.own("policies", seat), ctx.own("policy", seat))
    return game(ctx).with_realm(seat, realm(ctx, seat).but(free_policy=False))


def check_policy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    mine = realm(ctx, me(ctx))
    if mine.government == ANARCHY:
        return [rule("Policy", "the free policy comes when Anarchy ends, at the start of the next round", "government")]
    if without_policies(ctx, mine.government):
        return [rule("Policy", "Despotism has no social policies", "government")]
    if not mine.free_policy:
        return [rule("Policy", "a policy is chosen (free) right after a change of government", "government")]
    return []


#: The policy field's help: the rulebook's four cards (a kit with another count says its own).
POLICY_HELP = N_("one of your 4 policy cards") if len(POLICIES) == 4 else f"one of your {len(POLICIES)} policy cards"

ACTIONS = (
    ActionSpec(
        "government",
        change_government,
        fields=(
            PLAYER,
            Field("government", "ref", "the new government", catalogue="government"),
            Field("no_anarchy", "bool", "a national ability or wonder skips Anarchy", required=False, derived=True),
        ),
        derive=derive_skip,
        phases=("start",),
        actor="player",
        check=check_government,
        offered=government_offered,
        help="Change government: Anarchy for this round, the new one from the next.",
        topic="government",
        text="{actor} changes government to {government}",
        outcome=government_outcome,
    ),
    ActionSpec(
        "policy",
        choose_policy,
        fields=(PLAYER, Field("policy", "ref", POLICY_HELP, catalogue="policy")),
        phases=("start",),
        actor="player",
        check=check_policy,
        help="Choose the one active social policy (free after a change of government).",
        topic="government",
        text="{actor} chooses the {policy} policy",
    ),
)
