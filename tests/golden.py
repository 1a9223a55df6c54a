"""Golden rounds: a game's round as the decisions a table makes, replayed on the command line and in the app.

A game's ``golden`` module lists its round as ``Step``s (who decides what, and the fields that say it,
leaving out whatever the app can work out) and starts its session; these helpers play the steps with
``tabula act`` commands or in the app's form (Pilot), counting the inputs. The games' tests and
``python3 -m benchmarks.run`` use them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.session import Session
    from tests.tui.driver import Driver

#: The games' golden-round modules: each declares GAME, PLAYERS, KIT, SETUP (steps before the round),
#: ROUND, TITLE, BEFORE, PICKED, PICKS and check_after; ``start``, ``cli`` and ``app`` play any of them.
GOLDEN = (
    "tests.mare_nostrum.golden",
    "tests.aquileia.golden",
    "tests.struggle_for_rome.golden",
    "tests.hellas.golden",
    "tests.civilization.golden",
)


@dataclass(frozen=True)
class Step:
    """One decision: who makes it, what they decide, and the action and fields that say it."""

    decision: str
    action: str
    fields: dict[str, str] = field(default_factory=dict)
    #: The fields that state a printed fact the kit lacked (a tile's sides, a city's towers): typed on a
    #: first evening with the shipped kit, never again once the table taught them.
    board: tuple[str, ...] = ()
    #: The step discards cards from hands and the table says yes to it (``--yes``; the app's question).
    yes: bool = False

    def argv(self) -> list[str]:
        """The words after ``tabula act SAVE``."""
        return [self.action, *(f"{k}={v}" for k, v in self.fields.items()), *(["--yes"] if self.yes else [])]


@dataclass
class Count:
    """Inputs a replay took: commands typed, or in the app actions picked, fields set and Apply pressed."""

    commands: int = 0
    actions_picked: int = 0
    fields_set: int = 0
    applied: int = 0
    picked: list[str] = field(default_factory=list)

    @property
    def app_inputs(self) -> int:
        """Every choice made in the app's form, Apply included."""
        return self.actions_picked + self.fields_set + self.applied


def tabula(folder: Path, *argv: str) -> None:
    """Run ``tabula`` on the saves in ``folder``; it must succeed."""
    from tui.cli.main import main

    code = main(["--saves-dir", str(folder), *argv])
    assert code == 0, f"tabula {' '.join(argv)} exited {code}"


def start(golden: ModuleType, folder: Path, name: str = "golden") -> None:
    """Create a golden module's session with ``tabula new`` on its kit and play its setup."""
    players = [arg for p in golden.PLAYERS for arg in ("-p", p)]
    tabula(folder, "new", golden.GAME, *players, "--kit", str(golden.KIT), "--name", name, "--no-tui")
    for step in golden.SETUP:
        tabula(folder, "act", name, *step.argv())


def cli(golden: ModuleType, folder: Path, name: str = "golden") -> Count:
    """Play a golden module's round with ``tabula act`` commands on the session ``start`` made."""
    return play_on_cli(folder, name, golden.ROUND)


async def app(golden: ModuleType, folder: Path, name: str = "golden") -> Count:
    """Play a golden module's round in the app on the session ``start`` made."""
    return await play_in_app(folder, name, golden.ROUND)


def play_on_cli(folder: Path, name: str, steps: Sequence[Step]) -> Count:
    """Play the steps with ``tabula act`` commands, one per step; count them."""
    count = Count()
    for step in steps:
        tabula(folder, "act", name, *step.argv())
        count.commands += 1
    return count


def _has_events(session: Session, wanted: int) -> bool:
    return len(session.events) >= wanted


def _form_for(drive: Driver, action: str) -> bool:
    """Whether the form of ``action`` is open, its fields mounted (they come a moment after the form)."""
    from tui.app.widgets.action_form import ActionForm

    forms = drive.screen.query(ActionForm)
    if not forms or forms.first().action != action:
        return False
    form = forms.first()
    return all(form.query(f"#field-{field.name}") for field in form.fields)


def _settled(drive: Driver) -> bool:
    """Whether the form the rules wait for (if any) is open."""
    from textual.widgets import Select

    from tui.app.widgets.action_form import ActionForm

    session = drive.screen.session
    awaited = session.ruleset.awaited(session.context())
    if awaited not in {a.name for a in session.available()}:
        return True
    forms = drive.screen.query(ActionForm)
    picked = drive.screen.query_one("#action-select", Select).value
    return picked == awaited and bool(forms) and forms.first().action == awaited


