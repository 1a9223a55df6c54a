"""What a kit still lacks is said in the language spoken, its sections' names too (play-test: Czech `show`
printed "provinces:" and "seas:")."""

from __future__ import annotations

from engine import registry
from engine.kitfiles import shipped


def test_the_missing_lines_name_their_sections_in_czech(czech: None) -> None:
    lines = shipped(registry.load("mare-nostrum")).missing()
    assert [line.split(":")[0] for line in lines] == ["provincie", "moře"]
