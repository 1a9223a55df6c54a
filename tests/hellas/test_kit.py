"""Hellas's board kit: the shipped tiles, a damaged kit refused in one line, sessions carrying theirs, learned()."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import kitfiles, saves
from engine.kits import KitError, dumps, loads
from rulesets.hellas import INFO
from rulesets.hellas.contacts import contacts
from rulesets.hellas.data import LANDSCAPE_TILES
from rulesets.hellas.kit import SCHEMA
from tests.hellas.helpers import TEST_KIT, example_kit, new_session, play_first_coast
from tui.cli.main import main

SHIPPED = (Path(__file__).resolve().parents[2] / "rulesets" / "hellas" / "kit.toml").read_text(encoding="utf-8")
TESTS = TEST_KIT.read_text(encoding="utf-8")


def test_the_shipped_kit_holds_what_the_rulebook_and_reviews_say_and_no_more() -> None:
    """Rules L1/f6-8: 24 tiles, the dolphin tile and 23 others; no public source gives the tiles' layouts."""
    kit = kitfiles.shipped(INFO.load())
    assert kit.counts["tiles"] == 24 == LANDSCAPE_TILES + 1
    dolphin = kit.entry("tiles", "dolphin")
    assert dolphin is not None and dolphin["dolphin"] is True and dolphin["temple"] is False
    assert kit.known("tiles", "dolphin", "edges") is None  # its sides: nobody has published them
    assert kit.missing() == ["tiles: 23 of 24 entries missing; 2 facts unknown"]
    assert "L1/f6-9" in kit.sources["tiles"] and "boardgamemonkeys" in kit.sources["tiles"]
    assert loads(dumps(kit), SCHEMA, "hellas", "again") == kit


DELOS_AT = 'name = "Delos", dolphin = false, temple = false, bridge = false, edges = ['
DELOS = DELOS_AT + '"land", "sea", "sea", "sea", "sea", "sea"] },'
NAXOS = 'dolphin = false, temple = "?", bridge = "?", edges = "?" },'


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ((DELOS, DELOS_AT + '"land", "sea"] },'), "tiles.delos.edges: at least 6"),
        (
            (DELOS, DELOS_AT + '"lnad", "sea", "sea", "sea", "sea", "sea"] },'),
            "tiles.delos.edges: expected one of land, sea",
        ),
        # Play-test: a tile without water passed. Every tile shows water, which joins the one sea (L1/f8-9, L2/f30-31).
        (
            (DELOS, DELOS_AT + '"land", "land", "land", "land", "land", "land"] },'),
            "tiles.delos.edges: every tile shows water",
        ),
        # Issue 35: nor a tile without land: it shows land too, and land meets land (L1/f8-10).
        (
            (DELOS, DELOS_AT + '"sea", "sea", "sea", "sea", "sea", "sea"] },'),
            "tiles.delos.edges: every tile shows land too",
        ),
        (('"Argos", dolphin = false', '"Argos", dolphin = true'), "tiles.argos.dolphin: the game has one dolphin tile"),
        (("dolphin = true, temple = false", "dolphin = true, temple = true"), "tiles.dolphin.temple: the dolphin"),
        (('name = "Bassae"', 'name = "Argos"'), "tiles.bassae.name: Argos is also a name of argos"),
        (("temple = true, bridge = false", "temple = 1, bridge = false"), "tiles.elis.temple: expected true or false"),
        ((NAXOS, 'dolphin = false, temple = "?", edges = "?" },'), "tiles.naxos.bridge: missing"),
        (("count = 24", "count = 17"), "tiles.count: 18 entries, but the board has 17"),
    ],
)
def test_a_damaged_kit_is_refused_in_one_line_naming_the_key(change: tuple[str, str], message: str) -> None:
    old, new = change
    assert old in TESTS
    with pytest.raises(KitError) as refused:
        loads(TESTS.replace(old, new, 1), SCHEMA, "hellas", "k.toml")
    assert str(refused.value).startswith(f"k.toml: {message}") and "\n" not in str(refused.value)


