"""The face-up rows (l.2), the laurels as the game's clock (l.8) and face-down decks on a shared screen."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import BadInput
from rulesets.aquileia.display import decks
from tests.aquileia.helpers import give_cards, new, place_all, to_phase
from tui.cli.main import main
from tui.show_text import render


def _pending(session: object) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]  # type: ignore[attr-defined]


def test_a_round_opens_on_the_cards_to_turn_up_each_one_input() -> None:
    """Play-test: the face-up Equi et Arma cards and stadium laurel were not tracked; turn-up needed both fields."""
    session = new()
    session.act("turn-up", {"card": "blue"})  # one place at a time still works (a place filled later)
    assert _pending(session)[0] == ("Turn up: Equi et Arma 1, Equi et Arma 2, Equi et Arma 3 (turn-ups, a card each).")
    session.undo()
    for card in ("2 gold horses", "1 weapons", "silver 1"):
        session.act("turn-up", {"card": card})  # the place is the first empty one of its deck
    session.act("turn-up", {"card": "purple"})  # a laurel can only lie at the Stadium
    assert [e.args["at"] for e in session.events] == ["equi-1", "equi-2", "equi-3", "stadium"]
    assert session.ruleset.awaited(session.context()) == "place"
    assert decks(session.context())[0] == (
        "Face up: Equi et Arma 1 two-gold-horse card; Equi et Arma 2 one-weapon card; "
        "Equi et Arma 3 one-silver-horse card; Stadium laurel purple stadium laurel."
    )
    with pytest.raises(BadInput, match="every face-up place for the blue stadium laurel holds a card already"):
        session.propose("turn-up", {"card": "blue"})


def test_the_rounds_turn_ups_are_one_form_with_a_field_a_place() -> None:
    """Play-test: the round's four face-up cards took four actions; the table turns them up together (l.2)."""
    session = new()
    assert session.ruleset.awaited(session.context()) == "turn-ups"
    assert _pending(session)[0] == (
        "Turn up: Equi et Arma 1, Equi et Arma 2, Equi et Arma 3, Stadium laurel (turn-ups, a card each)."
    )
    with pytest.raises(BadInput, match="enter the card turned up at each empty place"):
        session.propose("turn-ups", {})
    session.act("turn-ups", {"equi_1": "2 gold horses", "equi_2": "1 weapons", "equi_3": "silver 1", "laurel": "5"})
    assert len(session.events) == 1 and session.ruleset.awaited(session.context()) == "place"
    assert decks(session.context())[0] == (
        "Face up: Equi et Arma 1 two-gold-horse card; Equi et Arma 2 one-weapon card; "
        "Equi et Arma 3 one-silver-horse card; Stadium laurel 5-point stadium laurel."
    )
    again = session.propose("turn-ups", {"laurel": "7"})
    assert [v.message for v in again.violations] == ["the 5-point stadium laurel lies face up at the Stadium already"]


def test_placing_moves_on_without_the_face_up_cards() -> None:
    session = new()
    session.act("place", {"space": "dolus"})
    assert session.ruleset.awaited(session.context()) == "place"
    # The reminder stays until the cards are entered (play-test 10: it went after the first placement).
    assert any(line.startswith("Turn up") for line in _pending(session))


def test_a_bought_card_is_turned_up_again_next_round() -> None:
    session = new()
    session.act("turn-up", {"card": "2 gold horses"})
    place_all(session, {"Blue": ["equi-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    with pytest.raises(BadInput, match="Equi et Arma 1 also takes the top card of the deck: name it"):
        session.act("equi")  # l.4: the top card would be lost (helper play-test in the app)
    session.act("equi", {"top": "weapons-3"})
    to_phase(session, "placement")
    assert session.table.position.round == 2
    assert _pending(session)[0].startswith("Turn up: Equi et Arma 1, ")
    assert session.ruleset.awaited(session.context()) == "turn-ups"


def test_the_laurels_left_tell_the_final_round() -> None:
    """l.8: the game ends after six rounds, which the table sees as the stadium laurels run out."""
    session = new()
    assert decks(session.context())[1] == "Stadium laurels left: 12, two a round: 6 more rounds until they run out."
    give_cards(session, 0, "laurel-10", "laurel-7", "laurel-5", "laurel-3", "laurel-white", "laurel-white")
    give_cards(session, 1, "laurel-blue", "laurel-blue", "laurel-yellow", "laurel-yellow")
    assert "The last stadium laurels are on the table: this is the final round." in _pending(session)


def test_show_counts_a_face_down_deck_without_naming_its_cards() -> None:
    """What is left in a deck tells what the others drew: the shared `show` gives only its size."""
    session = new()
    give_cards(session, 0, "slave-2")
    text = render(session, session.summary())
    assert "the slave deck: 21 cards face down" in text
    assert "one-slave" not in text


def test_actions_leave_out_what_nobody_may_take_now(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Helper play-test: `actions` listed potentia (taken by itself since version 5), refused when tried."""
    session = new()
    place_all(session, {"Blue": ["potentia"], "Yellow": ["dolus"], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    saves.save(session, tmp_path / "s.toml")
    capsys.readouterr()
    assert main(["--saves-dir", str(tmp_path), "actions", "s"]) == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines() if line and not line.startswith(" ")]
    assert "dolus" in listed and "potentia" not in listed


def test_the_app_forms_ask_only_what_this_phase_needs_and_fill_the_place() -> None:
    """App play-test: the Arena prizes form offered the Stadium laurels (and the Stadium's the Arena's choice),
    and the turn-up form did not fill in the empty place it works out."""
    from tui.app.screens.session_forms import form_for

    session = new()
    turn_up = session.spec_named("turn-up")
    assert turn_up is not None
    assert form_for(session, turn_up, {}, None).preset["at"] == "equi-1"
    place_all(session, {"Blue": ["arena-1a"], "Yellow": ["arena-2"], "Red": [], "Vlada": []})
    to_phase(session, "arena")
    prizes = session.spec_named("prizes")
    assert prizes is not None
    assert [f.name for f in form_for(session, prizes, {}, None).fields] == ["winner_takes", "slave_card"]
    from engine.summary import describe_action

    assert [f["name"] for f in describe_action(session, prizes)["fields"]] == ["winner_takes", "slave_card"]


def test_a_card_is_found_by_the_words_people_say() -> None:
    """CLI play-test: "one gold horse" and "1 weapon" were refused ("did you mean one-gold-horse card?")."""
    session = new()
    session.act("turn-up", {"card": "one gold horse"})
    session.act("turn-up", {"card": "1 weapon"})
    session.act("turn-up", {"card": "two silver horses"})
    assert [e.args["card"] for e in session.events] == ["gold-horse-1", "weapons-1", "silver-horse-2"]
