"""What the table reads: the glance strip, trackers, the cities and provinces as map rows, panels, pending."""

from __future__ import annotations

from collections import Counter

from engine.i18n import N_, language, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from engine.views import Glance, Place, View
from rulesets.struggle_for_rome import income, legionary, owed
from rulesets.struggle_for_rome.cities import in_play
from rulesets.struggle_for_rome.cities_learned import unmarked
from rulesets.struggle_for_rome.common import game, name
from rulesets.struggle_for_rome.data import LANDSCAPES, PROVINCES, RULES
from rulesets.struggle_for_rome.holders import (
    BANK,
    DECK,
    SPECIAL,
    action_deck,
    figure_word,
    figures,
    gold,
    owner,
    resources,
    stock,
)
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.progress import progress_cell, tribes_view
from rulesets.struggle_for_rome.scoring import TERROR, gold_value, held, scores, target
from rulesets.struggle_for_rome.standing import ask_where, lost
from rulesets.struggle_for_rome.state import TRIBES, City
from rulesets.struggle_for_rome.taking import covered
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import amounts, stocked, towers, tribe_word

#: The places' kinds (ids in JSON), as words for front ends that show them by name.
PLACE_KINDS = (N_("city"), N_("province"), N_("deck"))


def places(ctx: Context) -> list[Place]:
    """Every city on the app's map, with its tile or its owner; then the five provinces."""
    out = []
    towns = in_play(ctx)
    for city in towns:
        holder = f"city:{city.id}"
        held_by = owner(ctx, city.id)
        said = [towers(city.towers), tr(PROVINCES.resolve(city.province).label)]
        # The eagle decides the Terror card: said in words, not only as a tag (a III city with three
        # players reads "out of play" below; with four the mark changes nothing).
        said += [tr("eagle")] if city.eagle else []
        if held_by is not None:
            # The player is the place's owner, which the row says: which of their two tribes holds it is news.
            said.append(tribe_word(held_by[1]))
        elif ctx.count(holder, "tile"):
            said.append(tr("plunder tile"))
        elif city.neutral and len(ctx.players) == 3:
            said.append(tr("out of play"))
        else:
            said.append(tr("plundered"))
        tags = tuple(t for t, on in (("eagle", city.eagle), ("III", city.neutral)) if on)
        colour = None if held_by is None else ctx.players[held_by[0]].faction
        out.append(Place(city.id, tr(city.name), "city", colour, ", ".join(said), tags, holder))
    taken = {c.id for c in towns}
    legionary = game(ctx).legionary[1]
    for entry in PROVINCES.entries:
        if entry.id in taken:  # a city of the same name keeps the row (rows are keyed by id)
            continue
        out.append(_province(ctx, entry.id, tr(entry.label), [c for c in towns if c.province == entry.id], legionary))
    # The face-down action deck lies beside the board (its cards sit in the box until drawn): how many are
    # left is open to all, and none is drawn once it is empty (L3, L15).
    left = action_deck(ctx)
    cards = ntr("{n} card left", "{n} cards left", left).format(n=left)
    out.append(Place("action-deck", tr("Action card deck"), "deck", None, cards, ("deck",)))
    return out


def _province(ctx: Context, pid: str, label: str, towns: list[City], legionary: str) -> Place:
    """A province as a map row: its cities on the app's map, how many still hold a tile, conquered."""
    printed = ctx.kit.known("provinces", pid, "cities")
    if isinstance(printed, int):
        facts = tr("{n} of {total} cities on the map").format(n=len(towns), total=printed)
    else:  # "cities" for any count in English; Czech takes the count's form
        facts = ntr("{n} cities on the map", "{n} cities on the map", len(towns)).format(n=len(towns))
    states = Counter(_city_state(ctx, c) for c in towns)
    shown = [_state_word(what, n) for what, n in states.items()]
    facts += f" ({', '.join(shown)})" if shown else ""
    waiting = unmarked(ctx, pid)
    if waiting:  # with three players a city whose III mark is unknown is not laid out (L3)
        said = ntr(
            "; {n} city the kit knows waits for its III mark ({cities}: add-city neutral=yes or no)",
            "; {n} cities the kit knows wait for their III mark ({cities}: add-city neutral=yes or no)",
            len(waiting),
        )
        facts += said.format(n=len(waiting), cities=phrase_list([tr(c) for c in waiting]))
    tags: tuple[str, ...] = ()
    if pid == legionary:
        # The landscape too (the kit's name when it knows which): its number brings nothing (L7).
        state = game(ctx)
        if state.legionary_at:
            facts += tr("; the legionary stands here, on {place}").format(
                place=place_said(here(ctx).name(state.legionary_at))
            )
        elif state.legionary[0]:
            kind = tr(LANDSCAPES.resolve(state.legionary[0]).label)
            facts += tr("; the legionary stands here, on a {landscape}").format(landscape=kind)
        else:  # its kind not told (a move forced past the check): the province is all the table said
            facts += tr("; the legionary stands here")
        tags = ("legionary",)
    return Place(pid, label, "province", None, facts, tags)


