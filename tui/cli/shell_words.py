"""What ``tabula`` prints for each shell's completion script, and the bash script itself.

Typer's formats, read by Typer's scripts, with two things mended (both paths, quick and
Typer's, print through here, so the two never differ):

- zsh: Typer doubles a quote to escape it, which zsh reads as closing and reopening the
  string, so "Zeus's" showed as "Zeuss". Each character is escaped here for both readings
  (the single-quoted string ``eval`` sees, then the spec ``_arguments`` parses).
- zsh and bash: a field's name (``greeks=``) was followed by a space, as a finished word
  is, so the person had to take it back before typing the value. zsh is told so
  (``compadd -S ''``) and bash's script asks for no space after a lone ``NAME=``. In zsh
  the space after a field's value also goes when a comma is typed next (a list of values).
- bash: its words come split at "=", and ``--as=Ar`` read as ``--as`` given "=" and ``Ar`` the next
  argument; the quick path and Typer's read bash's words through here, ``--as=Ar`` whole again.

Every form here was tried in zsh 5.9, bash 5.2 and fish 3.6.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping

Candidates = list[tuple[str, str]]

#: The bash script ``--show-completion`` and ``--install-completion`` write (Typer's, and no space after
#: a lone ``NAME=``; %-formatted as Typer formats its own).
BASH_SCRIPT = """
%(complete_func)s() {
    local IFS=$'\\n'
    COMPREPLY=( $( env COMP_WORDS="${COMP_WORDS[*]}" \\
                   COMP_CWORD=$COMP_CWORD \\
                   %(autocomplete_var)s=complete_bash $1 ) )
    # A field's name ends in "=": its value follows it without a space.
    if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
        compopt -o nospace
    fi
    return 0
}

complete -o default -F %(complete_func)s %(prog_name)s
"""


def split(text: str) -> list[str]:
    """Words as Click splits the line: a quote left open keeps its partial word."""
    import shlex

    lex = shlex.shlex(text, posix=True)
    lex.whitespace_split = True
    lex.commenters = ""
    out: list[str] = []
    try:
        out.extend(lex)
    except ValueError:
        out.append(lex.token)
    return out


def words_typed(shell: str, environ: Mapping[str, str]) -> tuple[list[str], str] | None:
    """The complete words after ``tabula`` and the word being typed, as the script for ``shell`` hands them
    over (None: bash's word number is not one)."""
    if shell == "bash":
        words = split(environ.get("COMP_WORDS", ""))
        try:
            at = int(environ.get("COMP_CWORD", ""))
        except ValueError:
            return None
        joined = _options_joined([*words[1:at], words[at] if at < len(words) else ""])
        return joined[:-1], joined[-1]
    typed = environ.get("_TYPER_COMPLETE_ARGS", "")
    args = split(typed)[1:]
    if args and not typed.endswith(" "):
        return args[:-1], args[-1]
    return args, ""


def _options_joined(words: list[str]) -> list[str]:
    """Bash's words with each ``--OPTION=VALUE`` one word again, as zsh and fish hand it over.

    Bash splits a word at "=" (its COMP_WORDBREAKS): ``--as=Ar`` came as ``--as``, ``=``, ``Ar``, and Click
    took the "=" for the option's value, so ``Ar`` completed as the next argument (nothing) and every word
    after such an option was read one place off. Whether white space stood around the "=" is lost (the
    script joins the words with spaces), so an option's name, a lone "=" and the word after it are taken
    for one; the empty word typed after a space is a word of its own. A field's ``NAME=VALUE`` stays split
    (``tui.cli.completers.fields`` reads it so). Readline replaces only what follows the "=", and what Click
    completes after ``--OPTION=`` is the bare value, as that needs.
    """
    joined: list[str] = []
    index = 0
    while index < len(words):
        word, index = words[index], index + 1
        options = "--" not in joined  # after a lone "--" every word is an argument
        if options and word.startswith("-") and word != "--" and words[index : index + 1] == ["="]:
            word, index = word + "=", index + 1
            if index < len(words) and words[index]:
                word, index = word + words[index], index + 1
        joined.append(word)
    return joined


def reply(shell: str, candidates: Candidates, environ: Mapping[str, str]) -> int:
    """Write the candidates as the script for ``shell`` reads them; the exit code."""
    if shell == "zsh":
        sys.stdout.write(zsh_reply(candidates) + "\n")
    elif shell == "fish":
        action = environ.get("_TYPER_COMPLETE_FISH_ACTION", "")
        if action == "is-args":
            return 0 if candidates else 1
        shown = [f"{value}\t{_one_line(said)}" if said else value for value, said in candidates]
        sys.stdout.write(("\n".join(shown) if action == "get-args" and shown else "") + "\n")
    else:
        sys.stdout.write("\n".join(value for value, _ in candidates) + "\n")
    return 0


def zsh_reply(candidates: Candidates) -> str:
    """The zsh code Typer's script runs through ``eval``: offer the candidates (files when there are none)."""
    if not candidates:
        return "_files"
    if all(value.endswith("=") for value, _ in candidates):  # field names: the value follows, no space
        items = " ".join(_single(_colon(value) + (f":{said}" if said else "")) for value, said in candidates)
        return f"local -a _tabula_fields; _tabula_fields=({items}); _describe -t fields field _tabula_fields -S ''"
    if all("=" in value and not said for value, said in candidates):
        # A field's values: the space after one goes if a comma is typed next (greeks=athens,sparta).
        items = " ".join(_single(_colon(value)) for value, _ in candidates)
        return (
            f"local -a _tabula_values; _tabula_values=({items}); _describe -t values value _tabula_values -S ' ' -r ','"
        )
    body = "\n".join(zsh_item(value, said) for value, said in candidates)
    return f"_arguments '*: :(({body}))'"


def zsh_item(value: str, said: str) -> str:
    """One candidate in ``_arguments '*: :((...))'``."""
    return f'"{_zsh(value)}":"{_zsh(said)}"' if said else f'"{_zsh(value)}"'


def _zsh(text: str) -> str:
    for plain, escaped in (
        ("\\", "\\\\\\\\"),
        ('"', '\\"'),
        ("'", "'\\''"),
        ("$", "\\$"),
        ("`", "\\`"),
        (":", "\\\\:"),
    ):
        text = text.replace(plain, escaped)
    return text


def _single(text: str) -> str:
    """``text`` in single quotes, for ``eval``."""
    return "'" + text.replace("'", "'\\''") + "'"


def _colon(value: str) -> str:
    """A value's colons escaped: ``_describe`` reads the first bare one as the start of the help."""
    return value.replace("\\", "\\\\").replace(":", "\\:")


def _one_line(text: str) -> str:
    """Each white space a space, as Typer writes help for fish."""
    return "".join(" " if c.isspace() else c for c in text)
