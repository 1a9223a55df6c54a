"""Rules reference: Markdown topics from a ruleset's ``rules/`` folder.

Topics are files named ``NN-id.md`` (the number orders them); the first
``# heading`` is the title. The engine adds its own topics (turns, undo,
dice) unless the game has a topic of the same id.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING

from engine.errors import BadInput
from engine.i18n import N_, language, quoted, tr
from engine.names import fold_words

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from engine.ruleset import Ruleset

_DICE_LINK = re.compile(r", \[[^\]]*\]\(dice\)|\[[^\]]*\]\(dice\), ")
_FILE = re.compile(r"^(?:\d+-)?(?P<id>[a-z0-9][a-z0-9-]*)\.md$")


@dataclass(frozen=True)
class Topic:
    """One page of a rules reference."""

    id: str
    title: str
    text: str


def _read_folder(folder: Traversable) -> list[Topic]:
    out: list[Topic] = []
    if not folder.is_dir():
        return out
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        match = _FILE.match(entry.name)
        if not match:
            continue
        text = entry.read_text(encoding="utf-8")
        title = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), match["id"])
        out.append(Topic(match["id"], title, text))
    return out


def _in_language(folder: Traversable) -> list[Topic]:
    """A folder's topics in the language spoken: each one's translation (``LANG/`` inside) where there is one."""
    topics = _read_folder(folder)
    lang = language()
    if lang == "en":
        return topics
    translated = {t.id: t for t in _read_folder(folder.joinpath(lang))}
    return [translated.get(t.id, t) for t in topics]


def topics(ruleset: Ruleset) -> list[Topic]:
    """The game's topics in order, then the engine's general ones, in the language spoken."""
    own = _in_language(ruleset.resource("rules")) if ruleset.package else []
    ids = {t.id for t in own}
    general = [t for t in _in_language(resources.files("engine").joinpath("help")) if t.id not in ids]
    if not ruleset.uses_dice:
        # No dice topic: nor a link to it ("See also: [undo](undo), [dice](dice)" led nowhere), whatever
        # the link's words are in the language spoken.
        general = [Topic(t.id, t.title, _DICE_LINK.sub("", t.text)) for t in general if t.id != "dice"]
    options = _options_topic(ruleset)
    return own + general + ([options] if options is not None and "options" not in ids else [])


def _options_topic(ruleset: Ruleset) -> Topic | None:
    """What a new session can switch on (``tabula new GAME --option KEY=VALUE``, ``--variant ID``), written
    from the ruleset's declarations (play-test 7: Hellas's own_screens was in no help a player reads)."""
    options = [f for f in ruleset.options if f.help]
    if not options and not ruleset.variants:
        return None
    lines = [f"# {tr(N_('Session options and variants'))}", ""]
    if options:
        lines += [tr(N_("Set when a game begins: `tabula new {game} --option KEY=VALUE`.")).format(game=ruleset.id), ""]
        for field in options:
            default = "" if field.default is None else tr(N_(" (default: {value})")).format(value=_said(field.default))
            lines.append(f"- `{field.name}`: {tr(field.help)}{default}")
        lines.append("")
    if ruleset.variants:
        lines += [tr(N_("Variants: `tabula new {game} --variant ID`.")).format(game=ruleset.id), ""]
        lines += [f"- `{v.id}`: {tr(v.help)}" if v.help else f"- `{v.id}`" for v in ruleset.variants]
    return Topic("options", tr(N_("Session options and variants")), "\n".join(lines).rstrip() + "\n")


def _said(value: object) -> str:
    if isinstance(value, bool):
        return tr(N_("yes")) if value else tr(N_("no"))
    return str(value)


def topic(ruleset: Ruleset, wanted: str) -> Topic:
    """One topic by id (or by a unique prefix of its id or title).

    Raises:
        BadInput: No such topic, or an ambiguous prefix.
    """
    every = topics(ruleset)
    key = wanted.strip().lower()
    folded = fold_words(key)  # a title typed without its diacritics ("pravidla" for "Pravidla")
    for item in every:
        if item.id == key or fold_words(item.title) == folded:
            return item
    found = [t for t in every if t.id.startswith(key) or fold_words(t.title).startswith(folded)]
    if len(found) == 1:
        return found[0]
    listed = ", ".join(t.id for t in (found or every))
    said = (
        tr("no rules topic {topic} for {game} (did you mean: {topics})")
        if found
        else tr("no rules topic {topic} for {game} (topics: {topics})")
    )
    raise BadInput(said.format(topic=quoted(wanted), game=ruleset.name, topics=listed))


def _stem(word: str) -> str:
    """A word without its ending, so any form of it is found: Czech declines ("přesila" finds "přesile",
    "kameny" finds "kamenů"); English plurals too ("fleets" finds "fleet")."""
    if len(word) >= 8:
        return word[:-2]
    return word[:-1] if len(word) >= 5 else word


def search(ruleset: Ruleset, text: str) -> list[tuple[Topic, list[str]]]:
    """Topics containing every word of ``text``, each with its matching lines; none for a text without words
    (what a front end says about an empty search is its own: a command line names its option, a box says nothing).
    """
    words = [_stem(w) for w in fold_words(text).split()]
    if not words:
        return []
    out = []
    for item in topics(ruleset):
        folded = fold_words(item.text)
        if all(word in folded for word in words):
            lines = [line.strip() for line in item.text.splitlines() if any(w in fold_words(line) for w in words)]
            out.append((item, lines))
    return out
