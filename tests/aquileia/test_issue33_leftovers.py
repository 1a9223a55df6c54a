"""Issue 33's leftovers: secret draws never named, the Theatrum laurel named once at the opening, a wrong-colour
horse refused for its colour, and one roll command for a contest's red dice."""

from __future__ import annotations

import json

from engine.hidden import public_summary
from engine.session import Session
from tests.aquileia.helpers import coins, give_cards, hand, last_outcome, new, place_all, set_coins, to_phase


def _theatrum() -> Session:
    """l.7's table: Vlada on the Theatrum, everyone with coins to bid."""
    session = new()
    set_coins(session, 3, silver=3)
    set_coins(session, 1, silver=2, gold=1)
    set_coins(session, 0, silver=3, bronze=1)
    set_coins(session, 2, silver=2, bronze=1)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    return session


def test_a_sold_theatre_laurel_is_no_longer_offered() -> None:
    """Play-test: `actions` offered a laurel sold in an earlier round (the offer counted hands, as for a card
    drawn in secret; a theatre laurel is turned up for all to see)."""
    session = _theatrum()
    give_cards(session, 0, "theatre-white-blue")  # sold to Blue in an earlier round
    offered = session.suggestions(session.spec("sell"), "laurel")
    assert "theatre-white-blue" not in offered and len(offered) == 5
    assert "theatre-white-blue" not in session.suggestions(session.spec("bid"), "laurel")


def test_the_laurel_named_at_the_opening_is_sold_by_the_last_step() -> None:
    """l.7: the Theatrum player shows the card as the auction begins. Named then (not at `sell`), it lies on
    the Theatrum, a different one is refused, and the auction's last step hands it over: no `sell` left."""
    session = _theatrum()
    session.act("bid", {"player": "Vlada", "add": "silver", "laurel": "white/blue"})
    assert not session.suggestions(session.spec("bid"), "laurel")  # shown: nothing to name (play-test 12)
    refused = session.propose("bid", {"player": "Blue", "add": "silver", "laurel": "blue/yellow"})
    assert [v.message for v in refused.violations] == [
        "the white/blue theatre laurel was shown at the opening, not the blue/yellow theatre laurel"
    ]
    session.act("bid", {"player": "Blue", "add": "silver"})
    session.act("drop", {"player": "Yellow"})
    session.act("bid", {"player": "Red", "add": "bronze"})  # Vlada cannot repeat it and drops by herself
    session.act("drop", {"player": "Blue"})
    assert last_outcome(session)[:2] == [
        "Blue leaves the auction.",
        "Red takes the white/blue theatre laurel for 2 silver and 1 bronze, paid to Vlada.",
    ]
    assert hand(session, 2) == {"theatre-white-blue": 1}
    assert coins(session, 3) == {"silver": 5, "bronze": 1}
    assert session.phase.id != "theatrum"


def test_nobody_opening_a_shown_laurel_gives_it_free() -> None:
    """l.7's note: nobody opens, the Theatrum player takes the card free; shown at the opening, it goes by itself."""
    session = _theatrum()
    session.act("drop", {"player": "Vlada", "laurel": "yellow/white"})
    for player in ("Blue", "Yellow"):
        session.act("drop", {"player": player})
    session.act("drop", {"player": "Red"})
    assert "Nobody opened: Vlada takes the yellow/white theatre laurel free." in last_outcome(session)
    assert hand(session, 3) == {"theatre-yellow-white": 1}


def test_sell_still_names_a_laurel_not_named_at_the_opening() -> None:
    """A table that did not name the laurel at the opening (and older saves) closes with `sell laurel=`."""
    session = _theatrum()
    for player in ("Vlada", "Blue", "Yellow", "Red"):
        session.act("drop", {"player": player})
    assert session.phase.id == "theatrum"
    session.act("sell", {"laurel": "white/purple"})
    assert hand(session, 3) == {"theatre-white-purple": 1}


