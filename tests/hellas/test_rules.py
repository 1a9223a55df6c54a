"""Hellas: the rules' three battle examples, the dolphin example, placement, reinforcements, victory."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from rulesets.hellas.formulas import attack, voyage
from rulesets.hellas.state import State
from tests.hellas.helpers import DARK, LIGHT, at_turns, dolphin_attack_example, hand, on, reserve, tile
from tui.cli.main import main


def test_calculators() -> None:
    assert attack(2, 2, by_sea=True, attacker_extra=1) == {
        "attack_strength": 3,
        "defense_strength": 2,
        "success": True,
        "more_greeks_needed": 0,
    }
    assert attack(1, 1)["success"] is True
    assert attack(1, 1, defender_ships=1, ships_defend=True)["success"] is False
    assert attack(2, 2, by_sea=True)["success"] is False
    assert attack(2, 2, by_sea=True, equal_suffices=True)["success"] is True
    assert voyage(2, 2) == {"success": False, "more_ships_needed": 1}
    assert voyage(2, 2, equal_suffices=True) == {"success": True, "more_ships_needed": 0}


def test_calculators_say_what_is_missing() -> None:
    """Play-test: the calculators never said how many more Greeks or ships were needed, and 0 against 0
    was a success. Rulebook example 2 (L5/f76-82): 2 Greeks by sea, equal strength allowed, against 2
    Greeks and a ship that defends (2 against 3) need 1 more; without Ares's card 2 more; the dark
    player's 4 against 3 by sea (L4) needs none."""
    assert (
        attack(2, 2, defender_ships=1, by_sea=True, ships_defend=True, equal_suffices=True)["more_greeks_needed"] == 1
    )
    assert attack(2, 2, defender_ships=1, by_sea=True, ships_defend=True)["more_greeks_needed"] == 2
    assert attack(4, 3, by_sea=True)["more_greeks_needed"] == 0
    assert voyage(0, 0) == {"success": False, "more_ships_needed": 1}
    assert voyage(0, 0, equal_suffices=True)["success"] is False
    assert voyage(1, 2)["more_ships_needed"] == 2


def test_cli_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["calc", "hellas", "voyage", "--my-ships", "2", "--their-ships", "2", "--json"])
    out = capsys.readouterr().out.strip().replace(" ", "").replace("\n", "")
    assert code == 0 and out == '{"success":false,"more_ships_needed":1}'
    code = main(["calc", "hellas", "attack", "--attackers", "0", "--defenders", "0"])
    assert code == 2 and "at least 1" in capsys.readouterr().err


