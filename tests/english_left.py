"""English left in a game played in Czech: every line a person reads, gathered from random play, and those
that still read as English.

    python -m tests.english_left hellas        # print the English lines, most frequent first

Play is random (legal and forced, every action tried with random values), so refusals, outcomes, the log,
``show``, pending, obligations, views, actions' help and phases are all read. A line reads as English when
it has one of ``ENGLISH`` as a word (player names and ids are not in that list).
"""

from __future__ import annotations

import random
import re
import sys
from collections import Counter
from collections.abc import Iterator

from engine import registry
from engine.errors import TabulaError
from engine.i18n import set_language
from engine.playout import random_value
from engine.session import Session

#: Words that are English and not Czech (nor a player's name, nor an id a person types).
ENGLISH = frozenset(
    [
        "the",
        "of",
        "is",
        "are",
        "has",
        "have",
        "with",
        "from",
        "for",
        "an",
        "not",
        "your",
        "their",
        "each",
        "must",
        "may",
        "can",
        "goes",
        "into",
        "none",
        "yes",
        "player",
        "players",
        "card",
        "cards",
        "turn",
        "phase",
        "round",
        "this",
        "that",
        "there",
        "which",
        "when",
        "then",
        "than",
        "only",
        "until",
        "no",
        "more",
        "left",
        "takes",
        "gets",
        "pays",
        "gives",
        "holds",
    ]
)
_WORD = re.compile(r"\w+")  # a Czech word with diacritics is one word ("jméno" holds no "no")


def english(line: str) -> bool:
    """Whether ``line`` reads as English (a word of ``ENGLISH`` in it, outside quotes and code)."""
    # A quote opens after a space, not inside a word: the apostrophe of a name ("Ann's plan") opens none.
    plain = re.sub(r"(?<!\w)'[^']*'(?!\w)|`[^`]*`", "", line)
    return any(w.lower() in ENGLISH for w in _WORD.findall(plain))


def _session(game_id: str, seed: int) -> Session:
    ruleset = registry.load(game_id)
    names = ["Ann", "Bob", "Cyd", "Dan", "Eve"][: max(ruleset.min_players, min(4, ruleset.max_players))]
    players = [(n, ruleset.factions[i] if ruleset.factions else "") for i, n in enumerate(names)]
    return Session.new(ruleset, players, name="probe", rng=random.Random(seed))


def lines_read(game_id: str, seed: int = 1, steps: int = 120) -> Iterator[str]:
    """Every line a person would read while ``steps`` random actions are tried on ``game_id``."""
    from tui.show_text import render

    session = _session(game_id, seed)
    rng = random.Random(seed)
    for phase in session.ruleset.phases:
        yield phase.title
        yield phase.said_guide
    for _ in range(steps):
        ctx = session.context()
        yield from session.ruleset.pending(ctx)
        yield from (v.said() for v in session.ruleset.phase_may_end(ctx))
        yield from render(session, session.summary()).splitlines()
        specs = [s for s in session.available() if s.name != "correct"]
        if not specs:
            break
        spec = rng.choice(specs)
        yield spec.said
        yield from (f.said for f in spec.fields)
        raw = {f.name: random_value(f, session, rng) for f in spec.fields if f.required or rng.random() < 0.5}
        try:
            proposal = session.propose(spec.name, raw)
        except TabulaError as error:
            yield str(error)
            continue
        yield from (v.said() for v in proposal.violations)
        if proposal.legal or proposal.forcible:
            try:
                session.act(spec.name, raw, force=not proposal.legal)
            except TabulaError as error:
                yield str(error)
                continue
            yield session.describe_event(session.events[-1])
            yield from session.outcome(len(session.events) - 1)


def english_left(game_id: str, seeds: int = 4) -> Counter[str]:
    """The lines still in English while ``game_id`` is played in Czech, with how often each was read."""
    set_language("cs")
    try:
        found: Counter[str] = Counter()
        for seed in range(seeds):
            found.update(line for line in lines_read(game_id, seed) if line and english(line))
        return found
    finally:
        set_language("en")


if __name__ == "__main__":
    left = english_left(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 4)
    for line, n in left.most_common():
        print(f"{n:4}  {line}")
    print(f"{len(left)} lines in English")