def _state_word(state: str, n: int) -> str:
    """``2 plundered``: how many cities of a province stand so (Czech: ``2 vypleněná``)."""
    if state == "conquered":
        return ntr("{n} conquered", "{n} conquered", n).format(n=n)
    if state == "with a tile":
        return ntr("{n} with a tile", "{n} with a tile", n).format(n=n)
    if state == "out of play":
        return ntr("{n} out of play", "{n} out of play", n).format(n=n)
    return ntr("{n} plundered", "{n} plundered", n).format(n=n)


def _city_state(ctx: Context, city: City) -> str:
    """``with a tile``, ``plundered``, ``conquered`` or ``out of play``: how a city stands."""
    if owner(ctx, city.id) is not None:
        return "conquered"
    if ctx.count(f"city:{city.id}", "tile"):
        return "with a tile"
    return "out of play" if city.neutral and len(ctx.players) == 3 else "plundered"


#: Special cards by their long names (the table of who holds them).
_LONG = (("diplomacy", N_("Diplomacy")), ("scourge", N_("Scourge of Rome")), ("heir", N_("Heir of Rome")))
#: The glance's line is cut to this (the strip is one line at every screen size).
GLANCE_WIDTH = 110


def _short(kind: str, n: int) -> str:
    """A player's special cards (or shown Diplomats) of a kind by the short name used at the table:
    ``Diplomacy``, ``2 Scourge``, ``3 Diplomats``."""
    if kind == "diplomat":
        return ntr("{n} Diplomat", "{n} Diplomats", n).format(n=n)
    if n == 1:
        return tr({"diplomacy": "Diplomacy", "scourge": "Scourge", "heir": "Heir"}.get(kind, "Terror"))
    if kind == "scourge":
        return ntr("{n} Scourge", "{n} Scourge", n).format(n=n)
    if kind == "heir":
        return ntr("{n} Heir", "{n} Heir", n).format(n=n)
    if kind == "terror":
        return ntr("{n} Terror", "{n} Terror", n).format(n=n)
    return ntr("{n} Diplomacy", "{n} Diplomacy", n).format(n=n)


#: The short names above, for extraction (``_short`` looks them up).
_SHORT_NAMES = (N_("Diplomacy"), N_("Scourge"), N_("Heir"), N_("Terror"))


def special_cards(ctx: Context, seat: int) -> str:
    """``Diplomacy, 2 Scourge, 3 Diplomats``: a player's special cards and shown Diplomats ('-': none)."""
    kinds = ["diplomacy", "scourge", "heir"]
    if TERROR in ctx.variants:
        kinds.append("terror")
    kinds.append("diplomat")
    return ", ".join(_short(kind, n) for kind in kinds if (n := held(ctx, seat, kind))) or "-"


def rose_text(ctx: Context) -> str:
    """``compass rose 4, 8 (2 of 4)``; the numbers alone once all four are covered."""
    done = covered(ctx)
    if not done:
        return tr("compass rose: nothing covered yet")
    numbers = ", ".join(map(str, done))
    full = len(done) >= RULES["rose_numbers"]
    said = tr("compass rose {numbers}").format(numbers=numbers)
    return said + ("" if full else tr(" ({n} of {total})").format(n=len(done), total=RULES["rose_numbers"]))


def legionary_text(ctx: Context) -> str:
    """``a forest in Hispania``, with the kit's landscape when known (see ``legionary.spot_text``)."""
    return legionary.spot_text(ctx)


def _and(names: list[str]) -> str:
    return f" {tr('and')} ".join(names)


