"""Issue 36, the play-test at 8 of 10: coins only from a source the rules give (l. 216), and the phases where only
the table knows whether anyone still acts end for everyone in one command (l. 26-28, l. 141)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.civilization.helpers import count, give_person, go_to, new


def _legacy(options: dict[str, Any]) -> dict[str, Any]:
    """A migrated save's legacy flags (the culture track's stand-ins, kept since version 8, left out)."""
    from rulesets.civilization.ruleset import STAND_INS

    return {k: v for k, v in options.items() if k not in STAND_INS}


def test_coins_come_only_from_a_source_the_rules_give() -> None:
    # l. 216: coins come from techs, huts, great persons or wonders; 15 of them win (l. 9). The play-test typed
    # coins change=15 with no source and won.
    session = new(("A", "china"), ("B", "rome"))
    for fields, said in (
        ({"change": 15}, "say where the coins come from or go (from=)"),
        ({"change": 2, "from": "person"}, "A holds no great person"),
        ({"change": 1, "from": "wonder"}, "A has no wonder"),
        ({"change": 1, "from": "building"}, "A has no building with a coin printed on it"),
        ({"change": 1, "from": "tech"}, "coins printed on a tech come with research"),
        ({"change": 1, "from": "lost"}, "a gain of coins is not a loss"),
    ):
        with pytest.raises(RuleRefused, match=re.escape(said)) as refused:
            session.act("coins", fields)
        assert refused.value.forcible
    assert count(session, "coins:china", "coin") == 0 and not session.winners
    give_person(session, 0, "marco-polo")
    session.act("coins", {"change": 2, "from": "person"})
    with pytest.raises(RuleRefused, match="coins lost say from=lost"):
        session.act("coins", {"change": -1, "from": "person"})
    session.act("coins", {"change": -1, "from": "lost"})
    assert count(session, "coins:china", "coin") == 1
    # The table may still override, logged as forced.
    session.act("coins", {"change": 1}, force=True)
    assert count(session, "coins:china", "coin") == 2 and session.events[-1].forced


def test_a_log_before_version_7_changes_coins_as_it_did() -> None:
    from rulesets.civilization import INFO

    ruleset = INFO.load()
    assert _legacy(ruleset.migrate({"options": {}}, "6")["options"]) == {
        "rules_v6": True,
        "rules_v8": True,
        "rules_v9": True,
        "rules_v10": True,
        "rules_v11": True,
        "rules_v12": True,
        "rules_v13": True,
    }
    session = Session.new(ruleset, [("A", "china"), ("B", "rome")], options={"rules_v6": True})
    session.act("coins", {"change": 3})
    assert count(session, "coins:china", "coin") == 3


def test_one_command_ends_movement_for_everyone() -> None:
    # The app knows no map: whether anyone else moves is the table's to say. Pending says the one command that ends
    # the phase for all, and it does (the play-test typed a bare next for every player's figures).
    session = new(("A", "china"), ("B", "rome"), ("C", "germany"))
    go_to(session, "movement")
    said = "Nobody else moves or fights? next-phase ends movement for everyone."
    first = "Nobody moves or fights this round? next-phase ends movement for everyone."
    assert first in session.ruleset.pending(session.context())  # from the first turn (play-test 5), not "else"
    assert said not in session.ruleset.pending(session.context())
    session.act("next")
    assert said in session.ruleset.pending(session.context())
    session.act("next-phase")
    assert session.phase.id != "movement"


def test_one_command_ends_a_start_where_only_settlers_could_act() -> None:
    session = new(("A", "china"), ("B", "rome"), ("C", "germany"))
    session.act("next-phase")  # round 1's start
    go_to(session, "start")
    assert session.table.position.round == 2
    said = "Nobody else founds a city, makes a metropolis or changes government? next-phase ends the start."
    assert said not in session.ruleset.pending(session.context())
    session.act("next")
    assert said in session.ruleset.pending(session.context())
    session.act("next-phase")
    assert session.phase.id == "trade"
