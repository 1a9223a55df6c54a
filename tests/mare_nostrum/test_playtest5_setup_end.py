"""Play-test 5 (issue 32): the preset start ends by itself once nothing is left in it (rules v10); a log from
before, which typed that ``next-phase``, replays as it was taken."""

from __future__ import annotations

import random

from engine import saves
from engine.kits import loads
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum import INFO
from rulesets.mare_nostrum.setup_end import SETUP_END_LOG
from tests.mare_nostrum.helpers import HERE, name_goods, new_game

#: Every start symbol of Rome, Greece and Carthage, as many as their preset caravans: nothing to name.
_ALL_SYMBOLS = {
    "rome": ["wine", "grain"],
    "north-of-rome": ["metals"],
    "south-of-rome": ["fruit"],
    "carthage": ["fish", "slaves"],
    "west-of-carthage": ["fruit"],
    "south-of-carthage": ["gold"],
    "athens": ["oil"],
    "north-of-athens": ["cattle", "wine"],
}


def _named() -> Session:
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    name_goods(session)
    assert session.phase.id == "setup"  # Egypt's extra caravan is left
    return session


def test_the_last_setup_step_begins_the_first_round() -> None:
    session = _named()
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Ann")
    assert session.phase.id == "trade" and session.table.position.round == 1
    assert not session.options[SETUP_END_LOG]
    assert [e.type for e in session.events].count("next-phase") == 0


def test_a_log_that_typed_the_end_of_the_setup_replays_as_it_was_taken() -> None:
    session = _named()
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Ann")
    session.act("exchange-size", {"count": 0}, actor="Bo")
    data = to_data(session)
    events = list(data["events"])
    at = next(i for i, raw in enumerate(events) if raw["t"] == "exchange-size")
    typed = [*events[:at], {"t": "next-phase", "by": "Bo", "at": 0}, *events[at:]]
    for version in ("8", "9"):
        loaded = saves.from_data({**data, "ruleset_version": version, "options": {}, "events": typed}, "old")
        assert loaded.options[SETUP_END_LOG]
        assert [e.type for e in loaded.events] == [e.type for e in session.events][:at] + [
            "next-phase",
            *[e.type for e in session.events][at:],
        ]
        assert (loaded.phase.id, loaded.table.position.round) == (session.phase.id, session.table.position.round)
    # The same log without the typed step (written under version 10, or stopped in the setup) needs no option.
    plain = saves.from_data({**data, "ruleset_version": "9", "options": {}}, "plain")
    assert not plain.options[SETUP_END_LOG] and plain.phase.id == session.phase.id


def test_a_setup_complete_when_the_game_is_created_begins_the_first_round() -> None:
    text = (HERE / "examples.toml").read_text(encoding="utf-8")
    for pid, goods in _ALL_SYMBOLS.items():
        start = text.index(f'{{ id = "{pid}", name')
        at = text.index('goods = "?"', start)
        text = text[:at] + "goods = [" + ", ".join(f'"{g}"' for g in goods) + "]" + text[at + len('goods = "?"') :]
    ruleset = INFO.load()
    kit = loads(text, ruleset.kit_schema, ruleset.id, "complete")
    players = [("Ann", "rome"), ("Bo", "greece"), ("Cy", "carthage")]
    session = Session.new(ruleset, players, rng=random.Random(1), kit=kit)
    assert session.phase.id == "trade"
