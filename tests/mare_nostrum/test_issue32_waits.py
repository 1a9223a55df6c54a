"""Issue 32, the CLI play-test's remaining findings: what Pending puts first, and what the demo plays by."""

from __future__ import annotations

import pytest

from engine import registry, saves
from engine.errors import BadInput
from engine.session import Session
from tests.mare_nostrum.test_blockade import _petr_in_strategy


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def test_a_blockade_is_pending_before_anyone_is_named() -> None:
    # Play-test: during a blockade Pending began with "Petr (Commander) names who moves next", which the rules
    # refuse until Greece has answered the transport (p.11).
    session = _petr_in_strategy()
    assert _pending(session)[0] == "Petr (Commander) names who moves next: Honza, Mirek."
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    pending = _pending(session)
    assert pending[:2] == [
        "Petr announces 2 legions sailing from Rome to North of Athens.",
        "Honza (Greece) may blockade the carrying fleet in Sea between Rome and Athens (blockade), "
        "or let the legions land (let-through).",
    ]
    assert not any("names who moves next" in line for line in pending), pending
    assert session.summary()["acts_next"] == "Honza"
    # Once Greece has answered, the Commander names the next again.
    session.act("let-through", {})
    assert _pending(session)[0] == "Petr (Commander) names who moves next: Honza, Mirek."


def test_the_demo_plays_by_the_current_rules() -> None:
    # The demo stayed at rules version 5: its Lucka, with nothing on the board, still had a strategy turn to
    # be named for; at version 6 she has none (``idle``).
    ruleset = registry.load("mare-nostrum")
    text = ruleset.resource(ruleset.demo).read_text(encoding="utf-8")
    session = saves.loads_text(text, "demo", "mare-nostrum")
    assert f'ruleset_version = "{ruleset.version}"' in text
    assert not any(session.options.values()), session.options  # no older rules kept for its log
    assert session.phase.id == "strategy" and session.players[session.table.position.turn or 0].name == "Mirek"
    assert _pending(session) == [
        "Mirek (Commander) names who moves next: Honza.",
        "No turn this phase for Lucka: nothing on the board to move or fight with.",
    ]
    # The turns counted are those taken: Katka's, Mirek's and Honza's.
    assert session.ruleset.glance(session.context()).line.startswith("Mirek moves (2 of 3) · Mirek (Commander)")
    with pytest.raises(BadInput, match="Lucka has no turn in this phase: nothing to do"):
        session.propose("next", {"player": "Lucka"})


def test_one_player_with_no_turn_is_said_in_the_singular_in_czech() -> None:
    """The Czech reader's pass (issue 37): "nejsou na tahu Lucka: nemají..." said one player in the plural."""
    from engine.i18n import set_language

    ruleset = registry.load("mare-nostrum")
    session = saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", "mare-nostrum")
    set_language("cs")
    try:
        said = _pending(session)[1]
    finally:
        set_language("en")
    assert said == "V této fázi není na tahu Lucka: nemá na plánu čím táhnout ani bojovat."
