"""Issue 36, the inputs (the play-test's 41 commands for 26 decisions): turns with nothing to decide pass by
themselves, the player is never typed where the table shows who acts, a deal's amount alone is trade, and a
card's upgrade is added by the app."""

from __future__ import annotations

from typing import Any

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.kitlearn import learned
from tests.civilization.helpers import count, game, go_to, kit_with, learn, new, put, realm, set_realm


def _legacy(options: dict[str, Any]) -> dict[str, Any]:
    """A migrated save's legacy flags (the culture track's stand-ins, kept since version 8, left out)."""
    from rulesets.civilization.ruleset import STAND_INS

    return {k: v for k, v in options.items() if k not in STAND_INS}


def _phase(session: Session) -> tuple[int, str, str | None]:
    turn = session.turn_player
    return session.table.position.round, session.phase.id, None if turn is None else turn.name


def test_a_player_with_nothing_to_decide_gets_no_turn() -> None:
    # The play-test typed ten bare nexts a round. A in Anarchy has no city actions (l. 49); B has no figure on the
    # map to move (l. 141); C has no settler to found with and no government to change to (l. 31, l. 47).
    session = new(("A", "rome"), ("B", "china"), ("C", "egypt"))
    put(session, "settler:egypt", 1, "board:egypt", "supply:egypt")
    session.act("government", {"government": "republic"})  # A's Code of Laws allows it: Anarchy this round
    session.act("next")
    assert _phase(session) == (1, "start", "B")
    session.act("next")  # C has nothing to decide at the start: the trade phase comes
    assert _phase(session)[:2] == (1, "trade")
    for name in ("A", "B", "C"):
        session.act("collect-trade", {"player": name, "amount": "0"})
    session.act("next-phase")
    assert _phase(session) == (1, "city", "B")  # A's cities are paralysed: B's turn first
    session.act("arts", {"masks": 0})  # a city never counted is asked its masks (play-test 8)
    assert _phase(session) == (1, "city", "C")
    put(session, "army:china", 1, "board:china", "supply:china")
    put(session, "settler:china", 1, "board:china", "supply:china")
    session.act("arts", {"masks": 0})
    assert _phase(session) == (1, "movement", "A")
    assert "B gets no turn in Movement and battles: nothing to decide." in session.outcome(len(session.events))
    # A's turn began by itself with C's action, so A names himself: a bare next would be read as C's slip.
    session.act("next", actor="A")  # B has no figure on the map: C moves next
    assert _phase(session) == (1, "movement", "C")


def test_a_phase_nobody_can_act_in_is_skipped_and_research_ends_once_nobody_can_research() -> None:
    # Nobody has the trade for a tech in round 1: research is skipped; with no settler on the map and no government
    # their techs allow, nobody has anything to decide at the start of round 2 either. In round 2 only Ondrej's 6
    # trade pay for a tech: once he has researched, the round ends by itself.
    session = new(("Ondrej", "china"), ("Avesonn", "egypt"))
    put(session, "settler:china", 1, "board:china", "supply:china")
    put(session, "settler:egypt", 1, "board:egypt", "supply:egypt")
    go_to(session, "movement")
    session.act("next")
    session.act("next")
    assert _phase(session)[:2] == (2, "trade")
    assert session.outcome(len(session.events))[:2] == [
        "Nobody has anything to decide in Research: it is skipped.",
        "Nobody has anything to decide in Start of turn: it is skipped.",
    ]
    session.act("collect-trade", {"player": "Avesonn", "amount": "0"})
    session.act("collect-trade", {"player": "Ondrej", "amount": "6"})
    go_to(session, "research")
    session.act("research", {"tech": "pottery"})  # Ondrej, the only one who can: no player= typed
    assert realm(session, 0).researched == 2
    assert _phase(session)[:2] == (3, "trade")


def test_an_older_log_keeps_every_turn() -> None:
    # Version 5 gave everyone every turn and waited for the table to end research (``rules_v5``).
    old = Session.new(INFO.load(), [("A", "rome"), ("B", "china")], options={"rules_v5": True})
    put(old, "settler:china", 1, "board:china", "supply:china")
    old.act("next")
    assert _phase(old) == (1, "start", "B")
    assert _legacy(INFO.load().migrate({"options": {}}, "5")["options"]) == {
        "rules_v5": True,
        "rules_v6": True,
        "rules_v8": True,
        "rules_v9": True,
        "rules_v10": True,
        "rules_v11": True,
        "rules_v12": True,
        "rules_v13": True,
    }


