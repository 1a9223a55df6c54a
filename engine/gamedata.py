"""One way a game reads the data files shipped in its package (``data.toml``, ``kit.toml``): read once, typed
on the way out.

A game's numbers (how many legions, a card's cost) live in TOML beside its code. Each game reads them here:
``shipped(__package__)`` gives the file as ``GameData``, whose getters say what type they return and refuse
a value of another type with the file and key named, so a typo in a data file fails when the game is
loaded, in words, not later as a ``KeyError`` or a number that is text. ``shipped_text`` gives a file's text
for a reader with its own schema (a board kit, read by ``engine.kits.loads``).
"""

from __future__ import annotations

import importlib
import sys
import tomllib
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any


class DataError(ValueError):
    """A shipped data file lacks a key, or holds a value of another type than the game reads."""


class GameData(Mapping[str, Any]):
    """A table of a shipped TOML file (the whole file, or one of its tables), read through typed getters.

    It is also a read-only mapping of the raw values, for code that walks a table whose keys are data
    (card ids, god ids).
    """

    __slots__ = ("_values", "where")

    def __init__(self, values: Mapping[str, Any], where: str) -> None:
        self._values = values
        #: The file and the table, for messages ("hellas/data.toml [gods.zeus]").
        self.where = where

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def _value(self, key: str, kind: type | tuple[type, ...], said: str) -> Any:
        if key not in self._values:
            raise DataError(f"{self.where}: no {key!r} (a {said} is read there)")
        value = self._values[key]
        # bool is an int to Python; a count written `true` is a typo all the same.
        if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _kinds(kind)):
            raise DataError(f"{self.where}: {key!r} should be a {said}, not {value!r}")
        return value

    def number(self, key: str) -> int:
        """A whole number."""
        value: int = self._value(key, int, "whole number")
        return value

    def text(self, key: str) -> str:
        """A text."""
        value: str = self._value(key, str, "text")
        return value

    def flag(self, key: str) -> bool:
        """A yes or no."""
        value: bool = self._value(key, bool, "true or false")
        return value

    def numbers(self, key: str) -> tuple[int, ...]:
        """A list of whole numbers."""
        return tuple(self._items(key, int, "whole numbers"))

    def texts(self, key: str) -> tuple[str, ...]:
        """A list of texts."""
        return tuple(self._items(key, str, "texts"))

    def counts(self, key: str) -> dict[str, int]:
        """A table of whole numbers by name (``[costs]``: ``legion = 3``)."""
        return self._by_name(key, int, "whole numbers")

    def words(self, key: str) -> dict[str, str]:
        """A table of texts by name (``[roles]``: ``merchant = "Merchant"``)."""
        return self._by_name(key, str, "texts")

    def tables_by_name(self, key: str) -> dict[str, GameData]:
        """A table of tables by name (``[heroes.helen]``, ``[heroes.caesar]``)."""
        outer = self.table(key)
        return {name: outer.table(name) for name in outer}

    def table(self, key: str) -> GameData:
        """A table (``[key]`` or ``key = {...}``)."""
        return GameData(self._value(key, dict, "table"), f"{self.where} [{key}]")

    def tables(self, key: str) -> tuple[GameData, ...]:
        """An array of tables (``[[key]]``)."""
        return tuple(
            GameData(item, f"{self.where} [{key}][{index}]")
            for index, item in enumerate(self._items(key, dict, "tables"))
        )

    def _items(self, key: str, kind: type, said: str) -> list[Any]:
        items: list[Any] = self._value(key, list, f"list of {said}")
        wrong = [item for item in items if not isinstance(item, kind) or (isinstance(item, bool) and kind is not bool)]
        if wrong:
            raise DataError(f"{self.where}: {key!r} should be a list of {said}, not with {wrong[0]!r}")
        return items

    def _by_name(self, key: str, kind: type, said: str) -> dict[str, Any]:
        table: dict[str, Any] = self._value(key, dict, f"table of {said}")
        for name, value in table.items():
            if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
                raise DataError(f"{self.where} [{key}]: {name!r} should be one of {said}, not {value!r}")
        return dict(table)


def _kinds(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def package_folder(package: str) -> Path:
    """The folder of a package (a game's data lies beside its code); imported if it is not yet."""
    module = sys.modules.get(package) or importlib.import_module(package)
    where = getattr(module, "__file__", None)
    if where is None:
        raise DataError(f"{package} is not a package with files")
    return Path(where).parent


def shipped_text(package: str, name: str) -> str:
    """The text of a file shipped in ``package`` (a board kit, for its own reader)."""
    return (package_folder(package) / name).read_text(encoding="utf-8")


@cache
def shipped(package: str, name: str = "data.toml") -> GameData:
    """The TOML file ``name`` shipped in ``package``, read once per process.

    Raises:
        DataError: The file is not valid TOML (the message names it and the line).
    """
    text = shipped_text(package, name)
    where = f"{package.rpartition('.')[2]}/{name}"
    try:
        return GameData(tomllib.loads(text), where)
    except tomllib.TOMLDecodeError as error:
        raise DataError(f"{where}: {error}") from None