def test_more_tiles_than_the_box_holds_are_refused() -> None:
    """Rules L1/f6-8: 23 tiles besides the dolphin tile, whatever count the file claims."""
    extra = "".join(
        f'    {{ id = "x{n}", name = "X{n}", dolphin = false, temple = "?", bridge = "?", edges = "?" }},\n'
        for n in range(7)
    )
    text = TESTS.replace("count = 24", "count = 30").rstrip().removesuffix("]") + extra + "]\n"
    with pytest.raises(KitError, match=r"^k\.toml: tiles\.x6: the game has 23 tiles besides the dolphin tile$"):
        loads(text, SCHEMA, "hellas", "k.toml")


def test_a_session_made_with_a_kit_opens_without_the_kit_file(tmp_path: Path) -> None:
    copy = tmp_path / "kit.toml"
    copy.write_text(TESTS, encoding="utf-8")
    kit = kitfiles.read(copy, INFO.load())
    session = new_session(kit=kit)
    play_first_coast(session)
    path = tmp_path / "s.toml"
    saves.save(session, path)
    copy.unlink()
    loaded = saves.load(path)  # no kit file anywhere: the save carries its own
    assert loaded.table.kit == kit and loaded.same_as(session)
    near = contacts(loaded.context())
    assert near.by_land("athens", "boeotia") and near.near("chios", "corinth") and not near.by_land("chios", "corinth")


def test_tiles_described_in_play_are_learned_for_the_next_game() -> None:
    session = new_session(kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    # Naxos is in the kit with its facts unknown; Melos is not in it at all.
    session.act(
        "coast-tile", {"tile": "naxos", "edges": "lsssss", "turn": 0, "temple": "no", "at": "N of the dolphin tile"}
    )
    melos = {
        "name": "Melos",
        "edges": "L,S,S,S,S,S",
        "temple": "yes",
        "bridge": "yes",
        "at": "NW of the dolphin tile",
        "turn": 0,
    }
    session.act("coast-tile", melos, force=True)  # a temple tile: set aside by the rules, placed by overriding
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.entry("tiles", "naxos") == {
        "id": "naxos",
        "name": "Naxos",
        "dolphin": False,
        "temple": False,
        "bridge": False,  # its land is one stretch: no bridge to join it, none left unknown (issue 35)
        "edges": ["land"] + ["sea"] * 5,
    }
    described = learned.entry("tiles", "melos")
    assert described is not None and described["temple"] is True and described["bridge"] is True
    assert described["edges"] == ["land", "sea", "sea", "sea", "sea", "sea"]
    assert learned.missing() == ["tiles: 5 of 24 entries missing"]
    # What was learned reads back as a kit file, and a new session knows Melos without being told.
    again = loads(dumps(learned), SCHEMA, "hellas", "exported")
    fresh = new_session(kit=again)
    assert fresh.catalogue("landscape").resolve("MELOS").id == "melos"


def test_kit_export_from_a_save_keeps_what_was_described(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TABULA_DATA", str(tmp_path / "data"))
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    athens = {"name": "Athens", "edges": "LLSSSS", "temple": "no", "at": "N of the dolphin tile", "turn": 0}
    session.act("coast-tile", athens)
    saves.save(session, tmp_path / "g.toml")
    out = tmp_path / "mine.toml"
    assert main(["kit", "export", "hellas", "--from", str(tmp_path / "g.toml"), "--output", str(out)]) == 0
    capsys.readouterr()
    assert main(["kit", "import", str(out)]) == 0
    assert "tiles: 22 of 24 entries missing" in capsys.readouterr().out
    mine = kitfiles.current(INFO.load())
    assert mine.known("tiles", "athens", "edges") == ["land", "land", "sea", "sea", "sea", "sea"]
    assert mine.known("tiles", "athens", "temple") is False


def test_show_counts_the_tiles_the_table_described_as_known() -> None:
    """Hellas play-test: after eight tiles were described, show still said '23 of 24 entries missing'."""
    from tests.hellas.helpers import new_session

    session = new_session()
    assert session.summary()["kit"]["missing"][0].startswith("tiles: 23 of 24 entries missing")
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "turn": 0, "at": "N of the dolphin tile"}
    )
    assert session.summary()["kit"]["missing"][0].startswith("tiles: 22 of 24 entries missing")
