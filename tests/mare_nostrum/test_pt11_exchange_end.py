"""Play-test 11, bug 1: every exchange that ran to the end closed with an early-end reason ("Only Bo's offers
were left, and nobody takes their own."), though the forced takes had taken every offer (p.5, "Zvláštní
případy": the early ends apply only while offers remain)."""

from __future__ import annotations

from tests.mare_nostrum.helpers import deal, finish_setup, new_game, table


def test_a_completed_exchange_gives_no_early_end_reason() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        deal(session, name, {card: 3})
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    session.act("exchange-size", {"count": 2}, actor=merchant)
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        session.act("offer", {"cards": ",".join([card] * 2)}, actor=name)
    for giver in ("Cy", "Ann", "Bo", "Cy", "Ann"):  # the last take forces Ann's take of Bo's fish
        session.act("take", {"from": giver})
    said = session.outcome(len(session.events))
    assert "Ann takes Bo's fish, the only card Ann could take." in said, said
    assert "The exchange is over: taken cards and untaken offers go to their owners' hands." in said, said
    assert not [line for line in said if "still offered" in line or "nobody takes their own" in line], said
    assert session.phase.id == "build"
