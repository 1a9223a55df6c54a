"""The engine's findings of the fifth play-tests (issues 31-37): a unique start of a name names it, a correction
that changes nothing is refused, a misspelt field is told the field meant, an unknown space's hint reads as one
sentence, a finished game offers no override, and a hidden hand is said plainly without being shown."""

from __future__ import annotations

import pytest

from engine.errors import GAME_OVER, BadInput, NotFound, RuleRefused, Violation
from engine.hidden import lists_hand, shared_violations
from engine.i18n import set_language
from engine.names import Catalogue, Entry
from tests.aquileia.helpers import new as new_aquileia
from tests.civilization.helpers import new as new_civilization
from tests.hellas.helpers import DARK, at_turns
from tests.mare_nostrum.helpers import deal, finish_setup, new_game

CITIES = Catalogue(
    "city",
    (
        Entry("augusta", "Augusta Treverorum"),
        Entry("aquileia", "Aquileia"),
        Entry("forum-1", "Forum 1"),
        Entry("forum-10", "Forum 10"),
        Entry("sparti", "Sparti"),
    ),
)


@pytest.mark.parametrize(("typed", "meant"), [("aug", "augusta"), ("spart", "sparti"), ("AQUI", "aquileia")])
def test_a_unique_start_of_a_name_names_it(typed: str, meant: str) -> None:
    # Play-tests: `target=spart` (Hellas) and the city `aug` (Struggle for Rome) were refused with a suggestion.
    assert CITIES.resolve(typed).id == meant


def test_a_shared_start_is_refused_with_every_name_it_starts() -> None:
    with pytest.raises(NotFound, match=r"no city 'a'") as one_letter:
        CITIES.resolve("a")  # one letter is a slip of the key, not a name
    assert "Augusta" in str(one_letter.value)
    with pytest.raises(NotFound, match=r"no city 'aqu'|did you mean") as shared:
        Catalogue.of("city", ["Aquileia", "Aquincum"]).resolve("aqu")
    assert shared.value.suggestions == ("Aquileia", "Aquincum")


def test_a_number_cut_short_is_no_start() -> None:
    # "Forum 1" is a name of its own; "forum 1" never picks Forum 10, nor "forum" either of them.
    assert CITIES.resolve("forum 1").id == "forum-1"
    with pytest.raises(NotFound):
        CITIES.resolve("forum")
    assert CITIES.started("forum 1") == []


def test_civilization_rewards_and_persons_by_their_start() -> None:
    # Play-test: `reward=teacher`, `reward=wealth` and `person=galileo` were refused.
    session = new_civilization(("Ann", "rome"), ("Bo", "china"))
    assert session.catalogue("reward").resolve("teacher").id == "hut-teacher"
    assert session.catalogue("reward").resolve("wealth").id == "village-wealth"
    assert session.catalogue("person").resolve("galileo").id == "galileo-galilei"


def test_czech_names_by_their_start_with_or_without_diacritics() -> None:
    session = new_aquileia()
    weapons = session.catalogue("weapon")
    assert weapons.resolve("se dvěma").id == weapons.resolve("se dvema").id == "weapons-2"
    assert session.catalogue("horse").resolve("dva stř").id == "silver-horse-2"


def test_a_correction_to_what_there_is_already_is_refused_not_logged() -> None:
    # Play-test: "now holds 6 bronze coins (was 6; no change)" was logged as a correction.
    session = new_aquileia()
    have = session.table.ledger.count("purse:blue", "bronze")
    events = len(session.events)
    with pytest.raises(RuleRefused) as refused:
        session.act("correct", {"holder": "purse:blue", "kind": "bronze", "count": have, "reason": "x"})
    assert str(refused.value) == f"correct refused (No change: Blue's purse holds {have} bronze coins already)"
    assert refused.value.exit_code == 1 and not refused.value.forcible
    assert refused.value.with_hint("use --force to override") is refused.value  # nothing to do about it
    with pytest.raises(RuleRefused):  # forcing it would log the same nothing
        session.act("correct", {"holder": "purse:blue", "kind": "bronze", "count": have, "reason": "x"}, force=True)
    assert len(session.events) == events
    session.act(
        "correct", {"holder": "purse:blue", "kind": "bronze", "count": have + 1, "reason": "x", "source": "bank"}
    )
    assert len(session.events) == events + 1


