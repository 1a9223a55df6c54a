"""Role cards: handed out by the counts at each round start, and ``give-role`` where someone chooses.

The cards are components: a role card lies in its holder's tableau, or in
the bank while nobody holds it. Moving it is the only way a role changes
hands.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import Who, game, seat
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import ROLES
from rulesets.mare_nostrum.economy import collect_income, merchant_pending, role_counts, role_outcome
from rulesets.mare_nostrum.setup import without_role
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.words import role_name


def hand_over(ctx: Context, role: str, to: int) -> None:
    """Move a role card to a player's tableau, from whoever holds it (or the bank)."""
    b = board(ctx)
    holder = b.holder_of(role)
    source = BANK if holder is None else f"tableau:{b.state.civs[holder]}"
    target = f"tableau:{b.state.civs[to]}"
    if source != target:
        ctx.move(role, 1, source, target)


def round_start(ctx: Context, state: State) -> State:
    """Role cards at the start of a round after the first: by the counts, ties to the holder."""
    outcome = role_outcome(Board(state, ctx.ledger))
    pending = []
    for role in ROLES:
        result = outcome[role]
        if result["holder"] is not None:
            hand_over(ctx, role, result["holder"])
        else:
            pending.append((role, tuple(result["choose_from"])))
    roles = Board(state, ctx.ledger).roles()
    holders = set(roles)
    all_roles = roles[0] if len(holders) == 1 and None not in holders and not pending else None
    return replace(state, pending_roles=tuple(pending), all_roles=all_roles)


#: Saves from before version 14 took a role card handed on in the 36-point start back to the player with the
#: most as soon as anyone bought; their logs replay as those rules took them.
HANDED_ON_LOG = "start_roles_taken_back"


def start_roles(ctx: Context, state: State) -> None:
    """During the 36-point start role cards follow the counts as they change, except back to a player who holds
    another role card: p.4 (l.9) hands the second card to the runner-up so that nobody starts with two, and
    that hand-on stands (play-test 10: Petr's next buy took the Commander silently back to Jana)."""
    b = Board(state, ctx.ledger)
    outcome = role_outcome(b)
    roles = b.roles()
    for index, role in enumerate(ROLES):
        result = outcome[role]
        if result["holder"] is None or max(result["counts"]) <= 0:
            continue
        others = roles[:index] + roles[index + 1 :]
        if roles[index] is not None and result["holder"] in others and not ctx.options.get(HANDED_ON_LOG):
            continue
        hand_over(ctx, role, result["holder"])


def doubled(b: Board) -> list[int]:
    """Seats holding more than one role card."""
    roles = b.roles()
    return sorted({p for p in roles if p is not None and roles.count(p) > 1})


def chooser(ctx: Context) -> Sequence[int]:
    """Who hands a role card on now: the holder choosing among tied players, anyone for a lot."""
    state = game(ctx)
    b = board(ctx)
    everyone = tuple(range(len(ctx.players)))
    if ctx.phase == "setup":
        if "points-start" in ctx.variants:
            return doubled(b)
        return everyone if any(b.bank(role) for role in ROLES) else ()
    out: list[int] = []
    for role, _ in state.pending_roles:
        holder = b.holder_of(role)
        if holder is None:
            return everyone  # nobody holds it: the table decides
        if holder not in out:
            out.append(holder)
    return out


