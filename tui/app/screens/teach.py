"""Teach the board: the guided walk through every fact a game's kit still lacks, one question at a time.

The app's face of ``tabula kit teach``: the thing to describe (a tile, a city, a province), what the kit
already knows of it, the letters its answer is typed with, and one line to answer on. Enter keeps the
answer in the user's kit at once (Enter with nothing typed skips), ctrl+b goes back a question, Escape
stops: nothing is lost, the next walk asks only what is still unknown. In ``tabula serve --teach`` every
view runs this screen over one walk (``engine.teach_shared``), each asking a question nobody else is.

The answer line is never rebuilt: keys typed while an answer is kept stay where they were typed.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Input, Static

from engine import registry
from engine.errors import TabulaError
from engine.i18n import ntr, tr
from engine.teach import END
from engine.teach_said import bar, heading, legend, prompt, told
from engine.teach_shared import RENEW, start
from tui.app.screens.keys import KeysScreen
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.key_bar import KeyBar

#: Seconds between two looks at what the other views taught (as a session screen watches its save).
WATCH_SECONDS = 0.5
#: Typed as the answer, these go back a question, as on the command line (``tabula kit teach``).
BACK = {"<", "back", "zpět", "zpet"}


class TeachScreen(SpeakingScreen):
    """One question at a time, answered on one line; every answer kept in the user's kit at once.

    Args:
        game_id: The game whose board is taught.
        view: This view's name when several teach at once (``tabula serve --teach``); None: alone.
        alone: The app was started on this screen: stopping ends the app (a served view has no stop:
            closing its page stops it).
    """

    BINDINGS = [
        Binding("ctrl+b", "back", "Back a question", id="teach.back", tooltip="Ask the question before again"),
        Binding("escape", "stop", "Stop", id="teach.stop", tooltip="Stop teaching (every answer is kept already)"),
        Binding("f1", "keys", "Keys", id="teach.keys", tooltip="The keys of this screen"),
    ]

    DEFAULT_CSS = """
    TeachScreen #teach-bar { height: auto; padding: 0 1; background: $primary; color: $text; }
    TeachScreen #teach-heading { height: auto; padding: 1 1 0 1; text-style: bold; }
    TeachScreen #teach-prompt { height: auto; padding: 0 1; color: $text-muted; }
    TeachScreen #teach-answer { margin: 0 1; border-left: blank; }
    TeachScreen #teach-message { height: auto; padding: 0 1; }
    TeachScreen #teach-more { height: 1fr; padding: 1 1 0 1; }
    """

    def __init__(self, game_id: str, view: str | None = None, alone: bool = False) -> None:
        super().__init__()
        self.ruleset = registry.load(game_id)
        #: The walk (a damaged user kit raises here, before the screen is pushed).
        self.teaching = start(self.ruleset, view)
        self.alone = alone
        self.answered = 0

    def compose(self) -> ComposeResult:
        # The answer line sits high: on a phone, or with a long legend, it stays in sight with its cursor.
        yield Static(id="teach-bar", markup=False)
        yield Static(id="teach-heading", markup=False)
        yield Static(id="teach-prompt", markup=False)
        yield Input(id="teach-answer", compact=True, placeholder=tr("type the answer; Enter with nothing skips"))
        yield Static(id="teach-message", markup=False)
        with VerticalScroll(id="teach-more"):
            yield Static(id="teach-told", markup=False)
            yield Static(id="teach-legend", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self._paint()
        if self.teaching.claims is not None:
            # A view says it is still asking its question, and watches what the others teach meanwhile.
            self.set_interval(RENEW, self._renew)
            self.set_interval(WATCH_SECONDS, self.look)

    def _paint(self) -> None:
        self.title = tr("Teach the board — {game}").format(game=self.ruleset.name)
        self._show()
        self.query_one("#teach-answer", Input).focus()

    async def redraw(self) -> None:
        """Built again in the language spoken now, on the same question (the answer typed so far stays)."""
        typed = self.query_one("#teach-answer", Input).value
        await self.recompose()
        self.query_one("#teach-answer", Input).value = typed
        self._paint()

    def on_unmount(self) -> None:
        self.teaching.stop()  # the question goes back to the other views (ctrl+q, a closed page)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A served view alone on its page has nothing to stop to: closing the page stops it.
        return not (action == "stop" and self.alone and self.app.is_web)

    # -- drawing -----------------------------------------------------------------------

    def _show(self) -> None:
        """The question asked now, what is known of it, and how far the walk is."""
        walk = self.teaching.walk
        q = self.teaching.question
        done, total = self.teaching.progress()
        state = bar(done, total) if total else tr("nothing to teach")
        others = self.teaching.others()
        if others:
            state += " · " + ntr("{n} more view teaching", "{n} more views teaching", others).format(n=others)
        self.query_one("#teach-bar", Static).update(state)
        if q is None:
            said = tr("The kit knows every fact there is to teach.")
            if others:
                said = tr("The other views are asking the rest; a question one of them skips comes here.")
            self.query_one("#teach-heading", Static).update(said)
            end = tr("Escape closes.") if not (self.alone and self.app.is_web) else ""
            self.query_one("#teach-prompt", Static).update(end)
            self.query_one("#teach-told", Static).update("")
            self.query_one("#teach-legend", Static).update("")
            return
        self.query_one("#teach-heading", Static).update(heading(q, walk.kit))
        self.query_one("#teach-prompt", Static).update(prompt(q, self.ruleset.kit_schema))
        self.query_one("#teach-told", Static).update(told(q, walk.kit, self.ruleset.kit_schema))
        self.query_one("#teach-legend", Static).update(legend(q))

    def _say(self, text: str, error: bool = False) -> None:
        message = self.query_one("#teach-message", Static)
        message.update(Content.styled(text, "red" if error else "green") if text else "")

    def _renew(self) -> None:
        try:
            self.teaching.renew()
        except TabulaError as error:  # the data folder cannot be written: said, and tried again next time
            self._say(str(error), error=True)

    def look(self) -> None:
        """Show what the other views taught since the last look (the progress; a question one of them left)."""
        try:
            changed = self.teaching.look()
        except TabulaError as error:
            self._say(str(error), error=True)
            return
        if changed:
            self._show()

    # -- answering -----------------------------------------------------------------------

    @on(Input.Submitted, "#teach-answer")
    def _answered(self, event: Input.Submitted) -> None:
        field = event.input
        text = event.value
        # What was typed after Enter (the next answer, typed ahead) stays in the line.
        rest = field.value[len(text) :] if field.value.startswith(text) else ""
        q = self.teaching.question
        if q is None:
            if self.check_action("stop", ()):
                self.action_stop()
            return
        if text.strip().lower() in BACK:
            field.value = rest
            self._back(rest)
            return
        try:
            if not text.strip():
                # Enter skips, an open list too: only END says there are no more (a skip is not "none").
                self.teaching.skip()
                said = tr("Skipped: asked again next time.")
            else:
                self.teaching.answer(text)
                if text.strip() != END or not q.open:
                    self.answered += 1
                    said = tr("Kept: {thing}").format(
                        thing=heading(self.teaching.walk.history[-1], self.teaching.walk.kit)
                    )
                else:
                    said = tr("No more of those.")
        except TabulaError as error:
            # Refused (or the kit could not be written): one line, the text stays to be corrected.
            self._say(tr("Not taken: {reason}").format(reason=error), error=True)
            return
        field.value = rest
        field.cursor_position = len(rest)
        self._show()
        self._say(said)

    def action_back(self) -> None:
        """Ask the question before again (its facts as answered are shown)."""
        self._back("")

    def _back(self, typed: str) -> None:
        """Back a question; the answer line then holds ``typed`` (an answer to the question left goes with it)."""
        try:
            q = self.teaching.back()
        except TabulaError as error:
            self._say(str(error), error=True)
            return
        if q is None:
            self._say(tr("This is the first question."), error=True)
            return
        field = self.query_one("#teach-answer", Input)
        field.value = typed
        field.cursor_position = len(typed)
        self._show()
        self._say(tr("Back a question: answer it again, or Enter to keep it as it is."))

    def action_stop(self) -> None:
        """Stop teaching: every answer is kept already; the next walk asks only what is still unknown."""
        self.teaching.stop()
        if self.alone:
            self.app.exit(message=self._ended())
        else:
            self.app.notify(self._ended(), markup=False)
            self.dismiss(None)

    def _ended(self) -> str:
        if not self.answered:
            return tr("Nothing taught.")
        return ntr("{n} answer kept in your kit.", "{n} answers kept in your kit.", self.answered).format(
            n=self.answered
        )

    def action_keys(self) -> None:
        extra = [
            (tr("Enter"), tr("Keep the answer; with nothing typed, skip the question")),
            ("<", tr("Typed as the answer: back a question")),
        ]
        self.app.push_screen(KeysScreen(self, extra))
