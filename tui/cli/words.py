"""The words of a command line read before Typer reads them: the leading global options (the saves folder and
the language, in effect at once), and whether ``act SAVE ACTION --help`` asks for an action's own fields."""

from __future__ import annotations

from tui.cli.base import _state


def speak(lang: str | None) -> None:
    """Speak the language asked for (``--lang``, else ``$TABULA_LANG``, else the locale)."""
    from engine.errors import BadInput
    from engine.i18n import choose, set_language

    try:
        # The command line reads no settings file (remembered=""): the app's choice is the app's.
        set_language(choose(lang, remembered=""), explicit=bool(lang))
    except ValueError as error:
        raise BadInput(str(error)) from None


#: The root's options that take a value, and its flags: they may come anywhere on the line (``tabula report SAVE
#: --lang cs`` was refused: "No such option"), and are read as if typed before the command.
GLOBAL_VALUES = ("--saves-dir", "--lang")
GLOBAL_FLAGS = ("--version",)


def globals_first(words: list[str]) -> list[str]:
    """``words`` with the root's options moved before the command, each with its value, in the order typed.

    Words after ``--`` stay where they are (they are values, whatever they look like).

    Args:
        words: The command line after ``tabula``.

    Raises:
        BadInput: An option that takes a value ends the line (lifted, it would take the command as its value).
    """
    lifted: list[str] = []
    rest: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            rest.extend(words[index:])
            break
        option = word.partition("=")[0]
        if word in GLOBAL_FLAGS or (option in GLOBAL_VALUES and "=" in word):
            lifted.append(word)
        elif word in GLOBAL_VALUES:
            if index + 1 == len(words):
                from engine.errors import BadInput
                from engine.i18n import tr

                raise BadInput(tr("{option} needs a value").format(option=word))
            lifted.extend(words[index : index + 2])
            index += 1
        else:
            rest.append(word)
        index += 1
    return lifted + rest


def after_global_options(words: list[str]) -> list[str]:
    """The words after the leading global options (``--saves-dir DIR``, ``--lang LANG``), taken into effect
    here: the action help reads the save before Typer parses anything."""
    rest = list(words)
    _state["saves_dir"] = None  # this line's own folder, not one an earlier run in this process named (tests)
    while rest:
        option, _, value = rest[0].partition("=")
        if option not in GLOBAL_VALUES:
            break
        if not value:
            if len(rest) < 2:
                break
            value, rest = rest[1], rest[2:]
        else:
            rest = rest[1:]
        if option == "--saves-dir":
            _state["saves_dir"] = value
        else:
            speak(value)
    return rest


def asks_action_help(words: list[str]) -> bool:
    """``tabula act SAVE ACTION --help``: the action's fields rather than the command's generic help."""
    return (
        len(words) >= 4
        and words[0] == "act"
        and not words[1].startswith("-")
        and not words[2].startswith("-")
        and any(w in ("--help", "-h") for w in words[3:])
    )


def named_as(words: list[str]) -> str | None:
    """The player ``--as NAME`` names among an action's words (None: not named)."""
    for index, word in enumerate(words):
        if word == "--as" and index + 1 < len(words):
            return words[index + 1]
        if word.startswith("--as="):
            return word.partition("=")[2]
    return None
