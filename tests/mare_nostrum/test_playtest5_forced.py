"""Play-test 5 (issue 32), rules v11: a take that leaves one card alone to take, and a seizure that is the only
choice after entering a province (p.10, l.23), are done by themselves and said in the log; an older log keeps
them typed."""

from __future__ import annotations

from engine import saves
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.conquest import SEIZE_LOG
from rulesets.mare_nostrum.taking import LAST_TAKE_LOG
from tests.mare_nostrum.helpers import deal, finish_setup, hand_of, name_goods, new_game, strategy, table, units


def _exchange_of_one() -> Session:
    """Ann, Bo and Cy each lay out one different card; Bo, the Merchant, takes first."""
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    for name, card in (("Ann", "wine"), ("Bo", "fish"), ("Cy", "oil")):
        deal(session, name, {card: 1, "taxes": 2})
    session.act("exchange-size", {"count": 1}, actor="Bo")
    for name, card in (("Ann", "wine"), ("Bo", "fish"), ("Cy", "oil")):
        session.act("offer", {"cards": card}, actor=name)
    return session


def test_the_last_take_with_one_card_left_is_taken_and_said() -> None:
    session = _exchange_of_one()
    session.act("take", {"from": "Ann"})  # Bo takes Ann's wine; Ann may take Bo's fish or Cy's oil
    session.act("take", {"from": "Cy"})  # Ann takes Cy's oil; Cy may only take Bo's fish
    said = session.outcome(len(session.events))
    # The typed take is said by its log line alone (play-test 11: it was said twice).
    assert said[0] == "Cy takes Bo's fish, the only card Cy could take."
    exchange = table(session).state.exchange
    assert exchange is not None and exchange.over
    assert hand_of(session, "Cy") == {"taxes": 2, "fish": 1}
    assert [e.type for e in session.events].count("take") == 2


def test_an_older_log_keeps_its_typed_last_take() -> None:
    session = _exchange_of_one()
    session.options = {**session.options, LAST_TAKE_LOG: True}
    for giver in ("Ann", "Cy", "Bo"):
        session.act("take", {"from": giver})
    data = {**to_data(session), "ruleset_version": "10", "options": {}}
    loaded = saves.from_data(data, "old")
    assert loaded.options[LAST_TAKE_LOG] and not loaded.options[SEIZE_LOG]
    assert hand_of(loaded, "Cy") == hand_of(session, "Cy") == {"taxes": 2, "fish": 1}


def _bo_enters_cyrene() -> Session:
    """Bo (Carthage) marches into Egypt's Cyrene, where no unit stands and nothing is built (p.8: no dice)."""
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    name_goods(session)
    session.act("connect", {"a": "carthage", "b": "cyrene"})
    units(session, "carthage", "legion", "carthage", 2)
    units(session, "cyrene", "legion", "egypt", 0)
    strategy(session, "Bo")
    session.act("move-legion", {"from": "carthage", "to": "cyrene", "count": 1})
    return session


def test_a_seizure_that_is_the_only_choice_is_made_and_said() -> None:
    session = _bo_enters_cyrene()
    assert table(session).state.province("cyrene").seizing == "carthage"
    said = session.outcome(len(session.events))
    assert (
        "Nothing in Cyrene can be ravaged or occupied, so Bo seizes it, the one choice left: Bo's legion stands "
        "on the influence marker, to be replaced in a later build phase."
    ) in said
    assert "seize" not in [e.type for e in session.events]
    session.act("next", {"player": "Cy"})  # nothing owed: the turn may end


def test_an_older_log_keeps_its_typed_seizure() -> None:
    session = _bo_enters_cyrene()
    data = to_data(session)
    events = [*data["events"], {"t": "seize", "by": "Bo", "at": 0, "a": {"province": "cyrene"}}]
    loaded = saves.from_data({**data, "ruleset_version": "10", "options": {}, "events": events}, "old")
    assert loaded.options[SEIZE_LOG]
    assert table(loaded).state.province("cyrene").seizing == "carthage"
