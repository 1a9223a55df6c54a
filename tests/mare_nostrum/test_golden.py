"""Mare Nostrum's golden round beyond what every golden round is tested for (tests/test_golden_rounds.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from tests import golden
from tests.mare_nostrum import golden as mare_nostrum
from tests.mare_nostrum.golden import KIT, ROUND, SETUP


def test_setup_takes_no_word_with_the_kit(tmp_path: Path) -> None:
    # With the kit's goods known, nothing is left to decide in the preset start: the game begins in trade.
    golden.start(mare_nostrum, tmp_path)
    begun = saves.load(tmp_path / "golden.toml")
    assert len(SETUP) == len(begun.events) == 0 and begun.phase.id == "trade"


def test_show_lists_caravans_on_their_province_only(tmp_path: Path) -> None:
    # Playing the golden round: `show` listed "the oil symbol in Athens: 1 caravan" and 13 more lines like
    # it under the supplies, though each province's line already names its caravans' goods.
    from tui.show_text import render

    golden.start(mare_nostrum, tmp_path)
    session = saves.load(tmp_path / "golden.toml")
    text = render(session, session.summary())
    assert "Athens [Cy (Greece)]: 2 cities; 1 caravan (oil)" in text
    assert "symbol in" not in text
    assert any(s["holder"].startswith("symbol:") for s in session.summary()["supplies"])  # JSON keeps them


def test_a_battle_shows_its_totals_and_losses_before_it_is_applied(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Fortress losses are the table's choice once the dice are known (p.9): the dry run says what the
    # rolls do first, on the command line (--check) and in the app's check line (the same sentences).
    from tui.cli.main import main

    golden.start(mare_nostrum, tmp_path)
    for step in ROUND[: [s.action for s in ROUND].index("battle")]:
        assert main(["--saves-dir", str(tmp_path), "act", "golden", *step.argv()]) == 0
    capsys.readouterr()
    argv = ["--saves-dir", str(tmp_path), "act", "golden", "battle", "attacker_rolls=2", "defender_rolls=6", "--check"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Bo attacks neutral Egypt in Cyrene: 3 against 6." in out
    assert "Bo loses 1 legion; neutral Egypt loses nothing." in out
    assert len(saves.load(tmp_path / "golden.toml").events) == len(SETUP) + 20  # nothing was applied


def test_a_complete_preset_start_begins_the_first_round(tmp_path: Path) -> None:
    # Helper re-play: with every caravan named, `next` only walked the setup's turns and pending was empty;
    # then the preset start said next-phase began the first round. The golden kit leaves no setup work at all,
    # so the game is created in round 1's trade (rules v10), waiting for the Merchant.
    from tui.cli.main import main

    players = [arg for p in ("Ann:babylon", "Bo:carthage", "Cy:greece", "Di:rome") for arg in ("-p", p)]
    main(["--saves-dir", str(tmp_path), "new", "mare-nostrum", *players, "--kit", str(KIT), "--name", "s", "--no-tui"])
    session = saves.load(tmp_path / "s.toml")
    pending = [p["text"] for p in session.summary()["pending"]]
    assert (session.table.position.round, session.phase.id, len(session.events)) == (1, "trade", 0)
    assert pending[0] == "Bo (Merchant) sets the exchange size (0 skips the exchange)."
