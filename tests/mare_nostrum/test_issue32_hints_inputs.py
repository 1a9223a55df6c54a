"""Issue 32, the play-test scored 7/10 for hints and inputs: a border hint names only a border the move needs,
a capital with nothing to ravage says so, discards are asked alike, every purchase says its outcome alike,
refusals say the real reason, inputs the app can know are spared, and wording."""

from __future__ import annotations

import random
from dataclasses import replace

from engine.losses import losses
from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.mare_nostrum.helpers import buildings, deal, finish_setup, influence, petrs_attack, set_game, table
from tests.test_losses import _build


def _builds(civ: str, held: set[str]) -> Session:
    """The build phase on the shipped kit, ``civ`` holding ``held`` at round start and cards enough to buy."""
    players = [("Egypt", "egypt"), ("Greece", "greece"), ("Rome", "rome")]
    session = Session.new(INFO.load(), players)
    session.rng = random.Random(1)
    finish_setup(session)
    state = table(session).state
    index = state.civs.index(civ)
    starts = list(state.held_at_start)
    starts[index] = frozenset(held)
    set_game(session, replace(state, held_at_start=tuple(starts)))
    name = civ.capitalize()
    deal(session, name, {"taxes": 6})
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    session.act("next", {"player": name})
    return session


def test_several_unknown_borders_are_named_and_none_is_guessed() -> None:
    # The hint proposed "connect a=troy b=athens": one guessed pair of three the kit does not know.
    session = _builds("greece", {"athens", "north-of-athens", "constantinople"})
    (refused,) = session.propose("buy", {"item": "influence", "province": "troy"}).violations
    assert refused.told is None  # nothing to tell on trust
    assert "Athens, Constantinople or North of Athens" in refused.message


def test_a_known_sea_without_a_fleet_is_the_reason_not_a_border() -> None:
    # Rome replacing a seized marker in North of Athens after losing its fleet: the hint asked for a land border
    # between North of Athens and North of Rome, where the real gap was the fleet chain (l.23).
    session = _builds("rome", {"rome", "north-of-rome", "south-of-rome"})
    influence(session, "north-of-athens", None)  # Greece's marker gone: only the reach stands in the way
    (refused,) = session.propose("buy", {"item": "influence", "province": "north-of-athens"}).violations
    assert refused.told is None
    assert refused.message.startswith("no fleet of yours links North of Athens to a province held at round start")


def _petr_wins_athens(market: int) -> list[str]:
    """Petr's battle of p.9 (l.21) in Athens holding ``market`` markets: what the table reads after it."""
    session = petrs_attack()
    buildings(session, "athens", "market", market)
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    rolls = {"attacker_rolls": "6,3,2", "defender_rolls": "3", "defender_lose_fortresses": "1"}
    session.act("battle", {"place": "Athens", "defender": "Honza", **rolls})
    return session.outcome(len(session.events))


def test_a_won_capital_with_nothing_to_ravage_says_nothing_is_to_be_done() -> None:
    # "Dana may ravage or occupy its temples and markets" of an Athens without either (l.25).
    said = _petr_wins_athens(0)
    assert not any("may ravage" in line for line in said)
    assert any("nothing is to be done there" in line for line in said)
    assert "Only Petr's units stand in Athens: Petr may ravage or occupy its temples and markets." in (
        _petr_wins_athens(1)
    )


def _named_next(hand: dict[str, int], by: str) -> tuple[Session, list[str]]:
    """Ann, having built a legion, holding ``hand``; ``by`` (Ann herself, or Cy, the Statesman) names Cy next,
    which ends her turn: the session and what the step asks first."""
    session = _build()
    deal(session, "Ann", {**hand, "taxes": hand.get("taxes", 0) + 3})
    session.act("buy", {"item": "legion", "province": "babylon", "cards": "taxes,taxes,taxes"})
    return session, losses(session, session.propose("next", {"player": "Cy"}, actor=by))


def test_the_statesman_naming_the_next_builder_asks_as_the_builder_does() -> None:
    goods = {"metals": 1, "oil": 1, "wine": 1, "taxes": 1}
    said = [
        "Ann's 3 goods, which could still pay for an influence marker, a caravan or a city"
        " (Ann keeps 0 of 3 past the build phase)"
    ]
    assert _named_next(goods, "Ann")[1] == _named_next(goods, "Cy")[1] == said


def test_cards_no_set_of_goods_could_save_are_not_asked_but_said() -> None:
    # The Statesman named the next builder and the last one's cards were lost without a word.
    # Play-test 12: taxes beyond the 2 kept that still pay are asked about (``test_pt12_end_guard``).
    session, asked = _named_next({"grain": 1, "metals": 1, "taxes": 2}, "Cy")
    assert asked == []
    session.act("next", {"player": "Cy"}, actor="Cy")
    said = "Ann's 1 grain card and 1 metals card go back to the bank at the end of the build phase."
    assert said in session.outcome(len(session.events))
    assert session.phase.id == "build"
