"""Play-test 9, bugs 2 and 3: a build turn is given only where a purchase is still possible (the reserve or the
bank must still hold the piece the cards pay for), Pending always names the turn the table waits for, and the
``--yes`` guard asks only about cards that could still buy something."""

from __future__ import annotations

from engine.losses import lost_by
from engine.session import Session
from rulesets.mare_nostrum.idle import idle_players
from tests.mare_nostrum.helpers import deal, finish_setup, new_game, table, units


def _build(petr: dict[str, int], legions_left: int) -> Session:
    """Petr (Rome, Caesar: a legion costs him 2) holds ``petr``; his reserve keeps ``legions_left`` legions."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    assert "caesar" in table(session).owned(0)
    reserve = table(session).reserve("rome", "legion")
    units(session, "rome", "legion", "rome", table(session).legions("rome", "rome") + reserve - legions_left)
    deal(session, "Petr", petr)
    deal(session, "Katka", {"taxes": 3})
    deal(session, "Honza", {"taxes": 3})
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    session.act("exchange-size", {"count": 0}, actor=merchant)
    while session.phase.id != "build":
        session.act("next-phase")
    return session


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def test_cards_that_pay_only_for_a_piece_gone_give_no_build_turn() -> None:
    session = _build({"taxes": 2}, legions_left=0)
    assert idle_players(session.context()) == [0]
    assert any(line.startswith("No turn this phase for Petr") for line in _pending(session)), _pending(session)
    # With one legion back in his reserve the 2 taxes buy it: Petr builds.
    session = _build({"taxes": 2}, legions_left=1)
    assert idle_players(session.context()) == []


def test_pending_names_the_last_turn_the_table_waits_for() -> None:
    session = _build({"taxes": 2}, legions_left=1)
    statesman = session.players[table(session).holder_of("statesman") or 0].name
    assert statesman == "Honza"
    session.act("next", {"player": "Katka"}, actor=statesman)
    session.act("next", {"player": "Honza"}, actor=statesman)  # named ahead: Katka's turn goes on
    session.act("next", {}, actor="Katka")
    session.act("next", {"player": "Petr"}, actor=statesman)  # ends the Statesman's own turn
    assert session.context().position.turn == 0
    assert "Petr builds; next ends the turn." in _pending(session), _pending(session)


def test_goods_that_pay_for_nothing_left_are_not_asked_about() -> None:
    # Petr buys his last reserve legion with 2 taxes; his metals and wine then pay only for a Caesar legion,
    # and none is left: the Statesman naming Katka gives nothing up (the goods go back at the phase end anyway).
    session = _build({"taxes": 3, "metals": 1, "wine": 1}, legions_left=1)
    session.act("next", {"player": "Petr"}, actor="Honza")
    session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"}, actor="Petr")
    assert table(session).reserve("rome", "legion") == 0 and session.context().position.turn == 0
    assert lost_by(session, "next", {"player": "Katka"}, "Honza") == []
