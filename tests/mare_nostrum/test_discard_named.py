"""The warning before the build phase ends names the cards only to their owner (issue 32: "discards 1 card from
Jana's hand" named none, nor said how Jana could tell which). On the shared command line the others' cards are
counted with how each owner sees which; ``--as NAME`` names that player's own by kind."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.losses import losses
from tests.mare_nostrum.helpers import deal
from tests.test_losses import _build
from tui.cli.main import main


def _refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    code = main(["--saves-dir", str(tmp_path), "act", "lossy", "next-phase", *extra])
    assert code == 1
    return capsys.readouterr().err


def test_the_owner_reads_their_own_cards_by_kind() -> None:
    session = _build()
    lost = losses(session, session.propose("next-phase", {}), viewer="Bo")
    assert lost[:3] == ["2 cards from Ann's hand", "2 wine cards from Bo's hand", "3 cards from Cy's hand"]


def test_the_shared_line_counts_them_and_says_how_the_owners_see_which(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saves.save(_build(), tmp_path / "lossy.toml")
    err = _refusal(tmp_path, capsys)
    counted = "next-phase discards 2 cards from Ann's hand, 2 cards from Bo's hand, 3 cards from Cy's hand"
    assert counted + " and the build turn Cy still has" in err  # the turn it ends unplayed is said too
    assert "(Ann, Bo and Cy see which: tabula show lossy --player NAME)" in err and "wine" not in err, err
    # Bo typing it reads his own cards; the others' are still counted.
    err = _refusal(tmp_path, capsys, "--as", "bo")
    assert "2 wine cards from Bo's hand" in err and "(Ann and Cy see which:" in err, err


def test_one_hand_names_its_owner_and_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = _build()
    deal(session, "Ann", {})
    deal(session, "Cy", {})
    deal(session, "Bo", {"wine": 1, "oil": 1, "fish": 1})  # enough to build: his turn is lost too
    saves.save(session, tmp_path / "lossy.toml")
    err = _refusal(tmp_path, capsys)
    said = "next-phase discards 3 cards from Bo's hand and the build turn Bo still has (Bo sees which: tabula show"
    assert said in err, err
    # The check line warns the same way.
    assert main(["--saves-dir", str(tmp_path), "act", "lossy", "next-phase", "--check", "--as", "Bo"]) == 0
    out = capsys.readouterr().out
    said = "next-phase discards 1 fish card, 1 oil card and 1 wine card from Bo's hand and the build turn Bo still has;"
    assert said in out, out
