"""Play-test 12, item 4: smaller findings: an empty reserve names take_from=, Ships to Greeks names count=, Retreat's
city= leaves out the city attacked, Pending and resolve agree, a tile under the deck is not offered."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from rulesets.hellas.tile_fields import unturned
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, on, tile


def test_two_extra_figures_with_an_empty_reserve_names_take_from() -> None:
    """R67-68 (t12): the refusal pointed to correct; figures short in reserve come from the board."""
    session = at_turns(tile("x", LIGHT, 3, 2), tile("y", DARK, 1, 1), hands=({"two-extra": 1}, {}))
    session.act("voyage", {"name": "Pylos", "temple": "no", "land": "x", "sea": "x,y", "ship_from": "x"})
    ctx = session.context()
    reserve = ctx.own("reserve", LIGHT)
    ctx.move(ctx.piece("greek", LIGHT), ctx.count(reserve, ctx.piece("greek", LIGHT)), reserve, "box")
    session.tables[-1] = type(session.table)(
        session.table.position, session.table.game, ledger=ctx.ledger, kit=session.table.kit
    )
    with pytest.raises(RuleRefused, match=r"Light's reserve lacks 2 Greeks: say take_from= the cities"):
        session.act("play", {"card": "two-extra", "count": 2})
    session.act("play", {"card": "two-extra", "count": 1, "take_from": ["x"]})


def test_ships_to_greeks_names_count() -> None:
    session = at_turns(tile("a", LIGHT, 1, 2), tile("b", DARK, 1), hands=({"ships-to-greeks": 1}, {}))
    refused = session.propose("play", {"card": "ships-to-greeks", "city": "a"}).violations
    assert "A has 2 ships to turn: say how many become Greeks with count=" in [v.message for v in refused]
    assert on(session, "a") == (LIGHT, 1, 2)


def test_retreats_city_leaves_out_the_city_under_attack() -> None:
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 1, land=("a", "c")),
        tile("c", DARK, 1, land=("b",)),
        hands=({}, {"retreat": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    suggest = session.spec("react").suggest
    assert suggest is not None
    assert list(suggest(session.context(actor=DARK), "city")) == ["c"]


def test_pending_and_resolve_say_the_same_wait() -> None:
    """e1 #28: after the defender's Ships defend, Pending said "resolve the attack first" and resolve was refused."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, 1, land=("a",)),
        tile("c", DARK, 2),
        hands=({"plus-one": 1, "void": 1}, {"ships-defend": 1, "retreat": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "ships-defend"})
    refused = [v.message for v in session.propose("resolve", {}).violations]
    pending = [p["text"] for p in session.summary()["pending"]]
    said = "Dark still answers the attack on B: first void Dark's Ships defend or let it stand (pass)"
    assert said in refused
    assert any(said in line for line in pending) and not any("resolve the attack first" in p for p in pending)


def test_a_tile_under_the_deck_is_not_offered_while_others_lie_above() -> None:
    """ptr12 bug 8: Paros, put under the deck by Redraw, was offered as the next tile to turn up."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), kit=example_kit())
    assert "naxos" in unturned(session.context())
    table = session.table
    session.tables[-1] = replace(table, game=replace(table.game, bottom=("naxos",)))
    assert "naxos" not in unturned(session.context())
