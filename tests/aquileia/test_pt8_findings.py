"""Play-test 8's Aquileia findings (issue 33): each fix with the outcome it changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import RuleRefused
from engine.hidden import check_lines
from tests.aquileia.helpers import give_cards, last_outcome, new, place_all, set_coins, to_phase


def test_a_build_check_previews_the_whole_build() -> None:
    """Play-test 8: ``build --check`` said only "1 card leaves Kaja's hand"; the coins, the points and the house
    the build would move were left out. The slave cards stay counted (the hand is secret), the rest is said."""
    session = new()
    set_coins(session, 2, bronze=2, silver=2, gold=1)
    give_cards(session, 2, "slave-2", "slave-1")
    place_all(session, {"Blue": [], "Yellow": [], "Red": ["forum-2"], "Vlada": []})
    said = check_lines(session, session.propose("build", {"tile": "villa-blue-10"}))
    assert said == [
        "build: allowed (Red: builds a villa)",
        "   Red builds a blue villa worth 10.",
        "   Red scores 10 points (10).",
        "   1 gold coin, 2 silver coins and 2 bronze coins go from Red's purse to the bank.",
        "   1 house goes from Red's reserve to Red's buildings.",
        "   2 cards leave Red's hand.",
    ]
    session.act("build", {"tile": "villa-blue-10"})
    done = last_outcome(session)
    # The log says each move once, the cards named as before.
    assert done[:5] == [
        "Red builds a blue villa worth 10.",
        "Red scores 10 points (10).",
        "1 gold coin, 2 silver coins and 2 bronze coins go from Red's purse to the bank.",
        "1 two-slave card and 1 one-slave card go from Red's hand to the slave discard pile.",
        "1 house goes from Red's reserve to Red's buildings.",
    ]
    assert sum("Red's purse" in line for line in done) == 1


def test_the_scoring_and_decisions_pages_say_what_the_own_view_counts() -> None:
    """Play-test 8: ``scoring`` said the forecast leaves the secret laurels out, ``decisions`` that their holder's
    own view counts them. The app counts them in the owner's own view only: both pages, in both languages, say so."""
    from engine.hidden import public_summary
    from rulesets.aquileia.state import Building
    from tests.aquileia.helpers import give_buildings

    session = new()
    give_buildings(session, 0, Building("villa", 7, "white"))
    give_cards(session, 0, "laurel-white")
    own = public_summary(session, session.summary(), "Blue")["players"][0]["final_score_forecast"]
    assert own == public_summary(session, session.summary())["players"][0]["final_score_forecast"] + 7
    rules = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia" / "rules"
    english = " ".join((rules / "10-scoring.md").read_text(encoding="utf-8").split())
    assert "leaves them out (their owner" not in english
    assert "counted only in their holder's own view" in english
    assert "the shared screen leaves them out" in english
    assert "counts only in its holder's own view" in " ".join((rules / "11-decisions.md").read_text().split())
    czech = " ".join((rules / "cs" / "10-scoring.md").read_text(encoding="utf-8").split())
    assert "proto je vynechává" not in czech
    assert "započítá jen pohled jejich majitele" in czech


def test_an_arena_roll_out_of_turn_order_is_refused_and_may_be_forced() -> None:
    """Play-test 8: Vlada's fight before Jirka's passed without ``--force``; l.5 step 2 rolls in turn order."""
    session = new()
    place_all(session, {"Blue": [], "Yellow": ["arena-1a"], "Red": ["arena-2"], "Vlada": []})
    to_phase(session, "arena")
    with pytest.raises(RuleRefused) as refused:
        session.act("fight", {"player": "Red", "dice": "bronze,bronze,bronze"})
    assert "the entrants roll in turn order: Yellow rolls before Red" in str(refused.value)
    assert session.table.game.strengths == ()  # nothing changed
    session.act("fight", {"player": "Red", "dice": "bronze,bronze,bronze"}, force=True)
    session.act("fight", {"dice": "gold,gold,gold"})  # Yellow, still due
    assert sorted(seat for _, seat, _, _ in session.table.game.strengths) == [1, 2]


def test_pass_is_not_offered_to_a_player_who_passed_and_owes_only_the_tie_marker() -> None:
    """Play-test 8 (``tt``): ``actions`` listed ``pass`` to A, who had passed, then refused it."""
    from engine.proposing import available
    from rulesets.aquileia.placement import TIE_ASKED

    session = new(options={TIE_ASKED: True})  # since version 12 the marker goes down by itself (play-test 11)
    for _ in range(4):  # everyone passes at once; each still holds the tie marker
        session.act("pass")
    assert session.table.game.placer == 0 and session.table.game.patricians[0].passed
    names = [a.name for a in available(session)]
    assert "place" in names and "pass" not in names
    session.act("place", {"space": "tie"})
    assert "pass" not in [a.name for a in available(session)]