def test_example_1_void_against_ships_defend() -> None:
    """Rules L5/f71-76: 1 Greek by land against 1 Greek and 1 ship; ships defend, then void: light wins."""
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"void": 1}, {"ships-defend": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a"})
    # A void answers the opponent's card just played: nothing to answer yet.
    assert [v.rule for v in session.propose("play", {"player": "Light", "card": "void"}).violations] == ["Void"]
    session.act("react", {"card": "ships-defend"})
    session.act("play", {"card": "void"})  # nothing left to decide: resolved, one ship put by default
    # Dark's Greek and ship go home; light puts one ship in the conquered city.
    assert on(session, "b") == (LIGHT, 1, 1)
    assert reserve(session, DARK, "greek") == 15 and reserve(session, DARK, "ship") == 10
    assert hand(session, LIGHT) == {} and hand(session, DARK) == {}
    assert session.table.ledger.count("discard:zeus", "void") == 1
    assert session.table.ledger.count("discard:poseidon", "ships-defend") == 1


def test_example_2_void_of_a_void_then_ships_defend() -> None:
    """Rules L5/f76-82: ships become Greeks, a distant attack by sea, void of a void, ships defend: 2 against 3."""
    session = at_turns(
        tile("home", LIGHT, 1, 2),
        tile("far", DARK, 2, 1),
        hands=(
            {"ships-to-greeks": 1, "distant-attack": 1, "equal-by-sea": 1, "void": 1},
            {"void": 1, "ships-defend": 1},
        ),
    )
    session.act("play", {"card": "ships-to-greeks", "city": "home", "count": 2})
    session.act("pass")  # dark lets each card stand as it comes (L4: a reaction comes at once)
    session.act("play", {"card": "distant-attack"})
    session.act("pass")
    assert on(session, "home") == (LIGHT, 3, 0)  # both ships became Greeks from the reserve
    session.act("attack", {"target": "far", "sources": "home,home"})
    state: State = session.table.game
    assert state.battle is not None and state.battle.by_sea
    assert on(session, "home") == (LIGHT, 1, 0)  # the 2 attackers left for the battle
    session.act("play", {"card": "equal-by-sea"})
    session.act("react", {"card": "void"})
    session.act("play", {"card": "void"})
    views = {v.title: v for v in session.ruleset.views(session.context())}
    assert "2 against 2, succeeds" in views["Attack"].rows[0][0]
    # Light holds no card more ("does not want to or cannot play one"): the attack is lost there and then.
    session.act("react", {"card": "ships-defend"})
    said = session.outcome(len(session.events))
    assert said[0] == "Light on Far by sea: 2 against 3, fails as things stand."
    assert "Light's attack on Far fails: 2 against 3 by sea; the attacking Greeks go home." in said
    assert on(session, "far") == (DARK, 2, 1)
    assert on(session, "home") == (LIGHT, 1, 0)  # the 2 attackers went home
    assert reserve(session, LIGHT, "greek") == 14


def test_example_3_plus_one_used_twice() -> None:
    """Rules L5/f83-85: Plus one, then Reuse: 3 against 2 by sea, and the Ares card is back in hand at once."""
    session = at_turns(
        tile("a", LIGHT, 3, sea=("b",)),
        tile("b", DARK, 2, 1, sea=("a",)),
        hands=({"plus-one": 1, "reuse": 1}, {"flood": 1}),  # dark still decides (R85)
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "plus-one"})
    session.act("pass")
    session.act("play", {"card": "reuse", "taken": "plus-one"})
    session.act("pass")
    views = {v.title: v for v in session.ruleset.views(session.context())}
    assert "3 against 2, succeeds" in views["Attack"].rows[0][0]
    # Once the reuse stands, light holds the Ares card again and could play it in this battle.
    proposal = session.propose("play", {"card": "plus-one"})
    assert proposal.legal
    session.act("pass")  # dark lets the attack stand: resolved by itself, the ship put by default
    assert on(session, "b") == (LIGHT, 2, 1)
    assert hand(session, LIGHT) == {"plus-one": 1}  # the Ares card came back to hand
    assert session.table.ledger.count("discard:zeus", "reuse") == 1


def test_example_3_the_reused_card_counts_again() -> None:
    """Rules L5/f85: the card taken back may be played again in the same battle (4 against 2)."""
    session = at_turns(
        tile("a", LIGHT, 3, sea=("b",)),
        tile("b", DARK, 2, 1, sea=("a",)),
        hands=({"plus-one": 1, "reuse": 1}, {"flood": 1}),  # dark still decides (R85)
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "plus-one"})
    session.act("pass")
    session.act("play", {"card": "reuse", "taken": "plus-one"})
    session.act("pass")
    session.act("play", {"card": "plus-one"})
    views = {v.title: v for v in session.ruleset.views(session.context())}
    assert "4 against 2, succeeds" in views["Attack"].rows[0][0]


def test_dolphin_attack_4_against_3() -> None:
    """Rules L4/f55-57: dark from A, B, C (across the dolphin tile) and E, one Greek each: 4 against 3."""
    session = dolphin_attack_example()
    session.act("attack", {"target": "d", "sources": "a,b,c,e"})  # no card anywhere: it resolves at once
    assert on(session, "d") == (DARK, 3, 0)  # 4 attackers, 3 stay (the limit), 1 goes home
    assert reserve(session, DARK, "greek") == 15 - 8 + 1
    assert reserve(session, LIGHT, "greek") == 15


