"""Saves from older rules versions: the options that replay their logs as those rules took them.

``migration`` switches them on for a save from before version 14; ``Civilization.legacy_options`` declares them.
"""

from __future__ import annotations

from engine.fields import Field
from rulesets.civilization.common import V4_LOG, V5_LOG, V6_LOG, V8_LOG, V9_LOG, V10_LOG, V11_LOG, V12_LOG, V13_LOG
from rulesets.civilization.costs import ASKED_LOG, LOOSE_LOG

#: Saves from before versions 3 to 14 replay their events as those rules took them (see ``costs.LOOSE_LOG``,
#: ``costs.ASKED_LOG``, ``common.V4_LOG`` to ``common.V13_LOG``).
LEGACY_OPTIONS = (
    Field(LOOSE_LOG, "bool", "typed values kept as older rules took them (saves before v3)", default=False),
    Field(
        ASKED_LOG,
        "bool",
        "a figure's cost asked at every build, as older rules did (saves before v4)",
        default=False,
    ),
    Field(
        V4_LOG,
        "bool",
        "great persons, generals, policies and relics as older rules took them (saves before v5)",
        default=False,
    ),
    Field(
        V5_LOG,
        "bool",
        "every turn taken, research ended, deals and unit cards typed as older rules took them (saves before v6)",
        default=False,
    ),
    Field(V6_LOG, "bool", "coins changed without a source, as older rules took them (saves before v7)", default=False),
    Field(
        V8_LOG,
        "bool",
        "found tokens held with their reward and turns left open, as older rules took them (saves before v9)",
        default=False,
    ),
    Field(V9_LOG, "bool", "a Native Art marker held as older rules took it (saves before v10)", default=False),
    Field(V10_LOG, "bool", "start pieces laid from the kit unasked, as older rules did (saves before v11)", False),
    Field(
        V11_LOG,
        "bool",
        "metropolis cards, cities taken and trade counts as older rules took them (saves before v12)",
        False,
    ),
    Field(V12_LOG, "bool", "a marker the table applies kept in the token pile (saves before v13)", False),
    Field(V13_LOG, "bool", "a great person for passing a person space, as older rules gave (saves before v14)", False),
)
