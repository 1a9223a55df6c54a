"""Which city a typed ``add-city`` name stands for: a known one, named as every other field names it, or a new
one; a name all but a known one's is taken for a typo (issue 34), and a start several names share is asked.
"""

from __future__ import annotations

from engine.actions import Violation, rule
from engine.i18n import quoted, tr
from engine.names import fold, listed
from engine.state import Context
from engine.views import slug
from rulesets.struggle_for_rome.board import city_catalogue
from rulesets.struggle_for_rome.common import game

TOPIC = "setup"


def city_id(ctx: Context, typed: str) -> str:
    """The id a typed city name stands for: a known city's (its name, an alias or a start only it has, as every
    other field resolves it: play-test 9 N2, ``augusta p`` made a second Augusta Praetoria), else a new one."""
    known = city_catalogue(ctx.kit, game(ctx).cities)
    found = known.get(typed)
    if found is None:
        started = known.started(typed) if fold(typed) else []
        found = started[0] if len(started) == 1 else None
    return found.id if found is not None else slug(typed)


def shared_start(ctx: Context, typed: str) -> list[Violation]:
    """A typed name that starts several known cities' names (``augusta``) names none of them: asked which."""
    known = city_catalogue(ctx.kit, game(ctx).cities)
    started = [] if known.get(typed) is not None else known.started(typed)
    if len(started) < 2:
        return []
    said = tr("{typed} starts the names of {cities}: name the one meant (a new city so named is added with --force)")
    return [rule("City", said.format(typed=quoted(typed), cities=listed([tr(e.label) for e in started], "or")), TOPIC)]


#: How alike a new city's name and a known one's are before the app takes it for a typo (difflib's ratio).
TYPO_RATIO = 0.85


def _digits(name: str) -> str:
    return "".join(c for c in name if c.isdigit())


def typo(ctx: Context, typed: str) -> list[Violation]:
    """A new name all but one the board has taught (Mogontiakum for Mogontiacum) is taken for a typo: a city
    the board prints is named as it was taught (issue 34: a typo made a new city). A printed city whose name
    really is that close is added with --force."""
    import difflib  # only for a name the app does not know

    known = city_catalogue(ctx.kit, game(ctx).cities)
    if known.get(typed) is not None:
        return []
    key = fold(typed)
    close = [
        (difflib.SequenceMatcher(None, key, fold(e.label)).ratio(), e.label)
        for e in known.entries
        # Numbered names (a table's "Gallia 1" and "Gallia 2") differ where their numbers do.
        if e.label and fold(e.label) != key and _digits(e.label) == _digits(typed)
    ]
    near = [label for ratio, label in sorted(close, reverse=True) if ratio >= TYPO_RATIO]
    if not near:
        return []
    said = tr("the board has {city}: name it so (a city printed with a name this close is added with --force)")
    return [rule("City", said.format(city=tr(near[0])), TOPIC)]