def test_a_misspelt_field_is_told_the_field_meant() -> None:
    # Play-test: `place spcae=dolus` said "no field 'spcae'" and no more.
    session = new_aquileia()
    with pytest.raises(BadInput, match=r"^place has no field 'spcae' \(did you mean space\?\)$"):
        session.propose("place", {"spcae": "dolus"})
    with pytest.raises(BadInput, match=r"^place has no field 'zzz' \(expected: player, space\)$"):
        session.propose("place", {"zzz": "dolus"})


def test_an_unknown_space_says_what_was_meant_in_parentheses_then_add_space() -> None:
    session = new_aquileia()
    with pytest.raises(NotFound) as gold:
        session.propose("place", {"space": "gold-1"})
    said = str(gold.value)
    assert said.startswith("space: no space 'gold-1' (did you mean Stadium gold 2b or 2a?); a Stadium space")
    assert "add-space" in said


@pytest.mark.parametrize("typed", ["arena-1", "forun", "pecunie"])
def test_a_name_close_to_other_spaces_gets_no_add_space_hint(typed: str) -> None:
    # Play-test: `place space=arena-1` was told to add a Stadium space.
    with pytest.raises(NotFound) as refused:
        new_aquileia().propose("place", {"space": typed})
    assert "did you mean" in str(refused.value) and "add-space" not in str(refused.value)


def test_a_finished_game_offers_no_override() -> None:
    # Play-test: `next` after the game ended ended with "use --force to override".
    refused = RuleRefused("next", [Violation(GAME_OVER, "the game is over; Ann won")], forcible=True)
    assert not refused.forcible
    assert str(refused.with_hint("use --force to override")) == "next refused (Game over: the game is over; Ann won)"


def test_a_hidden_shortfall_is_said_plainly_without_a_draw_hint_where_nothing_was_drawn() -> None:
    # Play-test: "Hand: Bo's Plus one card cannot be taken", with a hint about cards drawn this turn.
    never = at_turns(turn=DARK, hands=({}, {"void": 1}))
    shown = [v for v in shared_violations(never, never.propose("play", {"card": "flood"}).violations) if v.holder == ""]
    assert [(v.said(), v.mend) for v in shown if v.rule == "Hand"] == [("Hand: Dark has no Flood card", "")]
    drew = at_turns(turn=DARK)
    drew.act("reinforce", {"cards": ["flood"]})
    shown = [v for v in shared_violations(drew, drew.propose("play", {"card": "flood"}).violations)]
    # Drawn or not, the same sentence; the hint is said where the table saw a card drawn.
    assert [v.said() for v in shown if v.rule == "Hand"] == ["Hand: Dark has no Flood card"]
    assert all("drawn this turn" in v.mend for v in shown if v.rule == "Hand")
    set_language("cs")
    czech = [v.said() for v in shared_violations(never, never.propose("play", {"card": "flood"}).violations)]
    set_language("en")
    assert "Ruka: hráči Dark chybí karta Záplavová vlna" in czech, czech


def test_cards_lying_face_up_on_offer_are_listed_whoever_holds_the_same() -> None:
    # Play-test (Mare Nostrum): `take` hid the offered taxes because the taker held a tax too.
    session = new_game("egypt", "carthage", "greece", names=("Katka", "Mirek", "Honza"))
    finish_setup(session)
    for name, cards in (("Katka", {"taxes": 1}), ("Honza", {"taxes": 1}), ("Mirek", {"taxes": 2, "oil": 1})):
        deal(session, name, cards)
    session.act("exchange-size", {"count": 1}, actor="Mirek")
    for name in ("Katka", "Mirek", "Honza"):
        session.act("offer", {"cards": "taxes"}, actor=name)
    take = session.spec_named("take")
    assert take is not None
    assert lists_hand(session, 1, ["taxes"], spec=take, field=take.field("card"))
    # A list the hand makes stays hidden: Cleopatra's card to give is Mirek's hand.
    cleopatra = session.spec_named("cleopatra")
    assert cleopatra is not None
    offered = session.suggestions(cleopatra, "give", actor=1)
    assert not lists_hand(session, 1, offered, spec=cleopatra, field=cleopatra.field("give"))
