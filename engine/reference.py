"""Rules reference: Markdown topics from a ruleset's ``rules/`` folder.

Topics are files named ``NN-id.md`` (the number orders them); the first
``# heading`` is the title. The engine adds its own topics (turns, undo,
dice) unless the game has a topic of the same id.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from engine.errors import BadInput
from engine.names import fold_words

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from engine.ruleset import Ruleset

_FILE = re.compile(r"^(?:\d+-)?(?P<id>[a-z0-9][a-z0-9-]*)\.md$")


@dataclass(frozen=True)
class Topic:
    """One page of a rules reference."""

    id: str
    title: str
    text: str


def _read_folder(folder: Traversable) -> list[Topic]:
    out: list[Topic] = []
    if not folder.is_dir():
        return out
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        match = _FILE.match(entry.name)
        if not match:
            continue
        text = entry.read_text(encoding="utf-8")
        title = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), match["id"])
        out.append(Topic(match["id"], title, text))
    return out


def topics(ruleset: Ruleset) -> list[Topic]:
    """The game's topics in order, then the engine's general ones."""
    own = _read_folder(ruleset.resource("rules")) if ruleset.package else []
    ids = {t.id for t in own}
    general = [t for t in _read_folder(resources.files("engine").joinpath("help")) if t.id not in ids]
    if not ruleset.uses_dice:
        # No dice topic: nor a link to it ("See also: [undo](undo), [dice](dice)" led nowhere).
        general = [
            Topic(t.id, t.title, t.text.replace(", [dice](dice)", "").replace("[dice](dice), ", ""))
            for t in general
            if t.id != "dice"
        ]
    return own + general


def topic(ruleset: Ruleset, wanted: str) -> Topic:
    """One topic by id (or by a unique prefix of its id or title).

    Raises:
        BadInput: No such topic, or an ambiguous prefix.
    """
    every = topics(ruleset)
    key = wanted.strip().lower()
    for item in every:
        if item.id == key:
            return item
    found = [t for t in every if t.id.startswith(key) or t.title.lower().startswith(key)]
    if len(found) == 1:
        return found[0]
    listed = ", ".join(t.id for t in (found or every))
    raise BadInput(f"no rules topic {wanted!r} for {ruleset.name} ({'did you mean' if found else 'topics'}: {listed})")


def search(ruleset: Ruleset, text: str) -> list[tuple[Topic, list[str]]]:
    """Topics containing every word of ``text``, each with its matching lines."""
    words = fold_words(text).split()
    if not words:
        raise BadInput("--search needs some text")
    out = []
    for item in topics(ruleset):
        folded = fold_words(item.text)
        if all(word in folded for word in words):
            lines = [line.strip() for line in item.text.splitlines() if any(w in fold_words(line) for w in words)]
            out.append((item, lines))
    return out
