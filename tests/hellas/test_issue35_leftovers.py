"""Left from the issue 35 play-test: one way of typing a tile's sides in both places, only what the rules allow
offered by ``tabula actions``, and the words a table reads (a tile is no card; the attacker's Void after a
Retreat)."""

from __future__ import annotations

from engine import kitfiles
from engine.hidden import shared_preview
from engine.session import Session
from engine.summary import describe_action, summary
from engine.teach_codes import read
from engine.teach_said import prompt
from rulesets.hellas import INFO
from rulesets.hellas.hexes import LAND, SEA, parse_sides
from rulesets.hellas.kit import SCHEMA
from rulesets.hellas.teach import walk
from tests.hellas.helpers import DARK, FIRST_COAST, LIGHT, at_turns, example_kit, new_session, on, tile


def _dealt(kit: bool = True) -> Session:
    session = new_session(kit=example_kit() if kit else None)
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    return session


def _offered(session: Session, action: str, field: str) -> list[str] | None:
    """What ``tabula actions`` offers for a field (None: the whole catalogue)."""
    described = describe_action(session, session.spec(action))
    found = next(f for f in described["fields"] if f["name"] == field)
    offered = found.get("offered")
    return None if offered is None else [str(o) for o in offered]


# -- 1. a tile's sides: digits or letters, in the walk and in act ---------------------------------------------


def test_act_takes_the_sea_sides_digits_as_the_walk_does() -> None:
    assert parse_sides("2356") == parse_sides("LSSLSS") == (LAND, SEA, SEA, LAND, SEA, SEA)
    session = _dealt(kit=False)
    session.act("coast-tile", {"name": "Naxos", "edges": "2356", "temple": "no", "at": "dolphin-n", "turn": 1})
    assert on(session, "naxos") == (LIGHT, 1, 1)


def test_the_walk_takes_six_letters_as_act_does_and_says_how_the_dolphin_tile_lies() -> None:
    kit = kitfiles.shipped(INFO.load())
    dolphin, first_new = walk(kit)[:2]
    # The dolphin tile has no city to hold upright: its question says how to hold it instead.
    assert dolphin.entry == "dolphin" and "dolphin upright" in prompt(dolphin, SCHEMA)
    assert "city upright" in prompt(first_new, SCHEMA) and "L/S" in prompt(first_new, SCHEMA)
    said = read(first_new, "Naxos LSSLSStb", kit, SCHEMA)
    assert said == {"name": "Naxos", "edges": [LAND, SEA, SEA, LAND, SEA, SEA], "temple": True, "bridge": True}
    assert read(first_new, "Naxos 2356 tb", kit, SCHEMA) == said
    assert read(dolphin, "sslsss", kit, SCHEMA)["edges"] == [SEA, SEA, LAND, SEA, SEA, SEA]


# -- 2. actions offers what is then allowed ------------------------------------------------------------------


def test_play_is_not_offered_in_the_starting_players_first_turn() -> None:
    hands = ({"void": 1}, {"flood": 1})
    session = at_turns(tile("a", LIGHT, 2), tile("b", DARK, 2), hands=hands, first_turn_done=False)
    assert "play" not in [a.name for a in session.available()]
    session.act("reinforce", {"greeks": "a"})
    session.act("next")
    assert "play" in [a.name for a in session.available()]  # Dark holds a card from the start


def test_attack_offers_no_city_when_none_has_a_greek_to_spare() -> None:
    session = at_turns(tile("a", LIGHT, 1, land=("b",)), tile("b", DARK, 2, land=("a",)))
    assert _offered(session, "attack", "sources") == []  # was every city, Dark's B too
    session = at_turns(tile("a", LIGHT, 2, land=("b",)), tile("c", LIGHT, 1), tile("b", DARK, 2, land=("a",)))
    assert _offered(session, "attack", "sources") == ["a"]


def test_a_tile_set_aside_is_not_offered_to_place() -> None:
    session = _dealt()
    session.act("set-aside", {"tile": "elis"})
    offered = session.suggestions(session.spec("coast-tile"), "tile")
    assert "elis" not in offered and "pylos" in offered


def test_places_are_offered_only_where_a_tile_touches_the_dolphin_or_two_tiles() -> None:
    session = _dealt()
    for tid, where, turn in FIRST_COAST[:3]:  # Corinth NE, Boeotia N, Athens NW of the dolphin tile
        session.act("coast-tile", {"tile": tid, "at": where, **({"turn": turn} if turn is not None else {})})
    offered = _offered(session, "coast-tile", "at")
    assert offered is not None
    # N of Corinth touches Corinth and Boeotia; NE of Corinth touches Corinth alone.
    assert "corinth-n" in offered and "corinth-ne" not in offered and "dolphin-s" in offered
    assert "athens-sw" not in offered and "boeotia-n" not in offered


# -- 3. words ------------------------------------------------------------------------------------------------


def test_a_tile_turned_up_leaves_the_deck_as_a_tile() -> None:
    session = _dealt()
    proposal = session.propose("coast-tile", {"tile": "corinth", "at": "NE of the dolphin tile", "turn": 0})
    # The deck holds tiles alone: naming them tells nothing (a hand's cards are still only counted).
    # The tile lies face up once placed: where it joins is the table's to read (play-test 7: --check told it).
    assert shared_preview(session, proposal) == [
        "Corinth joins the coast north-east of the dolphin tile; it borders the dolphin tile.",
        "1 landscape tile leaves the landscape deck.",
    ]


def test_after_a_retreat_pending_says_the_attacker_may_still_void_it() -> None:
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, 2, land=("a",)),
        tile("c", DARK, 2, 2),
        hands=({"void": 1}, {"retreat": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "retreat", "city": "c"})
    pending = [p["text"] for p in summary(session)["pending"]]
    assert "Attack: resolve the attack first; Light may Void Dark's Retreat now" in pending
    session.act("pass", {"player": "Light"})  # let stand: nothing left to decide, resolved (play-test 11)
    assert session.table.game.battle is None and on(session, "b") == (LIGHT, 2, 2)
