"""Play-test 11, P9: while the kit lacks arrows, a way known from one start crossing only does not prove the
other start crossing has none: the first move asks ``start=`` instead of answering for the table (Gita's
cavalry "set out from Orange start crossing 1" unasked)."""

from __future__ import annotations

from engine.kits import loads
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import EXAMPLES, new, to_phase


def _cavalry(complete: bool) -> Session:
    text = EXAMPLES.read_text(encoding="utf-8")
    if not complete:
        text = text.replace("count = 11", "count = 12")  # one printed arrow not in the kit
    ruleset = INFO.load()
    session = new(3, kit=loads(text, ruleset.kit_schema, ruleset.id, EXAMPLES.name))
    to_phase(session, "cavalry")
    while session.turn_player is not None and session.turn_player.name != "Ann":
        session.act("idle", {"take": "gold"})
    return session


def test_an_incomplete_kit_asks_which_start_crossing() -> None:
    proposal = _cavalry(complete=False).propose("move-to", {"to": "x"})
    assert proposal.args.get("start") is None
    assert [v.said() for v in proposal.violations] == [
        "Move: the app cannot tell which of Ann's start crossings the cavalry leaves: name it (start=), or count "
        "the arrows (move)"
    ]


def test_a_complete_kit_still_works_it_out() -> None:
    proposal = _cavalry(complete=True).propose("move-to", {"to": "x"})
    assert proposal.args["start"] == "red-start-1" and not proposal.violations
