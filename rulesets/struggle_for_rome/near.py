"""A new crossing named all but as a known one is taken for that one (fifth play-test: ``add-crossing
crossing="red 2"`` made a new crossing beside Red start crossing 2), as a new city is (``city_names.typo``)."""

from __future__ import annotations

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.names import fold, fold_words, listed
from engine.state import Context
from rulesets.struggle_for_rome.city_names import TYPO_RATIO
from rulesets.struggle_for_rome.taught import session_kit

TOPIC = "kit"


def _digits(name: str) -> str:
    return "".join(c for c in name if c.isdigit())


def _short_of(typed: str, name: str) -> bool:
    """Whether ``typed`` is ``name`` cut short: each word the start of a later word of it, in order, and the
    same numbers (``red 2`` of ``Red start crossing 2``)."""
    words, said = fold_words(typed).split(), fold_words(name).split()
    if not words or _digits(typed) != _digits(name):
        return False
    at = 0
    for word in words:
        while at < len(said) and not said[at].startswith(word):
            at += 1
        if at == len(said):
            return False
        at += 1
    return True


def near_crossing(ctx: Context, typed: str) -> list[Violation]:
    """A new crossing named all but as a known one is (a typo, or its name cut short) is taken for that one:
    the play-test's ``red 2`` made a new crossing beside Red start crossing 2. One printed with a name
    this close is added with --force, as a city is (``city_names.TYPO_RATIO``)."""
    import difflib  # only for a name the app does not know

    if session_kit(ctx).catalogue("crossings").get(typed) is not None:
        return []
    key = fold(typed)
    near = []
    for entry in session_kit(ctx).catalogue("crossings").entries:
        for name in {entry.name, entry.label}:
            ratio = difflib.SequenceMatcher(None, key, fold(name)).ratio()
            alike = ratio >= TYPO_RATIO and _digits(name) == _digits(typed)
            if (alike or _short_of(typed, name)) and entry.label not in near:
                near.append(entry.label)
    if not near:
        return []
    said = tr("the board has {crossing}: name it so (a crossing printed with a name this close is added with --force)")
    return [rule("Map", said.format(crossing=listed(near, "or")), TOPIC)]
