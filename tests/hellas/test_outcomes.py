"""What Hellas says happened: voyages, attacks and cards in sentences; plain counters and panels."""

from __future__ import annotations

import re

from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, tile

REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z_]+=\S")


def _last(session: Session) -> list[str]:
    return session.outcome(len(session.events))


def test_a_failed_voyage_says_why() -> None:
    session = at_turns(tile("athens", LIGHT, 1, 1), tile("sparta", DARK, 1, 2), hands=({"flood": 1}, {}))
    session.act("voyage", {"name": "Pylos", "sea": "athens,sparta"})
    assert _last(session) == ["Light's voyage to Pylos fails: 1 ship against 2; the tile goes under the deck."]
    session.act("next")
    session.act("voyage", {"name": "Melos", "sea": "sparta"})
    assert _last(session)[0] == (
        "Dark's voyage to Melos fails: it must touch the dolphin tile or two placed tiles (2 ships against 0);"
        " the tile goes under the deck."
    )


def test_a_successful_voyage() -> None:
    session = at_turns(tile("athens", LIGHT, 1, 2), tile("sparta", DARK, 1, 1))
    session.act(
        "voyage", {"name": "Pylos", "temple": "no", "land": "athens", "sea": "athens,sparta", "ship_from": "athens"}
    )
    assert _last(session) == [
        "Light's voyage to Pylos succeeds: 2 ships against 1.",
        "1 landscape tile goes from the landscape deck to Pylos.",
        "1 Greek goes from Light's reserve to Pylos.",
        "1 ship goes from Athens to Light's reserve.",
    ]


def test_an_attack_and_its_result() -> None:
    session = at_turns(
        tile("athens", LIGHT, 3, sea=("korinth",)),
        tile("sparta", LIGHT, 2, land=("korinth",)),
        tile("korinth", DARK, 2, 1, land=("sparta",), sea=("athens",)),
        hands=({}, {"flood": 1}),  # Dark's answer to the attack is awaited
    )
    session.act("attack", {"target": "korinth", "sources": "athens,athens,sparta"})
    assert _last(session)[0] == (
        "Light attacks Korinth by sea with 3 Greeks from Athens (2) and Sparta (1):"
        " 3 against 2, succeeds as things stand."
    )
    session.act("pass")
    assert _last(session)[2:] == [
        "Korinth taken by Light: 3 against 2 by sea.",
        "Light puts 1 ship at Korinth, as many as stood there (to leave them out: undo to the attack and declare it"
        " again with replace_ships=no).",
        "2 Greeks and 1 ship go from Korinth to Dark's reserve.",
        "1 ship goes from Light's reserve to Korinth.",
        "3 Greeks go from Light's attacking Greeks to Korinth.",
    ]


def test_a_lost_attack() -> None:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)), tile("b", DARK, 1, 1, land=("a",)), hands=({}, {"ships-defend": 1})
    )
    session.act("attack", {"target": "b", "sources": "a"})
    # Neither hand holds a card now: nothing is left to decide, and the attack resolves with the reaction.
    session.act("react", {"card": "ships-defend"})
    assert _last(session)[:3] == [
        "Light on B by land: 1 against 2, fails as things stand.",
        "Nothing is left to decide: the attack is resolved.",
        "Light's attack on B fails: 1 against 2; the attacking Greeks go home.",
    ]


def test_a_void_says_what_it_cancels() -> None:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"void": 1}, {"ships-defend": 1, "void": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a"})
    session.act("react", {"card": "ships-defend"})
    session.act("play", {"card": "void"})
    assert _last(session)[0] == "It cancels Dark's Ships defend."
    session.act("react", {"card": "void"})
    assert _last(session)[:2] == ["It cancels Light's Void.", "Dark's Ships defend counts again."]


def test_counters_panels_and_pending_are_plain() -> None:
    """Play-test: the Hand panel showed ``greeks_in_reserve`` and ``hand_ok: True``."""
    session = at_turns(
        tile("a", LIGHT, 2, 1, land=("b",), temple=True),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"plus-one": 1}, {"void": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a"})
    session.act("play", {"card": "plus-one"})
    trackers = session.ruleset.trackers(session.context(), LIGHT)
    assert trackers == {"cities": 1, "temples": 1, "reinforcements": 4, "cards": 0}
    assert all(type(v) is int for v in trackers.values())
    pending = session.ruleset.pending(session.context())
    assert pending == ["Light on B by land: 2 against 1, succeeds as things stand."]
    # Issue 17: the turn waits for Dark's answer before it goes on (said once, among the duties).
    assert [p["text"] for p in session.summary()["pending"]][1:3] == [
        "Reaction: Dark answers Light's Plus one first: a reaction, or pass (pass all=yes: the attack on B stands too)",
        "Attack: resolve the attack first",
    ]
    texts = [p.summary for p in session.ruleset.places(session.context())] + pending
    for view in session.ruleset.views(session.context()):
        texts += [" ".join(str(c) for c in row) for row in view.rows]
    assert "1 Greek and 1 ship; temple" in texts
    for text in texts:
        assert not REPR.search(text), text
    summary = session.summary()
    assert summary["players"][DARK]["cards"] == 1
