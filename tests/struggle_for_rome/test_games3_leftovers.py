"""Struggle for Rome leftovers of the games3 helper: a plunder's secret draw, the owed count, counted routes."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.kits import Kit, KitError, dumps, loads
from engine.session import Session
from rulesets.struggle_for_rome import INFO
from rulesets.struggle_for_rome.taught import here
from tests.aquileia.test_games3_leftovers import field_words_lost
from tests.struggle_for_rome.helpers import EXAMPLES, add_city, count, example_kit, new, place, put, to_phase, tribe


def _plunder_pasture() -> Session:
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2, wagons=1)
    return session


def test_a_plunders_pasture_card_is_not_named_where_everyone_reads() -> None:
    # The tile's pasture card is drawn face down into the hand: the log, the outcome and --check say its sort.
    session = _plunder_pasture()
    args = {"city": "Augusta", "reward": "pasture", "card": "cattle"}
    preview = session.preview(session.propose("plunder", args))
    session.act("plunder", args)
    first = session.outcome(len(session.events))[0]
    assert first == (
        "Ann's cavalry tribe plunders Augusta (2 horsemen against 2 towers): a Germania tile, a pasture card and "
        "1 gold for 1 wagon."
    )
    for text in (*preview, first):
        assert "cattle" not in text.lower()
    assert session.table.ledger.count("hand:red", "cattle") == 2  # the starting cattle and the drawn one


def test_receive_offers_the_owed_count_for_the_pasture_cards() -> None:
    # The kit took the grain and ore: only the pasture card is owed, so the form offers its count there (and
    # opens on it, see tests/tui/test_full5_app3_owed_first.py), never for grain.
    session = new(kit=example_kit())
    session.act("roll-resources", {"dice": "4,6"})  # 10: the steppe pasture beside Ann and Bo
    spec = session.ruleset.action("receive")
    assert spec is not None
    assert session.suggestions(spec, "horse", actor=0) == ["1"]
    assert session.suggestions(spec, "cattle", actor=0) == ["1"]
    assert session.suggestions(spec, "grain", actor=0) == []
    assert session.suggestions(spec, "horse", actor=2) == []  # Cy owes nothing
    session.act("receive", {"player": "Ann", "horse": 1})
    assert session.suggestions(spec, "horse", actor=0) == []


def test_the_receive_fields_made_in_a_loop_keep_their_czech_words() -> None:
    # receive's grain, ore, horse and cattle fields are made from the resource ids, which extraction cannot read.
    assert field_words_lost("struggle-for-rome", "struggle_for_rome") == []


RULESET = INFO.load()


def _short_kit() -> Kit:
    """The test board with the arrows P1-T (sea) and L2-T (land) not taught: no known arrow reaches T."""
    lines = EXAMPLES.read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if '{ id = "a3",' not in line and '{ id = "a6",' not in line]
    return loads("\n".join(kept) + "\n", RULESET.kit_schema, RULESET.id, EXAMPLES.name)


def _at_s(kit: Kit) -> Session:
    session = new(kit=kit)
    to_phase(session, "cavalry")
    place(session, 0, "cavalry", "s")
    put(session, "purse:red", "gold", 3, "bank")
    return session


def test_a_counted_way_is_kept_for_later_moves_and_the_next_evening() -> None:
    """L9: S to T over two sea arrows costs 1 gold (the first free). The kit knows neither arrow into T, so
    move-to was refused; once a move counted the way, move-to there is paid as counted, also next game."""
    session = _at_s(_short_kit())
    with pytest.raises(RuleRefused, match="the board kit cannot count these arrows yet"):
        session.act("move-to", {"to": "t"})
    session.act("move", {"sea": 2, "to": "t"})
    assert session.outcome(len(session.events))[2] == (
        "The app keeps this way's count for later moves: S to T, 2 sea arrows."
    )
    ctx = session.context()
    assert here(ctx).known_routes("s", "t") == ((0, 2, "sea"),)
    assert here(ctx).known_routes("t", "s") == ((0, 2, "sea"),)  # one kind only: the way back is known too
    kit = loads(dumps(RULESET.learned(ctx, session.kits[0])), RULESET.kit_schema, RULESET.id, "learned")
    later = _at_s(kit)
    later.act("move-to", {"to": "t"})
    assert later.outcome(len(later.events))[:3] == [
        "Ann's cavalry tribe moves to T over 2 sea arrows; the move costs 1 gold.",
        "Ann pays 1 gold.",
        "Paid as an earlier move counted the way: if the board shows a shorter one, undo and count it (move).",
    ]
    assert count(later, "purse:red", "gold") == 2


def test_a_way_over_both_kinds_is_kept_one_way_only_and_never_where_the_kit_counts() -> None:
    session = _at_s(_short_kit())
    session.act("move", {"land": 1, "sea": 1, "first": "land", "to": "t"})
    ctx = session.context()
    assert here(ctx).known_routes("s", "t") == ((1, 1, "land"),)
    assert here(ctx).known_routes("t", "s") == ()  # back, the first arrow crossed is not known
    full = _at_s(example_kit())
    full.act("move", {"land": 3, "to": "t"})
    assert not full.table.game.told  # the complete kit counts it itself


def test_a_counted_route_the_board_cannot_hold_is_refused_by_the_kit() -> None:
    route = '{ id = "r", ends = ["s", "t"], land = 0, sea = 2, first = "land" }'
    text = EXAMPLES.read_text(encoding="utf-8") + f'\n[routes]\nsource = "told"\nentries = [{route}]\n'
    with pytest.raises(KitError, match="the first arrow is of a kind the route crosses"):
        loads(text, RULESET.kit_schema, RULESET.id, EXAMPLES.name)
