"""The ``tabula`` command line (Typer).

Non-TUI commands import no Textual and import the engine lazily, so a
calculator starts about as fast as Python can import Typer. Every error is
one line on stderr with exit code 1 (refused by a rule, nothing to undo) or
2 (bad input or a bad file); ``--json`` prints one JSON document on stdout.
Commands on one session live in ``tui.cli.session``, the rules and calculators in ``tui.cli.reference``.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from engine.i18n import language, ntr, quoted, tr
from tui.cli import completion as complete
from tui.cli.base import (
    _SETTINGS,
    JSON,
    _state,
    app,
    example,
    folder,
    interactive,
    run_app,
    show_text,
)
from tui.cli.command_names import WELCOMED, in_english, said, taken_as_action
from tui.cli.output import emit_json, say, table, warn
from tui.cli.words import GLOBAL_VALUES, after_global_options, asks_action_help, globals_first, named_as, speak

if TYPE_CHECKING:
    from engine.session import Session

#: The commands declared in other modules, by module: a run imports only the module of the command it runs
#: (a calculator starts without the session, kit and server commands and what they import).
_ELSEWHERE = {
    "kit": ("kit",),
    "kit_board": ("kit",),
    "kit_teach": ("kit",),
    "listing": ("list",),
    "reference": ("rules", "calc"),
    "report": ("report",),
    "serve": ("serve",),
    "session": ("show", "actions", "act", "undo", "redo", "log"),
    "teach": ("teach-view",),
}


def register(command: str | None = None) -> None:
    """Declare commands on the app: those of ``command``'s module, or every one (None, or a word that names
    no command of another module, for help and errors that list them all)."""
    from importlib import import_module

    wanted = [module for module, names in _ELSEWHERE.items() if command in names]
    for module in wanted or _ELSEWHERE:
        import_module(f"tui.cli.{module}")


@app.callback()
def root(
    ctx: typer.Context,
    saves_dir: str = typer.Option(
        None,
        "--saves-dir",
        help="Folder of saved sessions (default $TABULA_SAVES, else ./saves where it holds saves, else your data"
        " folder's saves).",
        metavar="DIR",
    ),
    lang: str = typer.Option(
        None, "--lang", help="Language: en or cs (default $TABULA_LANG, else the locale).", metavar="en|cs"
    ),
    version: bool = typer.Option(
        False, "--version", help="Print the version and each game's rules version.", is_eager=True
    ),
) -> None:
    """Tabula: a table-side companion for board games."""
    if version:
        _version()
        raise typer.Exit()
    _state["saves_dir"] = saves_dir
    speak(lang)
    if ctx.invoked_subcommand is None:
        if interactive():
            run_app()
        else:
            _welcome()


def _version() -> None:
    """``tabula --version``: Tabula's version, then each game's rules version (what its saves record)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    from engine import registry
    from tui.titles import game_title

    try:
        mine = installed("tabula")
    except PackageNotFoundError:
        mine = tr("unknown (not installed)")
    say(f"tabula {mine}")
    versions = {info.id: registry.get(info.id).load(speak=False).version for info in registry.games()}
    rows = [[game_title(game), game, version] for game, version in versions.items()]
    say(table(rows, [tr("game"), tr("id"), tr("rules version")]))


def _welcome() -> None:
    from engine import registry
    from tui.titles import game_title

    say(tr("Tabula — a companion for board games played at a real table."))
    say("")
    found = registry.games()
    if found:
        say(tr("Games:"))
        for game in found:
            low, high = game.min_players, game.max_players
            if low == high:
                players = ntr("{n} player", "{n} players", low).format(n=low)
            else:
                players = tr("{low}-{high} players").format(low=low, high=high)
            say(f"  {game.id:20} {game_title(game.id)} ({players})")
    else:
        say(tr("No games installed yet."))
    say("")
    say(tr("Commands: {commands}").format(commands=", ".join(map(said, WELCOMED))))  # zpět for undo in Czech
    say(tr("Run 'tabula COMMAND --help' for details; 'tabula' in a terminal opens the full-screen app."))


def _players(low: int, high: int) -> str:
    """A game's player count as the table says it: ``2`` (not "2-2"), ``3-5``; in Czech ``3–5``, with a dash."""
    return str(low) if low == high else tr("{low}-{high}").format(low=low, high=high)


