"""Saves written by older Mare Nostrum rules load and mean what they meant."""

from __future__ import annotations

from engine import saves
from engine.writer import to_data
from rulesets.mare_nostrum.common import BLOCKADE_LOG, LANDING_LOG, LOOSE_LOG, SETUP_LOG
from rulesets.mare_nostrum.components import symbol_holder
from rulesets.mare_nostrum.conquest import SEIZE_LOG
from rulesets.mare_nostrum.exchange import EARLY_END_LOG
from rulesets.mare_nostrum.idle import IDLE_LOG, SUPPLY_LOG
from rulesets.mare_nostrum.legacy import CHOSEN_TURN_LOG
from rulesets.mare_nostrum.moved_out import STRATEGY_PASS_LOG
from rulesets.mare_nostrum.one_round import ROUNDS_LOG
from rulesets.mare_nostrum.payment import GARDENS_LOG, GARDENS_PICK_LOG
from rulesets.mare_nostrum.roles import HANDED_ON_LOG
from rulesets.mare_nostrum.rounds import INCOME_LOG
from rulesets.mare_nostrum.setup_end import SETUP_END_LOG
from rulesets.mare_nostrum.spared import BUILD_PASS_LOG, TAXES_LOG
from rulesets.mare_nostrum.taking import LAST_TAKE_LOG
from tests.mare_nostrum.helpers import deal, hand_of, petrs_attack, table
from tests.mare_nostrum.test_round import _started


def test_a_version_2_log_keeps_its_build_phase() -> None:
    # Version 2 needed a typed `next-phase` after the exchange; version 3 ends the trade phase by itself.
    # The old log's typed end is dropped, or replaying it would skip the build phase.
    session = _started()
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {"taxes": 3})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    assert session.phase.id == "build"
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "legion", "province": "babylon"})
    data = to_data(session)
    events = list(data["events"])
    at = next(i for i, raw in enumerate(events) if raw["t"] == "exchange-size") + 1
    old = {**data, "ruleset_version": "2", "events": events[:at] + [{"t": "next-phase", "at": 0}] + events[at:]}
    loaded = saves.from_data(old, "old")
    # An older log keeps its meaning (see the version 4 test, and issue 32's exchange for EARLY_END_LOG).
    # A log that never blockaded one transport twice, nor passed a setup turn by hand, keeps version 7's rules;
    # one that never blockaded, version 8's.
    old_rules = {LOOSE_LOG: True, EARLY_END_LOG: True, INCOME_LOG: True, IDLE_LOG: True}
    old_rules |= {BLOCKADE_LOG: False, SETUP_LOG: False, LANDING_LOG: False}
    # It bought (its build turns passed by hand), and named no lone tax card for a set (version 9).
    old_rules |= {BUILD_PASS_LOG: True, TAXES_LOG: False}
    # Its setup went on by itself (no next-phase typed before the exchange): version 10's end of it stands.
    old_rules |= {SETUP_END_LOG: False}
    # Its session keeps every take and seizure typed (``helpers.typed_forced``), and the save says so.
    old_rules |= {LAST_TAKE_LOG: True, SEIZE_LOG: True}
    # It never played a strategy turn: version 12's passing of a turn with nothing left stands.
    old_rules |= {STRATEGY_PASS_LOG: False}
    # It bought (version 13 gives a build turn only where the reserve can still pay out); no Hanging Gardens.
    old_rules |= {GARDENS_LOG: False, SUPPLY_LOG: True}
    # It fought no battle: version 14's one round a turn in a place stands.
    old_rules |= {ROUNDS_LOG: False}
    # Nor the 36-point start: its role cards handed on stay put (version 14).
    old_rules |= {HANDED_ON_LOG: False}
    # It forced nothing in the build or strategy phase: version 15's turns taken by acting stand.
    old_rules |= {CHOSEN_TURN_LOG: False}
    # No Hanging Gardens either: version 16's 2 goods kept unchosen stand.
    old_rules |= {GARDENS_PICK_LOG: False}
    assert loaded.options == old_rules
    loaded.options = session.options
    assert loaded.same_as(session)
    assert loaded.phase.id == "build" and table(loaded).legions("babylon", "babylon") == 1
    assert [e.type for e in loaded.events] == [e.type for e in session.events]


def test_a_version_3_log_keeps_what_its_rules_ignored() -> None:
    # Version 3 ignored a card named for a ravage by a player without Nebuchadnezzar; version 4 takes what is
    # typed (forced past its rule). The older log must open and replay as it was played: no card taken.
    session = petrs_attack()
    # A grain caravan in Athens, put there as a table does (logged): the save holds all that happened.
    grain_symbol = {"holder": symbol_holder("athens", "grain"), "kind": "caravan", "source": "bank", "reason": "set"}
    if table(session).caravans("athens").count("grain") != 1:  # the preset start may have put it there
        session.act("correct", {**grain_symbol, "count": 1})
    session.act("move-legion", {"from": "south-of-rome", "to": "athens", "count": 3})
    session.act("battle", {"place": "athens", "defender": "greece", "attacker_rolls": "6,6,6", "defender_rolls": "1"})
    caravan = {"province": "athens", "building": "caravan:grain"}
    before = hand_of(session, "Petr")
    session.act("ravage", {**caravan, "good": "wine"}, force=True)
    assert hand_of(session, "Petr").get("wine", 0) == before.get("wine", 0) + 1  # version 4: as typed
    data = to_data(session)
    loaded = saves.from_data({**data, "ruleset_version": "3"}, "old")
    assert loaded.options[LOOSE_LOG] and loaded.events[-1].args["good"] == "wine"
    assert hand_of(loaded, "Petr") == before  # as version 3 took it: Petr has no Nebuchadnezzar
    # Saved again, it is a version 4 save that still replays its log as version 3 took it.
    again = saves.from_data(to_data(loaded), "again")
    assert again.same_as(loaded)
