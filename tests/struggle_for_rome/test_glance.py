"""What Struggle for Rome keeps in sight: the glance strip, the panels, the map rows and the texts a player reads."""

from __future__ import annotations

import re
from dataclasses import replace

from engine import reference, registry, saves
from engine.fields import Field
from engine.session import Session
from engine.views import Glance, View
from rulesets.struggle_for_rome.calculators import CALCULATORS, calc_score, parse_player
from tests.struggle_for_rome.helpers import add_city, example_kit, new, put, tiles, to_phase, tribe

WIDTH = 110


def _demo() -> Session:
    ruleset = registry.load("struggle-for-rome")
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", ruleset.id)


def _glance(session: Session) -> Glance:
    glance = session.ruleset.glance(session.context())
    assert len(glance.line) <= WIDTH, glance.line
    assert all(len(row) == len(glance.columns) for row in glance.rows)
    assert all(len(" · ".join(row)) <= WIDTH for row in glance.rows)
    return glance


def _view(session: Session, title: str) -> View:
    found = [v for v in session.ruleset.views(session.context()) if v.title == title]
    assert found, f"no view {title!r}"
    return found[0]


def _end(session: Session, **changes: object) -> None:
    """Set the end of the game on the current table (last round, over), as a test position."""
    table = session.tables[-1]
    session.tables[-1] = replace(table, game=replace(table.game, **changes))


# -- the glance ----------------------------------------------------------------------


def test_the_demo_glance_shows_the_start_player_the_rose_and_every_player() -> None:
    glance = _glance(_demo())
    assert glance.line == (
        "start player Lucka · compass rose 4, 8, 10, 11 · legionary on a forest in Hispania · 10 points win"
    )
    assert glance.columns == ("Player", "VP", "Gold", "Resources", "Cards shown", "Figures", "Progress")
    assert glance.rows == (
        ("Lucka", "0", "8", "3", "-", "2 horsemen + 2 warriors", "colours 1/3 + 0/3"),
        ("Honza", "0", "4", "4", "-", "1 horseman + 1 warrior", "colours 0/3 + 0/3"),
        ("Katka", "0", "7", "2", "-", "2 horsemen + 2 warriors", "colours 0/3 + 0/3"),
        ("Mirek", "0", "5", "2", "-", "1 horseman + 1 warrior", "colours 0/3 + 0/3"),
    )


def test_during_the_roll_the_glance_says_who_rolls_and_how_far_the_rose_is() -> None:
    session = new(4)
    assert _glance(session).line.startswith("Ann rolls · compass rose: nothing covered yet · ")
    session.act("roll-resources", {"dice": "1,2"})
    session.act("roll-resources", {"dice": "2,2"})
    assert _glance(session).line == (
        "Ann rolls · compass rose 3, 4 (2 of 4) · legionary on a forest in Hispania · 10 points win"
    )
    session.act("roll-resources", {"dice": "3,4"})  # a 7: the legionary comes first
    assert (
        _glance(session).line == "Ann moves the legionary, then rolls · compass rose 3, 4, 7 (3 of 4) · 10 points win"
    )
    session.act("legionary", {"landscape": "pasture", "province": "gallia"})
    assert "legionary on a pasture in Gallia" in _glance(session).line


def test_the_next_round_s_roller_is_the_player_to_the_left() -> None:
    session = new(3)
    to_phase(session, "infantry")
    session.act("next-phase")  # round 2: the dice pass to Bo
    assert _glance(session).line.startswith("Bo rolls · compass rose: nothing covered yet")


def test_after_a_diplomat_its_player_is_named_to_move_the_legionary() -> None:
    session = new(3)
    to_phase(session, "build")
    session.act("next")
    put(session, "cards:blue", "diplomat", 1, "box")
    session.act("play-card", {"card": "diplomat"})
    assert _glance(session).line == (
        "start player Ann · compass rose 2, 3, 4, 5 · Bo moves the legionary · 10 points win"
    )
    assert _glance(session).rows[1][4] == "1 Diplomat"


def test_special_cards_and_shown_diplomats_are_in_their_holders_rows() -> None:
    session = new(3, variants=("terror-of-the-legions",))
    put(session, "open:red", "diplomacy", 1, "specials")
    put(session, "open:red", "diplomat", 3, "box")
    put(session, "open:blue", "scourge", 2, "specials")
    put(session, "open:white", "terror", 1, "specials")
    put(session, "open:white", "heir", 1, "specials")
    rows = {row[0]: row for row in _glance(session).rows}
    assert rows["Ann"][1:6] == ("2", "5", "2", "Diplomacy, 3 Diplomats", "1 horseman + 1 warrior")
    assert rows["Bo"][1] == "4" and rows["Bo"][4] == "2 Scourge"
    assert rows["Cy"][1] == "3" and rows["Cy"][4] == "Heir, Terror"
    assert _glance(session).line.endswith("11 points win")


