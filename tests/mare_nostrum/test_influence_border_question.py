"""Influence beyond a border the kit does not know is asked about, as a move is (issue 31's app play-test: the
buy was refused, and the table had to type the border as a ``connect`` that lost the buy's form)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from engine.kits import Kit, loads
from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.mare_nostrum.helpers import HERE, deal, finish_setup, set_game, table


def _egypt_builds(kit: Kit | None = None) -> Session:
    """Egypt held only Alexandria at round start, on the shipped kit (Alexandria's border with Sinai untold)
    or the one given."""
    players = [("Egypt", "egypt"), ("Carthage", "carthage"), ("Greece", "greece")]
    session = Session.new(INFO.load(), players, kit=kit)
    session.rng = random.Random(1)
    finish_setup(session)
    state = table(session).state
    set_game(session, replace(state, held_at_start=(frozenset({"alexandria"}),) + state.held_at_start[1:]))
    deal(session, "Egypt", {"taxes": 6})
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    session.act("next", {"player": "Egypt"})
    return session


def test_an_untold_border_is_asked_and_yes_lets_the_buy_go_on() -> None:
    session = _egypt_builds()
    assert table(session).state.atlas.border("sinai", "alexandria") is None
    with pytest.raises(RuleRefused) as refused:
        session.act("buy", {"item": "influence", "province": "sinai"})
    (fact,) = refused.value.facts()
    assert fact.question == "Does the board show Sinai bordering Alexandria?"
    assert (fact.action, dict(fact.fields)) == ("connect", {"a": "sinai", "b": "alexandria"})
    session.act(fact.action, dict(fact.fields))
    session.act("buy", {"item": "influence", "province": "sinai"})
    assert table(session).influence("sinai") == "egypt"


def test_a_border_the_kit_denies_asks_nothing() -> None:
    examples = (HERE / "examples.toml").read_text(encoding="utf-8")
    complete = examples.replace(
        'neighbours = ["cyrene", "sinai", "thebes", "?"]', 'neighbours = ["cyrene", "sinai", "thebes"]'
    )
    assert complete != examples
    ruleset = INFO.load()
    session = _egypt_builds(loads(complete, ruleset.kit_schema, ruleset.id, "complete"))  # Alexandria's all told
    assert table(session).state.atlas.border("west-of-cyrene", "alexandria") is False
    refused = session.propose("buy", {"item": "influence", "province": "west-of-cyrene"})
    assert [v.rule for v in refused.violations] == ["Influence reach"]
    assert all(v.told is None for v in refused.violations)
