"""Play-test 11, bug 8: ``buy item=influence province=knossos`` was refused with "the kit does not know whether
Knossos borders Athens, …", though Knossos is an island and the missing link was a fleet chain (p.6-7); the
Rhodes refusal named the fleets. A coastal province's reach refusal now says no fleet links it."""

from __future__ import annotations

from tests.mare_nostrum.helpers import deal, finish_setup, new_game


def test_the_island_refusal_names_the_missing_fleet_chain() -> None:
    session = new_game("greece", "carthage", "babylon", names=("Jana", "Petr", "Honza"))
    finish_setup(session)
    deal(session, "Honza", {"taxes": 3})
    session.act("exchange-size", {"count": 0})
    while session.phase.id == "trade":
        session.act("next-phase")
    session.act("next", {"player": "Honza"})
    refused = session.propose("buy", {"item": "influence", "province": "knossos"})
    said = [v.message for v in refused.violations if v.rule == "Influence reach"]
    assert len(said) == 1 and said[0].startswith("no fleet of yours links Knossos to a province held"), said
    assert "Antioch, Babylon or Tigris" in said[0]
