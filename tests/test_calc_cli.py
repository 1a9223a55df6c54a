"""``tabula calc GAME CALC --option value`` parsed by Click (issue 37): each calculator a command built from its
fields, so its options complete, show in ``--help`` and are refused as every other command's are."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_quick_complete import _env

# The real bash of tests/test_real_bash (its fixtures, used here by name).
from tests.test_real_bash import BASH, Bash, bash, script  # noqa: F401
from tui.cli.main import main
from tui.cli.quick_complete import answer
from tui.library import copy_demo

ROOT = Path(__file__).resolve().parents[1]


def _offered(line: str, shell: str = "zsh", saves: Path | None = None) -> list[str]:
    """What ``tabula`` (the installed command, as the shell's script runs it) offers at the end of ``line``."""
    env = {**os.environ, **_env(line, shell), "PYTHONPATH": str(ROOT), "TABULA_RULESETS": "tests.fixture_game:INFO"}
    if saves is not None:
        env["TABULA_SAVES"] = str(saves)
    done = subprocess.run([sys.executable, "-m", "tui"], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0 and not done.stderr, done.stderr
    if shell == "bash":
        return done.stdout.split()
    if shell == "fish":
        return [row.split("\t")[0] for row in done.stdout.splitlines() if row]
    return re.findall(r'(?:\(\(|\n)"((?:[^"\\]|\\.)*)"', done.stdout)


@pytest.mark.parametrize("shell", ["zsh", "bash", "fish"])
def test_tab_completes_a_calculators_option_names(shell: str) -> None:
    # The play-test: "bash: calc ... --a<Tab> offers nothing, because calc options are parsed by hand".
    offered = _offered("tabula calc mare-nostrum odds --att", shell)
    assert offered == ["--attackers", "--attacker-fortresses", "--attacker-bonus"], offered
    # An option given is not offered again; the calculator's flags and --json are.
    offered = _offered("tabula calc hellas attack --attackers 2 --", shell)
    assert "--attackers" not in offered and {"--defenders", "--by-sea", "--json", "--help"} <= set(offered), offered


@pytest.mark.parametrize("shell", ["zsh", "bash", "fish"])
def test_tab_completes_the_values_of_a_field_with_choices(shell: str) -> None:
    assert _offered("tabula calc struggle-for-rome move --first ", shell) == ["land", "sea"]
    assert _offered("tabula calc struggle-for-rome move --first=s", shell) == ["sea"]
    # A field of several values completes the one after the last comma.
    assert _offered("tabula calc market-day cost --item house,t", shell) == ["house,tower"]
    # A field without choices offers none (zsh falls back to file names, as for any such option).
    assert not [word for word in _offered("tabula calc mare-nostrum odds --attackers ", shell) if word != "_files"]


def test_tab_completes_the_save_a_calculator_reads(tmp_path: Path) -> None:
    copy_demo(tmp_path, "mare-nostrum")
    assert _offered("tabula calc mare-nostrum income ", saves=tmp_path) == ["mare-nostrum-demo"]


def test_the_games_and_calculators_are_still_answered_without_typer(tmp_path: Path) -> None:
    # The quick path (tui.cli.quick_complete) names the games and a game's calculators; what follows a calculator's
    # name is Typer's, which builds that calculator's command.
    assert answer(_env("tabula calc ")) is not None
    assert answer(_env("tabula calc hellas ")) is not None
    assert answer(_env("tabula calc hellas attack --by")) is None
    assert answer(_env("tabula calc mare-nostrum income ")) is None


def test_a_wrong_option_is_one_line_exit_2_as_every_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "mare-nostrum", "odds", "--atackers", "3", "--defenders", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tabula: No such option: --atackers") and "--attackers" in err and err.count("\n") == 1
    assert main(["--lang", "cs", "calc", "mare-nostrum", "odds", "--atackers", "3"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tabula: Volba --atackers neexistuje") and err.count("\n") == 1
    # A value that does not fit the field names the option, as Click says it for any command.
    assert main(["calc", "mare-nostrum", "odds", "--attackers", "99", "--defenders", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tabula: Invalid value for '--attackers'") and "at most 24" in err and err.count("\n") == 1
    assert main(["calc", "mare-nostrum", "income"]) == 2
    assert capsys.readouterr().err == "tabula: Missing argument 'SAVE'.\n"


def test_the_help_lists_the_options_as_every_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "mare-nostrum", "odds", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Usage: tabula calc mare-nostrum odds [OPTIONS]\n")
    assert re.search(r"\n  --attackers N +attacking legions or fleets  \[required\]\n", out), out
    assert re.search(r"\n  --attacker-fortresses N +attacker's fortresses in the fight  \[default: 0\]\n", out), out
    assert "\n  --json " in out and "\n  -h, --help " in out
    assert main(["--lang", "cs", "calc", "mare-nostrum", "odds", "-h"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Použití: tabula calc mare-nostrum odds [VOLBY]\n") and "[povinné]" in out, out
    assert "Volby:" in out and "Show this message" not in out and "required" not in out


def test_a_game_alone_lists_its_calculators_and_calc_alone_its_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "hellas"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert rows[0].startswith("Hellas: calculators") and [row.split()[0] for row in rows[1:]] == ["attack", "voyage"]
    assert main(["calc"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Usage: tabula calc [OPTIONS] GAME CALC [ARGS]...") and "\n  hellas " in out
    # A game's help lists its calculators and ends, as every help does, with an example (its first
    # calculator's, which tests/test_calc_examples.py runs).
    assert main(["calc", "hellas", "--help"]) == 0
    out = capsys.readouterr().out
    assert "\n  attack " in out and "\n  voyage " in out
    assert out.rstrip().splitlines()[-1].strip().startswith("Example: tabula calc hellas attack --")


def test_options_are_read_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    # Written with underscores, or with "=", as the hand-made parser took them; a repeated option collects.
    words = ["calc", "mare-nostrum", "odds", "--attackers=3", "--defenders", "1", "--defender_fortresses", "1"]
    assert main([*words, "--json"]) == 0
    assert '"attacker_expected_losses": 1.5' in capsys.readouterr().out
    villas = ["calc", "aquileia", "villas", "--villa", "blue:10", "--villa", "blue:6", "--laurel", "blue", "--json"]
    assert main(villas) == 0
    assert '"total": ' in capsys.readouterr().out


@pytest.mark.skipif(BASH is None, reason="bash is not installed")
def test_bash_puts_a_calculators_option_and_value_on_the_line(bash: Bash) -> None:  # noqa: F811 (the fixture)
    # What the three options share goes on the line; a Tab more, and they are listed.
    line, listed = bash.complete("tabula calc mare-nostrum odds --att", "\t\t\t")
    assert line == "tabula calc mare-nostrum odds --attacker", line
    assert sorted(listed) == ["--attacker-bonus", "--attacker-fortresses", "--attackers"], listed
    assert bash.complete("tabula calc hellas attack --by", "\t")[0] == "tabula calc hellas attack --by-sea "
    assert bash.complete("tabula calc struggle-for-rome move --first s", "\t")[0].endswith(" --first sea ")
    assert bash.complete("tabula calc struggle-for-rome move --first=l", "\t")[0].endswith(" --first=land ")
