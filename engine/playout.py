"""Random play, for the conformance suite and the benchmarks.

Values are drawn from each field's declaration (and catalogue), so any
ruleset can be played without game-specific code. Legal play applies only
proposals no rule objects to; forced play also applies, now and then, what
the table could override, so the paths ``--force`` takes are fuzzed too.
"""

from __future__ import annotations

import random
from typing import Any

from engine.errors import BadInput
from engine.fields import Field
from engine.session import Session


def random_value(field: Field, session: Session, rng: random.Random) -> Any:
    """A plausible value for a field (not necessarily one the rules accept)."""
    low = field.min if field.min is not None else 0
    if field.type == "int":
        high = field.max if field.max is not None else low + 6
        return rng.randint(low, max(low, min(high, low + 12)))
    if field.type == "bool":
        return rng.random() < 0.5
    if field.type == "str":
        return rng.choice(["north", "market", "Ann's plan", "x"])
    if field.type == "choice":
        return rng.choice(field.choices)
    if field.type == "player":
        return rng.choice(session.players).name
    if field.type in ("ref", "refs"):
        ids = session.catalogue(field.catalogue).ids() or ["nowhere"]
        if field.type == "ref":
            return rng.choice(ids)
        count = rng.randint(max(field.min or 1, 1), max(field.min or 1, 1) + 2)
        return [rng.choice(ids) for _ in range(count)]
    count_low = max(field.min or 1, 1)
    count = rng.randint(count_low, max(count_low, min(field.max or count_low + 2, count_low + 3)))
    if field.type == "dice":
        return [rng.randint(1, field.sides) for _ in range(count)]
    if field.type == "ints":
        return [rng.randint(0, 6) for _ in range(count)]
    if field.type == "strs":
        return [rng.choice(["north", "x"]) for _ in range(count)]
    return [rng.choice(field.choices) for _ in range(count)]


def random_step(session: Session, rng: random.Random, tries: int = 6, force_rate: float = 0.0) -> bool:
    """Apply one random legal action (or, at ``force_rate``, a forcible illegal one); False if none was found.

    Every available action is tried (in random order, ``tries`` random
    argument sets each) before giving up, so play goes on as long as
    anything at all is legal.
    """
    # Corrections are the table's escape hatch, not play: they are fuzzed on their own.
    options = [spec for spec in session.available() if spec.name != "correct"]
    rng.shuffle(options)
    for spec in options:
        for attempt in range(tries):
            raw: dict[str, Any] = {}
            # The last try fills in every field a form asks for and has a value to offer, as a player does:
            # an action needing four optional fields together (a tile the kit does not know, placed) is
            # otherwise found once in sixteen tries.
            full = attempt == tries - 1
            for field in spec.fields:
                if full and not field.asked_in(session.phase.id, session.options):
                    continue
                # The full try offers each field what a form would, given the fields filled in before it.
                given = raw if full else None
                hints = None
                included = field.required or rng.random() < 0.5
                if not included and full:
                    hints = session.suggestions(spec, field.name, given)  # asked once, kept for the value
                    included = bool(hints)
                if included:
                    if hints is None:
                        hints = session.suggestions(spec, field.name, given)
                    if hints and (full or rng.random() < 0.9):
                        raw[field.name] = rng.choice(hints)
                    else:
                        raw[field.name] = random_value(field, session, rng)
            try:
                proposal = session.propose(spec.name, raw)
            except BadInput:
                continue
            forced = not proposal.legal and proposal.forcible and rng.random() < force_rate
            if proposal.legal or forced:
                session.act(spec.name, raw, force=forced, at=1_800_000_000 + len(session.events))
                return True
    return False


def random_playout(session: Session, steps: int, rng: random.Random, force_rate: float = 0.0) -> int:
    """Up to ``steps`` random actions (legal, or forced at ``force_rate``); returns how many were applied."""
    done = 0
    for _ in range(steps):
        if not random_step(session, rng, force_rate=force_rate):
            break
        done += 1
    return done
