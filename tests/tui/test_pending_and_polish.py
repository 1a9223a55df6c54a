"""What the rules wait for shows on screen, and polish from the third UX review (issue 31).

The phase panel says what is pending (the Cleopatra swap, the card the Merchant owes: before, only
``tabula show`` said them); the rules search reads as text and See also opens its topics; the palette in a
session lists the game at the table first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rich.segment import Segment
from textual.command import CommandList, CommandPalette, DiscoveryHit, Hit
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widgets import Input, OptionList, Select, Static

from engine import registry, saves
from engine.reference_text import plain
from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.settle import settle, until
from tests.tui.driver import Driver, palette_shows
from tui.app.app import TabulaApp
from tui.app.commands import AppCommands
from tui.app.screens.rules import RulesScreen
from tui.app.screens.session import SessionScreen
from tui.app.screens.session_parts import pending_lines, wizard_state
from tui.app.widgets.action_form import ActionForm
from tui.library import copy_demo

CLEOPATRA = "• Katka may still swap a card with the bank (Cleopatra); then next ends the phase."
OWES = "• Mirek (Merchant) owes Katka a card (compensate)."


def _owed(names: tuple[str, str, str] = ("Katka", "Mirek", "Honza")) -> Session:
    """A Mare Nostrum trade phase just after the exchange: the Merchant owes Katka (Cleopatra) a card."""
    _katka, mirek, honza = names
    session = new_game("egypt", "carthage", "greece", names=names)
    finish_setup(session)
    for name in names:
        deal(session, name, {"taxes": 1})
    session.act("exchange-size", {"count": 1}, actor=mirek)
    for name in names:
        session.act("offer", {"cards": "taxes"}, actor=name)
    session.act("take", {"from": honza})
    session.act("take", {"from": mirek})
    # Katka's card, the only one left, is taken by the rules (rules v11): the offers are gone, and Katka, whose
    # card went last, is owed one.
    assert session.ruleset.awaited(session.context()) == "compensate"
    return session


def _guide(screen: SessionScreen) -> str:
    """The phase panel's guidance as the player reads it."""
    return str(screen.query_one("#wizard-guide", Static).render())


# -- 1. what is pending, in the phase panel ------------------------------------------------------------