def test_the_table_shows_who_acts_so_it_is_not_typed() -> None:
    # The play-test typed player= twelve times a round: who researches a tech only one player can take, whom an
    # attack on a city is against; and a deal's amount alone is trade.
    session = new(("A", "rome"), ("B", "china"), ("C", "egypt"))
    put(session, "iron", 1, "bank", "stock:egypt")
    go_to(session, "trade")
    for name in ("A", "B", "C"):
        session.act("collect-trade", {"player": name, "amount": "3"})
    session.act("trade", {"player": "C", "to": "A", "resource": "iron", "for_amount": "2"})
    assert session.events[-1].actor == "C" and session.events[-1].args["for"] == "trade"
    assert count(session, "stock:rome", "iron") == 1 and realm(session, 2).trade == 5 and realm(session, 0).trade == 1
    # An amount alone is trade from the dial (it was refused: "say what changes hands").
    session.act("trade", {"player": "B", "to": "C", "amount": "2"})
    assert (realm(session, 1).trade, realm(session, 2).trade) == (1, 7)
    go_to(session, "movement")
    session.act("attack", {"city": "China capital"})
    assert session.events[-1].args["defender"] == "B"
    fight = game(session).fight
    assert fight is not None and fight.seats == (0, 1)
    session.undo()
    with pytest.raises(RuleRefused, match="say who is attacked"):
        session.act("attack", {})  # in the field, B and C both have figures there
    set_realm(session, 0, trade=0)
    set_realm(session, 1, trade=0)
    set_realm(session, 2, trade=6)
    go_to(session, "research")
    session.act("research", {"tech": "pottery"})
    assert session.events[-1].actor == "C"


def _upgraded(kit_star: int | None = None) -> Session:
    """Filip (Rome) has Democracy, his infantry at rank 2, and attacks Ondrej in the field."""
    kit = kit_with(("units", "infantry", "star_attack", kit_star)) if kit_star is not None else None
    session = new(("Ondrej", "china"), ("Filip", "rome"), kit=kit)
    learn(session, 1, ["pottery", "democracy"])
    go_to(session, "movement")
    session.act("next")
    session.act("attack", {"defender": "Ondrej"})
    return session


def test_the_upgrade_is_added_to_the_card_and_its_star_taught_once() -> None:
    # l. 281: every card of an upgraded type adds the token's bonus to its attack; what a star adds is no rulebook
    # number, so the table gives it once (front asked the attack with the upgrade at every card).
    session = _upgraded()
    # A printed value still to give is asked, with no override offered (play-test 11).
    with pytest.raises(BadInput, match="the kit does not say what a star of the infantry token adds"):
        session.act("front", {"unit": "infantry", "attack": "2", "health": "3"})
    session.act("front", {"unit": "infantry", "attack": "2", "health": "3", "star": "1"})
    fight = game(session).fight
    assert fight is not None and fight.fronts[0][0] is not None and fight.fronts[0][0].attack == 3
    assert "Filip's infantry rank 2 adds 1 attack (printed 2)." in session.outcome(len(session.events))
    assert dict(game(session).stars) == {"infantry": 1}
    assert learned(session.context(), session.table.kit).known("units", "infantry", "star_attack") == 1
    # Ondrej's infantry is at rank 1: nothing is added, and a star typed for it has no use.
    with pytest.raises(RuleRefused, match="Ondrej's infantry has no upgrade"):
        session.act("front", {"unit": "infantry", "attack": "1", "health": "4", "star": "1"})


def test_a_kit_that_knows_the_star_asks_nothing() -> None:
    session = _upgraded(kit_star=2)
    session.act("front", {"unit": "infantry", "attack": "2", "health": "3"})
    fight = game(session).fight
    assert fight is not None and fight.fronts[0][0] is not None and fight.fronts[0][0].attack == 4
    session.undo()
    with pytest.raises(RuleRefused, match="a star of the infantry token adds 2 attack, not 1"):
        session.act("front", {"unit": "infantry", "attack": "2", "health": "3", "star": "1"})


def test_the_pyramid_calculator_lists_nothing_for_a_pyramid_that_cannot_stand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The play-test's --levels 1,2,2 said "valid: no" and still "can research: 1, 3".
    from tui.cli.main import main

    assert main(["calc", "civilization", "pyramid", "--levels", "1,2,2"]) == 0
    out = capsys.readouterr().out
    assert out == "valid: no\nbecause: 2 level 2 techs need 3 of level 1 under them, not 1\n"


def test_the_culture_track_says_a_line_reached_draws() -> None:
    # l. 125: crossing an event line or landing on it draws; "event lines after 3, 6" read as if 3 drew nothing.
    session = new(("A", "rome"), ("B", "china"))
    track = next(v for v in session.ruleset.views(session.context()) if v.kind == "track")
    assert track.note.startswith("event lines at 3, 6, 9, 12, 15, 18 (reaching or crossing one draws an event card)")
