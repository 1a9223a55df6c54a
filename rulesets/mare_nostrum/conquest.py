"""Provinces left to one player's legions: where ravage, occupy or seize is owed (p.10) or may be chosen,
and who may choose there now (the turn holder, only where the choice can be made: ``actions`` lists
``ravage``, ``occupy`` and ``seize`` only then)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.state import State

TOPIC = "after-battle"


def choices_owed(b: Board, civ: str) -> list[str]:
    """Provinces this civ fought in or entered this turn, left with its legions alone, where it still has to
    ravage, occupy or seize (p.10: the attacker "must decide"; p.8: entering where no enemy unit stands goes
    straight to that choice, no dice rolled).

    Only where one of the three can be done: a capital without a temple or market, for one, offers none. Not
    where its occupation or seizure from an earlier round stands: another choice there is free (p.10).
    """
    state = b.state
    places = [pid for who, pid in state.battles if who == civ] + [pid for who, pid, _ in state.moved if who == civ]
    out = []
    for pid in dict.fromkeys(places):
        if state.is_sea(pid) or (civ, pid) in state.after_battle:
            continue
        if b.armies(pid) != {civ} or not b.legions(pid, civ) or b.influence(pid) == civ:
            continue
        province = state.province(pid)
        if province.occupied_by(civ) or province.seizing == civ:
            continue
        if occupiable(b, pid) or seizable(b, pid):  # whatever can be occupied can be ravaged too
            out.append(pid)
    return out


#: The session option of a log written before version 11: its seizures that were the only choice were typed.
SEIZE_LOG = "forced_seizures_typed"


def forced_seizures(ctx: Context, state: State, civ: str) -> State:
    """Seize where a choice is owed and seizing is the only one (p.10, l.23: the attacker must choose; with no
    building to ravage or occupy, only the seizure is left): done by itself (play-test 5: the turn waited for a
    typed ``seize``). Not where Helen of Troy's owner may still turn an entering legion (p.13), nor in a log from
    before version 11 (``SEIZE_LOG``)."""
    if ctx.options.get(SEIZE_LOG):
        return state
    b = Board(state, ctx.ledger)
    for pid in choices_owed(b, civ):
        if occupiable(b, pid) or not seizable(b, pid) or _helen_may_turn(b, civ, pid):
            continue
        state = state.with_province(replace(state.province(pid), seizing=civ))
        state = replace(state, after_battle=state.after_battle + ((civ, pid),))
        b = Board(state, ctx.ledger)
    return state


def _helen_may_turn(b: Board, civ: str, pid: str) -> bool:
    """Whether Helen's owner may still turn one of the civ's legions entering ``pid`` (p.13)."""
    owner = b.holder_of("helen")
    if owner is None or (owner, "helen") in b.state.used or not b.reserve(b.state.civs[owner], "legion"):
        return False
    return b.state.civs[owner] != civ and b.influence(pid) == b.state.civs[owner]


def seized_said(before: Context, after: Context, player: str, civ: str) -> list[str]:
    """The seizures an event made by themselves, as said in its outcome."""
    old = {p.id: p.seizing for p in board(before).state.provinces}
    out = []
    done = board(after).state.after_battle
    for province in board(after).state.provinces:
        if province.seizing == civ and old.get(province.id) != civ and (civ, province.id) in done:
            said = tr(
                "Nothing in {province} can be ravaged or occupied, so {player} seizes it, the one choice left: "
                "{player}'s legion stands on the influence marker, to be replaced in a later build phase."
            )
            out.append(said.format(province=province.name, player=player))
    return out


def occupiable(b: Board, pid: str) -> bool:
    """Whether a building stands free to occupy (or ravage): in a capital, a temple or market only."""
    province = b.state.province(pid)
    free = b.buildings(pid)
    for building, _ in province.occupied:
        if building in free:
            free.remove(building)
    return any(not province.capital or x in ("temple", "market") for x in free)


def seizable(b: Board, pid: str) -> bool:
    """Whether an influence marker stands there to seize (never in a capital)."""
    return not b.state.province(pid).capital and b.influence(pid) is not None


def choice_awaited(b: Board, civ: str) -> str | None:
    """The form the turn waits for while a choice is owed (None: none is): occupying where a building is free,
    the choice of the rulebook's examples and one that asks which buildings, so Enter alone decides nothing;
    else seizing."""
    owed = choices_owed(b, civ)
    if not owed:
        return None
    return "occupy" if occupiable(b, owed[0]) else "seize"


def owed_rules(ctx: Context, civ: str) -> list[Violation]:
    """The choices a civ still owes, as a refusal to end its turn (or the phase) says them."""
    b = board(ctx)
    out = []
    for pid in choices_owed(b, civ):
        # p.11 (l.25): a capital is never seized (play-test 8: Pending offered "seize" in Alexandria).
        capital = b.state.province(pid).capital
        said = (
            tr("choose ravage or occupy in {province}")
            if capital
            else tr("choose ravage, occupy or seize in {province}")
        )
        out.append(rule("After battle", said.format(province=b.state.province(pid).name), TOPIC))
    return out


def choice_said(b: Board, player: str, civ: str, pid: str) -> str | None:
    """``Only Bo's units stand in Cyrene: Bo may ravage, occupy or seize it.`` where that is so, else None."""
    if b.armies(pid) != {civ} or b.influence(pid) == civ:
        return None
    where = b.state.province(pid).name
    if b.state.province(pid).capital and not any(x in ("temple", "market") for x in b.buildings(pid)):
        # p.11 (l.25): nothing in a capital but its temples and markets can suffer; with none, nothing is to be
        # done (the play-test's Athens was offered temples and markets it did not have).
        said = tr(
            "Only {player}'s units stand in {province}: nothing is to be done there (a capital cannot be seized, "
            "and it has no temple or market to ravage or occupy)."
        )
    elif b.state.province(pid).capital:  # p.11: a capital is never seized; only temples and markets suffer
        said = tr("Only {player}'s units stand in {province}: {player} may ravage or occupy its temples and markets.")
    else:
        said = tr("Only {player}'s units stand in {province}: {player} may ravage, occupy or seize it.")
    return said.format(player=player, province=where)


