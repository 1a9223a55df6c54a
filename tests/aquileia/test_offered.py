"""Forms offer only what is there to pick: the actor's cards one per card, what a deck can give, their spaces."""

from __future__ import annotations

from dataclasses import replace

from engine import saves
from engine.session import Session
from rulesets.aquileia import INFO
from tests.aquileia.helpers import give_cards, new


def offered(session: Session, action: str, field: str, seat: int | None) -> list[str]:
    """What the form offers for a field when the player in ``seat`` acts."""
    suggest = session.spec(action).suggest
    assert suggest is not None, f"{action} offers nothing for {field}"
    return list(suggest(session.context(actor=seat), field))


def _move(session: Session, kind: str, n: int, src: str, dst: str) -> None:
    ledger = session.table.ledger.move(kind, n, src, dst)
    session.tables[-1] = replace(session.table, ledger=ledger)


def _demo() -> Session:
    ruleset = INFO.load()
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", ruleset.id)


def test_cards_played_are_the_actors_cards_of_that_kind_one_box_per_card() -> None:
    session = new()
    give_cards(session, 0, "slave-1", "slave-2", "slave-2", "weapons-1", "gold-horse-1")
    give_cards(session, 1, "slave-1", "silver-horse-2", "silver-horse-2")
    assert offered(session, "fight", "slaves", 0) == ["slave-1", "slave-2", "slave-2"]
    assert offered(session, "fight", "weapons", 0) == ["weapons-1"]
    assert offered(session, "build", "slave_cards", 0) == ["slave-1", "slave-2", "slave-2"]
    assert offered(session, "race", "horses", 0) == ["gold-horse-1"]
    assert offered(session, "fight", "slaves", 1) == ["slave-1"]
    assert offered(session, "fight", "weapons", 1) == []
    assert offered(session, "race", "horses", 1) == ["silver-horse-2", "silver-horse-2"]
    assert offered(session, "build", "slave_cards", 2) == []


def test_servi_offers_what_the_slave_deck_can_give_as_many_as_the_space_draws() -> None:
    session = new()
    _move(session, "servant:blue", 1, "reserve:blue", "space:servi-middle")
    _move(session, "servant:yellow", 1, "reserve:yellow", "space:servi-top")
    assert offered(session, "servi", "space", 0) == ["servi-middle"]
    assert offered(session, "servi", "cards", 0) == ["slave-1", "slave-1", "slave-2", "slave-2"]
    assert offered(session, "servi", "space", 1) == ["servi-top"]
    assert offered(session, "servi", "cards", 1) == ["slave-1", "slave-2"]
    # A kind no longer in the deck, its discards or any hand cannot be drawn; one in a hand is still
    # offered, or the list would tell the table who drew it in secret (helper play-test).
    every = session.table.ledger.count("deck:slaves", "slave-2")
    _move(session, "slave-2", every, "deck:slaves", "hand:red")
    assert offered(session, "servi", "cards", 0) == ["slave-1", "slave-1", "slave-2", "slave-2"]
    _move(session, "slave-2", every, "hand:red", "box")
    assert offered(session, "servi", "cards", 0) == ["slave-1", "slave-1"]


def test_equi_offers_the_card_lying_by_the_actors_space_first() -> None:
    session = _demo()  # Kaja's weapons lie by Equi et Arma 2, a horse by Equi et Arma 3
    _move(session, "servant:blue", 1, "reserve:blue", "space:equi-2")
    _move(session, "servant:yellow", 1, "reserve:yellow", "space:equi-3")
    assert offered(session, "equi", "space", 1) == ["equi-2"]
    assert offered(session, "equi", "card", 1)[0] == "weapons-2"
    assert offered(session, "equi", "card", 2)[0] == "silver-horse-2"
    # Equi et Arma 1 and the stadium laurel have no card yet: only those take one, from their decks.
    assert offered(session, "turn-up", "at", None) == ["equi-1", "stadium"]
    assert "laurel-10" in offered(session, "turn-up", "card", None)


def test_stadium_laurels_start_with_the_face_up_one() -> None:
    session = new()
    _move(session, "laurel-7", 1, "deck:stadium", "row:stadium")
    laurels = offered(session, "prizes", "winner_laurel", None)
    assert laurels[0] == "laurel-7" and laurels.count("laurel-7") == 1 and "laurel-10" in laurels
    _move(session, "laurel-10", 1, "deck:stadium", "hand:blue")
    # Blue's laurel is secret: the list must not give it away by leaving it out.
    assert "laurel-10" in offered(session, "prizes", "second_laurel", None)
    _move(session, "laurel-7", 1, "row:stadium", "discard:stadium")  # seen by all
    _move(session, "laurel-7", 1, "discard:stadium", "box")
    assert "laurel-7" not in offered(session, "prizes", "second_laurel", None)
