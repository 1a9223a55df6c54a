"""Hellas at 9 of 10, the play-test at 7 of 10 (issue 35): reactions alternate, refusals keep hands secret,
failed voyages and attacks say the real reason, and nothing is typed where nothing is left to decide."""

from __future__ import annotations

import pytest

from engine.actors import eligible
from engine.errors import RuleRefused
from engine.session import Session
from rulesets.hellas.state import Tile
from tests.hellas.helpers import DARK, LIGHT, Spot, at_turns, example_kit, hand, new_session, on, placed, tile


def _ships_defended(options: dict[str, object] | None = None) -> Session:
    """Light attacks Dark's B (1 Greek, 1 ship) with 2 Greeks by land; Dark answers with Ships defend."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        tile("c", DARK, 1),
        hands=({"void": 1}, {"ships-defend": 1, "retreat": 1}),
        options=options,
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "ships-defend"})
    return session


def test_the_attacker_has_the_word_on_each_reaction() -> None:
    """Rules L4 (an answer comes right after the card it answers): Dark's Ships defend then Retreat, played one
    on the other, settled the Ships defend before Light could void it."""
    session = _ships_defended()
    with pytest.raises(
        RuleRefused, match=r"Light answers Dark.s Ships defend first: a Void with play \(play card=void\), or pass"
    ):
        session.act("react", {"card": "retreat", "city": "c"})
    session.act("play", {"card": "void"})  # the first reaction voided, as the rules let the attacker
    assert session.outcome(len(session.events))[0] == "It cancels Dark's Ships defend."
    session.act("react", {"card": "retreat", "city": "c"})  # Dark has the word again: then resolved by itself
    assert on(session, "b")[0] == LIGHT and on(session, "c") == (DARK, 2, 1)
    assert hand(session, DARK) == {} and hand(session, LIGHT) == {}


def test_the_attacker_lets_a_reaction_stand_and_the_defender_may_answer_again() -> None:
    session = _ships_defended()
    session.act("pass", {"player": "Light"})
    assert session.outcome(len(session.events))[0] == "Light lets Dark's Ships defend stand."
    with pytest.raises(RuleRefused):
        session.act("play", {"card": "void"})  # too late: it was let stand
    session.act("react", {"card": "retreat", "city": "c"})
    assert session.propose("resolve", {"replace_ships": True}).legal


def test_a_save_from_before_version_6_stacks_its_reactions_as_played() -> None:
    session = _ships_defended({"stacked_answers": True})
    session.act("react", {"card": "retreat", "city": "c"})
    assert hand(session, DARK) == {}
    assert session.propose("pass", {"player": "Light"}).violations  # nothing open for the attacker's word


def test_a_theft_refused_names_no_card_of_the_hidden_hand() -> None:
    """Play-test: ``carry-out taken=void --check`` answered "Ann's hand has no Void card", so the thief could
    probe the hand before naming the card drawn."""
    # Since play-test 10 a card a deck could hold is taken alike; one that no hidden place holds (both Two attacks
    # in the thief's hand) is refused, naming none of the hand's cards.
    hands = ({"steal-card": 1, "two-attacks": 2}, {"retreat": 1, "reuse": 1})
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=hands)
    session.act("play", {"card": "steal-card"})
    session.act("pass")
    messages = [v.message for v in session.propose("carry-out", {"taken": "two-attacks"}).violations]
    assert messages == ["name the card drawn as it was seen: it is one of Dark's 2 cards"]
    assert not any(word in " ".join(messages) for word in ("Void", "Retreat", "Reuse"))


def _shipless() -> Session:
    """The voyage example's coast (L2) with no ship on it: Light's Pylos, Dark's Rhodes and Kythera."""
    return at_turns(
        placed("pylos", LIGHT, 1, 0, (0, -1)),
        placed("rhodes", DARK, 1, 0, (1, -1)),
        placed("kythera", DARK, 1, 0, (1, -2)),
        kit=example_kit(),
    )


