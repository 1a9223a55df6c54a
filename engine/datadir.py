"""The user's data folder: the one place saves, kits, taught facts and settings are found.

Imported by the modules that keep files there (``engine.savepaths``, ``engine.kitfiles``, ``engine.i18n``'s
settings) and importing none of them, so finding it never makes an import cycle.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def data_dir() -> Path:
    """The user's data folder: ``$TABULA_DATA``, else the platform's (e.g. ``~/.local/share/tabula``).

    Found without importing platformdirs on Linux (a Tab press finds the saves folder; platformdirs costs
    it 10 ms).
    """
    chosen = os.environ.get("TABULA_DATA")
    if chosen:
        return Path(chosen)
    if sys.platform == "linux":  # as platformdirs says it (XDG), without its import
        xdg = os.environ.get("XDG_DATA_HOME", "").strip()
        return Path(xdg or os.path.expanduser("~/.local/share")) / "tabula"
    import platformdirs

    return Path(platformdirs.user_data_dir("tabula", appauthor=False))
