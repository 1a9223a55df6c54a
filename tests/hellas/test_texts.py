"""What Hellas says to people is in words: no field syntax (``city=``), no ids a person must guess."""

from __future__ import annotations

import random
import re

import pytest

from engine import reference, registry
from engine.errors import BadInput, NotFound
from engine.playout import random_playout, random_value
from engine.session import Session
from rulesets.hellas.data import CARD_NAMES, GOD_NAMES
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, new_session, tile

#: ``city=``, ``at=NE``, ``(taken=)``: how a command line names a field, not how a person does.
FIELD_SYNTAX = re.compile(r"(?<![\w-])[a-z_]+=")
#: Inline code and indented code blocks: the only places a command may be quoted.
CODE = re.compile(r"`[^`]*`")


def _refusals(session: Session, action: str, raw: dict[str, object]) -> list[str]:
    return [v.message for v in session.propose(action, raw).violations]


def test_rules_topics_say_fields_in_words() -> None:
    for topic in reference.topics(registry.load("hellas"))[:9]:
        prose = [CODE.sub("", line) for line in topic.text.splitlines() if not line.startswith("    ")]
        for line in prose:
            assert not FIELD_SYNTAX.search(line), f"{topic.id}: {line}"
            assert "(test" not in line, f"{topic.id}: {line}"
        # Card and tile ids never stand in for names in the prose.
        for card in CARD_NAMES:
            if "-" in card:
                assert card not in " ".join(prose), f"{topic.id}: {card}"


def test_every_game_topic_was_read() -> None:
    ids = [t.id for t in reference.topics(registry.load("hellas"))[:9]]
    assert ids == ["overview", "setup", "coast", "turn", "gods", "victory", "decisions", "components", "kit"]


def test_field_help_names_cards_and_tiles_as_people_do() -> None:
    ruleset = registry.load("hellas")
    for spec in ruleset.actions:
        for field in spec.fields:
            for card in CARD_NAMES:
                if "-" in card:  # an id no sentence would use
                    assert card not in field.help, f"{spec.name} {field.name}: {field.help}"
            assert not re.search(r"\b[a-z]+,[a-z]+\b", field.help), f"{spec.name} {field.name}: {field.help}"
    attack = ruleset.action("attack")
    assert attack is not None and attack.field("sources") is not None
    sources = attack.field("sources")
    assert sources is not None
    assert sources.help == "your cities, one per Greek sent: a city named twice sends two Greeks from it"


def test_the_deal_offers_each_gods_cards_by_name() -> None:
    session = new_session()
    spec = session.ruleset.action("deal")
    assert spec is not None
    for god, name in GOD_NAMES.items():
        field = spec.field(god)
        assert field is not None and field.catalogue == f"{god}-card"
        labels = [e.label for e in session.catalogue(f"{god}-card").entries]
        assert labels and all(label[0].isupper() and "-" not in label for label in labels)
        assert field.help == f"the card drawn from the {name} deck"
    # Names as printed are taken; a card from another god's deck is named in the refusal with the choices.
    proposal = session.propose("deal", {"zeus": "Void", "poseidon": "Ships defend", "ares": "plus one"})
    assert proposal.args["poseidon"] == "ships-defend" and not proposal.violations
    with pytest.raises(NotFound) as caught:
        session.propose("deal", {"zeus": "flood", "poseidon": "void", "ares": "plus-one"})
    message = str(caught.value)
    assert message.startswith("poseidon: no Poseidon card 'void'")
    assert "Flood, Ships defend, Two extra figures" in message


def test_card_refusals_name_what_is_missing_in_words() -> None:
    hands = ({"ships-to-greeks": 1, "swap-city": 1, "steal-card": 1, "reuse": 1}, {"retreat": 1})
    session = at_turns(tile("a", LIGHT, 2, 2, land=("b",)), tile("b", DARK, 1, 1, land=("a",)), hands=hands)
    assert _refusals(session, "play", {"card": "ships-to-greeks"}) == ["name your city whose ships become Greeks"]
    assert "A has 2 ships to turn: say how many become Greeks with count=" in _refusals(
        session, "play", {"card": "ships-to-greeks", "city": "a", "count": 3}
    )
    # Swap a city and Card theft are chosen once the card stands (carry-out); Swap a city's cities are not taken
    # with the play (R64-65, play-test 10).
    assert _refusals(session, "play", {"card": "swap-city", "city": "b", "their_city": "a"}) == [
        "name the cities once the card stands, with carry-out: the opponent decides on Void first"
    ]
    assert _refusals(session, "play", {"card": "steal-card"}) == []
    assert _refusals(session, "play", {"card": "reuse"}) == ["name the card you use again"]
    session.act("attack", {"target": "b", "sources": "a"})
    assert _refusals(session, "react", {"card": "retreat"}) == ["name another city of yours to retreat to"]


