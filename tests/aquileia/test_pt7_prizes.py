"""Play-test 7, bug 0: the Arena winner's choice typed as a word (Czech or English) other than the id."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from tests.aquileia.test_czech import _arena_example, _cli


def _fought(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves.save(_arena_example(), folder / "s.toml")
    for step in (
        ("fight", "player=Yellow", "dice=gold,gold,silver"),
        ("fight", "player=Red", "dice=bronze,bronze,bronze"),
        ("play", "weapons=2", "slaves=1"),
        ("play", "weapons=2"),
        ("blue", "dice=bronze,gold"),
    ):
        code, _, err = _cli(capsys, folder, "act", "s", *step)
        assert code == 0, err


@pytest.mark.parametrize(("typed", "taken"), [("body", "points"), ("Body", "points"), ("otrok", "slave")])
@pytest.mark.parametrize("card", [(), ("slave_card=1",)])
def test_the_winners_choice_in_czech(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], typed: str, taken: str, card: tuple[str, ...]
) -> None:
    """``vítěz-bere=body`` crashed (KeyError): the Czech word passed the check but was never made the id."""
    _fought(tmp_path, capsys)
    code, _, err = _cli(capsys, tmp_path, "act", "s", "prizes", f"winner_takes={typed}", *card, "--check")
    assert code in (0, 2) and "Traceback" not in err and "KeyError" not in err, err
    code, out, err = _cli(capsys, tmp_path, "act", "s", "prizes", f"winner_takes={typed}", *card)
    if not card:  # the slave card is secret: asked hidden at a terminal, else named by the script
        assert code in (0, 2) and "KeyError" not in err, err
        return
    assert code == 0, err
    assert saves.load(tmp_path / "s.toml").events[-1].args["winner_takes"] == taken
    if taken == "points":
        assert "Red vyhrává Arénu se silou 6: 3 bronzy a 12 bodů." in out


def test_a_wrong_choice_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A word that is neither choice is refused in one line, exit 2, the save unchanged."""
    _fought(tmp_path, capsys)
    before = (tmp_path / "s.toml").read_text(encoding="utf-8")
    code, out, err = _cli(capsys, tmp_path, "act", "s", "prizes", "winner_takes=xyz", "slave_card=1")
    assert (code, out) == (2, "") and err.count("\n") == 1 and "Traceback" not in err
    assert (tmp_path / "s.toml").read_text(encoding="utf-8") == before
