"""Play-test 7, wording: who names the first builder, the free pieces of the Statue of Zeus and the Lighthouse,
Odysseus's forced take, and a province's printed facts with one of them unknown."""

from __future__ import annotations

from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, new_game, own, table
from tests.mare_nostrum.test_round import _started


def _build(cards: dict[str, int]) -> Session:
    session = _started()
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, cards if name == "Ann" else {})
    session.act("exchange-size", {"count": 0})
    assert session.phase.id == "build" and session.turn_player is None
    return session


def test_a_buy_before_the_first_pick_names_the_statesman() -> None:
    session = _build({"taxes": 3})
    refused = session.propose("buy", {"item": "legion", "province": "babylon"}, actor="Ann")
    said = [v.message for v in refused.violations]
    assert "Cy (Statesman) first names who builds (next player=NAME)" in said, said


def test_the_wonders_free_pieces_are_named() -> None:
    session = _build({"taxes": 18})
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "zeus", "bonus_province": "antioch"})
    assert "The Statue of Zeus brings a free fortress in Antioch." in session.outcome(len(session.events))
    session.act("buy", {"item": "lighthouse", "bonus_province": "west-of-cyrene"})
    outcome = session.outcome(len(session.events))
    assert "The Lighthouse brings a free influence marker in West of Cyrene." in outcome, outcome


def test_odysseus_is_named_in_the_take() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    giver = next(p.name for p in session.players if p.name != merchant)
    own(session, giver, "odysseus")
    for player in session.players:
        deal(session, player.name, {"taxes": 1, "wine": 1})
    session.act("exchange-size", {"count": 1}, actor=merchant)
    for player in session.players:
        session.act("offer", {"cards": "wine"}, actor=player.name)
    session.act("take", {"from": giver, "card": "wine", "odysseus": True}, actor=merchant)
    outcome = session.outcome(len(session.events))
    assert f"{giver} plays Odysseus: {merchant} had to take from {giver}." in outcome, outcome


def test_an_unknown_printed_fact_is_said_apart() -> None:
    session = _started()
    session.act("printed", {"province": "Cyrene", "goods": "grain,oil"})
    outcome = session.outcome(len(session.events))
    assert table(session).state.province("cyrene").sites is None
    assert outcome[0] == "Cyrene shows goods symbols grain, oil; its city sites are not known yet.", outcome
