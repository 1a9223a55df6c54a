"""Each tribe as the table reads it: its field, where it is, and how far it is on its way (issue 34).

A wandering tribe plunders towards three colours of plunder tiles, which let
it found an empire (L11), and on towards all five, which bring a Scourge of
Rome (L13); once it has an empire it can only conquer, towards the four
cities that make its half of the Heir of Rome (L13). The play-test's table
counted the colours on the tribe fields by eye: the app says how far each
tribe is in ``tabula show`` and the hand panel (the trackers), in the glance
strip (a column) and in the Tribes panel.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import N_, ntr, tr
from engine.state import Context
from engine.views import View
from rulesets.struggle_for_rome.cities import in_play
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.data import PROVINCES, RULES, VICTORY
from rulesets.struggle_for_rome.holders import cities_of, figure_word, figures, tiles, wagons
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.scoring import points
from rulesets.struggle_for_rome.standing import start_of
from rulesets.struggle_for_rome.state import AT_START, TRIBES
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import tribe_word

#: The trackers' keys (ids in JSON), as words for front ends that show them by name.
TRACKER_WORDS = (N_("vp"), N_("cavalry"), N_("infantry"))


def tile_list(found: dict[str, int]) -> str:
    """``Gallia 2, Germania``: a tribe's plunder tiles by colour ('' for none)."""
    return ", ".join(tr(PROVINCES.resolve(p).label) + (f" {n}" if n > 1 else "") for p, n in found.items())


def where(ctx: Context, seat: int, tribe: str) -> str:
    """Where a tribe is: its empire's cities, its crossing, its start crossings, or not known."""
    towns = cities_of(ctx, seat, tribe)
    if towns:
        known = {c.id: tr(c.name) for c in in_play(ctx)}
        return tr("empire: {cities}").format(cities=", ".join(known.get(t, t) for t in towns))
    crossing = start_of(ctx, seat, tribe)
    if crossing is not None:
        return tr("at {place}").format(place=place_said(here(ctx).name(crossing)))
    stands = game(ctx).stands(seat, tribe)
    return tr("on its start crossings") if stands == AT_START else tr("crossing not known")


def progress(ctx: Context, seat: int, tribe: str) -> str:
    """How far a tribe is on its way, in words without a comma (the trackers are listed with commas):
    ``0 of 3 colours for an empire``, ``1 of 3 colours for an empire; 1 of 5 colours for Scourge``, ``colours
    enough for an empire; Scourge lacks Hispania + Gallia``, ``2 of 4 cities for Heir``, ``4 cities: enough for
    Heir``."""
    towns = len(cities_of(ctx, seat, tribe))
    if towns:
        # An empire plunders no more (L13): only its cities count now.
        if towns >= VICTORY["heir_cities"]:
            # The same English for every count (4 or more); Czech takes the count's form.
            return ntr("{n} cities: enough for Heir", "{n} cities: enough for Heir", towns).format(n=towns)
        return tr("{n} of {total} cities for Heir").format(n=towns, total=VICTORY["heir_cities"])
    found = tiles(ctx, seat, tribe)
    # A wandering tribe's way on to Heir is always 0 cities, and Scourge with no colour yet says nothing new:
    # the fifth play-test read "0 of 5 colours for Scourge; 0 of 4 cities for Heir" under every tribe.
    if len(found) < RULES["colours_for_empire"]:
        empire = tr("{n} of {total} colours for an empire").format(n=len(found), total=RULES["colours_for_empire"])
        if not found:
            return empire
        scourge = tr("{n} of {total} colours for Scourge").format(n=len(found), total=VICTORY["scourge_colours"])
        return f"{empire}; {scourge}"
    lacking = [tr(e.label) for e in PROVINCES.entries if e.id not in found]
    if not lacking:
        return tr("all {n} colours: Scourge").format(n=VICTORY["scourge_colours"])
    return tr("colours enough for an empire; Scourge lacks {provinces}").format(provinces=" + ".join(lacking))


def progress_short(ctx: Context, seat: int, tribe: str) -> tuple[str, str]:
    """``(colours, 1/3)``, ``(colours, 4/5)``, ``(cities, 2/4)``: one tribe's part of the glance strip's cell."""
    towns = len(cities_of(ctx, seat, tribe))
    if towns:
        return tr("cities"), f"{towns}/{VICTORY['heir_cities']}"
    colours = len(tiles(ctx, seat, tribe))
    goal = RULES["colours_for_empire"] if colours < RULES["colours_for_empire"] else VICTORY["scourge_colours"]
    return tr("colours"), f"{colours}/{goal}"


def progress_cell(ctx: Context, seat: int) -> str:
    """``colours 1/3 + 0/3``, ``cities 2/4 + colours 4/5``: both tribes, cavalry first (as the Figures column)."""
    (first, done), (second, other) = (progress_short(ctx, seat, t) for t in TRIBES)
    return f"{first} {done} + {other}" if first == second else f"{first} {done} + {second} {other}"


def tribe_line(ctx: Context, seat: int, tribe: str) -> str:
    """``2 horsemen · 1 wagon · tiles Gallia 2 + Germania · 2 of 3 colours for an empire``: one tribe, no comma.

    Trackers are listed after each other with commas, so a tribe's own parts
    are kept apart with dots.
    """
    carts = wagons(ctx, seat, tribe)
    parts = [figure_word(tribe, figures(ctx, seat, tribe)), _wagons(carts)]
    shown = tile_list(tiles(ctx, seat, tribe)).replace(", ", " + ")
    if shown:
        parts.append(tr("tiles {tiles}").format(tiles=shown))
    if not cities_of(ctx, seat, tribe):
        crossing = start_of(ctx, seat, tribe)
        if crossing is not None:
            parts.append(tr("at {place}").format(place=place_said(here(ctx).name(crossing))))
    parts.append(progress(ctx, seat, tribe))
    return " · ".join(parts)


def _wagons(n: int) -> str:
    return ntr("{n} wagon", "{n} wagons", n).format(n=n)


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """Points and each tribe in a line (cards, gold and figures are in the ledger's holdings)."""
    return {"vp": points(ctx, seat), **{tribe: tribe_line(ctx, seat, tribe) for tribe in TRIBES}}


def tribes_view(ctx: Context) -> View:
    """One row per tribe: figures and wagons on its field, plunder tiles by colour, where it is, how far."""
    rows = []
    for seat, player in enumerate(ctx.players):
        for tribe in TRIBES:
            found = tile_list(tiles(ctx, seat, tribe)) or "-"
            standing = figure_word(tribe, figures(ctx, seat, tribe))
            whose = tr("{player}'s {tribe}").format(player=player.name, tribe=tribe_word(tribe))
            shown = (whose, standing, str(wagons(ctx, seat, tribe)), found, where(ctx, seat, tribe))
            rows.append((*shown, progress(ctx, seat, tribe)))
    columns = (tr("tribe"), tr("figures"), tr("wagons"), tr("tiles"), tr("where"), tr("progress"))
    return View(tr("Tribes"), "table", columns, tuple(rows))
