"""What holds a turn or a phase open: compulsory battles, wars, the after-battle choice, Greece's answer,
new fleets to sail, role cards to hand on, the exchange, and the preset start's work."""

from __future__ import annotations

from engine.actions import Violation, rule
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum import battles, conquest, roles
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.common import game, player_name
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.pending import exchange_open
from rulesets.mare_nostrum.setup import setup_work
from rulesets.mare_nostrum.words import role_name


def compulsory(ctx: Context, civ: str, pid: str) -> Violation:
    """p.9: legions that entered enemy units fight there this turn (owed by the turn and by the phase)."""
    said = tr("{player} must fight in {province}").format(
        player=player_name(ctx, civ), province=game(ctx).province(pid).name
    )
    return rule("Compulsory battle", said, "strategy")


def turn_may_end(ctx: Context) -> list[Violation]:
    """Why the strategy turn on may not end yet (empty: it may)."""
    if ctx.phase != "strategy" or ctx.position.turn is None:
        return []
    b = board(ctx)
    state = b.state
    civ = state.civs[ctx.position.turn]
    # The same duty as the phase's, so the pending list says it once.
    out = [compulsory(ctx, who, pid) for who, pid in state.must_fight if who == civ]
    pending = {pid for who, pid in state.must_fight if who == civ}
    out.extend(
        rule(
            "War",
            tr("{province} is at war: fight there again this turn").format(province=state.province(pid).name),
            "after-battle",
        )
        for pid in battles.wars_to_fight(b, civ)
        if pid not in pending
    )
    # p.10 (l.23): the attacker left alone in a province must decide: ravage, occupy or seize.
    out.extend(conquest.owed_rules(ctx, civ))
    if state.transport is not None:
        out.append(rule("Naval blockade", "Greece has not answered the announced transport yet", "blockade"))
    docked = [p.name for p in state.provinces if b.new_fleets(p.id).get(civ)]
    if docked:
        where = ", ".join(docked)
        out.append(
            rule(
                "New fleets",
                tr("fleets built in {provinces} must sail to a sea zone").format(provinces=where),
                "strategy",
            )
        )
    return out


def phase_may_end(ctx: Context) -> list[Violation]:
    """What must still happen before the phase may end: its obligations."""
    state = game(ctx)
    if ctx.phase == "trade":
        out = [
            rule(
                "Roles",
                tr("the {role} still has to be handed on (give-role)").format(role=role_name(role)),
                "roles",
            )
            for role, _ in state.pending_roles
        ]
        return out + exchange_open(ctx)
    if ctx.phase == "strategy":
        out = [compulsory(ctx, civ, pid) for civ, pid in state.must_fight]
        if ctx.position.turn is not None:  # the choice is the turn's: the phase cannot end past it either
            out.extend(conquest.owed_rules(ctx, state.civs[ctx.position.turn]))
        # p.9 (l.21): a war is fought again whenever one of its sides is on turn; one still to move owes it.
        b = board(ctx)
        for seat, player in enumerate(ctx.players):
            if seat in ctx.position.acted:
                continue
            if seat == ctx.position.turn:
                # The turn's own duty, in its words, so Pending says it once (play-test 10 read it twice).
                out.extend(v for v in turn_may_end(ctx) if v.rule == "War")
                continue
            out.extend(
                rule(
                    "War",
                    tr("{player} must fight again in {province} (at war)").format(
                        player=player.name, province=state.province(pid).name
                    ),
                    "after-battle",
                )
                for pid in battles.wars_to_fight(b, state.civs[seat])
                if (state.civs[seat], pid) not in state.must_fight
            )
        return out
    if ctx.phase != "setup":
        return []
    out = []
    for seat, player in enumerate(ctx.players):
        work = setup_work(ctx, seat)
        if work:
            said = tr("{player} has to {work}").format(player=player.name, work=phrase_list(work))
            out.append(rule("Preset start", said, "setup"))
        left = points_left(board(ctx), seat)
        if "points-start" in ctx.variants and left:
            said = ntr("{player} has {n} left", "{player} has {n} left", left)
            out.append(rule("Start points", said.format(player=player.name, n=left), "setup"))
    return out + roles.role_obligations(ctx)
