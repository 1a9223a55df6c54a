"""Play-test 12, S2: a lone Stadium racer wins whatever they roll or play (l.6: the prizes follow the order
alone), so the race passes by itself, said in the log; no ``race`` dice and no ``play`` step. A save from
before version 13 still asks them."""

from __future__ import annotations

from engine import saves
from engine.actions import NoneFits
from engine.session import Session
from engine.writer import dumps
from rulesets.aquileia.lone import LONE_ASKED
from tests.aquileia.helpers import give_cards, new, place_all, set_person, to_phase


def _lone(options: dict[str, bool] | None = None) -> Session:
    session = new(options=options)
    give_cards(session, 0, "silver-horse-2")  # a horse of the racer's own metal: no card step all the same
    set_person(session, 0, blue=2)
    session.act("turn-up", {"at": "stadium", "card": "5 points"})
    place_all(session, {"Blue": ["silver-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "stadium")
    return session


def test_the_lone_racer_is_spared_the_dice_and_the_cards() -> None:
    session = _lone()
    said = [line for i in range(1, len(session.events) + 1) for line in session.outcome(i)]
    alone = said.index("Blue races alone and wins whatever the dice and cards would say: no roll and no cards.")
    assert said[alone - 1] == "III Stadium:"  # under the Stadium's heading, not the Placement's event alone
    names = {spec.name for spec in session.available()}
    assert "race" not in names and "rolls" not in names and "play" not in names
    offered = session.suggestions(session.spec("prizes"), "second_laurel")
    assert isinstance(offered, NoneFits) and not offered  # nobody is second
    # The prizes come at once: no "still to compete", no "still plays cards".
    session.act("prizes", {"winner_laurel": "5 points"})
    assert session.phase.id != "stadium"


def test_an_older_save_still_asks_the_lone_racer() -> None:
    session = _lone({LONE_ASKED: True})
    assert not any("races alone" in line for i in range(1, len(session.events) + 1) for line in session.outcome(i))
    session.act("race", {"dice": "silver,gold,bronze"})


def test_a_save_before_version_13_replays_the_lone_racers_roll() -> None:
    """A version-12 log typed the lone racer's ``race``: it opens and replays to the same table."""
    old = new(options={LONE_ASKED: True})  # typed events only, so the log replays to this very table
    place_all(old, {"Blue": ["silver-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(old, "stadium")
    old.act("race", {"dice": "silver,gold,bronze"})
    text = dumps(old).replace(f'ruleset_version = "{old.ruleset.version}"', 'ruleset_version = "12"')
    text = "\n".join(line for line in text.splitlines() if LONE_ASKED not in line) + "\n"
    assert 'ruleset_version = "12"' in text and LONE_ASKED not in text
    loaded = saves.loads_text(text, "old", "old.toml")
    assert loaded.options[LONE_ASKED] is True
    assert loaded.table == old.table and len(loaded.events) == len(old.events)
