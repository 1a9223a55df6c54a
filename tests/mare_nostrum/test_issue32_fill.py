"""Issue 32, "fill what the app knows": what the play-test typed though the table's state decides it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine import saves
from engine.errors import BadInput
from engine.reference import topic
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.idle import IDLE_LOG
from rulesets.mare_nostrum.rounds import held
from tests.mare_nostrum.helpers import deal, influence, table, units
from tests.mare_nostrum.test_issue32_battle_helen import _mirek_enters_thebes
from tests.mare_nostrum.test_round import _started
from tui.cli.main import main


def _katkas_fortress_at_war() -> Session:
    """p.9 (l.21): after Helen and the first battle, Thebes is at war: Katka's fortress against Mirek's last
    legion, and Katka is on turn."""
    session = _mirek_enters_thebes()
    session.act("helen", {})
    session.act("battle", {"attacker_rolls": "3,3,3", "defender_rolls": "2,5"})
    session.act("next", {"player": "Katka"})
    return session


def test_a_fortress_fighting_alone_rolls_no_dice() -> None:
    # Katka's fortress is a 6 with no die; Mirek rolls 1, +1 for Hannibal: 6 against 2, his last legion falls.
    session = _katkas_fortress_at_war()
    event = session.act("battle", {"defender_rolls": "1"})
    assert event.args["attacker_rolls"] == [] and event.args["place"] == "thebes"
    assert session.outcome(len(session.events))[0] == "Katka attacks Mirek (Carthage) in Thebes: 6 against 2."
    board = table(session)
    assert (board.legions("thebes", "carthage"), board.fortresses("thebes", "egypt")) == (0, 1)


def test_dice_typed_for_a_lone_fortress_are_refused_saying_why() -> None:
    session = _katkas_fortress_at_war()
    said = [v.message for v in session.propose("battle", {"attacker_rolls": "4", "defender_rolls": "1"}).violations]
    assert said == ["Katka has no legion in Thebes: the fortress fights alone, with no dice"]


def test_legions_still_roll_and_the_refusal_says_how_many() -> None:
    # The rules have each legion roll (p.9): the dice of an attack with legions are never made up.
    session = _mirek_enters_thebes()
    said = [v.message for v in session.propose("battle", {"defender_rolls": "2"}).violations]
    assert said == ["Mirek rolls 4 dice, one per legion"]


def test_on_the_command_line_the_lone_fortress_attacks_with_no_dice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saves.save(_katkas_fortress_at_war(), tmp_path / "thebes.toml")
    capsys.readouterr()
    assert main(["--saves-dir", str(tmp_path), "act", "thebes", "battle", "defender_rolls=1"]) == 0
    assert "Katka attacks Mirek (Carthage) in Thebes: 6 against 2." in capsys.readouterr().out


# -- players with nothing to do take no turn ----------------------------------------------------------


def _strategy_begins() -> Session:
    """Round 1's strategy phase on the golden start: Ann (Babylon, the Commander) has a fortress and no legion
    nor fleet; Bo (Carthage) has a legion, Cy (Greece) a new fleet in Athens."""
    session = _started()
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next-phase")  # nobody builds
    assert session.phase.id == "strategy"
    return session


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def test_a_player_with_nothing_on_the_board_takes_no_strategy_turn() -> None:
    # Play-test: "a player with no units must still be named and must pass; only the last player passes".
    session = _strategy_begins()
    assert _pending(session) == [
        "Ann (Commander) names who moves next: Bo, Cy.",
        "No turn this phase for Ann: nothing on the board to move or fight with.",
    ]
    with pytest.raises(BadInput, match=r"^Ann has no turn in this phase: nothing to do \(still to act: Bo, Cy\)$"):
        session.act("next", {"player": "Ann"})
    session.act("next", {"player": "Bo"})
    event = session.act("next")  # Cy, the last with something to move, follows by himself
    assert "player" not in event.args and session.turn_player == session.players[2]
    session.act("move-fleet", {"to": "east-of-athens"})  # Cy is done, and the round ends by itself (rules v12):
    # Ann's turn is never asked for
    assert (session.table.position.round, session.phase.id) == (2, "trade")
    assert "Players with nothing to do take no turn" in topic(session.ruleset, "decisions").text


def test_a_player_who_can_pay_for_nothing_takes_no_build_turn() -> None:
    session = _started()
    deal(session, "Bo", {"taxes": 1, "fish": 1})  # no set of two cards: nothing Bo could buy
    session.act("exchange-size", {"count": 0}, actor="Bo")
    assert "No turn this phase for Bo: nothing they could buy." in _pending(session)
    assert "Cy (Statesman) names who builds next: Ann, Cy." in _pending(session)
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "legion", "province": "babylon"})
    session.act("next")  # Cy builds last, named by nobody
    assert session.turn_player == session.players[2]
    session.act("next")
    assert session.phase.id == "strategy"


def test_nobody_with_anything_to_do_ends_the_phase_at_one_word() -> None:
    session = _strategy_begins()
    units(session, "carthage", "legion", "carthage", 0)
    units(session, "athens", "fleet", "greece", 0)
    assert _pending(session)[0] == "Nobody has anything to do this phase: next ends it."
    session.act("next")
    assert (session.table.position.round, session.phase.id) == (2, "trade")


def test_a_save_from_before_gives_every_player_a_turn_as_it_did() -> None:
    session = _strategy_begins()
    session.options[IDLE_LOG] = True  # as a version-5 session played
    session.act("next", {"player": "Ann"})
    session.act("next", {"player": "Bo"})
    data = to_data(session)
    loaded = saves.from_data({**data, "ruleset_version": "5", "options": {}}, "old")
    assert loaded.options[IDLE_LOG] and loaded.turn_player == loaded.players[1]
    assert loaded.table.position.acted == (0,)


# -- a caravan's good -------------------------------------------------------------------------------


def _troy_to_build() -> Session:
    """Cy (Greece) has held Troy since the round began, and builds: the kit knows oil is printed in Troy, and
    leaves room for more symbols (the rulebook names oil there, l.5, and nothing else)."""
    session = _started()
    influence(session, "troy", "greece")
    session.tables[-1] = replace(session.table, game=replace(table(session).state, held_at_start=held(table(session))))
    deal(session, "Cy", {"taxes": 6})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Cy"})
    return session


def test_troys_caravan_takes_the_symbol_the_kit_knows_and_says_so() -> None:
    # Play-test: "Troy's caravan needs good=oil although the kit lists oil there" (and December's: Sinai's
    # cattle). Oil is the one kind the kit knows there: the caravan takes it, and the outcome says which.
    session = _troy_to_build()
    suggest = session.spec("buy").suggest
    assert suggest is not None
    ctx = session.context(actor=2, given={"item": "caravan", "province": "troy"})
    assert list(suggest(ctx, "good")) == ["oil"]  # the form offers it first
    event = session.act("buy", {"item": "caravan", "province": "troy"})
    assert event.args.get("good") is None and table(session).caravans("troy") == ["oil"]
    assert session.outcome(len(session.events))[0].startswith("Cy buys a caravan in Troy on an oil symbol, paying")
    # A second caravan: the kit knows no free symbol there now, so the table names it.
    deal(session, "Cy", {"taxes": 3})
    said = [v.message for v in session.propose("buy", {"item": "caravan", "province": "troy"}).violations]
    assert said == ["name the good of the symbol the caravan stands on"]
