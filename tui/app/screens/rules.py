"""The rules browser: one game's reference, one topic at a time, with search."""

from __future__ import annotations

from collections.abc import Collection, Iterator

from rich.console import Console, ConsoleOptions
from rich.markdown import Markdown
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from engine import reference, registry
from engine.i18n import tr
from engine.names import fold_words
from engine.reference_text import links, snippet
from tui.app.screens.keys import KeysScreen
from tui.app.screens.session_parts import NARROW
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.key_bar import KeyBar
from tui.app.widgets.text_box import TextBox
from tui.titles import game_title


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
        Binding("f1,question_mark", "keys", "Keys", id="rules.keys", tooltip="The keys of this screen"),
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
                # Its editing keys act in the order typed (Backspace in a burst came after the letters behind it).
                yield TextBox(placeholder=tr("search the rules"), id="rules-search", compact=True)
                yield OptionList(*(Option(t.title, id=t.id) for t in self.topics), id="rules-topics")
            with VerticalScroll(id="rules-body"):
                yield Static(id="rules-text")
                # The topics the text links to, to open with the keyboard (a click on a link opens it too).
                see_also = OptionList(id="rules-see-also")
                see_also.border_title = tr("See also")
                yield see_also
        yield KeyBar()

    def on_resize(self, event: events.Resize) -> None:
        # A phone's width: the topics above the text, not beside it (the text had ten letters a line).
        self.set_class(event.size.width < NARROW, "-narrow")

    def on_mount(self) -> None:
        self.title = tr("Rules — {game}").format(game=game_title(self.ruleset.id))
        wanted = self.start or (self.topics[0].id if self.topics else None)
        if wanted:
            self.show_topic(wanted)

    def search_anew(self) -> None:
        """An empty search box, with the cursor in it, for the screen opened again: the keys typed with the key
        that opened it go there (the play-test found a stray letter of an earlier visit, in another session)."""
        if not self.is_mounted:
            return
        search = self.query_one("#rules-search", Input)
        search.value = ""
        self.set_focus(search)

    def show_topic(self, topic_id: str) -> None:
        """Render one topic."""
        try:
            topic = reference.topic(self.ruleset, topic_id)
        except Exception:
            topic = self.topics[0]
        self.start = topic.id  # the topic drawn again if the language changes
        titles = {t.id: t.title for t in self.topics}
        self.query_one("#rules-text", Static).update(_Linked(Markdown(topic.text), titles))
        see_also = self.query_one("#rules-see-also", OptionList)
        see_also.clear_options()
        see_also.add_options([Option(titles[i], id=i) for i in links(topic.text, titles) if i != topic.id])
        see_also.display = bool(see_also.option_count)
        self.sub_title = topic.title
        options = self.query_one("#rules-topics", OptionList)
        for index in range(options.option_count):
            if options.get_option_at_index(index).id == topic.id:
                options.highlighted = index

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.show_topic(event.option.id)
            if event.option_list.id == "rules-see-also":
                self._read()

    def action_open_topic(self, topic_id: str) -> None:
        """A link in the text was clicked: open its topic, read from the top."""
        self.show_topic(topic_id)
        self._read()

    def _read(self) -> None:
        """The topic text from its top, with the cursor in it (Down and Page Down scroll it)."""
        body = self.query_one("#rules-body", VerticalScroll)
        body.scroll_home(animate=False)
        body.focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        options = self.query_one("#rules-topics", OptionList)
        options.clear_options()
        text = event.value.strip()
        if not text:
            options.add_options([Option(t.title, id=t.id) for t in self.topics])
            return
        words = fold_words(text).split()
        for topic, lines in _by_title(reference.search(self.ruleset, text), text):
            # The first line found that says more than the title, as text (no Markdown marks), cut at a word.
            said = (snippet(line, words) for line in lines)
            hint = next((line for line in said if line and line != topic.title), "")
            label = Text(topic.title)
            if hint:
                label.append(f" — {hint}", style="dim")
            options.add_option(Option(label, id=topic.id))
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
            (tr("Down (search box)"), tr("On to the topics")),
            (tr("Enter (search box)"), tr("Open the first hit")),
            (tr("Enter (topics)"), tr("Open the topic")),
            (tr("Enter (see also)"), tr("Open that topic, from its top")),
            ("Tab", tr("On to the topic text, to scroll it")),
        ]
        self.app.push_screen(KeysScreen(self, extra))


def _by_title(hits: list[tuple[reference.Topic, list[str]]], text: str) -> list[tuple[reference.Topic, list[str]]]:
    """The hits with the topics whose title says what was searched first: the title itself, then a title holding
    it, then one holding its every word; else in the reference's order (searched for "board in the app", the
    Overview, which says all four words, opened instead of "The board in the app")."""
    wanted = fold_words(text)
    words = wanted.split()

    def rank(hit: tuple[reference.Topic, list[str]]) -> int:
        title = fold_words(hit[0].title)
        if title == wanted:
            return 0
        if f" {wanted} " in f" {title} ":
            return 1
        return 2 if all(word in title.split() for word in words) else 3

    return sorted(hits, key=rank)


class _Linked:
    """A topic drawn by Rich, its links to other topics made clickable (they open the topic on this screen;
    Rich alone made them links to a web address, which the terminal could not open)."""

    def __init__(self, markdown: Markdown, topics: Collection[str]) -> None:
        self.markdown = markdown
        self.topics = topics

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Segment]:
        for segment in console.render(self.markdown, options):
            style = segment.style
            target = style.link if style is not None else None
            if style is None or target not in self.topics:
                yield segment
                continue
            click = Style.from_meta({"@click": f"screen.open_topic({target!r})"})
            yield Segment(segment.text, style.update_link(None) + click, segment.control)
