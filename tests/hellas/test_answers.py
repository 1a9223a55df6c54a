"""Each answer keeps its own moment (issue 35): the defender answers every card of the attacker's as it comes,
and the attack itself once the attacker is done (the rulebook's second example, L5/f76-82); on a table where
every player reads their own screen, nobody is asked for an answer they hold no card for."""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas import window
from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, on, reserve, tile


def _example_2(dark: dict[str, int], options: dict[str, object] | None = None) -> Session:
    """L5/f76-82 up to the attack: light's 1 Greek and 2 ships become 3 Greeks; 2 attack dark's distant city (2
    Greeks, 1 ship) by sea; light still holds Equal by sea."""
    session = at_turns(
        tile("home", LIGHT, 1, 2),
        tile("far", DARK, 2, 1),
        hands=({"ships-to-greeks": 1, "distant-attack": 1, "equal-by-sea": 1}, dark),
        options=options,
    )
    for card in ({"card": "ships-to-greeks", "city": "home", "count": 2}, {"card": "distant-attack"}):
        session.act("play", card)
        if session.ruleset.awaited(session.context()) == "pass":
            session.act("pass")
    session.act("attack", {"target": "far", "sources": "home,home"})
    return session


def _attack_view(session: Session) -> str:
    views = {v.title: v for v in session.ruleset.views(session.context())}
    return str(views["Attack"].rows[0][0])


def test_a_pass_on_a_card_keeps_ships_defend_for_the_attack() -> None:
    """Play-test t6: Bo let Ann's card stand, then played Ships defend against the attack itself: refused as
    late ('Ann's Plus one was let stand'), though the attack had not been answered."""
    session = _example_2({"void": 1, "ships-defend": 1})
    session.act("play", {"card": "equal-by-sea"})
    assert "2 against 2, succeeds" in _attack_view(session)
    session.act("pass")  # dark lets Equal by sea stand: the card's moment is over ...
    assert session.outcome(len(session.events))[0] == "Dark lets Light's Equal by sea stand."
    assert {v.rule for v in session.propose("react", {"card": "void"}).violations} == {"Void", "Reaction"}
    refused = session.propose("resolve", {"replace_ships": True}).violations
    assert [v.message for v in refused] == ["Dark answers the attack on Far first: a reaction, or pass"]
    session.act("react", {"card": "ships-defend"})  # ... the attack's is not
    # 2 against 3 fails and Light holds no card: nothing can change it, resolved by itself (play-test 7, v12).
    assert "Nothing is left to decide: the attack is resolved." in session.outcome(len(session.events))
    assert on(session, "far") == (DARK, 2, 1) and on(session, "home") == (LIGHT, 1, 0)
    assert reserve(session, LIGHT, "greek") == 14  # the 2 attackers went home
    assert hand(session, DARK) == {"void": 1}


def test_the_attack_let_stand_is_answered() -> None:
    session = _example_2({"ships-defend": 1})
    session.act("pass")  # the attack itself, before any card
    assert session.outcome(len(session.events)) == ["Dark lets the attack on Far stand."]
    refused = session.propose("react", {"card": "ships-defend"}).violations
    assert [v.message for v in refused] == ["a reaction comes at once: the attack on Far was let stand"]
    # A card the attacker plays after it is answered on its own, and a reaction may follow it at once.
    session.act("play", {"card": "equal-by-sea"})
    assert session.ruleset.awaited(session.context()) == "pass"
    session.act("pass")  # nothing left to decide: resolved by itself (play-test 11)
    assert on(session, "far") == (LIGHT, 2, 1)  # 2 against 2 by sea, equal enough: the ship replaced


def test_the_attacker_may_void_the_defenders_void_after_the_attack_is_let_stand() -> None:
    """The rulebook's second example with the attack answered early: dark's Void stays open to light's."""
    session = at_turns(
        tile("home", LIGHT, 3),
        tile("far", DARK, 2, 1),
        hands=({"distant-attack": 1, "equal-by-sea": 1, "void": 1}, {"void": 1, "flood": 1}),
    )
    session.act("play", {"card": "distant-attack"})
    session.act("pass")
    session.act("attack", {"target": "far", "sources": "home,home"})
    session.act("play", {"card": "equal-by-sea"})
    session.act("react", {"card": "void"})
    # Light has the word on dark's Void; the attack's own answer is still to come (rules version 9).
    assert session.ruleset.awaited(session.context()) is None
    assert window.passer(session.context()) == [LIGHT]
    session.act("play", {"card": "void"})  # light voids dark's void: Equal by sea counts again
    assert "2 against 2, succeeds" in _attack_view(session)
    session.act("pass", {"all": True})  # dark lets light's Void and the attack itself stand, in one pass
    assert session.outcome(len(session.events))[0] == "Dark lets Light's Void and the attack on Far stand."
    assert on(session, "far") == (LIGHT, 2, 1)


def test_own_screens_ask_only_who_can_answer() -> None:
    """Issue 35: on each player's own screen, a player holding nothing to answer with is not asked; the shared
    screen asks whenever the hand holds a card (which cards is a secret)."""
    shared = _example_2({"flood": 1})
    assert shared.ruleset.awaited(shared.context()) == "pass"
    own = _example_2({"flood": 1}, {"own_screens": True})
    assert own.ruleset.awaited(own.context()) == "resolve"  # nobody owes an answer: the attack waits to resolve
    own.act("play", {"card": "equal-by-sea"})  # nothing to answer it with: it stands at once
    assert own.ruleset.awaited(own.context()) == "resolve"
    own.act("resolve", {"replace_ships": True})
    assert on(own, "far") == (LIGHT, 2, 1)
    assert "pass" not in [e.type for e in own.events]  # a Flood answers nothing: never asked
    assert [e.type for e in shared.events].count("pass") == 2  # the shared screen asked at each card
    # Whoever holds an answer is asked, for the card (Void) or the attack (Ships defend).
    voided = _example_2({"void": 1}, {"own_screens": True})
    assert voided.ruleset.awaited(voided.context()) == "resolve"  # a Void answers cards, not the attack
    voided.act("play", {"card": "equal-by-sea"})
    assert voided.ruleset.awaited(voided.context()) == "pass"
    defended = _example_2({"ships-defend": 1}, {"own_screens": True})
    assert defended.ruleset.awaited(defended.context()) == "pass"
