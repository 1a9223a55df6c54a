"""Play-test 9, bugs 12 and 14: steps with nothing to decide pass by themselves (rules version 10)."""

from __future__ import annotations

from engine import saves
from engine.session import Session
from engine.writer import dumps
from rulesets.aquileia.idle import PECUNIA_ASKED
from rulesets.aquileia.state import State
from tests.aquileia.helpers import RATES, kit_with, last_outcome, new, place_all, set_coins


def _pecunia_with(options: dict[str, bool] | None = None, **coins: int) -> Session:
    """Blue on Pecunia and Servi middle with these coins; the board's 2 rates (1 gold for 2 silver, 1 silver
    for 2 bronze) are all known."""
    session = new(kit=kit_with(RATES), options=options)
    for metal in ("gold", "silver", "bronze"):  # through the log, so a save replays it
        count = coins.get(metal, 0)
        if count != session.table.ledger.count("purse:blue", metal):
            session.act(
                "correct", {"holder": "purse:blue", "kind": metal, "count": count, "reason": "x", "source": "bank"}
            )
    place_all(session, {"Blue": ["pecunia", "equi-1"], "Yellow": [], "Red": [], "Vlada": []})
    return session


def test_pecunia_passes_when_no_rate_is_affordable() -> None:
    """ev2 R3: Ann held 1 bronze, every rate asks 2 coins of a kind or a gold or silver: she had to skip."""
    session = _pecunia_with(bronze=1)
    state: State = session.table.game
    assert "pecunia" in state.done
    said = session.outcome(len(session.events))
    assert "Blue can pay none of the board's Pecunia rates: Pecunia passes." in said
    assert session.ruleset.awaited(session.context()) == "equi"


def test_pecunia_waits_when_one_rate_is_affordable_or_the_rates_are_unknown() -> None:
    session = _pecunia_with(silver=1)
    assert "pecunia" not in session.table.game.done
    # The shipped kit knows no rate: a purse with coins may still pay one of the board's.
    unknown = new()
    set_coins(unknown, 0, bronze=1)
    place_all(unknown, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    assert "pecunia" not in unknown.table.game.done
    # An empty purse pays nothing, whatever the board shows.
    empty = new()
    set_coins(empty, 0)
    place_all(empty, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    assert (1, "pecunia:coin", 0) in empty.table.game.auto


def test_a_save_before_version_10_still_waits_for_the_pecunia_skip() -> None:
    """A version-9 log typed Ann's Pecunia skip: it opens and replays to the same table."""
    old = _pecunia_with({PECUNIA_ASKED: True}, bronze=1)
    assert "pecunia" not in old.table.game.done
    old.act("skip", {"space": "pecunia"})
    text = dumps(old).replace(f'ruleset_version = "{old.ruleset.version}"', 'ruleset_version = "9"')
    text = "\n".join(line for line in text.splitlines() if PECUNIA_ASKED not in line) + "\n"
    assert 'ruleset_version = "9"' in text and PECUNIA_ASKED not in text
    loaded = saves.loads_text(text, "old", "old.toml")
    assert loaded.options[PECUNIA_ASKED] is True
    assert loaded.table == old.table and len(loaded.events) == len(old.events)


def test_a_forum_builder_without_a_house_passes_once_the_space_before_is_skipped() -> None:
    """ev2h: Bo's houses corrected to 0 during the Forum; after Ann's skip at Forum 1 the app waited for Bo
    at Forum 2 and offered `build`."""
    session = new()
    set_coins(session, 0, bronze=3)
    set_coins(session, 1, bronze=3)
    place_all(session, {"Blue": ["forum-1"], "Yellow": ["forum-2"], "Red": [], "Vlada": []})
    assert session.phase.id == "forum"
    session.act(
        "correct", {"holder": "reserve:yellow", "kind": "house:yellow", "count": 0, "reason": "x", "source": "box"}
    )
    session.act("skip", {"space": "forum-1"})
    assert "Yellow has no house left to build with: Forum 2 passes." in last_outcome(session)
    assert session.phase.id != "forum"
