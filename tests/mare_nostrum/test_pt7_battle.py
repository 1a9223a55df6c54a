"""Play-test 7, bug 3 (p.9, l.21: the side that suffers losses chooses them): a battle that kills legions standing
on different occupied buildings asks which occupations end; where the losses leave no choice it fills that in.
And the march whose target one origin alone borders leaves from there."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import NotFound
from engine.session import Session
from tests.mare_nostrum.helpers import (
    bo_moves,
    caravans,
    finish_setup,
    new_game,
    rules_of,
    set_game,
    strategy,
    table,
    table_kit,
    units,
)


def _honza_attacks(goods: tuple[str, str] = ("fruit", "wine")) -> Session:
    """Petr (Rome) occupies two caravans in North of Athens with two legions; Honza (Greece) marches in."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    session.act("connect", {"a": "athens", "b": "north-of-athens"})
    for good in set(goods):
        caravans(session, "north-of-athens", good, goods.count(good))
    units(session, "north-of-athens", "legion", "rome", 2)
    units(session, "athens", "legion", "greece", 1)
    state = table(session).state
    province = state.province("north-of-athens")
    set_game(session, state.with_province(replace(province, occupied=tuple((f"caravan:{g}", "rome") for g in goods))))
    strategy(session, "Honza")
    session.act("move-fleet", {"to": "east-of-athens"})  # Greece's fleet from the preset start sails first
    session.act("move-legion", {"from": "athens", "to": "north-of-athens"})
    return session


# Honza's 6 against Petr's 5+1: each side loses one legion (Honza his only one).
BATTLE: dict[str, object] = {
    "place": "north-of-athens",
    "defender": "rome",
    "attacker_rolls": "6",
    "defender_rolls": "5,1",
}


def test_the_loser_names_the_occupation_their_loss_ends() -> None:
    session = _honza_attacks()
    refused = session.propose("battle", BATTLE)
    said = [v.message for v in refused.violations]
    assert any("say which (defender_ends=" in line for line in said), said
    session.act("battle", {**BATTLE, "defender_ends": "caravan:fruit"})
    assert table(session).state.province("north-of-athens").occupied == (("caravan:wine", "rome"),)


def test_alike_occupations_leave_no_choice() -> None:
    session = _honza_attacks(("wine", "wine"))
    assert rules_of(session, "battle", BATTLE) == []
    session.act("battle", BATTLE)
    assert table(session).state.province("north-of-athens").occupied == (("caravan:wine", "rome"),)
    assert session.events[-1].args["defender_ends"] == ["caravan:wine"]


def test_a_named_occupation_must_be_one_held() -> None:
    session = _honza_attacks()
    assert "Occupation" in rules_of(session, "battle", {**BATTLE, "defender_ends": "caravan:grain"})


def test_the_march_leaves_from_the_only_origin_next_to_the_target() -> None:
    session = bo_moves(table_kit())
    session.act("connect", {"a": "carthage", "b": "south-of-carthage"})
    units(session, "west-of-carthage", "legion", "carthage", 1)
    b = table(session)
    assert b.legions("carthage", "carthage") and b.legions("west-of-carthage", "carthage")
    target = next(
        pid
        for pid in sorted(b.state.atlas.neighbours("carthage"))
        if pid not in b.state.atlas.neighbours("west-of-carthage") and pid != "west-of-carthage"
    )
    proposal = session.propose("move-legion", {"to": target})
    assert proposal.args["from"] == "carthage", proposal.args


def test_initials_two_provinces_share_are_answered_with_both() -> None:
    session = bo_moves(table_kit())
    with pytest.raises(NotFound) as refused:
        session.propose("move-legion", {"to": "woc"})
    said = str(refused.value)
    assert "Carthage" in said and "Cyrene" in said, said
