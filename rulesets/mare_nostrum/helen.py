"""Helen of Troy (p.13): once a strategy phase her owner turns one enemy legion entering their province.

She acts as the legions enter (in the Thebes example Mirek loses one crossing the border, before the
dice): from their move into her owner's province until their battle there, or, where nobody stood to
fight them, until their ravage, occupation or seizure there or the end of their turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import actor, game, player_name
from rulesets.mare_nostrum.components import province_holder
from rulesets.mare_nostrum.conquest import choices_owed
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.units import lose_legions
from rulesets.mare_nostrum.words import civ_name


def entering(state: State, civ: str, pid: str) -> bool:
    """Whether a civ's legions that moved into a province this turn are still entering it (p.13): until
    their battle there, or where nobody stood to fight them, until their ravage, occupation or seizure."""
    if (civ, pid) in state.must_fight:
        return True
    return (civ, pid) not in state.battles and (civ, pid) not in state.after_battle


def helen_chances(ctx: Context) -> list[tuple[str, str]]:
    """(civ, province) where Helen of Troy may still turn an entering legion: legions of the player on turn
    still entering the province of her owner, who has not used her this phase and has a legion in reserve.

    Playtest: once the battle was over, Helen was still offered and accepted, and her prompt stayed.
    """
    turn = ctx.position.turn
    if ctx.phase != "strategy" or turn is None:
        return []
    b = board(ctx)
    state = b.state
    owner = b.holder_of("helen")
    if owner is None or (owner, "helen") in state.used or not b.reserve(state.civs[owner], "legion"):
        return []
    civ = state.civs[turn]
    out: list[tuple[str, str]] = []
    for who, pid, _ in state.moved:
        if who != civ or civ == state.civs[owner] or state.is_sea(pid) or (civ, pid) in out:
            continue
        if b.influence(pid) == state.civs[owner] and b.legions(pid, civ) and entering(state, civ, pid):
            out.append((civ, pid))
    return out


def derive_helen(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Helen's province and enemy, where one legion alone is entering her owner's land (the only chance)."""
    chances = helen_chances(ctx)
    if len(chances) != 1:
        return {}
    enemy, pid = chances[0]
    return {name: value for name, value in (("enemy", enemy), ("province", pid)) if name not in args}


def no_chance(ctx: Context) -> str:
    """Why Helen has no chance now, in the card's terms (playtest: a late ``helen`` was told "none")."""
    b = board(ctx)
    owner = b.holder_of("helen")
    if owner is None:
        return tr("nobody has Helen of Troy")
    name = ctx.players[owner].name
    if (owner, "helen") in b.state.used:
        return tr("{player} has already used Helen of Troy this strategy phase (once a phase)").format(player=name)
    if not b.reserve(b.state.civs[owner], "legion"):
        return tr("{player} has no legion in reserve for Helen of Troy to turn").format(player=name)
    said = tr("no enemy legion is entering {player}'s provinces now: Helen of Troy turns one only as it enters")
    return said.format(player=name)


