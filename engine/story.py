"""The story of a session, for looking back at the evening (no Textual here): who won and why, each
victory measure round by round, each player's income per round, the battles with their odds and
results, every rule the table overrode and every correction it made.

``report.py`` writes it as one self-contained HTML file (``tabula report SAVE``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.battle import Battle
from engine.i18n import ntr, tr
from engine.names import fold
from engine.progress import Measure, Progress, progress, round_under_way
from engine.ruleset import Ruleset
from engine.table_actions import CORRECTION
from engine.turning import Turn, turning_points

if TYPE_CHECKING:
    from engine.session import Session


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
class Fought:
    """A battle and when it was fought.

    Attributes:
        index: The event that settled it (1-based).
        round: The round it was fought in.
        battle: What the game tells of it.
    """

    index: int
    round: int
    battle: Battle


@dataclass(frozen=True)
class Income:
    """What each player received in one round.

    Attributes:
        round: The round.
        amounts: Per seat, by kind.
        said: Per seat, in words ("3 coins, 2 grain"; "" for nothing).
    """

    round: int
    amounts: tuple[dict[str, int], ...]
    said: tuple[str, ...]


@dataclass(frozen=True)
class Entry:
    """One event of the log as the story tells it.

    Attributes:
        index: The event's number in the log (1-based).
        phase: The phase it was played in, as the game names it in the language spoken.
        line: The log line.
        outcome: What it changed at the table, one sentence each.
        battle: The battle it settled, if it settled one.
    """

    index: int
    phase: str
    line: str
    outcome: tuple[str, ...]
    battle: Battle | None = None


@dataclass(frozen=True)
class Chapter:
    """One round of the log.

    Attributes:
        round: The round.
        entries: Its events, in the order played.
    """

    round: int
    entries: tuple[Entry, ...]


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
        income: Each round's income per player (empty for a game without income).
        battles: Every battle, in the order fought.
        has_income: Whether the game has income to tell at all.
        has_battles: Whether the game has battles to tell at all.
        income_lines: Each income kind per round of ``progress`` (0 where a round brought nothing), to plot.
        chapters: The log's sentences, round by round.
        turns: The turning points: leads taken, targets reached, a yes/no measure come true.
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
    income: tuple[Income, ...] = ()
    battles: tuple[Fought, ...] = ()
    has_income: bool = False
    has_battles: bool = False
    income_lines: tuple[Measure, ...] = ()
    chapters: tuple[Chapter, ...] = ()
    turns: tuple[Turn, ...] = ()


def story(session: Session) -> Story:
    """The story of ``session`` so far (or of the whole game, once it is over)."""
    winners = tuple(p.name for p in session.winners)
    met: dict[str, list[str]] = {name: [] for name in winners}
    for report in session.victory():
        if report.player in met and report.met:
            # Where the most wins, the bare measure read as a verdict ("Kaja won: Points."): its count says why.
            said = tr("{label} {value} (the most)") if report.leading else "{label}"
            met[report.player].append(said.format(label=tr(report.label), value=report.value))
    overrides, corrections = [], []
    ruleset = session.ruleset
    names = [p.name for p in session.players]
    battles: list[Fought] = []
    titles = {phase.id: phase.title for phase in ruleset.phases}
    chapters: dict[int, list[Entry]] = {}
    for index, event in enumerate(session.events, start=1):
        told = None
        if event.type in ruleset.battle_actions:
            actor = names.index(event.actor) if event.actor in names else None
            before = session.context(session.tables[index - 1], actor)
            told = ruleset.battle(before, session.context(session.tables[index], actor), event)
            if told is not None:
                battles.append(Fought(index, event.round, told))
        line, outcome = session.describe_event(event, index), tuple(session.outcome(index))
        phase = titles.get(event.phase, event.phase)
        chapters.setdefault(event.round, []).append(Entry(index, phase, line, outcome, told))
        if event.forced:
            rules = ", ".join(tr(rule) for rule in event.forced)
            overrides.append(Moment(index, event.round, line, tr("rules overridden: {rules}").format(rules=rules)))
        if event.type == CORRECTION:
            corrections.append(Moment(index, event.round, line, " ".join(outcome)))
    measures = progress(session)
    income = incomes(session)
    return Story(
        game=session.ruleset.name,
        name=session.name,
        # A game without factions: the name alone (its "faction" is only the player's own id).
        players=tuple(
            (p.name, session.ruleset.faction_name(p.faction) if session.ruleset.factions else "")
            for p in session.players
        ),
        # A game of fixed length ends with its round counter past the last round, which was never played.
        rounds=min(session.table.position.round, session.ruleset.rounds or session.table.position.round),
        winners=winners,
        why={name: tuple(found) for name, found in met.items()},
        progress=measures,
        overrides=tuple(overrides),
        corrections=tuple(corrections),
        income=income,
        battles=tuple(battles),
        has_income=bool(ruleset.income_kinds) or type(ruleset).income is not Ruleset.income,
        has_battles=bool(ruleset.battle_actions),
        income_lines=income_measures(session, income, measures.rounds),
        chapters=tuple(Chapter(number, tuple(entries)) for number, entries in sorted(chapters.items())),
        turns=turning_points(measures),
    )


def incomes(session: Session) -> tuple[Income, ...]:
    """What each player received, round by round (only the rounds that brought something)."""
    ruleset = session.ruleset
    seats = {p.faction: seat for seat, p in enumerate(session.players)}
    names = [p.name for p in session.players]
    income: dict[int, list[dict[str, int]]] = {}
    for index, event in enumerate(session.events, start=1):
        table = session.tables[index]
        got = ruleset.income(event, table.moves, seats, names)
        if not got:
            continue
        # Income paid as a round opens comes with the event that ended the round before (Mare Nostrum's
        # trade phase opens as the strategy phase ends): it belongs to the round it opens.
        number = table.position.round if ruleset.income_opens_round else event.round
        rows = income.setdefault(number, [{} for _ in names])
        for seat, kinds in got.items():
            for kind, n in kinds.items():
                rows[seat][kind] = rows[seat].get(kind, 0) + n
    return tuple(
        Income(number, tuple(rows), tuple(_words(session, row) for row in rows))
        for number, rows in sorted(income.items())
    )


def _component(session: Session, kind: str) -> bool:
    """Whether ``kind`` is one of the game's components (else a word of its own, like a trade dial's)."""
    return kind in session.components.by_base or kind in session.components.by_kind


def _words(session: Session, amounts: Mapping[str, int]) -> str:
    """``3 coins, 2 grain``: a component's own words, else the game's counted word for the kind (``1 pasture card``:
    "1 pasture cards" was read), else its word after the count (``3 trade``)."""
    parts = []
    words = session.ruleset.income_words
    for kind, n in amounts.items():
        if not n:
            continue
        if _component(session, kind):
            parts.append(session.components.amount(kind, n))
        elif kind in words:
            parts.append(ntr(*words[kind], n).format(n=n))
        else:
            parts.append(f"{n} {tr(kind)}")
    return ", ".join(parts)


def income_measures(session: Session, income: Sequence[Income], rounds: Sequence[int]) -> tuple[Measure, ...]:
    """Each income kind as a measure over ``rounds`` (the progress plot's rounds): what each player
    received in each round, 0 in a round that brought nothing; None in the round under way for a player
    who has received nothing yet (plotted as nothing rather than as a fall to 0)."""
    per_round = {row.round: row.amounts for row in income}
    kinds = list(dict.fromkeys(kind for row in income for seat in row.amounts for kind in seat))
    now = round_under_way(session)
    measures = []
    for kind in kinds:
        word = session.components.word(kind, 2) if _component(session, kind) else tr(kind)
        nothing = {number: None if number == now else 0 for number in rounds}
        values: dict[str, tuple[int | None, ...]] = {
            player.name: tuple(
                per_round[number][seat].get(kind, nothing[number]) if number in per_round else nothing[number]
                for number in rounds
            )
            for seat, player in enumerate(session.players)
        }
        measures.append(Measure(f"income:{kind}", tr("Income: {what}").format(what=word), values, None))
    return tuple(measures)


# -- the story's sentences, the same in the report and in the app ----------------------------------------


def players_said(told: Story) -> str:
    """``Ann (Rome), Bo (Carthage) · round 3 under way``."""
    names = ", ".join(f"{name} ({faction})" if faction else name for name, faction in told.players)
    if told.winners:
        return f"{names} · {tr('rounds played: {n}').format(n=told.rounds)}"
    return f"{names} · {tr('round {n} under way').format(n=told.rounds)}"


def results_said(told: Story) -> list[str]:
    """One sentence per winner and why ("Ann won: Cities."), or that the game goes on."""
    if not told.winners:
        return [tr("The game is not over yet.")]
    out = []
    for name in told.winners:
        why = ", ".join(told.why.get(name, ()))
        said = tr("{player} won: {why}.") if why else tr("{player} won.")
        out.append(said.format(player=name, why=why))
    return out


def where_fought(battle: Battle) -> str:
    """``Ann against Bo at Sparta``."""
    if battle.contest:
        return tr("{place}: {first}, {others}").format(
            place=battle.place, first=battle.sides[0], others=battle.sides[1]
        )
    if fold(battle.sides[1]) in fold(battle.place):
        # The place already names the defender (Struggle for Rome's "Lugdunum" defended by Lugdunum's towers;
        # Civilization's "the field"): "against Lugdunum at Lugdunum" said it twice (play-test 11).
        return tr("{attacker} against {place}").format(attacker=battle.sides[0], place=battle.place)
    return tr("{attacker} against {defender} at {place}").format(
        attacker=battle.sides[0], defender=battle.sides[1], place=battle.place
    )
