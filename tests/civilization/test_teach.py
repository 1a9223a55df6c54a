"""Issue 30 for Civilization: the figures' prices kept in the kit and learned once, and the guided walk (the culture
track, the figures' prices, the policy card's back)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine import saves
from engine.kits import Kit, KitError, from_data
from engine.session import Session
from engine.store import SessionFile
from engine.teach import Walk
from engine.writer import to_data
from rulesets.civilization import INFO
from rulesets.civilization.kit import GAME, SCHEMA, shipped
from rulesets.civilization.management import ASKED_LOG, LOOSE_LOG
from tests.civilization.helpers import game, go_to, kit_with, new, realm, set_realm
from tui.library import create

PLAYERS = [("A", "china"), ("B", "rome")]
ARMY = {"item": "army", "hammers": "4"}


def _walk(kit: Kit | None = None) -> Walk:
    return Walk(INFO.load(), shipped() if kit is None else kit, keep=lambda k: None)


def test_the_walk_reads_the_culture_track_then_the_figures_then_the_policy_back() -> None:
    walk = _walk()
    asked = [(q.section, q.entry, [a.field for a in q.asks]) for q in walk.remaining()]
    assert asked == [
        ("track", "culture-track", ["spaces", "event_lines", "person_spaces", "hand_limit_spaces"]),
        ("figures", "army", ["cost"]),
        ("figures", "settler", ["cost"]),
        ("buildings", "academy", ["combat"]),
        ("units", "infantry", ["star_attack"]),
        ("units", "cavalry", ["star_attack"]),
        ("units", "artillery", ["star_attack"]),
        # The unit cards' printed attack and health, one kind for each type and rank (civ4).
        *[
            ("unit_cards", f"{unit}-{rank}", ["attack", "health"])
            for unit in ("infantry", "cavalry", "artillery")
            for rank in (1, 2, 3, 4)
        ],
        ("unit_cards", "aircraft-1", ["attack", "health"]),
        ("civilizations", "france", ["combat"]),
        ("policies", "militarism", ["back"]),
    ]
    # A wrong answer is refused in one line and changes nothing.
    with pytest.raises(KitError) as wrong:
        walk.answer("21 3,6,9 2,5,8 25")
    assert str(wrong.value) == "spaces raising the hand limit, - for none: space 25 is not on a track of 21 spaces"
    assert walk.kit == shipped() and walk.current is not None and walk.current.section == "track"
    walk.answer("21 3,6,9,12,15,18 2,5,8,11,14,17,20 -")
    with pytest.raises(KitError) as wrong:
        walk.answer("0")
    assert str(wrong.value) == "cost in hammers: 0 is below 1"
    for line in ("4", "6", "4", "1", "1", "2", *["2 3"] * 13, "2", "Tradition"):
        walk.answer(line)
    kit = walk.kit
    track = kit.entry("track", "culture-track")
    assert track is not None and (track["spaces"], track["event_lines"], track["hand_limit_spaces"]) == (
        21,
        [3, 6, 9, 12, 15, 18],
        [],
    )
    assert track["person_spaces"] == [2, 5, 8, 11, 14, 17, 20] and track["hand_limit"] == 2
    assert [kit.known("figures", f, "cost") for f in ("army", "settler")] == [4, 6]
    assert kit.known("policies", "militarism", "back") == "Tradition"
    # The Academy's and France's combat bonuses are the table's printed cards' (the rulebook lists neither).
    assert (kit.known("buildings", "academy", "combat"), kit.known("civilizations", "france", "combat")) == (4, 2)
    # What a star of each upgrade token adds is the table's too (l. 281 gives no number).
    assert [kit.known("units", u, "star_attack") for u in ("infantry", "cavalry", "artillery")] == [1, 1, 2]
    assert (kit.known("unit_cards", "cavalry-2", "attack"), kit.known("unit_cards", "cavalry-2", "health")) == (2, 3)
    assert walk.current is None and kit.missing() == []


def test_a_kit_written_before_it_priced_figures_is_walked_too() -> None:
    data = shipped().to_data()
    del data["figures"], data["track"]
    walk = _walk(from_data(data, SCHEMA, GAME, "an older kit", "user kit"))
    assert [(q.section, q.entry, q.preset.get("name")) for q in walk.remaining()][:3] == [
        ("track", "", "Culture track"),
        ("figures", "", "Army"),
        ("figures", "", "Settler"),
    ]
    walk.answer("21 3,6 2,5 2 -")
    walk.answer("4")
    assert walk.kit.known("track", "culture-track", "spaces") == 21
    assert walk.kit.known("figures", "army", "cost") == 4


def test_a_figure_the_kit_prices_is_built_without_a_cost() -> None:
    session = new(*PLAYERS, kit=kit_with(("figures", "army", "cost", 4)))
    set_realm(session, 0, trade=3)
    go_to(session, "city")
    assert session.propose("build", ARMY).legal
    refused = session.propose("build", {**ARMY, "cost": "5"})
    assert [v.message for v in refused.violations] == ["Army costs 4 hammers here, not 5"]
    session.act("build", {"item": "army", "hammers": "3"})
    assert session.outcome(len(session.events))[:2] == [
        "China capital builds Army for 4 hammers.",
        "1 missing hammer costs 3 trade (dial 3 to 0).",
    ]


def test_a_figure_is_priced_once_a_session() -> None:
    session = new(*PLAYERS)
    go_to(session, "city")
    # While the kit does not know it, the cost is asked, bounded by what a cost can be.
    refused = session.propose("build", {**ARMY, "cost": "0"})
    assert [v.message for v in refused.violations] == ["Army cannot cost 0: a figure costs from 1 to 60 hammers"]
    session.act("build", {**ARMY, "cost": "4"})
    assert game(session).priced == (("army", 4),)
    assert session.propose("build", ARMY).legal  # B's turn: the army's price is known now
    assert session.ruleset.learned(session.context(), session.table.kit).known("figures", "army", "cost") == 4
    assert session.propose("build", {"item": "settler", "hammers": "4"}).violations  # the settler's is not
    session.undo()
    assert game(session).priced == () and not session.propose("build", ARMY).legal


def test_a_price_typed_with_a_kit_from_before_figures_were_priced_is_learned() -> None:
    data = shipped().to_data()
    del data["figures"]
    session = new(*PLAYERS, kit=from_data(data, SCHEMA, GAME, "an older kit", "user kit"))
    go_to(session, "city")
    session.act("build", {"item": "settler", "hammers": "6", "cost": "6"})
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.entries("figures") == ({"id": "settler", "name": "Settler", "cost": 6},)


def test_a_second_evening_knows_the_price_the_first_one_typed(saves_dir: Path) -> None:
    _, path = create(saves_dir, "civilization", PLAYERS, name="first")
    first = SessionFile(path)
    first.change(lambda s: go_to(s, "city"))
    first.change(lambda s: s.act("build", {**ARMY, "cost": "4"}))
    second: Session = create(saves_dir, "civilization", PLAYERS, name="second")[0]
    assert second.kits[0].known("figures", "army", "cost") == 4
    go_to(second, "city")
    proposal = second.propose("build", ARMY)
    assert proposal.legal and proposal.args.get("cost") is None
    second.act("build", ARMY)
    assert second.outcome(len(second.events))[0] == "China capital builds Army for 4 hammers."


def test_a_version_3_log_replays_its_figure_builds_as_they_were_paid() -> None:
    # Version 3 asked the cost at every build: B's army forced without one paid nothing, whatever A's cost.
    session = Session.new(INFO.load(), PLAYERS, options={ASKED_LOG: True}, rng=random.Random(1))
    go_to(session, "city")
    session.act("build", {**ARMY, "cost": "4"})
    session.act("build", ARMY, force=True)
    assert realm(session, 1).trade == 0 and session.outcome(len(session.events))[0].endswith("for 0 hammers.")
    data = to_data(session)
    data["options"] = {k: v for k, v in data.get("options", {}).items() if k != ASKED_LOG}
    old = saves.from_data({**data, "ruleset_version": "3"}, "old")
    assert old.options[ASKED_LOG] and not old.options[LOOSE_LOG]
    assert old.outcome(len(old.events))[0] == session.outcome(len(session.events))[0]
    # Read by version 4's rules, the same log would pay A's price: the option is what keeps its meaning.
    assert saves.from_data(data, "new").outcome(len(session.events))[0].endswith("for 4 hammers.")
    older = saves.from_data({**data, "ruleset_version": "2"}, "older")
    assert older.options[ASKED_LOG] and older.options[LOOSE_LOG]


def test_a_kit_prices_only_what_a_city_builds() -> None:
    data = shipped().to_data()
    # The settler's price under another id would price nothing the app builds.
    data["figures"]["entries"][1] = {"id": "scout", "name": "Scout", "cost": 6}
    with pytest.raises(KitError, match=r"figures\.scout: a city builds only armies and settlers"):
        from_data(data, SCHEMA, GAME, "a kit", "test")
