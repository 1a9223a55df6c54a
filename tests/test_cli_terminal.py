"""The command line at a terminal as its users expect it (issue 37): -h, help grouped as people look for
commands, colour at a terminal and none in a pipe or with NO_COLOR, long output through $PAGER, the rules
rendered, and the help wholly Czech in Czech."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_cli_conventions import COMMANDS
from tui.cli.help import PANELS, PLACEHOLDERS, summary
from tui.cli.main import main
from tui.library import copy_demo

ROOT = Path(__file__).resolve().parents[1]
#: A safety net only: every wait below ends when the process does.
BOUND = 120


@pytest.fixture
def demos(tmp_path: Path) -> Path:
    copy_demo(tmp_path, "hellas")
    return tmp_path


def _help(capsys: pytest.CaptureFixture[str], words: list[str]) -> str:
    assert main(words) == 0, capsys.readouterr().err
    return capsys.readouterr().out


@pytest.mark.parametrize("words", [*COMMANDS, ["calc"], ["calc", "hellas"], ["calc", "hellas", "attack"]], ids=" ".join)
def test_dash_h_is_help_wherever_help_is(words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert _help(capsys, [*words, "-h"]) == _help(capsys, [*words, "--help"])


def test_dash_h_on_an_action_lists_its_fields(demos: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = ["--saves-dir", str(demos), "act", "hellas-demo", "reinforce"]
    assert _help(capsys, [*base, "-h"]) == _help(capsys, [*base, "--help"])


def test_the_top_level_help_groups_the_commands_each_said_whole(capsys: pytest.CaptureFixture[str]) -> None:
    import typer.main

    from tui.cli.base import app
    from tui.cli.main import register

    register()

    text = _help(capsys, ["--help"])
    headings = [line[:-1] for line in text.splitlines() if re.fullmatch(r"\S[^:]*:", line)]
    assert headings == ["Options", *PANELS], headings
    group = typer.main.get_command(app)
    listed: list[str] = []
    for title, names in PANELS.items():
        section = text.split(f"\n{title}:\n")[1].split("\n\n")[0]
        rows = re.findall(r"^  (\S+) +(.*(?:\n {4,}.*)*)", section, re.MULTILINE)
        assert [name for name, _ in rows] == list(names)
        for name, said in rows:
            # Its whole first paragraph, as wrapped: never cut with "...".
            assert " ".join(said.split()) == summary(group.commands[name]), name  # type: ignore[attr-defined]
        listed += names
    shown = [name for name, command in group.commands.items() if not command.hidden]  # type: ignore[attr-defined]
    assert sorted(listed) == sorted(shown)  # every command in one group


def _at_a_terminal(words: list[str], env: dict[str, str]) -> str:
    """What ``tabula WORDS`` writes to a pseudo-terminal, read until the process ends."""
    import pty

    leader, follower = pty.openpty()
    tabula = shutil.which("tabula")
    command = [tabula] if tabula else [sys.executable, "-m", "tui"]
    process = subprocess.Popen([*command, *words], stdin=follower, stdout=follower, stderr=follower, env=env)
    os.close(follower)
    out = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal closes with the last process holding it
            break
        if not chunk:
            break
        out += chunk
    os.close(leader)
    assert process.wait(timeout=BOUND) == 0, out.decode(errors="replace")
    return out.decode()


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """The environment of a person at a terminal, with a pager that records what it is given and how."""
    pager = tmp_path / "pager"
    pager.write_text(f'#!/bin/sh\necho "$LESS" > {tmp_path}/less\ncat > {tmp_path}/paged\n')
    pager.chmod(0o755)
    out = {**os.environ, "TABULA_LANG": "en", "PAGER": str(pager), "TERM": "xterm-256color", "COLUMNS": "100"}
    for name in ("NO_COLOR", "LESS", "FORCE_COLOR"):
        out.pop(name, None)
    return out


def test_help_is_coloured_at_a_terminal_and_plain_with_no_color(env: dict[str, str]) -> None:
    coloured = _at_a_terminal(["--help"], env)
    assert "\x1b[" in coloured and re.sub(r"\x1b\[[\d;]*m", "", coloured).startswith("Usage: tabula")
    assert "\x1b[" not in _at_a_terminal(["--help"], {**env, "NO_COLOR": "1"})
    piped = subprocess.run(
        [sys.executable, "-m", "tui", "--help"], capture_output=True, text=True, env=env, timeout=BOUND
    )
    assert piped.returncode == 0 and "\x1b[" not in piped.stdout and "Play:" in piped.stdout


def test_rules_at_a_terminal_go_through_the_pager_rendered(env: dict[str, str], tmp_path: Path) -> None:
    shown = _at_a_terminal(["rules", "hellas", "turn"], env)
    paged = (tmp_path / "paged").read_text()
    # Rendered: the heading and the bold words without their marks, in colour; the pager told to quit when
    # it fits the screen and pass the colour through (as git tells less).
    plain = re.sub(r"\x1b\[[\d;]*m", "", paged)
    assert "\x1b[" in paged and "A turn" in plain and "# A turn" not in plain and "**" not in plain
    assert "Reinforcements (reinforce)" in plain
    assert "the first coast (coast)" in " ".join(plain.split())  # a link: its words, then the topic to type
    assert (tmp_path / "less").read_text().strip() == "FRX"
    assert "Reinforcements" not in shown  # written to the pager, not past it


def test_no_color_at_a_terminal_still_pages_but_without_colour(env: dict[str, str], tmp_path: Path) -> None:
    _at_a_terminal(["rules", "hellas", "turn"], {**env, "NO_COLOR": "1", "LESS": "R"})
    paged = (tmp_path / "paged").read_text()
    assert "Reinforcements (reinforce)" in paged and "\x1b[" not in paged
    assert (tmp_path / "less").read_text().strip() == "R"  # the person's own $LESS is kept


def test_the_log_at_a_terminal_goes_through_the_pager_unless_told_not_to(
    env: dict[str, str], tmp_path: Path, demos: Path
) -> None:
    _at_a_terminal(["--saves-dir", str(demos), "log", "hellas-demo"], env)
    paged = (tmp_path / "paged").read_text()
    assert paged.startswith("   1. R1 ") and "Ariadne" in paged
    (tmp_path / "paged").unlink()
    shown = _at_a_terminal(["--saves-dir", str(demos), "log", "hellas-demo", "--no-pager"], env)
    assert not (tmp_path / "paged").exists() and "   1. R1 " in shown
    # PAGER=cat (or empty), as git reads it: no pager.
    shown = _at_a_terminal(["rules", "hellas", "turn"], {**env, "PAGER": "cat"})
    assert not (tmp_path / "paged").exists() and "Reinforcements" in shown


def test_in_a_pipe_no_pager_no_colour_and_the_rules_as_written(env: dict[str, str], tmp_path: Path) -> None:
    piped = subprocess.run(
        [sys.executable, "-m", "tui", "rules", "hellas", "turn"], capture_output=True, text=True, env=env, timeout=BOUND
    )
    assert piped.returncode == 0 and piped.stdout.startswith("# A turn\n\n**Reinforcements**")
    assert "\x1b[" not in piped.stdout and not (tmp_path / "paged").exists()


def test_plain_commands_load_neither_rich_nor_textual() -> None:
    # Start-up stays Typer's: Rich (the pager's and Markdown's) loads only for a terminal to see it.
    probe = (
        "import sys; from tui.cli.main import main; main(['rules', 'hellas', 'turn']); main(['--help']);"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'rich', 'textual', 'markdown_it'}), file=sys.stderr)"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=BOUND, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 0 and done.stderr.strip() == "[]", done.stderr


#: English that the Czech help must not show: Typer's and Click's words, the placeholders, the groups.
ENGLISH = [
    "Usage",
    "[OPTIONS]",
    "COMMAND",
    "ARGS",
    "Install completion",
    "Show completion",
    "table-side companion",
    "Board kits",
    *PANELS,
    *(word for word in PLACEHOLDERS if word != "NAME|table"),
]


@pytest.mark.parametrize(
    "words", [[], *COMMANDS, ["calc", "mare-nostrum", "odds"], ["calc", "mare-nostrum", "income"]], ids=" ".join
)
def test_the_help_is_wholly_czech(words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys, ["--lang", "cs", *words, "--help"])
    found = [word for word in ENGLISH if re.search(rf"(?<![\w$]){re.escape(word)}(?![\w])", text)]
    assert found == [], text
    assert text.startswith("Použití: tabula")
