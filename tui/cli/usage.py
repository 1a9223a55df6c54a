"""What ``tabula actions`` and ``tabula act SAVE ACTION --help`` say of an action's fields: each field named and
its values listed as they are typed in the language spoken (``kmen=jízdní|pěší``), with its help."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.i18n import N_, language, tr, translations
from engine.spoken_names import action_word, field_word
from tui.cli.base import open_save
from tui.cli.output import say

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.actions import ActionSpec
    from engine.names import Catalogue
    from engine.session import Session


def action_help(save: str, action: str, viewer: str | None = None) -> None:
    """``tabula act SAVE ACTION --help``: the action's own fields, each with its help and what it takes now;
    with ``--as NAME`` (``viewer``) as that player reads it, their own hidden cards listed where they choose."""
    from engine.summary import describe_action
    from tui.show_text import field_line

    session, _ = open_save(save)
    declared = session.spec(action)
    reader = None if viewer is None else session.players[session.player_index(viewer)].name
    spec = describe_action(session, declared, reader)
    usage = tr("Usage: tabula act {save} {action} [FIELD=VALUE ...] [--check] [--force] [--as NAME]")
    say(usage.format(save=save, action=action_word(spec["name"])))
    say(f"\n  {action_said(spec)}\n")
    # The JSON's help is English (the same in every language): translated here, for people.
    rows = [(field_line(spoken(f, session)), _said(declared, f, session)) for f in spec["fields"]]
    width = max((len(left) for left, _ in rows), default=0)
    say(tr("Fields:") if rows else tr("No fields."))
    for left, right in rows:
        say(f"  {left.ljust(width)}  {right}".rstrip())


def spoken(field: dict[str, Any], session: Session | None = None) -> dict[str, Any]:
    """A field as a list shows it: named in the language spoken (``kůň=N``; its id is what JSON says), and
    its choices as they are typed in that language (``kmen=jízdní|pěší``, ``ano|ne``; a named field's with
    ``session``)."""
    spoken = {**field, "name": field_word(field["name"])}
    if language() == "en":
        return spoken
    if field["type"] == "bool":
        spoken["type"] = "yes-no"  # shown as it is typed: ano|ne
    catalogue = None
    if session is not None and field.get("catalogue"):
        catalogue = session.catalogue(field["catalogue"])
    elif field["type"] in ("choice", "choices") and field.get("choices"):
        from engine.names import Catalogue

        choices = [str(c) for c in field["choices"]]
        catalogue = Catalogue.of(N_("choice"), choices)  # as engine.fields reads a choice typed
        spoken["choices"] = [{"id": c, "name": c} for c in choices]
        field = spoken
    if catalogue is not None:
        for key in ("choices", "offered"):
            if isinstance(field.get(key), list):
                spoken[key] = [_typed(catalogue, c) for c in field[key]]
    return spoken


def _typed(catalogue: Catalogue, choice: Any) -> Any:
    """A choice as typed in the language spoken: the shortest of its names there (or their first words) that
    names it again, in lower case, spaces made hyphens (names are matched without them); else its id.

    A choice is an entry (``{"id", "name"}``) or, in a narrowed offer, an entry's bare id (the offer's
    ``servi-top`` stayed English in Czech where the catalogue's list said ``servi-horní``). The language's
    own names come first, singular (an English one, "gold", is shorter than "zlato" but not what is spoken;
    the plural "karet" is as short as "karta" but not how a thing is named), then the
    entry's aliases (``budovy (Kaja)`` is typed ``budovy-kaja``; an entry may be named by an alias alone).
    """
    said = choice["id"] if isinstance(choice, dict) else choice
    entry = catalogue.get(said) if isinstance(said, str) else None
    if entry is None or entry.id != said:
        return choice
    shown = choice["name"] if isinstance(choice, dict) else entry.label
    tiers = (translations(entry.name or entry.id)[:1], translations(shown)[:1], [shown], entry.aliases)
    for names in tiers:
        for word in _words(names):
            found = catalogue.get(word)
            if found is not None and found.id == entry.id:
                return {**choice, "id": word} if isinstance(choice, dict) else word
    return choice


def _words(names: Sequence[str]) -> list[str]:
    """The ways to type ``names`` on a command line, shortest first: each whole, hyphenated, and its first word,
    without the marks a name is matched without (``sluha (Vlada)``: ``sluha-vlada``); only letters and digits,
    so that a shell takes them as typed."""
    out: set[str] = set()
    for name in names:
        words = "".join(c for c in name.lower() if c not in _UNTYPED).split()
        if words:
            out |= {"-".join(words), words[0]}
    typable = (w for w in out if w.replace("-", "").isalnum() and any(c.isalpha() for c in w))
    return sorted(typable, key=lambda w: (len(w), w))


#: Marks a name is matched without (``engine.names.fold``), left out of the word to type.
_UNTYPED = frozenset("()'’.:/")


def _said(spec: ActionSpec, field: dict[str, Any], session: Session) -> str:
    """A field's help as the form says it (with when the rules need a field that is not required); the values
    of the other field it goes with said as they are typed in the language spoken (Czech said "jen s
    co=zeus nebo lighthouse", the ids, where ``co=`` lists ``diova-socha``: play-test 9)."""
    declared = spec.field(field["name"])
    if declared is None:
        return tr(field["help"]) if field.get("help") else ""
    other = {name: spec.field(name) for name in declared.only_with}
    if language() == "en" or not all(f is not None and f.catalogue for f in other.values()):
        return declared.said
    from dataclasses import replace

    from engine.names import listed

    said = replace(declared, only_with={}, needed="").said or declared.name
    for name, wanted in declared.only_with.items():
        catalogue = session.catalogue(other[name].catalogue)  # type: ignore[union-attr]  # checked above
        values = listed([str(_typed(catalogue, value)) for value in wanted], "or")
        said = tr("{help} (only with {field}={values})").format(help=said, field=field_word(name), values=values)
    return tr("{help} (needed {when})").format(help=said, when=tr(declared.needed)) if declared.needed else said


def action_said(spec: dict[str, Any]) -> str:
    """An action's help as ``actions`` lists it, with who acts unless someone else is named."""
    said = tr(spec["help"]) if spec["help"] else ""
    return said + (tr(" ({name} by default)").format(name=spec["actor"]) if spec["actor"] else "")
