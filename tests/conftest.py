"""Shared fixtures: the Market Day test game is registered for every test."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import registry
from engine.session import Session
from tests.fixture_game import INFO

registry.register(INFO)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The heavy tests first: spread over the workers from the start, none is left to run alone at the end."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)


@pytest.fixture(autouse=True, scope="session")
def settling_pilot() -> Iterator[None]:
    """Every Pilot ``pause()`` and ``press()`` waits until the app has done what it was given (tests/settle.py),
    not until Textual's CPU clock guesses so: on a loaded machine that guess read screens half-way through."""
    import textual.app
    from textual.pilot import Pilot

    from tests.settle import no_guess, settled_pause, settled_press

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Pilot, "pause", settled_pause)
        patch.setattr(Pilot, "press", settled_press)
        patch.setattr(textual.app, "wait_for_idle", no_guess)
        yield


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Tests read English unless they ask for Czech, whatever the machine's locale; and leave it English."""
    from engine.i18n import set_language

    monkeypatch.setenv("TABULA_LANG", "en")
    yield
    set_language("en")


@pytest.fixture
def czech() -> Iterator[None]:
    """The test reads Czech (the autouse ``english`` puts English back after it)."""
    from engine.i18n import set_language

    set_language("cs")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A user data folder of the test's own: the person's real kits are never read or written."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("TABULA_DATA", str(folder))
    # The cache too (what completes on a save): never the person's own.
    monkeypatch.setenv("TABULA_CACHE", str(tmp_path_factory.mktemp("cache")))
    yield folder


@pytest.fixture
def saves_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty saves folder, used through $TABULA_SAVES."""
    folder = tmp_path / "saves"
    monkeypatch.setenv("TABULA_SAVES", str(folder))
    yield folder


def new_market(players: int = 3, variants: tuple[str, ...] = (), seed: int = 1, **options: object) -> Session:
    """A fresh Market Day session with players Ann, Bo, Cy, Di."""
    names = ["Ann", "Bo", "Cy", "Di"][:players]
    return Session.new(
        INFO.load(), [(n, None) for n in names], variants, dict(options), name="test", rng=random.Random(seed)
    )


def finish_harvest(session: Session) -> None:
    """Everyone harvests, then the table moves on to the market."""
    for player in session.players:
        session.act("harvest", {"player": player.name})
    session.act("next")