def test_options_are_named_as_the_rules_name_them() -> None:
    session = at_turns(tile("a", LIGHT, 2, 1), tile("b", DARK, 1, 1), hands=({"plus-one": 1, "flood": 1}, {}))
    session.act("reinforce", {"greeks": "a"})
    assert "Plus one belongs to an attack; this turn took Reinforcements" in _refusals(
        session, "play", {"card": "plus-one"}
    )
    refusals = _refusals(session, "attack", {"target": "b", "sources": "a"})
    assert "this turn's option was taken already (Reinforcements)" in refusals


def test_a_cancelled_card_and_the_first_coast_in_the_panels() -> None:
    session = at_turns(tile("a", LIGHT, 2, 1), tile("b", DARK, 1, 1), hands=({"flood": 1}, {"void": 1}))
    session.act("play", {"card": "flood"})
    session.act("react", {"card": "void"})
    views = {v.title: v for v in session.ruleset.views(session.context())}
    assert views["Cards this turn"].rows == (("Light: Flood, cancelled by a Void",), ("Dark: Void",))
    coast = new_session(kit=example_kit())
    coast.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    coast.act("coast-tile", {"tile": "corinth", "at": "NE of the dolphin tile", "turn": 0})
    views = {v.title: v for v in coast.ruleset.views(coast.context())}
    assert views["First coast"].rows == (
        ("Light: 1 of 4 tiles placed",),
        ("Dark: 0 of 4 tiles placed; starting cards still to draw",),
    )
    trackers = coast.ruleset.trackers(coast.context(), LIGHT)
    assert trackers == {"cities": 1, "temples": 0, "reinforcements": 3, "cards": 3}


def test_tile_questions_say_what_is_wanted_in_words() -> None:
    session = new_session(kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    assert _refusals(session, "coast-tile", {}) == [
        "say which tile was turned up, or give a name to a tile the kit does not know"
    ]
    asked = _refusals(session, "coast-tile", {"tile": "corinth"})
    assert asked[0].startswith("say where it goes: ") and "NE of the dolphin tile" in asked[0]
    assert _refusals(session, "coast-tile", {"name": "Melos"}) == [
        "say where Melos goes and its six sides (such as LLSSSS)",
        "say whether Melos's city shows a temple",
    ]


@pytest.mark.parametrize("seed", [3, 12, 21])
def test_no_refusal_uses_field_syntax(seed: int) -> None:
    info = registry.get("hellas")
    rng = random.Random(seed)
    session = Session.new(info.load(), [("Ann", None), ("Bo", None)], rng=rng)
    seen = 0
    for _ in range(6):
        random_playout(session, 12, rng, force_rate=0.2)
        for spec in session.available():
            for _ in range(4):
                raw = {f.name: random_value(f, session, rng) for f in spec.fields if f.required or rng.random() < 0.4}
                try:
                    proposal = session.propose(spec.name, raw)
                except BadInput:
                    continue
                for violation in proposal.violations:
                    seen += 1
                    assert not FIELD_SYNTAX.search(violation.message), f"{spec.name}: {violation.message}"
                    assert "(set-aside)" not in violation.message
    assert seen


def test_the_landscape_deck_is_counted_in_tiles() -> None:
    """Audit of issue 17: show said 'the landscape deck: 12 cards face down'; a god deck stays 'cards'
    (never a card's name: what is left in a face-down deck is secret)."""
    from tui.show_text import render

    session = new_session()
    lines = render(session, session.summary()).splitlines()
    assert "  the landscape deck: 23 tiles face down" in lines
    assert "  the Zeus deck: 16 cards face down" in lines


def test_what_to_say_and_what_cannot_be_turned_up_are_said_plainly() -> None:
    """Hellas play-test: a question ('say whose ship goes home') ended 'this cannot be overridden; if the
    table differs, use correct'; a tile on the coast named again was 'no landscape tile'; six land sides
    were taken as a description (L1/f8-9: every tile shows water)."""
    from engine.errors import RuleRefused
    from tests.hellas.helpers import placed
    from tui.cli.session import _with_hint

    session = at_turns(placed("pylos", LIGHT, 1, 2, (0, -1)), placed("rhodes", DARK, 1, 1, (1, -1)), kit=example_kit())
    with pytest.raises(RuleRefused) as asked:
        session.act("voyage", {"tile": "tile-c"})
    assert str(_with_hint(asked.value, "g")).endswith(
        "this cannot be overridden; say at=pylos-ne or pylos-sw"  # the field and its values (issue 35 leftovers)
    )
    with pytest.raises(NotFound, match="tiles on the coast are not turned up again"):
        session.act("voyage", {"tile": "pylos"})
    with pytest.raises(BadInput, match="every tile shows water"):
        session.act("voyage", {"name": "Lemnos", "edges": "LLLLLL", "temple": "no"})
