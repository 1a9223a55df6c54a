"""A fast reader for the event arrays of saves this engine wrote.

``tomllib`` is pure Python and spends about 40 ms on a 1,000-event log, most
of a session's load time. The arrays ``saves.dumps`` writes are regular: one
inline table per line, keys bare, strings JSON-escaped, values whole numbers,
booleans, text or lists of them. Such a line means the same in JSON once
``key =`` becomes ``"key":``, and the C JSON parser reads it ten times
faster.

The fast path is only an optimisation, never a second dialect: anything it
is not certain about (a comment, a quoted key, a float, a tab in a string,
an escape TOML lacks, a duplicate key, a table header before the arrays)
makes it give up, and the caller parses the whole text with ``tomllib``,
which also produces the error message. Tests check both readers agree.
"""

from __future__ import annotations

import json
import re
import tomllib
from typing import Any

#: The arrays the fast path handles, in the order saves write them.
ARRAYS = ("events", "redo")

# A string TOML and JSON read alike: escapes both share, no control
# characters, no surrogates. Written unrolled: it is the hot loop.
_CHARS = r'[^"\\\x00-\x1f\x7f]*'
_ESCAPE = r'(?:\\["\\bfnrt]|\\u(?![dD][89a-fA-F])[0-9a-fA-F]{4})'
_STRING = re.compile(f'("{_CHARS}(?:{_ESCAPE}{_CHARS})*")')
# Everything outside those strings (joined with NULs) may only be bare keys
# before ``=``, whole numbers, booleans, brackets, commas and spaces. A
# quote left here is a string of another kind; a float, ``null``, ``nan``
# or a comment fails too.
# Possessive quantifiers throughout: with plain ones a long run of digits
# that fails to match backtracks exponentially.
_PLAIN = re.compile(r"(?:[A-Za-z0-9_-]++ *+=(?!=)|true|false|-?[0-9]++|[ \t\n{}\[\],\x00]++)*+")
_KEY = re.compile(r"(?<![A-Za-z0-9_-])([A-Za-z0-9_-]++) *+=")


class _GiveUp(Exception):
    """The text is not in the shape the fast path is sure about."""


def _table(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    table = dict(pairs)
    if len(table) != len(pairs):  # TOML refuses a key given twice
        raise _GiveUp
    return table


def _refuse(_: str) -> Any:  # NaN, Infinity: JSON-only words
    raise _GiveUp


_JSON = json.JSONDecoder(object_pairs_hook=_table, parse_constant=_refuse)


def loads(text: str) -> dict[str, Any]:
    """Parse save text, the event arrays by the fast path when it is safe.

    Same result as ``tomllib.loads(text)``, and the same error for bad text.

    Raises:
        tomllib.TOMLDecodeError: The text is not valid TOML.
    """
    try:
        return _fast(text)
    except _GiveUp:
        return tomllib.loads(text)


def _fast(text: str) -> dict[str, Any]:
    arrays: dict[str, list[Any]] = {}
    rest = text
    for key in ARRAYS:
        opening = f"\n{key} = [\n"
        start = rest.find(opening)
        if start < 0:
            continue
        end = rest.find("\n]\n", start + len(opening) - 1)
        if end < 0:
            raise _GiveUp
        before = rest[:start]
        # A table header or a multi-line string before the array would put
        # ``key`` somewhere other than the top level: leave those to tomllib.
        if before.startswith("[") or "\n[" in before or '"""' in before or "'''" in before:
            raise _GiveUp
        body = rest[start + len(opening) : end + 1]
        arrays[key] = _array(body)
        rest = f"{before}\n{key} = []{rest[end + 2 :]}"
    if not arrays:
        raise _GiveUp
    try:
        data = tomllib.loads(rest)
    except tomllib.TOMLDecodeError:
        raise _GiveUp from None
    for key, rows in arrays.items():
        if data.get(key) != []:
            raise _GiveUp
        data[key] = rows
    return data


def _array(body: str) -> list[Any]:
    """The rows of an array body written one ``    {...},`` line each."""
    if "\r" in body or "\x00" in body:  # JSON reads CR as space; NUL is our joiner
        raise _GiveUp
    parts = _STRING.split(body)
    plain = "\x00".join(parts[0::2])
    if not _PLAIN.fullmatch(plain):
        raise _GiveUp
    parts[0::2] = _KEY.sub(_quote, plain).split("\x00")
    # Strings cannot hold a raw newline, so the text splits into the file's
    # lines; each must hold one whole table (JSON alone would let a table run
    # across lines, which an inline TOML table may not): outside strings it
    # opens with "{", closes with "}," and balances its brackets.
    for line in plain.split("\n")[:-1]:
        if not (line.endswith("},") and line.lstrip(" ").startswith("{")):
            raise _GiveUp
        if line.count("{") != line.count("}") or line.count("[") != line.count("]"):
            raise _GiveUp
    lines = "".join(parts).split("\n")[:-1]
    # One parse for the whole array: a Python call per row cost more than the parsing itself.
    try:
        rows = _JSON.decode("[" + "\n".join(lines)[:-1] + "]")
    except (ValueError, RecursionError):
        raise _GiveUp from None
    if len(rows) != len(lines) or not all(isinstance(row, dict) for row in rows):
        raise _GiveUp
    return list(rows)


def _quote(match: re.Match[str]) -> str:
    return f'"{match.group(1)}":'
