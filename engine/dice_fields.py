"""Dice typed into a field: faces as numbers (``6,3,2``), or ``roll`` / ``roll:N`` / ``roll,roll`` for the app
to roll (``rng``), and dice of named faces. Kept apart from ``engine.fields`` so that module stays one
thing: reading a value of each type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.fields import Field
from engine.i18n import tr

if TYPE_CHECKING:
    # Only named in annotations: the module is imported by every calculator, most of which roll nothing.
    import random


def _rolls(field: Field, raw: str, rng: random.Random | None, players: int) -> tuple[int, random.Random]:
    """How many dice ``roll`` (as many as the field needs, or ``each`` a player) or ``roll:N``
    asks for, and the dice."""
    words = [word.strip() for word in raw.strip().lower().split(",")]
    text = raw.strip().lower()[4:].lstrip(":")
    if len(words) > 1 and all(word == "roll" for word in words):
        count: int | None = len(words)  # "roll,roll" said a die at a time rolls two, as roll:2 does
    else:
        count = field._int(text) if text else (field.each * players if field.each and players else field.min)
    if count is None:
        raise field._bad(raw, tr("say how many dice to roll, e.g. roll:3"))
    if rng is None:
        raise field._bad(raw, tr("virtual rolls are not allowed here"))
    return max(count, 0), rng


def roll_faces(field: Field, raw: str, rng: random.Random | None, players: int) -> list[str]:
    """A roll of dice of named faces (every face equally likely)."""
    count, rolled = _rolls(field, raw, rng, players)
    return field._count([rolled.choice(field.rolled) for _ in range(count)])


#: The Czech words for the app's roll (``kostky=hodit``, ``hoď:3``), read as ``roll``.
_ROLL_WORDS = ("hodit", "hoď", "hod")


def rolled_word(raw: Any) -> Any:
    """``raw`` with a Czech word for the app's roll made ``roll`` (the rest, ``:3``, kept)."""
    if not isinstance(raw, str):
        return raw
    text = raw.strip()
    for word in _ROLL_WORDS:
        rest = text[len(word) :]
        if text.lower().startswith(word) and (not rest or rest[0] in ":,"):
            return "roll" + rest.replace(word, "roll")
    return raw


def roll_asked(raw: Any) -> str | None:
    """The app's roll ``raw`` asks for, in English words (``roll``, ``roll:3``; Czech ``hoď:3`` read so); None
    for dice typed as their faces."""
    said = rolled_word(raw)
    return said if isinstance(said, str) and said.strip().lower().startswith("roll") else None


def dice(field: Field, raw: Any, rng: random.Random | None, players: int = 0) -> list[int]:
    """Dice as typed (``6,3,2``, each 1 to the field's sides), or rolled by the app (``roll``, ``roll:N``, in
    Czech ``hodit``)."""
    asked = roll_asked(raw)
    if asked is not None:
        count, rolled = _rolls(field, asked, rng, players)
        return field._count([rolled.randint(1, field.sides) for _ in range(count)])
    items = field._items(raw)
    if any(isinstance(item, str) and not item.strip().lstrip("-").isdigit() for item in items):
        # A die's faces, or the app's roll: "2d6" read as "expected a whole number" (play-test 10).
        raise field._bad(raw, tr("the faces shown, such as 6,3, or roll:N for the app to roll N dice"))
    faces = field._count([field._int(item) for item in items])
    for face in faces:
        if not 1 <= face <= field.sides:
            raise field._bad(raw, tr("a die shows 1 to {sides}").format(sides=field.sides))
    return faces
