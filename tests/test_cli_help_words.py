"""The command line's help as a person reads it (issue 37): usage lines write a required argument bare
(``SAVE``, not Typer's ``{SAVE}``), a calculator's help lists its arguments under their own heading,
``kit show`` names its sections in Czech, and installing completion is said in the language spoken."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.i18n import tr
from engine.kitfiles import shipped
from tui.cli.main import main


def _help(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    assert main(list(words)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("words", "usage"),
    [
        (("act", "--help"), "Usage: tabula act [OPTIONS] SAVE ACTION [FIELD=VALUE...]"),
        (("rules", "--help"), "Usage: tabula rules [OPTIONS] GAME [TOPIC]"),
        (("kit", "show", "--help"), "Usage: tabula kit show [OPTIONS] GAME"),
        (("--lang", "cs", "show", "--help"), "Použití: tabula show [VOLBY] PARTIE"),
    ],
)
def test_a_required_argument_is_written_bare(
    capsys: pytest.CaptureFixture[str], words: tuple[str, ...], usage: str
) -> None:
    out = _help(capsys, *words)
    assert out.splitlines()[0] == usage
    assert "{" not in out.splitlines()[0]


def test_a_calculators_arguments_come_under_their_own_heading(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(capsys, "--lang", "cs", "calc", "mare-nostrum", "income", "--help").splitlines()
    # A session's calculator takes the save (its options are --json and --help, as every command's), and no
    # "Žádné volby." stands above its arguments.
    assert out[0] == "Použití: tabula calc mare-nostrum income [VOLBY] PARTIE"
    assert "Žádné volby." not in out
    assert out[out.index("Argumenty:") + 1].split()[0] == "PARTIE"


def test_a_calculators_options_have_czech_placeholders(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(capsys, "--lang", "cs", "calc", "mare-nostrum", "combat", "--help").splitlines()
    assert out[0] == "Použití: tabula calc mare-nostrum combat [VOLBY]"
    assert "Argumenty:" not in out
    assert out[out.index("Volby:") + 1].split()[:2] == ["--attacker-rolls", "KOSTKY"]
    english = _help(capsys, "calc", "mare-nostrum", "combat", "--help").splitlines()
    assert english[english.index("Options:") + 1].split()[:2] == ["--attacker-rolls", "DICE"]


@pytest.mark.parametrize("game", ["mare-nostrum", "aquileia", "struggle-for-rome", "hellas", "civilization"])
def test_kit_show_names_every_section_in_czech(capsys: pytest.CaptureFixture[str], game: str) -> None:
    out = _help(capsys, "--lang", "cs", "kit", "show", game).splitlines()
    sections = list(shipped(registry.load(game)).sections)
    named = [line.strip().split(":")[0] for line in out[1 : 1 + len(sections)]]
    assert named == [tr(name) for name in sections]
    # Every key has a Czech word of its own ("tiles" was printed as it is).
    assert not set(named) & set(sections), named


def test_installing_completion_is_said_in_czech(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr("typer.completion._get_shell_name", lambda: "bash")
    with pytest.raises(SystemExit) as done:
        main(["--lang", "cs", "--install-completion"])
    assert done.value.code == 0
    out = capsys.readouterr().out.splitlines()
    script = tmp_path / ".bash_completions" / "tabula.sh"
    assert out == [
        f"Doplňování Tabem pro bash je nainstalované v {script}.",
        "Bude fungovat v terminálech otevřených od teď.",
    ]
    assert "_tabula_completion" in script.read_text(encoding="utf-8")


def test_a_shell_without_completion_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr("typer.completion._get_shell_name", lambda: "tcsh")
    assert main(["--lang", "cs", "--show-completion"]) == 2
    err = capsys.readouterr().err.strip()
    assert (
        err
        == "tabula: Tabula doplňuje slova v shellech bash, zsh, fish a PowerShell; tento shell (tcsh) mezi ně nepatří"
    )
    monkeypatch.setattr("typer.completion._get_shell_name", lambda: None)
    assert main(["--install-completion"]) == 2
    assert "cannot tell which this is" in capsys.readouterr().err
    assert not (tmp_path / ".bashrc").exists()
