"""``tabula`` commands that read a game's reference: its rules (``rules``) and its calculators (``calc``)."""

from __future__ import annotations

import typer

from engine.i18n import tr
from tui import completion as complete
from tui.cli_base import EXAMPLE, JSON, NO_PAGER, app, example, open_save
from tui.output import emit_json, say


@app.command(epilog=example("tabula rules hellas --search dolphin"))
def rules(
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games),
    topic: str = typer.Argument(
        None, help="Topic id (omit to list topics).", metavar="TOPIC", autocompletion=complete.topics
    ),
    search: str = typer.Option(None, "--search", help="Find topics containing these words.", metavar="WORDS"),
    no_pager: bool = NO_PAGER,
) -> None:
    """Read the rules reference: topics, one topic, or a search."""
    from engine import reference, registry
    from tui.terminal import at_terminal, markdown, page

    ruleset = registry.load(game)
    out: list[str] = []
    if search is not None:
        if not search.split():
            from engine.errors import BadInput

            # The option's name is the command line's to say: the engine finds nothing in no words.
            raise BadInput(tr("--search needs some text"))
        hits = reference.search(ruleset, search)
        if not hits:
            out.append(tr("Nothing about {text} in the {game} reference.").format(text=repr(search), game=ruleset.name))
        from engine.reference_text import plain

        for item, lines in hits:
            out.append(f"{item.id}: {item.title}")
            # As a reader reads them: the Markdown's marks (**, table bars) are the file's, not the rules'.
            out.extend(f"    {line}" for line in [text for text in map(plain, lines) if text][:5])
    elif topic is None:
        out.append(tr("{game}: rules topics (tabula rules {id} TOPIC)").format(game=ruleset.name, id=ruleset.id))
        out.extend(f"  {item.id:20} {item.title}" for item in reference.topics(ruleset))
    else:
        text = reference.topic(ruleset, topic).text.rstrip()
        # At a terminal the page as it reads; in a pipe its Markdown as written, for the program reading it.
        out.append(markdown(text) if at_terminal() else text)
    page("\n".join(out), paging=not no_pager)


@app.command(
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": []},
    epilog=example("tabula calc mare-nostrum odds --attackers 3 --defenders 2"),
)
def calc(
    ctx: typer.Context,
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games),
    name: str = typer.Argument(
        None, help="Calculator (omit to list them).", metavar="CALC", autocompletion=complete.calculators
    ),
    json: bool = JSON,
) -> None:
    """Run one of a game's calculators: tabula calc GAME NAME --option value ... (--help lists its options)."""
    from engine import calc as calcs
    from engine import registry

    if game in ("--help", "-h"):
        say(tr("Usage: tabula calc GAME [NAME] [OPTIONS]\n\nRun a calculator; 'tabula calc GAME' lists them."))
        say(f"\n{tr(EXAMPLE)} tabula calc mare-nostrum odds --attackers 3 --defenders 2")
        return
    info = registry.get(game)
    calculators = info.load_calculators()
    if name is None or name in ("--help", "-h"):
        say(tr("{game}: calculators (tabula calc {id} NAME --help for its options)").format(game=info.name, id=info.id))
        for spec in calculators:
            say(f"  {spec.name:12} {spec.said}")
        return
    spec = calcs.find(calculators, info.name, name)
    if any(word in ("--help", "-h") for word in ctx.args):
        say(calcs.usage(spec, info.id))
        return
    values = calcs.values(spec, calcs.parse(spec, ctx.args))
    if spec.session:
        values["session"], _ = open_save(values.pop("save"))
    result = spec.run(values)
    if json:
        emit_json(result)
    elif spec.render is not None:
        say(spec.render(result))
    else:
        from engine.outcomes import plain

        for key, value in result.items():
            # A result's key is an id: shown in words, translated where the game gave those words a translation.
            say(f"{tr(key.replace('_', ' '))}: {plain(value)}")
