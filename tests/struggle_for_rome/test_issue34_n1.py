"""Issue 34, the third new-player play-test (7 of 10): a city's landscapes told on the command line and asked
by the kit walk, the legionary's victim beside a landscape told by kind, and what the table reads."""

from __future__ import annotations

import random
from typing import Any

from engine import registry
from engine.kits import loads
from engine.session import Session
from engine.teach import Walk
from rulesets.struggle_for_rome import INFO, income
from rulesets.struggle_for_rome.taught import learned
from tests.struggle_for_rome.helpers import (
    EXAMPLES,
    NAMES,
    add_city,
    example_kit,
    hand,
    new,
    place,
    put,
    tiles,
    to_phase,
    tribe,
)


def _said(session: Session, action: str, args: dict[str, Any]) -> list[str]:
    return [v.said() for v in session.propose(action, args).violations]


def _colonia_empire() -> Session:
    """Ann's cavalry has founded an empire at Colonia, a city the table added (its landscapes unknown); her
    infantry stands on Red start 2, beside the Steppe field."""
    session = new(kit=example_kit())
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=3, wagons=2)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    place(session, 0, "infantry", "red-start-2")
    place(session, 0, "cavalry", "")  # where the app does not know: the table says it is beside Colonia
    add_city(session, "Colonia", 2, "germania")
    session.act("conquer", {"city": "Colonia"})
    session.act("add-landscape", {"name": "Rhine field", "kind": "field", "number": 6, "province": "germania"})
    return session


def test_an_empire_city_is_told_its_landscapes_on_the_command_line() -> None:
    """L7: an empire takes income from the landscapes beside its cities. The app said to edit the kit; add-city
    now tells them (kept for the next game's kit), and the income is worked out from then on."""
    session = _colonia_empire()
    found, why = income.landscapes(session.context(), 0)
    assert found is None and why == "the landscapes beside Colonia (add-city with its landscapes)"
    assert _said(session, "add-city", {"city": "Colonia", "landscapes": "Rhine field"}) == []
    session.act("add-city", {"city": "Colonia", "landscapes": "Rhine field"})
    assert session.outcome(len(session.events)) == ["Colonia touches Rhine field."]
    found, _ = income.landscapes(session.context(), 0)
    assert found == frozenset({"rhine-field", "e1"})
    assert learned(session.context(), session.context().kit).known("cities", "colonia", "landscapes") == ["rhine-field"]
    # Told again: nothing new; told otherwise: the kit knows better.
    assert _said(session, "add-city", {"city": "Colonia", "landscapes": "Rhine field"}) == [
        "Map: the app knows Colonia already: say what it does not know yet"
    ]


def test_a_new_city_is_added_with_its_landscapes() -> None:
    session = new(kit=example_kit())
    args = {"city": "Colonia", "towers": 2, "province": "germania", "neutral": False, "landscapes": "Po field,Alps"}
    session.act("add-city", args)
    assert "Colonia touches Po field, Alps." in session.outcome(len(session.events))
    assert learned(session.context(), session.context().kit).known("cities", "colonia", "landscapes") == [
        "f8",
        "m8",
    ]


def test_the_kit_walk_asks_a_city_its_landscapes() -> None:
    ruleset = registry.load("struggle-for-rome")
    w = Walk(ruleset, example_kit())  # Roma: every fact known but its landscapes
    while w.current is not None and not (w.current.section == "cities" and w.current.entry == "roma"):
        w.skip()
    assert w.current is not None and [a.field for a in w.current.asks] == ["landscapes"]
    w.answer("po,alp")
    assert w.kit.known("cities", "roma", "landscapes") == ["f8", "m8"]


