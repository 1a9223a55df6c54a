"""Each player's victory measures round by round, for the app's progress plot (no Textual here).

A measure is one of the conditions ``Ruleset.victory`` reports ("Wonders and
heroes", "Victory points"...). Its value for a round is the one at the end of
that round: the last table of the round in ``Session.tables``; for the round
still being played, the value now. Only one table per round is evaluated, so
a 1,000-event session of eight rounds asks the rules eight times.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.ruleset import VictoryProgress

if TYPE_CHECKING:
    from engine.session import Session
    from engine.state import Table


@dataclass(frozen=True)
class Measure:
    """One victory measure over the rounds played.

    Attributes:
        condition: Stable id of the condition (as ``Ruleset.victory`` reports it).
        label: What the condition is called at the table.
        values: Per player (in seating order, by name), the value at the end of
            each round of ``Progress.rounds``; None where the rules reported no
            value for that player in that round.
        target: The value that wins, when it is one fixed number; None when it
            moves (Aquileia's is the leader's score, not a goal).
    """

    condition: str
    label: str
    values: dict[str, tuple[int | None, ...]]
    target: int | None

    @property
    def yes_no(self) -> bool:
        """Whether the measure is a yes or a no (Mare Nostrum's Pyramids, Civilization's capital taken): a
        target of 1 that no value passes, told as who has it since when rather than drawn as a 0/1 line."""
        return self.target == 1 and all(v in (0, 1) for row in self.values.values() for v in row if v is not None)


@dataclass(frozen=True)
class Progress:
    """Every victory measure of a session, round by round.

    Attributes:
        rounds: The round numbers (the x axis), oldest first; the last is the
            round now being played unless the game is over.
        measures: One per condition, in the order the rules report them.
        over: Whether the game is won (the last round's values are final).
        under_way: Whether the last round is still being played (its values are so far, not its end's).
    """

    rounds: tuple[int, ...]
    measures: tuple[Measure, ...]
    over: bool
    under_way: bool = False

    @property
    def plottable(self) -> bool:
        """Whether there is a line to draw: two rounds or more and a measure."""
        return len(self.rounds) >= 2 and bool(self.measures)

    def measure(self, condition: str) -> Measure:
        """The measure of a condition.

        Raises:
            KeyError: The rules report no such condition.
        """
        for measure in self.measures:
            if measure.condition == condition:
                return measure
        raise KeyError(condition)


def round_ends(session: Session) -> list[tuple[int, Table]]:
    """The last table of each round, by round number (the current table for the round in progress)."""
    last: dict[int, Table] = {}
    # Reading a round number per table is cheap; only these few tables are handed to the rules.
    # A table belongs to the round its event was played in: the last action of a round that ends by
    # itself leaves a table already in the next round, but what it scored is the old round's.
    for index, table in enumerate(session.tables):
        event = session.events[index - 1] if index else None
        played = table.position.round
        if event is not None and event.round is not None and event.type not in ("next", "next-phase"):
            played = event.round
        last[played] = table
    now = session.table.position.round
    if session.ruleset.rounds is None or now <= session.ruleset.rounds:  # past a fixed last round: none is played
        last.setdefault(now, session.table)
    return sorted(last.items(), key=lambda item: item[0])


def progress(session: Session) -> Progress:
    """Each player's value of each victory measure at the end of every round so far."""
    ends = round_ends(session)
    rounds = tuple(number for number, _ in ends)
    names = [p.name for p in session.players]
    reports = [list(session.ruleset.victory(session.context(table))) for _, table in ends]
    measures = tuple(_measure(condition, label, names, reports) for condition, label in _conditions(reports))
    over = bool(session.table.winners)
    return Progress(rounds, measures, over, not over and bool(rounds) and rounds[-1] == round_under_way(session))


def round_under_way(session: Session) -> int | None:
    """The round being played now (None once the game is won or past a fixed last round)."""
    now = session.table.position.round
    if session.table.winners or (session.ruleset.rounds is not None and now > session.ruleset.rounds):
        return None
    return now


def _conditions(reports: list[list[VictoryProgress]]) -> list[tuple[str, str]]:
    """Every condition reported in any round, first seen first, with its latest label."""
    found: dict[str, str] = {}
    for report in reports:
        for entry in report:
            found[entry.condition] = entry.label
    return list(found.items())


def _measure(condition: str, label: str, names: list[str], reports: list[list[VictoryProgress]]) -> Measure:
    values: dict[str, list[int | None]] = {name: [None] * len(reports) for name in names}
    targets: list[int | None] = []
    leads: list[bool] = []
    for index, report in enumerate(reports):
        entries = [e for e in report if e.condition == condition and e.player in values]
        for entry in entries:
            values[entry.player][index] = entry.value
        if entries:
            target = entries[0].target
            targets.append(target)
            leads.append(target == max(e.value for e in entries))
    # A target that changes, or that is only ever the leader's own score, is no line to aim at.
    fixed = targets[0] if targets and len(set(targets)) == 1 and not all(leads) else None
    return Measure(condition, label, {name: tuple(row) for name, row in values.items()}, fixed)
