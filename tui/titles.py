"""Games named in the language spoken, read from each game's own catalogue without loading its rules.

Kept apart from ``tui.library`` (which loads sessions): ``tabula games`` and the calculators' list name every
game and must not import the engine's session to do it (benchmarks.run: 13 ms of start-up).
"""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path

from engine import registry
from engine.errors import BadInput
from engine.i18n import language, read_po, tr


def game_title(game: str) -> str:
    """A game's name in the language spoken ("Osadníci z Katanu: Boj o Řím" in Czech): the game's own words
    first, read without binding them (lists name several games, each from its own catalogue; its
    ``GameInfo`` name is a msgid there), else the engine's; the name as written for a game not installed."""
    try:
        name = registry.get(game).name
    except BadInput:
        return game
    words = game_words(game, language())
    return words[name] if words.get(name) else tr(name)


@cache
def game_words(game: str, lang: str) -> dict[str, str]:
    """A game's own translations into ``lang`` (its ``locale`` folder), read without importing its rules: the
    list names phases of several games, each in its own words (Aquileia's and Mare Nostrum's "Placement" differ
    in Czech)."""
    if lang == "en":
        return {}
    try:
        package = importlib.import_module(registry.get(game).loader.partition(":")[0].rpartition(".")[0])
    except (BadInput, ImportError, ValueError):
        return {}
    if not package.__file__:
        return {}
    folder = Path(package.__file__).with_name("locale") / lang / "LC_MESSAGES"
    out: dict[str, str] = {}
    for path in sorted(folder.glob("*.po")):
        out |= {msgid: forms[0] for msgid, _plural, forms in read_po(path.read_text(encoding="utf-8")) if forms}
    return out