def _robbed_east_of_the_limes() -> Session:
    """A 7 in a four-player game; both of Bo's figures stand on his start crossings, east of the Limes."""
    session = new(4, kit=example_kit())
    for tribe_kind in ("cavalry", "infantry"):
        place(session, 1, tribe_kind, "blue-start-1")
        place(session, 2, tribe_kind, "s")  # Cy: beside the Rhone field, in Gallia
    hand(session, "blue", grain=1)
    hand(session, "white", grain=1)
    session.act("roll-resources", {"dice": "3,4"})
    return session


def test_the_legionary_robs_no_player_the_app_knows_is_not_beside_it() -> None:
    """L7: only a player with a figure beside the legionary's landscape is robbed, told by name or by kind."""
    session = _robbed_east_of_the_limes()
    by_kind = {"player": "Ann", "landscape": "field", "province": "gallia", "card": "grain"}
    assert _said(session, "legionary", {**by_kind, "victim": "Bo"}) == [
        "Legionary: Bo has no figure beside a field in Gallia"
    ]
    assert _said(session, "legionary", {**by_kind, "victim": "Cy"}) == []
    assert _said(session, "legionary", {**by_kind, "province": "north-italy", "victim": "Cy"}) == [
        "Legionary: Cy has no figure beside a field in North Italy"
    ]


def test_the_preview_of_a_theft_names_it() -> None:
    session = _robbed_east_of_the_limes()
    args = {"player": "Ann", "landscape": "field", "province": "gallia", "victim": "Cy", "card": "grain"}
    assert session.preview(session.propose("legionary", args)) == [
        "The legionary stands on a field in Gallia; it yields nothing while there.",
        "Ann takes a resource card from Cy.",
    ]
    session.act("legionary", args)
    assert session.outcome(len(session.events)) == [
        "The legionary stands on a field in Gallia; it yields nothing while there.",
        "Ann takes a resource card from Cy.",
    ]


def _listed(session: Session) -> list[str]:
    """What ``tabula actions`` lists now: the phase's actions someone may take."""
    from engine.actors import eligible

    return [spec.name for spec in session.available() if eligible(spec, session.context()) != ()]


def _by_verona(options: dict[str, Any] | None = None, horsemen: int = 1) -> Session:
    """Ann's cavalry in its phase on Red start 1, one land arrow from the crossing by Verona (2 towers)."""
    session = Session.new(
        INFO.load(), [(n, None) for n in NAMES[:3]], rng=random.Random(3), options=options or {}, kit=example_kit()
    )
    for _ in range(3):
        session.act("starting-card", {"card": "cattle"})
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=horsemen)
    place(session, 0, "cavalry", "red-start-1")
    return session


def test_a_tribe_left_nothing_by_its_move_passes_its_turn() -> None:
    """L9, L11: one horseman against Verona's 2 towers, no tiles, no card: once moved, nothing is left to Ann."""
    session = _by_verona()
    assert "plunder" not in _listed(session) and "conquer" not in _listed(session)
    session.act("move-to", {"to": "x"})
    assert session.table.position.turn == 1
    lines = session.outcome(len(session.events))
    assert "Ann's cavalry tribe has nothing left to do this turn: the turn passes." in lines
    assert lines[-1] == "Bo's turn."


def test_a_traitor_held_keeps_the_turn_and_old_logs_keep_theirs() -> None:
    session = _by_verona()
    put(session, "cards:red", "traitor", 1, "box")  # 1 horseman and the Traitor: up to 3 towers
    session.act("move-to", {"to": "x"})
    assert session.table.position.turn == 0
    assert "plunder" in _listed(session)
    assert not {"move", "move-to", "idle"} & set(_listed(session))  # moved: only the plunder is left
    legacy = _by_verona({"tribe_turns_ended_by_hand": True})
    legacy.act("move-to", {"to": "x"})
    assert legacy.table.position.turn == 0  # a version 6 log typed its `next` here


def test_actions_offers_no_attack_the_tribe_cannot_make() -> None:
    """L11, L13: two horsemen by Verona may plunder it while it has its tile, and found an empire there only
    with tiles of three colours: what they cannot do is not offered (the play-test's `actions` listed both)."""
    session = _by_verona(horsemen=2)
    session.act("move-to", {"to": "x"})
    assert "plunder" in _listed(session) and "conquer" not in _listed(session)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    assert "conquer" in _listed(session)
    session.act("correct", {"holder": "city:verona", "kind": "tile", "count": 0, "source": "box", "reason": "t"})
    assert "plunder" not in _listed(session)  # its tile is gone


def test_the_traitor_is_suggested_only_to_its_holder() -> None:
    session = _by_verona()
    said = _said(session, "plunder", {"city": "Verona", "reward": "gold"})
    assert "Towers: 1 horseman against 2 towers: too few to plunder" in said
    put(session, "cards:red", "traitor", 1, "box")
    said = _said(session, "plunder", {"city": "Verona", "reward": "gold"})
    assert (
        "Towers: 1 horseman against 2 towers: too few to plunder (the Traitor covers up to 2 more for 1 gold)" in said
    )


def test_a_card_not_held_is_said_so() -> None:
    session = new(4)
    to_phase(session, "build")
    assert _said(session, "play-card", {"player": "Ann", "card": "culture"}) == [
        "Components: Ann holds no Cultural Progress card"
    ]


def test_a_crossing_beside_no_city_and_a_forest_without_a_number() -> None:
    session = new(4)
    session.act("add-landscape", {"name": "Po", "kind": "field", "number": 4})
    assert _said(session, "add-landscape", {"name": "Dark wood", "kind": "forest", "number": 5}) == [
        "Map: the board cannot hold that: a forest bears no number (it yields nothing, L7)"
    ]
    session.act("add-crossing", {"crossing": "Ford", "landscapes": "Po"})
    assert session.outcome(len(session.events))[-1] == (
        "The cities beside Ford are not known yet: a plunder from there is not checked until they are told "
        "(add-crossing; - for none)."
    )
    session.act("add-crossing", {"crossing": "Ford", "cities": "-"})
    assert session.outcome(len(session.events))[-1] == "Ford is beside no city."
    assert _said(session, "add-crossing", {"crossing": "Bend", "landscapes": "Po", "cities": "-,Roma"}) == [
        "Map: say the cities beside it, or - for none, not both"
    ]


def test_a_iii_city_is_neither_offered_nor_counted_with_three_players() -> None:
    """L3: with three players a city marked III is out of play: no pick list names it, and a tribe whose only
    city within reach is one is offered no conquest."""
    from rulesets.struggle_for_rome import chances

    session = _by_verona(horsemen=2)
    place(session, 0, "cavalry", "")  # where the app does not know: any city may be beside it
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    add_city(session, "Vicus", 2, "north-italy", neutral=True)
    ctx = session.context(actor=0)
    assert "vicus" not in session.spec("conquer").suggest(ctx, "city")  # type: ignore[misc]
    assert "vicus" not in [town.id for town in chances.targets(session.context(), "conquer")]


def test_move_to_counts_over_the_arrows_taught_while_others_are_missing() -> None:
    """L9: from S to T by sea costs 1 gold (the first arrow free). With one arrow of the board still untaught,
    the app counted no route at all; now it counts the known ones and says a shorter one may exist."""
    ruleset = INFO.load()
    text = EXAMPLES.read_text(encoding="utf-8").replace("count = 11", "count = 12")  # one arrow not taught yet
    kit = loads(text, ruleset.kit_schema, ruleset.id, EXAMPLES.name)
    session = new(kit=kit)
    to_phase(session, "cavalry")
    place(session, 0, "cavalry", "s")
    session.act("move-to", {"to": "t"})
    assert session.outcome(len(session.events))[:3] == [
        "Ann's cavalry tribe moves to T over 2 sea arrows; the move costs 1 gold.",
        "Ann pays 1 gold.",
        "Counted over the arrows the app knows: if the board shows a shorter way, undo and count it (move).",
    ]
