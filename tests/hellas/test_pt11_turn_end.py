"""Play-test 11: a turn with nothing left to do passes without ``next``, and an attack with only the ships' default
left resolves without ``resolve`` (saves before version 16 keep both as they were played)."""

from __future__ import annotations

from rulesets.hellas.migrate import BEFORE_V16, BEFORE_V17
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile


def _failed_attack(hand: dict[str, int], options: dict[str, object] | None = None) -> int | None:
    """Light attacks B (3 Greeks) with 2 by land and fails: no regroup follows. Whose turn it is after."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 3, land=("a",)), hands=(hand, {}), options=options
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    assert session.table.game.battle is None and on(session, "b") == (DARK, 3, 0)
    return session.table.position.turn


def test_a_turn_whose_cards_cannot_be_played_passes_by_itself() -> None:
    """e1: two ``next`` a round; the turn passed by itself only with an empty hand. Ships defend answers the
    opponent's attack and Two more actions comes before the Reinforcements: neither may be played now."""
    assert _failed_attack({"ships-defend": 1, "two-more-actions": 1}) == DARK
    # A card that may still be played keeps the turn: Swap a city, in any turn of one's own.
    assert _failed_attack({"swap-city": 1}) == LIGHT
    # Saves before version 16 waited for next while any card was held.
    assert _failed_attack({"ships-defend": 1}, {BEFORE_V16: True}) == LIGHT


def test_the_opponents_answer_that_leaves_nothing_to_do_ends_the_turn() -> None:
    """Dark lets the attack stand; it fails, and Light holds only Ships defend: the turn passes with the pass. Since
    version 17 (play-test 12) Dark is not asked at all: 2 against 3 fails whatever Dark says, so the attack resolves
    with its declaration and the turn passes then."""
    cases: tuple[dict[str, object], ...] = ({BEFORE_V17: True}, {})
    for options in cases:
        session = at_turns(
            tile("a", LIGHT, 3, land=("b",)),
            tile("b", DARK, 3, land=("a",)),
            hands=({"ships-defend": 1}, {"flood": 1}),
            options=options,
        )
        session.act("attack", {"target": "b", "sources": "a,a"})
        if options:
            assert session.table.position.turn == LIGHT
            session.act("pass")
        assert session.table.game.battle is None and session.table.position.turn == DARK


def test_a_won_attack_puts_the_ships_by_default_without_resolve() -> None:
    """e1 #47, #50, #58: ``resolve`` was typed only to confirm the ships' default (R45-46)."""
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 2, land=("a",)))
    session.act("attack", {"target": "b", "sources": "a,a"})
    assert session.table.game.battle is None and on(session, "b") == (LIGHT, 2, 2)
    said = [line for line in session.outcome(len(session.events)) if "as many as stood there" in line]
    assert said == [
        "Light puts 2 ships at B, as many as stood there (to leave them out: undo to the attack and declare it again"
        " with replace_ships=no)."
    ]
    # Declined with the attack: none put, and nothing typed after it.
    declined = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 2, land=("a",)))
    declined.act("attack", {"target": "b", "sources": "a,a", "replace_ships": "no"})
    assert declined.table.game.battle is None and on(declined, "b") == (LIGHT, 2, 0)
    # Saves before version 16 waited for the resolve.
    old = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 2, land=("a",)), options={BEFORE_V16: True})
    old.act("attack", {"target": "b", "sources": "a,a"})
    assert old.table.game.battle is not None


def test_example_3_keeps_the_battle_open_while_a_reuse_is_held() -> None:
    """R83-85: Plus one makes it 3 against 2 by sea; Light still lays Reuse before the attack is decided. Since
    version 17 (play-test 12) that wait holds only while the defender may still answer (example 3's dark held
    cards): here Dark holds none, so the win is resolved with the Plus one and the Reuse laid afterwards still
    brings it back. Older saves kept the attack open."""
    hands: tuple[dict[str, int], dict[str, int]] = ({"plus-one": 1, "reuse": 1}, {})
    session = at_turns(tile("a", LIGHT, 3, sea=("b",)), tile("b", DARK, 2, 1, sea=("a",)), hands=hands)
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "plus-one"})
    assert session.table.game.battle is None and on(session, "b") == (LIGHT, 2, 1)
    session.act("play", {"card": "reuse", "taken": "plus-one"})
    ctx = session.context()
    assert dict(ctx.holding(ctx.own("hand", LIGHT))) == {"plus-one": 1}
    old = at_turns(
        tile("a", LIGHT, 3, sea=("b",)), tile("b", DARK, 2, 1, sea=("a",)), hands=hands, options={BEFORE_V17: True}
    )
    old.act("attack", {"target": "b", "sources": "a,a"})
    old.act("play", {"card": "plus-one"})
    assert old.table.game.battle is not None  # won, but the Reuse was still Light's to lay
    old.act("play", {"card": "reuse", "taken": "plus-one"})
    assert old.table.game.battle is None and on(old, "b") == (LIGHT, 2, 1)


def test_a_forced_second_option_overrides_only_the_rule_the_check_named() -> None:
    """e1 R6: ``attack --force`` after Reinforcements logged "[overridden: Turn order, One option]", though
    ``--check`` named One option alone and it was Ann's turn."""
    session = at_turns(tile("a", LIGHT, 2, land=("b",)), tile("b", DARK, 1, land=("a",)))
    session.act("reinforce", {"greeks": ["a"]})
    checked = session.propose("attack", {"target": "b", "sources": "a"})
    assert [v.rule for v in checked.violations] == ["One option"]
    session.act("attack", {"target": "b", "sources": "a"}, force=True)
    assert tuple(session.events[-1].forced) == ("One option",)
