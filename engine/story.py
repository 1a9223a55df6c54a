"""The story of a session, for looking back at the evening (no Textual here): who won and why, each
victory measure round by round, every rule the table overrode and every correction it made.

``report.py`` writes it as one self-contained HTML file (``tabula report SAVE``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.i18n import tr
from engine.progress import Progress, progress

if TYPE_CHECKING:
    from engine.session import Session

CORRECTION = "correct"


@dataclass(frozen=True)
class Moment:
    """One event worth telling: where it happened, what the log says of it, and why it stands out.

    Attributes:
        index: The event's number in the log (1-based).
        round: The round it happened in.
        line: The log line.
        detail: What stands out: the rules overridden, or what a correction changed.
    """

    index: int
    round: int
    line: str
    detail: str


@dataclass(frozen=True)
class Story:
    """A session told afterwards.

    Attributes:
        game: The game's name.
        name: The session's name.
        players: The players in seating order, with their factions as read.
        rounds: How many rounds were played (the one going on counted).
        winners: Who won (empty while the game goes on).
        why: The victory conditions each winner met, as read.
        progress: Each victory measure per round.
        overrides: Events the table forced past a rule.
        corrections: Corrections that made the app match the table.
    """

    game: str
    name: str
    players: tuple[tuple[str, str], ...]
    rounds: int
    winners: tuple[str, ...]
    why: dict[str, tuple[str, ...]]
    progress: Progress
    overrides: tuple[Moment, ...]
    corrections: tuple[Moment, ...]


def story(session: Session) -> Story:
    """The story of ``session`` so far (or of the whole game, once it is over)."""
    winners = tuple(p.name for p in session.winners)
    met: dict[str, list[str]] = {name: [] for name in winners}
    for report in session.victory():
        if report.player in met and report.met:
            met[report.player].append(tr(report.label))
    overrides, corrections = [], []
    for index, event in enumerate(session.events, start=1):
        if event.forced:
            rules = ", ".join(tr(rule) for rule in event.forced)
            line = session.describe_event(event, index)
            overrides.append(Moment(index, event.round, line, tr("rules overridden: {rules}").format(rules=rules)))
        if event.type == CORRECTION:
            line = session.describe_event(event, index)
            corrections.append(Moment(index, event.round, line, " ".join(session.outcome(index))))
    return Story(
        game=session.ruleset.name,
        name=session.name,
        players=tuple((p.name, session.ruleset.faction_name(p.faction)) for p in session.players),
        rounds=session.table.position.round,
        winners=winners,
        why={name: tuple(found) for name, found in met.items()},
        progress=progress(session),
        overrides=tuple(overrides),
        corrections=tuple(corrections),
    )
