"""Issue 38: the session screen holds parts that each do one job, rather than inheriting a chain of classes.

Every part (the form's dry run, the panels' redraw, the ``:`` line, the status line, the cards shown, the keys
held, the layout, the form's keys, applying, the hand, the table's moves) is held by the screen, not inherited;
some are built and used alone here with a stub for the screen.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tui.app.screens.session import SessionScreen
from tui.app.screens.session_apply import FormApply
from tui.app.screens.session_check import FormCheck
from tui.app.screens.session_command import CommandRunner
from tui.app.screens.session_draw import PanelDrawing
from tui.app.screens.session_hand import HandView
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_keys import FormKeys
from tui.app.screens.session_layout import PanelLayout
from tui.app.screens.session_moves import TableMoves
from tui.app.screens.session_shown import ShownCards
from tui.app.screens.session_status import StatusLine
from tui.app.screens.speaking import SpeakingScreen

#: The project's classes still in the screen's chain (each conversion takes one out: none may come back).
CHAIN_LEFT = {"SessionScreen"}
#: The project's screen bases every screen that speaks builds on.
PROJECT_BASES = {"SpeakingScreen", "OneLayout"}


def test_the_parts_are_held_not_inherited() -> None:
    names = {cls.__name__ for cls in SessionScreen.__mro__}
    assert not names & {"SessionCheck", "SessionDraw", "SessionCommandLine", "SessionHand"}
    parts = (FormCheck, PanelDrawing, CommandRunner, ShownCards, StatusLine, HeldKeys, PanelLayout, FormKeys, FormApply)
    for part in (*parts, HandView, TableMoves):
        assert not issubclass(SessionScreen, part) and part.__mro__ == (part, object)


class _Wizard:
    """The Phase panel as the dry run uses it: the form's values, and the check line it shows."""

    def __init__(self) -> None:
        self.check_text, self.hinting, self.refused, self.objections = "", False, False, ()
        self.shown: list[tuple[Any, ...]] = []

    def form_values(self) -> tuple[str, dict[str, str]]:
        return "roll", {"dice": "6"}

    def show_check(self, *said: Any, **how: Any) -> None:
        self.shown.append(said)
        self.check_text = "allowed"


def test_the_dry_run_is_a_part_of_its_own() -> None:
    """Built on a stub screen, it checks the entry once and knows it has, until told to forget."""
    wizard = _Wizard()
    proposals: list[str] = []

    def check(action: str, values: dict[str, str], actor: str | None) -> tuple[None, str]:
        proposals.append(action)
        return None, ""

    screen = SimpleNamespace(
        wizard=lambda: wizard,
        form=lambda: None,
        actor=lambda action: None,
        moment=lambda: ("table", 1),
        controller=SimpleNamespace(check=check),
    )
    part = FormCheck(screen)
    assert not part.checked("roll", {"dice": "6"})
    part.recheck()
    assert proposals == ["roll"] and wizard.shown == [(None, "")]
    assert part.checked("roll", {"dice": "6"})
    assert not part.checked("roll", {"dice": "5"})
    part.forget()
    assert not part.checked("roll", {"dice": "6"})


def test_the_command_line_part_reads_only_where_the_cursor_is() -> None:
    """With the cursor nowhere, ``:`` opens the line (it is no character typed into a field)."""
    part = CommandRunner(SimpleNamespace(focused=None))
    assert not part.typed_as_character()


def test_the_chain_only_gets_shorter() -> None:
    """The project's classes in the screen's MRO are those left to convert, and no more."""
    ours = {cls.__name__ for cls in SessionScreen.__mro__ if cls.__module__.split(".")[0] == "tui"}
    assert ours <= CHAIN_LEFT | PROJECT_BASES


def test_the_screen_is_one_class_over_textuals() -> None:
    """The goal: SessionScreen's MRO holds only Textual's classes and one project base, the screens' shared
    ``SpeakingScreen`` (itself over ``OneLayout``, which every screen that speaks builds on; ``typing.Generic``
    comes with Textual's ``Screen``)."""
    assert SessionScreen.__bases__ == (SpeakingScreen,)
    ours = [cls for cls in SessionScreen.__mro__[1:] if not cls.__module__.startswith(("textual", "builtins"))]
    assert [cls for cls in ours if cls not in SpeakingScreen.__mro__] == [], [cls.__name__ for cls in ours]


def _shown_host(revealed: int | None, moment: tuple[object, ...]) -> SimpleNamespace:
    """The screen as the shown cards see it, with the cursor outside the Phase panel."""
    later: list[Any] = []
    wizard = object()
    cursor = SimpleNamespace(ancestors_with_self=[object()])  # somewhere, but not in the Phase panel
    return SimpleNamespace(
        form_revealed=revealed,
        shown_seconds=20.0,
        moment=lambda: moment,
        wizard=lambda: wizard,
        cursor_was=lambda: cursor,
        call_later=later.append,
        later=later,
    )


def test_cards_shown_on_another_table_are_not_for_the_next_form() -> None:
    """A form made on a table changed since the cards were shown (an undo) no longer names them."""
    screen = _shown_host(revealed=1, moment=("table", 2))
    part = ShownCards(screen)
    part.shown_at = ("table", 2)
    part.making_form()
    assert screen.form_revealed == 1  # the same table: still the entry they were shown for
    part.shown_at = ("table", 1)
    part.making_form()
    assert screen.form_revealed is None


def test_the_hand_hidden_hides_the_forms_cards_once_the_cursor_left_the_form() -> None:
    screen = _shown_host(revealed=0, moment=())
    part = ShownCards(screen)
    part.concealed()
    assert screen.later == [part.hide_shown]
    nothing = _shown_host(revealed=None, moment=())
    ShownCards(nothing).concealed()
    assert nothing.later == []