def helen_unnamed(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """What Helen's entry still needs where the app could not work it out (several chances), or why she has
    none."""
    if "province" in args and "enemy" in args:
        return []
    names = [board(ctx).state.province(pid).name for _, pid in helen_chances(ctx)]
    if not names:
        return [rule("Helen of Troy", no_chance(ctx), "heroes")]
    said = tr("say which province and legion: {provinces}").format(provinces=phrase_list(names, "or"))
    return [rule("Helen of Troy", said, "heroes")]


def helen_prompt(ctx: Context, civ: str, target: str) -> list[str]:
    """Helen's owner may turn a legion that is entering their province (p.13): the table is reminded of it."""
    owner = board(ctx).holder_of("helen")
    if owner is None or (civ, target) not in helen_chances(ctx):
        return []
    name = ctx.players[owner].name
    if (civ, target) in game(ctx).must_fight:
        return [tr("{player} may turn one of these legions with Helen of Troy before the battle.").format(player=name)]
    # Nobody stood to fight them (issue 32: the prompt still spoke of a battle): her chance lasts until the
    # after-battle choice there, or where none can be made, until the end of the turn.
    mover = player_name(ctx, civ)
    if target in choices_owed(board(ctx), civ):
        said = tr(
            "{player} may turn one of these legions with Helen of Troy before {mover} ravages, occupies or "
            "seizes {province}."
        )
    else:
        said = tr("{player} may turn one of these legions with Helen of Troy before {mover}'s turn ends.")
    return [said.format(player=name, mover=mover, province=board(ctx).state.province(target).name)]


def helen(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    owner = actor(ctx)
    civ, enemy, pid = state.civs[owner], args["enemy"], args["province"]
    state = lose_legions(ctx, state, pid, enemy, 1, f"reserve:{enemy}")
    ctx.move(f"legion:{civ}", 1, f"reserve:{civ}", province_holder(pid))
    state = replace(state, used=state.used | {(owner, "helen")})
    if not Board(state, ctx.ledger).legions(pid, enemy):
        # p.13 and the Thebes example (p.9): the turned legion is lost as it crosses; with no attacker left
        # there is nobody to fight (play-test 10: the owed battle could only be skipped with --force).
        return replace(state, must_fight=tuple(f for f in state.must_fight if f != (enemy, pid)))
    if (enemy, pid) not in state.must_fight:
        # The rest of the entering legions now meet her owner's legion: the battle of an entry into an enemy
        # province is owed this turn (p.9), not a war (playtest: three "fight again" lines, no battle fought).
        state = replace(state, must_fight=state.must_fight + ((enemy, pid),))
    return state


def check_helen(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if unnamed := helen_unnamed(ctx, args):
        return unnamed
    b = board(ctx)
    owner = actor(ctx)
    name = ctx.players[owner].name
    civ = b.state.civs[owner]
    pid = args["province"]
    province = b.state.province(pid)
    out = []
    if not b.owns(owner, "helen"):
        return [rule("Helen of Troy", tr("{player} does not have Helen of Troy").format(player=name), "heroes")]
    if (owner, "helen") in b.state.used:
        out.append(rule("Helen of Troy", "Helen turns one legion a strategy phase", "heroes"))
    if b.influence(province.id) != civ:
        said = tr("{province} does not hold {player}'s influence").format(province=province.name, player=name)
        out.append(rule("Helen of Troy", said, "heroes"))
    enemy = args["enemy"]
    if enemy == civ:
        out.append(rule("Helen of Troy", "Helen turns an enemy legion", "heroes"))
    elif (enemy, province.id) not in [(c, p) for c, p, _ in b.state.moved]:
        said = tr("no {civ} legion entered {province}").format(civ=civ_name(enemy), province=province.name)
        out.append(rule("Helen of Troy", said, "heroes"))
    elif ctx.position.turn is None or b.state.civs[ctx.position.turn] != enemy or not entering(b.state, enemy, pid):
        # p.13: she turns a legion as it enters; once it fought there (or its turn ended) the chance is gone.
        said = tr("too late for Helen in {province}: she turns a {civ} legion only as it enters")
        out.append(rule("Helen of Troy", said.format(civ=civ_name(enemy), province=province.name), "heroes"))
    return out


def helen_owner(ctx: Context) -> Sequence[int]:
    """``who`` of Helen: her owner while a legion is entering their province (see ``helen_chances``),
    else nobody, so ``actions`` leaves her out."""
    owner = board(ctx).holder_of("helen")
    return (owner,) if owner is not None and helen_chances(ctx) else ()


def helen_named(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Her owner acts, chance or not: a late try is told why it is late, not that the turn holder lacks her."""
    owner = board(ctx).holder_of("helen")
    return {} if owner is None else {"player": ctx.players[owner].name}


ACTION = ActionSpec(
    "helen",
    helen,
    fields=(
        Field("player", "player", "Helen's owner"),
        Field("province", "ref", "province with the owner's influence", False, derived=True, catalogue="province"),
        Field("enemy", "ref", "civilization of the entering legion", False, derived=True, catalogue="civilization"),
    ),
    phases=("strategy",),
    derive=derive_helen,
    who=helen_owner,
    actor="player",
    actor_of=helen_named,
    check=check_helen,
    help="Helen of Troy: once a strategy phase turn one entering enemy legion into your own.",
    topic="heroes",
    text="{actor} turns a legion of {enemy} in {province} with Helen of Troy",
)
