"""``tabula kit``: a game's board kit (its printed facts): list, show, check, export, import, apply.

A completed kit lives in the user's data folder and is used by every new
session of the game; each session keeps its own copy in its save.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from engine.i18n import N_, ntr, tr
from tui.cli import completion as complete
from tui.cli.base import _SETTINGS, JSON, app, example, file_of
from tui.cli.output import emit_json, say, table

if TYPE_CHECKING:
    from engine.kits import Kit
    from engine.ruleset import Ruleset

KIT_HELP = N_("Board kits: each game's printed facts, entered once.")
kit_app = typer.Typer(**{**_SETTINGS, "help": KIT_HELP, "epilog": example("tabula kit list")})
app.add_typer(kit_app, name="kit")


def _game(game: str) -> Ruleset:
    from engine import registry

    return registry.load(game)


def _describe(kit: Kit, ruleset: Ruleset | None = None) -> dict[str, Any]:
    from engine.teach import open_lists

    return {
        "game": kit.game,
        "title": kit.title,
        "origin": kit.origin,
        "sections": [
            {
                "name": name,
                "entries": len(entries),
                "count": kit.counts.get(name),
                "source": kit.sources.get(name, ""),
            }
            for name, entries in kit.sections.items()
        ],
        "missing": kit.missing() + ([] if ruleset is None else open_lists(kit, ruleset)),
    }


def _origin(origin: str, taught: int) -> str:
    """Where a kit comes from in words, and whether sessions taught it more (issue 32: ``kit list`` said
    "shipped" and counted without the facts the table taught, while ``kit show`` counted them)."""
    from tui.show_text import kit_origin  # here: every command imports this module

    said = kit_origin(origin)
    return tr("{origin}, with what the table taught").format(origin=said) if taught else said


@kit_app.command("list", epilog=example("tabula kit list"))
def list_(json: bool = JSON) -> None:
    """Every game's kit: where it comes from and what is still missing."""
    from engine import kitfiles, learning, registry

    found = []
    for info in registry.games():
        ruleset = info.load()
        if ruleset.kit_schema is None:
            continue
        kit, taught = learning.laid_over(kitfiles.current(ruleset), ruleset)  # as ``kit show`` counts it
        found.append({**_describe(kit, ruleset), "taught": len(taught)})
    if json:
        emit_json(found)
        return
    rows = [
        [
            k["game"],
            _origin(k["origin"], k["taught"]),
            str(sum(s["entries"] for s in k["sections"])),
            "; ".join(k["missing"]) or tr("complete"),
        ]
        for k in found
    ]
    say(table(rows, [tr("game"), tr("kit"), tr("entries"), tr("still missing")]))


@kit_app.command(epilog=example("tabula kit show hellas"))
def show(
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games), json: bool = JSON
) -> None:
    """A game's kit (yours, else the shipped one): its sections, sources, what is missing, what sessions taught."""
    from engine import kitfiles, learning
    from engine.outcomes import plain
    from tui.titles import game_title

    ruleset = _game(game)
    kit, taught = learning.laid_over(kitfiles.current(ruleset), ruleset)
    described = _describe(kit, ruleset)
    if json:
        described["taught"] = [
            {"section": t.section, "entry": t.entry, "fact": t.key, "value": t.value, "session": t.session}
            | ({} if t.kept else {"disagrees": True})
            for t in taught
        ]
        emit_json(described)
        return
    title = tr(kit.title) if kit.title else tr("board kit")
    # A kit's title may name its game already (Civilization's did, twice in a row).
    game = game_title(ruleset.id)
    named = title if title.startswith((ruleset.name, game)) else f"{game}: {title}"
    say(f"{named} ({_origin(kit.origin, len(taught))})")
    for section in described["sections"]:
        of = tr(" of {n}").format(n=section["count"]) if section["count"] is not None else ""
        # The shipped note is a msgid of the game's domain (extracted from kit.toml): a Czech reader reads it
        # in Czech; a note the user wrote stays as written. Not a ``source_cs`` key beside it: a kit file is
        # one language-free document shared, exported and imported, and every other word of the game's data
        # reaches Czech through the catalogue.
        source = tr(section["source"])
        entries = tr("{n}{of} entries; source: {source}").format(n=section["entries"], of=of, source=source)
        say(f"  {tr(section['name'])}: {entries}")  # the section's key in words ("tiles": "krajiny")
    if ruleset.kit_schema is not None:
        empty = [s.name for s in ruleset.kit_schema.sections if s.name not in kit.sections]
        for name in empty:
            say(f"  {tr(name)}: " + tr("nothing yet"))
    missing = described["missing"]
    say(tr("Still missing: {items}").format(items="; ".join(missing) if missing else tr("nothing")))
    if taught:
        say(tr("Taught at the table:"))
    # One line a fact: copies of a save taught it again (a play-test read each fact once per copy).
    sessions: dict[tuple[str, str, str, str, bool], list[str]] = {}
    for fact in taught:
        said_by = sessions.setdefault((fact.section, fact.entry, fact.key, plain(fact.value), fact.kept), [])
        if fact.session not in said_by:
            said_by.append(fact.session)
    for (section, entry, key, value, kept), names in sessions.items():
        said = ntr(
            "{section} {entry}: {fact} {value} (session {session})",
            "{section} {entry}: {fact} {value} (sessions {session})",
            len(names),
        )
        line = said.format(section=section, entry=entry, fact=key, value=value, session=", ".join(names))
        say("  " + line + ("" if kept else "  " + tr("[disagrees with what is kept: check the board]")))


