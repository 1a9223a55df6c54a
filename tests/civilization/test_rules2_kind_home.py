"""Play-test 9: a culture event card corrected into a hand without a source came "from the box" and went "back to
the box"; a correction naming no source takes a kind from where the game keeps it (``Ruleset.kind_home``) and
puts a lowered count back there: event cards their deck, coins and resource tokens the bank, a player's figures
that player's supply."""

from __future__ import annotations

from tests.civilization.helpers import count, new


def _corrected(raw: dict[str, str]) -> tuple[str | None, str]:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("correct", {**raw, "count": "2", "reason": "counted at the table"})
    came = session.outcome(len(session.events))[0]
    session.act("correct", {**raw, "count": "1", "reason": "one too many"})
    went = session.outcome(len(session.events))[0]
    return session.events[-1].args.get("source"), f"{came} {went}"


def test_an_event_card_comes_from_its_deck_and_goes_back_there() -> None:
    source, said = _corrected({"holder": "Filip's hand", "kind": "event"})
    assert source == "deck"
    assert "2 culture event cards came from the culture event deck" in said
    assert "1 culture event card went back to the culture event deck" in said
    assert "box" not in said


def test_coins_and_resource_tokens_come_from_the_bank() -> None:
    source, said = _corrected({"holder": "Filip's coin dial", "kind": "coin"})
    assert source == "bank" and "2 coins came from the bank" in said and "1 coin went back to the bank" in said
    source, said = _corrected({"holder": "Filip's token pile", "kind": "iron"})
    assert source == "bank" and "went back to the bank" in said


def test_a_players_figures_come_from_their_supply() -> None:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    supply = count(session, "supply:rome", "army:rome")
    raw = {"holder": "Filip's figures on the map", "kind": "army:rome", "reason": "moved at the table"}
    session.act("correct", {**raw, "count": "2"})
    assert session.events[-1].args["source"] == "supply:rome"
    assert count(session, "supply:rome", "army:rome") == supply - 1
    session.act("correct", {**raw, "count": "1"})
    assert "went back to Filip's supply" in session.outcome(len(session.events))[0]
    assert count(session, "supply:rome", "army:rome") == supply
