"""Play-test 7 (issue 35): resolve waits for the defender's word on the attack; cards used only where the rules
let them (a stolen card, Plus one with no battle, Voyage again after a failed voyage)."""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas.migrate import BEFORE_V17
from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, on, tile, voyage_example


def _attacked(options: dict[str, object] | None = None) -> Session:
    """Light attacks dark's B with 2 Greeks by land; dark holds Ships defend, Void and Retreat."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, 1, land=("a",)),
        tile("c", DARK, 2),
        hands=({"plus-one": 1, "flood": 1}, {"ships-defend": 1, "void": 1, "retreat": 1}),
        options=options,
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    return session


def test_resolve_waits_for_the_defenders_word_after_their_void() -> None:
    """Bug 1: Ships defend, Plus one, Void, then resolve took the city before the defender's word on the attack.
    Since version 17 (play-test 12) that word is asked only where it could matter: once Light lets the Void stand,
    2 against 3 by land fails and Light's Flood cannot change it (B holds 2 Greeks), so Dark's Retreat (which acts on
    a city taken) has nothing to answer: the pass resolves it. Saves before version 17 asked."""
    cases: tuple[dict[str, object], ...] = ({}, {BEFORE_V17: True})
    for options in cases:
        session = _attacked(options)
        session.act("react", {"card": "ships-defend"})
        session.act("play", {"card": "plus-one"})
        session.act("react", {"card": "void"})
        refused = session.propose("resolve", {}).violations
        assert [v.message for v in refused] == [
            "Dark still answers the attack on B: first void Dark's Void or let it stand (pass)"
        ]
        session.act("pass")  # light lets the Void stand
        if not options:
            assert session.table.game.battle is None and hand(session, DARK) == {"retreat": 1}
            assert on(session, "b") == (DARK, 2, 1)
            continue
        assert [v.message for v in session.propose("resolve", {}).violations] == [
            "Dark answers the attack on B first: a reaction, or pass"
        ]
        session.act("react", {"card": "retreat", "city": "c"})
        assert hand(session, DARK) == {}


def test_a_stolen_card_waits_for_the_next_turn() -> None:
    """Bug 2: a card taken with Card theft was played the same turn; L5 bars a card just drawn and Card theft
    draws it (L6). It waits with the cards drawn this turn and is in the hand once the turn ends."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"steal-card": 1}, {"redraw": 1, "void": 1}))
    session.act("play", {"card": "steal-card"})
    session.act("pass", actor="Dark")
    session.act("carry-out", {"taken": "redraw"})
    assert hand(session, LIGHT) == {} and hand(session, LIGHT, "drawn") == {"redraw": 1}
    refused = session.propose("play", {"card": "redraw"}).violations
    assert any("drawn this turn is playable from the next turn" in v.message for v in refused)
    session.act("next", force=True)
    assert hand(session, LIGHT) == {"redraw": 1}


def test_a_save_from_before_version_12_kept_the_stolen_card_in_hand() -> None:
    session = at_turns(
        tile("a", LIGHT, 1),
        tile("b", DARK, 1),
        hands=({"steal-card": 1}, {"redraw": 1, "void": 1}),
        options={"stolen_card_at_once": True},
    )
    session.act("play", {"card": "steal-card"})
    session.act("pass", actor="Dark")
    session.act("carry-out", {"taken": "redraw"})
    assert hand(session, LIGHT) == {"redraw": 1}


def test_plus_one_needs_a_battle() -> None:
    """Bug 4: Plus one was taken after the attack was resolved, and lost (L6: one Greek more in one battle)."""
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 3, land=("a",)), hands=({"plus-one": 2}, {}))
    refused = [v.message for v in session.propose("play", {"card": "plus-one"}).violations]
    assert refused == ["Plus one counts in a battle: play it once your attack is declared"]
    session.act("attack", {"target": "b", "sources": "a,a"})
    assert session.propose("play", {"card": "plus-one"}).legal


def test_voyage_again_follows_a_successful_voyage_only() -> None:
    """Bug 5: Voyage again was taken after a failed voyage and the card lost (L6: after a successful voyage)."""
    session = voyage_example(hands=({"voyage-again": 1}, {}))
    refused = [v.message for v in session.propose("play", {"card": "voyage-again"}).violations]
    assert "Voyage again follows a successful voyage" in refused
    session.act("voyage", {"tile": "tile-a", "at": "SW of Pylos", "turn": 0})
    assert session.propose("play", {"card": "voyage-again"}).legal


def test_a_failing_attack_whose_attacker_holds_no_card_resolves_by_itself() -> None:
    """Bug 11: 2 against 2 by sea after the defender voided Equal by sea, the attacker's last card: nothing could
    change it, yet resolve was typed."""
    session = at_turns(
        tile("a", LIGHT, 3, sea=("b",)),
        tile("b", DARK, 2, sea=("a",)),
        hands=({"equal-by-sea": 1}, {"void": 1, "flood": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "equal-by-sea"})
    session.act("react", {"card": "void"})
    assert session.table.game.battle is None
    told = session.outcome(len(session.events))
    assert "Nothing is left to decide: the attack is resolved." in told
    assert on(session, "b") == (DARK, 2, 0)


def test_a_won_attack_let_stand_with_no_ship_there_resolves_by_itself() -> None:
    """Bug 11: won, the defender let it stand, no ship stood there; the attacker held only Plus one."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, land=("a",)), hands=({"plus-one": 1}, {"flood": 1})
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("pass")
    assert session.table.game.battle is None and on(session, "b") == (LIGHT, 2, 0)
    assert hand(session, LIGHT) == {"plus-one": 1}


def test_a_stolen_card_over_the_limit_is_discarded_saying_why() -> None:
    """Play-test 7: a card taken past the hand limit went to the discard pile without a word (L6/f93)."""
    session = at_turns(
        tile("a", LIGHT, 1),
        tile("b", DARK, 1),
        hands=({"steal-card": 1, "flood": 2, "ships-defend": 1}, {"equal-ships": 1}),
    )
    session.act("play", {"card": "steal-card"})
    session.act("pass")  # Dark's one card is drawn by itself: a fourth Poseidon card, discarded
    told = session.outcome(len(session.events))
    assert "The card drawn is discarded: at most 3 cards of Poseidon in hand." in told


def test_a_retreat_into_a_full_city_says_what_goes_home() -> None:
    """Play-test 7: "2 Greeks go from Paros to Ann's reserve" after a Retreat into a city holding 3, unexplained."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, land=("a",)),
        tile("c", DARK, 2),
        hands=({}, {"retreat": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "retreat", "city": "c"})  # 2 against 2 by land: taken; C has room for one
    told = session.outcome(len(session.events))
    assert "1 Greek goes home: C holds 3 of each at most." in told
    assert on(session, "c") == (DARK, 3, 0)
