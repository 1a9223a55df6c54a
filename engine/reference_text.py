"""Rules text read as plain words: a Markdown line without its marks, a search hit cut to a snippet, the topics
a text links to. Pure text (no Textual): the app's rules screen and the command line's search both use it."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from engine.names import fold_words

#: A Markdown link's words and where it leads: ``[board kit](kit)``.
_LINK = re.compile(r"!?\[([^\]]*)\]\(([^)\s]*)\)")
#: Emphasis and code around words: ``**neutral**``, ``*a*``, ``__b__``, ``_c_``, ``\`d\```.
_EMPHASIS = re.compile(r"(\*\*|__|\*|(?<!\w)_|`)(?=\S)(.+?)(?<=\S)\1(?!\w)")
#: What starts a heading, a quote, a list item.
_LEAD = re.compile(r"^(?:#+|>+|[-*+]|\d+[.)])\s+")


def links(text: str, topics: Collection[str]) -> list[str]:
    """The topics ``text`` links to, in the order it names them, each once (links to elsewhere left out)."""
    return list(dict.fromkeys(m[2] for m in _LINK.finditer(text) if m[2] in topics))


def plain(line: str) -> str:
    """One line of Markdown as a reader reads it: no heading, list or emphasis marks, a link's words without
    its target, a table row's cells apart (``Commander · 3``); a table's rule line is nothing."""
    text = line.strip()
    if text and set(text) <= set("|-: "):
        return ""
    text = _LEAD.sub("", text)
    text = _LINK.sub(r"\1", text)
    if text.startswith("|"):
        text = " · ".join(cell.strip() for cell in text.strip("|").split("|") if cell.strip())
    text = _EMPHASIS.sub(r"\2", text)
    return " ".join(text.split())


def snippet(line: str, words: Sequence[str], width: int = 40) -> str:
    """A search hit's line as plain text in ``width`` characters, cut between words with an ellipsis, from
    a little before the first word searched if that lies further on."""
    text = plain(line)
    if len(text) <= width:
        return text
    folded = fold_words(text)
    # The start of the first word found ("neutrals" for "neutral"); where folding changed the length
    # (a ligature, ß) the places no longer match, and the line is shown from its start.
    found = [folded.find(w[: max(3, len(w) - 2)]) for w in words] if len(folded) == len(text) else []
    at = min((i for i in found if i >= 0), default=0)
    start = ""
    if at > width // 2:
        cut = text.rfind(" ", 0, at - 10)
        if cut > 0:
            text, start = text[cut + 1 :], "…"
    return start + _cut(text, width - len(start))


def _cut(text: str, width: int) -> str:
    """``text`` in ``width`` characters, ending with an ellipsis after the last whole word that fits."""
    if len(text) <= width:
        return text
    head = text[: width - 1]
    if text[width - 1] != " " and " " in head:
        head = head.rsplit(" ", 1)[0]
    return head.rstrip(" ,;:—-") + "…"
