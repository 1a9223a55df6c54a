"""Steps with nothing to decide pass by themselves (rules version 7), and saves from before keep asking them."""

from __future__ import annotations

import pytest

from engine import saves
from engine.errors import BadInput
from engine.session import Session
from engine.writer import dumps
from rulesets.aquileia.idle import ASKED
from rulesets.aquileia.state import Building, State
from tests.aquileia.helpers import give_buildings, give_cards, last_outcome, new, place_all, set_coins


def _broke_builder_and_robbed_player(session: Session) -> None:
    """Red, on Forum 1, has spent every coin; Blue pays a bronze under the Portus servant and owns no
    workshop or private bank; Yellow is Latro. Everything through the log, so a save replays it."""
    for metal in ("gold", "silver", "bronze"):
        session.act("correct", {"holder": "purse:red", "kind": metal, "count": 0, "reason": "spent", "source": "bank"})
    place_all(session, {"Blue": ["portus-bronze"], "Yellow": ["latro"], "Red": ["forum-1"], "Vlada": []})


def test_a_builder_without_a_coin_passes_and_so_does_a_robbed_player_with_nothing_to_activate() -> None:
    """Play-test: Portus asked a robbed player with nothing to activate to activate or skip (Kaja's pointless
    skip), and a Forum step nobody could take waited for a skip. l.7: every price is paid exactly, in coins
    too; l.8: an activation pays for workshops and private banks."""
    session = new()
    _broke_builder_and_robbed_player(session)
    # The Forum passed by itself as it began: Latro is next.
    assert session.phase.id == "portus"
    assert "Red has no coin to pay a price with: Forum 1 passes." in last_outcome(session)
    session.act("latro", {"dice": "bronze,silver"})
    said = last_outcome(session)
    assert "Blue has no workshop or private bank to pay again for: Portus bronze is passed over." in said
    # Blue still has a bronze to pay again with, but nothing to pay for: the round is over.
    assert (session.table.position.round, session.phase.id) == (2, "placement")
    assert said[-1] == "Round 2: Placement phase begins."


def test_a_robbed_player_with_a_workshop_still_decides() -> None:
    session = new()
    give_buildings(session, 0, Building("workshop", 3))
    place_all(session, {"Blue": ["portus-bronze"], "Yellow": ["latro"], "Red": [], "Vlada": []})
    session.act("latro", {"dice": "bronze,silver"})
    assert session.ruleset.awaited(session.context()) == "activate"
    assert "Blue may pay another bronze from the purse and activate, or skip." in last_outcome(session)


def test_forum_three_passes_its_second_build_once_nothing_is_left_to_pay_with() -> None:
    """Red builds the Blue villa 10 from Forum 3 with every coin held: the second build passes, and with it
    the Forum (nobody is on Portus: the round ends)."""
    session = new()
    set_coins(session, 2, bronze=2, silver=2, gold=1)
    give_cards(session, 2, "slave-2", "slave-1")
    place_all(session, {"Blue": [], "Yellow": [], "Red": ["forum-3"], "Vlada": []})
    assert session.phase.id == "forum"
    session.act("build", {"tile": "villa-blue-10"})
    assert "Red has no coin to pay a price with: Forum 3 passes." in last_outcome(session)
    assert session.table.position.round == 2
    state: State = session.table.game
    assert [b.tile for b in state.patricians[2].buildings] == ["villa-blue-10"]


def test_a_save_from_before_asks_those_steps_and_replays_to_the_same_table() -> None:
    """A version-6 save typed a skip for each of those steps: it opens, replays to the same table, and a
    version-7 table would refuse the same log (its Forum had passed by itself)."""
    old = Session.new(new().ruleset, [(p.name, p.faction) for p in new().players], options={ASKED: True})
    _broke_builder_and_robbed_player(old)
    assert old.phase.id == "forum"
    old.act("skip", {"player": "Red"})
    old.act("latro", {"dice": "bronze,silver"})
    assert old.ruleset.awaited(old.context()) == "activate"
    old.act("skip", {"player": "Blue"})
    text = dumps(old).replace(f'ruleset_version = "{old.ruleset.version}"', 'ruleset_version = "6"')
    text = "\n".join(line for line in text.splitlines() if ASKED not in line) + "\n"
    assert 'ruleset_version = "6"' in text and ASKED not in text
    loaded = saves.loads_text(text, "old", "old.toml")
    assert loaded.options[ASKED] is True
    assert loaded.table == old.table and len(loaded.events) == len(old.events)
    # The same typed steps on a version-7 table: Red's skip finds the Forum over.
    now = new()
    _broke_builder_and_robbed_player(now)
    with pytest.raises(BadInput, match="Red has no servant still to act"):
        now.act("skip", {"player": "Red"})


def test_a_mercatus_space_nobody_can_pay_for_passes_when_its_group_comes() -> None:
    """CLI play-test: B, on Servi top with a gold and no bronze, could only skip; Equi et Arma costs a bronze a
    card (l.4), and no coin changes metal outside Pecunia (l.1). Dolus's coins come first: Vlada, with no gold
    for Servi bottom until Dolus pays her one, is not passed."""
    session = new()
    set_coins(session, 1, gold=1)
    set_coins(session, 2, bronze=1)
    set_coins(session, 3, bronze=1)
    place_all(
        session,
        {"Blue": [], "Yellow": ["servi-top"], "Red": ["equi-2", "equi-3"], "Vlada": ["dolus", "servi-bottom"]},
    )
    assert session.phase.id == "mercatus"
    session.act("dolus", {"dice": "gold,bronze"})
    assert not [line for line in last_outcome(session) if "passes" in line]
    # Red buys once and has no bronze for the second card; Yellow's Servi turn has come, without a bronze.
    session.act("equi", {"space": "equi-2", "card": "weapons-1"})
    said = last_outcome(session)
    assert "Red has no bronze to pay with: Equi et Arma 3 passes." in said
    assert "Yellow has no bronze to pay with: Servi top passes." in said
    assert session.ruleset.awaited(session.context()) == "servi"
    session.act("servi", {"cards": "slave-1"})
    assert session.events[-1].actor == "Vlada" and session.phase.id != "mercatus"
