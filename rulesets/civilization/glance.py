"""What the table needs always in sight: the step's progress, and trade, coins, tech level and culture for all.

Computed after every change, so each player's pyramid and coins are read
once (about 40 µs for the demo, less than ``victory``).
"""

from __future__ import annotations

from engine.names import phrase_list
from engine.state import Context
from engine.views import Glance
from rulesets.civilization.common import in_turn_order, names
from rulesets.civilization.components import all_coins, cities_of, game, techs_of
from rulesets.civilization.culture import hand_limit, held, track_end
from rulesets.civilization.data import COINS_TO_WIN, TECH_TO_WIN_LEVEL
from rulesets.civilization.fight import fight_of
from rulesets.civilization.state import Realm
from rulesets.civilization.turn_start import ANARCHY

#: Headings of the player rows.
COLUMNS = ("player", "trade", "coins", "tech level", "culture", "to do")
#: The widest a player's "to do" cell may be (two things due, else the first).
CELL_WIDTH = 28
#: The widest the line of table facts may be.
LINE_WIDTH = 110


def _count(n: int, word: str, plural: str = "") -> str:
    return f"{n} {word}" if n == 1 else f"{n} {plural or word + 's'}"


def _due(n: int, what: str) -> str:
    return f"{what} due" if n == 1 else f"{n} {what}s due"


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
        lines = [f"Collected: {phrase_list(names(ctx, done))}."] if done else []
        return f"collect-trade {len(done)} of {count} done", lines
    if ctx.phase == "research":
        done = [s for s in order if state.realms[s].researched == ctx.position.round]
        lines = [f"Researched this round: {phrase_list(names(ctx, done))}."] if done else []
        left = [s for s in order if s not in done]
        if left:
            lines.append(f"May still research: {phrase_list(names(ctx, left))}.")
        return f"research {len(done)} of {count} done", lines
    turn = ctx.position.turn
    if turn is None:
        return "", []
    name = ctx.players[turn].name
    acted = [s for s in ctx.position.acted if s != turn]
    words = f"{name}'s turn, {len(acted) + 1} of {count}"
    battle = fight_of(ctx)
    if battle is not None:  # the score in sight while the cards are played
        a, d = (ctx.players[s].name for s in battle.seats)
        words += f", battle {a} {battle.score(0)} : {d} {battle.score(1)}"
    lines = [f"Turns done: {phrase_list(names(ctx, acted))}."] if acted else []
    if ctx.phase == "city":
        mine = cities_of(ctx, turn)
        gone = [c.name for c in mine if c.id in state.realms[turn].acted]
        waiting = len(mine) - len(gone)
        if waiting and state.realms[turn].government == ANARCHY:
            words += ", Anarchy: no city actions"  # its cities are paralysed (l. 49)
        elif waiting:
            words += f", {_count(waiting, 'city', 'cities')} to act"
        if gone:
            lines.append(f"{name}'s cities that acted: {phrase_list(gone)}.")
    return words, lines


def _to_do(ctx: Context, seat: int, mine: Realm, won: str) -> str:
    """What a player still owes or may do in this step, shortest first-things-first."""
    out = []
    if won:
        out.append(f"won: {won}")
    if not mine.start_tech:
        out.append("start tech due")
    if mine.pending_persons:
        out.append(_due(mine.pending_persons, "great person"))
    if mine.free_techs:
        out.append(_due(mine.free_techs, "free tech"))
    round_ = ctx.position.round
    if ctx.phase == "trade":
        out.append("collected" if mine.collected == round_ else "to collect trade")
    elif ctx.phase == "research":
        out.append("researched" if mine.researched == round_ else "may research")
    elif seat in ctx.position.acted:
        out.append("turn done")
    elif ctx.phase == "city" and mine.government == ANARCHY:
        out.append("Anarchy: no city actions")
    elif ctx.phase == "city":
        left = [c for c in cities_of(ctx, seat) if c.id not in mine.acted]
        if left:
            out.append(_count(len(left), "city", "cities") + " to act")
    elif seat == ctx.position.turn:
        out.append("turn now")
    if ctx.phase == "city" and held(ctx, seat) > hand_limit(ctx, mine):
        out.append("over hand limit")
    if mine.free_policy:
        out.append("free policy")
    if mine.government == ANARCHY and "Anarchy: no city actions" not in out:
        out.append("Anarchy")
    both = ", ".join(out[:2])
    return both if len(both) <= CELL_WIDTH else out[0]


def line(ctx: Context, phase: str, winners: list[str]) -> str:
    """Winners, round and phase, the step's progress and the start player, within ``LINE_WIDTH``."""
    won = f"{phrase_list(winners)} {'has' if len(winners) == 1 else 'have'} won" if winners else ""
    where = f"Round {ctx.position.round}, {phase}"
    words, _ = progress(ctx)
    start = f"start player {ctx.players[ctx.position.start].name}"
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
                f"{mine.culture}/{end}",
                _to_do(ctx, seat, mine, won),
            )
        )
    return Glance(line(ctx, phase, winners), COLUMNS, tuple(rows))
