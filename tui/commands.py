"""Command palette: the session's actions, games, saved sessions and rules topics."""

from __future__ import annotations

from functools import cached_property, partial
from typing import TYPE_CHECKING

from textual.command import DiscoveryHit, Hit, Hits, Provider

from engine import reference, registry, saves

if TYPE_CHECKING:
    from tui.app import TabulaApp


class TabulaCommands(Provider):
    """Finds actions (in a session), saves to open, rules topics and calculators."""

    def _commands(self) -> list[tuple[str, str, object]]:
        app: TabulaApp = self.app  # type: ignore[assignment]
        out: list[tuple[str, str, object]] = []
        # The screen the palette was opened over: while the palette is up,
        # app.screen is the palette itself.
        screen = self.screen
        from tui.screens.session import SessionScreen
        from tui.widgets.wizard import WizardPanel

        if isinstance(screen, SessionScreen):
            for spec in screen.session.available():
                wizard = screen.query_one(WizardPanel)
                out.append((f"Action: {spec.name}", spec.help, partial(wizard.pick, spec.name)))
            game = screen.session.ruleset
            for topic in reference.topics(game):
                out.append((f"Rules: {topic.title}", game.name, partial(app.open_rules, game.id, topic.id)))
        for entry in saves.list_sessions(app.saves_dir):
            if "error" not in entry:
                path = saves.path_in(app.saves_dir, entry["name"])
                out.append(
                    (
                        f"Open: {entry['name']}",
                        f"{entry['game']}, round {entry['round']}",
                        partial(app.open_session, path),
                    )
                )
        for info in registry.games():
            out.append((f"Rules: {info.name}", "rules reference", partial(app.open_rules, info.id, None)))
            out.append((f"Calculators: {info.name}", "battle odds, costs...", partial(app.open_calculators, info.id)))
        return out

    @cached_property
    def _found(self) -> list[tuple[str, str, object]]:
        # Built once per opening of the palette (each opening makes a new
        # provider), not on every keystroke: it reads every save's header.
        return self._commands()

    async def discover(self) -> Hits:
        for title, help_text, callback in self._found:
            yield DiscoveryHit(title, callback, help=help_text)  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, callback in self._found:
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)  # type: ignore[arg-type]
