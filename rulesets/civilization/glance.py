"""What the table needs always in sight: the step's progress, and trade, coins, tech level and culture for all.

Computed after every change, so each player's pyramid and coins are read
once (about 40 µs for the demo, less than ``victory``).
"""

from __future__ import annotations

from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import Glance
from rulesets.civilization import turns
from rulesets.civilization.battle_view import fight_of
from rulesets.civilization.catalogues import city_name
from rulesets.civilization.common import in_turn_order, names
from rulesets.civilization.components import all_coins, cities_of, game, techs_of
from rulesets.civilization.culture import hand_limit, held, known_track, track_end
from rulesets.civilization.data import COINS_TO_WIN, TECH_TO_WIN_LEVEL
from rulesets.civilization.research import may_research
from rulesets.civilization.state import Realm
from rulesets.civilization.turn_start import ANARCHY

#: Headings of the player rows.
COLUMNS = (N_("player"), N_("trade"), N_("coins"), N_("tech level"), N_("culture"), N_("to do"))
#: The widest a player's "to do" cell may be (two things due, else the first).
CELL_WIDTH = 28
#: The widest the line of table facts may be.
LINE_WIDTH = 110


#: What a victory met is called in the strip ("won: culture").
VICTORIES = {
    "technology": N_("technology"),
    "culture": N_("culture"),
    "coins": N_("coins"),
    "capital taken": N_("capital taken"),
}
ANARCHY_IDLE = N_("Anarchy: no city actions")


def _persons_due(n: int) -> str:
    if n == 1:
        return tr("great person due")
    return ntr("{n} great persons due", "{n} great persons due", n).format(n=n)


def _free_techs_due(n: int) -> str:
    if n == 1:
        return tr("free tech due")
    return ntr("{n} free techs due", "{n} free techs due", n).format(n=n)


def _to_act(n: int) -> str:
    return ntr("{n} city to act", "{n} cities to act", n).format(n=n)


def tech_level(ctx: Context, seat: int) -> int:
    """The highest level in a player's pyramid (the start tech counts as level 1)."""
    return max((level for _, level in techs_of(ctx, seat)), default=0)


def _won(mine: Realm, level: int, coins: int, end: int) -> str:
    """The first victory a player meets now ("culture"); '' for most of the game."""
    if level >= TECH_TO_WIN_LEVEL:
        return "technology"
    if mine.culture >= end:
        return "culture"
    if coins >= COINS_TO_WIN:
        return "coins"
    return "capital taken" if mine.captured_capital else ""


def progress(ctx: Context) -> tuple[str, list[str]]:
    """The current step's progress in a few words ("collect-trade 2 of 4 done"), and who is done.

    The words are '' in a phase with nothing to count.
    """
    state = game(ctx)
    order = in_turn_order(ctx)
    count = len(order)
    if ctx.phase == "trade":
        done = [s for s in order if state.realms[s].collected == ctx.position.round]
        lines = [tr("Collected: {players}.").format(players=phrase_list(names(ctx, done)))] if done else []
        return tr("collect-trade {done} of {count} done").format(done=len(done), count=count), lines
    if ctx.phase == "research":
        done = [s for s in order if state.realms[s].researched == ctx.position.round]
        lines = [tr("Researched this round: {players}.").format(players=phrase_list(names(ctx, done)))] if done else []
        left = [s for s in order if s not in done and may_research(ctx, state.realms[s], s)]
        if left:
            lines.append(tr("May still research: {players}.").format(players=phrase_list(names(ctx, left))))
        return tr("research {done} of {count} done").format(done=len(done), count=count), lines
    turn = ctx.position.turn
    if turn is None:
        return "", []
    name = ctx.players[turn].name
    acted = [s for s in ctx.position.acted if s != turn]
    # Counted among those who have a turn: a player with nothing to decide in the phase has none (``turns``).
    count = len({*acted, turn, *turns.order(ctx, order)})
    words = tr("{player}'s turn, {n} of {count}").format(player=name, n=len(acted) + 1, count=count)
    battle = fight_of(ctx)
    if battle is not None:  # the score in sight while the cards are played
        a, d = (ctx.players[s].name for s in battle.seats)
        score = tr(", battle {attacker} {a} : {defender} {d}")
        words += score.format(attacker=a, a=battle.score(0), defender=d, d=battle.score(1))
    lines = [tr("Turns done: {players}.").format(players=phrase_list(names(ctx, acted)))] if acted else []
    if ctx.phase == "city":
        mine = cities_of(ctx, turn)
        gone = [city_name(c) for c in mine if c.id in state.realms[turn].acted]
        waiting = len(mine) - len(gone)
        if waiting and state.realms[turn].government == ANARCHY:
            words += ", " + tr(ANARCHY_IDLE)  # its cities are paralysed (l. 49)
        elif waiting:
            words += ", " + _to_act(waiting)
        if gone:
            lines.append(tr("{player}'s cities that acted: {cities}.").format(player=name, cities=phrase_list(gone)))
    return words, lines


