"""Property-based tests (hypothesis) over the fixture game and the save format."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import saves
from engine.errors import SaveError
from engine.playout import random_playout
from tests.conftest import new_market

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), players=st.integers(2, 4), undo=st.integers(0, 80))
def test_random_sequences_round_trip(seed: int, steps: int, players: int, undo: int) -> None:
    session = new_market(players, seed=seed)
    random_playout(session, steps, random.Random(seed))
    session.undo(min(undo, len(session.events))) if session.events and undo else None
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "p.toml"
        saves.save(session, path)
        loaded = saves.load(path, name="test")
    assert loaded.same_as(session)
    session.undo(len(session.events)) if session.events else None
    assert session.table == session.initial


@SETTINGS
@given(text=st.text(st.characters(blacklist_categories=["Cs", "Cc"]), min_size=1, max_size=80).filter(str.strip))
def test_any_printable_text_survives_a_save(text: str) -> None:
    session = new_market(2)
    if not text.isprintable():
        return
    session.act("roll", {"dice": "3", "why": text})
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "p.toml"
        saves.save(session, path)
        assert saves.load(path, name="test").events[0].args["why"] == text.strip()


def _base_save() -> bytes:
    session = new_market(3, seed=3)
    random_playout(session, 25, random.Random(3))
    session.undo(2)
    return saves.dumps(session).encode()


BASE = _base_save()


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_mutated_saves_never_raise_anything_but_save_error(data: st.DataObject) -> None:
    blob = bytearray(BASE)
    for _ in range(data.draw(st.integers(1, 6))):
        kind = data.draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        at = data.draw(st.integers(0, max(len(blob) - 1, 0)))
        if kind == "flip" and blob:
            blob[at] = data.draw(st.integers(0, 255))
        elif kind == "cut":
            del blob[at:]
        elif kind == "insert":
            blob[at:at] = data.draw(st.sampled_from([b'"', b"]", b"{", b"=", b"\n", b"-1", b"[[x]]\n", b"999999"]))
        elif blob:
            del blob[at : at + data.draw(st.integers(1, 40))]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "m.toml"
        path.write_bytes(bytes(blob))
        try:
            saves.load(path)
        except SaveError as error:
            assert "\n" not in str(error)
        assert path.read_bytes() == bytes(blob)


@settings(max_examples=150, deadline=None)
@given(
    doc=st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=6), c, max_size=4),
        max_leaves=20,
    )
)
def test_random_documents_are_refused_cleanly(doc: object) -> None:
    data = doc if isinstance(doc, dict) else {"format": 1, "game": "market-day", "players": doc}
    try:
        saves.from_data(dict(data), "x")
    except (SaveError, Exception) as error:
        from engine.errors import TabulaError

        assert isinstance(error, TabulaError), repr(error)
