"""Issue 34, the rest of the December play-test: each tribe's progress where the table looks, the rule's own
reason for a receive nobody may take, and the roll with typed income ending by itself once all of it is in."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.struggle_for_rome.helpers import add_city, count, example_kit, new, place, put, roll_out, tiles, tribe


def _awaited(session: Session) -> str | None:
    return session.ruleset.awaited(session.context())


# -- each tribe's progress -----------------------------------------------------------------------


def _empire(session: Session, faction: str, kind: str, cities: list[str]) -> None:
    """Stand a tribe's figure and a wagon in each of its empire's cities (from its field and supply)."""
    figure = f"{'horseman' if kind == 'cavalry' else 'warrior'}:{faction}"
    for city in cities:
        add_city(session, city, 2, "gallia")
        holder = f"city:{city.lower()}"
        put(session, holder, figure, 1, f"supply:{faction}")
        put(session, holder, f"wagon:{faction}", 1, f"supply:{faction}")


def test_each_tribe_s_progress_shows_where_the_table_looks() -> None:
    """Play-test: the table counted the tile colours by eye. Towards three colours (an empire, L11), on to all
    five (a Scourge, L13); an empire's cities towards four each (Heir, L13): in `tabula show` and the hand
    panel (trackers), the glance strip and the Tribes panel."""
    session = new(3)
    roll_out(session)
    session.act("next-phase")
    tiles(session, "red", "cavalry", gallia=2, germania=1)
    tiles(session, "red", "infantry", gallia=1, germania=1, hispania=1, north_italy=1)
    tiles(session, "blue", "cavalry", gallia=1, germania=1, hispania=1, north_italy=1, south_italy=1)
    _empire(session, "blue", "infantry", ["Narbo", "Tolosa"])
    _empire(session, "white", "cavalry", ["Arelate", "Nemausus", "Massilia", "Lugdunum"])
    players = session.summary()["players"]
    ann, bo, cy = ({k: p[k] for k in ("cavalry", "infantry")} for p in players)
    assert ann["cavalry"] == (
        "1 horseman · 1 wagon · tiles Germania + Gallia 2 · 2 of 3 colours for an empire; 2 of 5 colours for Scourge"
    )
    assert ann["infantry"].endswith(" · colours enough for an empire; Scourge lacks South Italy") and ann[
        "infantry"
    ].startswith("1 warrior · 1 wagon · tiles ")
    assert bo["cavalry"].endswith(" · all 5 colours: Scourge")
    assert bo["infantry"] == "1 warrior · 1 wagon · 2 of 4 cities for Heir"
    assert cy["cavalry"] == "1 horseman · 1 wagon · 4 cities: enough for Heir"
    assert cy["infantry"] == ("1 warrior · 1 wagon · 0 of 3 colours for an empire")
    glance = session.ruleset.glance(session.context())
    assert glance.columns[-1] == "Progress"
    assert [row[-1] for row in glance.rows] == [
        "colours 2/3 + 4/5",
        "colours 5/5 + cities 2/4",
        "cities 4/4 + colours 0/3",
    ]
    panel = next(v for v in session.ruleset.views(session.context()) if v.title == "Tribes")
    assert panel.columns[-1] == "progress"
    assert [row[-1] for row in panel.rows][:2] == [
        "2 of 3 colours for an empire; 2 of 5 colours for Scourge",
        "colours enough for an empire; Scourge lacks South Italy",
    ]


# -- receive when nobody may take resources ------------------------------------------------------


def test_receive_when_nobody_may_take_resources_says_the_rule_s_reason() -> None:
    """Play-test: `receive` without `player=` after only 7s said the engine's "nobody may take the receive
    action now"; the rule's reason is that a 7 brings nothing and the legionary moves first (L7)."""
    session = new()
    with pytest.raises(RuleRefused, match=r"\(Income: resources are taken after a roll\)$"):
        session.act("receive", {"grain": 1})
    session.act("roll-resources", {"dice": "3,4"})
    with pytest.raises(RuleRefused, match=r"\(Legionary: Ann moves the legionary for the 7 first\)$"):
        session.act("receive", {"grain": 1})
    session.act("legionary", {"landscape": "field", "province": "gallia"})
    refused = session.propose("receive", {"grain": 1})
    assert [v.message for v in RuleRefused("receive", refused.violations).violations] == [
        "a 7 brings no resources: it moves the legionary"
    ]
    assert refused.forcible  # the table may still override it, as it may a named player's
    assert count(session, "hand:red", "grain") == 1


# -- the roll with typed income ends by itself ---------------------------------------------------


