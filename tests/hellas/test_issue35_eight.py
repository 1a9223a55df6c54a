"""Hellas at 9 of 10, the play-test at 8 of 10 (issue 35): nobody is asked what they cannot answer, nothing
mechanical is typed, the ships put in a city taken are asked, and each refusal says the rule it reads."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, hand, new_session, on, tile


def _sparta(hands: tuple[dict[str, int], dict[str, int]], own: bool = True) -> Session:
    """The play-test's e3: Light's Mycenae (3 Greeks) by land beside Dark's Sparta (1 Greek, 3 ships); Dark
    holds Lindos too."""
    return at_turns(
        tile("mycenae", LIGHT, 3, land=("sparta",)),
        tile("sparta", DARK, 1, 3, land=("mycenae",)),
        tile("lindos", DARK, 1),
        hands=hands,
        options={"own_screens": True} if own else None,
    )


def test_own_screens_ask_no_answer_to_a_card_without_a_void() -> None:
    """Play-test e3: Bo held Retreat, no Void; Ann's Plus one still waited for "Bo answers Ann's Plus one first".
    Only a Void answers a card; the Retreat answers the attack, once Ann is done."""
    session = _sparta(({"plus-one": 2}, {"equal-ships": 1, "reuse": 1, "retreat": 1, "flood": 1}))
    session.act("attack", {"target": "sparta", "sources": "mycenae,mycenae"})
    session.act("play", {"card": "plus-one"})
    assert not [line for line in session.ruleset.pending(session.context()) if "Plus one" in line]
    session.act("play", {"card": "plus-one"})  # not held up by a question Bo cannot answer
    # The attack itself is Bo's to answer (Retreat) before it is resolved.
    with pytest.raises(RuleRefused, match="Dark answers the attack on Sparta first"):
        session.act("resolve", {"replace_ships": True})
    session.act("react", {"card": "retreat", "city": "lindos"})
    session.act("resolve", {"replace_ships": False})  # Light holds a Void for the Retreat: resolve is Light's word
    assert on(session, "lindos") == (DARK, 2, 3) and on(session, "sparta") == (LIGHT, 2, 0)


def test_the_ships_put_in_a_city_taken_are_asked_and_said_after_a_retreat() -> None:
    """Play-test e3: resolve without replace_ships= put 3 of Ann's ships at Sparta, though Bo's had retreated to
    Lindos. The rules (l.3) let the attacker put them: yes unless said (issue 35), and after a Retreat the outcome says
    why ships come there (decisions)."""
    session = _sparta(({}, {"retreat": 1}), own=False)
    session.act("attack", {"target": "sparta", "sources": "mycenae,mycenae"})
    session.act("react", {"card": "retreat", "city": "lindos"})  # yes unless said: resolved by itself
    said = session.outcome(len(session.events))
    assert (
        "Light puts 3 ships at Sparta, as many as stood there before the retreat"
        " (to leave them out: undo to the attack and declare it again with replace_ships=no)." in said
    )
    assert on(session, "sparta") == (LIGHT, 2, 3) and on(session, "lindos") == (DARK, 2, 3)


def test_ships_declined_are_not_put() -> None:
    session = _sparta(({}, {}), own=False)
    session.act("attack", {"target": "sparta", "sources": "mycenae,mycenae", "replace_ships": False})
    assert on(session, "sparta") == (LIGHT, 2, 0)


def test_an_attack_resolves_by_itself_when_no_card_held_could_change_it() -> None:
    """Play-test: resolve was typed whenever the attacker held any card. Two extra figures (a voyage's) and Two
    more actions (Reinforcements') cannot be played in an attack's turn (L5): Dark's pass resolves it."""
    session = _shipless(({"two-extra": 1, "two-more-actions": 1}, {"flood": 1}))
    session.act("attack", {"target": "sparta", "sources": "mycenae"})  # 1 against 1 by land
    session.act("pass")
    assert session.table.game.battle is None and on(session, "sparta") == (LIGHT, 1, 0)
    assert session.outcome(len(session.events))[1] == "Nothing is left to decide: the attack is resolved."
    # Won and let stand, a Plus one changes nothing any more: resolved too (play-test 7, rules v12) ...
    held = _shipless(({"plus-one": 1}, {"flood": 1}))
    held.act("attack", {"target": "sparta", "sources": "mycenae"})
    held.act("pass")
    assert held.table.game.battle is None and on(held, "sparta") == (LIGHT, 1, 0)
    # ... where saves before version 12 waited for a typed resolve.
    waited = _shipless(({"plus-one": 1}, {"flood": 1}), {"resolve_waited_v11": True})
    waited.act("attack", {"target": "sparta", "sources": "mycenae"})
    waited.act("pass")
    assert waited.table.game.battle is not None
    # Saves before rules version 7 waited while any card was held.
    old = _shipless(({"two-extra": 1}, {"flood": 1}), {"held_cards_wait": True})
    old.act("attack", {"target": "sparta", "sources": "mycenae"})
    old.act("pass")
    assert old.table.game.battle is not None


def _shipless(hands: tuple[dict[str, int], dict[str, int]], options: dict[str, object] | None = None) -> Session:
    """Light's Mycenae (3 Greeks) by land beside Dark's Sparta (1 Greek, no ship): no ships to choose about."""
    return at_turns(
        tile("mycenae", LIGHT, 3, land=("sparta",)),
        tile("sparta", DARK, 1, land=("mycenae",)),
        hands=hands,
        options=options,
    )


def test_card_theft_from_a_one_card_hand_is_drawn_by_itself() -> None:
    """Play-test: carry-out was typed after Card theft from a one-card hand, where nothing was left to choose."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"steal-card": 1}, {"flood": 1}))
    session.act("play", {"card": "steal-card"})
    session.act("pass")
    assert hand(session, LIGHT, "drawn") == {"flood": 1} and hand(session, DARK) == {}
    assert "Dark holds one card: Light draws it." in session.outcome(len(session.events))
    assert session.table.game.owed == ""
    # Two cards: the thief names the one drawn, as seen.
    two = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"steal-card": 1}, {"flood": 2}))
    two.act("play", {"card": "steal-card"})
    two.act("pass")
    assert two.table.game.owed == "steal-card"


def test_a_known_temple_tile_turned_up_is_set_aside_by_itself() -> None:
    """Play-test: coast-tile named a temple tile the kit knew and was refused, to be typed again as set-aside."""
    session = new_session(kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    session.act("coast-tile", {"tile": "elis"})
    assert session.table.game.aside == ("elis",)
    said = session.outcome(len(session.events))[0]
    assert said == "Elis shows a temple: it waits aside until the first coast is built; Light turns up another."


def test_regroup_after_two_attacks_reaches_the_city_taken_last_and_says_so() -> None:
    """Play-test: a regroup into the first city of Two attacks was refused as after any won attack; l.4 names
    "the city taken", one (decisions: the last)."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b", "c")),
        tile("b", DARK, 1, land=("a",)),
        tile("c", DARK, 1, land=("a",)),
        hands=({"two-attacks": 1}, {}),
    )
    session.act("play", {"card": "two-attacks"})
    session.act("attack", {"target": "b", "sources": "a"})
    session.act("attack", {"target": "c", "sources": "a"})
    assert on(session, "b")[0] == LIGHT and on(session, "c")[0] == LIGHT
    refused = session.propose("regroup", {"from": "a", "to": "b", "greeks": 0, "ships": 0}).violations
    assert [v.message for v in refused] == ["after Two attacks, only into the city taken last, C"]
