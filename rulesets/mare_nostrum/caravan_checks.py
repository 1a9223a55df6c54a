"""The refusals of the preset start's caravans: a good the board shows no free symbol of, a province whose
caravans are another player's or all named, Egypt's extra caravan out of place or placed already.

``setup`` lays the caravans out and carries the two actions (``caravan-good``, ``extra-caravan``) out;
``placement`` asks ``check_symbol`` of the caravans bought later.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import actor, game
from rulesets.mare_nostrum.data import START
from rulesets.mare_nostrum.symbols import check_taught, name_the_good, waiting_caravans
from rulesets.mare_nostrum.words import card_name, civ_name, or_join


def check_symbol(b: Board, pid: str, good: str, topic: str) -> list[Violation]:
    """A caravan may take ``good`` in ``pid`` only where the kit shows a free symbol of it (or does not know)."""
    free = b.free_symbols(pid)
    if free is None:
        return _second_symbol(b, pid, good, topic)
    if good in free:
        return []
    name = b.state.province(pid).name
    shown = ", ".join(card_name(g) for g in sorted(set(free))) or tr("none")
    said = tr("{province} has no free {good} symbol (free ones, as the kit shows: {goods})")
    return [rule("Caravan", said.format(province=name, good=card_name(good), goods=shown), topic)]


def _second_symbol(b: Board, pid: str, good: str, topic: str) -> list[Violation]:
    """A caravan on a ``good`` symbol where one stands already and the kit knows of no second one: a likely
    slip (p.7, l.17: one caravan to a symbol), asked, not taken (play-test 5: Rome's two caravans both went on
    wine). A board that does show a second symbol is told once (``printed``) or the table overrides."""
    if good not in b.caravans(pid) or good in b.known_free(pid):
        return []
    said = tr(
        "a caravan stands on the {good} symbol in {province} already, and the kit knows of no second one there "
        "(one caravan to a symbol): name another good, or, if the board shows a second {good} symbol, tell "
        "every symbol printed there with printed"
    )
    return [rule("Caravan", said.format(good=card_name(good), province=b.state.province(pid).name), topic)]


def check_caravan_good(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    civ = b.state.civs[actor(ctx)]
    if not args.get("province"):
        left = phrase_list([b.state.province(pid).name for pid in waiting_caravans(b, actor(ctx))], "or")
        said = tr("name the province of the caravan: {provinces}").format(provinces=left)
        return [rule("Caravan", said, "setup")]
    province = b.state.province(args["province"])
    if b.influence(province.id) != civ:
        owner = b.influence(province.id)
        me = ctx.players[actor(ctx)].name
        # No override makes another's caravan the actor's (the play-test was offered --force here).
        if owner is None:
            said = tr("the caravans in {province} are no player's, not {player}'s").format(
                province=province.name, player=me
            )
            return [_fixed(said, tr("name a province with one of the player's starting caravans"))]
        said = tr("the caravans in {province} are {civ}'s, not {player}'s").format(
            province=province.name, civ=civ_name(owner), player=me
        )
        return [_fixed(said, tr("the player whose influence stands there names it (leave the player out)"))]
    if not b.unnamed_caravans(province.id):
        said = tr("every caravan in {province} has its good ({goods})")
        goods = phrase_list([card_name(g) for g in b.caravans(province.id)])
        return [rule("Caravan", said.format(province=province.name, goods=goods), "setup")]
    return check_symbol(b, province.id, args["good"], "setup") or check_taught(b, province.id, args["good"])


def _fixed(message: str, mend: str) -> Violation:
    """A refusal no override can carry out, with what the table does instead."""
    return Violation("Caravan", message, "setup", physical=True, mend=mend)


def check_extra_caravan(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    player = actor(ctx)
    allowed = START.get(state.civs[player], {}).get("extra_caravan", [])
    placed = next((seat for seat, power in state.used if power == "extra-caravan"), None)
    if placed is not None and "points-start" not in ctx.variants:
        # Play-test: a second one was told "only Egypt's preset start has a caravan" or to name a good.
        said = tr("{player} has placed Egypt's extra caravan already").format(player=ctx.players[placed].name)
        return [rule("Preset start", said, "setup")]
    out = []
    if "points-start" in ctx.variants or not allowed:
        out.append(rule("Preset start", "only Egypt's preset start has a caravan to place", "setup"))
    elif args["province"] not in allowed:
        names = or_join(state.province(p).name for p in allowed)
        out.append(rule("Preset start", tr("the extra caravan goes in {provinces}").format(provinces=names), "setup"))
    else:
        b = board(ctx)
        good = args.get("good") or b.only_good(args["province"])
        if good is None:
            out.append(rule("Caravan", name_the_good(b, args["province"]), "setup"))
        else:
            out.extend(check_symbol(b, args["province"], good, "setup"))
    return out
