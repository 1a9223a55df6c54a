"""A civilization's start pieces, confirmed once by the table's printed sheet (issue 36, play-test 5).

The rulebook gives every player exactly one army and one scout (l. 245-250), starts everyone in Despotism
(l. 47, l. 251) and prints no civilization's ability (l. 22 makes it the final word). The kit lists the start
pieces of the abilities (Russia's second army, Germany's two infantry cards, China's City Walls, Egypt's wonder,
America's great person...) from a fan transcription of the printed civilization sheets, and Greece's and Japan's
start governments and Japan's research discount from the expansions' rulebooks and that sheet (play-test 7: they
were applied silently). Such a fact is printed on the table's own sheet, so the table confirms it once: the first
round asks (``start-pieces printed=yes|no``), ``yes`` lays the pieces, and either answer is kept in the kit
(``start_printed``), so later games lay them at the setup, or leave them out, without asking again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.spoken_names import action_word
from engine.state import Context
from rulesets.civilization.catalogues import book, fact, name_of
from rulesets.civilization.common import PLAYER, due, me
from rulesets.civilization.components import capital_id, game, owner, realm
from rulesets.civilization.state import Realm, State
from rulesets.civilization.table_setup import PRINTED, has_start_pieces, lay_start_pieces, sheet_confirmed


def to_confirm(ctx: Context, mine: Realm, seat: int) -> bool:
    """Whether the table has still to say if a player's printed sheet gives the start pieces the kit lists: a kit
    that has some from its fan source and no word on them yet (a ``who`` condition). Asked in the first round, and
    owed after it until answered (play-test 8: the question lapsed with the round, and Greece played the game in
    Despotism)."""
    faction = ctx.players[seat].faction
    if mine.start_sheet or sheet_confirmed(ctx, faction):
        return False
    return fact(ctx, "civilizations", faction, PRINTED) is None and has_start_pieces(ctx, faction)


def pieces_said(ctx: Context, seat: int) -> list[str]:
    """The start pieces the kit lists for a player's civilization, in words."""
    faction = ctx.players[seat].faction

    def known(key: str) -> Any:
        return fact(ctx, "civilizations", faction, key)

    out = []
    armies, scouts = int(known("start_armies") or 0), int(known("start_scouts") or 0)
    if armies:
        out.append(ntr("{n} army on the map", "{n} armies on the map", armies).format(n=armies))
    if scouts:
        out.append(ntr("{n} scout on the map", "{n} scouts on the map", scouts).format(n=scouts))
    if known("start_building"):
        label = name_of(book(ctx).catalogues["item"], str(known("start_building")))
        out.append(tr("{building} in the capital").format(building=label))
    if known("start_metropolis") is True:
        out.append(tr("the capital as a metropolis"))
    if known("start_wonder"):
        out.append(tr("a wonder of the {era} era in the capital").format(era=tr(str(known("start_wonder")))))
    for unit, n in Counter(known("extra_units") or ()).items():
        label = name_of(ctx.kit.catalogue("units", "unit"), unit)
        out.append(ntr("{n} more {unit} card", "{n} more {unit} cards", n).format(n=n, unit=label))
    if known("start_persons"):
        persons = int(known("start_persons"))
        out.append(ntr("{n} great person to draw", "{n} great persons to draw", persons).format(n=persons))
    if known("government"):
        label = name_of(ctx.kit.catalogue("governments", "government"), str(known("government")))
        out.append(tr("{government} as the start government, with its free policy").format(government=label))
    if known("research_discount"):
        off = int(known("research_discount"))
        out.append(ntr("{n} trade off each tech", "{n} trade off each tech", off).format(n=off))
    return out


def answered(ctx: Context, args: Mapping[str, Any]) -> list[int]:
    """The players an answer is for: the one acting, or with ``everyone=yes`` every player still to check, in
    seat order (play-test 12: three commands for three sheets the table checked at once)."""
    seat = me(ctx)
    if not args.get("everyone"):
        return [seat]
    return sorted({seat, *due(to_confirm)(ctx)})


def start_pieces(ctx: Context, args: Mapping[str, Any]) -> State:
    for seat in answered(ctx, args):
        ctx.game = _answer(ctx, seat, bool(args["printed"]))
    return game(ctx)


