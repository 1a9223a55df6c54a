"""Play-test 12, item 5: the start pieces of every player still to check are answered in one command."""

from __future__ import annotations

from rulesets.civilization.kit import shipped
from rulesets.civilization.startsheet import to_confirm
from tests.civilization.helpers import game, new


def test_one_answer_checks_every_players_start_pieces() -> None:
    # e1 R1: three start-pieces commands (and two next) for sheets the table read at once.
    session = new(("Jana", "china"), ("Petr", "rome"), ("Eva", "germany"), kit=shipped())
    due = [s for s, m in enumerate(game(session).realms) if to_confirm(session.context(), m, s)]
    assert len(due) >= 2
    session.act("start-pieces", {"printed": "yes", "everyone": "yes"}, actor=session.players[due[0]].name)
    assert all(game(session).realms[s].start_sheet == "yes" for s in due)
    said = " ".join(session.outcome(len(session.events)))
    assert all(session.players[s].name in said for s in due)
