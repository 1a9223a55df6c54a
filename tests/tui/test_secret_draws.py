"""A card drawn face down is typed where only its drawer looks (issues 33 and 35: Hellas's god cards drawn at
Reinforcements and Aquileia's Servi cards were ticked by name on the shared screen): the form hides the list
as it hides a hand, the drawer's number key and a yes show it, and once applied it hides again."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from engine.session import Session
from tests.aquileia.helpers import new, place_all, to_phase
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.driver import demo_app as _app
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session import SessionScreen
from tui.app.widgets.wizard import WizardPanel


def phase_panel(screen: SessionScreen) -> str:
    """What the terminal shows of the Phase panel now (the form, its check line), row by row."""
    panel = screen.query_one(WizardPanel).region
    rows = screen._compositor.render_strips()[panel.y : panel.bottom]
    return "\n".join(row.crop(panel.x, panel.right).text for row in rows)


def _names(session: Session, catalogue: str, ids: list[str]) -> set[str]:
    """The labels the screen would show for these cards (one word or more: matched whole)."""
    labels = {e.id: e.label for e in session.catalogue(catalogue).entries}
    return {labels[i] for i in ids}


def _shows(text: str, names: set[str]) -> set[str]:
    return {name for name in names if name in text}


async def test_hellas_god_cards_drawn_at_reinforcements_show_only_after_the_drawers_yes(tmp_path: Path) -> None:
    async with _app(tmp_path, "hellas").run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        session = screen.session
        deck = [str(c) for c in session.suggestions(session.spec("reinforce"), "cards")]
        names = _names(session, "card", deck)
        await drive.fill("reinforce")
        form = screen._form()
        assert form is not None and "key 1 shows the list to Ariadne" in form.masked["cards"]
        shown = phase_panel(screen)
        assert "Drawn in secret" in shown and not _shows(shown, names), shown
        # Her number key and yes: the cards to tick, the Greek typed before kept.
        await drive.fill("reinforce", greeks="athens", cards=deck[0])
        assert _shows(phase_panel(screen), names)
        await drive.press("apply")
        event = session.events[-1]
        assert event.type == "reinforce" and event.args["cards"] == [deck[0]] and event.args["greeks"] == ["athens"]
        # Applied: the form the rules wait for next names no card, nor does the log.
        await settle(pilot)
        assert screen.form_revealed is None
        drawn = _names(session, "card", [deck[0]])
        assert not _shows(phase_panel(screen), drawn) and not _shows(drive.status(), drawn)


def _servi(folder: Path) -> TabulaApp:
    """Aquileia at Mercatus with Blue on the top Servi space (1 bronze: 1 slave card) and a card in hand."""
    session = new()
    session.act(
        "correct", {"holder": "Blue's hand", "kind": "slave-2", "count": 1, "source": "slave deck", "reason": "x"}
    )
    place_all(session, {"Blue": ["servi-top"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    session.name = "servi"
    path = folder / "servi.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


async def test_aquileia_servi_cards_show_only_after_the_drawers_yes(tmp_path: Path) -> None:
    async with _servi(tmp_path).run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        session = screen.session
        names = _names(session, "slave", ["slave-1", "slave-2"])
        await drive.fill("servi")
        form = screen._form()
        assert form is not None and "key 1 shows the list to Blue" in form.masked["cards"]
        assert not _shows(phase_panel(screen), names), phase_panel(screen)
        await drive.fill("servi", cards="slave-1")
        assert _shows(phase_panel(screen), names)
        await drive.press("apply")
        event = session.events[-1]
        assert event.type == "servi" and event.args["cards"] == ["slave-1"]
        await settle(pilot)
        assert screen.form_revealed is None
        assert not _shows(phase_panel(screen), names) and not _shows(drive.status(), names)


def test_a_players_own_view_lists_their_draw_and_nobody_elses() -> None:
    # tabula serve / --viewer: Ariadne's own view lists the god cards she draws; Theseus's and the table's do not.
    from tests.test_hidden_cards import demo
    from tui.app.screens.session_forms import form_for

    session = demo("hellas")
    reinforce = session.spec("reinforce")
    own = form_for(session, reinforce, {}, None, "Ariadne", revealed=0, shared=False)
    assert "cards" not in own.masked and own.units["cards"]
    for revealed in (1, None):  # Theseus's view, the table's
        other = form_for(session, reinforce, {}, None, "Ariadne", revealed=revealed, shared=False)
        assert other.masked["cards"] == "Drawn in secret: Ariadne names it in their own view"
        assert "cards" not in other.units and "greeks" in other.units


async def test_a_drawer_with_no_hand_shows_the_list_with_their_key(tmp_path: Path) -> None:
    # A first Servi purchase: Blue holds no card, and the number key offered nothing to show (the form waited
    # on a list nobody could open on the shared screen).
    session = new()
    place_all(session, {"Blue": ["servi-top"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    session.name = "servi"
    saves.save(session, tmp_path / "servi.toml")
    app = TabulaApp(session_path=tmp_path / "servi.toml", saves_dir=tmp_path)
    async with app.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        names = _names(screen.session, "slave", ["slave-1", "slave-2"])
        screen.pick_action("servi")
        await drive.until(lambda: (form := screen._form()) is not None and "cards" in form.masked, "the masked list")
        await pilot.press("1")
        await drive.until(lambda: isinstance(app.screen, ConfirmDialog), "the question")
        await pilot.press("y")
        await drive.until(lambda: bool(_shows(phase_panel(screen), names)), "the slave cards listed")


async def test_hellas_starting_cards_are_dealt_unseen_on_the_shared_screen(tmp_path: Path) -> None:
    # The deal: each player draws a card from each god's deck and holds nothing yet; the names waited in the
    # form for anyone to read.
    import random

    from engine import registry

    session = Session.new(registry.load("hellas"), [("Ann", None), ("Bo", None)], (), {}, rng=random.Random(2))
    session.name = "deal"
    saves.save(session, tmp_path / "deal.toml")
    app = TabulaApp(session_path=tmp_path / "deal.toml", saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        await drive.until(lambda: (form := screen._form()) is not None and form.action == "deal", "the deal")
        form = screen._form()
        assert form is not None
        assert {"poseidon", "zeus", "ares"} <= set(form.masked), form.masked
        seat = session.player_index(form.acting() or "Ann")
        await pilot.press(str(seat + 1))
        await drive.until(lambda: isinstance(app.screen, ConfirmDialog), "the question")
        await pilot.press("y")

        def listed() -> bool:
            shown = screen._form()
            return shown is not None and not shown.masked

        await drive.until(listed, "the decks listed")
