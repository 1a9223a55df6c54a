"""Command palette providers: the app's (saves, rules, calculators) and a session screen's (actions, topics, progress).

Neither imports the app or the screens: they reach them through the small
protocols below, so the palette adds no import cycle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from engine import reference, registry, saves
from engine.i18n import tr
from engine.names import fold_words

if TYPE_CHECKING:
    from engine.session import Session

Command = tuple[str, str, Callable[[], object]]


class Navigator(Protocol):
    """What the app offers the palette."""

    saves_dir: Path

    @property
    def private(self) -> bool: ...
    def open_session(self, path: Path) -> bool: ...
    def open_rules(self, game_id: str, topic: str | None = None) -> None: ...
    def open_calculators(self, game_id: str, calculator: str | None = None) -> None: ...
    def open_kit(self, game_id: str) -> None: ...
    def open_teach(self, game_id: str) -> None: ...
    def open_progress(self) -> None: ...
    def open_story(self) -> None: ...


class ActionScreen(Protocol):
    """What a session screen offers the palette."""

    @property
    def session(self) -> Session: ...
    def pick_action(self, name: str) -> None: ...
    async def apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None: ...


#: How much a command set aside (another game's, in a session) counts against the others: a search finds it,
#: after what matches as well at the table's own game.
ASIDE = 0.5


class _Listed(Provider):
    """A provider over a list built once per opening of the palette (not per keystroke)."""

    def commands(self) -> Sequence[Command]:
        raise NotImplementedError

    def aside(self) -> Sequence[Command]:
        """Commands a search finds after the others, and the palette does not list before one is typed."""
        return ()

    @cached_property
    def _found(self) -> Sequence[Command]:
        return self.commands()

    @cached_property
    def _aside(self) -> Sequence[Command]:
        return self.aside()

    async def discover(self) -> Hits:
        for title, help_text, callback in self._found:
            yield DiscoveryHit(title, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for weight, listed in ((1.0, self._found), (ASIDE, self._aside)):
            for title, help_text, callback in listed:
                # The title counts most; the help finds a calculator by what it does ("odds").
                # Diacritics optional: "cestina" finds "čeština", "pravidla" a Czech title typed without them.
                score = matcher.match(title) or matcher.match(fold_words(title)) or matcher.match(help_text) / 2
                if score > 0:
                    yield Hit(score * weight, matcher.highlight(title), callback, help=help_text)


class AppCommands(_Listed):
    """Saved sessions to open, each game's rules, its calculators and each calculator on its own.

    Over a session, the game at the table comes first: the others' are set aside, found by a search (someone
    asks about another game by name) after the table's own, and not listed before anything is typed (a
    player at a Mare Nostrum table who opens the palette looks for Mare Nostrum's odds, not Aquileia's).
    """

    def commands(self) -> list[Command]:
        app = cast(Navigator, self.app)
        out: list[Command] = []
        # A player's or the table's view keeps to its session: another would open showing every hand.
        listed = [] if app.private else saves.list_sessions(app.saves_dir)
        for entry in listed:
            if "error" not in entry:
                path = saves.path_in(app.saves_dir, entry["name"])
                where = tr("{game}, round {round}").format(game=entry["game"], round=entry["round"])
                out.append((tr("Open: {name}").format(name=entry["name"]), where, partial(app.open_session, path)))
        here = self._game()
        for info in registry.games():
            if here is None or info.id == here:
                out += _game_commands(app, info)
        out += _languages(self.app)
        return out

    async def discover(self) -> Hits:
        """Listed before anything is typed: over a session, the session's own entries first (its actions, then
        its rules topics), then the saves and calculators, as the README says; they arrived after the saves
        (the play-test's Ctrl+P opened on four "Open: <save>" entries). Textual lists the entries of its
        providers as each comes, so this one lists the session's too (``SessionCommands`` lists none)."""
        if _is_session(self.screen):
            for title, help_text, callback in session_commands(self.screen, self.app):
                yield DiscoveryHit(title, callback, help=help_text)
        async for hit in super().discover():
            yield hit
        # Textual's own (theme, keys, quit) last: from a provider of their own they came first, being quickest.
        for title, help_text, callback, discover in sorted(self.app.get_system_commands(self.screen)):
            if discover:
                yield DiscoveryHit(title, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        async for hit in super().search(query):
            yield hit
        matcher = self.matcher(query)
        for title, help_text, callback, *_ in self.app.get_system_commands(self.screen):
            if (score := matcher.match(title)) > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)

    def aside(self) -> list[Command]:
        here = self._game()
        if here is None:
            return []
        app = cast(Navigator, self.app)
        return [command for info in registry.games() if info.id != here for command in _game_commands(app, info)]

    def _game(self) -> str | None:
        """The game of the session the palette was opened over, if it was."""
        session = getattr(self.screen, "session", None)
        ruleset = getattr(session, "ruleset", None)
        game = getattr(ruleset, "id", None)
        return game if isinstance(game, str) else None


def _game_commands(app: Navigator, info: registry.GameInfo) -> list[Command]:
    """One game's rules, its calculators and each calculator on its own, its kit and its teaching walk."""
    from tui.titles import game_title  # not at start-up: the palette is opened later, if at all

    rules = tr("Rules: {name}").format(name=game_title(info.id))
    out: list[Command] = [(rules, tr("rules reference"), partial(app.open_rules, info.id, None))]
    # Calculators that read a saved session have no form (the session screen shows what they work out).
    specs = [c for c in info.load_calculators(speak=False) if not c.session]
    names = ", ".join(c.name for c in specs)
    calculators = tr("Calculators: {name}").format(name=game_title(info.id))
    out.append((calculators, names, partial(app.open_calculators, info.id, None)))
    for spec in specs:
        title = tr("{game}: {name} calculator").format(game=game_title(info.id), name=spec.name)
        out.append((title, spec.said, partial(app.open_calculators, info.id, spec.name)))
    kit = tr("Kit: {name}").format(name=game_title(info.id))
    out.append((kit, tr("the printed board, entered once"), partial(app.open_kit, info.id)))
    teach = tr("Teach the board: {name}").format(name=game_title(info.id))
    out.append((teach, tr("a guided walk through what the kit lacks"), partial(app.open_teach, info.id)))
    return out


def _languages(app: object) -> list[Command]:
    """Switch the language: remembered in the user's data folder for the next runs.

    The title stays "Language: ..." in every language (each language named in itself): it is what someone
    who cannot read the language spoken now looks for.
    """
    from engine.i18n import language

    names = {"en": "English", "cs": "čeština"}
    return [
        # "Jazyk" too: what a Czech reader types (the search ignores diacritics: "cestina" finds it).
        (f"Language / Jazyk: {names[lang]}", tr("remembered for the next runs"), partial(_switch, app, lang))
        for lang in names
        if lang != language()
    ]


def _switch(app: object, lang: str) -> None:
    from engine.i18n import remember_language

    remember_language(lang)  # from here on, tr speaks the new language
    # Screens kept for later are dropped and the screen on show is drawn again, in the new language.
    speak_again = getattr(app, "speak_again", None)
    if speak_again is not None:
        speak_again()
    notify = getattr(app, "notify", None)
    if notify is not None:
        # "English" is translated as each language's own name for itself.
        notify(tr("Language: {name}").format(name=tr("English")))


class SessionCommands(_Listed):
    """The open session's actions, its game's rules topics and the progress plot: found by a search; listed
    before one by ``AppCommands``, ahead of the saves."""

    def commands(self) -> list[Command]:
        # The screen the palette was opened over (app.screen is the palette itself while it is open).
        return session_commands(self.screen, self.app)

    async def discover(self) -> Hits:
        return  # listed by ``AppCommands.discover``, in the README's order
        yield  # an async generator that lists nothing


def _is_session(screen: object) -> bool:
    """Whether the palette was opened over a session screen (what ``ActionScreen`` reads of it is there)."""
    return hasattr(screen, "pick_action") and hasattr(getattr(screen, "session", None), "available")


def session_commands(over: object, navigator: object) -> list[Command]:
    """A session screen's entries: "nothing to answer" if the rules wait for it, its actions, its game's rules
    topics, the progress plot and the story."""
    from tui.titles import game_title  # loaded with the session already

    screen = cast(ActionScreen, over)
    app = cast(Navigator, navigator)
    out: list[Command] = []
    nothing = _nothing_to_answer(screen)
    if nothing is not None:
        out.append(nothing)
    for spec in screen.session.available():
        action = tr("Action: {name}").format(name=spec.name)
        out.append((action, spec.said, partial(screen.pick_action, spec.name)))
    game = screen.session.ruleset
    for topic in reference.topics(game):
        out.append(
            (
                tr("Rules: {name}").format(name=topic.title),
                game_title(game.id),
                partial(app.open_rules, game.id, topic.id),
            )
        )
    progress = tr("Progress: victory measures per round")
    out.append((progress, tr("each player's line, round by round"), app.open_progress))
    told = tr("Story: income, battles, overrides and corrections")
    out.append((told, tr("the evening so far, as tabula report writes it"), app.open_story))

    return out


#: The answer that answers nothing (Hellas: let the opponent's card, and the attack it serves, stand).
PASS = "pass"


def _nothing_to_answer(screen: ActionScreen) -> Command | None:
    """One entry for "nothing to answer" while the rules wait for a pass: it lets everything that waits stand
    at once (``all=yes`` where the action has that box: the card and the attack), whatever the hand holds.

    On the shared screen the question is asked even of a hand that holds no answer (the hand is secret); the
    play-test's opponent typed ``pass`` after nearly every card. The entry is offered the same whatever the
    hand holds, so taking it tells the table nothing.
    """
    session = screen.session
    spec = next((s for s in session.available() if s.name == PASS), None)
    if spec is None or session.ruleset.awaited(session.context()) != PASS:
        return None
    every = spec.field("all")
    values = {"all": "yes"} if every is not None and every.type == "bool" else {}
    title = tr("Nothing to answer: let it all stand")
    command = " ".join([PASS, *(f"{k}={v}" for k, v in values.items())])
    said = tr("offered whatever the hand holds: {command}").format(command=command)
    return title, said, partial(screen.apply, PASS, values, False)