def choosable(b: Board, civ: str) -> list[str]:
    """Where the civ may choose now: the choices it owes, else provinces held by its legions alone (not its
    own, no choice made there this turn), where a later round may pick another of the three (p.10)."""
    return choices_owed(b, civ) or standing(b, civ)


def standing(b: Board, civ: str) -> list[str]:
    """Provinces held by the civ's legions alone, not its own, where it made no choice this turn."""
    done = {pid for who, pid in b.state.after_battle if who == civ}
    return [
        p.id
        for p in b.state.provinces
        if b.legions(p.id, civ) and b.armies(p.id) == {civ} and b.influence(p.id) != civ and p.id not in done
    ]


def ravage_places(b: Board, civ: str) -> list[str]:
    """Where the civ may ravage now: a building stands there that it may destroy (its own occupation's too, as
    Monika's caravan a round later; in a capital only a temple or market)."""
    capital = ("temple", "market")
    return [
        pid
        for pid in standing(b, civ)
        if any(not b.state.province(pid).capital or x in capital for x in b.buildings(pid))
    ]


def occupy_places(b: Board, civ: str) -> list[str]:
    """Where the civ may occupy now: a building stands free, and a legion there stands on none yet."""
    return [
        pid
        for pid in standing(b, civ)
        if occupiable(b, pid) and b.legions(pid, civ) > len(b.state.province(pid).occupied_by(civ))
    ]


def seize_places(b: Board, civ: str) -> list[str]:
    """Where the civ may seize now: an influence marker to stand on, in no capital, not seized by it already."""
    return [pid for pid in standing(b, civ) if seizable(b, pid) and b.state.province(pid).seizing != civ]


Places = Callable[[Board, str], list[str]]


def chooser(places: Places) -> Callable[[Context], Sequence[int]]:
    """``who`` of an after-battle choice: the strategy turn's holder while ``places`` finds somewhere to make it,
    else nobody (the play-test's ``actions`` offered all three on every strategy turn)."""

    def who(ctx: Context) -> Sequence[int]:
        turn = ctx.position.turn
        if ctx.phase != "strategy" or turn is None:
            return ()
        b = board(ctx)
        return (turn,) if places(b, b.state.civs[turn]) else ()

    who.__name__ = f"chooser_{places.__name__}"
    return who
