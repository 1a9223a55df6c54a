"""Play-test 9: a name matches from any word's start when only one name has it (``flaminia``: Via Flaminia),
never where several do, and a yes/no word names nothing by its start (``obsoletes=no`` named Notre Dame)."""

from __future__ import annotations

import pytest

from engine.errors import NotFound
from engine.names import Catalogue

ROADS = Catalogue.of(
    "road",
    [
        ("via-flaminia", "Via Flaminia"),
        ("via-appia", "Via Appia"),
        ("augusta-treverorum", "Augusta Treverorum"),
        ("augusta-vindelicum", "Augusta Vindelicum"),
        ("notre-dame", "Notre Dame"),
    ],
)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("flaminia", "via-flaminia"),
        ("flam", "via-flaminia"),
        ("treverorum", "augusta-treverorum"),
        ("Vindel", "augusta-vindelicum"),
    ],
)
def test_a_later_words_start_names_the_one_name_it_starts(typed: str, meant: str) -> None:
    assert ROADS.resolve(typed).id == meant


def test_a_name_start_still_comes_first() -> None:
    assert ROADS.resolve("notre").id == "notre-dame"
    with pytest.raises(NotFound):
        ROADS.resolve("augusta")  # two names start so: no guess


def test_a_word_start_several_names_share_is_refused() -> None:
    both = Catalogue.of("road", [("a", "Via Magna"), ("b", "Porta Magnolia")])
    with pytest.raises(NotFound, match="Via Magna or Porta Magnolia"):
        both.resolve("magn")


@pytest.mark.parametrize("typed", ["no", "No", "ne", "yes"])
def test_a_yes_or_no_word_names_nothing_by_its_start(typed: str) -> None:
    with pytest.raises(NotFound):
        Catalogue.of("wonder", [("notre-dame", "Notre Dame"), ("yesterday", "Yesterday"), ("nero", "Nero")]).resolve(
            typed
        )


def test_a_name_that_is_the_word_itself_is_still_named() -> None:
    assert Catalogue.of("answer", [("no", "No"), ("nope", "Nope")]).resolve("no").id == "no"