def _to_do(ctx: Context, seat: int, mine: Realm, won: str) -> str:
    """What a player still owes or may do in this step, shortest first-things-first."""
    out = []
    if won:
        out.append(tr("won: {victory}").format(victory=tr(VICTORIES[won])))
    if not mine.start_tech:
        out.append(tr("start tech due"))
    if mine.pending_persons:
        out.append(_persons_due(mine.pending_persons))
    if mine.free_techs:
        out.append(_free_techs_due(mine.free_techs))
    round_ = ctx.position.round
    idle = tr(ANARCHY_IDLE)
    if ctx.phase == "trade":
        out.append(tr("collected") if mine.collected == round_ else tr("to collect trade"))
    elif ctx.phase == "research":
        out.append(tr("researched") if mine.researched == round_ else tr("may research"))
    elif seat in ctx.position.acted:
        out.append(tr("turn done"))
    elif ctx.phase == "city" and mine.government == ANARCHY:
        out.append(idle)
    elif ctx.phase == "city":
        left = [c for c in cities_of(ctx, seat) if c.id not in mine.acted]
        if left:
            out.append(_to_act(len(left)))
    elif seat == ctx.position.turn:
        out.append(tr("turn now"))
    if ctx.phase == "city" and held(ctx, seat) > hand_limit(ctx, mine):
        out.append(tr("over hand limit"))
    if mine.free_policy:
        out.append(tr("free policy"))
    if mine.government == ANARCHY and idle not in out:
        out.append(tr("Anarchy"))
    both = ", ".join(out[:2])
    return both if len(both) <= CELL_WIDTH else out[0]


def line(ctx: Context, phase: str, winners: list[str]) -> str:
    """Winners, round and phase, the step's progress and the start player, within ``LINE_WIDTH``."""
    won = ""
    if winners:
        won = ntr("{players} has won", "{players} have won", len(winners)).format(players=phrase_list(winners))
    where = tr("Round {round}, {phase}").format(round=ctx.position.round, phase=tr(phase))
    words, _ = progress(ctx)
    start = tr("start player {player}").format(player=ctx.players[ctx.position.start].name)
    # Shown in this order; when too long, the least needed part goes first.
    parts = {"won": won, "where": where, "progress": words, "start": start}
    for drop in ("start", "where", "progress"):
        text = " · ".join(p for p in parts.values() if p)
        if len(text) <= LINE_WIDTH:
            return text
        parts[drop] = ""
    text = " · ".join(p for p in parts.values() if p)
    return text if len(text) <= LINE_WIDTH else text[: LINE_WIDTH - 1] + "…"


def glance(ctx: Context, phase: str) -> Glance:
    """One line of table facts (``phase``: the phase's name); per player trade, coins, tech level,
    culture and what is due. Each player's facts are read once."""
    state = game(ctx)
    end = track_end(ctx)
    # While nobody has said the track's last space, it is shown unknown, never the stand-in (nothing wins by it).
    shown_end = str(end) if known_track(ctx, "spaces") is not None else "?"
    rows = []
    winners = []
    for seat, player in enumerate(ctx.players):
        mine = state.realms[seat]
        level, coins = tech_level(ctx, seat), all_coins(ctx, seat)
        won = _won(mine, level, coins, end)
        if won:
            winners.append(player.name)
        rows.append(
            (
                player.name,
                str(mine.trade),
                f"{coins}/{COINS_TO_WIN}",
                f"{level}/{TECH_TO_WIN_LEVEL}",
                f"{mine.culture}/{shown_end}",
                _to_do(ctx, seat, mine, won),
            )
        )
    return Glance(line(ctx, phase, winners), tuple(tr(c) for c in COLUMNS), tuple(rows))
