"""Forms offer what is available to the actor: techs their pyramid has room for, their cities, cards and tokens."""

from __future__ import annotations

from dataclasses import replace

from engine import saves
from engine.session import Session
from rulesets.civilization import INFO

ONDREJ, FILIP, AVESONN = 0, 1, 2


def offered(session: Session, action: str, field: str, seat: int | None) -> list[str]:
    """What the form offers for a field when the player in ``seat`` acts."""
    suggest = session.spec(action).suggest
    assert suggest is not None, f"{action} offers nothing for {field}"
    return list(suggest(session.context(actor=seat), field))


def _demo() -> Session:
    ruleset = INFO.load()
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", ruleset.id)


def _move(session: Session, kind: str, src: str, dst: str) -> None:
    session.tables[-1] = replace(session.table, ledger=session.table.ledger.move(kind, 1, src, dst))


def test_cities_are_the_actors_own_still_to_act() -> None:
    session = _demo()
    assert offered(session, "build", "city", ONDREJ) == ["china-capital", "xian"]
    assert offered(session, "harvest", "city", FILIP) == ["rome-capital"]
    assert offered(session, "metropolis", "city", AVESONN) == ["egypt-capital"]
    assert offered(session, "battle", "city", FILIP) == ["china-capital", "egypt-capital", "xian"]


def test_research_offers_techs_still_in_the_actors_deck_that_fit_their_pyramid() -> None:
    session = _demo()
    ondrej, filip = offered(session, "research", "tech", ONDREJ), offered(session, "research", "tech", FILIP)
    # Filip has the Code of Laws already: it is not his to research again.
    assert "code-of-laws" in ondrej and "code-of-laws" not in filip
    # One level 1 card leaves room at level 1 only; Avesonn's two make room for a level 2 tech too.
    assert "mathematics" not in ondrej and "mathematics" in offered(session, "research", "tech", AVESONN)
    # Writing is level 3: no pyramid here has room for it.
    assert "writing" not in filip


def test_governments_follow_the_actors_techs() -> None:
    session = _demo()
    assert offered(session, "government", "government", FILIP) == ["republic"]
    assert offered(session, "government", "government", ONDREJ) == []


def test_cards_and_tokens_are_the_actors_own() -> None:
    session = _demo()
    policies = ["expansion", "militarism", "pacifism", "rationalism"]
    assert offered(session, "policy", "policy", ONDREJ) == policies
    _move(session, "militarism:china", "policies:china", "policy:china")
    assert offered(session, "policy", "policy", ONDREJ) == ["expansion", "pacifism", "rationalism"]
    assert offered(session, "policy", "policy", FILIP) == policies
    assert offered(session, "trade", "resource", AVESONN) == ["iron"]
    assert offered(session, "trade", "resource", ONDREJ) == []
    assert offered(session, "trade", "to", ONDREJ) == ["Filip", "Avesonn"]
    _move(session, "ark", "map", "stock:rome")
    assert offered(session, "relic", "relic", FILIP) == ["atlantis", "attila", "confucius", "seven-cities"]


def test_build_offers_what_the_actor_could_build() -> None:
    session = _demo()
    ondrej, filip = offered(session, "build", "item", ONDREJ), offered(session, "build", "item", FILIP)
    # Writing unlocks the library, the Code of Laws the trading post.
    assert "library" in ondrej and "library" not in filip
    assert "trading-post" in filip and "trading-post" not in ondrej
    assert "army" in ondrej and "stonehenge" in ondrej
    _move(session, "stonehenge", "market", "city:xian")
    assert "stonehenge" not in offered(session, "build", "item", FILIP)
