"""The story of the session so far: the result, income per round, battles, overrides and corrections.

The same story ``tabula report`` writes as HTML (``engine.story``), here as
text to scroll through at the table, at any time and after the end. The
victory measures are plotted on the progress screen (f3), one key away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from engine.i18n import tr
from engine.story import Moment, Story, players_said, results_said, story, where_fought
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from engine.session import Session


class StoryScreen(SpeakingScreen):
    """The session's story, one section under another."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="story.back", tooltip="Back to the session"),
        Binding("f3", "progress", "Progress", id="story.progress", tooltip="Victory measures per round, plotted"),
    ]

    DEFAULT_CSS = """
    StoryScreen #story-body { padding: 0 1; }
    StoryScreen #story-body Static { margin: 0 0 1 0; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.told: Story = story(session)

    def compose(self) -> ComposeResult:
        told = self.told
        with VerticalScroll(id="story-body"):
            yield Static(self._result(), id="story-result")
            if told.has_income:
                yield Static(self._income(), id="story-income")
            if told.has_battles:
                yield Static(self._battles(), id="story-battles")
            yield Static(self._moments(tr("Rules overridden"), told.overrides, tr("No rule was overridden.")))
            yield Static(self._moments(tr("Corrections"), told.corrections, tr("Nothing needed correcting.")))
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = tr("Story — {game}").format(game=self.told.game)
        self.sub_title = self.told.name
        self.query_one("#story-body").focus()

    async def redraw(self) -> None:
        """Built again in the language spoken now."""
        await self.recompose()
        self.on_mount()

    def action_progress(self) -> None:
        self.app.open_progress()  # type: ignore[attr-defined]

    # -- sections ------------------------------------------------------------

    def _result(self) -> Text:
        told = self.told
        text = Text(f"{told.game}, ", style="bold")
        text.append(told.name)  # typed by a person: plain text
        text.append(f"\n{players_said(told)}\n", style="dim")
        style = "bold green" if told.winners else ""
        text.append("\n".join(results_said(told)), style=style)
        return text

    def _income(self) -> Table | Text:
        told = self.told
        if not told.income:
            return Text(tr("Income per round") + "\n", style="bold").append(tr("No income yet."), style="")
        table = Table(title=tr("Income per round"), title_justify="left", title_style="bold", expand=False)
        table.add_column(tr("Round"), justify="right")
        for name, _ in told.players:
            table.add_column(Text(name))
        for row in told.income:
            table.add_row(str(row.round), *(Text(said or "—") for said in row.said))
        return table

    def _battles(self) -> Text:
        told = self.told
        text = Text(tr("Battles") + "\n", style="bold")
        if not told.battles:
            return text.append(tr("No battle was fought."))
        for fought in told.battles:
            battle = fought.battle
            text.append(f"{tr('round {n}').format(n=fought.round)}, #{fought.index}: ", style="dim")
            text.append(where_fought(battle) + "\n", style="bold")
            if battle.odds:
                text.append("  " + tr("Odds: {odds}").format(odds=battle.odds) + "\n", style="italic")
            text.append(f"  {battle.result}\n")
        return text

    def _moments(self, heading: str, moments: tuple[Moment, ...], none: str) -> Text:
        text = Text(heading + "\n", style="bold")
        if not moments:
            return text.append(none)
        for moment in moments:
            text.append(f"{tr('round {n}').format(n=moment.round)}, #{moment.index}: ", style="dim")
            text.append(f"{moment.line}\n  ")
            text.append(moment.detail + "\n", style="italic")
        return text