def test_figures_gold_and_resources_follow_the_ledger() -> None:
    session = new(3)
    tribe(session, "blue", "cavalry", figures=3, wagons=2)
    tribe(session, "blue", "infantry", figures=0, wagons=1)
    put(session, "purse:blue", "gold", 12, "bank")
    put(session, "hand:blue", "ore", 4, "bank")
    assert _glance(session).rows[1][:6] == ("Bo", "0", "12", "6", "-", "3 horsemen + 0 warriors")


def test_the_last_round_and_the_end_are_in_the_line() -> None:
    session = new(3)
    put(session, "open:red", "scourge", 5, "specials")  # 10 points
    _end(session, last_round=1)
    assert _glance(session).line.endswith(" · last round")
    put(session, "open:blue", "scourge", 3, "specials")
    put(session, "open:blue", "diplomacy", 1, "specials")
    put(session, "open:blue", "heir", 1, "specials")
    put(session, "purse:blue", "gold", 9, "bank")
    _end(session, over=True)
    line = _glance(session).line
    assert line.endswith(" · game over: Bo won with 10 points") and line.startswith("start player Ann")
    put(session, "purse:red", "gold", 9, "bank")  # tied on points and gold: both win
    assert _glance(session).line.endswith("game over: Ann and Bo won with 10 points")


def test_long_names_keep_the_line_within_the_strip() -> None:
    names = ("A" * 32, "B" * 32, "C" * 32, "D" * 32)
    session = new(4, names=names)
    session.act("roll-resources", {"dice": "3,4"})
    put(session, "open:red", "scourge", 5, "specials")
    _end(session, last_round=1)
    line = _glance(session).line
    # The least needed parts go first (the target, then where the legionary stands).
    roller = f"{'A' * 32} moves the legionary, then rolls"
    assert line == f"{roller} · compass rose 7 (1 of 4) · last round"
    session.act("legionary", {"landscape": "forest", "province": "gallia"})
    session.act("roll-resources", {"dice": "1,1"})
    assert _glance(session).line == f"{'A' * 32} rolls · compass rose 2, 7 (2 of 4) · last round"


# -- the panels ----------------------------------------------------------------------


def test_the_roll_shows_its_progress_and_a_grid_of_who_took_what() -> None:
    session = new(3, kit=example_kit())
    session.act("roll-resources", {"dice": "1,3"})  # 4: the kit gives Ann grain and Cy ore
    session.act("roll-resources", {"dice": "4,6"})  # 10: Ann and Bo each draw a pasture card
    session.act("receive", {"player": "Ann", "horse": 1})
    table = _view(session, "Table")
    assert table.rows[0] == ("Compass rose: 4, 10 covered (2 of 4 numbers); Ann rolls",)
    grid = _view(session, "This round's rolls")
    assert grid.columns == ("player", "4", "10", "to name")
    assert grid.rows == (
        ("Ann", "1 grain", "1 horse", "-"),
        ("Bo", "-", "-", "1 pasture"),
        ("Cy", "1 ore", "-", "-"),
    )
    assert grid.note.startswith("2 of 4 numbers covered")


def test_income_entered_by_hand_counts_under_the_latest_roll_and_the_grid_resets_each_round() -> None:
    session = new(3)
    session.act("roll-resources", {"dice": "4,4"})
    session.act("receive", {"player": "Bo", "grain": 1, "cattle": 1})
    session.act("roll-resources", {"dice": "5,5"})
    session.act("receive", {"player": "Cy", "ore": 2})
    grid = _view(session, "This round's rolls")
    assert grid.columns == ("player", "8", "10")
    assert grid.rows == (("Ann", "-", "-"), ("Bo", "1 grain, 1 cattle", "-"), ("Cy", "-", "2 ore"))
    to_phase(session, "infantry")
    session.act("next-phase")
    assert session.table.game.rolls == () and session.table.game.taken == ()
    assert "This round's rolls" not in [v.title for v in session.ruleset.views(session.context())]


def test_the_tribes_panel_has_a_row_per_tribe() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=3, wagons=2)
    tiles(session, "red", "cavalry", gallia=2, germania=1)
    rows = _view(session, "Tribes").rows
    assert len(rows) == 6
    assert rows[0][:5] == ("Ann's cavalry", "3 horsemen", "2", "Germania, Gallia 2", "on its start crossings")
    assert rows[1][:5] == ("Ann's infantry", "1 warrior", "1", "-", "on its start crossings")
    assert _view(session, "Table").rows[0] == ("Compass rose: 2, 3, 4, 5 covered; Ann is the start player",)


