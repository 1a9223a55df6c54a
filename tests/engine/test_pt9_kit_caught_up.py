"""Play-test 9: an action refused for a printed fact the user's kit learned on another evening, after this
session began (engine.catch_up via engine.store.SessionFile.change): the session takes the kit in by itself where
that is safe (logged, undo takes it back), else the refusal says the kit knows it and names ``tabula kit apply``."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from engine.store import SessionFile
from tests.mare_nostrum.test_pt8_sea_link import _petr_at_sea

MARCH = {"from": "south-of-rome", "to": "north-of-athens", "count": 2}


def _opened(session: Session, path: Path) -> SessionFile:
    saves.save(session, path)
    return SessionFile(path)


def _taught_elsewhere(folder: Path) -> None:
    """Another evening's session tells the app that South of Rome lies on the Ionian coast (kept for every later
    evening)."""
    other = _opened(_petr_at_sea(), folder / "other.toml")
    other.change(lambda s: s.act("connect", {"a": "south-of-rome", "b": "ionian"}))


def test_the_kit_learned_since_is_taken_in_and_the_action_goes_on(saves_dir: Path) -> None:
    mine = _opened(_petr_at_sea(), saves_dir / "mine.toml")
    _taught_elsewhere(saves_dir)
    mine.change(lambda s: s.act("move-legion", MARCH))
    on_disk = saves.load(mine.path)
    assert [e.type for e in on_disk.events[-2:]] == ["apply-kit", "move-legion"]
    mine.change(lambda s: s.undo())  # the march goes; the kit taken in stays a step of its own
    assert saves.load(mine.path).events[-1].type == "apply-kit"


def test_a_session_kept_to_itself_is_told_the_command(saves_dir: Path) -> None:
    session = _petr_at_sea()
    session.teaches = False
    mine = _opened(session, saves_dir / "mine.toml")
    _taught_elsewhere(saves_dir)
    events = len(mine.session.events)
    with pytest.raises(RuleRefused, match="your kit knows this since another evening: tabula kit apply mine"):
        mine.change(lambda s: s.act("move-legion", MARCH))
    assert len(saves.load(mine.path).events) == events  # nothing applied


def test_a_fact_no_kit_knows_is_refused_as_before(saves_dir: Path) -> None:
    mine = _opened(_petr_at_sea(), saves_dir / "mine.toml")
    with pytest.raises(RuleRefused) as refused:
        mine.change(lambda s: s.act("move-legion", MARCH))
    assert "your kit knows" not in str(refused.value) and refused.value.facts()


def test_a_kit_that_says_otherwise_of_a_known_fact_does_not_agree() -> None:
    from dataclasses import replace

    from engine.catch_up import agrees
    from engine.kits import UNKNOWN

    told = _petr_at_sea().table.kit
    section, entries = next((s, e) for s, e in told.sections.items() if e)
    first = dict(entries[0])
    key = next(k for k, v in first.items() if k not in ("id", "name") and v != UNKNOWN)
    assert agrees(told, told)
    said_otherwise = replace(told, sections={**told.sections, section: ({**first, key: "other"}, *entries[1:])})
    assert not agrees(told, said_otherwise)
    knows_more = replace(told, sections={**told.sections, section: (first, *entries[1:], {"id": "new-one"})})
    assert agrees(told, knows_more)
