"""Progress: each player's victory measures round by round, drawn with plotext.

The data comes from ``engine.progress`` (one table per round is evaluated).
``textual_plotext`` is imported only when there is something to draw: it is
not needed to start the app or to open a session.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Select, Static

from engine.i18n import tr
from engine.progress import Measure, Progress, progress
from engine.story import income_measures, incomes
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual_plotext import PlotextPlot

    from engine.session import Session

#: Most round numbers written under the x axis (more would run into each other).
MOST_TICKS = 12


class ProgressScreen(SpeakingScreen):
    """One measure at a time (a selector switches), one line per player, rounds along the bottom."""

    BINDINGS = [Binding("escape", "app.pop_screen", "Back", id="progress.back", tooltip="Back to the session")]

    DEFAULT_CSS = """
    ProgressScreen #progress-body { padding: 0 1; }
    ProgressScreen #progress-heading { height: auto; }
    ProgressScreen #progress-measure { width: 60; margin: 1 0 0 0; }
    ProgressScreen #progress-empty { height: auto; margin: 1 0; }
    ProgressScreen PlotextPlot { height: 1fr; min-height: 10; }
    ProgressScreen #progress-now { height: auto; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        data = progress(session)
        # Income per round is plotted beside the victory measures: the selector lists both.
        lines = income_measures(session, incomes(session), data.rounds)
        self.data: Progress = Progress(data.rounds, data.measures + lines, data.over)

    def compose(self) -> ComposeResult:
        with Vertical(id="progress-body"):
            yield Static(self._heading(), id="progress-heading")
            if not self.data.plottable:
                yield Static(self._nothing_yet(), id="progress-empty")
            else:
                from textual_plotext import PlotextPlot  # here, not at import: it costs start-up time

                measures = self.data.measures
                if len(measures) > 1:
                    yield Select(
                        [(tr(m.label), m.condition) for m in measures],
                        value=measures[0].condition,
                        allow_blank=False,
                        compact=True,
                        id="progress-measure",
                    )
                yield PlotextPlot(id="progress-plot")
                # The values in words too: lines that coincide show as one, and colours are hard to tell apart.
                yield Static(id="progress-now")
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = tr("Progress — {game}").format(game=self.session.ruleset.name)
        self.sub_title = self.session.name
        if self.data.plottable:
            self.draw(self.data.measures[0])
            if len(self.data.measures) > 1:
                self.query_one("#progress-measure", Select).focus()

    async def redraw(self) -> None:
        """Built again in the language spoken now (the first measure shown)."""
        await self.recompose()
        self.on_mount()

    def on_select_changed(self, event: Select.Changed) -> None:

        if event.select.id == "progress-measure" and isinstance(event.value, str):
            self.draw(self.data.measure(event.value))

    # -- drawing -------------------------------------------------------------

    @property
    def plot(self) -> PlotextPlot:
        """The plot widget (only there when there is something to draw)."""
        from textual_plotext import PlotextPlot

        return self.query_one("#progress-plot", PlotextPlot)

    def draw(self, measure: Measure) -> None:
        """Draw one measure: a line per player, the target as a horizontal line."""
        plt = self.plot.plt
        plt.clear_figure()
        rounds = self.data.rounds
        label = tr(measure.label)
        title = (
            label
            if measure.target is None
            else tr("{label} — {target} to win").format(label=label, target=measure.target)
        )
        plt.title(title)
        plt.xlabel(tr("Round"))
        top = measure.target or 0
        for name, row in measure.values.items():
            points = [(r, v) for r, v in zip(rounds, row, strict=True) if v is not None]
            if not points:
                continue
            top = max(top, *(v for _, v in points))
            # Plotext's legend writes the label as it is: a player's name is never read as markup.
            plt.plot([r for r, _ in points], [v for _, v in points], label=name, marker="braille")
        if measure.target is not None:
            plt.hline(measure.target)
        step = max(1, math.ceil(len(rounds) / MOST_TICKS))
        shown = [float(r) for r in rounds[::step]]
        plt.xticks(shown, [str(int(r)) for r in shown])
        # Whole numbers only: half a wonder means nothing at the table.
        y_step = max(1, math.ceil(top / 8))
        plt.ylim(0, top + y_step)
        plt.yticks([float(v) for v in range(0, top + y_step + 1, y_step)])
        self.plot.refresh()
        self.query_one("#progress-now", Static).update(self._now(measure))

    # -- words ---------------------------------------------------------------

    def _heading(self) -> Text:
        rounds = self.data.rounds
        text = Text(f"{self.session.ruleset.name}, ", style="bold")
        text.append(self.session.name or tr("this session"))  # a name typed by a person: plain text
        if not self.data.plottable:
            return text
        if self.data.over:
            ended = tr("Each point is a round's end; the game ended in round {round}.").format(round=rounds[-1])
            text.append(f"\n{ended}", style="dim")
        else:
            playing = tr("Each point is a round's end; round {round} is still being played (its point is now).")
            text.append("\n" + playing.format(round=rounds[-1]), style="dim")
        return text

    def _now(self, measure: Measure) -> Text:
        """One measure's values as they stand, in words ("Now: Ann 2, Bo 1 (4 to win)")."""
        shown = [(name, row[-1]) for name, row in measure.values.items() if row and row[-1] is not None]
        text = Text(tr("Now: ") if not self.data.over else tr("Final: "), style="bold")
        text.append(", ".join(f"{name} {value}" for name, value in shown))  # players' own names: plain text
        if measure.target is not None:
            text.append(tr(" ({target} to win)").format(target=measure.target), style="dim")
        return text

    def _nothing_yet(self) -> Text:
        """Fewer than two rounds: say so, and give the values as they stand."""
        if not self.data.measures:
            return Text(tr("{game} reports no victory measures to plot.").format(game=self.session.ruleset.name))
        text = Text(tr("Nothing to plot yet: the lines start once round 2 begins. Now:") + "\n")
        for measure in self.data.measures:
            shown = [(name, row[-1]) for name, row in measure.values.items() if row and row[-1] is not None]
            if not shown:
                continue
            text.append(f"\n{tr(measure.label)}", style="bold")
            if measure.target is not None:
                text.append(tr(" ({target} to win)").format(target=measure.target), style="dim")

            text.append(": ")
            text.append(", ".join(f"{name} {value}" for name, value in shown))  # players' own names: plain text
        return text
