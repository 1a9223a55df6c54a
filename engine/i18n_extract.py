"""Babel extraction methods for Tabula's messages (used by ``babel.cfg`` and the tests; never at run time).

Besides ``tr``/``ntr``/``N_`` calls, a message is any plain string in a place the engine shows in the
current language: a rule's name and message, an error's message, a field's help, an action's help and log
line, a phase's name and guide, a component's name and plural, a catalogue entry's name, a calculator's
help; and in data files the keys ``name``, ``plural``, ``title``, ``help``, ``guide``, ``ability``.
Each yields ``(line, function, message, comments)`` as Babel expects; a counted message is a pair.

The name of an action and of a field is a message too, prefixed (``action:reinforce``, ``field:greeks``):
its word in another language, typed and shown on the command line (``engine.spoken_names``).
"""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Iterator
from typing import IO, Any

Found = tuple[int, str, "str | tuple[str, str]", list[str]]

#: Where messages sit in calls: function name -> (positional indexes, keyword names).
PLACES: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "tr": ((0,), ()),
    "N_": ((0,), ()),
    "rule": ((0, 1), ("name", "message")),
    "Violation": ((0, 1), ("rule", "message")),
    "BadInput": ((0,), ("message",)),
    "Field": ((2,), ("help", "needed")),
    "ActionSpec": ((), ("help", "text")),
    "PhaseSpec": ((1,), ("name", "guide")),
    "Entry": ((1,), ("name",)),
    "CalcSpec": ((), ("help",)),
    "Variant": ((1,), ("help",)),
    "KitField": ((2,), ("help",)),
    # The command line's help: Typer's options and arguments.
    "Option": ((), ("help",)),
    "Argument": ((), ("help",)),
    "Binding": ((2,), ("description", "tooltip")),
}
#: Counted messages: function name -> (singular, plural) as positions or keywords.
PAIRS: dict[str, tuple[tuple[int | str, ...], tuple[int | str, ...]]] = {
    "ntr": ((0,), (1,)),
    "Component": ((1, "name"), (2, "plural")),
    "count": ((1, "word"), (2, "plural")),
}
#: Calls whose first argument (or ``name=``) is the name of an action or a field: the prefix of its message.
NAMED: dict[str, str] = {"ActionSpec": "action:", "typed_action": "action:", "Field": "field:"}
#: Keys of data files whose values people read.
DATA_KEYS = frozenset({"name", "plural", "title", "help", "guide", "ability", "source"})  # source: a kit note


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _is_command(decorator: ast.expr) -> bool:
    """``@app.command()`` or ``@app.command("name")``: a command of the command line."""
    return isinstance(decorator, ast.Call) and _called(decorator) == "command"


def _text(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value else None


def _arg(node: ast.Call, *where: int | str) -> ast.expr | None:
    for place in where:
        if isinstance(place, int):
            if len(node.args) > place:
                return node.args[place]
        else:
            found = next((k.value for k in node.keywords if k.arg == place), None)
            if found is not None:
                return found
    return None


def extract_python(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[Found]:
    """Messages in a Python file: calls to ``tr``, ``ntr``, ``N_`` and the places in ``PLACES``."""
    tree = ast.parse(fileobj.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and any(_is_command(d) for d in node.decorator_list):
            doc = ast.get_docstring(node)  # a command's help on the command line (cleaned as Click cleans it)
            if doc:
                yield node.lineno, "", doc, []
            continue
        if not isinstance(node, ast.Call):
            continue
        name = _called(node)
        if name == "count" and not isinstance(node.func, ast.Name):
            continue  # ctx.count(holder, kind) counts units; only outcomes' count(n, word) says a word
        if name in PAIRS:
            one_at, many_at = PAIRS[name]
            one = _text(_arg(node, *one_at))
            if one is None:
                continue
            many = _text(_arg(node, *many_at))
            if name in ("Component", "count") and many is None:
                # The ledger's default plural (none given, or an empty one): the name with an "s".
                given = _arg(node, *many_at)
                if given is not None and not (isinstance(given, ast.Constant) and given.value == ""):
                    continue
                many = one + "s"
            if many is not None:
                yield node.lineno, "ngettext", (one, many), []  # Babel's own name for a counted pair
            continue
        if name in NAMED:
            named = _text(_arg(node, 0, "name"))
            if named is not None:
                yield node.lineno, "", NAMED[name] + named, []
        if name not in PLACES:
            continue
        positions, names = PLACES[name]
        places: tuple[int | str, ...] = (*positions, *names)
        for where in places:
            found = _text(_arg(node, where))
            if found is not None:
                yield node.lineno, "", found, []  # no name: Babel takes the message as it is


def _walk(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key in DATA_KEYS and isinstance(item, str) and item:
                yield item
            else:
                yield from _walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item)


def extract_toml(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[Found]:
    """Messages in a data file: the values of the keys in ``DATA_KEYS``, at any depth."""
    data = tomllib.loads(fileobj.read().decode("utf-8"))
    for text in dict.fromkeys(_walk(data)):
        yield 0, "", text, []
