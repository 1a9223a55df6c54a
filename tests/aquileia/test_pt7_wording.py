"""Play-test 7, small wording: a skip's heading, the start player's hint, the auction's last decline."""

from __future__ import annotations

from rulesets.aquileia.spaces import describe_skip
from tests.aquileia.helpers import new, place_all, set_coins, to_phase


def test_a_skip_says_what_was_left_out() -> None:
    """ev2 #89: "Ann skips an action" for a robbed Portus player who chose not to pay again."""
    session = new()
    set_coins(session, 0, bronze=2)
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    session.act("skip")
    assert session.events[-1].args["space"] == "forum-1"  # stored, so the log can say it
    assert session.describe_event(session.events[-1], len(session.events)) == "Blue: ends the turn at Forum 1"
    assert describe_skip({"player": "Ann", "space": "portus-silver"}) == "does not activate at Portus"
    assert describe_skip({"player": "Ann"}) == "skips an action"  # an older save's skip, space unsaid


def test_the_start_player_hint_reads_as_a_command() -> None:
    """ "Eva places first (start-player rolls the red dice ...)" read as if start-player were a person."""
    pending = [p["text"] for p in new().summary()["pending"]]
    assert "Blue places first (or type start-player to roll the red dice for the start player)." in pending


def test_the_last_decline_promises_no_bid() -> None:
    """ "(and may still bid once someone opens)" was printed after the last decline too, the auction over."""
    from tests.aquileia.helpers import last_outcome

    session = new()
    set_coins(session, 3, silver=3)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    for who in ("Vlada", "Blue", "Yellow"):
        session.act("drop", {"player": who})
        assert last_outcome(session)[0] == f"{who} declines to open (and may still bid once someone opens)."
    session.act("drop", {"player": "Red"})
    said = last_outcome(session)
    assert said[0] == "Red declines to open." and "Nobody opened: the Theatrum player takes the laurel free." in said


def test_a_raise_moves_only_the_coins_added() -> None:
    """ev1 #48: a raise logged "1 bronze ... offer to purse. 1 silver, 1 bronze and 1 gold ... purse to offer":
    the whole offer went back and out again. Only the difference moves; the offers end as before."""
    from tests.aquileia.helpers import coins, theatrum_example

    session = theatrum_example()  # Blue offers 2 silver; Red (Kája) has raised to 2 silver and a bronze
    session.act("bid", {"player": "Blue", "add": "silver"})  # repeat 2 silver and a bronze, add a silver
    index = len(session.events)
    said = session.outcome(index)
    moved = [line for line in said if "goes from" in line or "go from" in line]
    blue = [line for line in moved if "Blue" in line]
    assert blue == ["1 silver coin and 1 bronze coin go from Blue's purse to Blue's offer."], said
    offer = dict(session.table.ledger.holding("offer:blue"))
    assert offer == {"silver": 3, "bronze": 1} and not any(coins(session, 0).values())