def test_a_voyage_without_a_ship_says_so() -> None:
    """Play-test: a voyage failed '0 ships against 0', where the reason is that no ship of the player's lies
    beside the new tile to pay the voyage with."""
    session = _shipless()
    session.act("voyage", {"tile": "argos"})
    assert session.outcome(len(session.events))[0] == (
        "Light's voyage with Argos fails: Light has no ship beside any place it fits to pay the voyage; "
        "the tile goes under the deck."
    )
    session = _shipless()
    session.act("voyage", {"tile": "argos", "at": "SW of Pylos", "turn": 0})
    said = session.outcome(len(session.events))[0]
    assert (
        said
        == "Light's voyage to Argos fails: Light has no ship beside it to pay the voyage; the tile goes under the deck."
    )


def _dealt() -> Session:
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    return session


def test_set_aside_describes_a_tile_the_kit_does_not_know_and_checks_it() -> None:
    """Rules L1 (a temple tile, or one with no legal place, waits aside in the first coast): set-aside took only a
    tile the kit knew, so with the shipped kit it was never checked nor known later."""
    session = _dealt()
    refused = session.propose("set-aside", {"name": "Samos", "temple": "no", "edges": "LLLSSS"}).violations
    assert [v.rule for v in refused] == ["Coast"] and refused[0].message.startswith("Samos shows no temple and fits N")
    asked = session.propose("set-aside", {"name": "Samos", "temple": "no"}).violations
    assert [v.message for v in asked] == [
        "Samos shows no temple: say its six sides (edges=), so that the app sees it fits nowhere"
    ]
    session.act("set-aside", {"name": "Samos", "temple": "yes"})
    assert session.outcome(len(session.events))[0] == (
        "Samos waits aside until the first coast is built; Light turns up another to place."
    )
    # Known from now on: named again, the app knows its temple (and it waits aside in the first coast).
    assert session.catalogue("landscape").resolve("Samos").id == "samos"
    assert [(d.id, d.temple) for d in session.table.game.described] == [("samos", True)]
    refused = session.propose("coast-tile", {"tile": "samos"}).violations
    assert refused[0].message == "Samos waits aside until the first coast is built"


def _listed(session: Session) -> set[str]:
    """What ``tabula actions`` lists now: the actions offered that someone may take."""
    ctx = session.context()
    return {spec.name for spec in session.available() if eligible(spec, ctx) != ()}


def test_actions_lists_resolve_react_and_carry_out_only_when_they_apply() -> None:
    """Play-test: ``actions`` listed resolve, react and carry-out on a quiet turn."""
    hands = ({"plus-one": 1, "swap-city": 1}, {"void": 1, "ships-defend": 1})
    session = at_turns(tile("a", LIGHT, 3, 1, land=("b",)), tile("b", DARK, 1, 1, land=("a",)), hands=hands)
    assert not {"resolve", "react", "carry-out", "regroup", "pass"} & _listed(session)
    session.act("attack", {"target": "b", "sources": "a,a"})
    assert {"resolve", "react", "pass"} <= _listed(session)
    session.act("react", {"card": "ships-defend"})
    assert "react" not in _listed(session)  # Light has the word on it
    session.act("pass")  # Light lets Ships defend stand; Dark has the word on the attack again (play-test 7)
    assert "resolve" in _listed(session)
    session.act("pass")  # 2 against 2 by land: taken, resolved by itself (play-test 11)
    assert "resolve" not in _listed(session) and "regroup" in _listed(session)
    session.act("play", {"card": "swap-city"})
    session.act("pass")
    assert "carry-out" in _listed(session)
    # Named anyway, each is refused with the rule's own reason.
    quiet = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({}, {"void": 1}))
    assert "no attack to resolve" in [v.message for v in quiet.propose("resolve").violations]


def test_an_attack_with_nothing_left_to_decide_resolves_by_itself() -> None:
    """Play-test: ``resolve`` was typed when only one thing could happen. Light holds no card; Dark lets the attack
    stand: it is resolved with that pass, said in its log and told in the story."""
    from engine.story import story

    def attacked(options: dict[str, object] | None = None) -> Session:
        session = at_turns(
            tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, land=("a",)), hands=({}, {"flood": 1}), options=options
        )
        session.act("attack", {"target": "b", "sources": "a,a"})
        session.act("pass")
        return session

    session = attacked()
    assert session.table.game.battle is None and on(session, "b") == (LIGHT, 2, 0)
    assert session.outcome(len(session.events))[:3] == [
        "Dark lets the attack on B stand.",
        "Nothing is left to decide: the attack is resolved.",
        "B taken by Light: 2 against 1.",
    ]
    assert [f.battle.place for f in story(session).battles] == ["B"]
    # A save from before version 6 typed it, and replays so.
    old = attacked({"resolve_typed": True})
    assert old.table.game.battle is not None
    old.act("resolve", {"replace_ships": True})
    assert on(old, "b") == (LIGHT, 2, 0)