def test_attack_rules() -> None:
    session = at_turns(tile("a", LIGHT, 1, land=("b",)), tile("b", DARK, 1, land=("a",)), tile("c", DARK, 1))
    with pytest.raises(RuleRefused, match="Governor"):
        session.act("attack", {"target": "b", "sources": "a"})
    session2 = at_turns(tile("a", LIGHT, 3), tile("c", DARK, 1))
    with pytest.raises(RuleRefused, match="Neighbours"):
        session2.act("attack", {"target": "c", "sources": "a"})


def test_voyage_naval_superiority_and_placement() -> None:
    session = at_turns(tile("x", LIGHT, 1, 2), tile("y", DARK, 1, 1), tile("z", DARK, 1, 1))
    # Tile C: light's 2 ships against dark's 1 on the neighbouring tiles: it succeeds.
    session.act("voyage", {"name": "Corinth", "temple": "no", "land": "x", "sea": "x,y", "ship_from": "x"})
    assert on(session, "corinth") == (LIGHT, 1, 0)
    assert on(session, "x") == (LIGHT, 1, 1)
    # Regroup only into the new city after a voyage.
    with pytest.raises(RuleRefused, match="only into Corinth"):
        session.act("regroup", {"from": "corinth", "to": "x", "ships": 0, "greeks": 0})
    session.act("next")
    # Dark: 1 ship against light's 1 on x and y fails; the tile goes under the deck, and
    # with nothing left to decide the turn passes by itself.
    session.act("voyage", {"name": "Delos", "sea": "x,y"})
    assert session.table.game.tile("delos") is None
    assert session.table.position.turn == LIGHT
    # A tile touching one tile only cannot be placed either.
    session.act("voyage", {"name": "Melos", "sea": "x", "ship_from": "x"})
    assert session.table.game.tile("melos") is None
    assert session.table.ledger.count("deck:landscape", "landscape") == 23 - 3 - 1


def test_reinforcements_and_temples() -> None:
    session = at_turns(tile("a", LIGHT, 1, temple=True), tile("b", DARK, 1))
    refused = session.propose("reinforce", {"greeks": "a,a,a", "cards": "void"})
    assert "Three per city" in [v.rule for v in refused.violations]
    session.act("reinforce", {"greeks": "a,a", "ships": "a", "cards": "void"})  # 4 actions with more temples
    assert on(session, "a") == (LIGHT, 3, 1)
    # The card drawn waits face down until the turn ends, then joins the hand.
    assert hand(session, LIGHT, "drawn") == {"void": 1} and hand(session, LIGHT) == {}
    session.act("next")
    assert hand(session, LIGHT) == {"void": 1}
    too_many = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"void": 3}, {}))
    refused = too_many.propose("reinforce", {"cards": "reuse"})
    assert [v.rule for v in refused.violations] == ["Hand"]


