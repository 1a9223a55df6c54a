"""The command line by its users' conventions (issue 21): completion, --version, placeholders, help examples."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine import registry
from tui.cli.main import main
from tui.library import copy_demo

COMMANDS = [
    ["games"], ["new"], ["list"], ["rules"], ["demo"], ["open"], ["show"], ["actions"], ["act"], ["undo"],
    ["redo"], ["log"], ["report"], ["serve"], ["kit"], ["kit", "list"], ["kit", "show"], ["kit", "check"],
    ["kit", "export"], ["kit", "import"], ["kit", "edit"], ["kit", "apply"], ["kit", "board"],
]  # fmt: skip


def _complete(saves: Path, line: str, shell: str = "zsh") -> list[str]:
    """What the shell would offer after ``line``, asked as Typer's completion scripts ask ``tabula``."""
    env = {**os.environ, "_TABULA_COMPLETE": f"complete_{shell}", "_TYPER_COMPLETE_ARGS": line}
    if shell == "fish":
        env["_TYPER_COMPLETE_FISH_ACTION"] = "get-args"
    tabula = shutil.which("tabula") or ""
    command = [tabula] if tabula else [sys.executable, "-m", "tui"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, cwd=saves)
    assert done.returncode == 0, done.stderr
    if shell == "fish":
        return [line.split("\t")[0] for line in done.stdout.splitlines() if line]
    if done.stdout.startswith("local -a"):  # field names or values, for _describe: 'NAME=:help' 'NAME=VALUE'
        listed = done.stdout.partition("=(")[2].partition(");")[0]
        return re.findall(r"'((?:[^'\\:]|\\.)+)(?::[^']*)?'", listed)
    return re.findall(r'(?:\(\(|\n)"((?:[^"\\]|\\.)*)"', done.stdout)


@pytest.fixture
def demos(tmp_path: Path) -> Path:
    copy_demo(tmp_path, "hellas")
    return tmp_path


def test_completion_offers_the_saves_the_actions_valid_now_the_fields_and_their_values(demos: Path) -> None:
    base = f"tabula --saves-dir {demos} "
    assert _complete(demos, base + "act hel") == ["hellas-demo"]
    # Ariadne's turn, before her reinforcements: the actions open now whose names start so, not every action of
    # the game (resolve, react and regroup apply later: after an attack, a card, the reinforcements).
    assert set(_complete(demos, base + "act hellas-demo re")) == {"reinforce"}
    assert _complete(demos, base + "act hellas-demo reinforce gr") == ["greeks="]
    assert "greeks=athens" in _complete(demos, base + "act hellas-demo reinforce greeks=a", shell="fish")
    # A field already given is not offered again.
    assert "greeks=" not in _complete(demos, base + "act hellas-demo reinforce greeks=athens ")
    assert set(_complete(demos, base + "show hellas-demo --player ")) == {"Ariadne", "Theseus"}
    assert "hellas" in _complete(demos, "tabula rules h") and "mare-nostrum" not in _complete(demos, "tabula rules h")
    assert "decisions" in " ".join(_complete(demos, "tabula rules hellas "))
    # Every calculator the command takes, those reading a save among them.
    assert {"combat", "odds", "income", "roles"} <= set(_complete(demos, "tabula calc mare-nostrum "))


