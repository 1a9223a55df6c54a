"""What the table types is what happens: a cost forced past the kit's is the one paid, and a resource, tech
or city named for nothing that takes it is refused (to be left out), never dropped while the log keeps it."""

from __future__ import annotations

from collections.abc import Mapping

from engine import saves
from engine.session import Session
from engine.writer import to_data
from rulesets.civilization.management import LOOSE_LOG
from tests.civilization.helpers import go_to, learn, new, realm, set_realm


def _mends(session: Session, action: str, args: Mapping[str, object]) -> list[tuple[str, str]]:
    """The values refused as ones to leave out (rule and mend), once no override can pass them."""
    proposal = session.propose(action, args)
    assert not proposal.forcible
    return [(v.rule, v.mend) for v in proposal.violations if v.mend]


def test_a_build_forced_at_the_cost_typed_pays_that_cost() -> None:
    """l. 111: a build pays its cost, missing hammers 3 trade each. A cost typed otherwise than the kit's is
    refused; forced (a discount the app does not know), the cost typed is paid, not the kit's."""
    session = new(("Ondrej", "china"), ("Gerd", "germany"))
    learn(session, 0, ["chivalry"])  # cavalry rank 2: 7 hammers by the kit
    set_realm(session, 0, trade=27)
    go_to(session, "city")
    build = {"city": "China capital", "item": "cavalry", "cost": 4, "hammers": 4}
    assert [v.rule for v in session.propose("build", build).violations] == ["Cost"]
    event = session.act("build", build, force=True)
    assert event.forced == ("Cost",) and realm(session, 0).trade == 27  # no hammer missing at 4


def test_a_resource_named_for_nothing_that_takes_it_is_refused() -> None:
    """l. 142-147: a hut's coin is no resource; l. 186-193: loot takes a resource or a tech only when picked;
    a battle in the field is fought over no city."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "movement")
    assert _mends(session, "hut", {"reward": "coin", "resource": "iron"}) == [("Reward", "leave resource out")]
    assert _mends(session, "village", {"won": "no", "resource": "iron"}) == [("Reward", "leave resource out")]
    assert session.propose("hut", {"reward": "resource", "resource": "iron"}).legal
    fought = {"winner": "Ondrej", "loser": "Filip", "at": "field"}
    assert _mends(session, "battle", {**fought, "resource": "iron"}) == [("Loot", "leave resource out")]
    assert _mends(session, "battle", {**fought, "tech": "pottery"}) == [("Loot", "leave tech out")]
    assert _mends(session, "battle", {**fought, "city": "Rome capital"}) == [("Battle", "leave city out")]


def test_a_version_2_log_pays_its_forced_builds_as_version_2_did() -> None:
    """Version 2 paid the kit's cost whatever cost was typed: its logs open with that reading kept (a log's
    events mean what they meant), while every new session pays the cost typed."""
    session = new(("Ondrej", "china"), ("Gerd", "germany"))
    old = saves.from_data({**to_data(session), "ruleset_version": "2"}, "old")
    assert old.options[LOOSE_LOG] and not session.options[LOOSE_LOG]
    assert saves.from_data(to_data(old), "again").options[LOOSE_LOG]  # saved again, it stays so
    learn(old, 0, ["chivalry"])
    set_realm(old, 0, trade=27)
    go_to(old, "city")
    old.act("build", {"city": "China capital", "item": "cavalry", "cost": 4, "hammers": 4}, force=True)
    assert realm(old, 0).trade == 27 - 3 * 3  # the kit's 7 hammers paid: 3 missing, 3 trade each
