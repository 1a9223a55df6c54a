"""Where sessions are saved and what a session may be called: what finding a save needs, and no more.

Kept apart from ``engine.saves`` (which reads and replays) so that a quick caller (a Tab
press in the shell) finds a save's file without importing the machinery that reads it.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from engine.datadir import data_dir
from engine.i18n import quoted, tr

SUFFIX = ".toml"
ENV_VAR = "TABULA_SAVES"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}\Z")  # \Z: "$" would accept "name\n"
#: Where saves were kept before they moved to the data folder: relative to wherever ``tabula`` ran.
LOCAL = Path("saves")
#: The local folders already announced (one a line), in the data folder: the note is said once.
NOTED = "local-saves-noted.txt"


def saves_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The saves folder: ``--saves-dir``, else ``$TABULA_SAVES``, else a ``./saves`` folder holding saves
    (kept from before saves moved), else ``saves`` in the user's data folder (beside the kits).

    The data folder is the same wherever ``tabula`` runs: ``tabula list`` in another folder finds the
    same sessions, and ``tabula demo`` makes no ``saves/`` in the folder it runs in.
    """
    chosen = explicit or os.environ.get(ENV_VAR)
    if chosen:
        return Path(chosen)
    return LOCAL if local_saves() else data_dir() / "saves"


def local_saves() -> bool:
    """Whether the folder ``tabula`` runs in has a ``./saves`` holding sessions (an empty one, or a
    project's own ``saves/`` of other files, is not taken for Tabula's)."""
    try:
        return any(NAME.match(path.stem) for path in LOCAL.glob("*" + SUFFIX))
    except OSError:
        return False


def local_note(folder: Path) -> str:
    """What to tell the first time a ``./saves`` folder is used rather than the data folder ('' when
    ``folder`` is another, or it was told before): the person learns once where new saves would go
    elsewhere, and is not told again on every command."""
    if folder != LOCAL:
        return ""
    here = str(LOCAL.resolve())
    record = data_dir() / NOTED
    try:
        told = record.read_text(encoding="utf-8").splitlines() if record.is_file() else []
        if here in told:
            return ""
        record.parent.mkdir(parents=True, exist_ok=True)
        record.write_text("".join(f"{line}\n" for line in [*told, here]), encoding="utf-8")
    except OSError:
        pass  # the note is said again next time: better than not at all
    said = tr("using the saves in {here} (a saves folder here); elsewhere sessions are saved in {home}")
    return said.format(here=here, home=data_dir() / "saves")


def check_name(name: str) -> str:
    """A session name safe to use as a file name.

    Raises:
        BadInput: Path separators, ``..``, odd characters or too long.
    """
    if not NAME.match(name):
        from engine.errors import BadInput  # only now: its dataclasses cost a Tab press 12 ms

        said = tr("session name {name} is not allowed: use 1-64 letters, digits, '-' or '_' (no paths, no dots)")
        raise BadInput(said.format(name=quoted(name)))
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
