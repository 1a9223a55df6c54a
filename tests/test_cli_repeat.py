"""The very command a terminal just took, typed again there once it passed the turn by itself, is held (README,
play-test 11: a repeated ``idle take=gold`` took gold for the next player; a repeated plunder cost one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from tests.struggle_for_rome.helpers import new, roll_out
from tui.cli import repeat
from tui.cli.main import main


def _at_the_tribes(saves_dir: Path) -> Path:
    session = new(players=3)
    roll_out(session)
    session.act("next-phase")
    for _ in range(3):
        session.act("next")
    saves_dir.mkdir(parents=True, exist_ok=True)
    path = saves_dir / "s.toml"
    saves.save(session, path)
    return path


def _act(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, str]:
    code = main(["act", "s", *words])
    return code, capsys.readouterr().err


@pytest.mark.usefixtures("english")
def test_the_same_command_again_is_held_and_the_new_holder_names_himself(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _at_the_tribes(saves_dir)
    monkeypatch.setattr(repeat, "_terminal", lambda: "/dev/pts/7")
    first = saves.load(path).turn_player
    assert first is not None
    assert _act(capsys, "idle", "take=gold")[0] == 0
    holder = saves.load(path).turn_player
    assert holder is not None and holder.name != first.name  # the turn passed by itself
    events = len(saves.load(path).events)
    code, err = _act(capsys, "idle", "take=gold")
    assert code == 1
    assert f"{first.name} took that very command just now" in err
    assert f"{holder.name} adds --as {holder.name}" in err
    assert len(saves.load(path).events) == events  # nothing applied
    assert _act(capsys, "idle", "take=gold", "--as", holder.name)[0] == 0  # meant: named


@pytest.mark.usefixtures("english")
def test_another_terminal_or_a_script_is_not_held(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _at_the_tribes(saves_dir)
    monkeypatch.setattr(repeat, "_terminal", lambda: "/dev/pts/7")
    assert _act(capsys, "idle", "take=gold")[0] == 0
    monkeypatch.setattr(repeat, "_terminal", lambda: "/dev/pts/8")  # the next player at their own terminal
    assert _act(capsys, "idle", "take=gold")[0] == 0
    monkeypatch.setattr(repeat, "_terminal", lambda: None)  # a script
    assert _act(capsys, "idle", "take=gold")[0] == 0
    assert _act(capsys, "idle", "take=gold")[0] == 0


@pytest.mark.usefixtures("english")
def test_a_step_a_rule_refuses_says_the_rule_before_asking_yes(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test 11 (Mare Nostrum): next-phase asked for --yes, and --yes then met "Compulsory battle"."""
    from tui.cli import act_replies

    assert main(["new", "market-day", "--player", "Ann", "--player", "Bo", "--name", "fri", "--no-tui"]) == 0
    capsys.readouterr()
    monkeypatch.setattr(act_replies, "lost_said", lambda *args: "2 cards")
    code = main(["act", "fri", "give", "to=Bo", "amount=5"])  # refused: not in the harvest
    err = capsys.readouterr().err
    assert code == 1 and "add --yes" not in err and "belongs to the" in err
    code = main(["act", "fri", "harvest", "--as", "Ann"])  # allowed: the question comes first
    assert code == 1 and "add --yes to go on" in capsys.readouterr().err


@pytest.mark.usefixtures("english")
def test_a_pass_typed_twice_is_not_the_next_players(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test 12 (Aquileia): ``pass`` typed twice at one terminal passed for the next player (nobody holds a
    turn there: the table waits for a player, so it is the actor, not the turn, that moves on)."""
    from tests.aquileia.helpers import new as new_aquileia

    session = new_aquileia()
    saves_dir.mkdir(parents=True, exist_ok=True)
    path = saves_dir / "s.toml"
    saves.save(session, path)
    monkeypatch.setattr(repeat, "_terminal", lambda: "/dev/pts/7")
    assert _act(capsys, "pass")[0] == 0
    events = len(saves.load(path).events)
    code, err = _act(capsys, "pass")
    assert code == 1 and "took that very command just now; typed again it would act for" in err
    assert len(saves.load(path).events) == events
