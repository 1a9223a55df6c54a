"""What happened, in sentences: log lines, outcomes of actions, moves of components.

Nothing here prints Python values: lists are joined as a sentence would
join them, yes/no stand for booleans, and ids of catalogue entries become
their names. Every front end (CLI, log, app) reads these same sentences.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine.i18n import N_, PLURALS, language, ntr, number, tr

if TYPE_CHECKING:
    # Types only: ``plain`` and ``count`` are on the home screen's import path, which must not
    # pay for the action, field and ledger modules before the first paint.
    from engine.actions import ActionSpec
    from engine.fields import Field
    from engine.ledger import Components, Move

#: How a secret field's value (a card drawn face down) reads on a shared screen.
SECRET = N_("a hidden card")

#: Turns a ref field's stored id into the name people read.
Namer = Callable[["Field", str], str]


def plain(value: Any) -> str:
    """A value as a person reads it: ``a, b``; ``yes``; ``3``; ``-`` for nothing."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, list | tuple):
        return ", ".join(plain(v) for v in value) or tr("none")
    if isinstance(value, Mapping):
        return ", ".join(f"{plain(k)} {plain(v)}" for k, v in value.items()) or tr("none")
    if isinstance(value, float):
        return number(value)  # "1,5" in Czech
    return str(value)


def count(n: int, word: str, plural: str = "") -> str:
    """``1 card``, ``2 cards``, ``0 cards`` (``plural`` where adding an s is wrong: ``cities``)."""
    return f"{n} {ntr(word, plural or word + 's', n)}"


def counted(items: Mapping[str, int] | Sequence[tuple[str, int]]) -> str:
    """``2 ore, 1 horse``; ``none``."""
    pairs = items.items() if isinstance(items, Mapping) else items
    return ", ".join(f"{n} {tr(k)}" for k, n in pairs if n) or tr("none")


def _shown(field: Field | None, value: Any, namer: Namer | None) -> str:
    if field is not None and namer is not None and field.type in ("ref", "refs"):
        if isinstance(value, list):
            return ", ".join(namer(field, str(v)) for v in value) or tr("none")
        return namer(field, str(value))
    if field is not None and field.type in ("choice", "choices"):
        # A choice is an id ("gold", "arena"); people read its word in the language spoken.
        if isinstance(value, list):
            return ", ".join(tr(str(v)) for v in value) or tr("none")
        return tr(str(value))
    if isinstance(value, int) and not isinstance(value, bool):
        return _Number(value)
    return plain(value)


class _Number(str):
    """A number in a log template: ``{count} fleet{count:s}`` reads "1 fleet", "2 fleets"."""

    def __new__(cls, n: int) -> _Number:
        made = super().__new__(cls, str(n))
        made.n = n
        return made

    n: int

    def __format__(self, spec: str) -> str:
        if spec == "s":
            return "" if self.n == 1 else "s"
        if "|" in spec:  # {count:legie|legie|legií}: the form this count takes in the language spoken
            forms = spec.split("|")
            return forms[min(PLURALS[language()](self.n), len(forms) - 1)]
        return str.__format__(self, spec)


def event_text(
    spec: ActionSpec | None, name: str, args: Mapping[str, Any], actor: str | None, namer: Namer | None
) -> str:
    """The log line of an event: the action's template, or a plain fallback."""
    fields = {f.name: f for f in spec.fields} if spec is not None else {}
    secret = set(spec.private) if spec is not None else set()
    shown = {k: _secret(v) if k in secret else _shown(fields.get(k), v, namer) for k, v in args.items()}
    template = (spec.text(args) if callable(spec.text) else spec.text) if spec is not None else ""
    if template:
        values = _Defaulting(shown, actor or tr("The table"))
        # A bracket that would say only that an optional field was left out goes ("rolls 6 (for: -)").
        text = _UNSAID.sub("", tr(template).format_map(values))
        return text[:1].upper() + text[1:]
    label = name.replace("-", " ")
    skip = {spec.actor} if spec is not None and spec.actor else set()
    details = "; ".join(f"{k.replace('_', ' ')}: {v}" for k, v in shown.items() if k not in skip)
    who = f"{actor}: " if actor else ""
    return f"{who}{label}" + (f" ({details})" if details else "")


