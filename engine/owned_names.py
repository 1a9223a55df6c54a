"""The names a player's holder answers to when typed by its owner and its sort: ``Petr's coins``,
``coins of Petr``, in Czech ``mince Petra`` (the play-test typed these for Civilization's coin dial and was
refused: only ``coins Petr`` and the label answered).

Czech puts the owner in the genitive (``Petra``, ``Mirka``, ``Honzy``): the forms here are guesses good
enough for matching what people type, never shown; a name they do not fit still answers in its own form
(``mince hráče Dagmar``).
"""

from __future__ import annotations

from engine.i18n import translations

#: Consonants after which Czech takes the soft endings (``Tomáš`` -> ``Tomáše``, ``Saša`` -> ``Saši``).
_SOFT = frozenset("čšžřcjďťň")
#: Endings where both the hard and the soft genitive are heard (``Klaus`` -> ``Klause``, ``Denis`` -> ``Denisa``).
_EITHER = frozenset("sxz")


def genitives(name: str) -> list[str]:
    """Likely Czech genitives of a first name, the name itself first (``Petr``: ``Petr``, ``Petra``).

    Args:
        name: A player's name as given at ``new``.

    Returns:
        The name and the forms a Czech speaker would likely type after a noun ("mince Petra").
    """
    forms = [name]
    if len(name) < 2 or not name[-1].isalpha():
        return forms
    last, before = name[-1].lower(), name[-2].lower()
    stem = name[:-1]
    if last == "a":
        forms.append(stem + ("i" if before in _SOFT else "y"))  # Honza -> Honzy, Saša -> Saši
    elif last == "í":
        forms.append(name + "ho")  # Jiří -> Jiřího
    elif last in "eéiyo":
        pass  # said as it is
    elif name.lower().endswith("ek") and len(name) > 3:
        forms += [name[:-2] + "ka", name + "a"]  # Mirek -> Mirka
    elif last in _SOFT:
        forms.append(name + "e")  # Tomáš -> Tomáše, Ondřej -> Ondřeje
    elif last in _EITHER:
        forms += [name + "e", name + "a"]
    else:
        forms.append(name + "a")  # Petr -> Petra
    return list(dict.fromkeys(forms))


def owner_aliases(sort: str, player: str) -> list[str]:
    """Names of a player's holder of one sort: ``Petr's coins``, ``coins of Petr``, and in Czech, where the
    game translates the sort, ``mince Petra`` and ``mince hráče Petr``.

    Args:
        sort: The holder's sort, the part of its id before ``:`` (``coins``).
        player: The owner's name.
    """
    names = [f"{player}'s {sort}", f"{sort} of {player}"]
    for word in dict.fromkeys(translations(sort)):
        names += [f"{word} {owner}" for owner in genitives(player)]
        names.append(f"{word} hráče {player}")
    return names
