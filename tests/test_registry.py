"""Game discovery through the ``tabula.rulesets`` entry-point group."""

from __future__ import annotations

from importlib.metadata import entry_points
from pathlib import Path

import pytest

from engine import registry
from engine.errors import BadInput


def test_fast_scan_agrees_with_importlib_metadata() -> None:
    for group in ("console_scripts", "pytest11", registry.GROUP):
        expected = {ep.name: ep.value for ep in entry_points(group=group)}
        assert registry.entry_point_specs(group) == expected, group


def test_scan_reads_a_plugin_distribution(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dist = tmp_path / "tabula_plugin-1.0.dist-info"
    dist.mkdir()
    (dist / "entry_points.txt").write_text(
        "[console_scripts]\nx = a:b\n\n[tabula.rulesets]\nmarket = tests.fixture_game:INFO\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert registry.entry_point_specs(registry.GROUP)["market"] == "tests.fixture_game:INFO"


def test_listing_does_not_import_rules() -> None:
    import os
    import subprocess
    import sys

    code = (
        "import sys; from engine import registry\n"
        "assert 'market-day' in [g.id for g in registry.games()]\n"
        "print('tests.fixture_game.ruleset' in sys.modules)\n"
        "registry.load('market-day')\n"
        "print('tests.fixture_game.ruleset' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, registry.ENV_VAR: "tests.fixture_game:INFO"}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, env=env, check=True)
    assert proc.stdout.split() == ["False", "True"]


def test_unknown_game_and_broken_plugin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(registry.ENV_VAR, "no.such.module:INFO")
    registry.reset()
    with pytest.raises(BadInput, match="unknown game 'chess'"):
        registry.get("chess")
    assert registry.get("MARKET-DAY").id == "market-day"  # registered by conftest, case-insensitive
    registry.reset()


def test_a_game_asked_for_by_its_installed_name_imports_no_other_game() -> None:
    """A calculator's start-up reads one game's ``GameInfo``, not every installed game's (benchmarks.run)."""
    import os
    import subprocess
    import sys

    code = (
        "import sys; from engine import registry\n"
        "print(registry.get('hellas').name)\n"
        "print(sorted(m for m in sys.modules if m.startswith('rulesets.')))\n"
        "print(registry.get('Mare Nostrum').id, 'rulesets.aquileia' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[1]
    run = [sys.executable, "-c", code]
    proc = subprocess.run(run, capture_output=True, text=True, cwd=root, env=os.environ, check=True)
    assert proc.stdout.splitlines() == ["Hellas", "['rulesets.hellas']", "mare-nostrum True"]


def test_an_entry_point_naming_another_id_is_found_by_discovery(monkeypatch: pytest.MonkeyPatch) -> None:
    """The short way is taken only where the entry point's name is its game's id; otherwise every game is
    discovered as before (the one installed as ``market`` is ``market-day``)."""
    monkeypatch.setattr(registry, "_specs", {"market": "tests.fixture_game:INFO"})
    monkeypatch.setattr(registry, "_discovered", None)
    monkeypatch.setattr(registry, "_registered", {})
    assert registry._installed_as("market") is None
    assert registry.get("market-day").id == "market-day"
    registry.reset()