@kit_app.command(epilog=example("tabula kit check hellas-kit.toml"))
def check(file: Path = typer.Argument(..., help="Kit file to check.", metavar="FILE")) -> None:
    """Check a kit file: every fact, reference and count (one line naming the key if something is wrong)."""
    kit = _read_any(file)
    missing = kit.missing()
    entries = sum(len(e) for e in kit.sections.values())
    good = tr("{file}: a good kit of {game} ({n} entries)").format(file=file, game=kit.game, n=entries)
    say(good + (tr("; still missing: {items}").format(items="; ".join(missing)) if missing else ""))


def _read_any(file: Path) -> Kit:
    """A kit file of whichever game it names."""
    import tomllib

    from engine import kitfiles
    from engine.kits import KitError

    try:
        game = tomllib.loads(file.read_text(encoding="utf-8")).get("kit")
    except FileNotFoundError:
        raise KitError(tr("{file}: no such kit file").format(file=file)) from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise KitError(tr("{file}: cannot read: {error}").format(file=file, error=error)) from None
    if not isinstance(game, str):
        raise KitError(tr('{file}: kit: say which game the kit is of (kit = "GAME")').format(file=file))
    return kitfiles.read(file, _game(game))


@kit_app.command(epilog=example("tabula kit export hellas -o hellas-kit.toml"))
def export(
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games),
    output: Path = typer.Option(None, "--output", "-o", help="File to write (default: print it).", metavar="FILE"),
    save: str = typer.Option(
        None,
        "--from",
        help="A session whose kit (with what was entered during play) to export.",
        metavar="SAVE",
        autocompletion=complete.saves,
    ),
) -> None:
    """Write a game's kit as a file: yours (or the shipped one), or a session's."""
    from engine import learning
    from engine.kits import dumps

    ruleset = _game(game)
    if save is not None:
        session = file_of(save).session
        if session.ruleset.id != ruleset.id:
            from engine.errors import BadInput

            raise BadInput(
                tr("{save} is a session of {game}, not {other}").format(
                    save=save, game=session.ruleset.id, other=ruleset.id
                )
            )
        # All the session knows: what its log taught, and what its refused commands stated (play-test 11: a
        # tile described in a refusal and placed later was missing from the export).
        ctx = session.context()
        kit = ruleset.learned(ctx, ctx.kit)
    else:
        # Yours as a new session takes it: with what every evening taught (play-test 7: they were left out).
        kit = learning.current(ruleset)
    text = dumps(kit)
    if output is None:
        say(text.rstrip())
        return
    from engine.writer import write_atomic

    write_atomic(output, text)
    say(tr("Wrote {path}").format(path=output))


@kit_app.command("import", epilog=example("tabula kit import hellas-kit.toml"))
def import_(file: Path = typer.Argument(..., help="Kit file to keep as your kit of its game.", metavar="FILE")) -> None:
    """Keep a kit file as your kit of its game: every new session of the game takes it."""
    from engine import kitfiles

    kit = _read_any(file)
    path = kitfiles.save_user_kit(kit)
    missing = kit.missing()
    kept = tr("Your {game} kit is now {path}").format(game=kit.game, path=path)
    say(kept + (tr("; still missing: {items}").format(items="; ".join(missing)) if missing else ""))


@kit_app.command(epilog=example("tabula kit edit civilization"))
def edit(game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games)) -> None:
    """Open the kit editor: enter what the kit still lacks, once, for every later session."""
    from engine import kitfiles
    from tui.cli.base import folder

    ruleset = _game(game)
    kitfiles.current(ruleset)  # a damaged kit is reported here, in one line, before the app starts
    from tui.app.app import TabulaApp

    TabulaApp(saves_dir=folder(), kit_game=ruleset.id).run()


@kit_app.command(epilog=example("tabula kit apply hellas-demo --kit hellas-kit.toml"))
def apply(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    kit: Path = typer.Option(None, "--kit", help="Kit file (default: your kit of the game).", metavar="FILE"),
    json: bool = JSON,
) -> None:
    """Bring a corrected kit into a running session, as a logged event (undo takes it back)."""
    from engine import learning

    session_file = file_of(save)
    ruleset = session_file.session.ruleset
    # Yours with what every evening taught (play-test 7: a city taught on another evening stayed out).
    board = learning.current(ruleset, kit)
    event = session_file.change(lambda s: s.apply_kit(board))
    session = session_file.session
    if json:
        emit_json({"event": {"seq": len(session.events), **event.describe()}, "missing": board.missing()})
        return
    say(f"{len(session.events)}. {session.describe_event(event, len(session.events))}")
    missing = board.missing()
    if missing:
        say(tr("Still missing: {items}").format(items="; ".join(missing)))