def _answer(ctx: Context, seat: int, printed: bool) -> State:
    if not printed:
        return game(ctx).with_realm(seat, realm(ctx, seat).but(start_sheet="no"))
    building, persons = lay_start_pieces(ctx, seat)
    state = game(ctx)
    mine = state.realms[seat].but(start_sheet="yes", pending_persons=state.realms[seat].pending_persons + persons)
    government = fact(ctx, "civilizations", ctx.players[seat].faction, "government")
    if government and mine.government != government:
        # The printed sheet's start government, in place of Despotism, with its free policy (l. 54).
        mine = mine.but(government=str(government), free_policy=True)
    state = state.with_realm(seat, mine)
    capital = state.city(capital_id(ctx.players[seat]))
    if building and building not in capital.buildings:
        state = state.with_city(replace(capital, buildings=(*capital.buildings, building)))
    return state


def check_start_pieces(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    if to_confirm(ctx, realm(ctx, seat), seat):
        if owner(ctx, capital_id(ctx.players[seat])) != seat:
            return [rule("Start", "the start pieces go into the player's own capital", "start")]
        return []
    said = tr("{player}'s start pieces need no word from the printed sheet: the kit has it already, or it was given")
    return [rule("Start", said.format(player=ctx.players[seat].name), "start")]


def obligations(ctx: Context) -> list[Violation]:
    """The start pieces still to check, as a duty of every phase: the phase does not end while the question is
    open (it is answered in any phase, ``start-pieces``)."""
    asked = [
        tr("{player}: {pieces}").format(player=ctx.players[s].name, pieces=phrase_list(pieces_said(ctx, s)))
        for s in due(to_confirm)(ctx)
    ]
    if not asked:
        return []
    # The one line Pending shows (it lists the phase's duties): which pieces, on whose sheet.
    said = tr("still to check once on the printed sheet, as the kit has them from a fan sheet: {items} (start-pieces)")
    return [rule("Start pieces", said.format(items="; ".join(asked)), "start")]


def outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    return [line for seat in answered(before, args) for line in _said(before, after, args, seat)]


def _said(before: Context, after: Context, args: Mapping[str, Any], seat: int) -> list[str]:
    name = before.players[seat].name
    if not args["printed"]:
        said = tr("{player}'s printed sheet does not give these start pieces: none is laid, and the kit keeps that.")
        return [said.format(player=name)]
    # The wonder is the player's choice among the era's (play-test 11: "laid now" was said of it, and nothing was):
    # it is said apart, with the choice to make, not as laid.
    era = fact(before, "civilizations", before.players[seat].faction, "start_wonder")
    wonder = tr("a wonder of the {era} era in the capital").format(era=tr(str(era))) if era else ""
    laid = [p for p in pieces_said(before, seat) if p != wonder]
    out = []
    if laid:
        said = tr("{player}'s printed sheet gives {pieces}: laid now, and the kit keeps it for later games.")
        out.append(said.format(player=name, pieces=phrase_list(laid)))
    if wonder:
        from rulesets.civilization.national import start_wonders  # national reads the answer this action keeps

        chooser = replace(after, actor=seat)
        choices = [name_of(book(after).catalogues["item"], w) for w in start_wonders(chooser)]
        # Said in words, the action named as people read it (no raw field=value in a line people read).
        said = tr("{player} now chooses the {era} wonder for the capital ({action}): {choices}.")
        action = action_word("national-start")
        out.append(said.format(player=name, era=tr(str(era)), action=action, choices=phrase_list(choices, "or")))
    return out


ACTIONS = (
    ActionSpec(
        "start-pieces",
        start_pieces,
        fields=(
            PLAYER,
            Field("printed", "bool", "your printed civilization sheet gives the start pieces the kit lists (yes/no)"),
            Field("everyone", "bool", "yes: the answer holds for every player still to check", required=False),
        ),
        phases=("start", "trade", "city", "movement", "research"),
        who=due(to_confirm),
        actor="player",
        check=check_start_pieces,
        offered=lambda ctx: any(to_confirm(ctx, m, s) for s, m in enumerate(game(ctx).realms)),
        help="Say once whether your printed civilization sheet gives the start pieces the kit has from a fan "
        "sheet (yes lays them; the kit keeps the answer).",
        topic="start",
        text="{actor} checks the start pieces on the printed sheet",
        outcome=outcome,
    ),
)
