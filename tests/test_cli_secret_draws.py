"""The command line's generic leftovers of issues 33 and 35: a card drawn face down is typed unseen by its drawer
(issue 33), ``act --as NAME`` reads hidden cards as NAME does (issue 35), and a phase everyone plays at once
says whom it still waits for."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from engine import saves
from engine.errors import BadInput
from engine.session import Session
from engine.summary import waiting_for
from tests.aquileia.helpers import new, place_all, stadium_example, to_phase
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.test_hidden_cards import demo
from tui.cli.main import main
from tui.cli.secret import with_secrets


def _saved(session: Session, folder: Path, name: str) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    saves.save(session, folder / f"{name}.toml")
    return name


def _at_terminal(monkeypatch: pytest.MonkeyPatch, words: list[str], typed: str) -> tuple[int, str]:
    """``tabula WORDS`` with a person at the terminal typing ``typed``: the exit code and all it showed (click's
    test terminal echoes what is typed, but not what a hidden prompt reads)."""
    monkeypatch.setattr("tui.cli.secret.stdin_terminal", lambda: True)
    with CliRunner().isolation(input=typed) as (out, err, _):
        code = main(words)
        return code, out.getvalue().decode() + err.getvalue().decode()


@pytest.fixture
def hellas(saves_dir: Path) -> str:
    return _saved(demo("hellas"), saves_dir, "h")


def test_a_card_drawn_is_typed_unseen_at_a_terminal(
    hellas: str, saves_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, shown = _at_terminal(monkeypatch, ["act", hellas, "reinforce", "greeks=athens", "cards=?"], "flood\n")
    assert code == 0, shown
    assert "Ariadne, type cards (hidden)" in shown  # whose secret it is
    assert "flood" not in shown.lower()  # neither echoed nor in the outcome: "1 card goes ..."
    assert saves.load(saves_dir / "h.toml").events[-1].args["cards"] == ["flood"]


def test_a_name_the_game_does_not_know_is_asked_again_without_echoing_it(
    hellas: str, saves_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, shown = _at_terminal(monkeypatch, ["act", hellas, "reinforce", "cards=?"], "floood\nflood\n")
    assert code == 0, shown
    assert "floood" not in shown and "type it again" in shown
    assert saves.load(saves_dir / "h.toml").events[-1].args["cards"] == ["flood"]


def test_off_a_terminal_a_lacking_secret_is_refused_saying_how_to_give_it(
    hellas: str, saves_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("tui.cli.secret.stdin_terminal", lambda: False)
    before = saves.load(saves_dir / "h.toml").events
    assert main(["act", hellas, "reinforce", "greeks=athens", "cards=?"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cards=VALUE" in err and "Ariadne drew it" in err
    assert saves.load(saves_dir / "h.toml").events == before
    # Typed on the line, it still works (a script's way).
    assert main(["act", hellas, "reinforce", "cards=flood"]) == 0, capsys.readouterr().err


def _equi() -> Session:
    session = new()
    session.act("turn-up", {"card": "2 gold horses"})
    place_all(session, {"Blue": ["equi-1", "servi-top"], "Yellow": ["equi-2"], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    return session


def test_the_equi_top_card_is_asked_of_the_leftmost_space_only() -> None:
    session = _equi()
    asked: list[str] = []

    def typed(question: str) -> str:
        asked.append(question)
        return "weapons-3"

    assert with_secrets(session, "equi", {}, None, typed) == {"top": "weapons-3"}
    assert asked == ["Blue, type top (hidden) — leftmost space: the top card of the deck"]
    assert with_secrets(session, "equi", {"space": "equi-2"}, None, typed) == {"space": "equi-2"}
    assert len(asked) == 1  # Yellow's space takes no top card: nobody asked
    with pytest.raises(BadInput, match="top=VALUE"):
        with_secrets(session, "equi", {}, None, None)


def test_the_arena_slave_card_is_asked_of_whoever_takes_it() -> None:
    session = new()
    place_all(session, {"Blue": ["arena-1a"], "Yellow": ["arena-2"], "Red": ["potentia"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,bronze,gold"})
    session.act("fight", {"dice": "gold,gold,silver"})
    asked: list[str] = []

    def typed(question: str) -> str:
        asked.append(question)
        return "slave-1"

    with_secrets(session, "prizes", {"winner_takes": "points"}, None, typed)
    assert asked == ["Yellow, type slave_card (hidden) — Arena: the slave card drawn"]


def test_the_stadium_laurels_are_asked_of_the_winner_either_left_empty() -> None:
    session = stadium_example()
    answers = ["", "laurel-white"]
    asked: list[str] = []

    def typed(question: str) -> str:
        asked.append(question)
        return answers.pop(0)

    assert with_secrets(session, "prizes", {}, None, typed) == {"second_laurel": "laurel-white"}
    assert [q.split(",")[0] for q in asked] == ["Yellow", "Yellow"]
    assert session.propose("prizes", {"second_laurel": "laurel-white"}).legal


def _theseus_to_play(folder: Path) -> str:
    session = demo("hellas")
    session.act("reinforce", {"greeks": "athens,sparta,corinth"})
    session.act("next")
    assert session.turn_player is not None and session.turn_player.name == "Theseus"
    return _saved(session, folder, "t")


def test_act_as_a_player_reads_their_own_hand(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _theseus_to_play(saves_dir)
    # Theseus holds no Plus one: said of his own hand to him, as the table's screen would not.
    assert main(["act", save, "play", "card=plus-one", "--as", "Theseus"]) == 1
    assert "Theseus has no Plus one card in hand" in capsys.readouterr().err
    assert main(["act", save, "play", "card=plus-one", "--as", "Theseus", "--check"]) == 1
    assert capsys.readouterr().out.startswith("Hand: Theseus has no Plus one card in hand")
    # Ariadne out of her turn: her own hand said with the turn, nothing of Theseus's.
    assert main(["act", save, "play", "card=flood", "--as", "Ariadne", "--check"]) == 1
    said = capsys.readouterr().out
    assert "Ariadne has no Flood card in hand" in said and "Theseus's turn" in said
    for card in ("Equal by sea", "Reuse", "Card theft"):
        assert card not in said
    # Without --as the table reads it: the hand is not named.
    assert main(["act", save, "play", "card=plus-one", "--check"]) == 1
    assert "hand" not in capsys.readouterr().out
    # The player who holds the card plays it.
    assert main(["act", save, "play", "card=flood", "--as", "Theseus"]) == 0, capsys.readouterr().err


def _trade(folder: Path) -> str:
    session = new_game("egypt", "carthage", "greece", names=("Katka", "Mirek", "Honza"))
    finish_setup(session)
    for name in ("Katka", "Mirek", "Honza"):
        deal(session, name, {"taxes": 1})
    session.act("exchange-size", {"count": 1}, actor="Mirek")
    return _saved(session, folder, "trade")


def test_a_phase_everyone_plays_says_whom_it_waits_for(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _trade(saves_dir)
    assert main(["show", save]) == 0
    assert "\nwaiting for: Katka, Mirek, Honza; start player" in capsys.readouterr().out
    assert main(["act", save, "offer", "cards=taxes", "--as", "Katka"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("Now: round 1, Trade; waiting for: Mirek, Honza")
    session = saves.load(saves_dir / "trade.toml")
    assert waiting_for(session) == ["Mirek", "Honza"]

    from tui.app.screens.session_parts import header

    assert header(session, session.summary()).endswith("· waiting for: Mirek, Honza")


def test_the_waiting_is_said_in_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _trade(saves_dir)
    assert main(["--lang", "cs", "show", save]) == 0
    assert "\nčeká se na: Katka, Mirek, Honza; začínající hráč" in capsys.readouterr().out


def test_a_turn_held_says_whose_it_is() -> None:
    session = demo("hellas")
    assert waiting_for(session) == []


def test_player_counts_are_written_as_each_language_writes_them(capsys: pytest.CaptureFixture[str]) -> None:
    # Issue 37: "2-2" for Hellas; Czech writes a range with a dash, "3–5".
    assert main(["games"]) == 0
    rows = {line.split()[0]: line.split()[-1] for line in capsys.readouterr().out.splitlines()[2:]}
    assert rows["hellas"] == "2" and rows["aquileia"] == "3-5"
    assert main(["--lang", "cs", "games"]) == 0
    rows = {line.split()[0]: line.split()[-1] for line in capsys.readouterr().out.splitlines()[2:]}
    assert rows["hellas"] == "2" and rows["aquileia"] == "3–5"