def test_no_override_puts_a_greek_in_the_opponents_city() -> None:
    """Audit of issue 17: 'reinforce greeks=argos --force' put Alena's Greek beside Borek's in Argos, and
    both counted the city (L2: a player reinforces their own cities; a city is one player's)."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1))
    with pytest.raises(RuleRefused) as refused:
        session.act("reinforce", {"greeks": "b"}, force=True)
    assert refused.value.physical and "B is Dark's city: your figures go into your own" in str(refused.value)
    assert on(session, "b") == (DARK, 1, 0)


def test_first_turn_no_cards_and_reaction_timing() -> None:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)), tile("b", DARK, 1, land=("a",)), hands=({"plus-one": 1}, {"flood": 1})
    )
    state: State = session.table.game
    session.tables[-1] = replace(session.table, game=replace(state, first_turn_done=False))
    assert "First turn" in [v.rule for v in session.propose("play", {"player": "Light", "card": "plus-one"}).violations]
    assert "Reaction" in [v.rule for v in session.propose("react", {"player": "Dark", "card": "flood"}).violations]


def test_ten_cities_win_at_end_of_turn() -> None:
    tiles = [tile(f"t{i}", LIGHT, 1) for i in range(10)] + [tile("d", DARK, 1)]
    session = at_turns(*tiles)
    session.act("reinforce", {"ships": "t0"})
    assert session.summary()["winners"] == []
    session.act("next")
    assert session.summary()["winners"] == ["Light"]


def test_a_card_for_one_option_binds_the_turn_to_it() -> None:
    """Hellas play-test: Equal by sea played first, then a voyage, was accepted and the card quietly
    discarded; Redraw then Reinforcements likewise (L5/f3-4: cards for one option are not played with another)."""
    session = at_turns(tile("a", LIGHT, 1, 2), tile("b", DARK, 1), hands=({"equal-by-sea": 1, "redraw": 1}, {}))
    session.act("play", {"card": "equal-by-sea"})
    refused = session.propose("reinforce", {"greeks": "a"}).violations
    assert [v.message for v in refused if v.rule != "Turn order"] == [
        "Equal by sea was played for Attack, not Reinforcements"
    ]
    # Redraw names the tile it puts under the deck: without it the deck's bottom would be lost.
    assert "name the tile turned up first, which goes under the deck (put_back_new: one the kit lacks)" in [
        v.message for v in session.propose("play", {"card": "redraw"}).violations
    ]


def test_the_double_turns_second_half_is_a_duty() -> None:
    """Hellas play-test: after Double turn and the Reinforcements, 'next' ended the turn and nothing said
    a Voyage or an Attack was still to come (L6: Zeus's card, two turns in a row)."""
    session = at_turns(tile("a", LIGHT, 1, 1), tile("b", DARK, 1), hands=({"double-turn": 1}, {}))
    session.act("play", {"card": "double-turn"})
    session.act("reinforce", {"greeks": "a"})
    assert "the second turn: a Voyage or an Attack" in [v.message for v in session.propose("next", {}).violations]


def test_the_first_coasts_duties_are_listed_once() -> None:
    """Hellas play-test: pending listed the deal twice, in two wordings (and the tile twice)."""
    from tests.hellas.helpers import new_session

    texts = [p["text"] for p in new_session().summary()["pending"]]
    assert texts == [
        "Coast: Light turns up a tile and places it (a temple or unplaceable one is set aside)",
        "Coast: Light has placed 0 of 4 tiles",
        "Coast: Dark has placed 0 of 4 tiles",
        "Deal: Light draws the starting cards",
        "Deal: Dark draws the starting cards",
    ]


def test_after_a_won_attack_the_regroup_goes_into_the_new_city_by_itself() -> None:
    """Hellas app play-test: regroup after the attack did not fill in the one city it may go to (L3: after a
    Voyage or a won Attack figures move only into the new city)."""
    session = at_turns(tile("a", LIGHT, 3, 1, land=("b",)), tile("b", DARK, 1, land=("a",)))
    session.act("attack", {"target": "b", "sources": "a,a"})  # no card anywhere: it resolves at once
    session.act("regroup", {"from": "a", "ships": 1})
    assert on(session, "b") == (LIGHT, 2, 1) and on(session, "a") == (LIGHT, 1, 0)
    anywhere = at_turns(tile("a", LIGHT, 3, 1), tile("c", LIGHT, 1), tile("b", DARK, 1))
    anywhere.act("reinforce", {"greeks": "c"})
    assert [v.message for v in anywhere.propose("regroup", {"from": "a", "greeks": 1}).violations][:1] == [
        "say which of your cities the figures go to"
    ]
