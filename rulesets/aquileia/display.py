"""What ``show`` and the app display: trackers, the board's places, views, and the final-score forecast."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.i18n import N_, language, ntr, tr
from engine.state import Context
from engine.views import Place, View
from rulesets.aquileia.boardkit import unknown
from rulesets.aquileia.catalogues import ROW, ROW_HOLDER, TIE
from rulesets.aquileia.common import game, name, owners, pending
from rulesets.aquileia.contests import CARD_FIELDS, competed, entrants
from rulesets.aquileia.data import AREAS, COLOURS, METALS, ROUNDS, SERVANTS
from rulesets.aquileia.decks import CARD_NAME, COLOURS_OF, DECK_OF, NUMBER_OF
from rulesets.aquileia.faceup import LAURELS_A_ROUND, laurels_left, shown
from rulesets.aquileia.formulas import villa_score
from rulesets.aquileia.holders import (
    DECK_NAMES,
    SERVANT,
    TIE_TRACK,
    hand,
    holder_label,
    owner,
    purse,
    reserve,
    space,
)
from rulesets.aquileia.holders import TIE as TIE_MARKER
from rulesets.aquileia.placement import places_next
from rulesets.aquileia.portus import latro_due
from rulesets.aquileia.printed import board, printed
from rulesets.aquileia.tiles import free_tiles, short, tile_said
from rulesets.aquileia.words import area, coin_text, colour_pair, word

#: The trackers' keys as ``show`` reads them (the keys stay English in JSON).
TRACKER_WORDS = (N_("score"), N_("blue dice"), N_("built"), N_("final score forecast"), N_("final score"))


def final_score(ctx: Context, seat: int) -> dict[str, Any]:
    """Stadium point laurels plus villas times laurels of their colour (best theatre-laurel colours).

    Every laurel in hand counts: for the final scoring, when the hands are shown, or for their owner.
    The shared screen's forecast is ``open_score``.
    """
    return _score(ctx, seat, ("stadium", "theatre"))


def open_score(ctx: Context, seat: int) -> dict[str, Any]:
    """The final score as the reader can see it: villas times the theatre laurels, bought in the open, and
    the Stadium laurels seen taken (a lone racer's face-up one); read by the player (``ctx.actor``), all
    their own laurels (play-test 7: Jirka's own view left out the 10-point laurel in his hand).

    Other Stadium laurels are kept secret (the winner passes one on unseen, l.6): counting them here would
    show everyone which laurels a player holds.
    """
    if game(ctx).over or ctx.actor == seat:  # a player sees their own hand: their forecast counts it all
        return final_score(ctx, seat)
    return _score(ctx, seat, ("theatre",), seen=[card for who, card in game(ctx).shown if who == seat])


def _score(ctx: Context, seat: int, decks: tuple[str, ...], seen: list[str] | None = None) -> dict[str, Any]:
    """The villas and laurels of ``decks`` in the hand, with the cards of other decks ``seen`` (as many of
    each as the hand still holds)."""
    person = game(ctx).patricians[seat]
    seen_left = Counter(seen or ())
    # A villa built (by override) without a colour has no laurel to match: it scores nothing.
    villas = [(b.colour, b.value) for b in person.buildings if b.kind == "villa" and b.colour in COLOURS]
    laurels: list[str] = []
    points = 0
    for kind, n in ctx.holding(hand(ctx, seat)):
        if DECK_OF.get(kind) not in decks:
            n = min(n, seen_left[kind])
            if not n:
                continue
        if kind in COLOURS_OF:
            laurels += ["/".join(COLOURS_OF[kind])] * n
        else:
            points += NUMBER_OF[kind] * n
    return villa_score(villas, laurels, points)


def _building(b: Any) -> str:
    if b.kind == "villa":
        return tr("{colour} villa {value}").format(colour=word(b.colour), value=b.value).strip()
    if b.kind == "workshop":
        return tr("workshop {value}").format(value=b.value)
    return tr("private bank ({coins})").format(coins=coin_text({m: dict(b.income).get(m, 0) for m in METALS}))


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """Score, blue dice, buildings and the forecast (coins, cards and pieces are in the ledger)."""
    person = game(ctx).patricians[seat]
    out = {
        "score": person.score,
        "blue_dice": person.blue,
        # Not "buildings": the houses on them are already shown under that name (the ledger's holder).
        "built": ", ".join(_building(b) for b in person.buildings) or tr("nothing yet"),
    }
    if game(ctx).over:  # scored: the final score, not a forecast (the play-test read one after the game)
        out["final_score"] = person.score + final_score(ctx, seat)["total"]
    else:  # on open cards only: the stadium laurels in a hand are secret until the final scoring
        out["final_score_forecast"] = person.score + open_score(ctx, seat)["total"]
    return out


def places(ctx: Context) -> list[Place]:
    """Every action space with who stands there (and the coin or card by it), and the tie track."""
    out = []
    spaces = board(ctx)
    for where in spaces.spaces:
        seat = owner(ctx, where)
        # Whose servant stands there is the place's owner, which the row says: not said again here.
        parts: list[str] = []
        # The filter matches tags: a player's name finds their servants, "free" the spaces still open.
        tags = [tr("free")] if seat is None else [tr("servant"), name(ctx, seat)]
        for kind, _ in ctx.holding(space(where)):
            if kind in METALS:
                parts.append(_coin_under(kind))
                tags += [ntr("coin", "coins", 1), word(kind)]
            elif kind in CARD_NAME:
                parts.append(tr("{card} face up").format(card=tr(CARD_NAME[kind])))
                tags += [ntr("card", "cards", 1), tr(CARD_NAME[kind])]
        faction = None if seat is None else ctx.players[seat].faction
        where_area = spaces.area_of[where]
        tags.append(area(where_area))
        out.append(Place(where, spaces.said(where), where_area, faction, "; ".join(parts), tuple(tags), space(where)))
    track = _track(ctx)
    tie_tags = (tr("tie marker"), *(name(ctx, s) for s in game(ctx).tie_track))
    summary = "" if not game(ctx).tie_track else track
    out.append(Place(TIE, spaces.said(TIE), "tie", None, summary, tie_tags, TIE_TRACK))
    return out


def _coin_under(metal: str) -> str:
    """``gold coin under the servant``."""
    if metal == "gold":
        return tr("gold coin under the servant")
    if metal == "silver":
        return tr("silver coin under the servant")
    return tr("bronze coin under the servant")


def views(ctx: Context) -> list[View]:
    """Tie track, purses and score, strengths this round, and the final-score forecast."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    track = _track(ctx)
    purses = tuple(
        (n, *(ctx.count(purse(ctx, s), m) for m in METALS), state.patricians[s].score) for s, n in enumerate(names)
    )
    forecast = []
    for s, n in enumerate(names):
        result = open_score(ctx, s)
        as_colour = tr("{pair} as {colour}")
        chosen = ", ".join(
            as_colour.format(pair=colour_pair(pair), colour=word(colour))
            for pair, colour in result["assignment"].items()
        )
        forecast.append((n, state.patricians[s].score, result["total"], chosen or "-"))
    out = [
        View(tr("Tie track"), "lines", rows=((track,),)),
        View(tr("Purses"), "table", (tr("player"), *(word(m) for m in METALS), tr("score")), purses),
        View(
            # Stadium laurels stay secret until the final scoring: the shared screen counts open cards.
            tr("Final-score forecast") if state.over else tr("Final-score forecast on open cards"),
            "table",
            (tr("player"), tr("now"), tr("+ villas & laurels"), tr("theatre laurels as")),
            tuple(forecast),
        ),
    ]
    if state.strengths:
        rows = tuple((area(a), names[s], n, word(m)) for a, s, n, m in state.strengths)
        columns = (tr("area"), tr("player"), tr("strength"), tr("metal"))
        out.insert(1, View(tr("Strength this round"), "table", columns, rows))
    lines = [progress(ctx)]
    if state.placer is not None and ctx.phase == "placement" and not state.over:
        lines.insert(0, places_next(names[state.placer]))
    if any(lines):
        out.insert(0, View(tr("Progress"), "lines", rows=tuple((line,) for line in lines if line)))
    out.append(View(tr("Decks and face-up cards"), "lines", rows=tuple((line,) for line in decks(ctx))))
    if ctx.phase == "forum":
        headings = (ntr("tile", "tiles", 1), tr("price"), tr("can pay it exactly"))
        out.append(View(tr("Free tiles"), "table", headings, _tiles(ctx)))
    missing = unknown(ctx)
    if missing:
        out.append(View(tr("Board kit: still unknown"), "lines", rows=tuple((line,) for line in missing)))
    return out


def decks(ctx: Context) -> list[str]:
    """The face-up cards, the laurels left (the game's clock, l.8) and each deck's size, as lines."""
    lying = []
    for row in ROW_HOLDER:
        card = shown(ctx, row)
        said = tr(CARD_NAME[card]) if card else tr("not entered")
        lying.append(tr("{place} {card}").format(place=tr(ROW.resolve(row).label), card=said))
    left = laurels_left(ctx)
    rounds = left // LAURELS_A_ROUND
    clock = ntr(
        "Stadium laurels left: {left}, two a round: {n} more round until they run out.",
        "Stadium laurels left: {left}, two a round: {n} more rounds until they run out.",
        rounds,
    ).format(left=left, n=rounds)
    sizes = []
    for deck in DECK_NAMES:
        cards, discards = ctx.size(f"deck:{deck}"), ctx.size(f"discard:{deck}")
        label = holder_label(f"deck:{deck}") or deck
        if discards:
            sizes.append(tr("{deck}: {n} (discards {discards})").format(deck=label, n=cards, discards=discards))
        else:
            sizes.append(tr("{deck}: {n}").format(deck=label, n=cards))
    listed = "; ".join(sizes)
    # English keeps the line as it always read (its snapshots: "the equi et arma deck"); Czech keeps the
    # capitals of "Stadia", "Theatru" and "Equi et Arma".
    listed = listed.capitalize() if language() == "en" else listed[:1].upper() + listed[1:]
    return [tr("Face up: {cards}.").format(cards="; ".join(lying)), clock, listed + "."]


def _track(ctx: Context) -> str:
    """The tie track in order, naming the next start player (l.8): ``1. Jirka (starts next round), 2. Kaja``."""
    track = game(ctx).tie_track
    if not track:
        return tr("nobody yet")
    first = tr("{position}. {player} (starts next round)") if ctx.position.round < ROUNDS else "{position}. {player}"
    return ", ".join(
        (first if i == 1 else "{position}. {player}").format(position=i, player=name(ctx, s))
        for i, s in enumerate(track, start=1)
    )


def progress(ctx: Context) -> str:
    """How far the current phase has got, as one sentence ("Mercatus: 2 of 4 spaces have acted")."""
    state = game(ctx)
    phase = ctx.phase
    if state.over:
        return tr("The six rounds are over: the final scoring is in.")
    if phase == "placement":
        placed = len(state.tie_track)
        left = 0
        for seat, person in enumerate(state.patricians):
            unplaced = ctx.count(reserve(ctx, seat), ctx.piece(SERVANT, seat))
            placed += SERVANTS - unplaced
            left += (0 if person.passed else unplaced) + ctx.count(reserve(ctx, seat), ctx.piece(TIE_MARKER, seat))
        said = ntr(
            "Placement: {placed} of {total} servant and tie marker placed.",
            "Placement: {placed} of {total} servants and tie markers placed.",
            placed + left,
        )
        return said.format(placed=placed, total=placed + left)
    if phase in ("mercatus", "forum"):
        taken = [s for s in AREAS[phase] if owner(ctx, s) is not None]
        acted = sum(1 for s in taken if s in state.done)
        said = ntr(
            "{area}: {acted} of {n} space have acted or been skipped.",
            "{area}: {acted} of {n} spaces have acted or been skipped.",
            len(taken),
        )
        return said.format(area=area(phase), acted=acted, n=len(taken))
    if phase in CARD_FIELDS:
        field = entrants(ctx, phase)
        if not field:
            return tr("{area}: nobody has a servant here.").format(area=area(phase))
        done = len(competed(state, phase))
        handed = f"{phase}:prizes" in state.done
        if phase == "arena":
            said = (
                tr("{area}: {done} of {n} have fought; prizes handed out.")
                if handed
                else tr("{area}: {done} of {n} have fought; prizes still to hand out.")
            )
        else:
            said = (
                tr("{area}: {done} of {n} have raced; prizes handed out.")
                if handed
                else tr("{area}: {done} of {n} have raced; prizes still to hand out.")
            )
        return said.format(area=area(phase), done=done, n=len(field))
    if phase == "portus":
        paid = [s for s in AREAS["portus"] if s != "latro" and owner(ctx, s) is not None]
        acted = sum(1 for s in paid if s in state.done)
        if owner(ctx, "latro") is None:
            said = tr("Portus: {acted} of {n} paid spaces activated.")
        elif latro_due(ctx):
            said = tr("Portus: Latro still to roll; {acted} of {n} paid spaces activated.")
        else:
            said = tr("Portus: Latro has rolled; {acted} of {n} paid spaces activated.")
        return said.format(acted=acted, n=len(paid))
    return ""


def _tiles(ctx: Context) -> tuple[tuple[str, str, str], ...]:
    """Each free tile of the kit, its price, and which builders still to build could pay it exactly (l.7)."""
    builders = owners(ctx, pending(ctx, AREAS["forum"]))
    rows = []
    for tile in free_tiles(ctx):
        coins, slaves = printed(ctx).known("buildings", tile, "coins"), printed(ctx).known("buildings", tile, "slaves")
        label = tile_said(ctx, tile)
        if coins is None or slaves is None:
            rows.append((label, "?", "-"))
            continue
        price = coin_text({m: coins.count(m) for m in METALS})
        if slaves:
            price = ntr("{coins}, {n} slave", "{coins}, {n} slaves", slaves).format(coins=price, n=slaves)
        able = [name(ctx, s) for s in builders if not short(ctx, s, coins) and _slaves(ctx, s) >= slaves]
        rows.append((label, price, ", ".join(able) or tr("nobody")))
    return tuple(rows)


def _slaves(ctx: Context, seat: int) -> int:
    return sum(NUMBER_OF[kind] * n for kind, n in ctx.holding(hand(ctx, seat)) if kind.startswith("slave-"))