def give_role(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    hand_over(ctx, args["role"], seat(ctx, args["player"]))
    pending = tuple(p for p in state.pending_roles if p[0] != args["role"])
    state = replace(state, pending_roles=pending)
    if state.income_due and not merchant_pending(state):
        # The Merchant is handed on (p.4): the income that waited for him is paid, from the new Merchant.
        state = collect_income(ctx, replace(state, income_due=False))
    return state


def _runners_up(b: Board, role: str, holder: int) -> list[int]:
    scores = {p: role_counts(b, p)[role] for p in range(len(b.state.civs)) if p != holder}
    best = max(scores.values())
    return [p for p, score in scores.items() if score == best]


def derive_role(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The role card when one alone is in question (play-test 5: ``give-role player=Mirek`` was refused "say
    role" while only the Commander was pending)."""
    out: dict[str, Any] = {}
    if "role" not in args:
        roles = roles_to_give(ctx)
        out = {"role": roles[0]} if len(roles) == 1 else {}
    role = args.get("role") or out.get("role")
    if "player" not in args and role:
        # Play-test 12: the 36-point start's runner-up, the only one allowed, was asked for ("say player").
        seats = _candidates(ctx, str(role))
        if len(seats) == 1:
            out["player"] = ctx.players[seats[0]].name
    return out


def check_give_role(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    b = board(ctx)
    if "role" not in args:
        names = phrase_list([role_name(r) for r in roles_to_give(ctx)], "or") or tr("none")
        return [rule("Roles", tr("say which role card: {roles}").format(roles=names), "roles")]
    role = args["role"]
    name = role_name(role)
    if "player" not in args:
        names = phrase_list([ctx.players[p].name for p in _candidates(ctx, role)], "or") or tr("none")
        # Missing input, like any field left out: refused outright, never overridden.
        raise BadInput(tr("say who takes the {role}: {players}").format(role=name, players=names))
    who = seat(ctx, args["player"])
    pending = dict(state.pending_roles)
    if role in pending:
        if who not in pending[role]:
            names = ", ".join(ctx.players[p].name for p in pending[role])
            said = tr("the {role} goes to one of the tied players: {players}").format(role=name, players=names)
            return [rule("Roles", said, "roles")]
        return []
    holder = b.holder_of(role)
    if ctx.phase != "setup":
        said = tr("the {role} card is decided by the counts at round start").format(role=name)
        return [rule("Roles", said, "roles")]
    if "points-start" in ctx.variants:
        if holder is None or holder not in doubled(b):
            said = tr("only a player holding two role cards passes one on, not the {role}").format(role=name)
            return [rule("Roles", said, "roles")]
        runners = _runners_up(b, role, holder)
        if who not in runners:
            names = ", ".join(ctx.players[p].name for p in runners)
            said = tr("the {role} goes to the runner-up: {players}").format(role=name, players=names)
            return [rule("Roles", said, "roles")]
        return []
    if holder is not None:
        said = tr("{player} holds the {role} from the preset start").format(player=ctx.players[holder].name, role=name)
        return [rule("Roles", said, "roles")]
    if who not in without_role(b):
        said = tr("the {role} is drawn among players without a role card").format(role=name)
        return [rule("Roles", said, "roles")]
    return []


def roles_to_give(ctx: Context) -> list[str]:
    """The role cards in question now (playtest: ``give-role`` offered the cards nobody was choosing): those whose
    holder is being chosen; in the preset start those still in the bank; in the 36-point start the actor's second
    one."""
    b = board(ctx)
    if ctx.phase != "setup":
        pending = [role for role, _ in b.state.pending_roles]
        # The actor's own choices first: a holder chooses the heir of his own card, the table that of nobody's.
        mine = [role for role in pending if b.holder_of(role) in (None, ctx.actor)]
        return mine or pending
    if "points-start" not in ctx.variants:
        return [role for role in ROLES if b.bank(role)]
    if ctx.actor is None or ctx.actor not in doubled(b):
        return []
    return [role for role in ROLES if b.owns(ctx.actor, role)]


def role_candidates(ctx: Context) -> list[str]:
    """Whom the role card the form names (else the first in question) may go to: the tied players, the players
    without a role card (the preset start's draw), or the runners-up (the 36-point start)."""
    roles = roles_to_give(ctx)
    role = str(ctx.given.get("role") or (roles[0] if roles else ""))
    return [ctx.players[p].name for p in _candidates(ctx, role)]


def _candidates(ctx: Context, role: str) -> Sequence[int]:
    """The seats the role card may go to now (``role_candidates``); none for a card not in question."""
    b = board(ctx)
    if role not in roles_to_give(ctx):
        return []
    pending = dict(b.state.pending_roles)
    if role in pending:
        return pending[role]
    if "points-start" not in ctx.variants:
        return without_role(b)
    holder = b.holder_of(role)
    return [] if holder is None else _runners_up(b, role, holder)


def roles_first(ctx: Context) -> list[Violation]:
    """p.4 (l.11): the role cards are handed out before anything else in the round, so every trade-phase
    action waits for a new holder still to be chosen (the old Merchant set the exchange meanwhile)."""
    b = board(ctx)
    out = []
    for role, _ in game(ctx).pending_roles:
        holder = b.holder_of(role)
        if holder is None:
            said = tr("the role cards come first: the table chooses the new {role} (give-role)")
            said = said.format(role=role_name(role))
        else:
            said = tr("the role cards come first: {player} chooses the new {role} (give-role)")
            said = said.format(player=ctx.players[holder].name, role=role_name(role))
        out.append(rule("Roles", said, "roles"))
    return out


def after_roles(who: Who) -> Who:
    """``who`` of a trade-phase action: nobody while a role card is still to hand on, since the roles come first
    (p.4, l.11; playtest: ``actions`` offered ``exchange-size`` and ``cleopatra`` while the new Merchant was
    being chosen, and the checks refused them)."""

    def waiting(ctx: Context) -> Sequence[int]:
        return () if ctx.phase == "trade" and game(ctx).pending_roles else who(ctx)

    waiting.__name__ = f"after_roles_{getattr(who, '__name__', 'who')}"
    return waiting


def role_obligations(ctx: Context) -> list[Violation]:
    """Role cards still to hand out before the setup may end."""
    b = board(ctx)
    out = []
    missing = [role_name(r) for r in ROLES if b.bank(r)]
    if missing and "points-start" not in ctx.variants:
        said = tr("hand out the {roles} (a draw among players without one)").format(roles=", ".join(missing))
        out.append(rule("Roles", said, "roles"))
    names = [ctx.players[p].name for p in doubled(b)]
    if names:
        said = tr("{players} must pass a second role card on").format(players=", ".join(names))
        out.append(rule("Roles", said, "roles"))
    return out


ACTION = ActionSpec(
    "give-role",
    give_role,
    fields=(
        Field(
            "role",
            "ref",
            "role card (left out: the only one in question)",
            catalogue="role",
            required=False,
            derived=True,
        ),
        # Not required: left out, it is filled in when one player alone may take the card (``derive_role``).
        Field("player", "player", "new holder", required=False, derived=True, needed="unless one alone may take it"),
    ),
    phases=("setup", "trade"),
    who=chooser,
    check=check_give_role,
    derive=derive_role,
    help="Hand a role card on where the rules leave the choice to a player or to a draw.",
    topic="roles",
    text="{actor} hands the {role} card to {player}",
)


#: A role card named as the components name it (singular, plural): Czech says whose card it is (play-test 12:
#: "Karta Obchodník přechází").
_ROLE_CARD = {
    "merchant": ("Merchant card", "Merchant cards"),
    "statesman": ("Statesman card", "Statesman cards"),
    "commander": ("Commander card", "Commander cards"),
}


def _card(role: str) -> str:
    return ntr(*_ROLE_CARD[role], 1)


def roles_moved(before: Context, after: Context) -> list[str]:
    """Why a role card changed hands by the counts (play-test 10: "Merchant card goes from Katka's tableau to
    Petr's tableau" gave no reason): the new holder's count against the old holder's."""
    old, new = board(before), board(after)
    out = []
    for role, was, now in zip(ROLES, old.roles(), new.roles(), strict=True):
        if was is None and now is not None and before.phase == "setup" and after.phase == "setup":
            # The 36-point start (p.4): the first to build what a role counts takes its card (play-test 11: the
            # three cards were taken without a word).
            said = tr("The {card} goes to {player}, the first to build what it counts ({n}).")
            n = role_counts(new, now)[role]
            out.append(said.format(card=_card(role), player=after.players[now].name, n=n))
            continue
        if was is None or now is None or was == now:
            continue
        mine, theirs = role_counts(new, now)[role], role_counts(new, was)[role]
        if mine > theirs:
            said = tr("The {card} goes to {player}, who counts {n} for it against {other}'s {m}.")
            name, other = after.players[now].name, after.players[was].name
            out.append(said.format(card=_card(role), player=name, n=mine, other=other, m=theirs))
    return out