@pytest.mark.parametrize(
    ("shell", "marker"), [("bash", "complete -o"), ("zsh", "compdef"), ("fish", "complete --command tabula")]
)
def test_completion_scripts_for_bash_zsh_and_fish(
    shell: str, marker: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from typer import completion

    monkeypatch.setattr(completion, "_get_shell_name", lambda: shell)  # the shell --show-completion detects
    with pytest.raises(SystemExit) as done:
        main(["--show-completion"])
    script = capsys.readouterr().out
    assert done.value.code == 0 and "_TABULA_COMPLETE" in script and marker in script, script
    if shell == "bash":  # no space after a lone field name, so that its value follows it
        assert "compopt -o nospace" in script


def test_version_names_tabula_and_each_games_rules(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    assert main(["--version"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"tabula {version('tabula')}"
    for info in registry.games():
        if info.id == "market-day":
            continue
        row = next(line for line in out if line.startswith(info.name))
        assert row.split()[-2:] == [info.id, info.load(speak=False).version]


@pytest.mark.parametrize("words", COMMANDS, ids=" ".join)
def test_every_help_names_what_it_expects_and_ends_with_an_example(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*words, "--help"]) == 0
    text = capsys.readouterr().out
    assert not re.search(r"<(str|int|path|text|integer)>", text, re.IGNORECASE), text
    last = text.rstrip().splitlines()[-1].strip()
    assert last.startswith("Example: tabula "), last


#: Examples that start something long-running: the app, a server.
LONG_RUNNING = {"open", "serve", "edit"}


def test_every_help_example_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    examples = []
    for words in COMMANDS:
        main([*words, "--help"])
        line = capsys.readouterr().out.rstrip().splitlines()[-1].strip()
        examples.append(line.removeprefix("Example: tabula ").split())
    main(["calc", "--help"])
    examples.append(capsys.readouterr().out.rstrip().splitlines()[-1].strip().removeprefix("Example: tabula ").split())
    # The kit examples read a kit file: the export example writes it first.
    examples.sort(key=lambda e: e[:2] != ["kit", "export"])
    for example in examples:
        if LONG_RUNNING & set(example[:2]):
            continue
        saves = tmp_path / "saves" / "-".join(example[:2])
        copy_demo(saves, "hellas")
        if example[0] == "redo":  # redo puts back what an undo took
            assert main(["--saves-dir", str(saves), "undo", "hellas-demo"]) == 0
        assert main(["--saves-dir", str(saves), *example]) == 0, (example, capsys.readouterr())
        capsys.readouterr()


def _at_a_terminal(words: list[str], env: dict[str, str]) -> bytes:
    """What ``tabula WORDS`` writes to a terminal (a pseudo-terminal: colour would show here if anywhere)."""
    import pty

    leader, follower = pty.openpty()
    tabula = shutil.which("tabula")
    command = [tabula] if tabula else [sys.executable, "-m", "tui"]
    with subprocess.Popen([*command, *words], stdout=follower, stderr=follower, stdin=subprocess.DEVNULL, env=env):
        pass
    os.close(follower)
    out = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.close(leader)
    return out


@pytest.mark.parametrize("no_color", ["", "1"])
def test_the_command_line_writes_plain_text_at_a_terminal_and_in_a_pipe(demos: Path, no_color: str) -> None:
    env = {**os.environ, "TABULA_LANG": "en"}
    env.pop("NO_COLOR", None)
    if no_color:
        env["NO_COLOR"] = no_color
    # The help is coloured at a terminal unless NO_COLOR says otherwise (tests/test_cli_terminal.py).
    helps = [["--help"], ["act", "--help"]] if no_color else []
    for words in (*helps, ["--saves-dir", str(demos), "show", "hellas-demo"], ["show", "x"]):
        written = _at_a_terminal(words, env)
        assert written and b"\x1b[" not in written, (words, written[:200])
    piped = subprocess.run(
        [sys.executable, "-m", "tui", "--saves-dir", str(demos), "show", "hellas-demo", "--json"],
        capture_output=True,
        env=env,
    )
    assert piped.returncode == 0 and b"\x1b[" not in piped.stdout
    import json

    json.loads(piped.stdout)  # one document


def test_completion_costs_ordinary_commands_nothing() -> None:
    # Every command's module names the completers; what they read (a session, its fields) loads only on a Tab.
    root = Path(__file__).resolve().parents[1]
    probe = (
        "import sys, tui.cli.main; print(sorted(m for m in ('engine.summary', 'engine.session') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=root, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr
