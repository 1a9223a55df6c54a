"""The coast on a hex grid: tiles from the kit by place and turn, contacts derived, the rulebook's examples."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from rulesets.hellas.contacts import contacts
from rulesets.hellas.hexes import distinct_turns, letters, parse_sides, turned
from rulesets.hellas.show import attack_options
from rulesets.hellas.state import State
from tests.hellas.helpers import (
    DARK,
    LIGHT,
    at_turns,
    example_kit,
    new_session,
    on,
    placed,
    play_first_coast,
    reserve,
    voyage_example,
)


def _refusal(session: Session, action: str, args: dict[str, object]) -> list[tuple[str, str, bool]]:
    return [(v.rule, v.message, v.physical) for v in session.propose(action, args).violations]


def test_sides_read_clockwise_from_the_top_and_turn_with_the_tile() -> None:
    sides = parse_sides("LLSSSS")
    assert sides == ("land", "land", "sea", "sea", "sea", "sea") == parse_sides("land, land, sea, sea, sea, sea")
    assert letters(turned(sides, 1)) == "SLLSSS"  # one sixth-turn clockwise: the top side now faces north-east
    assert distinct_turns(sides) == [0, 1, 2, 3, 4, 5] and distinct_turns(parse_sides("SSSSSS")) == [0]
    assert distinct_turns(parse_sides("LSLSLS")) == [0, 1]
    with pytest.raises(ValueError, match="six sides"):
        parse_sides("LLS")


def test_the_first_coast_is_laid_by_tile_and_place_and_the_app_derives_the_contacts() -> None:
    session = new_session(kit=example_kit())
    play_first_coast(session)
    near = contacts(session.context())
    # Land sides met: the attack example's borders (L3/f49-50).
    assert near.land["boeotia"] == {"athens", "corinth"} and near.land["dodona"] == {"corinth", "eretria"}
    assert near.sea["bassae"] == {"boeotia", "corinth", "dodona"} and near.land["bassae"] == set()
    assert near.dolphin == {"argos", "athens", "boeotia", "chios", "corinth"}
    # Athens was given no turn: only one way round fits beside Boeotia and the dolphin tile.
    athens = session.table.game.tile("athens")
    assert athens is not None and athens.at == (-1, 0) and athens.turn == 0
    assert session.outcome(len(session.events))[0] == (
        "Dodona joins the coast north-east of Corinth; it borders Corinth and Eretria by land and Bassae by sea."
    )
    assert session.table.position.phase == 1 and session.table.ledger.count("deck:landscape", "landscape") == 15


def test_the_first_coast_refuses_what_the_printed_tiles_do_not_allow() -> None:
    """Rules L1/f10-14: land to land, water to water, the dolphin tile or two tiles; temples set aside."""
    session = new_session(kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    session.act("coast-tile", {"tile": "corinth", "at": "NE of the dolphin tile", "turn": 0})
    # Dark: turned so, Delos's land would meet Corinth's water, and Delos would touch Corinth alone.
    assert _refusal(session, "coast-tile", {"tile": "delos", "at": "N of Corinth", "turn": 3}) == [
        ("Coast", "its land would meet the sea of Corinth (south)", False),
        ("Coast", "it must touch the dolphin tile or two placed tiles", False),
        ("Coast", "its water would not join the one sea", False),
        ("Coast", "it fits " + _rule_tail(session, "delos"), False),
    ]
    # Every way Delos fits south of Corinth turns sea to Corinth: one place, no turn to say.
    assert _rule_tail(session, "delos").startswith("S of Corinth; NW of Corinth; S of the")
    # Elis shows a temple: the kit says so, so the app refuses it and takes the set-aside.
    assert ("Temple", "temple tiles are set aside while the first coast is built", False) in _refusal(
        session, "coast-tile", {"tile": "elis", "at": "N of the dolphin tile", "turn": 0}
    )
    # Pylos fits beside the dolphin tile and shows no temple: it may not be set aside.
    refused = _refusal(session, "set-aside", {"tile": "pylos"})
    assert refused[0][0] == "Coast" and refused[0][1].startswith(
        "Pylos shows no temple and fits S of Corinth; NW of Corinth"
    )
    session.act("set-aside", {"tile": "elis"})
    # Several ways round fit beside the all-sea dolphin tile, all turning sea to it and touching no other tile:
    # they lie alike for play, so the app takes the tile without asking, its lie open (decisions).
    assert _refusal(session, "coast-tile", {"tile": "pylos", "at": "S of the dolphin tile"}) == []


def _rule_tail(session: Session, tid: str) -> str:
    from rulesets.hellas.fit import options_text
    from rulesets.hellas.placing import resolve

    return options_text(session.context(), resolve(session.context(), {"tile": tid}).spots(session.context()))


def test_a_tile_the_kit_does_not_know_is_described_once() -> None:
    session = new_session(kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    # Naxos is in the kit with nothing known: its sides and temple are asked for, nothing is recorded.
    asked = _refusal(session, "coast-tile", {"tile": "naxos", "at": "N of the dolphin tile"})
    assert asked == [
        ("Tile", "say Naxos's six sides, L or S, clockwise from the top with the tile upright", True),
        ("Tile", "say whether Naxos's city shows a temple", True),
    ]
    with pytest.raises(BadInput, match="edges: six sides"):
        session.act("coast-tile", {"tile": "naxos", "at": "N of the dolphin tile", "edges": "LLX", "temple": "no"})
    session.act(
        "coast-tile", {"tile": "naxos", "at": "N of the dolphin tile", "edges": "LSSSSS", "turn": 0, "temple": "no"}
    )
    # The kit knowing a fact, the table cannot say otherwise (the kit is corrected with kit apply).
    asked = _refusal(session, "coast-tile", {"tile": "corinth", "at": "NE of Naxos", "temple": "yes", "turn": 0})
    assert (
        "Tile",
        "the kit says otherwise of Corinth's temple: it holds no",
        True,
    ) in asked
    state: State = session.table.game
    assert [(d.id, d.edges, d.temple) for d in state.described] == [("naxos", ("land",) + ("sea",) * 5, False)]


def test_the_dolphin_attack_4_against_3_on_the_grid() -> None:
    """Rules L4/f55-57: A, B and C reach D across the dolphin tile, E by land: by sea, 4 against 3."""
    session = at_turns(
        placed("argos", DARK, 2, 0, (1, 0)),
        placed("bassae", DARK, 2, 0, (0, 1), turn=3),  # its land faces away from the dolphin tile
        placed("chios", DARK, 2, 0, (-1, 1)),
        placed("delos", LIGHT, 3, 0, (0, -1)),
        placed("elis", DARK, 2, 0, (0, -2)),
        turn=DARK,
        kit=example_kit(),
    )
    near = contacts(session.context())
    assert near.by_land("elis", "delos") and not near.near("argos", "elis")
    assert all(near.near(t, "delos") and not near.by_land(t, "delos") for t in ("argos", "bassae", "chios"))
    session.act("attack", {"target": "delos", "sources": "argos,bassae,chios,elis"})
    fought = session.table.game.fought  # no card in either hand: resolved with its declaration
    assert fought is not None and fought.by_sea
    assert on(session, "delos") == (DARK, 3, 0)  # 4 attackers, 3 stay (the limit), 1 goes home
    assert reserve(session, DARK, "greek") == 15 - 8 + 1 and reserve(session, LIGHT, "greek") == 15


def _attack_example(turn: int) -> Session:
    """Rules L3/f49-50: light holds A, C, E; dark B and D (Greeks as the example's numbers need them)."""
    return at_turns(
        placed("athens", LIGHT, 3, 0, (-1, 0)),
        placed("boeotia", DARK, 3, 0, (0, -1)),
        placed("corinth", LIGHT, 2, 0, (1, -1)),
        placed("dodona", DARK, 1, 0, (2, -2)),
        placed("eretria", LIGHT, 2, 0, (2, -1)),
        turn=turn,
        kit=example_kit(),
    )


def test_the_attack_example_who_can_attack_whom() -> None:
    """Rules L3/f49-50: C or E take D with one Greek; C (1) and A (2) take B; dark takes C from B with two."""
    light = _attack_example(LIGHT)
    assert attack_options(light.context(), LIGHT) == [
        "Boeotia (3 Greeks) from Athens 2, Corinth 1: 3 by land, enough",
        "Dodona (1 Greek) from Corinth 1, Eretria 1: 2 by land, enough",
    ]
    dark = _attack_example(DARK)
    assert attack_options(dark.context(), DARK) == [
        "Athens (3 Greeks) from Boeotia 2: short: 2 of 3 by land, 2 of 4 with sea",
        "Corinth (2 Greeks) from Boeotia 2: 2 by land, enough",
    ]
    views = {v.title: v for v in light.ruleset.views(light.context())}
    assert views["Light can attack"].rows[0] == ("Boeotia (3 Greeks) from Athens 2, Corinth 1: 3 by land, enough",)
    light.act("attack", {"target": "boeotia", "sources": "corinth,athens,athens"})
    fought = light.table.game.fought  # no card in either hand: resolved with its declaration
    assert fought is not None and not fought.by_sea  # both borders are land: equal numbers win
    assert on(light, "boeotia") == (LIGHT, 3, 0)


def test_the_voyage_example_tile_b_would_open_a_new_sea() -> None:
    """Rules L2/f34-35: B may not go at (1) or (2), a new water; at (1) also beside one tile only."""
    session = voyage_example()
    # Every way it fits there turns the same sides to Pylos; its turns are named, since not every turn fits there
    # (play-test 11: a count alone read as true for every turn).
    where = "SW of Pylos (turn 3, 4 or 5; 2 ships against 0)"
    assert _refusal(session, "voyage", {"tile": "tile-b", "at": "N of Pylos"}) == [
        ("Voyage", f"it does not work there (its water would not join the one sea); it would: {where}", False)
    ]
    tail = "it must touch the dolphin tile or two placed tiles; its water would not join the one sea"
    assert _refusal(session, "voyage", {"tile": "tile-b", "at": "N of Kythera"}) == [
        ("Voyage", f"it does not work there ({tail}); it would: {where}", False)
    ]
    # Tile A: the coast goes on; the one place where light would succeed is taken by itself (issue 35).
    assert _refusal(session, "voyage", {"tile": "tile-a"}) == []


def test_the_voyage_example_tile_c_only_light_has_naval_superiority() -> None:
    """Rules L2/f35-39: only light may place C; a Greek goes in, a neighbouring ship of light's goes home."""
    dark = voyage_example(DARK)
    refused = _refusal(dark, "voyage", {"tile": "tile-c", "at": "SW of Pylos"})
    elsewhere = "NE of Rhodes (turn 4; 2 ships against 0); S of Rhodes (turn 5; 1 ship against 0)"
    why = "too few ships on the neighbouring tiles whose sea meets it: 0 ships against 2"
    assert refused == [("Voyage", f"it does not work there ({why}); it would: {elsewhere}", False)]
    light = voyage_example(LIGHT)
    light.act("voyage", {"tile": "tile-c", "at": "SW of Pylos"})  # the fee's ship: Pylos's, the only one there
    assert light.outcome(len(light.events))[:2] == [
        "Light's voyage to Tile C succeeds: 2 ships against 0.",
        "Tile C joins the coast south-west of Pylos; it borders Pylos by sea and the dolphin tile.",
    ]
    assert on(light, "tile-c") == (LIGHT, 1, 0) and on(light, "pylos") == (LIGHT, 1, 1)


def test_a_failed_voyage_keeps_the_tiles_description() -> None:
    session = voyage_example()
    session.act("voyage", {"name": "Lemnos", "edges": "LLLLLS", "temple": "no"})
    assert session.outcome(len(session.events))[0] == (
        "Light's voyage with Lemnos fails: Light has no ship beside any place it fits to pay the voyage;"
        " the tile goes under the deck."
    )
    state: State = session.table.game
    assert state.tile("lemnos") is None and [d.id for d in state.described] == ["lemnos"]
    assert session.table.position.turn == DARK  # nothing left to decide: the turn passed by itself
    # Drawn again, it is named, not described again: its sides are known. It lies under the deck,
    # though: not the next tile while others lie above it (issue 17: the deck's known bottom).
    assert session.catalogue("landscape").resolve("lemnos").id == "lemnos"
    assert state.bottom == ("lemnos",)
    refused = session.propose("voyage", {"tile": "lemnos"}, "Dark").violations
    assert [(v.message, v.physical) for v in refused][:1] == [
        ("Lemnos lies under the deck: it comes up after the 19 tiles above it", True)
    ]


def test_a_coast_described_by_hand_stays_by_hand() -> None:
    """Saves from before the grid: neighbours listed by hand; a place on the grid cannot join them."""
    session = new_session(kit=example_kit(), options={"coast_by_hand": True})
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    session.act("coast-tile", {"name": "Athens", "temple": "no", "dolphin": "yes"})
    assert session.catalogue("spot").ids() == [f"dolphin-{c}" for c in ("n", "ne", "se", "s", "sw", "nw")]
    with pytest.raises(RuleRefused, match="this coast is described by hand"):
        session.act("coast-tile", {"tile": "rhodes", "at": "N of the dolphin tile"})


def test_a_new_coast_is_laid_on_the_grid() -> None:
    """Audit of issue 17: a new game still took neighbours typed by hand, unchecked: eight tiles 'touching
    the dolphin tile', though six sides only can (L1/f10-11). Now the place is asked for."""
    session = new_session()
    with pytest.raises(RuleRefused, match="the coast lies on a grid: say where the tile goes") as refused:
        session.act("coast-tile", {"name": "Athens", "temple": "no", "dolphin": "yes"}, force=True)
    assert "N of the dolphin tile" in str(refused.value)


def test_a_voyage_that_fails_everywhere_names_the_closest_place() -> None:
    """Audit of issue 17: it named the first place it fits (here 0 ships against Pylos's 3), not the one
    that came closest."""
    session = at_turns(
        placed("pylos", LIGHT, 1, 3, (0, -1)),
        placed("rhodes", DARK, 1, 0, (1, -1)),
        placed("kythera", LIGHT, 1, 0, (1, -2)),
        turn=DARK,
        kit=example_kit(),
    )
    session.act("voyage", {"tile": "tile-c"})  # a voyage that cannot succeed is played, and fails
    # Where Pylos's ships do not count (NE of Rhodes, 0 against 0) Dark lacks a ship to pay: that is the reason.
    assert "Dark has no ship beside any place it fits to pay the voyage" in session.outcome(len(session.events))[0]


def test_a_temple_tile_named_in_the_first_coast_is_set_aside() -> None:
    """Audit of issue 17: 'coast-tile tile=elis' (a temple tile, kit) listed where it would fit (L1/f13-14:
    temple tiles are set aside while the first coast is built). Saves before rules version 7 refused it so (since
    then it is set aside by itself: test_issue35_eight)."""
    from tui.cli.session import _with_hint

    session = new_session(kit=example_kit(), options={"held_cards_wait": True})
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    with pytest.raises(RuleRefused) as refused:
        session.act("coast-tile", {"tile": "elis"}, force=True)
    said = str(_with_hint(refused.value, "g"))
    assert "Elis shows a temple: temple tiles wait aside while the first coast is built" in said
    assert said.endswith("this cannot be overridden; set it aside (set-aside)") and "fits" not in said


def test_neighbour_fields_are_offered_only_where_the_coast_is_described_by_hand() -> None:
    """Hellas play-test: 'voyage --help' and 'actions' listed land=, sea=, dolphin=, new_sea= in a grid game,
    where using them is refused (engine: Field.option)."""
    from engine.summary import describe_action

    def fields(session: Session) -> set[str]:
        return {f["name"] for f in describe_action(session, session.spec("coast-tile"))["fields"]}

    assert not {"land", "sea", "dolphin", "new_sea"} & fields(new_session())
    assert {"land", "sea", "dolphin", "new_sea"} <= fields(new_session(options={"coast_by_hand": True}))
