"""Outcomes: every applied action says what changed at the table, in sentences, never in Python reprs."""

from __future__ import annotations

import random
import re

import pytest

from engine.errors import RuleRefused
from engine.outcomes import plain
from engine.playout import random_playout
from tests.conftest import finish_harvest, new_market

REPR = re.compile(r"\{'|\[\'|\bNone\b|\bTrue\b|\bFalse\b|\w+=\S")


def test_moves_become_sentences() -> None:
    session = new_market(2)
    session.act("harvest")
    assert session.outcome(1) == ["2 coins go from the bank to Ann's purse."]


def test_a_rule_outcome_comes_first_then_what_moved_then_the_turn() -> None:
    session = new_market(2)
    finish_harvest(session)
    session.act("next-phase")
    session.act("next", {"player": "Bo"})
    session.act("duel", {"opponent": "Ann", "attack": "6", "defend": "5"})
    assert session.outcome(len(session.events)) == ["Bo wins the duel against Ann: 6 against 5.", "Ann's turn."]


def test_a_correction_sets_a_holder_and_says_why() -> None:
    session = new_market(2)
    raw = {
        "holder": "ann's purse",
        "kind": "COIN",
        "count": "4",
        "reason": "paid from the bank by mistake",
        "source": "bank",
    }
    event = session.act("correct", raw)
    assert event.actor is None and event.args["holder"] == "purse:red"  # nobody has the turn: the table corrects
    assert session.table.ledger.count("purse:red", "coin") == 4
    assert session.outcome(1) == [
        "Correction: Ann's purse: 4 coins now (was 1; 3 coins came from the bank).",
        "Reason: paid from the bank by mistake",
    ]
    assert session.describe_event(event) == ("The table corrects Ann's purse (paid from the bank by mistake)")


def test_a_correction_cannot_make_what_does_not_exist() -> None:
    session = new_market(2)
    with pytest.raises(RuleRefused, match="all 40 coins are out of the box: name where it comes from as the source"):
        session.act("correct", {"holder": "purse:red", "kind": "coin", "count": "9", "reason": "x"}, force=True)
    session.act(
        "correct", {"holder": "purse:red", "kind": "coin", "count": "9", "reason": "from the bank", "source": "bank"}
    )
    assert session.table.ledger.count("bank", "coin") == 30
    assert sum(session.table.ledger.totals().values()) == sum(session.initial.ledger.totals().values())


def test_plain_values() -> None:
    assert plain([1, 2]) == "1, 2" and plain(True) == "yes" and plain(None) == "-" and plain([]) == "none"


@pytest.mark.parametrize("seed", range(3))
def test_no_reprs_in_the_log_or_outcomes_of_random_play(seed: int) -> None:
    session = new_market(3, seed=seed)
    random_playout(session, 60, random.Random(seed), force_rate=0.3)
    for index, event in enumerate(session.events, start=1):
        for line in [session.describe_event(event, index), *session.outcome(index)]:
            assert not REPR.search(line.replace("[overridden:", "")), line


def test_single_units_gathered_into_one_place_read_as_one_sentence() -> None:
    """Issue 16: a new round in Struggle for Rome logged one line per compass-rose marker going back."""
    from engine.ledger import Component, Components, Move
    from engine.outcomes import move_sentences

    labels = {"n:5": "5 on the rose", "n:8": "8 on the rose", "rose": "the rose", "purse:a": "Ann's purse",
              "purse:b": "Bo's purse", "bank": "the bank"}  # fmt: skip
    components = Components(
        [Component("marker", "marker", count=4), Component("gold", "gold", plural="gold")],
        label=lambda h: labels[h],
        owners=[("a", "Ann"), ("b", "Bo")],
    )
    moves = [Move("marker", 1, "n:5", "rose"), Move("marker", 1, "n:8", "rose")]
    assert move_sentences(moves, components) == ["2 markers go from 5 and 8 on the rose to the rose."]
    # Who paid what stays said: a player's holders are never gathered.
    paid = [Move("gold", 1, "purse:a", "bank"), Move("gold", 1, "purse:b", "bank")]
    assert move_sentences(paid, components) == [
        "1 gold goes from Ann's purse to the bank.",
        "1 gold goes from Bo's purse to the bank.",
    ]


def test_a_log_line_leaves_out_what_was_not_said() -> None:
    # Re-test: a roll without a reason read "Ann rolls 6 (for: -)".
    session = new_market(2)
    session.act("roll", {"dice": "6"})
    session.act("roll", {"dice": "3", "why": "luck"})
    first, second = (session.describe_event(e, i + 1) for i, e in enumerate(session.events))
    assert first.endswith("rolls 6") and "(" not in first, first
    assert second.endswith("rolls 3 (for: luck)"), second
