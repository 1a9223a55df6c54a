"""The Czech names of the commands a table types during play (``tabula zpět SAVE`` is ``tabula undo SAVE``).

A Czech table types its game's actions and fields in Czech (``tabula act hra útok cíl=korinthos``); the
commands it types between them, to look and to take back, have Czech names too, and the Czech hints name
them so. English names work in every language, and so do the Czech ones (as a Czech name of a thing is
taken whatever language is spoken). The other commands (``new``, ``act``, ``kit``...) keep one name: they are
typed once an evening, or are the frame every action is typed in. Imported by a Tab press: no Typer here.
"""

from __future__ import annotations

#: Each command's Czech name, as hints and help say it in Czech.
CZECH = {"show": "ukaž", "actions": "akce", "undo": "zpět", "redo": "znovu", "log": "záznam"}

#: Every Czech spelling taken, with and without its accents, to the command's own name.
ALIASES = {
    **{czech: command for command, czech in CZECH.items()},
    "ukaz": "show",
    "zpet": "undo",
    "zaznam": "log",
    # Typed in every action's frame: its Czech verb is taken (hints keep "act", the one name it has).
    "proveď": "act",
    "proved": "act",
}

#: Options typed in Czech, to the English ones Typer knows (``--jako Jana`` is ``--as Jana``).
OPTIONS = {"--jako": "--as"}

#: The commands ``tabula`` alone lists, in its order (each said as :func:`said` says it).
WELCOMED = (
    "games",
    "new",
    "list",
    "show",
    "open",
    "actions",
    "act",
    "undo",
    "redo",
    "log",
    "report",
    "rules",
    "calc",
    "demo",
)


def command_of(word: str) -> str:
    """The command ``word`` names: an English name as it is, a Czech one as its English name."""
    return ALIASES.get(word.lower(), word)


def said(command: str) -> str:
    """``command`` as a hint names it in the language spoken (in Czech its Czech name, where it has one)."""
    from engine.i18n import language

    return CZECH.get(command, command) if language() == "cs" else command


def in_english(words: list[str], options: tuple[str, ...]) -> list[str]:
    """``words`` (the line after ``tabula``, its global options first) with the command's Czech name made its
    English one, and options typed in Czech (``--jako``) theirs, for Typer to find them.

    Args:
        words: The command line after ``tabula``.
        options: The global options that take a value (``--lang``): skipped with their values.
    """
    index = 0
    while index < len(words) and words[index].startswith("-"):
        index += 1 if "=" in words[index] or words[index] not in options else 2
    if index < len(words) and words[index].lower() in ALIASES:
        words = [*words[:index], ALIASES[words[index].lower()], *words[index + 1 :]]
    end = words.index("--") if "--" in words else len(words)  # past "--" every word is a value
    return [_option(word) for word in words[:end]] + words[end:]


def _option(word: str) -> str:
    """An option typed in Czech as its English name (``--jako=Jana`` too); anything else as it is."""
    name, equals, value = word.partition("=")
    english = OPTIONS.get(name.lower()) if name.startswith("--") else None
    return word if english is None else f"{english}{equals}{value}"


def taken_as_action(words: list[str]) -> str:
    """The refusal of ``tabula act SAVE undo`` (or ``redo``, in either language), naming the command that does
    it; "" for any other line. ``words``: the line after the global options. The game's "has no action 'undo'"
    listed its actions and left the table to guess (play-test 9, Hellas and Civilization)."""
    if len(words) < 3 or words[0] != "act" or command_of(words[2]) not in ("undo", "redo"):
        return ""
    import shlex

    from engine.i18n import quoted, tr

    typed = f"tabula {said(command_of(words[2]))} " + shlex.join(words[1:2] + words[3:])
    return tr("{command} is no action of the game but a command of its own: {typed}").format(
        command=quoted(words[2]), typed=typed
    )
