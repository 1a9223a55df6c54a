"""Play-test 10, bug 12 (36-point start): Jana's fortress made her Merchant and Commander; she handed the
Commander to Petr, and Petr's next buy took it silently back to her (p.4, l.9: the second card goes to the
runner-up, so that nobody starts with two roles)."""

from __future__ import annotations

from engine import saves
from engine.reference import topic
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.legacy import migrate
from rulesets.mare_nostrum.roles import HANDED_ON_LOG
from tests.mare_nostrum.helpers import new_game, table

TP = (
    ("Jana", {"item": "influence", "province": "alexandria"}),
    ("Jana", {"item": "caravan", "province": "alexandria"}),
    ("Jana", {"item": "fortress", "province": "alexandria"}),
)


def _handed_on() -> Session:
    session = new_game(
        "egypt", "rome", "greece", "carthage", names=("Jana", "Petr", "Honza", "Katka"), variants=("points-start",)
    )
    for who, args in TP:
        session.act("buy", args, actor=who)
    assert table(session).holder_of("commander") == 0 == table(session).holder_of("merchant")
    session.act("give-role", {"role": "commander", "player": "Petr"}, actor="Jana")
    return session


def test_a_handed_on_role_stays_where_it_was_given() -> None:
    session = _handed_on()
    assert table(session).holder_of("commander") == 1
    session.act("buy", {"item": "influence", "province": "rome"}, actor="Petr")
    assert table(session).holder_of("commander") == 1  # Petr keeps it
    pending = [p["text"] for p in session.summary()["pending"]]
    assert not any("second role card" in line for line in pending), pending


def test_an_older_36_point_log_replays_as_it_was_taken() -> None:
    session = _handed_on()
    session.act("buy", {"item": "influence", "province": "rome"}, actor="Petr")
    data = {**to_data(session), "ruleset_version": "13"}
    loaded = saves.from_data(data, "old")
    assert loaded.options.get(HANDED_ON_LOG) is True
    assert table(loaded).holder_of("commander") == 0  # back to Jana, as version 13 had it
    assert HANDED_ON_LOG not in migrate({"events": [], "variants": []}, "13", "14", frozenset())["options"]


def test_the_readings_are_in_decisions() -> None:
    # Bug 13: unspent points carry over to later turns (p.3: the turns go on until every point is spent).
    text = topic(_handed_on().ruleset, "decisions").text
    assert "Build points left over in the 36-point start" in text
    assert "A role card handed on in the 36-point start" in text
