"""Who acts in Hellas: the player on turn, the opponent in a reaction window, the player a step names."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.hellas.helpers import DARK, LIGHT, at_turns, new_session, tile


def _battle() -> object:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"void": 1, "plus-one": 1}, {"ships-defend": 1, "void": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a"})
    return session


def test_reactions_are_the_opponents_without_naming_them() -> None:
    """Play-test: the log credited Borek's reaction to the player on turn."""
    session = _battle()
    assert session.expected_actor(session.spec("react")).name == "Dark"  # type: ignore[attr-defined]
    event = session.act("react", {"card": "ships-defend"})  # type: ignore[attr-defined]
    assert event.actor == "Dark"
    assert session.describe_event(event, len(session.events)) == "Dark plays Ships defend"  # type: ignore[attr-defined]
    event = session.act("play", {"card": "void"})  # type: ignore[attr-defined]
    assert session.describe_event(event, len(session.events)) == "Light plays Void"  # type: ignore[attr-defined]


def test_the_player_on_turn_may_not_react_and_nobody_reacts_out_of_a_window() -> None:
    session = _battle()
    refused = session.propose("react", {"card": "void"}, actor="Light")  # type: ignore[attr-defined]
    assert "react is for Dark now, not Light" in [v.message for v in refused.violations]
    quiet = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({}, {"void": 1}))
    refused = quiet.propose("react", {"card": "void"}, actor="Dark")
    # Out of a window the reaction is refused for its timing (Hellas play-test: it named the wrong hand).
    assert [v.message for v in refused.violations] == ["a void answers the opponent's card just played"]
    assert [v.message for v in quiet.propose("react", {"card": "void"}).violations] == [
        "a void answers the opponent's card just played"
    ]


def test_playing_is_the_player_on_turn() -> None:
    session = _battle()
    proposal = session.propose("play", {"card": "plus-one"})  # type: ignore[attr-defined]
    assert proposal.legal and proposal.actor == LIGHT and proposal.args["player"] == "Light"
    refused = session.propose("play", {"player": "Dark", "card": "void"})  # type: ignore[attr-defined]
    assert "it is Light's turn, not Dark's" in [v.message for v in refused.violations]


def test_the_deal_names_who_draws_next() -> None:
    session = new_session()
    first = session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    second = session.act("deal", {"zeus": "reuse", "poseidon": "redraw", "ares": "plus-one"})
    assert (first.actor, second.actor) == ("Light", "Dark")
    assert session.describe_event(second, 2) == "Dark draws the starting cards"
    with pytest.raises(RuleRefused, match=r"^deal refused \(Deal: Light has their starting cards\)"):
        session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})


def test_the_discard_is_the_opponents() -> None:
    session = at_turns(
        tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"discard-to-three": 1}, {"flood": 2, "reuse": 2})
    )
    session.act("play", {"card": "discard-to-three"})
    event = session.act("discard", {"cards": "reuse"})
    assert event.actor == "Dark" and session.describe_event(event, len(session.events)) == "Dark discards Reuse"


def test_light_starts_whatever_the_seating() -> None:
    """Rules L1/f1, L1/f15: the player with the light figures starts the coast and the game."""
    session = new_session((("Alena", "dark"), ("Borek", "light")))
    assert session.turn_player is not None and session.turn_player.name == "Borek"
    assert session.summary()["start_player"] == "Borek"  # play-test: show said Alena
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "turn": 0, "at": "N of the dolphin tile"}
    )
    assert session.turn_player.name == "Alena"


def test_the_first_player_plays_no_card_in_the_first_turn() -> None:
    """Rules L5/f69-70."""
    session = new_session((("Alena", "dark"), ("Borek", "light")))
    session.act("next-phase", force=True)
    assert session.turn_player is not None and session.turn_player.name == "Borek"
    refused = session.propose("play", {"card": "flood"})
    assert "First turn" in [v.rule for v in refused.violations]


def test_turns_pass_by_themselves_when_nothing_is_left() -> None:
    session = new_session()
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "turn": 0, "at": "N of the dolphin tile"}
    )
    assert session.table.position.turn == DARK  # the tile is placed: nothing left to decide
    play = at_turns(tile("x", LIGHT, 1, 1), tile("y", DARK, 1, 2))
    play.act("voyage", {"name": "Delos", "sea": "x,y"})  # 1 ship against 2: fails, no card in hand
    assert play.table.position.turn == DARK
    kept = at_turns(tile("x", LIGHT, 1, 1), tile("y", DARK, 1, 2), hands=({"flood": 1}, {}))
    kept.act("voyage", {"name": "Delos", "sea": "x,y"})
    assert kept.table.position.turn == LIGHT  # a card could still be played


def test_obligations_refuse_next_and_next_phase() -> None:
    session = new_session()
    refused = session.propose("next-phase", {})
    messages = [v.message for v in refused.violations]
    assert "Light has placed 0 of 4 tiles" in messages and "Light draws the starting cards" in messages
    assert refused.forcible
    battle = _battle()
    with pytest.raises(RuleRefused, match="resolve the attack first"):
        battle.act("next")  # type: ignore[attr-defined]
    turn = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1))
    messages = [v.message for v in turn.propose("next-phase", {}).violations]
    assert messages == ["take Reinforcements, a Voyage or an Attack", "Dark's turn is still to come"]
