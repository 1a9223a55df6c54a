"""Forgiving names: case, accents, spaces, hyphens and underscores never matter; unknown names say what was meant."""

from __future__ import annotations

import pytest

from engine.errors import NotFound
from engine.names import Catalogue, Entry, fold, phrase_list

TECHS = Catalogue(
    "tech",
    (Entry("irrigation", "Irrigation"), Entry("angkor-wat", "Angkor Wat"), Entry("space-flight", "Space Flight")),
)


@pytest.mark.parametrize("typed", ["Angkor Wat", "angkor-wat", "ANGKOR_WAT", "angkorwat", " Angkor  wat "])
def test_every_spelling_is_one_name(typed: str) -> None:
    assert TECHS.resolve(typed).id == "angkor-wat"


def test_diacritics_do_not_matter() -> None:
    people = Catalogue.of("player", ["Ondřej", "Kája"])
    assert people.resolve("ondrej").id == "Ondřej" and people.resolve("KAJA").id == "Kája"
    assert fold("Vojevůdce") == "vojevudce"


def test_unknown_names_offer_the_closest() -> None:
    with pytest.raises(NotFound, match=r"no tech 'Irigation'; did you mean Irrigation\?") as raised:
        TECHS.resolve("Irigation")
    assert raised.value.suggestions == ("Irrigation",)
    with pytest.raises(NotFound, match=r"no tech 'xyz' \(choose from Irrigation, Angkor Wat, Space Flight\)"):
        TECHS.resolve("xyz")
    with pytest.raises(NotFound, match="there is no city yet"):
        Catalogue("city").resolve("Rome")


def test_a_start_names_one_name_only() -> None:
    # Play-test: `target=spart`, `teacher`, `aug` were refused though each starts one name only.
    assert TECHS.resolve("irr").id == "irrigation"
    with pytest.raises(NotFound):
        TECHS.resolve("i")  # one letter is not a name
    shared = Catalogue.of("tech", [("writing", "Writing"), ("wheel", "The Wheel"), ("wealth", "Wealth")])
    assert shared.resolve("wea").id == "wealth"
    with pytest.raises(NotFound):
        shared.resolve("w")


def test_names_that_would_be_confused_are_refused_when_the_catalogue_is_made() -> None:
    with pytest.raises(ValueError, match="both answer to"):
        Catalogue("tech", (Entry("a-b", "A B"), Entry("ab", "AB")))


def test_phrase_list() -> None:
    assert phrase_list(["Ann"]) == "Ann"
    assert phrase_list(["Ann", "Bo", "Cy"], "or") == "Ann, Bo or Cy"
