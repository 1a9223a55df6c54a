"""``show`` lists a holder's pieces in the order the game declares them (Aquileia's purse: gold, silver, bronze)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tui.cli.main import main


def test_a_purse_reads_gold_silver_bronze(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "aquileia", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["show", "aquileia-demo"]) == 0
    out = capsys.readouterr().out
    purses = [line for line in out.splitlines() if "purse:" in line or "the bank:" in line]
    assert purses
    metals = {"gold": 0, "silver": 1, "bronze": 2}
    for line in purses:
        named = [metals[m] for m in re.findall(r"\b(gold|silver|bronze) coin", line)]
        assert named == sorted(named), line
    # At least one line names more than one metal, so the order is really read.
    assert any(len(re.findall(r"\b(?:gold|silver|bronze) coin", line)) > 1 for line in purses)
