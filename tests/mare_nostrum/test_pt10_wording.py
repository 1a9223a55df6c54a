"""Play-test 10's wording leftovers: plurals, a war said twice, sea zones hidden behind "and 2 more", the Czech
purchase line and the empty offer list."""

from __future__ import annotations

import random

import pytest

from engine.errors import BadInput
from engine.i18n import set_language
from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.mare_nostrum.helpers import caravans, deal, finish_setup, fleets, new_game
from tests.mare_nostrum.test_issue32_build import _build_phase
from tests.mare_nostrum.test_pt10_one_round import _war_in_athens
from tests.mare_nostrum.test_round import _started


def test_one_city_is_said_in_the_singular() -> None:
    session = new_game("egypt", "carthage", "greece", names=("Jana", "Katka", "Honza"))
    finish_setup(session)
    refused = session.propose("printed", {"province": "thebes", "sites": 0})
    assert "1 city stands in Thebes" in [v.message for v in refused.violations]


def test_the_war_is_said_once_in_pending() -> None:
    session = _war_in_athens()
    session.act("next", {"player": "Honza"})
    pending = [p["text"] for p in session.summary()["pending"]]
    assert len([line for line in pending if "Athens" in line and "war" in line]) == 1, pending


def test_every_sea_zone_is_named() -> None:
    # s20: "…borders Athens, Constantinople, North of Athens and 2 more": the 2 were the sea zones.
    players = [("Petr", "rome"), ("Honza", "greece"), ("Katka", "egypt"), ("Mirek", "carthage")]
    session = Session.new(INFO.load(), players, rng=random.Random(1))
    finish_setup(session)
    fleets(session, "east-of-athens", "greece", 1)
    fleets(session, "ionian", "greece", 1)
    deal(session, "Honza", {"taxes": 3})
    session.act("exchange-size", {"count": 0}, actor="Mirek")
    while session.phase.id == "trade":
        session.act("next-phase")
    session.act("next", {"player": "Honza"})
    refused = session.propose("buy", {"item": "influence", "province": "knossos"})
    said = " ".join(v.message for v in refused.violations if v.rule == "Influence reach")
    assert "more" not in said and "Sea east of Athens" in said and "Sea between Rome and Athens" in said, said


def test_the_czech_purchase_line_takes_the_accusative() -> None:
    session = _build_phase()
    deal(session, "Mirek", {"taxes": 3})
    session.act("next", {"player": "Mirek"})
    session.act("buy", {"item": "legion", "province": "rome"})
    set_language("cs")
    try:
        said = session.outcome(len(session.events))[0]
    finally:
        set_language("en")
    assert said.startswith("Mirek kupuje legii v provincii Řím"), said


def test_no_offer_yet_is_said_in_words() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    with pytest.raises(BadInput, match="no card lies on offer yet"):
        session.propose("take", {"card": "wine", "from": "Bo"}, actor="Ann")


def test_an_early_end_of_the_exchange_says_why() -> None:
    session = _started()  # Bo (Carthage) is the Merchant
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        deal(session, name, {card: 3})
    session.act("exchange-size", {"count": 3}, actor="Bo")
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        session.act("offer", {"cards": ",".join([card] * 3)}, actor=name)
    for giver in ("Ann", "Cy", "Ann", "Bo", "Cy", "Ann", "Cy", "Bo"):
        session.act("take", {"from": giver})
    said = session.outcome(len(session.events))
    assert "Only Bo's offers were left, and nobody takes their own." in said, said


def test_a_role_card_moving_by_the_counts_says_why() -> None:
    session = _started()  # Ann Babylon (Commander), Bo Carthage (Merchant), Cy Greece (Statesman)
    caravans(session, "babylon", "grain", 5)
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Ann"})
    session.act("next", {"player": "Bo"}, actor="Ann")
    session.act("next", actor="Bo")
    session.act("next")
    session.act("next", {"player": "Cy"})
    session.act("move-fleet", {"from": "athens", "to": "east-of-athens", "count": 1})
    session.act("next", actor="Bo")  # round 2 begins: Ann's caravans make her the Merchant
    assert session.table.position.round == 2
    said = session.outcome(len(session.events))
    assert any(line.startswith("The Merchant card goes to Ann, who counts ") for line in said), said
