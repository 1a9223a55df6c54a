"""A run imports only its own command's module (``tui.cli.main.register``): a calculator's cold start is not
spent on the session, kit, report and server commands (benchmarks.run's calc ratio)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tui.cli import main as cli
from tui.cli.base import app

ROOT = Path(__file__).resolve().parents[1]


def _names() -> set[str]:
    commands = {
        info.name or (info.callback.__name__.replace("_", "-") if info.callback else "")
        for info in app.registered_commands
    }
    return commands | {info.name or "" for info in app.registered_groups}


def test_every_command_is_accounted_for() -> None:
    """A command added in a new module, or in tui.cli.main, must be listed where register() looks."""
    cli.register()
    declared = set(cli._HERE) | {name for names in cli._ELSEWHERE.values() for name in names}
    assert _names() == declared


def test_a_calculator_imports_no_other_command_module() -> None:
    code = (
        "import sys\n"
        "from tui.cli.main import main\n"
        "main(['calc', 'mare-nostrum', 'odds', '--attackers', '3', '--defenders', '2', '--json'])\n"
        "print(sorted(m for m in sys.modules if m.startswith('tui.cli.')), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    loaded = done.stderr.strip().splitlines()[-1]
    for other in ("session", "kit", "serve", "report", "teach"):
        assert f"tui.cli.{other}'" not in loaded, loaded
    assert "tui.cli.reference" in loaded


def test_a_calculator_loads_no_name_catalogue() -> None:
    """engine.fields words its refusals with engine.spoken_names, which needs engine.names: a calculator's
    start reads neither (they cost ~3 ms of the 1.3x budget of benchmarks.run's calc ratio)."""
    code = (
        "import sys\n"
        "from tui.cli.main import main\n"
        "main(['calc', 'mare-nostrum', 'combat', '--attacker-rolls', '6,3,2', '--json'])\n"
        "print(sorted(m for m in sys.modules if m.startswith('engine.')), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    loaded = done.stderr.strip().splitlines()[-1]
    assert "engine.calc'" in loaded
    for heavy in ("names", "spoken_names", "state", "session"):
        assert f"engine.{heavy}'" not in loaded, loaded