def test_the_roll_with_typed_income_ends_once_everyone_s_is_in() -> None:
    """Play-test usability 1: with income typed the roll phase needed `next-phase`. A roll closes the one
    before it (L7: everyone takes after each roll); once everyone has taken theirs for the last number, or said
    it brings them nothing (a receive naming no resource), the roll is over."""
    session = new()
    roll_out(session)  # 2, 3, 4 and 5, typed: the shipped kit knows no landscape
    assert session.phase.id == "roll" and _awaited(session) == "receive"
    assert session.act("receive", {"grain": 1}).actor == "Ann"
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "For the 5: Bo and Cy enter their income, or that it brings them nothing (receive); next-phase " in (
        " ".join(pending)
    )
    event = session.act("receive", {})
    assert (event.actor, session.outcome(len(session.events))) == ("Bo", ["The 5 brings Bo nothing."])
    assert session.phase.id == "roll" and session.summary()["acts_next"] == "Cy"  # Cy may still be owed
    with pytest.raises(RuleRefused, match="Bo has said the 5 brings them nothing"):
        session.act("receive", {"player": "Bo"})
    session.act("receive", {"ore": 1})
    assert session.phase.id == "build" and session.turn_player is not None
    assert [count(session, f"hand:{c}", k) for c, k in (("red", "grain"), ("white", "ore"))] == [2, 1]


def test_the_table_may_still_say_at_once_that_nobody_else_gets_anything() -> None:
    session = new()
    roll_out(session)
    session.act("receive", {"grain": 1})
    session.act("next-phase")
    assert session.phase.id == "build"


def test_a_7_as_the_last_number_ends_the_roll_once_the_legionary_has_moved() -> None:
    session = new()
    for dice in ("1,1", "1,2", "2,2"):
        session.act("roll-resources", {"dice": dice})
    session.act("receive", {"player": "Cy", "ore": 1})  # for the 4: the 7 after it closes it
    session.act("roll-resources", {"dice": "3,4"})
    assert session.phase.id == "roll"
    session.act("legionary", {"landscape": "field", "province": "gallia"})
    assert session.phase.id == "build"


def test_nothing_is_said_only_by_whom_the_app_has_not_served() -> None:
    """With the board kit working out the others' income, a player the app lost track of enters theirs; who
    still names a pasture card drawn, or was served by the kit, is told so."""
    session = new(3, kit=example_kit())
    place(session, 2, "infantry", "")  # Cy: the app no longer knows where his infantry stands
    for dice in ("1,1", "1,2", "2,2"):
        session.act("roll-resources", {"dice": dice})
    session.act("receive", {"player": "Cy", "grain": 1})
    session.act("roll-resources", {"dice": "4,6"})  # 10: Ann and Bo draw a pasture card each
    assert session.outcome(len(session.events))[1:2] == [
        "Income worked out from the board kit: Ann 1 pasture card to draw and name; Bo 1 pasture card to draw and name."
    ]
    with pytest.raises(RuleRefused, match="Ann draws 1 pasture card for the rolls: say which"):
        session.act("receive", {"player": "Ann"})
    session.act("receive", {"player": "Ann", "horse": 1})
    with pytest.raises(RuleRefused, match="the app has worked out Ann's income for the roll from the board kit"):
        session.act("receive", {"player": "Ann"})
    session.act("receive", {"player": "Bo", "cattle": 1})
    assert session.phase.id == "roll" and _awaited(session) == "receive"
    assert session.act("receive", {}).actor == "Cy"
    assert session.phase.id == "build"


def test_a_version_4_save_replays_to_the_same_state(tmp_path: Path) -> None:
    """A log from before the roll ended by itself keeps its typed end: everyone had taken for the last number,
    and the table ended the roll with `next-phase` (then Ann ended her build turn)."""
    from engine import saves
    from tests.struggle_for_rome.helpers import NAMES

    session = new()
    ruleset = session.ruleset
    legacy = {"roll_ended_by_table": True, "typed_what_the_app_knows": True}
    session = Session.new(ruleset, [(n, None) for n in NAMES[:3]], options=legacy)
    for _ in range(3):
        session.act("starting-card", {"card": "cattle"})
    roll_out(session)
    for player in ("Ann", "Bo", "Cy"):
        session.act("receive", {"player": player, "grain": 1})
    assert session.phase.id == "roll"
    session.act("next-phase")
    session.act("next")  # Ann's build turn
    path = tmp_path / "old.toml"
    saves.save(session, path)
    text = path.read_text(encoding="utf-8")
    old = text.replace(f'ruleset_version = "{ruleset.version}"', 'ruleset_version = "4"')
    for option in legacy:
        old = old.replace(f"{option} = true\n", "")
    assert old != text and "roll_ended_by_table" not in old
    path.write_text(old, encoding="utf-8")
    loaded = saves.load(path)
    assert all(loaded.options[option] for option in legacy)
    assert loaded.table == session.table and loaded.phase.id == "build"


def test_an_empire_tribe_counts_its_cities_for_the_heir() -> None:
    session = new(3)
    tribe(session, "red", "cavalry", figures=3, wagons=3)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    _empire(session, "red", "cavalry", ["Narbo"])
    line = session.summary()["players"][0]["cavalry"]
    assert line == "3 horsemen · 3 wagons · tiles Germania + Gallia + Hispania · 1 of 4 cities for Heir"
