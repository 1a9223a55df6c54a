"""Play-test 7, bug 1 and the spared ``next``: a role holder on turn naming the next player ends their own turn,
asked first when nothing was bought or moved in it; a strategy turn with nothing left to move passes by itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.losses import losses
from engine.session import Session
from rulesets.mare_nostrum.helen import helen_chances
from rulesets.mare_nostrum.moved_out import STRATEGY_PASS_LOG
from rulesets.mare_nostrum.moves import fleet_mover, legion_mover
from tests.mare_nostrum.helpers import deal, finish_setup, mirek_moves, new_game, table, units
from tui.cli.main import main


def _strategy(*connect: tuple[str, str]) -> Session:
    """Petr (Rome, the Commander: one legion in Rome), Katka (Carthage: one legion in Carthage) and Honza (Greece:
    a fleet in Athens) at the start of the strategy phase, nobody named yet."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    session.name = "own"
    finish_setup(session)
    units(session, "rome", "legion", "rome", 1)
    units(session, "carthage", "legion", "carthage", 1)
    for a, b in (("rome", "north-of-rome"), ("carthage", "south-of-carthage"), *connect):
        session.act("connect", {"a": a, "b": b})
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    assert session.phase.id == "strategy" and table(session).holder_of("commander") == 0
    return session


def _commander_on_turn() -> Session:
    session = _strategy()
    session.act("next", {"player": "Petr"})
    return session


def test_the_commander_naming_before_moving_is_asked_first() -> None:
    # Play-test 7 (s14): Petr, the Commander, named himself and then Honza: his legions got no turn, unasked.
    session = _commander_on_turn()
    said = losses(session, session.propose("next", {"player": "Honza"}))
    assert said == ["Petr's own strategy turn (nothing moved yet)"]


def test_after_moving_the_commander_names_the_next_in_one_command() -> None:
    session = _commander_on_turn()
    session.act("move-legion", {"to": "north-of-rome"})
    assert session.turn_player is not None and session.turn_player.name == "Petr"  # two still to move: he picks
    assert losses(session, session.propose("next", {"player": "Honza"})) == []
    session.act("next", {"player": "Honza"})  # "I'm done, Honza next"
    assert session.turn_player is not None and session.turn_player.name == "Honza"


def test_the_command_line_names_the_lost_turn(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves.save(_commander_on_turn(), tmp_path / "own.toml")
    assert main(["--saves-dir", str(tmp_path), "act", "own", "next", "player=Honza"]) == 1
    err = capsys.readouterr().err
    assert "next gives up Petr's own strategy turn (nothing moved yet); add --yes to go on" in err, err
    kept = saves.load(tmp_path / "own.toml")
    assert kept.turn_player is not None and kept.turn_player.name == "Petr"


def test_the_statesman_naming_before_buying_is_asked_first() -> None:
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    for name in ("Petr", "Katka", "Honza"):
        deal(session, name, {"taxes": 3, "wine": 1, "grain": 1, "oil": 1})
    session.act("exchange-size", {"count": 0})
    assert session.phase.id == "build" and table(session).holder_of("statesman") == 2
    session.act("next", {"player": "Honza"})
    said = losses(session, session.propose("next", {"player": "Petr"}))
    assert said[0] == "Honza's own build turn (nothing bought yet)", said
    session.act("buy", {"item": "legion", "province": "athens", "cards": "taxes"})
    said = losses(session, session.propose("next", {"player": "Petr"}))
    assert not any("own build turn" in line for line in said), said


def test_the_last_builder_s_goods_are_counted_once() -> None:
    # Play-test 7: "4 cards from Petr's hand" and "Petr's 4 goods" counted the same cards twice.
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    for name in ("Petr", "Katka"):
        deal(session, name, {})
    deal(session, "Honza", {"wine": 1, "grain": 1, "oil": 1, "fish": 1, "fruit": 1, "gems": 1})
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Honza"})  # the only builder
    session.act("buy", {"item": "legion", "province": "athens", "cards": "wine,grain,oil"})
    said = losses(session, session.propose("next", {}))
    assert said == ["3 cards from Honza's hand", "the purchase Honza's goods could still pay for"], said


# -- a strategy turn with nothing left passes ------------------------------------------------------------------


def test_a_strategy_turn_with_nothing_left_passes_where_nobody_picks() -> None:
    session = _strategy()
    session.act("next", {"player": "Katka"})
    session.act("next", {"player": "Honza"})  # named ahead by the Commander: Katka's turn goes on
    assert session.turn_player is not None and session.turn_player.name == "Katka"
    session.act("move-legion", {"to": "south-of-carthage"})
    assert session.turn_player is not None and session.turn_player.name == "Honza"
    outcome = session.outcome(len(session.events))
    assert "Katka has nothing left to move this turn: the turn passes." in outcome, outcome


def test_with_several_still_to_move_the_commander_still_picks() -> None:
    session = _commander_on_turn()
    session.act("move-legion", {"to": "north-of-rome"})
    assert session.ruleset.turn_done(session.context())
    assert session.turn_player is not None and session.turn_player.name == "Petr"


def test_a_turn_with_helens_chance_open_does_not_pass() -> None:
    session = mirek_moves("cyrene", 1)
    session.act("move-legion", {"from": "carthage", "to": "cyrene"})
    ctx = session.context()
    assert not legion_mover(ctx) and not fleet_mover(ctx)  # nothing left to move: only Helen's chance holds it
    assert helen_chances(ctx)
    assert not session.ruleset.turn_done(ctx)


def test_an_older_log_keeps_its_typed_passes() -> None:
    session = _strategy()
    session.act("next", {"player": "Katka"})
    session.act("move-legion", {"to": "south-of-carthage"})
    data = saves.to_data(session)
    loaded = saves.from_data({**data, "ruleset_version": "11"}, "old")
    assert loaded.options[STRATEGY_PASS_LOG]
    assert not loaded.ruleset.turn_done(loaded.context())
