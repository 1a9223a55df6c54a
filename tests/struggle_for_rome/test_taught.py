"""The board told in play (issue 30): landscapes, crossings and an arrow crossed alone are used at once and
kept for the next game's kit, so a table types them once."""

from __future__ import annotations

from engine.kits import dumps, loads
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import count, new, tell_the_steppe, to_phase

RULESET = INFO.load()


def _next_game(session: Session) -> Session:
    """A new game on the kit this one taught, as a kit file would hold it."""
    kit = RULESET.learned(session.context(), session.kits[0])
    return new(4, kit=loads(dumps(kit), RULESET.kit_schema, RULESET.id, "learned"))


def test_landscapes_told_before_the_first_roll_bring_the_income_in_this_game_and_the_next() -> None:
    # The shipped kit knows no landscape: a 4 brings nobody anything until the income is typed (receive).
    typed = new(4)
    typed.act("roll-resources", {"dice": "1,3"})
    assert count(typed, "hand:red", "grain") == 1 and count(typed, "hand:white", "ore") == 0
    # Told once, the app takes the grain and ore itself: Ann's field, Cy's hills, Di's field and hills.
    session = new(4)
    tell_the_steppe(session)
    session.act("roll-resources", {"dice": "1,3"})
    assert [count(session, "hand:red", "grain"), count(session, "hand:white", "ore")] == [2, 1]
    assert [count(session, "hand:orange", "grain"), count(session, "hand:orange", "ore")] == [2, 1]
    kit = RULESET.learned(session.context(), session.kits[0])
    assert kit.entry("landscapes", "steppe-field") == {
        "id": "steppe-field", "name": "Steppe field", "kind": "field", "number": 4
    }  # fmt: skip
    assert kit.known("crossings", "red-start-1", "landscapes") == ["steppe-field", "steppe-pasture"]
    assert kit.known("crossings", "red-start-1", "cities") is None  # not told: still unknown
    # The next game types none of it.
    later = _next_game(session)
    later.act("roll-resources", {"dice": "1,3"})
    assert [count(later, "hand:red", "grain"), count(later, "hand:white", "ore")] == [2, 1]


def test_an_arrow_counted_alone_is_kept_and_prices_the_next_games_move() -> None:
    session = new(4)
    session.act("add-crossing", {"crossing": "By Verona"})  # a crossing the shipped kit lacks
    to_phase(session, "cavalry")
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    refused = session.propose("move-to", {"to": "by-verona"})
    assert [v.message for v in refused.violations] == ["the board kit cannot count these arrows yet: count them (move)"]
    session.act("move", {"land": 1, "to": "by-verona"})
    assert session.table.game.tribes[0][0] == "by-verona"
    kit = RULESET.learned(session.context(), session.kits[0])
    assert [(e["ends"], e["kind"]) for e in kit.entries("arrows")] == [(["red-start-1", "by-verona"], "land")]
    # The kit still lacks most arrows, but one straight there is the shortest way, and free as the first.
    later = _next_game(session)
    to_phase(later, "cavalry")
    later.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    gold = count(later, "purse:red", "gold")
    later.act("move-to", {"to": "By Verona"})
    assert later.table.game.tribes[0][0] == "by-verona" and count(later, "purse:red", "gold") == gold


def test_what_the_kit_knows_is_not_told_over_and_what_it_cannot_hold_is_refused() -> None:
    session = new(4)
    tell_the_steppe(session)
    again = session.propose("add-crossing", {"crossing": "red-start-1", "landscapes": "Steppe pasture,Steppe field"})
    assert [v.message for v in again.violations] == [
        "the app knows Red start crossing 1 already: say what it does not know yet"
    ]
    other = session.propose("add-crossing", {"crossing": "Red start crossing 1", "landscapes": "Steppe hills"})
    assert other.violations[0].physical and "kit apply" in other.violations[0].mend
    assert other.violations[0].message == "Red start crossing 1: the board kit knows the landscapes around it otherwise"
    session.act("add-landscape", {"name": "Alps", "kind": "mountain", "number": 8})
    four = session.propose(
        "add-crossing", {"crossing": "Pass", "landscapes": "Alps,Steppe field,Steppe hills,Steppe pasture"}
    )
    assert four.violations[0].physical and "at most 3" in four.violations[0].message
    kindless = session.propose("add-landscape", {"name": "Po field", "number": 8})
    assert [v.message for v in kindless.violations] == [
        "say what kind of landscape it is: field, mountain, pasture or forest"
    ]
    # A fact of a known landscape the kit lacks is told; one it knows is not told over.
    session.act("add-landscape", {"name": "Alps", "province": "north-italy"})
    number = session.propose("add-landscape", {"name": "alps", "number": 9})
    assert number.violations[0].message == "Alps: the board kit knows its number otherwise"
    kit = RULESET.learned(session.context(), session.kits[0])
    assert kit.entry("landscapes", "alps") == {
        "id": "alps", "name": "Alps", "kind": "mountain", "number": 8, "province": "north-italy"
    }  # fmt: skip
