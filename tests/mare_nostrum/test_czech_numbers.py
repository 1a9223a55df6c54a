"""Mare Nostrum's odds as Czech writes numbers (issue 37): "očekávaně 1,50" and "50,0 %" in the calculator,
the same in a battle's story; English unchanged."""

from __future__ import annotations

import pytest

from tui.cli.main import main

ODDS = ["calc", "mare-nostrum", "odds", "--attackers", "3", "--defenders", "1", "--defender-fortresses", "1"]


def test_the_odds_calculator_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "cs", *ODDS]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "útočník ztratí (očekávaně 1,50):"
    assert out[1].startswith("  1:  50,0 % ####")
    assert "  0:   1,9 % #" in out


def test_the_odds_calculator_in_english_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(ODDS) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "attacker loses (expected 1.50):"
    assert out[1].startswith("  1:  50.0% ####")
    assert "  0:   1.9% #" in out


def test_a_battles_odds_in_czech(czech: None) -> None:
    from rulesets.mare_nostrum.told import _odds

    chances = {"attacker_expected_losses": 1.5, "attacker_losses": {"1": 0.5, "2": 0.5}}
    chances |= {"defender_expected_losses": 0.25, "defender_losses": {"0": 0.75, "1": 0.25}}
    said = _odds(("Řím", "Kartágo"), ("3 legie", "1 legie"), chances)
    assert "1,50" in said and "50,0 %" in said and "0,25" in said and "75,0 %" in said
    assert "1.50" not in said and "50.0" not in said