def test_an_attack_waits_while_someone_may_still_decide() -> None:
    # Light still holds a card that could change it (2 against 3 fails; Plus one makes it 3 against 3).
    hands = ({"plus-one": 1}, {"flood": 1})
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 3, land=("a",)), hands=hands)
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("pass")
    assert session.table.game.battle is not None
    # Won, with a ship of Dark's there: Light said no ships with the attack, so none is put (play-test 11).
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 1, land=("a",)))
    session.act("attack", {"target": "b", "sources": "a,a", "replace_ships": False})
    assert on(session, "b") == (LIGHT, 2, 0)


def test_a_reaction_stands_without_a_word_from_an_attacker_with_no_card() -> None:
    """The attacker's word on a reaction is asked only of one who holds a card to void it with."""
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 1, land=("a",)),  # no ship there: Light has no ships to choose about once it is taken
        tile("c", DARK, 1),
        hands=({}, {"ships-defend": 1, "retreat": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("react", {"card": "ships-defend"})
    assert session.propose("pass", {"player": "Light"}).violations  # nothing of Light's to say
    session.act("react", {"card": "retreat", "city": "c"})  # and with Dark's hand empty, the attack resolves
    assert session.table.game.battle is None and on(session, "c") == (DARK, 2, 0) and on(session, "b")[0] == LIGHT


def test_the_voyage_says_which_neighbours_ships_do_not_count() -> None:
    """Play-test (rules L2: the ships on the neighbouring tiles' sea; a bridged tile's count on both sides): Bo's
    Lesbos beside Ann's Ithaca (2 ships, by land) and Bo's Samos (1 ship, by sea) succeeded '1 ship against 0',
    and the tester took Ithaca's ships to count. The reading holds; the log and refusals now say why."""
    session = at_turns(
        Spot(Tile("ithaca", "Ithaca", at=(0, -1)), LIGHT, 1, 2),
        Spot(Tile("samos", "Samos", at=(1, -1)), DARK, 1, 1),
        turn=DARK,
    )
    lesbos = {"name": "Lesbos", "edges": "LSSSSS", "temple": "no", "at": "ithaca-ne"}
    refused = [v.message for v in session.propose("voyage", {**lesbos, "turn": 3}).violations]
    assert refused[0].startswith(
        "it does not work there (too few ships on the neighbouring tiles whose sea meets it: 0 ships against 2; "
        "not counted: Dark's 1 ship on Samos, which touches it by land only (its water does not reach the new tile))"
    )
    session.act("voyage", {**lesbos, "turn": 4})
    assert session.outcome(len(session.events))[0] == (
        "Dark's voyage to Lesbos succeeds: 1 ship against 0; not counted: Light's 2 ships on Ithaca, which touches it"
        " by land only (its water does not reach the new tile)."
    )


def test_set_aside_without_a_name_is_the_tables_word() -> None:
    session = _dealt()
    assert session.propose("set-aside", {"temple": "no"}).legal  # a form's default, nothing said of a tile
    asked = [v.message for v in session.propose("set-aside", {"edges": "LLSSSS"}).violations]
    assert asked == ["name the tile set aside (its city) to describe it"]
    session.act("set-aside")
    assert session.table.game.described == ()


def test_the_tile_set_aside_is_the_one_named_and_waits_until_the_first_coast_is_built() -> None:
    """A typed choice must matter: set-aside took any tile named and kept none of them, so Samos could be placed
    while it lay aside, and naming another tile did the same."""
    session = _dealt()
    session.act("set-aside", {"name": "Samos", "temple": "yes"})
    assert session.table.game.aside == ("samos",)
    refused = [v.message for v in session.propose("coast-tile", {"tile": "samos"}).violations]
    assert refused[0] == "Samos waits aside until the first coast is built"