def test_the_equi_top_card_and_the_arena_slave_card_are_never_named() -> None:
    """Play-test: the secret draws are typed on the shared screen; the log and the shared show name none."""
    session = new()
    set_coins(session, 0, bronze=2)
    place_all(session, {"Blue": ["equi-1", "arena-1a"], "Yellow": ["arena-2"], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    session.act("equi", {"card": "weapons-1", "top": "gold-horse-2"})
    index = len(session.events)
    said = [session.describe_event(session.events[-1], index), *session.outcome(index)]
    assert not any("gold horse" in line or "gold-horse" in line for line in said)
    assert "gold-horse-2" not in json.dumps(public_summary(session, session.summary()))
    session.act("fight", {"dice": "bronze,bronze,bronze"})
    session.act("fight", {"dice": "gold,gold,gold"})
    session.act("play", {"player": "Blue"})
    session.act("prizes", {"winner_takes": "slave", "slave_card": "slave-2"})
    index = len(session.events)
    said = [session.describe_event(session.events[-1], index), *session.outcome(index)]
    assert "1 card goes from the slave deck to Blue's hand." in said
    assert not any("two-slave" in line or "slave-2" in line for line in said)
    assert "slave-2" not in json.dumps(public_summary(session, session.summary()))


def test_a_wrong_colour_horse_with_nobody_left_to_play_is_refused_for_its_colour() -> None:
    """Play-test: Yellow, racing silver with only a gold horse, is passed over by the card step; once nobody
    was left to play, his `play horses=...` got "nobody may take the play action now", not the real reason."""
    session = new()
    give_cards(session, 0, "silver-horse-2")
    give_cards(session, 1, "gold-horse-1")
    session.act("turn-up", {"at": "stadium", "card": "5 points"})
    place_all(session, {"Blue": ["silver-1"], "Yellow": ["silver-2"], "Red": ["gold-2b"], "Vlada": ["gold-2a"]})
    to_phase(session, "stadium")
    for dice in ("silver,silver,bronze", "silver,bronze,bronze", "gold,gold,bronze", "gold,silver,bronze"):
        session.act("race", {"dice": dice})
    session.act("play", {"horses": "silver-horse-2"})
    assert "play" not in [spec.name for spec in session.available()]  # nobody is waited for
    for raw in ({"player": "Yellow", "horses": "gold-horse-1"}, {"horses": "gold-horse-1"}):
        refused = session.propose("play", raw)
        assert [(v.rule, v.message) for v in refused.violations] == [
            ("Horses", "Yellow races on the silver side: only silver horses count")
        ]


def _arena() -> Session:
    """l.5's Arena: blue (1), Kája (Red, 1) and yellow (2, Potentia); yellow and Kája hold cards."""
    session = new()
    give_cards(session, 1, "weapons-2", "slave-1")
    give_cards(session, 2, "weapons-2")
    place_all(session, {"Vlada": [], "Red": ["arena-1b"], "Blue": ["arena-1a"], "Yellow": ["arena-2", "potentia"]})
    to_phase(session, "arena")
    return session


def test_one_command_takes_every_entrants_red_dice() -> None:
    """Issue 33: everyone rolls (l.5 step 2); one command took one fighter's dice. `rolls` takes them all, 3 an
    entrant in turn order, and the cards and blue dice stay steps of their own, in the rulebook's order."""
    session = _arena()
    assert session.ruleset.pending(session.context()) == [
        "Everyone rolls the red dice, in turn order: Blue, Yellow, Red (rolls: 3 dice each)."
    ]
    session.act("rolls", {"dice": "bronze,silver,gold, gold,gold,silver, bronze,bronze,bronze"})
    index = len(session.events)
    assert session.describe_event(session.events[-1], index) == "The table rolls the red dice"
    assert last_outcome(session)[:6] == [
        # Play-test 6: the faces first, so a roll the app makes can be checked.
        "The red dice: Blue bronze, silver, gold; Yellow gold, gold, silver; Red bronze, bronze, bronze.",
        "Blue rolls 1 bronze in the Arena: strength 2 (1 from spaces).",
        "Yellow rolls 0 bronze in the Arena: strength 2 (2 from spaces).",
        "Red rolls 3 bronze in the Arena: strength 4 (1 from spaces).",
        "Standing: 1. Red 4, 2. Blue 2, 3. Yellow 2; the tie track puts Blue before Yellow.",
        "Blue holds no card that counts here and passes: Yellow plays next.",
    ]
    assert session.act("play", {"weapons": "2", "slaves": "1"}).actor == "Yellow"
    assert session.act("play", {"weapons": "2"}).actor == "Red"
    assert session.act("blue", {"dice": "bronze,gold"}).actor == "Yellow"
    strengths = {session.players[s].name: n for a, s, n, _ in session.table.game.strengths if a == "arena"}
    assert strengths == {"Blue": 2, "Yellow": 6, "Red": 6}


def test_rolls_rolls_for_everyone_and_refuses_a_wrong_count() -> None:
    """`dice=roll` rolls 3 for every seat (a field knows the seats, not the entrants) and reads the entrants'
    in turn order; typed dice must be 3 an entrant: anything else is bad input, and nothing changes."""
    import pytest

    from engine.errors import BadInput

    session = _arena()
    with pytest.raises(BadInput, match=r"the red dice of Blue, Yellow, Red: 3 each, 9 in all"):
        session.act("rolls", {"dice": "bronze,bronze,bronze,gold"})
    assert not session.table.game.strengths
    event = session.act("rolls", {"dice": "roll"})
    assert len(event.args["dice"]) == 12
    seats = [s for a, s, _, _ in session.table.game.strengths if a == "arena"]
    assert seats == [0, 1, 2]
    assert "rolls" not in [spec.name for spec in session.available()]
    assert [v.message for v in session.propose("rolls", {"dice": "roll"}).violations] == ["everyone has rolled"]
