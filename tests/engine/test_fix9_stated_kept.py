"""Issue 35: a Hellas session kept to itself (every demo) lost the tile a refused command described: the next
command's ``tile=ithaki`` was unknown and the description had to be typed again. What the table read off the tile
is true of the board whatever refused the action: the session keeps it for itself (in its save, having no facts
file), and the refusal says so (engine.learning.keep_stated, engine.store)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from tests.engine.test_engine3_leftovers import run
from tests.hellas.helpers import new_session


@pytest.mark.usefixtures("english")
def test_a_session_kept_to_itself_keeps_what_a_refusal_states_for_itself() -> None:
    session = new_session()
    session.teaches = False
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "at": "N of the dolphin tile", "turn": 0}
    )
    events = len(session.events)
    with pytest.raises(RuleRefused) as refused:
        session.act("coast-tile", {"name": "Ithaki", "temple": "no", "edges": "LSSSSS", "at": "athens-n"})
    assert "kept for this session only: ithaki can be named from now on" in str(refused.value)
    assert len(session.events) == events  # nothing logged
    session.act("coast-tile", {"tile": "ithaki", "at": "NE of the dolphin tile", "turn": 0})
    assert session.table.game.tiles[-1].id == "ithaki"


@pytest.mark.usefixtures("english")
def test_on_the_command_line_the_next_command_names_the_tile(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ("new", "hellas", "--player", "Ann", "--player", "Bo", "--name", "h", "--no-tui", "--keep-to-itself")
    assert run(capsys, *argv)[0] == 0
    for fields in (
        ("deal", "zeus=void", "poseidon=flood", "ares=retreat"),
        ("deal", "zeus=reuse", "poseidon=flood", "ares=plus-one"),
        ("coast-tile", "name=Athens", "temple=no", "edges=LSSSSS", "at=N of the dolphin tile", "turn=0"),
    ):
        code, _, err = run(capsys, "act", "h", *fields)
        assert code == 0, err
    code, _, err = run(capsys, "act", "h", "coast-tile", "name=Ithaki", "temple=no", "edges=LSSSSS", "at=athens-n")
    assert code == 1 and "kept for this session only: ithaki" in err
    session = saves.loads_text((saves_dir / "h.toml").read_text(encoding="utf-8"), "h", "copy")
    events = len(session.events)
    code, out, err = run(capsys, "act", "h", "coast-tile", "tile=ithaki", "at=NE of the dolphin tile", "turn=0")
    assert code == 0, err
    assert "Ithaki joins the coast" in out
    session = saves.loads_text((saves_dir / "h.toml").read_text(encoding="utf-8"), "h", "copy")
    assert len(session.events) == events + 1 and session.table.game.tiles[-1].id == "ithaki"
    assert not session.teaches
