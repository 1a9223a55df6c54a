"""Where the cursor goes once an entry is picked in a form: to the next field the action still needs.

Kept apart from ``action_form`` (which calls it) so that module stays readable. The play-test picked a
caravan's province and the cursor went back to "who acts", which was known already; the good, still to
name, was two Tabs away.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.fields import Field


def needed_after_pick(
    fields: Sequence[Field], picked: str, given: dict[str, str], missing: Sequence[str], refused: bool
) -> str | None:
    """The name of the field the cursor goes to once ``picked`` was picked, else None (it stays on the pick).

    Args:
        fields: The form's fields in its order, those a cursor may fill in (no boxes, no hidden hands).
        picked: The field an entry was picked in ('' for who acts, before every field).
        given: The form's values as they stand after the pick.
        missing: Fields the action needs that are still empty.
        refused: Whether the rules refuse the entry as it stands (else it is allowed: Enter applies it, from
            the pick as from anywhere).

    Returns:
        The first needed field still empty, after the pick in the form's order, else before it; else, when
        the rules refuse the entry, the first empty field after the pick that has no default (what the rules
        ask for: a caravan's good); else the first count after the pick still at its default (how many
        fleets move). Never "who acts", which the form names from the start.
    """
    if picked and picked not in given:
        return None  # the pick emptied its field: it is still to be filled in
    names = [f.name for f in fields]
    start = names.index(picked) + 1 if picked in names else 0
    ahead, behind = fields[start:], fields[:start]
    needed = [f for f in (*ahead, *behind) if f.name in missing or (f.derived and f.name not in given)]
    if needed:
        return needed[0].name
    empty = [f for f in ahead if f.name not in given and f.default is None]
    if refused and empty:
        return empty[0].name
    # A count still at its default comes next (a fleet's "to", then how many): the play-test's "2" typed
    # after the pick reached the screen, a player's number key, and asked to show Bob's hidden cards. Enter
    # applies from the count as from the pick.
    counts = [f for f in ahead if f.type == "int" and f.name not in given]
    return counts[0].name if counts else None
