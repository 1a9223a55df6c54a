"""Cards kept secret on a shared screen (l.1) and the Stadium's secret laurel pass (l.6)."""

from __future__ import annotations

from tests.aquileia.helpers import hand, last_outcome, new, place_all, set_coins, to_phase


def test_slave_cards_drawn_at_servi_are_counted_not_named() -> None:
    """l.1: cards in hand may be kept secret; the log said "1 two-slave card goes ... to Blue's hand"."""
    session = new()
    set_coins(session, 0, silver=2)
    place_all(session, {"Blue": ["servi-middle"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    session.act("servi", {"cards": "2,1"})
    index = len(session.events)
    assert session.describe_event(session.events[-1], index) == "Blue buys slave cards at Servi"
    assert "2 cards go from the slave deck to Blue's hand." in last_outcome(session)
    assert not any("slave card" in line for line in last_outcome(session))
    # The ledger still knows them: the owner's own view names them.
    assert hand(session, 0) == {"slave-1": 1, "slave-2": 1}
    # Paying coins to the bank stays public.
    assert "2 silver coins go from Blue's purse to the bank." in last_outcome(session)


def test_the_stadium_laurel_from_the_deck_passes_in_secret() -> None:
    """l.6: the winner takes the face-up laurel and the top one, keeps one and passes the other unseen."""
    session = new()
    session.act("turn-up", {"at": "stadium", "card": "7-point stadium laurel"})
    place_all(session, {"Blue": ["gold-2a"], "Yellow": ["silver-1"], "Red": [], "Vlada": []})
    to_phase(session, "stadium")
    session.act("race", {"dice": "gold,gold,bronze"})
    session.act("race", {"dice": "bronze,bronze,bronze"})
    # Blue keeps the top card (10 points) and passes the face-up 7 on: nobody else learns which went where.
    session.act("prizes", {"winner_laurel": "10", "second_laurel": "7"})
    lines = last_outcome(session)
    assert lines[:2] == [
        "Blue wins the Stadium with 4: 3 gold and a stadium laurel.",
        "Yellow is second with 1: 2 silver and the other laurel, passed in secret.",
    ]
    # What the table saw: the face-up 7 and the top card go to Blue, one card goes on to Yellow.
    assert "1 7-point stadium laurel goes from the face-up stadium laurel to Blue's hand." in lines
    assert "1 card goes from the stadium laurel deck to Blue's hand." in lines
    assert "1 card goes from Blue's hand to Yellow's hand." in lines
    assert not any("10-point" in line for line in lines)
    assert hand(session, 0) == {"laurel-10": 1} and hand(session, 1) == {"laurel-7": 1}


def test_the_shared_forecast_counts_open_cards_only() -> None:
    """Helper play-test: `show` gave Cy "final score forecast 16" with score 6, giving away the 10-point laurel
    he kept in secret (l.6). The shared forecast counts villas and theatre laurels; the final scoring all."""
    from rulesets.aquileia.display import final_score, trackers
    from rulesets.aquileia.state import Building
    from tests.aquileia.helpers import give_buildings, give_cards

    session = new()
    give_buildings(session, 0, Building("villa", 6, "blue"))
    give_cards(session, 0, "laurel-10", "laurel-blue", "theatre-blue-yellow")
    ctx = session.context()
    assert trackers(ctx, 0)["final_score_forecast"] == 6  # the blue/yellow theatre laurel, bought in the open
    assert final_score(ctx, 0)["total"] == 10 + 6 * 2
    views = {view.title: view for view in session.ruleset.views(ctx)}
    assert views["Final-score forecast on open cards"].rows[0][2] == 6


def test_a_correction_reaches_an_empty_hand_and_never_names_one() -> None:
    """Helper play-test: `correct holder="Ann's hand"` found no holder while the hand was empty, and a refused
    correction listed "(Cy's hand 1)", telling the table who kept the 10-point laurel."""
    import pytest

    from engine.errors import RuleRefused
    from tests.aquileia.helpers import give_cards

    session = new()
    session.act(
        "correct", {"holder": "Blue's hand", "kind": "slave-2", "count": 2, "source": "slave deck", "reason": "x"}
    )
    assert hand(session, 0) == {"slave-2": 2}
    give_cards(session, 2, "laurel-10")
    with pytest.raises(RuleRefused) as refused:
        session.act("correct", {"holder": "purse:blue", "kind": "laurel-10", "count": 1, "reason": "x"})
    message = refused.value.violations[0].message
    assert message.startswith("the only 10-point stadium laurel is out of the box: name where it comes from")
    assert "(1 in hidden places)" in message and "Red" not in message


def test_the_secret_draws_typed_on_the_shared_line_name_no_one_elses_hidden_card() -> None:
    """Play-test: the Equi top card, the Servi cards, the Arena slave card and the kept laurel are typed on the
    shared command line; a dry run or refusal there never names a card another player holds in secret, and
    the show document counts hands. Run as the holder, the dry run names their own."""
    import json

    from engine.hidden import check_lines, public_summary
    from tests.aquileia.helpers import give_cards, stadium_example

    session = stadium_example()
    give_cards(session, 2, "laurel-10", "weapons-3")  # Red's secret cards
    said = check_lines(session, session.propose("prizes", {"winner_laurel": "10", "second_laurel": "5"}))
    # The card the table typed is named, never who holds it (play-test 10).
    assert said == [
        "Laurels: the 10-point stadium laurel is not in the stadium laurel deck: it was won in an earlier round"
    ]
    document = json.dumps(public_summary(session, session.summary()))
    assert "laurel-10" not in document and "weapons-3" not in document
    red = json.dumps(public_summary(session, session.summary(), viewer="Red"))
    assert "laurel-10" in red and "weapons-3" in red