def glance(ctx: Context) -> Glance:
    """Who rolls, the compass rose, the legionary and the end; a row per player with points,
    gold, resource cards, special cards (and Diplomats shown) and figures."""
    state = game(ctx)
    start = name(ctx, ctx.position.start)
    rolling = ctx.phase == "roll" and len(covered(ctx)) < RULES["rose_numbers"] and not state.over
    # (priority, text): the lowest priorities go first when the line is too long.
    roller = tr("{player} rolls") if rolling else tr("start player {player}")
    due = state.legionary_due
    if rolling and due == ctx.position.start:  # a 7: the roller moves the legionary before rolling on
        roller, due = tr("{player} moves the legionary, then rolls"), None
    parts = [(5, roller.format(player=start)), (4, rose_text(ctx))]
    if due is not None:
        parts.append((5, tr("{player} moves the legionary").format(player=name(ctx, due))))
    elif state.legionary_due is None:
        parts.append((2, tr("legionary on {place}").format(place=legionary_text(ctx))))
    scored = scores(ctx)
    if state.over:
        # Most points wins, then most gold (each Treasure still held 7), as the victory check says (L15).
        ranks = [(vp, gold_value(ctx, s)) for s, vp in enumerate(scored)]
        won = [ctx.players[s].name for s, rank in enumerate(ranks) if rank == max(ranks)]
        said = tr("game over: {players} won with {points} points")
        parts.append((6, said.format(players=_and(won), points=max(scored))))
    elif state.last_round is not None:
        parts.append((6, tr("last round")))
    else:
        parts.append((1, tr("{n} points win").format(n=target(ctx))))
    line = _fit(parts)
    rows = []
    for seat, player in enumerate(ctx.players):
        cards = sum(resources(ctx, seat).values())
        army = " + ".join(figure_word(t, figures(ctx, seat, t)) for t in TRIBES)
        counted = (str(scored[seat]), str(gold(ctx, seat)), str(cards))
        rows.append((player.name, *counted, special_cards(ctx, seat), army, progress_cell(ctx, seat)))
    # Special cards before figures: at 80 columns the strip cuts the end of a long row. Each tribe's way to an
    # empire, the Scourge and the Heir last (issue 34: the play-test's table counted tile colours by eye).
    # "Special cards: 1 Diplomat" (play-test 11): the column holds the shown Diplomats too, all of it face up.
    columns = (tr("Player"), tr("VP"), tr("Gold"), tr("Resources"), tr("Cards shown"), tr("Figures"), tr("Progress"))
    return Glance(line, columns, tuple(rows))


def _fit(parts: list[tuple[int, str]]) -> str:
    """The parts joined by dots, dropping the least needed until the line fits (then cut, if names are long)."""
    kept = list(parts)
    while len(" · ".join(t for _, t in kept)) > GLANCE_WIDTH and len(kept) > 1:
        kept.remove(min(kept, key=lambda p: p[0]))
    line = " · ".join(t for _, t in kept)
    return line if len(line) <= GLANCE_WIDTH else line[: GLANCE_WIDTH - 1] + "…"


def _rose_line(ctx: Context) -> str:
    """The compass rose in the table panel: what is covered, and who rolls or starts."""
    done = covered(ctx)
    rose = ", ".join(map(str, done)) or tr("none yet")
    starter = name(ctx, ctx.position.start)
    if ctx.phase != "roll":
        return tr("Compass rose: {numbers} covered; {player} is the start player").format(numbers=rose, player=starter)
    if len(done) < RULES["rose_numbers"]:
        said = tr("Compass rose: {numbers} covered ({n} of {total} numbers); {player} rolls")
        return said.format(numbers=rose, n=len(done), total=RULES["rose_numbers"], player=starter)
    said = tr("Compass rose: {numbers} covered (all 4): the roll is done once everyone has taken their resources")
    return said.format(numbers=rose)


