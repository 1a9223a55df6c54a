"""The session screen as the table uses it: each test is an item of the app review (ux-tui.md)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button, DataTable, Input, Select

from tests.settle import resize
from tests.tui.driver import Driver
from tests.tui.driver import demo_app as _app
from tests.tui.driver import session_screen as _screen
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.keys import KeysScreen
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ACTING, ActionForm
from tui.app.widgets.glance import GlanceStrip
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.wizard import WizardPanel


async def _illegal_move(drive: Driver) -> None:
    # Honza's legion out of turn (it is Mirek's): a move the rules refuse, but the table could force. (A move
    # across a border the kit does not know is no longer one: Apply asks whether the board shows it.)
    line = await drive.fill(
        "move-legion", **{"acting--": "Honza", "from": "carthage", "to": "west-of-carthage", "count": "1"}
    )
    assert line and line != "allowed", line
    assert not drive.screen.query_one("#force", Button).disabled


async def test_tab_never_reaches_force_and_force_asks_naming_the_rules(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await _illegal_move(drive)
        events = len(drive.screen.session.events)
        drive.screen.query_one(ActionForm).focus_first()
        seen = set()
        for _ in range(len(drive.screen.focus_chain) + 1):  # once round every stop, and back to the first
            await pilot.press("tab")
            seen.add(pilot.app.focused.id if pilot.app.focused else None)
        assert "force" not in seen and "next" not in seen
        # Enter in a field never forces.
        drive.screen.query_one(ActionForm).focus_first()
        await pilot.press("enter")
        assert len(drive.screen.session.events) == events
        screen = drive.screen
        objections = screen.query_one(WizardPanel).objections
        await drive.press("force")
        dialog = pilot.app.screen
        assert isinstance(dialog, ConfirmDialog)
        assert objections and all(rule in dialog.question for rule in objections)
        await pilot.press("enter")  # the cursor starts on No
        await pilot.pause()
        assert isinstance(pilot.app.screen, SessionScreen)
        assert len(screen.session.events) == events
        await drive.force(
            "move-legion", **{"acting--": "Honza", "from": "carthage", "to": "west-of-carthage", "count": "1"}
        )
        assert drive.screen.session.events[-1].forced


async def test_enter_in_a_field_applies_a_legal_action(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        assert await drive.fill("roll", dice="3,5") == "allowed"
        drive.screen.query_one("#field-dice", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        last = drive.screen.session.events[-1]
        assert last.type == "roll" and last.args["dice"] == [3, 5]
        assert "rolls" in drive.status()


async def test_map_enter_fills_the_place_each_time_and_nothing_leaks(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        table = screen.query_one("#map-table", DataTable)
        rows = [str(key.value) for key in table.rows]

        async def enter_on(place: str) -> dict[str, str]:
            table.focus()
            table.move_cursor(row=rows.index(place))
            await pilot.press("enter")
            await pilot.pause()
            return screen.query_one(ActionForm).values()

        assert (await enter_on("rome")).get("from") == "rome"
        # A filled field is replaced only after a yes (play-test 9, N5): the table says yes.
        assert (await enter_on("athens")).get("from") == "rome"
        await pilot.press("y")
        await pilot.pause()
        assert screen.query_one(ActionForm).values().get("from") == "athens"
        assert "Athens" in str(screen.query_one("#status").render())
        # Picking another action afterwards starts it empty.
        assert screen.query_one(ActionForm).action != "move-legion"
        screen.query_one("#action-select", Select).value = "move-legion"
        await pilot.pause()
        # Not the map's pick: only what the app works out (the mover's legions stand in Rome alone).
        assert screen.query_one(ActionForm).values().get("from") == "rome"


async def test_map_enter_in_aquileia_fills_the_space(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        table = screen.query_one("#map-table", DataTable)
        table.focus()
        table.move_cursor(row=[str(k.value) for k in table.rows].index("dolus"))
        await pilot.press("enter")
        await pilot.pause()
        form = screen.query_one(ActionForm)
        assert form.action == "place" and "dolus" in form.values().values()


async def test_who_acts_is_a_visible_choice_and_the_hand_follows_it(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        await drive.fill("roll")
        acting = screen.query_one(f"#{ACTING}", Select)
        # Anyone may roll; it defaults to whose turn it is (Mirek in the demo).
        assert acting.value == "Mirek"
        assert "Mirek" in str(screen.query_one(HandPanel).border_title)
        acting.value = "Honza"
        await pilot.pause()
        assert "Honza" in str(screen.query_one(HandPanel).border_title)
        await drive.fill("roll", dice="2,2")
        await drive.press("apply")
        assert screen.session.events[-1].actor == "Honza"
        # The log names who acted, not whose turn it was.
        assert screen.session.describe_event(screen.session.events[-1]).startswith("Honza")


async def test_the_place_action_defaults_to_who_places_next(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.fill("place")
        form = drive.screen.query_one(ActionForm)
        assert form.acting() == "Kaja" or form.values().get("player") == "Kaja"


async def test_pick_lists_find_what_is_typed(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        screen.query_one("#action-select", Select).focus()
        await pilot.press(*"move-l")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert screen.query_one(ActionForm).action == "move-legion"
        # The cursor is now in the first field to choose ("from" is worked out: the mover's legions stand
        # in Rome alone), a pick list of places: "ath" finds Athens.
        await pilot.press(*"ath")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        values = screen.query_one(ActionForm).values()
        assert (values.get("from"), values.get("to")) == ("rome", "athens")


async def test_steppers_count_up_and_down(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.fill("move-legion")
        stepper = drive.screen.query_one("#field-count")
        # The - and + are cells clicked with the mouse (not buttons: a button restyles itself three times as
        # it mounts); Tab never stops on them.
        assert not any(part.can_focus for part in stepper.query(".step-up, .step-down"))
        for _ in range(3):
            await pilot.click("#field-count .step-up")
            await pilot.pause()
        await pilot.click("#field-count .step-down")
        await pilot.pause()
        # Empty means the default, one legion: up three times and down once is three.
        assert drive.screen.query_one(ActionForm).values()["count"] == "3"


async def test_status_line_not_toasts_and_the_log_tells_what_changed(tmp_path: Path) -> None:
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.act("roll", dice="4,1", why="start player")
        assert not app._notifications
        assert "rolls" in drive.status()
        log = drive.screen.query_one("#log-list")
        last = str(log.get_option_at_index(log.option_count - 1).prompt)  # type: ignore[attr-defined]
        assert "4, 1" in last or "4,1" in last


async def test_log_keeps_the_newest_in_sight_after_a_resize(tmp_path: Path) -> None:
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await resize(pilot, 100, 30)
        log = _screen(pilot).query_one("#log-list")
        events = len(_screen(pilot).session.events)
        assert log.highlighted == log.option_count - 1  # type: ignore[attr-defined]
        assert log.scroll_y == log.max_scroll_y and events > 10


async def test_layout_follows_the_terminal(tmp_path: Path) -> None:
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        assert screen.layout_mode == "tabs"
        shown = [n for n in ("map", "wizard", "hand", "log") if screen.query_one(f"#{n}").display]
        assert shown == ["wizard"]
        await pilot.press("alt+4")
        shown = [n for n in ("map", "wizard", "hand", "log") if screen.query_one(f"#{n}").display]
        assert shown == ["log"]
        # What most terminals send for alt+1 (Textual reads ESC 1 as macOS's Option+1).
        await pilot.press("inverted_exclamation_mark")
        assert screen.query_one("#map").display and not screen.query_one("#log").display
        await resize(pilot, 120, 40)
        assert screen.layout_mode == "grid"
        await resize(pilot, 160, 50)
        assert screen.layout_mode == "columns"
        assert screen.query_one("#wizard").region.height > screen.query_one("#hand").region.height


async def test_header_glance_and_footer(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        header = str(screen.query_one("#header").render())
        assert header.startswith("Mare Nostrum — mare-nostrum-demo")
        strip = screen.query_one(GlanceStrip)
        assert strip.region.height >= 5 and strip.region.bottom <= 40
        assert "Mirek" in str(strip.render()) and "income each round" in str(strip.render())
        assert "Ctrl+P Palette" in str(screen.query_one("KeyBar").render())


async def test_keys_lists_this_screen_and_escape_closes_only_it(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        keys = pilot.app.screen
        assert isinstance(keys, KeysScreen)
        listed = " ".join(f"{k} {w}" for k, w in keys.rows)
        assert "Undo" in listed or "undo" in listed
        assert "Player 5" not in listed  # a four-player game
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(pilot.app.screen, SessionScreen)


async def test_shown_hand_hides_again_on_a_key(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        hand = screen.query_one(HandPanel)
        assert "hidden" in hand.text
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(pilot.app.screen, ConfirmDialog)
        await pilot.press("y")
        await pilot.pause()
        assert "hidden" not in hand.text and "Honza" in str(hand.border_title)
        await pilot.press("down")
        assert "hidden" in hand.text


async def test_the_command_line_completes_and_runs(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        events = len(screen.session.events)
        await pilot.press("colon")
        line = screen.query_one("#command", Input)
        assert pilot.app.focused is line
        await pilot.press(*"ro", "tab", "space", *"di", "tab", *"6,6")
        await pilot.pause()
        assert line.value == "roll dice=6,6"
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.session.events) == events + 1 and screen.session.events[-1].args["dice"] == [6, 6]
        # A refused command opens its form, where the table reads why (and may force, after a yes).
        await pilot.press(*"move-legion from=rome to=babylon count=1", "enter")
        await pilot.pause()
        assert screen.query_one(ActionForm).values()["to"] == "babylon"
        assert len(screen.session.events) == events + 1


async def test_map_finds_pieces_and_slash_goes_there(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        await pilot.press("slash", *"caravan")
        await pilot.pause()
        table = screen.query_one("#map-table", DataTable)
        assert 0 < table.row_count < len(screen.session.ruleset.places(screen.session.context()))


async def test_focus_is_visible_in_256_colours(tmp_path: Path) -> None:
    from rich.color import ColorSystem

    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.fill("move-legion")
        fields = [w for w in drive.screen.query_one(ActionForm).query("Select") if w.id != ACTING]
        first, second = fields[0], fields[1]
        first.focus()
        await pilot.pause()
        on, off = first.styles.background.rich_color, second.styles.background.rich_color
        assert on.downgrade(ColorSystem.EIGHT_BIT) != off.downgrade(ColorSystem.EIGHT_BIT)
        assert first.styles.border_left[0] != second.styles.border_left[0]


async def test_a_repeat_placement_takes_a_few_keys(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        events = len(screen.session.events)
        # The session opens on what the rules wait for: Kaja's placement, the cursor in the space
        # (it took alt+2, "pla" and Enter before).
        await Driver(pilot).until(
            lambda: bool(screen.query("#field-space")) and pilot.app.focused is screen.query_one("#field-space"),
            "the placement form",
        )
        # Find the space; Enter takes it (what the placement does shows), Enter again applies.
        await pilot.press(*"equi", "enter", "enter")
        await pilot.pause()
        assert [e.actor for e in screen.session.events[events:]] == ["Kaja"]
        # The same action stays loaded for the next placer, the cursor in the space again.
        form = screen.query_one(ActionForm)
        assert form.action == "place" and pilot.app.focused is screen.query_one("#field-space")
        await pilot.press(*"servi t", "enter", "enter")
        await pilot.pause()
        assert len(screen.session.events) == events + 2


async def test_the_hand_scrolls_by_keyboard(tmp_path: Path) -> None:
    async with _app(tmp_path, "civilization").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        hand = _screen(pilot).query_one(HandPanel)
        assert hand.max_scroll_y > 0  # Civilization's hand is longer than its panel at 120x40
        hand.focus()
        await pilot.press("down", "down")
        await pilot.pause()
        assert hand.scroll_y > 0


async def test_a_card_list_from_a_hand_stays_hidden_until_its_player_shows_it(tmp_path: Path) -> None:
    async with _app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        await drive.fill("play")
        form = screen.query_one(ActionForm)
        assert "card" in form.masked and "hidden cards" in str(screen.query_one("#field-card").render())
        names = {e.label for e in screen.session.catalogue("card").entries}
        held = screen.session.suggestions(screen.session.spec("play"), "card")
        assert held and not any(n in str(screen.query_one(ActionForm).render()) for n in names)
        # The hand panel is already pinned to the player: the key the form names still shows the cards.
        screen.pinned = 0
        screen.query_one("#action-select").focus()
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        form = screen.query_one(ActionForm)
        assert not form.masked


async def test_after_the_command_line_the_cursor_is_on_a_shown_field_and_colon_reopens_it(tmp_path: Path) -> None:
    from tui.app.widgets.command_line import CommandLine

    async with _app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        line = screen.query_one(CommandLine)
        for attempt in range(2):
            await pilot.press("colon")
            await pilot.pause()
            assert line.display and line.has_focus, attempt
            await pilot.press("escape")
            await pilot.pause()
            # Not the hidden option list of a closed pick list, where ':' would be searched for.
            focused = pilot.app.focused
            assert focused is not None and focused.display and focused.region.area, focused
        await pilot.press("alt+2")
        await pilot.pause()
        assert pilot.app.focused is screen.query_one("#action-select")


async def test_a_command_missing_a_choice_opens_its_form_with_what_was_typed(tmp_path: Path) -> None:
    async with _app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        await pilot.press("colon", *"play", "enter")
        await pilot.pause()
        form = screen.query_one(ActionForm)
        assert form.action == "play"
        assert "choose card in the form" in str(screen.query_one("#status").render())


async def test_shown_cards_hide_again_once_the_action_is_applied(tmp_path: Path) -> None:
    # Play-test: a hand shown for a compensation stayed on screen as the next player took over (Enter, the
    # screen's own key, never reached the any-key that hides it).
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        hand = screen.query_one(HandPanel)
        await pilot.press("2")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert screen.revealed is not None and "hidden" not in hand.text
        await Driver(pilot).act("roll", dice="6")
        await pilot.pause()
        assert screen.revealed is None and "hidden" in hand.text


async def test_enter_in_the_map_find_box_chooses_the_place_found(tmp_path: Path) -> None:
    # Play-test: "/athe" then Enter did nothing, and a later key went into the box.
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        await pilot.press("alt+1", "slash", *"athe", "enter")
        await pilot.pause()
        form = screen.query_one(ActionForm)
        assert "athens" in form.values().values(), form.values()
        # Down from the box goes on to the places found.
        await pilot.press("alt+1", "slash", *"carth", "down")
        await pilot.pause()
        assert pilot.app.focused is screen.query_one("#map-table", DataTable)
