"""Fix 8 (issues 32, 36, 37, 38): the engine's and the command line's wording leftovers.

A bare ``next`` declining the one option left is its holder's word, not the table's; ``next`` is not offered
where the rules refuse it to everyone; a refusal while the rules wait for someone else says whom and what.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.i18n import set_language
from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, new_game


def _cleopatra() -> Session:
    """The exchange over, Jana (Egypt, Cleopatra) may still swap a card with the bank."""
    session = new_game("carthage", "egypt", "rome", "greece", names=("Katka", "Jana", "Petr", "Honza"))
    finish_setup(session)
    deal(session, "Jana", {"taxes": 1})
    session.act("exchange-size", {"count": 0})
    assert session.phase.id == "trade"
    return session


def test_declining_cleopatra_with_a_bare_next_is_janas_word() -> None:
    session = _cleopatra()
    assert session.expected_actor(session.spec("next")).name == "Jana"  # type: ignore[union-attr]
    event = session.act("next")
    assert event.actor == "Jana"
    assert session.describe_event(event, len(session.events)) == "Jana ends the turn"
    set_language("cs")
    try:
        assert "Stůl" not in session.describe_event(event, len(session.events))
    finally:
        set_language("en")


def test_next_phase_stays_the_tables_word() -> None:
    session = _cleopatra()
    event = session.act("next-phase")
    assert event.actor is None


def test_next_is_not_listed_while_greece_owes_its_blockade_answer(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine import saves
    from engine.proposing import next_open
    from tests.mare_nostrum.test_blockade import _petr_in_strategy
    from tui.cli.main import main

    session = _petr_in_strategy()
    assert next_open(session)
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    assert session.ruleset.awaited(session.context()) == "blockade"
    assert not next_open(session) and session.propose("next").violations  # refused to all, as the list says
    saves.save(session, saves_dir / "blockade.toml")
    assert main(["actions", "blockade", "--json"]) == 0
    listed = [a["name"] for a in json.loads(capsys.readouterr().out)]
    assert "next" not in listed and "next-phase" in listed and "blockade" in listed  # the override stays
    session.act("let-through", {})
    # Landed alone in Greek land, Petr must first ravage, occupy or seize: the turn still cannot end.
    assert not next_open(session) and session.propose("next").violations


def _statesman_to_name() -> Session:
    """The build phase begun: Cy (Statesman) has yet to name who builds first."""
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    session.act("exchange-size", {"count": 0}, actor=session.summary()["acts_next"])
    assert session.phase.id == "build" and session.table.position.turn is None
    return session


def test_a_buy_before_the_statesman_names_says_whom_the_table_waits_for() -> None:
    # Where the rules still wait for the Statesman's naming (a save from before version 15; since then her own
    # buy begins her turn, ``engine.taken_turns``), the refusal says whom the table waits for.
    from rulesets.mare_nostrum.legacy import CHOSEN_TURN_LOG

    session = _statesman_to_name()
    session.options[CHOSEN_TURN_LOG] = True
    assert session.players[session.ruleset.chooser(session.context()) or 0].name == "Cy"
    said = [v.message for v in session.propose("buy", {"item": "legion"}).violations]
    assert said == ["nobody may take the buy action now: Cy first names who acts (next player=NAME)"]
    set_language("cs")
    try:
        said = [v.message for v in session.propose("buy", {"item": "legion"}).violations]
    finally:
        set_language("en")
    assert said == ["akci koupit teď nesmí provést nikdo: Cy nejdřív určí, kdo hraje (další hráč=JMÉNO)"], said


def test_where_the_actions_own_rules_speak_the_plain_refusal_stays() -> None:
    # ``errors.specific`` then shows the action's own reasons alone, as before.
    session = _statesman_to_name()
    said = [v.message for v in session.propose("buy", {"item": "legion"}, actor="Ann").violations]
    assert said[0] == "nobody may take the buy action now" and len(said) > 1


def test_a_fields_condition_is_said_in_the_language_spoken() -> None:
    spec = new_game("babylon", "carthage", "greece").spec("buy")
    good = spec.field("good")
    assert good is not None
    assert good.said.endswith("(only with item=caravan)")
    set_language("cs")
    try:
        said = good.said
    finally:
        set_language("en")
    assert said.endswith("(jen s co=karavana)"), said
