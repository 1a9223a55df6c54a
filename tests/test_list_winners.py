"""``tabula list`` says a finished game is over, and who won, from the save's header alone (no replay)."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.mare_nostrum.helpers import deal
from tests.mare_nostrum.test_pt8_game_over import GOODS
from tests.mare_nostrum.test_round import _started


def test_a_won_game_lists_its_winner_and_one_going_on_none(tmp_path: Path) -> None:
    session = _started()
    session.name = "going"
    saves.save(session, tmp_path / "going.toml")
    deal(session, "Ann", {**dict.fromkeys(GOODS, 1), "grain": 2, "fish": 2, "wine": 2})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "pyramids"})
    session.name = "won"
    saves.save(session, tmp_path / "won.toml")
    listed = {entry["name"]: entry for entry in saves.list_sessions(tmp_path)}
    assert listed["won"]["winners"] == ["Ann"]
    assert listed["going"]["winners"] == []
    assert saves.load(tmp_path / "won.toml").summary()["winners"] == ["Ann"]  # the header does not disturb a load
