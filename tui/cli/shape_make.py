"""Write ``tui/cli/shape.py``, the command line's shape as a Tab press follows it, from the Typer app.

Run ``python -m tui.cli.shape_make`` after adding or changing a command's parameters;
``tests/test_quick_complete.py`` fails until the written shape matches the app.
"""

from __future__ import annotations

import pprint
from pathlib import Path
from typing import Any

TARGET = Path(__file__).with_name("cli_shape.py")

HEADER = '''"""The shape of ``tabula``'s command line as shell completion follows it (by ``tui.cli.shape_make``).

Each command: ``values``, its options that take a value (each with the completer of that value, or ""),
``flags``, those that take none, ``arguments`` in order as ``[name, nargs, completer]``, and ``commands``,
its subcommands. A group whose commands are found only when named (``calc``: the games, then each game's
calculators) has ``lazy`` instead: the words naming them, each as ``[parameter, completer]``. A Tab press
reads this instead of importing Typer to build the same from the app.
"""

from typing import Any

'''


def make() -> dict[str, Any]:
    """The shape of the app's commands, as Click sees them."""
    from typer.main import get_command

    from tui.cli.base import app
    from tui.cli.main import register

    register()

    command = get_command(app)
    return _node(command, _context(command, None))


def _context(command: Any, parent: Any) -> Any:
    from typer import _click

    # With the command's own settings, as Click makes it: ``calc`` has no --help of its own.
    return _click.Context(command, parent=parent, info_name=command.name, **command.context_settings)


def _completer(param: Any) -> str:
    """The name of the ``tui.cli.completion`` callback behind a parameter's completion ("" when none)."""
    found = param._custom_shell_complete  # Typer's wrapper around our callback: the callback is in its cells
    for cell in getattr(found, "__closure__", None) or ():
        ours = getattr(cell.cell_contents, "__wrapped__", None)
        if ours is not None and ours.__module__ == "tui.cli.completion":
            return str(ours.__name__)
    return ""


def _node(command: Any, ctx: Any) -> dict[str, Any]:
    values: dict[str, str] = {}
    flags: list[str] = []
    arguments: list[list[Any]] = []
    for param in command.get_params(ctx):
        names = [*param.opts, *param.secondary_opts]
        if param.param_type_name == "argument":
            arguments.append([param.name, param.nargs, _completer(param)])
        elif param.is_flag or param.count:
            flags.extend(names)
        else:
            values.update(dict.fromkeys(names, _completer(param)))
    commands = {name: _node(sub, _context(sub, ctx)) for name, sub in sorted(getattr(command, "commands", {}).items())}
    node: dict[str, Any] = {"values": values, "flags": sorted(flags), "arguments": arguments, "commands": commands}
    lazy = getattr(command, "lazy", None)
    if lazy:  # commands found when named (``tabula calc GAME CALC``): how each word after it completes
        node["lazy"] = [list(level) for level in lazy]
    return node


def source(shape: dict[str, Any]) -> str:
    """The module text holding ``shape``."""
    return f"{HEADER}SHAPE: dict[str, Any] = {pprint.pformat(shape, width=110, sort_dicts=False)}\n"


def main() -> None:
    """Write the shape of the app as it is now."""
    import subprocess
    import sys

    TARGET.write_text(source(make()), encoding="utf-8")
    # In the project's style, so that only a real change shows in a diff (ruff comes with the dev extra).
    subprocess.run([sys.executable, "-m", "ruff", "format", "-q", str(TARGET)], check=False)
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
