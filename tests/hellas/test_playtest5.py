"""Play-test 5 (issue 35): each answer keeps its own moment, a card that stands is carried out at once, and one
``pass all`` lets a card and the attack stand together."""

from __future__ import annotations

from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, hand, on, tile


def _sparta(light: dict[str, int], options: dict[str, object] | None = None) -> Session:
    """Light attacks dark's B (2 Greeks, 1 ship) by land with 2 Greeks; dark holds Retreat and Ships defend."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, 1, land=("a",)),
        tile("c", DARK, 2, 2),
        hands=(light, {"retreat": 1, "ships-defend": 1}),
        options=options,
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    return session


def test_a_pass_on_plus_one_keeps_the_retreat() -> None:
    """Bug 1: attack; Ships defend; Plus one; pass: Retreat was refused as 'the attack was let stand'."""
    session = _sparta({"plus-one": 1, "two-more-actions": 1})
    session.act("react", {"card": "ships-defend"})
    session.act("play", {"card": "plus-one"})  # 3 against 3: succeeds
    session.act("pass")  # lets Plus one stand, not the attack
    assert session.propose("react", {"card": "retreat", "city": "c"}).legal
    session.act("react", {"card": "retreat", "city": "c"})  # resolved by itself, the ships put by default
    assert on(session, "b") == (LIGHT, 2, 1) and on(session, "c") == (DARK, 3, 3)


def test_resolve_waits_for_the_defenders_word_after_their_reaction() -> None:
    """Bug 1: after the attacker let Ships defend stand, resolve went ahead though the defender could retreat."""
    session = _sparta({"plus-one": 1, "two-more-actions": 1})
    session.act("react", {"card": "ships-defend"})
    session.act("pass")  # light lets Ships defend stand
    refused = [v.message for v in session.propose("resolve", {}).violations]
    assert refused == ["Dark answers the attack on B first: a reaction, or pass"]
    session.act("pass")  # dark lets the attack itself stand: nothing more may follow it
    assert [v.rule for v in session.propose("react", {"card": "retreat", "city": "c"}).violations] == ["Reaction"]


def test_saves_before_version_9_closed_the_attack_at_its_first_answer() -> None:
    session = _sparta({"plus-one": 1, "two-more-actions": 1}, {"one_attack_answer": True, "before_v16": True})
    session.act("react", {"card": "ships-defend"})
    session.act("play", {"card": "plus-one"})
    session.act("pass")
    refused = [v.message for v in session.propose("react", {"card": "retreat", "city": "c"}).violations]
    assert refused == ["a reaction comes at once: the attack on B was let stand"]


def test_card_theft_is_carried_out_before_the_answer_to_the_attack() -> None:
    """Bug 2: the theft was refused until the defender answered the attack (who could still play from it)."""
    session = _sparta({"steal-card": 1, "two-more-actions": 1})
    session.act("play", {"card": "steal-card"})
    session.act("pass")
    assert session.ruleset.awaited(session.context()) == "carry-out"
    session.act("carry-out", {"taken": "retreat"})
    assert hand(session, DARK) == {"ships-defend": 1} and hand(session, LIGHT, "drawn")["retreat"] == 1
    assert session.ruleset.awaited(session.context()) == "pass"  # now the attack's own answer


def test_one_pass_all_lets_the_card_and_the_attack_stand() -> None:
    session = _sparta({"plus-one": 1, "two-more-actions": 1})
    session.act("play", {"card": "plus-one"})
    refused = [v.message for v in session.propose("resolve", {}).violations]
    assert refused == [
        "Dark answers Light's Plus one first: a reaction, or pass (pass all=yes: the attack on B stands too)"
    ]
    session.act("pass", {"all": True})  # nothing left to decide: resolved by itself (play-test 11)
    assert session.outcome(len(session.events))[0] == "Dark lets Light's Plus one and the attack on B stand."
    assert session.table.game.battle is None
