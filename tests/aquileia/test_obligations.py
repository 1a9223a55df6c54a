"""What each Aquileia phase owes before ``next-phase``, and saves from before the ledger."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from rulesets.aquileia import INFO
from rulesets.aquileia.state import Building
from tests.aquileia.helpers import coins, give_buildings, hand, last_outcome, new, place_all, set_coins, to_phase

PLAN = {
    "Blue": ["dolus", "arena-1a", "forum-1"],
    "Yellow": ["gold-2a", "theatrum", "latro"],
    "Red": ["arena-2", "portus-silver"],
    "Vlada": ["forum-3", "forum-4"],
}


def _refusal(session: Session) -> str:
    with pytest.raises(RuleRefused) as refused:
        session.act("next-phase")
    return str(refused.value)


def test_every_phase_lists_what_is_left() -> None:
    """Play-test: next-phase skipped fights, prizes, auctions and Portus silently. Now it names what is left."""
    session = new()
    place_all(session, PLAN)
    assert "still to act (or skip): Dolus (Blue)" in _refusal(session)
    session.act("skip")  # Mercatus has nothing left: it ends by itself
    text = _refusal(session)
    assert "still to fight: Blue, Red" in text and "the Arena prizes are not handed out" in text
    session.act("fight", {"dice": "silver,silver,silver"})
    session.act("fight", {"dice": "silver,silver,silver"})
    assert "Arena prizes" in _refusal(session)
    session.act("prizes", {"winner_takes": "points", "slave_card": "1"})
    # Yellow races alone: the race passes by itself (version 13), and the prizes are what is left.
    assert "the Stadium prizes are not handed out" in _refusal(session)
    session.act("prizes", {"winner_laurel": "blue"})
    assert "the theatre laurel is not sold" in _refusal(session)
    for _ in range(4):
        session.act("drop")
    session.act("sell", {"laurel": "white/purple"})
    assert "still to act (or skip): Forum 1 (Blue), Forum 3 (Vlada), Forum 4 (Vlada)" in _refusal(session)


def test_forum_three_builds_twice_before_four() -> None:
    """l.7: space 3 builds two buildings; space 4 waits until 3 has finished (or skips the second)."""
    session = new()
    set_coins(session, 3, bronze=3)
    place_all(session, PLAN)
    to_phase(session, "forum", force=True)
    session.act("skip")  # Blue, Forum 1
    session.act("build", {"kind": "workshop", "value": 1, "coins": "bronze", "slaves": 0})
    assert session.events[-1].args.get("space") is None and session.table.game.done[-1] == "build:forum-3"
    with pytest.raises(RuleRefused, match="Build order: Forum 3 acts first"):
        session.act("build", {"space": "forum-4", "kind": "workshop", "value": 1, "coins": "bronze", "slaves": 0})
    session.act("build", {"kind": "workshop", "value": 2, "coins": "bronze", "slaves": 0})
    session.act("build", {"kind": "workshop", "value": 3, "coins": "bronze", "slaves": 0})
    assert session.table.ledger.count("buildings:green", "house:green") == 3
    assert session.phase.id == "portus"  # the Forum owes nothing more: it ended by itself


def test_a_robbed_player_without_the_coin_does_not_block_the_later_spaces() -> None:
    """Play-test bug: Latro took the bronze, its player had none left, and silver could not activate (l.8)."""
    session = new()
    set_coins(session, 0, bronze=1)
    set_coins(session, 1, silver=1)
    give_buildings(session, 1, Building("workshop", 5))
    place_all(session, {"Blue": ["portus-bronze"], "Yellow": ["portus-silver"], "Red": ["latro"], "Vlada": []})
    to_phase(session, "portus")
    session.act("latro", {"dice": "bronze,bronze"})
    # Yellow's silver is still under the servant: paid for, it activates with no input.
    assert last_outcome(session)[:3] == [
        "No other bronze coin under a servant: Latro takes nothing for that die.",  # the first die took Blue's
        "Blue has no bronze to pay again: Portus bronze is passed over.",
        "Yellow activates 1 building: 5 points.",
    ]
    assert session.table.game.patricians[1].score == 5 and coins(session, 1) == {}
    assert session.table.position.round == 2  # nothing left in Portus: the round ended by itself


def test_forced_phase_end_is_logged_as_an_override() -> None:
    session = new()
    place_all(session, PLAN)
    session.act("next-phase", force=True)
    assert session.events[-1].forced == ("Actions",)
    assert session.table.ledger.count("reserve:blue", "servant:blue") == 3  # Dolus's servant came home


def test_version_1_saves_still_load() -> None:
    """The demo of version 1 (numbers for cards, no actors in Portus) replays under version 2."""
    text = (Path(__file__).parent / "data" / "demo_v1.toml").read_text(encoding="utf-8")
    session = saves.loads_text(text, "old", "demo_v1.toml")
    # Version 4 ends a phase once nothing is left in it: the 4 typed next-phase go, and after the sale
    # the empty Forum and Portus pass by themselves into round 2's placement. Version 5 takes Potentia
    # as Mercatus begins: its typed event goes too.
    assert (session.table.position.round, session.phase.id, len(session.events)) == (2, "placement", 22)
    assert "potentia" not in [e.type for e in session.events]
    assert hand(session, 0) == {"slave-1": 1, "theatre-white-blue": 1}
    assert hand(session, 2) == {"laurel-blue": 1}


def test_a_player_in_portus_may_leave_the_activation_out() -> None:
    """Play-test: l.8 says players on Portus *may* pay to activate; next-phase demanded it. Now they may skip.

    Only a robbed player has that choice: a coin still under the servant is paid already, and the
    activation happens by itself.
    """
    session = new()
    set_coins(session, 0, bronze=2)
    give_buildings(session, 0, Building("workshop", 5))
    place_all(session, {"Blue": ["portus-bronze"], "Yellow": [], "Red": ["latro"], "Vlada": []})
    to_phase(session, "portus")
    session.act("latro", {"dice": "bronze,gold"})
    assert "still to pay and activate: Portus bronze" in _refusal(session)
    assert session.act("skip").actor == "Blue"
    assert session.table.game.patricians[0].score == 0
    assert session.table.ledger.totals()["bronze"] == 39  # the coin under the servant went to the bank


def test_version_4_saves_drop_what_now_happens_by_itself() -> None:
    """Version 5 takes Potentia's dice and the paid-for Portus activations by itself: a version-4 log's
    typed potentia and activate replay as nothing and go; the table ends as it did."""
    old = (Path(__file__).parent / "data" / "demo_v4.toml").read_text(encoding="utf-8")
    migrated = saves.loads_text(old, "old", "demo_v4.toml")
    types = [e.type for e in migrated.events]
    assert len(types) == 43 - 2 and "potentia" not in types and "activate" not in types
    shipped = saves.loads_text(INFO.load().resource("demo.toml").read_text(encoding="utf-8"), "demo", "demo.toml")
    assert migrated.table.game == shipped.table.game
    assert dict(migrated.table.ledger.totals()) == dict(shipped.table.ledger.totals())
