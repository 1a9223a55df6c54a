"""``roll`` records numbered dice: refused in a game with none (Tab never offered it there, yet it was recorded),
while a save that holds such a roll still opens; and what the ``:`` line says of a bare number of dice."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry, saves
from engine.errors import BadInput
from engine.session import Session
from tui.app.widgets.command_words import dice_reading


def _new(game: str) -> Session:
    ruleset = registry.load(game)
    names = ("Ann", "Bo", "Cy")[: max(ruleset.min_players, 2)]
    return Session.new(ruleset, [(n, None) for n in names], (), {}, name="dice")


@pytest.mark.parametrize("game", ["hellas", "aquileia", "civilization"])
def test_roll_is_refused_in_a_game_without_numbered_dice(game: str) -> None:
    session = _new(game)
    assert "roll" not in [spec.name for spec in session.available()]
    with pytest.raises(BadInput, match=f"^roll records numbered dice, and {session.ruleset.name} uses none$"):
        session.act("roll", {"dice": "3"})
    # Said before the fields are read: without dice= it is the same refusal, not "dice is required".
    with pytest.raises(BadInput, match=r"^roll records numbered dice"):
        session.propose("roll", {})
    assert session.events == []


def test_roll_is_recorded_where_the_game_uses_dice() -> None:
    session = _new("mare-nostrum")
    assert session.act("roll", {"dice": "3"}).args["dice"] == [3]


def test_a_save_holding_a_roll_from_before_still_opens(tmp_path: Path) -> None:
    # Hellas saves made before the refusal may hold a roll: the save is replayed, never checked anew.
    path = tmp_path / "old.toml"
    saves.save(_new("hellas"), path)
    text = path.read_text("utf-8")
    path.write_text(text.replace("events = [\n]", 'events = [\n    { t = "roll", by = "Ann", a = { dice = [3] } },\n]'))
    loaded = saves.load(path)
    assert [(e.type, e.args["dice"]) for e in loaded.events] == [("roll", [3])]


def test_only_a_bare_number_of_dice_whose_count_is_free_is_said_first() -> None:
    session = _new("mare-nostrum")
    roll, battle = session.spec("roll"), session.spec("battle")
    said = dice_reading(roll, {"dice": "3"})
    assert said is not None and said.again and "one die showing 3" in said.said
    too_many = dice_reading(roll, {"dice": "7"})
    assert too_many is not None and not too_many.again and "dice=roll:7 rolls 7 dice here" in too_many.said
    # Faces listed, a roll asked for, or the rolls of a battle (counted by the rules): nothing to say.
    for values in ({"dice": "3,4"}, {"dice": "roll:3"}, {"dice": " "}):
        assert dice_reading(roll, values) is None, values
    assert dice_reading(battle, {"attacker_rolls": "5", "defender_rolls": "2"}) is None


def test_the_reading_is_said_in_czech(czech: None) -> None:
    said = dice_reading(_new("mare-nostrum").spec("roll"), {"dice": "3"})
    # The field named as the Czech form labels it (play-test 8: English labels on a Czech screen).
    assert said is not None and "kostky=3" in said.said and "Enter" in said.said and "records" not in said.said
