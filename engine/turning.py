"""The turning points of a session, read from its victory measures round by round (``engine.progress``):
a lead taken or lost, a target reached, a yes/no measure come true. The story tells them first
(``engine.story``), so a reader sees at a glance how the evening went before its round-by-round log.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import tr
from engine.progress import Measure, Progress


@dataclass(frozen=True)
class Turn:
    """One turning point.

    Attributes:
        round: The round at whose end it stood (the round under way: so far).
        text: What happened, in the language spoken.
    """

    round: int
    text: str


def turning_points(progress: Progress) -> tuple[Turn, ...]:
    """Every turning point of every measure, by round (a round's in the order the rules report measures)."""
    found: list[Turn] = []
    for measure in progress.measures:
        if measure.yes_no:
            found.extend(_come_true(measure, progress.rounds))
        else:
            found.extend(_leads(measure, progress.rounds))
            found.extend(_targets(measure, progress.rounds))
    return tuple(sorted(found, key=lambda turn: turn.round))


def _at(measure: Measure, index: int) -> dict[str, int]:
    """Each player's value at the ``index``-th round (those with none left out)."""
    return {name: row[index] for name, row in measure.values.items() if row[index] is not None}  # type: ignore[misc]


def _leads(measure: Measure, rounds: tuple[int, ...]) -> list[Turn]:
    """A player alone in front where another was, or nobody (a tie or nothing scored yet, which is no lead)."""
    out: list[Turn] = []
    what = tr(measure.label)
    leader: str | None = None
    for index, number in enumerate(rounds):
        values = _at(measure, index)
        if len(values) < 2:
            continue
        ranked = sorted(values.items(), key=lambda item: -item[1])
        (first, top), (runner, second) = ranked[0], ranked[1]
        if top <= 0 or top == second or first == leader:
            continue
        if leader is None:
            said = tr("{player} takes the lead in {what}: {value}, {runner} {second}")
            text = said.format(player=first, what=what, value=top, runner=runner, second=second)
        else:
            said = tr("{player} overtakes {previous} in {what}: {value} to {theirs}")
            text = said.format(player=first, previous=leader, what=what, value=top, theirs=values.get(leader, 0))
        out.append(Turn(number, text))
        leader = first
    return out


def _targets(measure: Measure, rounds: tuple[int, ...]) -> list[Turn]:
    """The round each player first reached the measure's fixed target."""
    if not measure.target:
        return []
    out = []
    for name, row in measure.values.items():
        index = next((i for i, v in enumerate(row) if v is not None and v >= measure.target), None)
        if index is not None:
            said = tr("{player} reaches the target of {what}: {value} of {target}")
            text = said.format(player=name, what=tr(measure.label), value=row[index], target=measure.target)
            out.append(Turn(rounds[index], text))
    return out


def _come_true(measure: Measure, rounds: tuple[int, ...]) -> list[Turn]:
    """The round a yes/no measure became yes for a player (and, where it did, the round it went back to no)."""
    out = []
    what = tr(measure.label)
    for name, row in measure.values.items():
        held = False
        for index, value in enumerate(row):
            if value is None or bool(value) == held:
                continue
            held = bool(value)
            said = tr("{what}: yes for {player}") if held else tr("{what}: no longer for {player}")
            out.append(Turn(rounds[index], said.format(what=what, player=name)))
    return out