async def play_in_app(folder: Path, name: str, steps: Sequence[Step]) -> Count:
    """Open the session in the app and play the steps in its form.

    Counts an action picked only when the form did not already show it, and a field only when
    its value is not the one the form filled in.
    """
    from textual.widgets import Select

    from tests.settle import settle
    from tests.tui.driver import Driver
    from tui.app.app import TabulaApp
    from tui.app.screens.dialogs import ConfirmDialog
    from tui.app.widgets.action_form import ActionForm

    app = TabulaApp(session_path=folder / f"{name}.toml", saves_dir=folder)
    count = Count()
    async with app.run_test(size=(140, 45)) as pilot:
        drive = Driver(pilot)
        for step in steps:
            # As a player waits for the screen: the form the rules wait for, once the app has opened it.
            await drive.until(partial(_settled, drive), "the awaited form")
            select = drive.screen.query_one("#action-select", Select)
            if select.value != step.action:
                count.actions_picked += 1
                count.picked.append(step.action)
                select.value = step.action
                await settle(pilot)
            # The form is mounted a moment after the pick, its fields a moment after the form.
            await drive.until(partial(_form_for, drive, step.action), f"the {step.action} form")
            filled = drive.screen.query_one(ActionForm).values()
            count.fields_set += sum(filled.get(k) != v for k, v in step.fields.items())
            session = drive.screen.session
            wanted = len(session.events) + 1
            await drive.act(step.action, **step.fields)
            count.applied += 1
            if step.yes:
                # The cards the step discards are put to the table first: yes.
                await drive.until(lambda: isinstance(pilot.app.screen, ConfirmDialog), "the question first")
                await pilot.press("y")
            await drive.until(partial(_has_events, session, wanted), f"{step.decision} applied")
    return count


@dataclass
class Evening:
    """What an evening's round took on the command line: commands, fields typed, printed facts among them."""

    commands: int = 0
    fields: int = 0
    board_facts: int = 0


def _evening(folder: Path, golden: ModuleType, name: str, steps: Sequence[Step]) -> Evening:
    players = [arg for p in golden.PLAYERS for arg in ("-p", p)]
    tabula(folder, "new", golden.GAME, *players, "--name", name, "--no-tui")  # the kit a new table has
    out = Evening()
    for step in steps:
        tabula(folder, "act", name, *step.argv())
        out.commands += 1
        out.fields += len(step.fields)
        out.board_facts += sum(1 for k in step.fields if k in step.board)
    return out


def evenings(golden: ModuleType, folder: Path) -> tuple[Evening, Evening, Session]:
    """A new table's first evening on the shipped kit (``golden.FIRST``: the setup and round, stating the
    printed facts the kit lacks as they come up), then its second evening: a new session playing the
    golden setup and round as they are, on what the first taught. Returns both counts and the second
    session, to check against the golden round's outcome."""
    import os

    from engine import saves

    data, before = folder / "data", os.environ.get("TABULA_DATA")
    os.environ["TABULA_DATA"] = str(data)  # the user's kits and what sessions taught: this table's own
    try:
        first = _evening(folder, golden, "first", golden.FIRST)
        second = _evening(folder, golden, "second", (*golden.SETUP, *golden.ROUND))
    finally:
        if before is None:
            os.environ.pop("TABULA_DATA", None)
        else:
            os.environ["TABULA_DATA"] = before
    return first, second, saves.load(folder / "second.toml")


def assert_nothing_derivable(session: Session, steps: Sequence[Step]) -> None:
    """Play the steps on ``session``: leaving out any field of any step must be refused or change what
    happens, or the table typed something the app knew."""
    from engine.errors import BadInput

    for step in steps:
        full = session.propose(step.action, step.fields)
        assert full.legal, f"{step.decision}: {[v.message for v in full.violations]}"
        for name in step.fields:
            fewer = {k: v for k, v in step.fields.items() if k != name}
            try:
                proposal = session.propose(step.action, fewer)
            except BadInput:
                continue
            assert not (proposal.legal and proposal.args == full.args), f"{step.decision}: {name} is derivable"
        session.act(step.action, step.fields)
