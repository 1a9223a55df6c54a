"""Play-test 5 (issue 32): refusals that name every way out."""

from __future__ import annotations

import random

from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.mare_nostrum.helpers import deal, finish_setup, fleets


def test_influence_out_of_reach_names_the_seas_the_fleets_reach_too() -> None:
    # Honza (Greece) with a fleet east of Athens: Troy's refusal named only land borders, and no command.
    players = [("Petr", "rome"), ("Honza", "greece"), ("Katka", "egypt"), ("Mirek", "carthage")]
    session = Session.new(INFO.load(), players, rng=random.Random(1))
    finish_setup(session)
    fleets(session, "east-of-athens", "greece", 1)
    deal(session, "Honza", {"taxes": 3})
    session.act("exchange-size", {"count": 0}, actor="Mirek")
    while session.phase.id == "trade":
        session.act("next-phase")
    session.act("next", {"player": "Honza"})
    refused = session.propose("buy", {"item": "influence", "province": "troy"})
    (said,) = [v.message for v in refused.violations if v.rule == "Influence reach"]
    assert "or Sea east of Athens (a province held at round start, or a sea zone your fleets reach)" in said
    assert said.endswith("tell it once with connect a=troy b=…")
