"""The Greek cities a table names its landscape tiles after, said in the language spoken.

The rules name no city: the table names each tile as it turns up (the demo's coast is Athens, Sparta,
Corinth...). A name that is one of these reads in the language spoken wherever a tile is shown (``Athény``
in Czech), while saves and ids keep the name as given; any other name reads as the table gave it, since a
player's own word is never to be translated.
"""

from __future__ import annotations

from engine.i18n import N_, tr
from engine.views import slug

#: Cities of ancient Greece and its coasts, as English writes them (a tile's name as given).
CITIES = (
    N_("Athens"),
    N_("Sparta"),
    N_("Corinth"),
    N_("Argos"),
    N_("Delphi"),
    N_("Thebes"),
    N_("Olympia"),
    N_("Mycenae"),
    N_("Pylos"),
    N_("Knossos"),
    N_("Rhodes"),
    N_("Miletus"),
    N_("Ephesus"),
    N_("Syracuse"),
    N_("Megara"),
    N_("Tiryns"),
    N_("Troy"),
    N_("Elis"),
    N_("Chalcis"),
    N_("Aegina"),
    N_("Ithaca"),
    N_("Marathon"),
    N_("Epidaurus"),
)
_KNOWN = frozenset(CITIES)
_BY_ID = {slug(name): name for name in CITIES}


def city(name: str) -> str:
    """A tile's name as people read it: a Greek city's in the language spoken, any other as given."""
    return tr(name) if name in _KNOWN else name


def city_by_id(tid: str) -> str | None:
    """The name of a tile whose id is a Greek city's (``athens``), in the language spoken; None for others."""
    name = _BY_ID.get(tid)
    return tr(name) if name is not None else None
