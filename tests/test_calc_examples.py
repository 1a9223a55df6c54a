"""Every calculator of every game has an example that its --help shows and that runs on the game's demo save."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.calc import CalcSpec, example
from tui.cli.main import main

#: The test fixture's calculators are tested with the CLI contract, not here.
SKIPPED = {"market-day"}


def _calculators() -> list[tuple[str, str]]:
    return [
        (info.id, spec.name)
        for info in registry.games()
        if info.id not in SKIPPED
        for spec in info.load_calculators(speak=False)
    ]


CASES = _calculators()


def _spec(game: str, name: str) -> CalcSpec:
    return next(s for s in registry.get(game).load_calculators(speak=False) if s.name == name)


def test_every_game_has_calculators() -> None:
    assert {game for game, _ in CASES} == {info.id for info in registry.games()} - SKIPPED


@pytest.mark.parametrize(("game", "name"), CASES, ids=[f"{game}-{name}" for game, name in CASES])
def test_the_example_is_shown_and_runs(
    game: str, name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _spec(game, name)
    assert spec.example.strip(), f"{game} {name}: no example"
    shown = example(spec, game)
    assert shown.startswith(f"tabula calc {game} {name} ")

    assert main(["calc", game, name, "--help"]) == 0
    out = capsys.readouterr().out
    assert out.rstrip("\n").splitlines()[-1].strip() == f"Example: {shown}"

    monkeypatch.chdir(tmp_path)
    saves = str(tmp_path / "saves")
    code = main(["--saves-dir", saves, "demo", game, "--no-tui"])
    _, err = capsys.readouterr()
    assert code == 0, err
    if spec.session:
        assert spec.example.split()[0] == f"{game}-demo", "a session calculator's example reads the demo save"
    words = shown.split()[1:]  # the words after `tabula`
    code = main(["--saves-dir", saves, *words])
    out, err = capsys.readouterr()
    assert code == 0, f"{shown}: exit {code}: {err}"
    assert out.strip(), f"{shown}: printed nothing"
