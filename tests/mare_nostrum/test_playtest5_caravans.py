"""Play-test 5 (issue 32): a second starting caravan on a goods symbol the kit knows of one only is asked, not
taken (p.7, l.17: one caravan to a symbol); a board that shows two is told, or the table overrides."""

from __future__ import annotations

import random

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.mare_nostrum.helpers import table


def _preset() -> Session:
    players = [("Petr", "rome"), ("Honza", "greece"), ("Katka", "egypt"), ("Mirek", "carthage")]
    return Session.new(INFO.load(), players, rng=random.Random(1))


def test_a_second_caravan_on_the_same_symbol_is_asked() -> None:
    session = _preset()
    session.act("caravan-good", {"province": "rome", "good": "wine"})
    with pytest.raises(RuleRefused, match="a caravan stands on the wine symbol in Rome already"):
        session.act("caravan-good", {"province": "rome", "good": "wine"})
    assert table(session).caravans("rome") == ["wine"]
    session.act("caravan-good", {"province": "rome", "good": "grain"})
    assert sorted(table(session).caravans("rome")) == ["grain", "wine"]


def test_a_board_showing_two_is_overridden_and_kept_for_the_next_evening() -> None:
    session = _preset()
    session.act("caravan-good", {"province": "rome", "good": "wine"})
    event = session.act("caravan-good", {"province": "rome", "good": "wine"}, force=True)
    assert event.forced
    assert table(session).caravans("rome") == ["wine", "wine"]
    assert table(session).state.province("rome").seen.count("wine") == 2


def test_troys_city_site_is_in_the_shipped_kit() -> None:
    # l.5 names the site Troas: a city is bought in Troy without `printed province=troy sites=1` first.
    session = _preset()
    assert table(session).state.province("troy").sites == 1
    assert table(session).state.province("thebes").sites == 1
    assert table(session).state.province("knossos").sites == 1
