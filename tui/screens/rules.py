"""The rules browser: one game's reference, one topic at a time, with search."""

from __future__ import annotations

from rich.markdown import Markdown
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from engine import reference, registry
from engine.i18n import tr
from tui.screens.keys import KeysScreen
from tui.screens.session_parts import NARROW
from tui.screens.speaking import SpeakingScreen
from tui.widgets.key_bar import KeyBar


class RulesScreen(SpeakingScreen):
    """Topics on the left, the chosen topic on the right.

    One topic at a time, drawn by Rich into a single widget: Textual's own
    Markdown widget mounts a widget per block and took ~0.3 s per topic here;
    cross-links are followed from the topic list and search instead.
    """

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="rules.back", tooltip="Close the rules"),
        Binding("ctrl+f", "focus_search", "Search", id="rules.search", tooltip="Search the reference"),
        # ? is typed into the search box like any letter; F1 lists the keys from there too.
        Binding("question_mark,f1", "keys", "Keys", id="rules.keys", tooltip="The keys of this screen"),
        # Down from the search box goes on to the topics (the list and the text scroll with their own Down).
        Binding("down", "topics", show=False, id="rules.topics"),
    ]

    def __init__(self, game_id: str, topic: str | None = None) -> None:
        super().__init__()
        self.ruleset = registry.load(game_id)
        self.topics = reference.topics(self.ruleset)
        self.start = topic

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="rules-side"):
                yield Input(placeholder=tr("search the rules"), id="rules-search", compact=True)
                yield OptionList(*(Option(t.title, id=t.id) for t in self.topics), id="rules-topics")
            with VerticalScroll(id="rules-body"):
                yield Static(id="rules-text")
        yield KeyBar()

    def on_resize(self, event: events.Resize) -> None:
        # A phone's width: the topics above the text, not beside it (the text had ten letters a line).
        self.set_class(event.size.width < NARROW, "-narrow")

    def on_mount(self) -> None:
        self.title = tr("Rules — {game}").format(game=self.ruleset.name)
        wanted = self.start or (self.topics[0].id if self.topics else None)
        if wanted:
            self.show_topic(wanted)

    def show_topic(self, topic_id: str) -> None:
        """Render one topic."""
        try:
            topic = reference.topic(self.ruleset, topic_id)
        except Exception:
            topic = self.topics[0]
        self.start = topic.id  # the topic drawn again if the language changes
        self.query_one("#rules-text", Static).update(Markdown(topic.text))
        self.sub_title = topic.title
        options = self.query_one("#rules-topics", OptionList)
        for index in range(options.option_count):
            if options.get_option_at_index(index).id == topic.id:
                options.highlighted = index

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.show_topic(event.option.id)

    def on_input_changed(self, event: Input.Changed) -> None:
        options = self.query_one("#rules-topics", OptionList)
        options.clear_options()
        text = event.value.strip()
        if not text:
            options.add_options([Option(t.title, id=t.id) for t in self.topics])
            return
        for topic, lines in reference.search(self.ruleset, text):
            hint = f" — {lines[0][:40]}" if lines else ""
            options.add_option(Option(Text(f"{topic.title}{hint}"), id=topic.id))
        # The first hit is what Enter opens: show it marked.
        if options.option_count:
            options.highlighted = 0

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the search box opens the marked hit (the first, unless Down moved on)."""
        event.stop()
        options = self.query_one("#rules-topics", OptionList)
        if not options.option_count:
            self.notify(tr("Nothing found in these rules."), markup=False)
            return
        option = options.get_option_at_index(options.highlighted or 0)
        if option.id:
            self.show_topic(option.id)
        options.focus()

    async def redraw(self) -> None:
        """Built again in the language spoken now, on the topic shown."""
        self.topics = reference.topics(self.ruleset)
        await self.recompose()
        self.on_mount()

    def action_topics(self) -> None:
        """Into the topic list, on the marked topic (the first hit after a search)."""
        options = self.query_one("#rules-topics", OptionList)
        if options.highlighted is None and options.option_count:
            options.highlighted = 0
        options.focus()

    def action_focus_search(self) -> None:
        self.query_one("#rules-search", Input).focus()

    def action_keys(self) -> None:
        """The keys of this screen."""
        extra = [
            ("F1", tr("These keys, also from the search box")),
            (tr("Down (search box)"), tr("On to the topics")),
            (tr("Enter (search box)"), tr("Open the first hit")),
            (tr("Enter (topics)"), tr("Open the topic")),
            ("Tab", tr("On to the topic text, to scroll it")),
        ]
        self.app.push_screen(KeysScreen(self, extra))