def _secret(value: Any) -> str:
    """A secret field's value on a shared screen: "a hidden card", or several counted ("3 cards")."""
    return cards(len(value)) if isinstance(value, list | tuple) else tr(SECRET)


#: A bracketed part of a log line whose value was left out: `` (for: -)``, `` (-)``.
_UNSAID = re.compile(r" ?\((?:[^()]*?: )?-\)")


class _Defaulting(dict[str, str]):
    """Template values: optional fields left out read as nothing."""

    def __init__(self, shown: Mapping[str, str], actor: str) -> None:
        super().__init__(shown)
        self["actor"] = actor

    def __missing__(self, key: str) -> str:
        return "-"


def move_sentences(
    moves: Sequence[Move], components: Components, label: Callable[[str], str] | None = None
) -> list[str]:
    """One sentence per route: ``2 gold go from Ann's purse to the bank.``

    A card going between two secret places (a face-down deck to a hand, one hand to another), or
    drawn unseen from the box into one, is counted, not named: the shared screen must not show what
    only its holder may see. ``label`` names the holders (default: the components' names).
    """
    merged: dict[tuple[str, str], list[tuple[str, int]]] = {}
    for move in moves:
        parts = merged.setdefault((move.src, move.dst), [])
        for i, (kind, n) in enumerate(parts):
            if kind == move.kind:
                parts[i] = (kind, n + move.n)
                break
        else:
            parts.append((move.kind, move.n))
    from engine.ledger import BOX

    out = []
    label = label or components.label
    # Several places each giving one unit of the same kind to one place read as one sentence: "4 markers
    # go from 5, 8, 9 and 12 on the compass rose to the compass rose", not one line each. A player's
    # holders keep their own sentences: who paid what is the point there.
    gathered: dict[tuple[str, str], list[tuple[str, int]]] = {}
    for (src, dst), parts in merged.items():
        anyones = src.partition(":")[2] not in components.owner_names
        if len(parts) == 1 and parts[0][1] == 1 and anyones and src != BOX and not components.is_private(dst):
            gathered.setdefault((dst, parts[0][0]), []).append((src, parts[0][1]))
    said: set[tuple[str, str]] = set()
    for (src, dst), parts in merged.items():
        group = gathered.get((dst, parts[0][0])) if len(parts) == 1 else None
        if group is not None and len(group) > 1 and src in {g for g, _ in group}:
            if (dst, parts[0][0]) not in said:
                said.add((dst, parts[0][0]))
                total = sum(n for _, n in group)
                places = _shared_tail([label(g) for g, _ in group])
                out.append(
                    tr("{amount} go from {places} to {holder}.").format(
                        amount=components.amount(parts[0][0], total), places=places, holder=label(dst)
                    )
                )
            continue
        if components.is_private(dst) and (components.is_private(src) or src == BOX):
            amounts = [cards(sum(n for _, n in parts))]
        else:
            amounts = [components.amount(kind, n) for kind, n in parts]
        single = len(amounts) == 1 and sum(n for _, n in parts) == 1
        amount = _join(amounts)
        if src == BOX:
            line = tr("{amount} comes into play at {holder}.") if single else tr("{amount} come into play at {holder}.")
            out.append(line.format(amount=amount, holder=label(dst)))
        elif dst == BOX:
            line = tr("{amount} goes out of play from {holder}.")
            if not single:
                line = tr("{amount} go out of play from {holder}.")
            out.append(line.format(amount=amount, holder=label(src)))
        else:
            line = tr("{amount} goes from {src} to {dst}.") if single else tr("{amount} go from {src} to {dst}.")
            out.append(line.format(amount=amount, src=label(src), dst=label(dst)))
    return [s[:1].upper() + s[1:] for s in out]


def _shared_tail(labels: Sequence[str]) -> str:
    """``12, 5 and 8 on the compass rose`` for labels that end alike; else the labels joined."""
    words = [label.split(" ") for label in labels]
    tail = 0
    while all(len(w) > tail + 1 for w in words) and len({w[-1 - tail] for w in words}) == 1:
        tail += 1
    if not tail:
        return _join(labels)
    return _join([" ".join(w[: len(w) - tail]) for w in words]) + " " + " ".join(words[0][len(words[0]) - tail :])


def _join(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def cards(n: int) -> str:
    """``3 cards``: cards counted, not named (they are secret)."""
    return ntr("{n} card", "{n} cards", n).format(n=n)
