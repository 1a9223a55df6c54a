"""VI Portus (l.8): Latro first, then the bronze, silver and gold spaces in that order.

Latro's 2 red dice take the coins of the metals they show from under the
servants. Then each paid space's player pays its coin to the bank (the one
under the servant, or, if Latro took it, one from the purse) and activates
every workshop (points) and private bank (coins from the bank). A space
whose coin is still under the servant activates by itself (once Latro has
rolled, or as Portus begins without Latro): only a robbed player decides,
to pay again or not. A robbed player without the coin cannot act, nor has
one with no workshop or private bank anything to pay for (``idle``): play
goes on to the next space.
Coins still under servants when Portus ends are paid to the bank
(``holders.send_home``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.aquileia.catalogues import PAID_METAL, PAID_SPACES, space_said
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, game, me, name, owners, pending, score
from rulesets.aquileia.data import DICE
from rulesets.aquileia.holders import BANK, owned, owner, pay, purse, space
from rulesets.aquileia.idle import asked, unable_asked
from rulesets.aquileia.state import State
from rulesets.aquileia.words import coin_text, points, word

TOPIC = "portus"


def latro_due(ctx: Context) -> bool:
    """Whether Latro has a servant and has not struck this round."""
    return bool(pending(ctx, ("latro",)))


def payable(ctx: Context, where: str) -> bool:
    """Whether the player on a paid space has its coin: under the servant, or in the purse."""
    seat = owner(ctx, where)
    metal = PAID_METAL[where]
    return seat is not None and (ctx.count(space(where), metal) > 0 or ctx.count(purse(ctx, seat), metal) > 0)


def to_activate(ctx: Context) -> list[str]:
    """Paid spaces still to activate, in order; a robbed player without the coin, or with nothing to activate,
    is passed over."""
    return [s for s in pending(ctx, PAID_SPACES) if payable(ctx, s) and not idle(ctx, s)]


def robbed_choosers(ctx: Context) -> Sequence[int]:
    """The robbed players still to choose whether to pay again: a space whose coin is still under the servant
    has no choice (it activates by itself in l.8's order, ``activate_unrobbed``), nothing to skip."""
    return owners(ctx, [s for s in to_activate(ctx) if not ctx.count(space(s), PAID_METAL[s])])


def idle(ctx: Context, where: str) -> bool:
    """Whether a robbed player has nothing to pay again for: no workshop or private bank (version 7)."""
    seat = owner(ctx, where)
    if seat is None or asked(ctx) or ctx.count(space(where), PAID_METAL[where]):
        return False
    return not activates(ctx, seat)


def activates(ctx: Context, seat: int) -> bool:
    """Whether a player has a workshop or a private bank (what a Portus activation pays for)."""
    return any(b.kind in ("workshop", "bank") for b in game(ctx).patricians[seat].buildings)


def latro_actor(ctx: Context) -> Sequence[int]:
    """The player on Latro, until Latro has struck."""
    return owners(ctx, pending(ctx, ("latro",)))


def activators(ctx: Context) -> Sequence[int]:
    """The players still to activate, bronze first (after Latro)."""
    return owners(ctx, to_activate(ctx))


def latro(ctx: Context, args: Mapping[str, Any]) -> State:
    thief = me(ctx)
    for face in args["dice"]:
        where = f"portus-{face}"
        if ctx.count(space(where), face):
            ctx.move(face, 1, space(where), purse(ctx, thief))
    return activate_unrobbed(ctx, game(ctx).mark("latro"))


def check_latro(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if owner(ctx, "latro") != me(ctx):
        return [rule("Latro", tr("{player} has no servant on Latro").format(player=name(ctx, me(ctx))), TOPIC)]
    if "latro" in game(ctx).done:
        return [rule("Latro", "Latro has struck this round", TOPIC)]
    return []


def latro_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    left = {face: before.count(space(f"portus-{face}"), face) for face in args["dice"]}
    missed: list[str] = []  # dice with no coin of their metal at all
    again: list[str] = []  # dice whose coin an earlier die took
    for face in args["dice"]:
        if left[face]:
            left[face] -= 1
        else:
            (again if before.count(space(f"portus-{face}"), face) else missed).append(face)
    out = []
    if missed:
        metals = f" {tr('or')} ".join(word(m) for m in sorted(set(missed)))
        said = ntr(
            "No {metals} coin under a servant: Latro takes nothing for that die.",
            "No {metals} coin under a servant: Latro takes nothing for those dice.",
            len(missed),
        )
        out.append(said.format(metals=metals))
    if again:
        # l.8: a die takes one coin; a second die of that metal finds none left (play-test: "No gold coin"
        # read as if the first die had taken nothing either).
        metals = f" {tr('or')} ".join(word(m) for m in sorted(set(again)))
        said = ntr(
            "No other {metals} coin under a servant: Latro takes nothing for that die.",
            "No other {metals} coin under a servant: Latro takes nothing for those dice.",
            len(again),
        )
        out.append(said.format(metals=metals))
    # Told in the order the spaces act (bronze, silver, gold), whatever the order the dice were entered in; the
    # spaces that activated by themselves with the roll are told in that order too, not after every pass
    # (play-test 12: "Portus gold is passed over" came before the bronze space's activation).
    activated = {where for _, where, _ in game(after).auto[len(game(before).auto) :]}
    for where in PAID_SPACES:
        metal = PAID_METAL[where]
        seat = owner(before, where)
        if seat is not None and where in activated:
            out.append(activation_text(after, seat, where))
            continue
        if seat is None or metal not in args["dice"] or not before.count(space(where), metal):
            continue  # nothing there to rob
        who = name(before, seat)
        # The purse after the roll: a thief robbing their own space has the coin back to pay again with.
        if not after.count(purse(after, seat), metal):
            said = tr("{player} has no {metal} to pay again: {space} is passed over.")
            out.append(said.format(player=who, metal=word(metal), space=space_said(where)))
        elif not asked(before) and not activates(before, seat):
            said = tr("{player} has no workshop or private bank to pay again for: {space} is passed over.")
            out.append(said.format(player=who, space=space_said(where)))
        else:
            said = tr("{player} may pay another {metal} from the purse and activate, or skip.")
            out.append(said.format(player=who, metal=word(metal)))
    return out


def rolled_latro(before: Context) -> bool:
    """Whether the event between two contexts is Latro's roll (its outcome tells the activations it set off)."""
    # ``after`` may be the next round's already (the last space activated): only ``before`` can tell.
    return before.phase == TOPIC and latro_due(before)


def _mine(ctx: Context) -> str | None:
    spaces = owned(ctx, me(ctx), PAID_SPACES)
    return spaces[0] if spaces else None


def activate(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    where = _mine(ctx)
    # Forced without a paid space there is nothing to pay for; an older log's activation of a space
    # that now activates by itself changes nothing.
    if where is None or where in state.done:
        return state
    return activate_unrobbed(ctx, _activate(ctx, state, where))


def _activate(ctx: Context, state: State, where: str) -> State:
    """The space's coin to the bank (from under the servant, else the purse), then every workshop
    scores and every private bank pays."""
    seat = owner(ctx, where)
    assert seat is not None, "only a space with a servant activates"
    metal = PAID_METAL[where]
    source = space(where) if ctx.count(space(where), metal) else purse(ctx, seat)
    ctx.move(metal, 1, source, BANK)
    for building in state.patricians[seat].buildings:
        if building.kind == "workshop":
            state = score(state, seat, building.value)
        elif building.kind == "bank":
            pay(ctx, [m for m, n in building.income for _ in range(n)], BANK, purse(ctx, seat))
    return state.mark(where)


def latro_idle(ctx: Context, state: State) -> State:
    """Latro with no coin under any Portus servant has nothing to take (l.8 takes only coins placed there):
    the roll is passed over, kept in ``State.auto`` and said (``latro_idle_text``)."""
    seat = owner(ctx, "latro")
    if seat is None or unable_asked(ctx) or not latro_due(ctx):
        return state
    if any(ctx.count(space(where), PAID_METAL[where]) for where in PAID_SPACES):
        return state
    return replace(state.mark("latro"), auto=(*state.auto, (ctx.position.round, LATRO_IDLE, seat)))


#: Latro passed over with nothing to take, as kept in ``State.auto``.
LATRO_IDLE = "latro:empty"


def latro_idle_text(ctx: Context, seat: int) -> str:
    """``No coin lies under a Portus servant: Latro (Cy) has nothing to take and does not roll.``"""
    said = tr("No coin lies under a Portus servant: Latro ({player}) has nothing to take and does not roll.")
    return said.format(player=name(ctx, seat))


def activate_unrobbed(ctx: Context, state: State) -> State:
    """Each paid space whose coin is still under the servant activates: that player paid at placement and
    loses nothing by it, so there is nothing to decide. They go in l.8's order (bronze, silver, gold): a robbed
    player still to choose whether to pay again stops the ones after it until the choice is made (play-test 11,
    N5: the gold space's activation was logged with Latro's roll, before the robbed silver player chose)."""
    for where in PAID_SPACES:
        if where in state.done or owner(ctx, where) is None:
            continue
        if ctx.count(space(where), PAID_METAL[where]):
            seat = owner(ctx, where)
            state = _activate(ctx, state, where)
            state = replace(state, auto=(*state.auto, (ctx.position.round, where, seat or 0)))
        elif payable(ctx, where) and not idle(ctx, where):
            break  # a robbed player decides first
    return state


def activation_text(ctx: Context, seat: int, where: str) -> str:
    """``Vlada activates 2 buildings: 4 points and 1 silver.`` (from the buildings ``seat`` has at ``ctx``)."""
    buildings = [b for b in game(ctx).patricians[seat].buildings if b.kind in ("workshop", "bank")]
    if not buildings:
        said = tr("{player} pays for {space}, with no workshop or private bank to activate.")
        return said.format(player=name(ctx, seat), space=space_said(where))
    scored = sum(b.value for b in buildings if b.kind == "workshop")
    income: dict[str, int] = {}
    for building in buildings:
        for metal, n in building.income:
            income[metal] = income.get(metal, 0) + n
    gains = [points(scored)] if scored else []
    if income:
        gains.append(coin_text({m: income.get(m, 0) for m in METAL_CHOICES}))
    said = ntr(
        "{player} activates {n} building: {gains}.", "{player} activates {n} buildings: {gains}.", len(buildings)
    )
    return said.format(player=name(ctx, seat), n=len(buildings), gains=phrase_list(gains) or tr("nothing"))


def check_activate(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    where = _mine(ctx)
    if where is None:
        return [
            rule("Portus", tr("{player} has no servant on a paid Portus space").format(player=name(ctx, seat)), TOPIC)
        ]
    if where in game(ctx).done:
        return [rule("Portus", "activated already", TOPIC)]
    out = []
    if latro_due(ctx):
        out.append(rule("Latro first", "Latro acts before anyone activates", TOPIC))
    earlier = [s for s in to_activate(ctx) if PAID_SPACES.index(s) < PAID_SPACES.index(where)]
    if earlier:
        out.append(rule("Portus order", tr("{space} activates first").format(space=space_said(earlier[0])), TOPIC))
    if not payable(ctx, where):
        out.append(rule("Portus", robbed(PAID_METAL[where]), TOPIC))
    elif idle(ctx, where):
        said = tr("{player} has no workshop or private bank to activate").format(player=name(ctx, seat))
        out.append(rule("Portus", said, TOPIC))
    return out


def activate_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    where = _mine(before)
    return [] if where is None or where in game(before).done else [activation_text(before, me(before), where)]


ACTIONS = (
    ActionSpec(
        "latro",
        latro,
        fields=(
            PLAYER,
            Field(
                "dice",
                "choices",
                "Latro's 2 red dice (roll: the app rolls them)",
                choices=METAL_CHOICES,
                min=DICE["latro"],
                max=2,
                rolled=METAL_CHOICES,
            ),
        ),
        phases=(TOPIC,),
        who=latro_actor,
        actor="player",
        check=check_latro,
        help="Latro rolls 2 red dice and takes the matching coins from under the servants.",
        topic=TOPIC,
        text="{actor} rolls for Latro: {dice}",
        outcome=latro_outcome,
    ),
    ActionSpec(
        "activate",
        activate,
        fields=(PLAYER,),
        phases=(TOPIC,),
        who=activators,
        actor="player",
        check=check_activate,
        help="Pay your Portus coin and activate all your workshops (points) and private banks (coins).",
        topic=TOPIC,
        text="{actor} pays the Portus coin and activates",
        outcome=activate_outcome,
    ),
)


def robbed(metal: str) -> str:
    """``robbed: a gold coin from the purse is needed``."""
    if metal == "gold":
        return tr("robbed: a gold coin from the purse is needed")
    if metal == "silver":
        return tr("robbed: a silver coin from the purse is needed")
    return tr("robbed: a bronze coin from the purse is needed")
