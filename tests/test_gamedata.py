"""Issue 38 (one way to load data): every game reads its shipped TOML through ``engine.gamedata``, whose
getters are typed and refuse a value of another type, naming the file and the key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.gamedata import DataError, GameData, shipped, shipped_text

ROOT = Path(__file__).resolve().parents[1]


def test_typed_getters_return_what_they_say() -> None:
    data = GameData(
        {"legions": 3, "name": "Rome", "open": True, "dice": [1, 6], "words": ["a"], "gods": {"zeus": {"cards": 2}}},
        "game/data.toml",
    )
    assert data.number("legions") == 3 and data.text("name") == "Rome" and data.flag("open") is True
    assert data.numbers("dice") == (1, 6) and data.texts("words") == ("a",)
    assert data.table("gods").table("zeus").number("cards") == 2
    assert dict(data.table("gods")) == {"zeus": {"cards": 2}}  # also a mapping, for tables keyed by data


def test_a_wrong_type_or_a_missing_key_is_named_with_the_file() -> None:
    data = GameData({"legions": "3", "open": 1, "count": True, "dice": [1, "6"], "rows": [{"a": 1}, 2]}, "mn/data.toml")
    with pytest.raises(DataError, match=re.escape("mn/data.toml: 'legions' should be a whole number, not '3'")):
        data.number("legions")
    with pytest.raises(DataError, match="'count' should be a whole number, not True"):
        data.number("count")  # `true` is no count, though Python counts it as 1
    with pytest.raises(DataError, match="'open' should be a true or false"):
        data.flag("open")
    with pytest.raises(DataError, match="'dice' should be a list of whole numbers, not with '6'"):
        data.numbers("dice")
    with pytest.raises(DataError, match=re.escape("mn/data.toml: no 'fleets'")):
        data.number("fleets")
    with pytest.raises(DataError, match=re.escape("'rows' should be a list of tables, not with 2")):
        data.tables("rows")
    with pytest.raises(DataError, match=re.escape("mn/data.toml [gods]: no 'zeus'")):
        GameData({"gods": {}}, "mn/data.toml").table("gods").table("zeus")


@pytest.mark.parametrize("game", ["aquileia", "civilization", "hellas", "mare_nostrum", "struggle_for_rome"])
def test_every_game_reads_its_data_through_the_loader(game: str) -> None:
    __import__(f"rulesets.{game}.data")
    assert isinstance(shipped(f"rulesets.{game}"), GameData)
    assert shipped(f"rulesets.{game}") is shipped(f"rulesets.{game}")  # read once
    assert "[provinces]" in shipped_text("rulesets.struggle_for_rome", "kit.toml")
    # No game module reads a TOML file of its own any more: the loader is the one way in.
    own = [
        f"{path.relative_to(ROOT)}"
        for path in (ROOT / "rulesets" / game).glob("*.py")
        if re.search(r"tomllib\.load|\"kit\.toml\"\)\.read_text|joinpath\(\"kit\.toml\"\)", path.read_text())
    ]
    assert own == []


def test_a_broken_file_names_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "brokengame"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "data.toml").write_text("legions = \n")
    monkeypatch.syspath_prepend(str(tmp_path))
    __import__("brokengame")
    with pytest.raises(DataError, match=r"brokengame/data\.toml: "):
        shipped("brokengame")
