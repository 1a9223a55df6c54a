"""The order Civilization's box is taught in: the culture track space by space, the figures' prices, then
whatever else the kit still lacks (a policy card's back).

The culture track is one short line: its last space, then the event lines, the great-person spaces and the
spaces from which the hand limit is one higher, each a list of numbers with commas (``-`` for none):
``21 3,6,9,12,15,18 2,5,8,11,14,17,20 -``. A figure's price is its cost in hammers: ``4``. Any other fact
is typed as the kit editor takes it.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import N_
from engine.kits import UNKNOWN, Kit
from engine.teach import Ask, Question, new_entries

TRACK = "track"
FIGURES = "figures"
TRACK_ASKS = (
    Ask("spaces", hint=N_("last space")),
    Ask("event_lines", hint=N_("event lines, as 3,6,9")),
    Ask("person_spaces", hint=N_("great-person spaces, as 2,5,8")),
    Ask("hand_limit", hint=N_("hand limit at the start")),
    Ask("hand_limit_spaces", hint=N_("spaces raising the hand limit, - for none")),
)
COST = (Ask("cost", hint=N_("cost in hammers")),)


def _open(value: Any) -> bool:
    """A fact the kit marks unknown (a list holding ``?`` too: more may be printed). One it leaves out is no
    gap: most facts are printed on a few cards only."""
    return bool(value == UNKNOWN or (isinstance(value, list) and UNKNOWN in value))


def _asked(entry: Any, asks: tuple[Ask, ...]) -> tuple[Ask, ...]:
    return tuple(a for a in asks if _open(entry.get(a.field)))


def _track(kit: Kit) -> list[Question]:
    """The culture track, read left to right: its last space, then what is printed along it."""
    entries = kit.entries(TRACK)
    if not entries:  # a kit written without it: the track is added as it is taught
        return [Question(TRACK, "", TRACK_ASKS, "", 1, 0, {"name": "Culture track"}, thing=N_("Culture track"))]
    out = []
    for number, entry in enumerate(entries, start=1):
        asks = _asked(entry, TRACK_ASKS)
        if asks:
            out.append(Question(TRACK, str(entry["id"]), asks, "", number, len(entries)))
    return out


def _figures(kit: Kit, place: str) -> list[Question]:
    """The army's price, then the settler's (a kit written before it priced figures lists neither)."""
    from rulesets.civilization.kit import FIGURES as BUILT  # the kit's schema names this walk: imported when used

    out = []
    for number, figure in enumerate(BUILT, start=1):
        entry = kit.entry(FIGURES, figure.id)
        if entry is None:
            said = {"name": figure.label}
            out.append(Question(FIGURES, "", COST, place, number, 0, said, thing=figure.label))
        elif _asked(entry, COST):
            out.append(Question(FIGURES, figure.id, COST, place, number, len(BUILT)))
    return out


def walk(kit: Kit) -> list[Question]:
    """The culture track, the figures' prices, then every other section's unknown facts in the kit's order
    (and the entries a section still lacks, where the kit counts them)."""
    from rulesets.civilization.kit import SCHEMA

    sections = {s.name: s for s in SCHEMA.sections}
    out = [*_track(kit), *_figures(kit, sections[FIGURES].help)]
    for spec in SCHEMA.sections:
        if spec.name in (TRACK, FIGURES):
            continue
        asks = tuple(Ask(f.name, hint=f.help) for f in spec.fields)
        entries = kit.entries(spec.name)
        for number, entry in enumerate(entries, start=1):
            wanted = _asked(entry, asks)
            if wanted:
                out.append(Question(spec.name, str(entry["id"]), wanted, spec.help, number, len(entries)))
        count = kit.counts.get(spec.name)
        if count is not None and len(entries) < count:
            required = [Ask(f.name, hint=f.help) for f in spec.fields if f.required]
            out += new_entries(kit, spec.name, required, have=len(entries), of=count, place=spec.help)
    return out