@app.command(epilog=example("tabula games --json"))
def games(json: bool = JSON) -> None:
    """List the supported games."""
    from engine import registry
    from tui.titles import game_title

    found = registry.games()
    broken = registry.broken()
    if json:
        emit_json([g.describe() for g in found])
        # The document stays the list of games; a plugin that did not load is said beside it, as an error is.
        for plugin in broken:
            warn(tr("the plugin {plugin} could not be loaded: {error}").format(plugin=plugin.label, error=plugin.error))
        return
    rows = [[g.id, game_title(g.id), _players(g.min_players, g.max_players)] for g in found]
    say(table(rows, ["id", tr("name"), tr("players")]) if rows else tr("No games installed."))
    if broken:
        say("")
        say(tr("Broken plugins (installed, but they do not load):"))
        for plugin in broken:
            say(f"  {plugin.label}: {plugin.error}")


def _parse_player(text: str) -> tuple[str, str | None]:
    from engine.errors import BadInput

    name, _, faction = text.partition(":")
    if not name.strip():
        raise BadInput(tr("--player {text}: expected NAME or NAME:FACTION").format(text=quoted(text)))
    return name.strip(), faction.strip().lower() or None


@app.command(epilog=example("tabula new hellas --player Ann --player Bo --no-tui"))
def new(
    game: str = typer.Argument(
        ..., help="Game id (see 'tabula games').", metavar="GAME", autocompletion=complete.games
    ),
    player: list[str] = typer.Option(
        ..., "--player", "-p", help="NAME or NAME:FACTION, in seating order.", metavar="NAME[:FACTION]"
    ),
    variant: list[str] = typer.Option(
        [], "--variant", help="Variant to switch on (tabula rules GAME options lists them).", metavar="VARIANT"
    ),
    option: list[str] = typer.Option(
        [], "--option", help="Session option KEY=VALUE (tabula new GAME --help lists the game's).", metavar="KEY=VALUE"
    ),
    name: str = typer.Option(None, "--name", help="Save name (default: game id and date).", metavar="NAME"),
    kit: Path = typer.Option(
        None, "--kit", help="Board kit file (default: your kit, else the shipped one).", metavar="FILE"
    ),
    keep: bool = typer.Option(
        False, "--keep-to-itself", help="Keep what this session tells of the board out of your kit (a trial game)."
    ),
    no_tui: bool = typer.Option(False, "--no-tui", help="Create the session without opening the app."),
    json: bool = JSON,
) -> None:
    """Start a new session and save it, then open it (unless --no-tui or --json)."""
    from engine.field_sets import parse_assignments
    from engine.learning import note as learning_note
    from engine.teach import walk_hint
    from tui.library import create

    seats = [_parse_player(p) for p in player]
    session, path = create(folder(), game, seats, variant, parse_assignments(option), name, kit, teaches=not keep)
    if _shown_elsewhere(session, path, json, no_tui):
        return
    say(tr("Created {name} in {path}").format(name=session.name, path=path))
    if kit is None and (note := learning_note(session.ruleset)):
        warn(note)
    say(show_text(session))
    if hint := walk_hint(session.table.kit, session.ruleset):
        say("\n" + hint)


@app.command(epilog=example("tabula demo hellas --no-tui"))
def demo(
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games),
    no_tui: bool = typer.Option(False, "--no-tui", help="Copy it without opening the app."),
    json: bool = JSON,
) -> None:
    """Copy the game's bundled mid-game demo session into the saves folder and open it."""
    from tui.library import copy_demo

    session, path = copy_demo(folder(), game)
    if _shown_elsewhere(session, path, json, no_tui):
        return
    say(tr("Demo session: {path}").format(path=path))  # a copy made now, or the unplayed one already there

    say(show_text(session))


