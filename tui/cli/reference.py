"""``tabula`` commands that read a game's reference: its rules (``rules``) and its calculators (``calc``)."""

from __future__ import annotations

import typer

from engine.i18n import quoted, tr
from tui.cli import completion as complete
from tui.cli.base import NO_PAGER, app, example
from tui.cli.calc import CalcGames
from tui.cli.output import say


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
    from tui.cli.terminal import at_terminal, markdown, page
    from tui.titles import game_title

    ruleset = registry.load(game)
    title = game_title(ruleset.id)
    out: list[str] = []
    if search is not None:
        if not search.split():
            from engine.errors import BadInput

            # The option's name is the command line's to say: the engine finds nothing in no words.
            raise BadInput(tr("--search needs some text"))
        hits = reference.search(ruleset, search)
        if not hits:
            out.append(tr("Nothing about {text} in the {game} reference.").format(text=quoted(search), game=title))
        from engine.reference_text import plain

        for item, lines in hits:
            out.append(f"{item.id}: {item.title}")
            # As a reader reads them: the Markdown's marks (**, table bars) are the file's, not the rules'.
            out.extend(f"    {line}" for line in [text for text in map(plain, lines) if text][:5])
    elif topic is None:
        out.append(tr("{game}: rules topics (tabula rules {id} TOPIC)").format(game=title, id=ruleset.id))
        out.extend(f"  {item.id:20} {item.title}" for item in reference.topics(ruleset))
    else:
        text = reference.topic(ruleset, topic).text.rstrip()
        # At a terminal the page as it reads; in a pipe its Markdown as written, for the program reading it.
        out.append(markdown(text) if at_terminal() else text)
    page("\n".join(out), paging=not no_pager)


@app.command(
    "calc",
    # A group in a command's place: Typer builds it as it builds a command (so `tabula calc ...` starts with
    # this command alone, tui.cli.main._app_for), and its commands, the games, are found when named.
    cls=CalcGames,  # type: ignore[arg-type]
    epilog=example("tabula calc mare-nostrum odds --attackers 3 --defenders 2"),
)
def calc(ctx: typer.Context) -> None:
    """Run one of a game's calculators: tabula calc GAME CALC --option value ... (--help lists its options)."""
    # The games and their calculators are commands of their own (tui.cli.calc); alone, it shows its help.
    if ctx.invoked_subcommand is None:
        say(ctx.get_help())
