"""Play-test 7 (Hellas): the own_screens option was in no help a player reads; every game with options or
variants gets an ``options`` rules topic written from its declarations, and ``new --help`` points to it."""

from __future__ import annotations

import pytest

from engine import registry
from engine.i18n import set_language
from engine.reference import topic, topics
from tui.cli.main import main


def test_hellas_lists_own_screens_with_its_default() -> None:
    found = topic(registry.load("hellas"), "options")
    assert "`tabula new hellas --option KEY=VALUE`" in found.text
    assert "- `own_screens`: every player reads their own screen" in found.text
    assert "(default: no)" in found.text


def test_mare_nostrum_lists_its_variants() -> None:
    found = topic(registry.load("mare-nostrum"), "options")
    assert "- `all-roles`:" in found.text and "--variant ID" in found.text


def test_the_topic_is_czech_in_czech() -> None:
    set_language("cs")
    try:
        found = topic(registry.load("hellas"), "options")
    finally:
        set_language("en")
    assert found.title == "Volby partie a varianty" and "(výchozí: ne)" in found.text


def test_a_game_without_options_has_no_such_topic() -> None:
    import copy

    from tests.fixture_game import INFO

    bare = copy.copy(INFO.load())
    assert "options" in [t.id for t in topics(bare)]  # the fixture's target
    bare.options, bare.variants = (), ()
    assert "options" not in [t.id for t in topics(bare)]


def test_new_help_points_to_the_topic(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new", "--help"]) == 0
    assert "tabula rules GAME options" in capsys.readouterr().out
