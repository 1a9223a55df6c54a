"""Older saves of Civilization read on: each version's legacy options, so an older log replays as it was taken."""

from __future__ import annotations

from typing import Any

from engine.errors import SaveError
from engine.i18n import tr
from rulesets.civilization.common import V4_LOG, V5_LOG, V6_LOG, V8_LOG, V9_LOG, V10_LOG, V11_LOG, V12_LOG, V13_LOG
from rulesets.civilization.management import ASKED_LOG, LOOSE_LOG

#: The culture track's options as sessions before version 8 of these rules took them when not given.
STAND_INS = {
    "culture_spaces": 21,
    "event_lines": [3, 6, 9, 12, 15, 18],
    "person_spaces": [2, 5, 8, 11, 14, 17, 20],
    "hand_limit_spaces": [],
}


def migrate(data: dict[str, Any], from_version: str, version: str) -> dict[str, Any]:
    """A save of an older version of these rules, with the options that keep its events meaning what they meant.

    Raises:
        SaveError: Version 1, whose events cannot be read as catalogue names.
    """
    if from_version not in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"):
        # Version 1 took any typed name as a tech, city or wonder: its events cannot be read as catalogue names.
        raise SaveError(
            tr(
                "saved with version {old} of the Civilization rules, which took names as typed; "
                "version {new} knows every tech, city and wonder by name: start a new session"
            ).format(old=from_version, new=version)
        )
    # Version 14 gives a great person only for a marker stopping on its space (``V13_LOG``); version 13 takes a
    # marker the table applies itself off the map, not into the token pile (``V12_LOG``);
    # version 12 counts each player's Metropolis card, asks for the defender's figures in a city taken and checks a
    # trade count against what the cities can make (``V11_LOG``); version 11 asks the table to confirm a
    # civilization's start pieces (``V10_LOG``), version 10 spends a Native Art marker (``V9_LOG``), version 9 holds
    # a found token once, as its reward (``V8_LOG``); each older version's own legacy below.
    legacy: dict[str, bool] = {V13_LOG: True}
    if from_version == "13":
        return {**data, "options": {**(data.get("options") or {}), **legacy}, "ruleset_version": version}
    legacy |= {V12_LOG: True}
    if from_version == "12":
        return {**data, "options": {**(data.get("options") or {}), **legacy}, "ruleset_version": version}
    legacy |= {V11_LOG: True}
    if from_version == "11":
        return {**data, "options": {**(data.get("options") or {}), **legacy}, "ruleset_version": version}
    legacy |= {V10_LOG: True}
    if from_version == "10":
        return {**data, "options": {**(data.get("options") or {}), **legacy}, "ruleset_version": version}
    legacy |= {V9_LOG: True} | ({V8_LOG: True} if from_version != "9" else {})
    if from_version == "9":
        return {**data, "options": {**(data.get("options") or {}), **legacy}, "ruleset_version": version}
    if from_version != "8":
        # Before version 8 the culture track's options stood in with these values when not given: an older
        # log goes on along the same track.
        data = {**data, "options": {**STAND_INS, **(data.get("options") or {})}}
    if from_version in ("2", "3", "4", "5", "6"):
        # Version 7 asks where coins come from (``V6_LOG``).
        legacy[V6_LOG] = True
    if from_version in ("2", "3", "4", "5"):
        # Version 3 pays a build's typed cost as typed, version 4 prices a figure's later builds by its first
        # typed cost, version 5 holds great persons as cards and gives generals, Despotism and relics their
        # rules (``V4_LOG``), version 6 passes turns with nothing to decide, ends research by itself, reads a
        # deal's amount as trade and adds a unit's upgrade to its card (``V5_LOG``): an older log goes on as it
        # was taken.
        legacy |= {V5_LOG: True} | ({V4_LOG: True} if from_version != "5" else {})
        legacy |= {ASKED_LOG: True} if from_version in ("2", "3") else {}
        legacy |= {LOOSE_LOG: True} if from_version == "2" else {}
    options = {**(data.get("options") or {}), **legacy}
    return {**data, "options": options, "ruleset_version": version}
