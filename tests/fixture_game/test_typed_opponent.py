"""The opponent typed in a duel is what the table keeps, whoever wins: a duel the attacker won scored for them
alone, so naming Cy or Di left the same table (random play: ``duel opponent: 'P3' did as 'P1'``)."""

from __future__ import annotations

from tests.conftest import finish_harvest, new_market


def test_a_duel_the_attacker_wins_keeps_whom_it_challenged() -> None:
    session = new_market(4)
    finish_harvest(session)
    session.act("next-phase")  # the duel: Ann leads (a tie at 0 goes to the first seat) and names Bo
    session.act("next", {"player": "Bo"})
    tables = {}
    for opponent in ("Cy", "Di"):
        proposal = session.propose("duel", {"opponent": opponent, "attack": "6", "defend": "1"})
        assert proposal.legal and proposal.table is not None
        assert proposal.table.game.points == (0, 1, 0, 0)  # Bo wins either way
        tables[opponent] = proposal.table.game
    assert tables["Cy"].challenged == (2,) and tables["Di"].challenged == (3,)
