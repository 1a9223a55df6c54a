"""The opponent's answer to a card or an attack before the turn goes on (issue 17; rules L4/f63-65).

A reaction comes straight after what it answers, never later; the app waits for it (or for ``pass``)
whenever the opponent holds a card, since whether it is a reaction card is their secret.
"""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, on, tile


def _rules(session: object, action: str, args: dict[str, object] | None = None) -> list[str]:
    return [v.rule for v in session.propose(action, args or {}).violations]  # type: ignore[attr-defined]


def test_an_attack_waits_for_the_defenders_answer() -> None:
    """Play-test: 'resolve --check' said allowed at once after a card, before Dark could answer."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 1, land=("a",)), hands=({"plus-one": 1}, {"void": 1})
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    assert session.ruleset.awaited(session.context()) == "pass"
    # The attacker's cards may follow the attack first (rulebook example 2) ...
    assert "Reaction" not in _rules(session, "play", {"card": "plus-one"})
    # ... but the attack is not resolved before Dark has answered it.
    assert _rules(session, "resolve", {"replace_ships": True}) == ["Reaction"]
    refused = session.propose("resolve", {"replace_ships": True}).violations[0]
    assert refused.message == "Dark answers the attack on B first: a reaction, or pass" and not refused.physical
    session.act("play", {"card": "plus-one"})
    assert _rules(session, "resolve", {"replace_ships": True}) == ["Reaction"]
    assert _rules(session, "pass", {"player": "Light"}) != []  # the attacker has nothing to answer
    session.act("pass")  # Dark, whom the rules expect, lets it stand
    assert session.outcome(len(session.events))[0] == "Dark lets Light's Plus one stand."
    assert session.describe_event(session.events[-1], len(session.events)) == "Dark lets it stand"
    # Too late to void it now: the reaction comes at once (L4).
    assert "Reaction" in _rules(session, "react", {"card": "void"})
    # The attack itself is answered on its own, once the attacker's cards are answered (issue 35).
    assert _rules(session, "resolve", {"replace_ships": True}) == ["Reaction"]
    session.act("pass")
    assert session.outcome(len(session.events))[0] == "Dark lets the attack on B stand."  # then resolved by itself
    assert on(session, "b") == (LIGHT, 2, 1) and hand(session, DARK) == {"void": 1}  # its ship replaced


def test_a_card_waits_for_the_answer_and_the_table_may_go_on() -> None:
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"flood": 1}, {"retreat": 1}))
    session.act("play", {"card": "flood"})
    assert _rules(session, "reinforce", {"greeks": "a"}) == ["Reaction"]
    assert "Reaction" in _rules(session, "next")
    with pytest.raises(RuleRefused, match="Dark answers Light's Flood first"):
        session.act("reinforce", {"greeks": "a"})
    session.act("reinforce", {"greeks": "a"}, force=True)  # the table's word: logged, overridden
    assert session.events[-1].forced


def test_an_empty_hand_answers_nothing() -> None:
    # No card in Dark's hand (open to all): nothing can answer, nothing waits.
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, land=("a",)), hands=({"plus-one": 1}, {}))
    session.act("attack", {"target": "b", "sources": "a"})  # won, and nobody can answer: resolved at once (v12)
    assert session.ruleset.awaited(session.context()) is None
    assert on(session, "b")[0] == LIGHT


def test_a_reaction_is_the_answer() -> None:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)), tile("b", DARK, 1, 1, land=("a",)), hands=({}, {"ships-defend": 1, "void": 1})
    )
    session.act("attack", {"target": "b", "sources": "a"})
    session.act("react", {"card": "ships-defend"})  # 1 against 2, Light holds no card: resolved by itself (v12)
    assert session.ruleset.awaited(session.context()) is None
    assert on(session, "b") == (DARK, 1, 1)  # 1 against 2 by land: the attack fails


def test_a_card_let_stand_takes_effect_at_once() -> None:
    """Hellas play-test: after 'play flood' and Dark's pass, Argos still showed 3 Greeks until the next
    action; Reuse's card came back only then, when the rulebook's example 3 (L5/f83-85) has the dark player
    weigh the card light holds again."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 3), hands=({"flood": 1}, {"void": 1}))
    session.act("play", {"card": "flood"})
    assert on(session, "b") == (DARK, 3, 0)  # Dark may still void it
    session.act("pass")
    assert on(session, "b") == (DARK, 2, 0)
    hands = ({"plus-one": 1, "reuse": 1}, {"void": 1})
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, land=("a",)), hands=hands)
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "plus-one"})
    session.act("pass")
    session.act("play", {"card": "reuse", "taken": "plus-one"})
    session.act("pass")
    assert hand(session, LIGHT) == {"plus-one": 1}


