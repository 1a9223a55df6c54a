"""What the shell offers on ``tabula``'s command line: the candidates, whoever asks.

Two callers ask: Typer's completion (``tui.cli.completion``, for anything unusual on the
line) and the quick path (``tui.cli.quick_complete``, which answers the common Tab presses
without importing Typer). Both describe the line as a :class:`Line` and get a list of
``(value, help)``. Nothing here imports Typer or Textual, and a session is read only
when its answers are not cached (``tui.cli.completion_cache``). Any failure completes
nothing rather than printing an error into the person's prompt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.registry import GameInfo

Candidates = list[tuple[str, str]]


class Line:
    """The command line as far as the completers need it (a plain class: ``dataclasses`` would cost a Tab
    press 10 ms of imports).

    Attributes:
        saves_dir: ``--saves-dir`` as typed before the command (None: the default folder).
        lang: ``--lang`` as typed (None: ``$TABULA_LANG``, else the locale).
        params: The command's parameters given so far, by name (``fields`` a list of ``FIELD=VALUE``).
        word: The word being completed as the shell gave it (Click makes a lone ``=`` empty).
    """

    def __init__(
        self,
        saves_dir: str | None = None,
        lang: str | None = None,
        params: dict[str, Any] | None = None,
        word: str = "",
    ) -> None:
        self.saves_dir = saves_dir
        self.lang = lang
        self.params = params or {}
        self.word = word

    def param(self, name: str) -> str | None:
        """A parameter given as one word, or None."""
        value = self.params.get(name)
        return str(value) if value else None


def speak(line: Line) -> None:
    """Say the candidates' help in the person's language (the command's callbacks, which would choose it,
    do not run while completing)."""
    from contextlib import suppress

    from engine.i18n import choose, set_language

    with suppress(ValueError):  # a wrong --lang: the help in English, the error when the command runs
        set_language(choose(line.lang, remembered=""))


def folder(line: Line) -> Path:
    """The saves folder the line names."""
    from engine.savepaths import saves_dir

    return saves_dir(line.saves_dir)


def matching(candidates: Iterable[tuple[str, str]], incomplete: str) -> Candidates:
    """The candidates starting with what is typed (case and accents aside), each help on one line."""
    from engine.names import fold

    typed = fold(incomplete)
    # One line of help each: a newline would break the shell's list.
    return [(value, " ".join(said.split())) for value, said in candidates if fold(value).startswith(typed)]


def games(line: Line, incomplete: str) -> Candidates:
    """Game ids, each with its name."""
    from engine import registry

    return matching(((info.id, info.name) for info in registry.games()), incomplete)


def saves(line: Line, incomplete: str) -> Candidates:
    """Saved sessions in the saves folder, newest first."""
    from engine import saves as store

    entries = store.list_sessions(folder(line))
    said = ((e["name"], f"{e.get('game') or '?'}, round {e.get('round') or '?'}") for e in entries)
    return matching(said, incomplete)


def _answers(line: Line) -> tuple[Path, dict[str, Any]] | None:
    """The line's SAVE and what completes on it (cached while the save is unchanged), or None."""
    from engine.savepaths import resolve
    from tui.cli import completion_cache

    save = line.param("save")
    if not save:
        return None
    try:
        path = resolve(save, folder(line))
        found = completion_cache.answers(path)
    except Exception:  # a name that is no save, a file that cannot be read: nothing to complete
        return None
    return None if found is None else (path, found)


def actions(line: Line, incomplete: str) -> Candidates:
    """The actions the named session allows now."""
    found = _answers(line)
    if found is None:
        return []
    out: Candidates = []
    for a in found[1]["actions"]:
        # Its word in the language spoken; the id where only that is what is being typed (``fi``: fight).
        said = a["said"]
        out.extend(
            matching([(a.get("word", a["name"]), said)], incomplete) or matching([(a["name"], said)], incomplete)
        )
    return out


