"""The app's stylesheet parsed once per install: later starts read the parsed rules from the cache folder.

Textual parses every CSS source at each start (the app's ``tabula.tcss`` and the default CSS of each widget
class it mounts): about 20 ms of opening a session, with the same result every time. The parsed rules depend
only on the CSS text, where it was read from, the theme's variables and Textual's code, so they are kept in
the user's cache folder under a digest of all of those, and a start finds them there. Anything unexpected
(no cache folder, a file from another version, a Textual whose stylesheet works differently) falls back to
parsing, as Textual does without this module.
"""

from __future__ import annotations

import os
import pickle
import sys
from pathlib import Path
from typing import Any

import textual
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.css.types import CSSLocation

from engine.digest import digest
from tui.cli.completion_cache import cache_dir

#: Bumped when what is kept changes shape (an older file is then ignored).
SHAPE = 1
#: Parsed sources a file holds at most: past it, only those this run used are written (a stylesheet edited
#: over and over would otherwise keep every version of itself).
MOST = 200


def _code_stamp() -> str:
    """What the parsed rules depend on besides their inputs: this Python, Textual's code and this module."""
    textual_dir = Path(textual.__file__).parent
    parts = [
        str(SHAPE),
        sys.version,
        str((textual_dir / "css" / "parse.py").stat().st_mtime_ns),
        str(Path(__file__).stat().st_mtime_ns),
    ]
    return _digest("\n".join(parts))


def _digest(text: str) -> str:
    return digest(text.encode())


def cache_file() -> Path:
    """Where this install's parsed rules are kept."""
    return cache_dir() / "css" / f"{_code_stamp()}.pickle"


class KeptStylesheet(Stylesheet):
    """A stylesheet whose parsed sources are read from, and added to, the cache file.

    Args:
        variables: The theme's CSS variables.
        path: The cache file (default: :func:`cache_file`).
    """

    def __init__(self, *, variables: dict[str, str] | None = None, path: Path | None = None) -> None:
        super().__init__(variables=variables)
        self._kept_path = path
        self._kept: dict[str, list[RuleSet]] | None = None
        self._kept_new = False
        self._used: set[str] = set()
        self._variables_seen: tuple[int, str] = (0, "")

    def _kept_rules(self) -> dict[str, list[RuleSet]]:
        if self._kept is None:
            self._kept = {}
            try:
                if self._kept_path is None:
                    self._kept_path = cache_file()
                kept = pickle.loads(self._kept_path.read_bytes())
                if isinstance(kept, dict):
                    self._kept = kept
            except Exception:  # no file, or one that cannot be read: parse as Textual does
                pass
        return self._kept

    def _variables_digest(self) -> str:
        # The variables change only with the theme: their digest is worked out once per set of them.
        if self._variables_seen[0] != id(self._variables):
            text = "\n".join(f"{name}={value}" for name, value in sorted(self._variables.items()))
            self._variables_seen = (id(self._variables), _digest(text))
        return self._variables_seen[1]

    def _parse_rules(
        self,
        css: str,
        read_from: CSSLocation,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> list[RuleSet]:
        inputs = (css, repr(read_from), is_default_rules, tie_breaker, scope, self._variables_digest())
        key = _digest(repr(inputs))
        kept = self._kept_rules()
        self._used.add(key)
        rules = kept.get(key)
        if rules is None:
            rules = super()._parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
            if not any(rule.errors for rule in rules):  # a source with errors is reported, never kept
                kept[key] = rules
                self._kept_new = True
        return rules

    def keep(self) -> None:
        """Write what was parsed anew to the cache file (nothing when every source was found there)."""
        if not self._kept_new or self._kept is None or self._kept_path is None:
            return
        self._kept_new = False
        kept = self._kept
        if len(kept) > MOST:
            kept = {key: rules for key, rules in kept.items() if key in self._used}
        _write(self._kept_path, kept)


def _write(target: Path, kept: dict[str, Any]) -> None:
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        # Written aside and renamed: an app starting meanwhile reads the old file or the new, never half.
        aside = target.with_suffix(f".{os.getpid()}.tmp")
        aside.write_bytes(pickle.dumps(kept, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(aside, target)
    except Exception:  # no cache folder (or rules that cannot be kept): the next start parses
        pass