def test_with_nobody_to_answer_a_card_takes_effect_at_once_and_a_pass_cannot_be_forced() -> None:
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 3), hands=({"flood": 1}, {}))
    session.act("play", {"card": "flood"})
    assert on(session, "b") == (DARK, 2, 0)
    with pytest.raises(RuleRefused) as refused:
        session.act("pass", {"player": "Dark"}, force=True)
    assert refused.value.physical  # play-test: a forced pass logged "Alena lets Alena's Equal ships stand"


def test_swap_and_theft_are_chosen_once_the_card_stands() -> None:
    """Hellas play-test, rules L4/f16-17: the opponent decides to void a Swap a city before its cities are
    chosen, and Card theft draws blind after the answer; the app asked for both with the card."""
    hands = ({"swap-city": 1, "steal-card": 1}, {"void": 1, "retreat": 1})
    session = at_turns(tile("a", LIGHT, 2, 1), tile("b", DARK, 1, 2), hands=hands)
    session.act("play", {"card": "swap-city"})
    assert session.ruleset.awaited(session.context()) == "pass"
    session.act("pass")
    assert session.ruleset.awaited(session.context()) == "carry-out"
    assert "Swap a city stands: name the two cities (carry-out)" in [
        v.message for v in session.propose("next", {}).violations
    ]
    session.act("carry-out", {"city": "a", "their_city": "b"})
    assert session.outcome(len(session.events))[0] == "Light swaps A for B."
    assert on(session, "a") == (DARK, 1, 2) and on(session, "b") == (LIGHT, 2, 1)
    session.act("play", {"card": "steal-card"})
    session.act("pass")
    session.act("carry-out", {"taken": "retreat"})
    assert hand(session, LIGHT, "drawn") == {"retreat": 1} and hand(session, DARK) == {"void": 1}
    assert "Retreat" not in session.describe_event(session.events[-1], len(session.events))  # drawn unseen


def test_a_retreat_may_follow_ones_own_void_in_the_same_battle() -> None:
    """Hellas app play-test: attack, Plus one, the defender's Void, then the defender's Retreat was refused
    as 'this was let stand' (the check settled the table first and took the Void for a pass)."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 3, land=("a",)),  # 2 against 3: Plus one would change it
        tile("c", DARK, 1),
        hands=({"plus-one": 1, "flood": 1}, {"void": 1, "retreat": 1}),  # Light keeps a card: a Void, maybe
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("pass")  # nothing to answer in the declaration itself
    session.act("play", {"card": "plus-one"})
    session.act("react", {"card": "void"})
    # Light has the word on the Void first (version 6: a Void or pass), then the Retreat may follow.
    refused = session.propose("react", {"card": "retreat", "city": "c"}).violations
    assert [v.message for v in refused] == [
        "Light answers Dark's Void first: a Void with play (play card=void), or pass"
    ]
    session.act("pass", {"player": "Light"})
    assert session.outcome(len(session.events))[0] == "Light lets Dark's Void stand."
    assert session.propose("react", {"card": "retreat", "city": "c"}).legal
    # A pass is final for what it let stand, and says what that was.
    late = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 3), hands=({"flood": 1}, {"void": 1}))
    late.act("play", {"card": "flood"})
    late.act("pass")
    assert "a reaction comes at once: Light's Flood was let stand" in [
        v.message for v in late.propose("react", {"card": "void"}).violations
    ]


def test_an_attack_after_a_card_asks_about_the_attack() -> None:
    session = at_turns(
        tile("a", LIGHT, 1, 2, land=("b",)),
        tile("b", DARK, 1, land=("a",)),
        hands=({"ships-to-greeks": 1}, {"void": 1}),
    )
    session.act("play", {"card": "ships-to-greeks", "city": "a", "count": 1})
    session.act("pass")
    session.act("attack", {"target": "b", "sources": "a"})
    assert [v.message for v in session.propose("resolve", {}).violations] == [
        "Dark answers the attack on B first: a reaction, or pass"
    ]


def test_the_header_names_who_answers() -> None:
    """Hellas app play-test: the pass form opened for the defender, but the header still said only whose
    turn it was."""
    from engine.summary import acts_next

    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 3), hands=({"flood": 1}, {"void": 1}))
    assert acts_next(session) == "Light"
    session.act("play", {"card": "flood"})
    assert acts_next(session) == "Dark" and session.summary()["acts_next"] == "Dark"