def test_a_forum_skip_that_ends_the_round_says_what_was_left_out_and_the_houseless_pass_is_said() -> None:
    """Play-test 8 (``five`` #87-88): Vlada, with no house left, passes Forum 2 as the Forum begins (said then);
    Red's skip of Forum 1 ended the round and said nothing under "Red: builds nothing more"."""
    session = new()
    for seat in (2, 3):
        set_coins(session, seat, bronze=2, silver=2, gold=1)
        give_cards(session, seat, "slave-2", "slave-1")
    session.act(
        "correct", {"holder": "reserve:green", "kind": "house:green", "count": 0, "reason": "t", "source": "box"}
    )
    place_all(session, {"Blue": [], "Yellow": [], "Red": ["forum-1"], "Vlada": ["forum-2"]})
    assert "Vlada has no house left to build with: Forum 2 passes." in last_outcome(session)
    session.act("skip")
    said = last_outcome(session)
    assert said[0] == "Red leaves out the action of Forum 1."
    assert said[-1] == "Round 2: Placement phase begins."


def test_turning_up_a_discarded_card_names_the_card_and_where_it_lies() -> None:
    """Play-test 8 (ev1 R5): ``equi-1="tři zbraně"`` after the only three-weapon card was played got "that card
    cannot be taken from the Equi et Arma deck", naming neither the card nor where it was."""
    from tests.aquileia.helpers import _ledger_move

    session = new()
    _ledger_move(session, "weapons-3", 1, "deck:equi", "discard:equi")
    before = len(session.events)
    for action, args in (("turn-up", {"at": "equi-1", "card": "weapons-3"}), ("turn-ups", {"equi_1": "weapons-3"})):
        with pytest.raises(RuleRefused) as refused:
            session.act(action, args)
        assert "the three-weapon card is not in its deck: the Equi et Arma discard pile holds it" in str(refused.value)
        assert "Components" not in str(refused.value)  # said once, not again in the ledger's words
    assert len(session.events) == before


def test_a_theatre_laurel_without_a_villa_of_its_colours_is_not_said_to_score_more() -> None:
    """Play-test 8: Kaja's white/purple laurel, with no villa at all, was "counted as white, the colour that
    scores more"; it scores nothing either way, and the final scoring says that."""
    from rulesets.aquileia.final import breakdown
    from rulesets.aquileia.state import Building
    from tests.aquileia.helpers import give_buildings

    session = new()
    give_cards(session, 0, "theatre-white-purple")
    said = breakdown(session.context(), 0)
    assert "scores more" not in said
    assert said.endswith("; the white/purple theatre laurel scores nothing: no villa of either colour.")
    give_buildings(session, 0, Building("villa", 7, "purple"))
    assert "counted as purple, the colour that scores more" in breakdown(session.context(), 0)


@pytest.mark.usefixtures("czech")
def test_kit_teach_takes_z_for_a_gold_coin() -> None:
    """Play-test 8: the Czech table thinks *zlatá, stříbrná, bronzová*: ``z`` for gold (``g`` in English; one
    letter a metal in each language since play-test 12)."""
    from engine import registry
    from engine.kitfiles import shipped
    from engine.teach import Walk

    walk = Walk(registry.load("aquileia"), shipped(registry.load("aquileia")))
    while (q := walk.current) is not None and not (q.open and q.section == "buildings"):
        walk.skip()
    before = {e["id"] for e in walk.kit.entries("buildings")}
    walk.answer("vila zsb 2 5 modrá")
    (new,) = [e for e in walk.kit.entries("buildings") if e["id"] not in before]
    assert sorted(new["coins"]) == ["bronze", "gold", "silver"]


def test_no_blue_dice_rolled_is_headed_so() -> None:
    """Play-test 8: "Kaja rolls blue dice" headed "Kaja rolls no blue die" (Czech: "hází" / "nehází")."""
    session = new()
    place_all(session, {"Blue": [], "Yellow": ["arena-2", "potentia"], "Red": [], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "gold,gold,gold"})
    assert session.ruleset.awaited(session.context()) == "blue"
    session.act("blue", {})
    assert session.describe_event(session.events[-1]) == "Yellow rolls none of the blue dice"


def test_laurels_with_points_and_rates_have_czech_words_without_digits() -> None:
    """Play-test 8: Czech ``actions`` lists showed ``laurel-10`` and ``bronze-bronze-for-silver``: a list shows
    a word it can type back, which digits are not; each now answers to a Czech word."""
    from rulesets.aquileia.catalogues import FACE_UP, STADIUM_LAUREL
    from rulesets.aquileia.rate_words import czech_names

    for word, card in (("desetibodová", "laurel-10"), ("sedmibodová", "laurel-7"), ("tříbodová", "laurel-3")):
        assert STADIUM_LAUREL.get(word).id == card  # type: ignore[union-attr]
        assert FACE_UP.get(word).id == card  # type: ignore[union-attr]
    assert "dva bronzy za stříbro" in czech_names(["bronze", "bronze"], ["silver"])
    assert "zlato za dvě stříbra" in czech_names(["gold"], ["silver", "silver"])


def test_forum_tiles_answer_to_a_czech_name_without_digits() -> None:
    """Play-test 8: the Czech ``actions`` listed ``villa-blue-6``; each tile whose facts are known now answers to a
    Czech name a list can show and type back."""
    from rulesets.aquileia.tiles import tile_catalogue

    catalogue = tile_catalogue(new().context())
    for word, tile in (
        ("modrá vila za šest bodů", "villa-blue-6"),
        ("modra vila za deset bodu", "villa-blue-10"),
        ("dílna za čtyři body", "workshop-4"),
        ("banka zlato a stříbro", "bank-silver-gold"),
    ):
        assert catalogue.get(word).id == tile  # type: ignore[union-attr]
