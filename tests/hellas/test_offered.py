"""Forms offer only what is there to pick: the actor's cards one per card, what a deck can give, their cities."""

from __future__ import annotations

from engine import saves
from engine.session import Session
from rulesets.hellas import INFO
from tests.hellas.helpers import DARK, LIGHT, at_turns, tile


def offered(session: Session, action: str, field: str, seat: int | None) -> list[str]:
    """What the form offers for a field when the player in ``seat`` acts."""
    suggest = session.spec(action).suggest
    assert suggest is not None, f"{action} offers nothing for {field}"
    return list(suggest(session.context(actor=seat), field))


def _demo() -> Session:
    ruleset = INFO.load()
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", ruleset.id)


def test_cards_played_or_discarded_are_the_actors_hand_one_per_card() -> None:
    session = at_turns(
        tile("a", LIGHT, 2),
        tile("b", DARK, 1),
        hands=({"plus-one": 2, "void": 1}, {"flood": 1, "retreat": 1}),
    )
    assert offered(session, "discard", "cards", LIGHT) == ["plus-one", "plus-one", "void"]
    assert offered(session, "discard", "cards", DARK) == ["flood", "retreat"]
    assert offered(session, "play", "card", LIGHT) == ["plus-one", "plus-one", "void"]
    # Answering in the opponent's turn: the cards that answer come first.
    assert offered(session, "react", "card", DARK) == ["retreat", "flood"]


def test_the_demo_offers_each_players_own_hand() -> None:
    session = _demo()
    assert offered(session, "play", "card", 0) == ["ships-defend", "void"]
    assert offered(session, "play", "card", 1) == ["equal-by-sea", "flood", "reuse", "steal-card"]
    # Reuse takes a card back from the discard piles (the opponent's hand stays secret).
    assert offered(session, "play", "taken", 0) == ["plus-one"]


def test_drawn_cards_come_from_the_decks_within_the_hand_limits() -> None:
    session = at_turns(tile("a", LIGHT, 1), hands=({"void": 1, "reuse": 1, "swap-city": 1}, {}))
    drawn = offered(session, "reinforce", "cards", LIGHT)
    # Three Zeus cards in hand: no more Zeus; the hand's own cards are not what is offered.
    assert not {"void", "reuse", "two-more-actions"} & set(drawn)
    # Two floods are printed; three other cards of Poseidon fit; three actions to draw with.
    assert drawn.count("flood") == 2 and drawn.count("voyage-again") == 3 and drawn.count("plus-one") == 3
    # Three voids are printed and Light holds one: Dark could draw the other two.
    assert offered(session, "reinforce", "cards", DARK).count("void") == 2
    assert offered(session, "deal", "zeus", LIGHT) == [
        "two-more-actions",
        "swap-city",
        "discard-to-three",
        "double-turn",
        "void",
        "steal-card",
        "reuse",
    ]


def test_attack_sources_one_entry_per_greek_that_may_go() -> None:
    session = _demo()
    # Argos has 3 of Theseus's Greeks: 2 may attack, one stays as governor.
    assert offered(session, "attack", "sources", 1) == ["argos", "argos"]
    assert offered(session, "attack", "sources", 0) == ["sparta"]
    assert set(offered(session, "attack", "target", 0)) == {"argos", "thebes", "mycenae", "pylos"}
    assert set(offered(session, "attack", "target", 1)) == {"athens", "sparta", "corinth", "delphi", "olympia"}


def test_reinforcements_repeat_a_city_once_per_figure_that_fits() -> None:
    session = at_turns(tile("a", LIGHT, 2, 3), tile("b", LIGHT, 3), tile("c", DARK, 1, 1))
    assert offered(session, "reinforce", "greeks", LIGHT) == ["a"]
    assert offered(session, "reinforce", "ships", LIGHT) == ["b", "b", "b"]
    assert offered(session, "reinforce", "greeks", DARK) == ["c", "c"]
    assert offered(session, "regroup", "from", DARK) == ["c"]
    # The new city's Greek comes from the reserve while it holds one (test_typed: with none, a city gives it).
    assert offered(session, "voyage", "greek_from", LIGHT) == []


def test_the_command_line_listing_never_names_a_hand() -> None:
    """Hellas play-test: 'tabula actions' printed react card=retreat|ships-defend|reuse while Borek's
    answer was awaited, which was exactly his hand (show hides hands); reinforce listed cities once per
    Greek that fits (greeks=sparta|sparta|argos...)."""
    from engine.summary import describe_action
    from tui.show_text import field_line

    hands = ({"flood": 1}, {"retreat": 1, "reuse": 1})
    session = at_turns(tile("a", LIGHT, 1, land=("b",)), tile("b", DARK, 1, land=("a",)), hands=hands)
    session.act("play", {"card": "flood"})
    react = describe_action(session, session.spec("react"))
    card = next(f for f in react["fields"] if f["name"] == "card")
    assert "offered" not in card and len(card["choices"]) == 19  # every kind of god card, not Dark's hand
    assert not field_line(card).startswith("card=retreat|reuse")
    repeated = {"name": "greeks", "type": "refs", "required": False, "offered": ["sparta", "sparta", "argos"]}
    assert field_line(repeated) == "[greeks=sparta|argos]"
