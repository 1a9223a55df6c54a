"""The rules reference in Czech (issue 19): every game's topics and the engine's, the same topics and
links as the English, written in our own words (no run of 10 words shared with a rulebook), shown when the
app speaks Czech, searched without diacritics."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from engine.reference import search, topic, topics
from tests.overlap import known, shared

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = sorted(p for p in (ROOT / "rulesets").glob("*/rules")) + [ROOT / "engine" / "help"]
LINK = re.compile(r"\]\(([a-z0-9-]+)\)")
NUMBER = re.compile(r"\d+")


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.parent.name)
def test_every_topic_has_its_czech_page_with_the_same_links_and_numbers(folder: Path) -> None:
    english = {p.name: p.read_text("utf-8") for p in folder.glob("*.md")}
    czech = {p.name: p.read_text("utf-8") for p in (folder / "cs").glob("*.md")}
    assert sorted(czech) == sorted(english)
    for name, text in english.items():
        assert sorted(LINK.findall(czech[name])) == sorted(LINK.findall(text)), name
        # Numbers carry over: every number of the English page is on the Czech one (the Czech may add some,
        # e.g. in a line citation written out).
        missing = set(NUMBER.findall(text)) - set(NUMBER.findall(czech[name]))
        assert not missing, f"{name}: numbers {sorted(missing)} not in the Czech page"


def test_the_czech_reference_is_in_our_own_words() -> None:
    prints = known()
    pages = [p for folder in FOLDERS for p in (folder / "cs").glob("*.md")]
    assert len(pages) > 60
    copied = {str(p.relative_to(ROOT)): shared(p.read_text("utf-8"), prints) for p in pages}
    assert {page: runs for page, runs in copied.items() if runs} == {}


def test_the_overlap_check_finds_a_copied_run() -> None:
    # The check itself can fail: a sentence of the Hellas rulebook is found, one word changed is not.
    fingerprints = known()
    sample = (ROOT / "rulesets/hellas/rules/cs/04-turn.md").read_text("utf-8")
    assert shared(sample, fingerprints) == []
    assert shared(sample, fingerprints | {fp for fp, _ in __import__("tests.overlap").overlap.runs(sample)[:1]})


def test_the_app_reads_the_czech_reference_and_searches_it_without_diacritics(czech: None) -> None:
    hellas = registry.load("hellas")
    titles = {t.id: t.title for t in topics(hellas)}
    assert titles["turn"] == "Tah" and titles["undo"].startswith("Zpět")
    assert topic(hellas, "tah").id == "turn"  # a Czech title's prefix finds the topic
    with_accents = [t.id for t, _ in search(hellas, "mořeplavba")]
    assert with_accents and with_accents == [t.id for t, _ in search(hellas, "MOREPLAVBA")]
    # Hellas has no dice: the Czech link to the dice topic goes too.
    assert "(dice)" not in topic(hellas, "turns").text


def test_search_finds_any_form_of_a_czech_word(czech: None) -> None:
    # The play-test: "Lodní přesila" found nothing (the text says "přesile", "přesilu").
    hellas = registry.load("hellas")
    assert "turn" in [t.id for t, _ in search(hellas, "Lodní přesila")]
    assert "turn" in [t.id for t, _ in search(hellas, "lodni presila")]
