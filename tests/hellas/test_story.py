"""Hellas in the story of a session: every attack resolved is a battle told with its strengths; no income."""

from __future__ import annotations

from pathlib import Path

from engine.battle import Battle
from engine.session import Session
from engine.story import story
from tests.hellas.helpers import (
    DARK,
    LIGHT,
    at_turns,
    dodona_attack_example,
    dolphin_attack_example,
    on,
    retreat_example,
    tile,
)
from tui.library import copy_demo


def _dodona(resolve: bool = True) -> Session:
    """The attack example (L3/f49-50): light's Corinth attacks dark's Dodona with one Greek by land."""
    session = dodona_attack_example()  # resolved by itself with dark's pass
    if not resolve:
        session.undo()  # before dark's pass
    return session


def test_the_rulebook_attack_on_dodona_is_told_with_its_strengths() -> None:
    # L3/f49-50: one Greek from Corinth against Dodona's one, by land: 1 against 1 takes it (L3/f43-44).
    session = _dodona()
    told = story(session)
    assert told.has_battles and len(told.battles) == 1
    fought = told.battles[0]
    assert (fought.index, fought.round) == (len(session.events), 2)
    assert fought.battle == Battle(
        "Dodona",
        ("Alena", "Bořek"),
        "",
        "Alena attacked Dodona by land with 1 against 1: Dodona taken, Bořek's 1 Greek and 1 ship sent home",
        "Alena",
    )
    assert on(session, "dodona") == (LIGHT, 1, 1)  # the story tells what the table did


def test_an_attack_declared_is_no_battle_until_it_is_resolved() -> None:
    session = _dodona(resolve=False)
    assert story(session).battles == ()
    session.act("pass")
    assert [f.battle.place for f in story(session).battles] == ["Dodona"]


def test_a_battle_in_czech(czech: None) -> None:
    fought = story(_dodona()).battles[0].battle
    assert fought.result == (
        "Útok hráče Alena (Dodona po souši), 1 proti 1: město Dodona dobyto, "
        "do zálohy hráče Bořek se vrací 1 Řek a 1 loď"
    )
    assert fought.odds == "" and fought.winner == "Alena"


def test_a_lost_battle_in_czech(czech: None) -> None:
    session = at_turns(tile("a", LIGHT, 3, sea=("b",)), tile("b", DARK, 2, sea=("a",)))
    session.act("attack", {"target": "b", "sources": "a,a"})  # no card anywhere: it resolves at once
    assert story(session).battles[0].battle.result == (
        "Útok hráče Light (B přes vodu), 2 proti 2: nezdařil se, do zálohy se vrací 2 Řekové"
    )


def test_a_lost_attack_tells_the_greeks_sent_home() -> None:
    """Rules L5/f76-82: 2 Greeks by sea against 2 Greeks and a ship that defends: 2 against 3, dark holds."""
    session = at_turns(
        tile("home", LIGHT, 3, sea=("far",)),
        tile("far", DARK, 2, 1, sea=("home",)),
        hands=({}, {"ships-defend": 1}),
    )
    session.act("attack", {"target": "far", "sources": "home,home"})
    # 2 against 2 by sea fails and Light holds no card: since version 17 (play-test 12) Dark's Ships defend could
    # add nothing that matters, so the attack resolves with its declaration.
    (fought,) = story(session).battles
    assert fought.battle == Battle(
        "Far",
        ("Light", "Dark"),
        "",
        "Light attacked Far by sea with 2 against 2: the attack failed, 2 Greeks went home",
        "Dark",
    )


def test_the_dolphin_attack_keeps_three_and_sends_the_fourth_home() -> None:
    """Rules L4/f55-57: dark from A, B, C (across the dolphin tile) and E, one Greek each: 4 against 3,
    and only 3 stay in D (L3/f47)."""
    session = dolphin_attack_example()
    session.act("attack", {"target": "d", "sources": "a,b,c,e"})  # no card anywhere: it resolves at once
    (fought,) = story(session).battles
    assert fought.battle == Battle(
        "D",
        ("Dark", "Light"),
        "",
        "Dark attacked D by sea with 4 against 3: D taken, Light's 3 Greeks sent home; 1 Greek above 3 went home",
        "Dark",
    )


def test_a_retreat_is_told() -> None:
    """Rules L6/f96-97: the defender's figures retreat to another city of theirs."""
    session = retreat_example()
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "retreat", "city": "c"})  # nothing left to decide: resolved by itself
    (fought,) = story(session).battles
    assert fought.battle.result == "Light attacked B by land with 2 against 2: B taken, Dark retreated to C"
    assert fought.battle.winner == "Light"


def test_the_demo_tells_its_battles_and_no_income(tmp_path: Path) -> None:
    # Round 2: Ariadne took Sparta with 2 Greeks and Ares's Plus one against Theseus's 1 Greek. Theseus drew a
    # card and both reinforced from their own reserves: none of it is income.
    session, _ = copy_demo(tmp_path, "hellas")
    won = Battle(
        "Sparta",
        ("Ariadne", "Theseus"),
        "",
        "Ariadne attacked Sparta by land with 3 against 1: Sparta taken, Theseus's 1 Greek and 1 ship sent home",
        "Ariadne",
    )
    told = story(session)
    assert [(f.index, f.round, f.battle) for f in told.battles] == [(20, 2, won)]
    assert not told.has_income and told.income == ()
    # Round 3: one Greek from Sparta against Thebes's one, by sea, where one more is needed (L4/f53-54).
    session.act("attack", {"target": "thebes", "sources": "sparta"})
    session.act("pass")
    session.act("resolve", {"replace_ships": True})
    lost = Battle(
        "Thebes",
        ("Ariadne", "Theseus"),
        "",
        "Ariadne attacked Thebes by sea with 1 against 1: the attack failed, 1 Greek went home",
        "Theseus",
    )
    assert [(f.round, f.battle) for f in story(session).battles] == [(2, won), (3, lost)]
