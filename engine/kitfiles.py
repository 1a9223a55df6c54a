"""Where kits live: shipped with a game, completed in the user's data folder, or given as a file.

A new session takes, in order: the file named with ``--kit``, the user's kit
of that game (``DATA/kits/GAME.toml``, where ``DATA`` is ``$TABULA_DATA`` or
the platform's user data folder), the kit shipped with the game, or an empty
kit. The session then keeps its own copy, so a save always opens on its own.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from engine.errors import SaveError
from engine.i18n import tr
from engine.kits import Kit, KitError, dumps, empty, loads

if TYPE_CHECKING:
    from engine.ruleset import Ruleset


def data_dir() -> Path:
    """The user's data folder (``engine.datadir``): kits and saves never end up in two different places."""
    from engine.datadir import data_dir as found

    return found()


def user_kit_path(game: str) -> Path:
    """Where the user's completed kit of a game is kept."""
    return data_dir() / "kits" / f"{game}.toml"


def read(path: Path, ruleset: Ruleset, origin: str = "") -> Kit:
    """A kit file, checked against the game's schema.

    Raises:
        KitError: Unreadable, not this game's, or any fact that does not hold.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise KitError(tr("{path}: no such kit file").format(path=path)) from None
    except (OSError, UnicodeDecodeError) as error:
        raise KitError(tr("{path}: cannot read: {error}").format(path=path, error=error)) from None
    return loads(text, ruleset.kit_schema, ruleset.id, str(path), origin or str(path))


@cache
def shipped(ruleset: Ruleset) -> Kit:
    """The kit that comes with the game (empty when it ships none)."""
    if not ruleset.package:
        return empty(ruleset.id)
    source = ruleset.resource(ruleset.kit_file)
    if not source.is_file():
        return empty(ruleset.id)
    where = f"{ruleset.id} {ruleset.kit_file}"
    return loads(source.read_text(encoding="utf-8"), ruleset.kit_schema, ruleset.id, where, "shipped")


def current(ruleset: Ruleset, explicit: Path | None = None) -> Kit:
    """The kit a new session of the game takes (see the module's docstring).

    Raises:
        KitError: The chosen file is damaged (a broken user kit is not skipped silently).
    """
    if explicit is not None:
        return read(explicit, ruleset)
    mine = user_kit_path(ruleset.id)
    if mine.is_file():
        return read(mine, ruleset, "user kit")
    return shipped(ruleset)


def save_user_kit(kit: Kit) -> Path:
    """Keep a kit as the user's kit of its game (atomically, with a backup of the old one).

    Raises:
        SaveError: The data folder cannot be written.
    """
    from engine.writer import write_atomic

    path = user_kit_path(kit.game)
    try:
        write_atomic(path, dumps(kit))
    except OSError as error:
        raise SaveError(tr("{path}: cannot write: {error}").format(path=path, error=error.strerror or error)) from None
    return path
