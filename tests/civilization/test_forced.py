"""Forcing past a rule never pays with what is not there (issue 18 play-test of 2026-11-30)."""

from __future__ import annotations

from tests.civilization.helpers import go_to, new, realm, set_realm


def test_research_forced_out_of_its_phase_still_answers_to_its_own_rules() -> None:
    # Forcing past the phase skipped every other check: Space Flight in the movement phase, paid with nothing.
    session = new(("Ondrej", "china"), ("Otas", "russia"))
    go_to(session, "movement")
    set_realm(session, 1, trade=8)
    refused = session.propose("research", {"player": "Otas", "tech": "space-flight"})
    assert [v.rule for v in refused.violations] == ["Phase"]  # said alone, as before
    event = session.act("research", {"player": "Otas", "tech": "space-flight"}, force=True)
    # The override names every rule it passed, and the dial pays what it shows.
    assert {"Phase", "Pyramid", "Research cost"} <= set(event.forced)
    assert realm(session, 1).trade == 0


def test_research_forced_past_its_cost_spends_the_dial() -> None:
    # l. 203, l. 209: a level 1 tech costs 6; forced with 4 on the dial it was "kept 4 (one per coin)" with no coin.
    session = new(("Ondrej", "china"), ("Otas", "russia"))
    go_to(session, "research")
    set_realm(session, 0, trade=4)
    event = session.act("research", {"player": "Ondrej", "tech": "pottery"}, force=True)
    assert "Research cost" in event.forced
    assert realm(session, 0).trade == 0


def test_japan_pays_3_trade_less_for_a_tech() -> None:
    # The kit: Japan's ability, techs cost 3 trade less; a level 1 tech for 3 with 3 on the dial.
    session = new(("Ondrej", "japan"), ("Otas", "russia"))
    go_to(session, "research")
    set_realm(session, 0, trade=3)
    assert session.propose("research", {"player": "Ondrej", "tech": "pottery"}).legal
    session.act("research", {"player": "Ondrej", "tech": "pottery"})
    assert realm(session, 0).trade == 0


def test_a_build_forced_past_the_dial_pays_all_it_shows() -> None:
    # l. 111: 3 trade a missing hammer; forced with 2 on the dial, the dial stayed at 2 and the hammers came free.
    session = new(("Ondrej", "china"), ("Otas", "russia"))
    go_to(session, "city")
    set_realm(session, 0, trade=2)
    event = session.act("build", {"item": "artillery", "hammers": "3"}, force=True)
    assert event.forced
    assert realm(session, 0).trade == 0
