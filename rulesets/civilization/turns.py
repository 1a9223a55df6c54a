"""Turns that pass by themselves: who has anything to decide in a phase (issue 36).

The start of turn, city management and movement are played in turn from the
start player (l. 27, l. 96); a player with nothing to decide in one gets no
turn, and a phase where nobody has is skipped. Research, played by everyone
at once, ends once nobody can research any more.

- Start: a settler on the map founds a city (under the city limit) or makes
  one of the player's cities a metropolis (l. 31, l. 38); a government the
  player's techs allow may be declared (l. 47-49); a free policy is due
  (l. 54). Investing is left out: coins are invested in city management as
  well (l. 219).
- City management: a player with a city that has not acted, not in Anarchy
  (l. 49, l. 96).
- Movement: a player with a figure on the map (l. 14, l. 141).
- Research: a player who has not researched this round (or has a free tech
  due) and can pay for a tech that fits the pyramid (l. 199-205).

A log written before version 6 of these rules (``V5_LOG``) gave every player
every turn and typed the end of research: it replays as it was taken.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Outcome
from engine.errors import Violation
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization.catalogues import book
from rulesets.civilization.common import V5_LOG
from rulesets.civilization.components import (
    cities_of,
    city_label,
    city_limit,
    game,
    is_metropolis,
    knows,
    on_board,
    realm,
)
from rulesets.civilization.research import can_research
from rulesets.civilization.turn_start import ANARCHY, in_anarchy, without_policies

#: The phases taken in turn where a player with nothing to decide gets no turn.
FILTERED = ("start", "city", "movement")


def counts(ctx: Context) -> bool:
    """Whether turns pass by themselves (not a log written before version 6)."""
    return not ctx.options.get(V5_LOG)


def _government(ctx: Context, seat: int) -> bool:
    """Whether a player has a government to change to that gives them a start turn: one a tech of theirs brings,
    other than their own. The rulebook speaks of changing to a government researched (l. 47); a way back to
    Despotism, which no tech brings, is no reason for a start turn of its own (play-test 12: a turn, and a bare
    ``next``, every round for every player out of Despotism). See the ``decisions`` topic."""
    mine = realm(ctx, seat)
    if mine.government == ANARCHY:
        return False
    facts = book(ctx)
    for entry in facts.catalogues["government"].entries:
        if entry.id == mine.government:
            continue
        tech = facts.government_tech(entry.id)
        if tech and knows(ctx, seat, tech):
            return True
    return False


def can_start(ctx: Context, seat: int) -> bool:
    """Whether a player has anything to decide at the start of the round (see the module's docstring)."""
    mine = realm(ctx, seat)
    if not mine.start_tech:
        return True
    if mine.government == ANARCHY and mine.next_government and ctx.position.turn is None:
        # Entering the round, before its Anarchy ends: the new government brings a free policy (l. 54).
        return not without_policies(ctx, mine.next_government)
    if mine.free_policy and not without_policies(ctx, mine.government):
        return True
    if on_board(ctx, seat, "settler") > 0:
        mine_cities = cities_of(ctx, seat)
        if len(mine_cities) < city_limit(ctx, seat):
            return True
        if any(not is_metropolis(ctx, c.id) for c in mine_cities):
            return True
    return _government(ctx, seat)


def can_manage(ctx: Context, seat: int) -> bool:
    """Whether a player has a city still to act this round and may act with it (no Anarchy, l. 49)."""
    if in_anarchy(ctx, seat):
        return False
    acted = realm(ctx, seat).acted
    return any(c.id not in acted for c in cities_of(ctx, seat))


def can_move(ctx: Context, seat: int) -> bool:
    """Whether a player has a figure on the map to move (an army, or a settler or scout)."""
    return on_board(ctx, seat, "army") + on_board(ctx, seat, "settler") > 0


_HAS_TURN = {"start": can_start, "city": can_manage, "movement": can_move}


def order(ctx: Context, seats: Sequence[int]) -> tuple[int, ...]:
    """The phase's turn order without the players who have nothing to decide in it."""
    check = _HAS_TURN.get(ctx.phase)
    if check is None or not counts(ctx):
        return tuple(seats)
    return tuple(s for s in seats if check(ctx, s))


def active(ctx: Context, seats: Sequence[int]) -> bool:
    """Whether the phase is played this round: somebody has something to decide in it."""
    if not counts(ctx):
        return True
    if ctx.phase == "research":
        return any(can_research(ctx, s) for s in seats)
    return ctx.phase not in _HAS_TURN or bool(order(ctx, seats))


def done(ctx: Context) -> bool:
    """Whether the turn holder has nothing left to decide in a phase taken in turn (the turn passes)."""
    turn = ctx.position.turn
    check = _HAS_TURN.get(ctx.phase)
    if turn is None or check is None or not counts(ctx) or game(ctx).fight is not None:
        return False
    return not check(ctx, turn)


def _due_at_start(ctx: Context, seat: int) -> bool:
    """Whether a player has a start turn for something the rules make them decide: a start tech, a free policy. (An
    Anarchy with a government to come, seen in a turn, was declared this round: its free policy is next round's.)"""
    mine = realm(ctx, seat)
    return not mine.start_tech or bool(mine.free_policy)


def pending(ctx: Context) -> list[str]:
    """Where only the table knows whether anyone acts (a settler's founding, a figure's move; the app knows no
    map): one ``next-phase`` ends the phase for everyone still to take a turn in it, said in Pending."""
    turn = ctx.position.turn
    if turn is None or not counts(ctx) or game(ctx).fight is not None:
        return []
    if ctx.phase == "movement":
        # The one command for everyone left (see "decisions"): said from the phase's first turn, as "nobody
        # else" once someone has taken a turn; the app knows no map, so each mover still ends their own turn.
        if not ctx.position.acted:
            return [tr("Nobody moves or fights this round? next-phase ends movement for everyone.")]
        return [tr("Nobody else moves or fights? next-phase ends movement for everyone.")]
    seats = order(ctx, range(len(ctx.players)))
    if ctx.phase != "start" or any(_due_at_start(ctx, s) for s in seats):
        return []
    # Nothing the rules make anyone decide (a start tech, a free policy): what is left, the table may pass at once.
    if not ctx.position.acted:
        return [tr("Nobody founds a city, makes a metropolis or changes government? next-phase ends the start.")]
    return [tr("Nobody else founds a city, makes a metropolis or changes government? next-phase ends the start.")]


def after_turn(before: Context, after: Context) -> list[str]:
    """The one command for everyone, said after a turn passed in the start or movement (play-test 6: four bare
    ``next`` a phase, the newcomer never saw Pending): the same words as Pending. The caller leaves it out while
    the phase may not end (a great person to draw, a battle open), as Pending does."""
    was, now = before.position, after.position
    # Within the phase only: a phase begun says it in Pending, after the log's "phase begins".
    if now.turn is None or (was.round, was.phase) != (now.round, now.phase) or was.turn == now.turn:
        return []
    if after.phase not in ("start", "movement"):
        return []
    return pending(after)


def cities_left(before: Context, after: Context) -> list[tuple[str, list[str]]]:
    """The players whose city turn a step ends with cities still to act, with those cities' names: each city may
    act once a round (l. 96), and a ``next`` or ``next-phase`` gives the action up for good (play-test 9)."""
    if before.phase != "city" or not counts(before) or before.position.turn is None:
        return []
    was, now = before.position, after.position
    ended = (was.round, was.phase) != (now.round, now.phase)
    out = []
    for seat in order(before, range(len(before.players))):
        if seat in was.acted or not (ended or seat in now.acted or seat == was.turn != now.turn):
            continue
        # A city that acted in this very event (the action that ended the turn) took its chance.
        acted = set(realm(before, seat).acted) | set(realm(after, seat).acted)
        names = [city_label(before, c.id) for c in cities_of(before, seat) if c.id not in acted]
        if names:
            out.append((before.players[seat].name, names))
    return out


def cities_given_up(before: Context, after: Context) -> list[str]:
    """``cities_left`` as the phrases a step asks about before it is taken."""
    return _cities_said(
        before,
        after,
        lambda n: ntr("{player}'s action with {cities} this round", "{player}'s actions with {cities} this round", n),
    )


def cities_idle(before: Context, after: Context) -> list[str]:
    """``cities_left`` said in the log once the step is taken (the table sees which cities gave up their action)."""
    return _cities_said(
        before,
        after,
        lambda n: ntr("{player}: {cities} did not act this round.", "{player}: {cities} did not act this round.", n),
    )


def _cities_said(before: Context, after: Context, said: Callable[[int], str]) -> list[str]:
    """One sentence per player of ``cities_left``: ``said`` gives the message counted by the cities named."""
    return [
        said(len(cities)).format(player=name, cities=phrase_list(cities)) for name, cities in cities_left(before, after)
    ]


def research_over(ctx: Context) -> bool:
    """Whether research is over: nobody can research any more this round."""
    if ctx.phase != "research" or not counts(ctx):
        return False
    return not any(can_research(ctx, s) for s in range(len(ctx.players)))


def waiting(ctx: Context) -> list[int] | None:
    """In research, the seats that may still research (the header's "waiting for", and a bare ``next`` is the word
    of the only one left); None elsewhere: the actions say who may act."""
    if ctx.phase != "research" or not counts(ctx):
        return None
    return [s for s in range(len(ctx.players)) if can_research(ctx, s)]


def research_ended_by(ctx: Context) -> list[Violation]:
    """A ``next`` (or ``next-phase``) of a player with nothing left to decide in research ends it for everyone:
    refused while another player may still research, as another player's turn is not theirs to end (play-test 11:
    ``next --as Anna --yes`` ended research for Cyril, and the log said Anna ended it).

    The table's own word, with no player named, ends it; so does the word of a player who may still research
    (asked first, naming whoever else could still have bought a tech: ``research_skipped``). The app names a
    player in every form, the first one the header waits for, so its table ending research is such a word: a
    refusal there left the app no way to end the phase but forcing it.
    """
    actor, left = ctx.actor, waiting(ctx)
    if actor is None or not left or actor in left:
        return []
    names = [ctx.players[s].name for s in left]
    if len(names) == 1:
        said = tr(
            "research ends for everyone at once, and {player} may still research: {player} ends it "
            "(next --as {player}), or the table does (next-phase, no player named)"
        ).format(player=names[0])
    else:
        said = tr(
            "research ends for everyone at once, and {players} may still research: it ends by itself once they "
            "have; one of them (next --as {first}) or the table (next-phase, no player named) ends it sooner"
        ).format(players=phrase_list(names), first=names[0])
    return [Violation("Turn order", said, "research")]


def researchers(ctx: Context) -> list[tuple[str, int]]:
    """Who could still research now, with their trade: research is optional (l. 199), but a phase ended by one
    ``next`` should not take a tech from a player unseen."""
    if ctx.phase != "research" or not counts(ctx):
        return []
    return [(p.name, realm(ctx, s).trade) for s, p in enumerate(ctx.players) if can_research(ctx, s)]


def research_skipped(before: Context, after: Context) -> list[str]:
    """Who could still have researched when research ended, said in the outcome (their trade stays, l. 216). Said
    as a tech not bought: a free tech taken is no research of the round's (see ``decisions``), and play-test 11
    read "did not research" after Tomas's free Masonry as a false sentence."""
    if after.phase == "research" and after.position.round == before.position.round:
        return []
    # A player who researched in this very event (the last research ending the phase) took their chance.
    took = {
        p.name
        for s, p in enumerate(before.players)
        if (realm(before, s).researched, realm(before, s).free_techs)
        != (realm(after, s).researched, realm(after, s).free_techs)
    }
    said = tr("{player} ({trade} trade)")
    left = [said.format(player=name, trade=trade) for name, trade in researchers(before) if name not in took]
    if not left:
        return []
    said = ntr(
        "Research is over, and {players} did not buy a tech though they could: the trade stays on the dial "
        "(undo takes the end back).",
        "Research is over, and {players} did not buy a tech though they could: their trade stays on the dial "
        "(undo takes the end back).",
        len(left),
    )
    return [said.format(players=phrase_list(left))]


def turn_over(before: Context, after: Context) -> list[str]:
    """Whose turn an action ended by itself, said plainly before whose turn it is now (a play-tester's habitual
    ``next`` after a founding that had passed the turn ended the next player's turn)."""
    turn = before.position.turn
    if turn is None or not counts(after):
        return []
    was, now = before.position, after.position
    if (was.round, was.phase, was.turn) == (now.round, now.phase, now.turn):
        return []
    name = before.players[turn].name
    actor = before.actor
    if actor is not None and actor != turn and now.turn == actor and (was.round, was.phase) == (now.round, now.phase):
        # The next player's own action handed the turn on (play-test 8: "nothing left to decide" was said though
        # the holder still had figures to move).
        said = tr("{holder}'s turn ends: {player}, next in turn, acted (undo if {holder} still had something to do).")
        return [said.format(holder=name, player=before.players[actor].name)]
    if realm(after, turn).pending_persons:
        # The arts made a great person due: the turn passes, but the draw is still the player's to record.
        said = tr("{player}'s turn is over; the great person due is still to draw and record (great-person).")
        return [said.format(player=name)]
    return [tr("{player}'s turn is over: nothing left to decide.").format(player=name)]


def _told(outcome: Outcome | None) -> Outcome:
    def said(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
        return [*(outcome(before, after, args) if outcome else ()), *turn_over(before, after)]

    return said


def telling_turns(actions: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The actions, each saying when it ended its player's turn (``turn_over``) after its own sentences."""
    return tuple(replace(spec, outcome=_told(spec.outcome)) for spec in actions)


def passed_over(before: Context, after: Context, names: Sequence[str]) -> list[str]:
    """What a move into a new phase passed over, said in the log: the phases nobody had anything to decide in,
    and the players without a turn in the phase entered. ``names``: the phases' names, in order."""
    if not counts(after):
        return []
    count = len(names)
    start = before.position.round * count + before.position.phase
    end = after.position.round * count + after.position.phase
    out = []
    for at in range(start + 1, end):
        said = tr("Nobody has anything to decide in {phase}: it is skipped.")
        out.append(said.format(phase=tr(names[at % count])))
    pos = after.position
    if end > start and after.phase in _HAS_TURN and pos.turn is not None and not pos.acted:
        idle = [p.name for s, p in enumerate(after.players) if s not in order(after, range(len(after.players)))]
        if idle:
            # Said before the engine's "Round N ... begins" (play-test 9 read it as the last round's): the round
            # is named when it is a new one.
            if pos.round != before.position.round:
                said = ntr(
                    "In round {round}, {players} gets no turn in {phase}: nothing to decide.",
                    "In round {round}, {players} get no turn in {phase}: nothing to decide.",
                    len(idle),
                )
            else:
                said = ntr(
                    "{players} gets no turn in {phase}: nothing to decide.",
                    "{players} get no turn in {phase}: nothing to decide.",
                    len(idle),
                )
            out.append(said.format(players=phrase_list(idle), phase=tr(names[pos.phase]), round=pos.round))
    return out
