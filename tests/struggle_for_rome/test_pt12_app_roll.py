"""Play-test 12, item 2: the app's own ``roll:2`` landed on a covered number and was refused ("11 is covered
already: roll again"). L7: the start player rolls again until an uncovered number comes, so the app does; the
event keeps the dice used, and a replay reads them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from tests.struggle_for_rome.helpers import count, new

_RANDOM = random.Random


class _Scripted(_RANDOM):
    """Dice that come up as listed, one face a call."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)


def _script(monkeypatch: pytest.MonkeyPatch, faces: list[int]) -> None:
    """The app's next dice (the engine seeds a ``random.Random`` for each action's rolls: ``engine.proposing``)."""
    monkeypatch.setattr(random, "Random", lambda *_: _Scripted(faces))


def test_the_app_rolls_again_on_a_covered_number(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    session = new(3)
    session.act("roll-resources", {"dice": "5,6"})
    _script(monkeypatch, [6, 5, 5, 6, 2, 1])  # 11, 11, then 3
    event = session.act("roll-resources", {"dice": "roll:2"})
    monkeypatch.undo()
    assert list(event.args["dice"]) == [2, 1]
    assert count(session, "number:3", "marker") == 1
    # The event keeps the dice used: the log replays to the same rose.
    session.name = "again"
    saves.save(session, tmp_path / "again.toml")
    again = saves.load(tmp_path / "again.toml")
    assert again.table.ledger.count("number:3", "marker") == 1


def test_the_czech_roll_word_rolls_again_too(monkeypatch: pytest.MonkeyPatch) -> None:
    session = new(3)
    session.act("roll-resources", {"dice": "5,6"})
    _script(monkeypatch, [5, 6, 4, 4])
    event = session.act("roll-resources", {"dice": "hodit"})
    monkeypatch.undo()
    assert list(event.args["dice"]) == [4, 4]


def test_dice_the_table_types_on_a_covered_number_are_still_refused() -> None:
    session = new(3)
    session.act("roll-resources", {"dice": "5,6"})
    with pytest.raises(RuleRefused, match="11 is covered already"):
        session.act("roll-resources", {"dice": "6,5"})
