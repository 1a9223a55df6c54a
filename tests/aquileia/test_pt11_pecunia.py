"""Play-test 11, B1: the first Pecunia exchange typed as ``rate="s bb" board=…`` was logged, and then its save
did not replay (the stored rate id was read before the ``board`` of the same event had taught the rates)."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from engine.session import Session
from tests.aquileia.helpers import coins, new, place_all, to_phase

BOARD = "bb s, s bb, ss g, g ss"
DATA = Path(__file__).parent / "data"


def _pecunia() -> Session:
    session = new()
    place_all(session, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    return session


def test_a_rate_and_board_exchange_replays(tmp_path: Path) -> None:
    """The exact command of the play-test, saved and opened again, gives the same table."""
    session = _pecunia()
    session.act("pecunia", {"rate": "s bb", "board": BOARD})
    path = tmp_path / "ev1.toml"
    saves.save(session, path)
    again = saves.load(path)
    assert len(again.events) == len(session.events)
    assert coins(again, 0) == coins(session, 0)
    assert again.events[-1].args.get("rate") == "silver-for-bronze-bronze"


def test_the_play_test_save_opens(tmp_path: Path) -> None:
    """The tester's save as it was written (event 28: the rate and the board) opens and replays whole."""
    path = tmp_path / "ev1.toml"
    path.write_bytes((DATA / "pt11_ev1_pecunia.toml").read_bytes())
    session = saves.load(path)
    assert [e.type for e in session.events][27] == "pecunia"
    jana = session.players.index(next(p for p in session.players if p.name == "Jana"))
    assert coins(session, jana)["bronze"] >= 2
