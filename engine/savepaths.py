"""Where sessions are saved and what a session may be called: what finding a save needs, and no more.

Kept apart from ``engine.saves`` (which reads and replays) so that a quick caller (a Tab
press in the shell) finds a save's file without importing the machinery that reads it.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from engine.i18n import tr

SUFFIX = ".toml"
ENV_VAR = "TABULA_SAVES"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}\Z")  # \Z: "$" would accept "name\n"


def saves_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The saves folder: ``--saves-dir``, else ``$TABULA_SAVES``, else ``./saves``."""
    chosen = explicit or os.environ.get(ENV_VAR) or "saves"
    return Path(chosen)


def check_name(name: str) -> str:
    """A session name safe to use as a file name.

    Raises:
        BadInput: Path separators, ``..``, odd characters or too long.
    """
    if not NAME.match(name):
        from engine.errors import BadInput  # only now: its dataclasses cost a Tab press 12 ms

        said = tr("session name {name} is not allowed: use 1-64 letters, digits, '-' or '_' (no paths, no dots)")
        raise BadInput(said.format(name=repr(name)))
    return name


def path_in(folder: Path, name: str) -> Path:
    """The file of the session called ``name`` in ``folder`` (name not checked:
    listed files may carry any stem)."""
    return folder / (name + SUFFIX)


def resolve(save: str, folder: Path) -> Path:
    """The file behind SAVE: a name in the folder, or a path ending in ``.toml``."""
    if save.endswith(SUFFIX):
        return Path(save)
    return path_in(folder, check_name(save))
