"""An offer reads the form's other fields (issue 31): the Stadium's face-up laurel was offered the horse and
weapon cards too, since the card's offer could not see that the place named was the Stadium."""

from __future__ import annotations

from engine.summary import field_offers
from rulesets.aquileia.decks import DECKS
from tests.aquileia.helpers import new

LAURELS = list(DECKS["stadium"])
EQUI = list(DECKS["equi"])


def test_the_card_turned_up_is_offered_from_the_deck_of_the_place_named() -> None:
    session = new()
    spec = session.spec("turn-up")
    assert session.suggestions(spec, "card") == EQUI + LAURELS  # no place named yet: both decks
    assert session.suggestions(spec, "card", {"at": "stadium"}) == LAURELS
    assert session.suggestions(spec, "card", {"at": "Equi et Arma 2"}) == EQUI
    assert session.suggestions(spec, "card", {"at": "nowhere"}) == EQUI + LAURELS  # not a place: no narrowing


def test_the_place_is_offered_for_the_card_named() -> None:
    session = new()
    spec = session.spec("turn-up")
    assert session.suggestions(spec, "at") == ["equi-1", "equi-2", "equi-3", "stadium"]
    assert session.suggestions(spec, "at", {"card": "white stadium laurel"}) == ["stadium"]
    assert session.suggestions(spec, "at", {"card": "weapons-2"}) == ["equi-1", "equi-2", "equi-3"]


def test_a_forms_offers_put_the_named_places_deck_first() -> None:
    session = new()
    spec = session.spec("turn-up")
    field = spec.field("card")
    assert field is not None
    likely, rest = field_offers(session, spec, field, {"at": "stadium"})
    assert likely == LAURELS and set(rest) == set(EQUI)


def test_an_offer_without_a_form_reads_nothing_given() -> None:
    # The hook's signature is as it was: (ctx, field name); what the form holds comes with the context.
    session = new()
    spec = session.spec("turn-up")
    assert spec.suggest is not None
    assert dict(session.context().given) == {}
    assert list(spec.suggest(session.context(given={"at": "stadium"}), "card")) == LAURELS
