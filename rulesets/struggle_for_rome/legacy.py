"""Saves from older rules versions: the options that replay their logs as those rules took them.

``migrate`` switches them on for a save from an older version; ``StruggleForRome.legacy_options`` declares them.
"""

from __future__ import annotations

from typing import Any

from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import tr
from rulesets.struggle_for_rome import chances, empire_part, income, mended, owed, reaching, tribes, turns
from rulesets.struggle_for_rome.common import KNOWN_LOG

#: Saves from before versions 4 to 12 replay their logs as those rules took them (see the module each option's
#: name comes from).
LEGACY_OPTIONS = (
    Field(turns.BUILD_LOG, "bool", "every player took a build turn (saves before v4)", default=False),
    Field(turns.TRIBE_LOG, "bool", "a tribe's record lasted the round (saves before v4)", default=False),
    Field(income.ROLL_LOG, "bool", "the table ended a roll with typed income (saves before v5)", default=False),
    Field(KNOWN_LOG, "bool", "the table typed what the app now works out (saves before v5)", default=False),
    Field(chances.PASS_LOG, "bool", "the table ended each tribe turn (saves before v7)", default=False),
    Field(income.LATE_LOG, "bool", "a roll dropped income not yet entered (saves before v10)", default=False),
    Field(income.LIMES_LOG, "bool", "the table typed income east of the Limes (saves before v8)", default=False),
    Field(reaching.REACH_LOG, "bool", "a conquest's reach was taken unasked (saves before v9)", default=False),
    Field(empire_part.WHOLE_LOG, "bool", "an empire's whole income was typed (saves before v11)", default=False),
    Field(owed.SEVEN_LOG, "bool", "income owed across a 7 was typed (saves before v12)", default=False),
    Field(tribes.IDLE_LOG, "bool", "an idle forced out of its phase paid (saves before v12)", default=False),
)


def migrate(data: dict[str, Any], from_version: str, version: str) -> dict[str, Any]:
    """A save's data from an older rules version, with the options that replay it as those rules took it.

    Args:
        data: the save as read.
        from_version: the rules version that wrote it.
        version: the rules version now (the ruleset's).

    Returns:
        The data to open, marked as of ``version``.

    Raises:
        BadInput: a version 1 save, which cannot be replayed.
    """
    from engine.autoend import drop_typed_ends

    if from_version in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11"):
        # Version 12 works out income owed for a roll before a 7 once the board is told, the legionary where
        # it stood then (see ``owed.as_rolled``): an older log's table typed it. Its idle forced out of the
        # tribe phases no longer pays (``tribes.check_idle``): an older log's did.
        options = {**(data.get("options") or {}), owed.SEVEN_LOG: True, tribes.IDLE_LOG: True}
        data = {**data, "options": options, "ruleset_version": version}
    if from_version in ("2", "3", "4", "5", "6", "7", "8", "9", "10"):
        # Version 11 works out the board kit's part of an empire's income and prices a forced move (see
        # ``empire_part``, ``tribes``): an older log's table typed it all, and its forced move was free.
        options = {**(data.get("options") or {}), empire_part.WHOLE_LOG: True}
        data = {**data, "options": options, "ruleset_version": version}
    if from_version in ("2", "3", "4", "5", "6", "7", "8", "9"):
        # Version 10 keeps income not entered before the next roll owed (see ``owed.close``): an older
        # log's table rolled on and dropped it.
        options = {**(data.get("options") or {}), income.LATE_LOG: True}
        data = {**data, "options": options, "ruleset_version": version}
    if from_version in ("2", "3", "4", "5", "6", "7", "8"):
        # Version 9 asks how far a city is from an empire where the kit cannot tell, and learns the arrow
        # (see ``reaching``): an older log's conquest took the table's word unasked.
        options = {**(data.get("options") or {}), reaching.REACH_LOG: True}
        data = {**data, "options": options, "ruleset_version": version}
    if from_version in ("2", "3", "4", "5", "6", "7"):
        # Version 8 knows the legionary never stands east of the Limes, so works out income there: an older
        # log's table typed it (see ``income.blocked``).
        options = {**(data.get("options") or {}), income.LIMES_LOG: True}
        data = {**data, "options": options, "ruleset_version": version}
    if from_version in ("2", "3", "4", "5", "6"):
        # Version 7 passes a tribe's turn once it has moved and has nothing left (see ``chances``): an older
        # log's table ended those turns itself.
        options = {**(data.get("options") or {}), chances.PASS_LOG: True}
        data = {**data, "options": options, "ruleset_version": version}
    if from_version in ("2", "3", "4", "5"):
        # Version 6 refuses a landscape east of the Limes in a province: an older one keeps its province and
        # loses the mark, so the save opens and replays as it did (see ``mended``).
        data = {**mended.limes(data), "ruleset_version": version}
    if from_version in ("2", "3", "4"):
        # Version 4 passes a build turn with nothing to do and starts each tribe's record with its phase:
        # an older log keeps every build turn and the round's record (see ``turns``). Version 5 ends a roll
        # whose income was typed once everyone's is in, and works out more of the income (``income``): an
        # older log's table ended its rolls and typed that income.
        kept = [income.ROLL_LOG, KNOWN_LOG]
        if from_version != "4":
            kept += [turns.BUILD_LOG, turns.TRIBE_LOG]
        legacy = dict.fromkeys(kept, True)
        data = {**data, "options": {**(data.get("options") or {}), **legacy}, "ruleset_version": version}
    if from_version == "2":
        # Version 3 ends the roll by itself when the kit worked out every income: a typed end goes.
        # Only the roll is new: version 2 already left the other phases after their last turn.
        return drop_typed_ends(data, version, ("roll",))
    if from_version in ("3", "4", "5", "6", "7", "8", "9", "10", "11"):
        return data
    # Version 1 kept its own counts and typed cities inline; its logs may hold what cannot exist
    # (13 horses), so they are not translated: an honest refusal beats a replay that drifts.
    raise BadInput(
        tr(
            "this save was written by Struggle for Rome rules version {version}, before components were "
            "counted; it cannot be replayed: start a new session (the demo shows the new commands)"
        ).format(version=from_version)
    )