def views(ctx: Context) -> list[View]:
    """The compass rose and legionary; this round's rolls (in the roll) or the tribes; the race to the
    target, special cards and the stocks."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    goal = target(ctx)
    lines = [(_rose_line(ctx),), (tr("Legionary: on {place}").format(place=legionary_text(ctx)),)]
    if state.legionary_due is not None:
        lines.append((tr("{player} moves the legionary now").format(player=names[state.legionary_due]),))
    out = [View(tr("Table"), "lines", rows=tuple(lines))]
    if ctx.phase == "roll":
        if state.rolls:
            out.append(rolls_view(ctx))
    else:
        out.append(tribes_view(ctx))
    race = tuple(
        (tr("{player} {points} VP").format(player=n, points=vp), min(vp / goal, 1.0))
        for n, vp in zip(names, scores(ctx), strict=True)
    )
    specials = []
    kinds = list(_LONG)
    if TERROR in ctx.variants:
        kinds.append(("terror", N_("Terror of the Legions")))
    for kind, label in kinds:
        holders = [f"{n} {held(ctx, s, kind)}" for s, n in enumerate(names) if held(ctx, s, kind)]
        specials.append((tr(label), ", ".join(holders) or "-", ctx.count(SPECIAL, kind)))
    # A counted "gold" is "zlatý" in Czech; the stock of it is "zlato".
    coins = "gold" if language() == "en" else tr("Gold").lower()
    stocks = (
        (tr("grain"), ctx.count(BANK, "grain")),
        (tr("ore"), ctx.count(BANK, "ore")),
        (tr("pasture deck"), ctx.size(DECK)),
        (tr("action deck"), action_deck(ctx)),
        (coins, ctx.count(BANK, "gold")),
    )
    last = tr("last round!") if state.last_round is not None else ""
    return [
        *out,
        View(tr("Victory race"), "bars", rows=race, note=last),
        View(tr("Special cards"), "table", (tr("card"), tr("held by"), tr("left")), tuple(specials)),
        View(tr("Bank"), "table", (tr("stock"), tr("left")), stocks),
    ]


def rolls_view(ctx: Context) -> View:
    """A grid of this round's rolls: what each player took after each, and pasture cards still to name."""
    state = game(ctx)
    owed = [state.owed(s) for s in range(len(ctx.players))]
    columns = [tr("player"), *(str(n) for n in state.rolls)]
    if any(owed) or state.served:
        columns.append(tr("to name"))
    rows = []
    for seat, player in enumerate(ctx.players):
        row: list[str] = [player.name]
        for number in state.rolls:
            got: dict[str, int] = {}
            for rolled, who, kind, n in state.taken:
                if rolled == number and who == seat:
                    got[kind] = got.get(kind, 0) + n
            row.append(amounts(got) if got else "-")
        if len(columns) > len(row):
            row.append(ntr("{n} pasture", "{n} pasture", owed[seat]).format(n=owed[seat]) if owed[seat] else "-")
        rows.append(tuple(row))
    done = len(covered(ctx))
    note = tr("{n} of {total} numbers covered; income entered after a roll counts under it")
    return View(
        tr("This round's rolls"),
        "table",
        tuple(columns),
        tuple(rows),
        note=note.format(n=done, total=RULES["rose_numbers"]),
    )


def pending(ctx: Context) -> list[str]:
    """What the table must see beside the phase's duties (who rolls, the legionary, cards to name: those
    are in ``phase_may_end``, shown once): a bank running low, the last round."""
    state = game(ctx)
    out = []
    if ctx.phase == "roll" and state.rolls and len(state.served) < len(ctx.players):
        # Income typed: only the table knows what this roll brings in all. L15: when the bank cannot give
        # everyone theirs, everyone returns half first; the app can only say where the bank runs low.
        for kind in ("grain", "ore", "pasture"):
            left = stock(ctx, kind)
            if left < len(ctx.players) and kind not in state.halved:
                said = tr("The bank has {cards}: if this roll brings more, everyone first returns half (shortage).")
                out.append(said.format(cards=stocked(kind, left)))
    waiting = income.unaccounted(ctx) if ctx.phase == "roll" and state.legionary_due is None else []
    last = len(covered(ctx)) >= RULES["rose_numbers"]
    if waiting and not last:
        # Said with the roll too ("Ann enters their own income"): the play-test's Pending listed only others.
        said = ntr(
            "For the {n}: {players} enters their income (receive) before the next roll.",
            "For the {n}: {players} enter their income (receive) before the next roll.",
            len(waiting),
        )
        out.append(said.format(n=state.rolls[-1], players=phrase_list([name(ctx, s) for s in waiting])))
    elif waiting and not ctx.options.get(income.ROLL_LOG):
        # The roll ends by itself once the last number's income is all in: who it waits for, and the way out.
        said = ntr(
            "For the {n}: {players} enters their income, or that it brings them nothing (receive); "
            "next-phase if nobody else gets any.",
            "For the {n}: {players} enter their income, or that it brings them nothing (receive); "
            "next-phase if nobody else gets any.",
            len(waiting),
        )
        out.append(said.format(n=state.rolls[-1], players=phrase_list([name(ctx, s) for s in waiting])))
    for number in dict.fromkeys(n for n, _ in owed.owed_late(ctx)) if ctx.phase == "roll" else ():
        # Income owed for an earlier roll stays listed until it is in (play-test 8: a roll dropped it).
        late = [name(ctx, s) for n, s in owed.owed_late(ctx) if n == number]
        said = ntr(
            "For the {n}, rolled before: {players} still enters their income (receive roll={n}).",
            "For the {n}, rolled before: {players} still enter their income (receive roll={n}).",
            len(late),
        )
        out.append(said.format(n=number, players=phrase_list(late)))
    # A move that named no crossing: asked at once, whatever the phase, not first at the next roll's income.
    out += [ask_where(ctx, seat, tribe) for seat, tribe in lost(ctx)]
    if state.last_round is not None and not state.over:
        out.append(tr("Last round: someone has {n} points; the game ends after this round.").format(n=target(ctx)))
    return out
