"""How a pick list's search finds an option: by how the option starts, else by the starts of its words ("portus g"
and "po g" find Portus gold), accents aside. The : line's completion finds values the same way."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence


def _folded(text: str) -> str:
    """Lower case without accents, so "e" finds "é" and "Č" is found by "c"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> tuple[str, ...]:
    """The words of a text as searched: folded, split at anything not a letter or digit."""
    return tuple(re.findall(r"\w+", _folded(text)))


def found_in(typed: Sequence[str], option: Sequence[str]) -> bool:
    """Whether each typed word starts a word of the option, each a different one ("s s" is Stadium silver)."""
    left = list(option)
    for word in typed:
        at = next((i for i, there in enumerate(left) if there.startswith(word)), None)
        if at is None:
            return False
        del left[at]
    return True


#: Between an option's name and what it says of itself ("move-fleet — Move fleets ..."): see ``match``.
SAID = " — "


def match(typed: str, option: str) -> int | None:
    """How well ``typed`` finds ``option``, best first: 0 the option starts with it ("move-l", move-legion),
    1 it starts a word of the option's name ("gold 2", Stadium gold 2a), 2 each typed word starts a different
    word of its name ("st g", Stadium gold 2a; "move l", move-legion); 3 and 4 the same two found only with
    what the option says of itself after its name (move-fleet's "leave"); None: not at all."""
    typed, option = _folded(typed), _folded(option)
    if not words(typed):
        return None
    if option.startswith(typed):
        return 0
    name = option.split(SAID)[0]
    for rank, text in ((1, name), (3, option)):
        if re.search(r"(?<!\w)" + re.escape(typed), text):
            return rank
        if found_in(words(typed), words(text)):
            return rank + 1
    return None