def fields(line: Line, incomplete: str) -> Candidates:
    """``field=`` names of the chosen action not given yet; after ``field=``, that field's values."""
    found = _answers(line)
    action = line.param("action")
    if found is None or not action:
        return []
    from tui.cli import completion_cache

    spec = completion_cache.action(found[1], action, found[0])
    if spec is None:
        return []
    words = list(line.params.get("fields") or ())
    aliases: dict[str, str] = spec.get("aliases", {})
    # Bash splits NAME=VALUE at the "=" (its COMP_WORDBREAKS): the value is a word of its own, and so is
    # the "=" while the cursor is just after it. Readline puts a candidate in place of what follows the
    # last "=" only (nothing, just after it), so a value goes without its "=": "=athens" made greeks==.
    if len(words) >= 2 and words[-1] == "=":
        return _values(spec, _id(aliases, words[-2]), incomplete, "")
    if words and line.word == "=":
        return _values(spec, _id(aliases, words[-1]), "", "")
    if "=" in incomplete:
        name, _, typed = incomplete.partition("=")
        return _values(spec, _id(aliases, name), typed, f"{name}=")
    given = {_id(aliases, word.partition("=")[0]) for word in words}
    out: Candidates = []
    for f in spec["fields"]:
        if f["name"] not in given:  # its word in the language spoken, else the id being typed
            word = f.get("word", f["name"])
            out.extend(
                matching([(f"{word}=", f["help"])], incomplete) or matching([(f"{f['name']}=", f["help"])], incomplete)
            )
    return out


def _id(aliases: dict[str, str], name: str) -> str:
    """The id of the field a typed name means (``kůň``: horse), or the name as typed."""
    from engine.names import fold

    return aliases.get(fold(name), name)


def _values(spec: dict[str, Any], name: str, typed: str, before: str) -> Candidates:
    """The values of field ``name`` starting with ``typed``, each written after ``before``."""
    values = spec["values"].get(name)
    if values is None:
        return []
    if "," in typed and name in spec["many"]:  # greeks=athens,at: the value after the last comma
        head, _, typed = typed.rpartition(",")
        before = f"{before}{head},"
    # What the rules offer now; the rest of the catalogue only when none of that is what is being typed
    # (a table overriding a rule names a place the rules would not).
    found = matching(((v, "") for v in values), typed) or matching(((v, "") for v in spec["more"][name]), typed)
    return [(f"{before}{value}", "") for value, _ in found]


def players(line: Line, incomplete: str) -> Candidates:
    """The players of the named session."""
    found = _answers(line)
    if found is None:
        return []
    return matching(((p["name"], p["faction"]) for p in found[1]["players"]), incomplete)


def viewers(line: Line, incomplete: str) -> Candidates:
    """The players of the named session, and ``table`` for the public view."""
    from engine.i18n import tr

    return [*players(line, incomplete), *matching([("table", tr("public information only"))], incomplete)]


def _game(line: Line) -> GameInfo | None:
    """The game the command names, if it is one."""
    from engine import registry

    game = line.param("game")
    try:
        return registry.get(game) if game else None
    except Exception:
        return None


def topics(line: Line, incomplete: str) -> Candidates:
    """The named game's rules topics."""
    from engine import reference

    info = _game(line)
    if info is None:
        return []
    return matching(((t.id, t.title) for t in reference.topics(info.load(speak=False))), incomplete)


def calculators(line: Line, incomplete: str) -> Candidates:
    """The named game's calculators (those reading a save too: ``tabula calc GAME NAME SAVE``), each said in
    the game's words, as its ``--help`` says it."""
    info = _game(line)
    if info is None:
        return []
    return matching(((c.name, c.said) for c in info.load_calculators()), incomplete)


#: The completers by name, as ``tui.completion_map`` names them.
BY_NAME: dict[str, Callable[[Line, str], Candidates]] = {
    "games": games,
    "saves": saves,
    "actions": actions,
    "fields": fields,
    "players": players,
    "viewers": viewers,
    "topics": topics,
    "calculators": calculators,
}
