"""Play-test 7 (issue 34), the wording: the tile stack's grammar, the Diplomacy card's article, the idle
help, and Czech values the table typed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.struggle_for_rome.helpers import add_city, count, new, put, tiles, to_phase, tribe


def test_a_full_tile_stack_reads_as_one_stack() -> None:
    """It read "the Germania tiles of Bo's cavalry holds at most 2"."""
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2, wagons=1)
    tiles(session, "red", "cavalry", germania=2)
    said = [v.said() for v in session.propose("plunder", {"city": "Augusta", "reward": "gold"}).violations]
    assert "Tiles: the Germania tile stack of Ann's cavalry holds at most 2 plunder tiles" in said


def test_the_diplomacy_card_is_named_with_its_article() -> None:
    """L13: the third Diplomat shown brings the Diplomacy card; the line read "Diplomacy card goes from..."."""
    session = new()
    to_phase(session, "build")
    put(session, "open:red", "diplomat", 2, "box")
    put(session, "cards:red", "diplomat", 1, "box")
    session.act("play-card", {"card": "diplomat"})
    assert count(session, "open:red", "diplomacy") == 1
    assert "The Diplomacy card goes from the special-card spaces to Ann's face-up cards." in session.outcome(
        len(session.events)
    )


def test_the_idle_help_lists_the_tribe_field_the_parser_takes(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tui.cli.main import main

    assert main(["new", "struggle-for-rome", "-p", "A:red", "-p", "B:blue", "-p", "C:white", "--name", "t"]) == 0
    capsys.readouterr()
    main(["act", "t", "idle", "--help"])
    assert "[tribe=cavalry|infantry]" in capsys.readouterr().out


def test_czech_values_for_the_first_arrow_and_gold(czech: None) -> None:
    session = new()
    to_phase(session, "cavalry")
    assert session.propose("move", {"land": 1, "sea": 1, "first": "moře"}).args["first"] == "sea"
    assert session.propose("idle", {"take": "zlato"}).args["take"] == "gold"
