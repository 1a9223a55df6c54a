"""What the table types is never silently replaced, in every game.

From states of each game's demo and of random legal play, every action the rules allow now is proposed
with a legal set of values; then each field that names a choice (a catalogue entry, one of a field's
choices, a player, a bounded number) is typed again with other values, those the rules' suggestions do
not offer first. Each must be refused, or applied holding the value typed and with an effect of its own:
two different values the rules accept that change the table alike mean one of them was swapped for
another, clamped, or dropped (a card the player does not hold taken as another, a loss the units cannot
take turned into one they can, a field the action has no use for ignored).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine import registry
from engine.actions import ActionSpec, Proposal
from engine.errors import TabulaError
from engine.fields import Field
from engine.playout import random_playout, random_value
from engine.saves import loads_text
from engine.session import Session

GAMES = [g.id for g in registry.games()]
#: The engine's own actions: moving on, corrections and dice are not choices of a game.
ENGINE = {"correct", "next", "next-phase", "roll", "apply-kit"}
#: Numbers whose surplus the rules themselves waste, so two of them rightly change the table alike.
SATURATING = {
    ("civilization", "build", "hammers"),  # l. 111: hammers left over are lost
    ("civilization", "build", "cost"),  # the same: a cost under the hammers leaves hammers that are lost
    ("civilization", "collect-trade", "amount"),  # l. 77: the trade dial stops at 27
    ("struggle-for-rome", "shortage", "due"),  # L15: the shortage is the condition; the halving is the same
}
PER_FIELD = 10


def _states(game_id: str) -> Iterator[Session]:
    """The demo at five points of its log, then random legal play from two seeds at four points each."""
    info = registry.get(game_id)
    ruleset = info.load()
    demo = loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", game_id)
    count = len(demo.events)
    for point in sorted({count, *(count * n // 5 for n in range(1, 5))}, reverse=True):
        demo.undo_to(point)
        yield demo
    for seed in range(2):
        rng = random.Random(seed)
        players = [(f"P{i + 1}", None) for i in range(rng.randint(info.min_players, info.max_players))]
        session = Session.new(ruleset, players, name="typed", rng=rng)
        for _ in range(4):
            random_playout(session, 15, rng)
            yield session


def _typed(field: Field) -> bool:
    """Whether a field names a choice: an entry, one of its choices, a player, a bounded number (not a roll)."""
    if field.type in ("ref", "refs", "choice", "player"):
        return True
    return (field.type == "choices" and not field.rolled) or (field.type == "int" and field.max is not None)


def _legal(session: Session, spec: ActionSpec, rng: random.Random) -> list[tuple[dict[str, Any], Proposal]]:
    """Up to two legal proposals of an action, built from what the rules suggest (as random play does)."""
    found = []
    for _ in range(10):
        raw = {}
        for field in spec.fields:
            if field.required or rng.random() < 0.4:
                hints = session.suggestions(spec, field.name)
                offered = hints and rng.random() < 0.9
                raw[field.name] = rng.choice(hints) if offered else random_value(field, session, rng)
        try:
            proposal = session.propose(spec.name, raw)
        except TabulaError:
            continue
        if proposal.legal:
            found.append((raw, proposal))
            if len(found) == 2:
                break
    return found


def _others(session: Session, spec: ActionSpec, field: Field, now: Any) -> list[Any]:
    """Other values to type: those the suggestions do not offer first."""
    if field.type in ("ref", "refs"):
        pool: list[Any] = session.catalogue(field.catalogue).ids()
    elif field.type in ("choice", "choices"):
        pool = list(field.choices)
    elif field.type == "player":
        pool = [p.name for p in session.players]
    else:
        low = field.min or 0
        pool = sorted({low, low + 1, low + 2, field.max or low, *((now - 1, now + 1) if isinstance(now, int) else ())})
    offered = set(map(str, session.suggestions(spec, field.name)))
    pool = sorted(pool, key=lambda v: str(v) in offered)[:PER_FIELD]
    if field.type in ("refs", "choices"):
        held = list(now or [])
        return [[v] for v in pool] + [[*held, v] for v in pool if v not in held]
    return [v for v in pool if v != now]


def _same_choice(field: Field, one: Any, other: Any) -> bool:
    """Two values that name the same thing (a list of places named twice over is the same places)."""
    return one == other or (field.type == "refs" and set(one) == set(other))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_typed_choice_is_refused_or_is_what_happens(game_id: str) -> None:
    rng = random.Random(7)
    swapped = []
    for session in _states(game_id):
        names = [p.name for p in session.players]
        for spec in session.available():
            if spec.name in ENGINE:
                continue
            for raw, base in _legal(session, spec, rng):
                for field in spec.fields:
                    if field.name == spec.actor or not _typed(field):
                        continue
                    assert base.table is not None  # a legal proposal has its table
                    applied = [(base.args[field.name], base.table)] if field.name in raw else []
                    for value in _others(session, spec, field, base.args.get(field.name)):
                        try:
                            proposal = session.propose(spec.name, {**raw, field.name: value})
                        except TabulaError:
                            continue  # refused as bad input
                        if not proposal.legal or proposal.table is None:
                            continue  # refused by the rules
                        typed = field.parse(value, names, None, session.catalogue)
                        assert proposal.args[field.name] == typed, (spec.name, field.name, value)
                        table = proposal.table
                        if table.game == session.table.game and table.ledger == session.table.ledger:
                            continue  # nothing changes whatever is typed (a border told again)
                        for earlier, was in applied:
                            same = was.game == table.game and was.ledger == table.ledger
                            if same and not _same_choice(field, earlier, typed):
                                swapped.append(f"{spec.name} {field.name}: {typed!r} did as {earlier!r}")
                        applied.append((typed, table))
    swapped = [s for s in dict.fromkeys(swapped) if tuple(s.split(":")[0].split()) not in _saturating(game_id)]
    assert not swapped, swapped


def _saturating(game_id: str) -> set[tuple[str, str]]:
    return {(action, field) for game, action, field in SATURATING if game == game_id}
