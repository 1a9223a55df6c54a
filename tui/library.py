"""Creating sessions and copying demos: shared by the CLI and the app (no Textual)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import registry, saves
from engine.errors import BadInput, SaveError
from engine.i18n import language, quoted, tr
from engine.session import Session, now_iso
from tui.titles import game_title, game_words

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from engine.ruleset import Ruleset


def create(
    folder: Path,
    game: str,
    players: Sequence[tuple[str, str | None]],
    variants: Sequence[str] = (),
    options: Mapping[str, Any] | None = None,
    name: str | None = None,
    kit: Path | None = None,
    teaches: bool = True,
) -> tuple[Session, Path]:
    """Start a session and save it in ``folder``, with a copy of the game's kit.

    Args:
        kit: A kit file to use instead of the user's (or the shipped) kit with what other sessions taught.
        teaches: Whether what the table tells of the board goes into the user's kit (``engine.learning``).

    Raises:
        BadInput: Bad game, players, variants, options or name (nothing is written).
        KitError: The kit is damaged.
    """
    from engine import learning

    ruleset = registry.load(game)
    board = learning.current(ruleset, kit)
    if name:
        saves.check_name(name)
        if saves.path_in(folder, name).exists():
            raise BadInput(
                tr("a session called {name} already exists in {folder}").format(name=quoted(name), folder=folder)
            )
    else:
        name = saves.free_name(folder, f"{ruleset.id}-{date.today().isoformat()}")
    session = Session.new(ruleset, players, variants, options or {}, name=name, kit=board)
    session.teaches = teaches
    path = saves.session_path(session, folder)
    saves.save(session, path)
    return session, path


def copy_demo(folder: Path, game: str) -> tuple[Session, Path]:
    """A game's bundled demo session in ``folder``: the copy already there that nobody has played in, else a
    new copy under a free name.

    Each ``tabula demo GAME`` made a copy of its own (the play-test's aquileia-demo-2, -3... crowding the
    Continue list). A copy as it was made is opened again; one played in (an action applied, undone or
    redone) is the player's game now, kept as it was left, and the demo starts afresh beside it.

    Raises:
        BadInput: The game has no demo.
    """
    ruleset = registry.load(game)
    source = _demo_file(ruleset)
    if source is None:
        raise BadInput(tr("{game} has no demo session yet").format(game=game_title(ruleset.id)))

    stem = f"{ruleset.id}-demo"
    session = saves.loads_text(source.read_text(encoding="utf-8"), stem, f"{ruleset.id} demo")
    session.teaches = False  # a demo's board is a story's, not the user's table
    unplayed = _unplayed_copy(folder, stem, session)
    if unplayed is not None:
        session.name = unplayed.stem
        return session, unplayed
    session.name = saves.free_name(folder, stem)
    # A copy made now: listed by when it was made, not by the date the bundled demo was written.
    session.modified = now_iso()
    path = saves.session_path(session, folder)
    saves.save(session, path)
    return session, path


def _unplayed_copy(folder: Path, stem: str, demo: Session) -> Path | None:
    """The first copy of the demo in ``folder`` with the demo's events as written and nothing to redo."""
    import tomllib

    written = tomllib.loads(saves.dumps(demo))
    for path in saves.session_files(folder):
        if path.stem != stem and not re.fullmatch(rf"{re.escape(stem)}-\d+", path.stem):
            continue
        try:
            data = saves.read_data(path)
        except SaveError:
            continue  # damaged: not the demo to open
        if data.get("game") == written["game"] and data.get("events") == written["events"] and not data.get("redo"):
            return path
    return None


def has_demo(game: str) -> bool:
    """Whether a game ships a demo session."""
    return _demo_file(registry.get(game).load(speak=False)) is not None  # looks at every game: speaks none


def _demo_file(ruleset: Ruleset) -> Traversable | None:
    if not ruleset.package:
        return None
    source = ruleset.resource(ruleset.demo)
    return source if source.is_file() else None


def phase_title(game: str, phase: str, name: str = "") -> str:
    """A saved session's phase as its game names it, in the language spoken: the words of the session screen's
    phase panel (Hellas's "Turns", "Tahy" in Czech), not the id kept in the save ("turn").

    Args:
        game: The game's id.
        phase: The phase's id, as saved.
        name: The phase's name as saved (English); '' in a save written before it was kept: the game's rules
            are read for it then (slower: the list reads only the saves' headers otherwise).
    """
    name = name or _phase_name(game, phase)
    if not name:
        return phase.replace("-", " ").capitalize()  # a game not installed: its id is all there is
    words = game_words(game, language())
    return words[name] if words.get(name) else tr(name)


def _phase_name(game: str, phase: str) -> str:
    """The English name the game gives a phase ('' for a game or phase not known here)."""
    try:
        ruleset = registry.get(game).load(speak=False)  # looks at any game of the list: speaks none
    except (BadInput, ImportError):
        return ""
    return next((p.name for p in ruleset.phases if p.id == phase), "")
