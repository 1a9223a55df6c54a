"""Issue 34, what the last helper left: the roll names the landscapes it lacks beside untold start
crossings, and starting-card is offered only while a player still has to record theirs."""

from __future__ import annotations

import random

from engine.session import Session
from rulesets.struggle_for_rome import INFO
from tests.english_left import english
from tests.struggle_for_rome.helpers import AROUND, NAMES, STEPPE, new, to_phase


def test_untold_start_crossings_ask_for_their_landscapes_not_where_the_figure_stands() -> None:
    """Bo's start crossings are not told: knowing which one his cavalry stands on would not help."""
    session = new(4)
    for name, (kind, number) in STEPPE.items():
        session.act("add-landscape", {"name": name, "kind": kind, "number": number})
    for crossing, landscapes in AROUND.items():
        if not crossing.startswith("blue"):
            session.act("add-crossing", {"crossing": crossing, "landscapes": landscapes})
    session.act("roll-resources", {"dice": "1,3"})
    said = session.outcome(len(session.events))
    told = "Told once, the app works it out from this roll on: the landscapes beside Bo's start crossings"
    assert f"{told} (add-crossing)." in said
    assert not any("stands on (stand)" in line for line in said)


def test_starting_card_is_offered_only_while_someone_has_to_record_it() -> None:
    """A play-test was offered it in round 2, every card recorded in round 1."""
    session = Session.new(INFO.load(), [(n, None) for n in NAMES[:3]], rng=random.Random(3))
    for _ in range(3):
        assert "starting-card" in [a.name for a in session.available()]
        session.act("starting-card", {"card": "horse"})
    assert "starting-card" not in [a.name for a in session.available()]
    for phase in ("build", "cavalry", "infantry", "roll"):
        to_phase(session, phase)
    assert session.table.position.round == 2
    assert "starting-card" not in [a.name for a in session.available()]


def test_a_name_with_an_apostrophe_opens_no_quote_for_the_english_check() -> None:
    """Random play named a city "Ann's plan": the check read from its apostrophe to the next quote as quoted
    and found the English of ``'eagle=yes', nebo 'eagle=no'`` outside quotes."""
    assert not english("add-city: nese Ann's plan legionářského orla? Uveďte 'eagle=yes', nebo 'eagle=no'")
    assert english("Ann's plan has the eagle")