@app.command("open", epilog=example("tabula open hellas-demo --viewer Theseus"))
def open_(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    viewer: str = typer.Option(
        None,
        "--viewer",
        help="Whose screen this is: a player's name (their hidden cards shown, nobody else's) or table"
        " (public information only). Default: one screen passed around the table.",
        metavar="NAME|table",
        autocompletion=complete.viewers,
    ),
) -> None:
    """Open a saved session in the app."""
    from engine import saves
    from engine.store import SessionFile
    from tui.app.viewer import viewer_for
    from tui.serve.child import end_with_server

    end_with_server()
    path = saves.resolve(save, folder())
    # A bad file is reported here, in one line, before the app starts; the app
    # then opens this very read instead of replaying the log a second time.
    read = SessionFile(path)
    run_app(path, read, viewer_for(read.session, viewer) if viewer is not None else None)


def main(argv: list[str] | None = None) -> int:
    """Run the CLI and turn every failure into one line and an exit code."""
    from engine.errors import BadInput, TabulaError

    words = sys.argv[1:] if argv is None else list(argv)
    complete.as_quick_path()
    try:
        speak(None)
        words = in_english(globals_first(words), GLOBAL_VALUES)
        rest = after_global_options(words)
        if refused := taken_as_action(rest):
            raise BadInput(refused)
        if asks_action_help(rest):
            from tui.cli.usage import action_help

            action_help(rest[1], rest[2], named_as(rest[3:]))
            return 0
        from tui.cli.help import command_for, game_options

        result = command_for(_app_for(words)).main(args=words, prog_name="tabula", standalone_mode=False)
        if options := game_options(rest):
            say("\n" + options)
    except TabulaError as error:
        warn(str(error))
        return error.exit_code
    except KeyboardInterrupt:
        warn(tr("interrupted; nothing was lost (every event is saved as it happens)"))
        return 130
    except BrokenPipeError:
        return reader_gone()
    except SystemExit as done:
        # Typer catches a closed pipe inside a command itself and exits 1 (read as "refused by a rule"),
        # leaving its mark: stdout wrapped to keep quiet at exit.
        if type(sys.stdout).__name__ == "PacifyFlushWrapper":
            return reader_gone()
        raise done
    except Exception as error:
        # Click's usage errors carry their own message and exit code.
        if hasattr(error, "format_message") and hasattr(error, "exit_code"):
            if language() == "en":
                warn(error.format_message().replace("\n", " "))
            else:
                from tui.cli.help import usage_error

                warn(usage_error(error).replace("\n", " "))
            return 2
        if os.environ.get("TABULA_DEBUG"):
            raise
        warn(
            tr("internal error: {kind}: {error} (set TABULA_DEBUG=1 for details)").format(
                kind=type(error).__name__, error=error
            )
        )
        return 3
    return result if isinstance(result, int) else 0


def reader_gone() -> int:
    """The reader of a pipe quit before the end (``tabula act SAVE buy --help | head -3``): it had what it
    wanted, so nothing is said and the command succeeded; the rest of the output goes nowhere (Python would
    otherwise fail again flushing it at exit). It printed an internal error and exit 3 (play-test)."""
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return 0


#: The commands declared here.
_HERE = ("games", "new", "list", "demo", "open")


def _app_for(words: list[str]) -> typer.Typer:
    """The app holding just the command being run, when there is one.

    Typer inspects every command's signature on each start; building a group
    with only the requested command saves a few milliseconds that matter for
    calculators' cold start. Help and unknown commands get the full app.
    """
    index = 0
    while index < len(words) and words[index].partition("=")[0] in GLOBAL_VALUES:
        index += 1 if "=" in words[index] else 2
    if index >= len(words) or words[index].startswith("-"):
        register()
        return app
    if words[index] not in _HERE:
        register(words[index])
    for info in app.registered_commands:
        callback = info.callback
        name = info.name or (callback.__name__.replace("_", "-") if callback else "")
        if name == words[index]:
            slim = typer.Typer(**_SETTINGS)
            slim.registered_callback = app.registered_callback
            slim.registered_commands = [info]
            return slim
    register()
    return app


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())


def _shown_elsewhere(session: Session, path: Path, json: bool, no_tui: bool) -> bool:
    """A session just made, given as JSON or opened in the app (on a terminal, unless --no-tui): True when so;
    False leaves it to the caller to say it as text."""
    if json:
        from engine.hidden import public_summary

        emit_json(public_summary(session, session.summary()))
        return True
    if not no_tui and interactive():
        run_app(path)
        return True
    return False