async def test_the_phase_panel_shows_the_owed_card_then_the_cleopatra_swap(tmp_path: Path) -> None:
    path = tmp_path / "owed.toml"
    saves.save(_owed(), path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        assert OWES in _guide(screen).splitlines()
        await Driver(pilot).act("compensate", card="taxes")
        await until(pilot, lambda: CLEOPATRA in _guide(screen).splitlines(), "the Cleopatra swap in the panel")
        # The phase's own guide still leads; the owed card, paid, is gone.
        lines = _guide(screen).splitlines()
        assert lines[0] == screen.session.phase.said_guide
        assert OWES not in lines


def test_pending_lines_are_one_each_and_markup_is_shown_as_typed() -> None:
    session = _owed(("[b]Katka", "Mirek", "Honza"))
    session.act("compensate", {"card": "taxes"})
    _head, guide, _views, _actions = wizard_state(session, session.summary())
    plain = Static(guide).render()
    assert str(plain).splitlines()[1:] == [CLEOPATRA.replace("• ", "• [b]")]


def _fresh(game: str) -> Session:
    # Civilizations with no start ability to apply and no fan-sheet start pieces for the table to confirm (America,
    # China, Egypt, Germany and others have one: Pending names it). Greece's Democracy start is such a sheet fact
    # since everyone starts in Despotism unless the printed sheet says otherwise: England takes its seat.
    factions = ("rome", "arabia", "england") if game == "civilization" else (None, None, None)
    players = list(zip(("Ann", "Bo", "Cy"), factions, strict=True))
    return Session.new(registry.load(game), players, (), {}, name="fresh")


def test_what_must_happen_before_the_phase_ends_is_said_only_when_nothing_else_is() -> None:
    # Aquileia says who places next; "Placement: Ann still has to place" would say it again.
    aquileia = _fresh("aquileia")
    assert not any(line.startswith("Placement:") for line in pending_lines(aquileia.summary()))
    assert "Ann places first (or type start-player to roll the red dice for the start player)." in pending_lines(
        aquileia.summary()
    )
    # Struggle for Rome's own list is empty at the start: what holds the phase is said.
    rome = _fresh("struggle-for-rome")
    assert pending_lines(rome.summary()) == [item["text"] for item in rome.summary()["pending"]] != []


def test_nothing_is_added_while_nothing_is_pending() -> None:
    # Civilization's start names next-phase in Pending from its first turn (play-test six): the table read
    # with that line taken away is a table with nothing pending, and the panel shows the phase's guide alone.
    session = _fresh("civilization")
    summary = session.summary()
    assert [p["text"] for p in summary["pending"]] == [
        "Nobody founds a city, makes a metropolis or changes government? next-phase ends the start."
    ]
    assert wizard_state(session, {**summary, "pending": []})[1] == session.phase.said_guide


# -- 2. the rules search reads as text; See also opens its topics --------------------------------------


async def _rules(pilot: Pilot[Any], topic: str | None = None) -> RulesScreen:
    app: TabulaApp = pilot.app  # type: ignore[assignment]
    app.open_rules("mare-nostrum", topic)
    await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules")
    await pilot.pause()  # laid out, the topic drawn
    screen = app.screen
    assert isinstance(screen, RulesScreen)
    return screen


async def test_search_hits_read_as_text_cut_between_words(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        rules = await _rules(pilot)
        rules.query_one("#rules-search", Input).value = "neutral"
        hits = rules.query_one("#rules-topics", OptionList)
        await until(pilot, lambda: hits.option_count > 0 and " — " in str(hits.get_option_at_index(0).prompt), "hits")
        said = [str(hits.get_option_at_index(i).prompt) for i in range(hits.option_count)]
        # Play-test: "Setup — civilizations are **neutral**: influence" and "| Commander |", cut mid-word.
        assert said[0] == "Setup — civilizations are neutral: influence, a…"
        for line in said:
            assert not any(mark in line for mark in ("**", "|", "](", "`")), line
            hint = line.partition(" — ")[2]
            whole = " ".join(plain_text(rules, hits.get_option_at_index(said.index(line)).id).split())
            # Each piece between the ellipses is whole words of the topic's text, as written.
            for piece in hint.strip("…").split("…"):
                assert re.search(rf"(?<!\w){re.escape(piece.strip())}(?!\w)", whole), (piece, line)


def plain_text(rules: RulesScreen, topic: str | None) -> str:
    """A topic's text as the search shows it: every line without its Markdown marks."""
    return " ".join(plain(line) for line in next(t for t in rules.topics if t.id == topic).text.splitlines())


async def test_see_also_lists_the_linked_topics_and_enter_opens_one(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        rules = await _rules(pilot, "strategy")
        see_also = rules.query_one("#rules-see-also", OptionList)
        titles = [str(see_also.get_option_at_index(i).prompt) for i in range(see_also.option_count)]
        # As the text names them.
        assert titles == ["Readings taken by this app", "After a battle", "Combat", "Greek naval blockade"]
        assert see_also.border_title == "See also"
        rules.query_one("#rules-topics").focus()
        await pilot.press("tab", "tab")  # past the text, into See also
        assert app.focused is see_also
        await pilot.press("down", "down", "down", "enter")
        await until(pilot, lambda: rules.sub_title == "Combat", "the topic opened from See also")
        # Read from its top, the cursor in the text (Down scrolls it).
        assert app.focused is rules.query_one("#rules-body")


async def test_a_click_on_a_link_in_the_text_opens_its_topic(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        rules = await _rules(pilot, "strategy")
        text = rules.query_one("#rules-text", Static)
        # Where the words "blockade" of the link stand on screen: the link, not a web address.
        spot = next(
            (x, y)
            for y in range(text.size.height)
            for x, segment in _columns(text.render_line(y))
            if segment.text == "blockade" and segment.style is not None and segment.style.meta.get("@click")
        )
        await pilot.click(text, offset=spot)
        await until(pilot, lambda: rules.sub_title == "Greek naval blockade", "the linked topic")


def _columns(strip: Strip) -> Iterator[tuple[int, Segment]]:
    x = 0
    for segment in strip:
        yield x, segment
        x += segment.cell_length


# -- 3. the palette at a table lists its game first ----------------------------------------------------

OTHERS = ("Aquileia", "Hellas", "Struggle for Rome", "Civilization")


def _listed(palette: CommandPalette) -> list[str]:
    """The palette's entries as listed, top first (each entry's title, not its help)."""
    shown = palette.query_one(CommandList)
    return [str(shown.get_option_at_index(i).prompt).splitlines()[0] for i in range(shown.option_count)]


async def test_the_palette_in_a_session_lists_the_game_at_the_table_first(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, SessionScreen)
        # Before anything is typed: no other game's calculators, rules or kits.
        await pilot.press("ctrl+p")
        await until(pilot, lambda: palette_shows(pilot, ""), "the palette")
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        titles = _listed(palette)
        assert "Mare Nostrum: odds calculator" in titles
        assert not [title for title in titles if any(game in title for game in OTHERS)]
        # Typed: Mare Nostrum's calculators first (play-test: Aquileia's were), the others' after them.
        await pilot.press(*"calc")
        await until(pilot, lambda: palette_shows(pilot, "calc", "Calculators: Mare Nostrum"), "Mare Nostrum first")
        titles = _listed(palette)
        first_other = min(i for i, title in enumerate(titles) if any(game in title for game in OTHERS))
        assert all(i < first_other for i, title in enumerate(titles) if title.startswith("Mare Nostrum:"))
        # Asked for by name, another game's is found.
        hits = [hit async for hit in AppCommands(table).search("villas") if isinstance(hit, Hit)]
        assert "Aquileia: villas calculator" in [str(hit.text) for hit in hits]


async def test_away_from_a_session_every_game_is_listed(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)):
        found = [str(hit.text) async for hit in AppCommands(app.screen).discover() if isinstance(hit, DiscoveryHit)]
        assert "Aquileia: villas calculator" in found and "Mare Nostrum: odds calculator" in found


async def test_a_paid_compensation_leaves_no_compensation_form(tmp_path: Path) -> None:
    # Play-test: after the Merchant paid, the form stayed on a stale compensate (for nobody owed).
    session = _owed()
    path = tmp_path / "owed.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        await Driver(pilot).act("compensate", card="taxes")
        await until(pilot, lambda: CLEOPATRA in _guide(screen).splitlines(), "the compensation applied")
        await settle(pilot)
        # What the phase waits for now opens instead (issue 31: the list stood empty): Cleopatra's swap.
        assert [form.action for form in screen.query(ActionForm)] == ["cleopatra"]
        assert screen.query_one("#action-select", Select).value == "cleopatra"