def test_the_map_lists_the_provinces_with_their_cities() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    add_city(session, "Colonia", 3, "germania")
    add_city(session, "Burdigala", 4, "gallia", eagle=True)
    tribe(session, "red", "cavalry", figures=2, wagons=1)
    session.act("plunder", {"city": "Augusta", "reward": "2 gold"})
    places = {p.id: p for p in session.ruleset.places(session.context())}
    assert places["augusta"].summary == "2 towers, Germania, plundered"
    # Play-test of issue 16: the eagle (the Terror card's condition) showed only as a tag the CLI never printed.
    assert places["burdigala"].summary == "4 towers, Gallia, eagle, plunder tile"
    assert places["germania"].summary == "2 of 8 cities on the map (1 plundered, 1 with a tile)"
    # Audit of issue 16: the province only, not the landscape the legionary blocks.
    assert places["hispania"].summary == "0 of 8 cities on the map; the legionary stands here, on a forest"
    assert places["hispania"].tags == ("legionary",) and places["gallia"].kind == "province"
    # A province row's id is what the forms take: Enter on it fills in a province.
    assert all(session.catalogue("province").get(p.id) for p in places.values() if p.kind == "province")


# -- the texts -----------------------------------------------------------------------

_SYNTAX = re.compile(r"(?<![\w-])[a-z_]+=|Examples? \(tests?\)|--[a-z]")


def test_the_rules_reference_reads_as_words() -> None:
    ruleset = registry.load("struggle-for-rome")
    folder = ruleset.resource("rules")
    texts = {t.id: t.text for t in reference.topics(ruleset)}
    own = {
        e.name.split("-", 1)[1][:-3]: e.read_text(encoding="utf-8") for e in folder.iterdir() if e.name.endswith(".md")
    }
    assert {"setup", "roll", "build", "tribes", "cards", "victory", "decisions", "components", "kit"} <= set(own)
    for topic, text in own.items():
        assert texts[topic] == text
        assert not _SYNTAX.search(text), (topic, _SYNTAX.search(text))
    assert "For example, 2 horsemen plunder a city of 2 towers" in own["tribes"]
    assert "**receive**: the player, then how many grain, ore, horse and cattle" in own["roll"]


def test_fields_offer_names_not_ids() -> None:
    session = new(3)
    plunder, roll = session.spec_named("plunder"), session.spec_named("roll-resources")
    assert plunder is not None and roll is not None
    reward = next(f for f in plunder.fields if f.name == "reward")
    assert reward.type == "ref"
    labels = [e.label for e in session.catalogue(reward.catalogue).entries]
    assert labels == ["2 gold", "a pasture card", "an action card"]
    dice = next(f for f in roll.fields if f.name == "dice")
    assert dice.help.startswith("both dice as rolled, e.g. 3,5")


def test_the_score_calculator_takes_words() -> None:
    assert parse_player("Ann: 6 cities, 1 diplomacy, 2 culture, 3 gold, 1 treasure") == {
        "name": "Ann",
        "cities": 6,
        "diplomacy": 1,
        "culture": 2,
        "gold": 3,
        "treasures": 1,
    }
    assert parse_player("Bo:cities=4,gold=1") == {"name": "Bo", "cities": 4, "gold": 1}
    result = calc_score({"player": ["Ann: 10 cities, 1 gold", "Bo: cities 10, treasures 1"], "variant": []})
    assert result["winners"] == ["Bo"]
    help_text = next(f.help for f in _score_fields() if f.name == "player")
    assert "=" not in help_text and help_text.startswith("a player and what they hold")


def _score_fields() -> tuple[Field, ...]:
    return next(c.options for c in CALCULATORS if c.name == "score")


def test_show_says_game_over_after_the_last_round() -> None:
    """Play-test: after the end `show` said "round 8, Resource roll"."""
    from tui.show_text import round_text

    assert round_text({"round": 8, "rounds": None, "winners": ["Cyril"]}) == "game over"
    assert round_text({"round": 3, "rounds": None, "winners": []}) == "round 3"


def test_the_map_lists_the_action_deck_left() -> None:
    """Play-test of issue 16: `show` never listed the 30-card action deck (L3; none is drawn once empty, L15)."""
    from tests.struggle_for_rome.helpers import put

    session = new()
    put(session, "cards:red", "traitor", 1, "box")
    deck = next(p for p in session.ruleset.places(session.context()) if p.id == "action-deck")
    assert deck.summary == "29 cards left"
