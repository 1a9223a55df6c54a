"""The shape of ``tabula``'s command line as shell completion follows it (by ``tui.cli.shape_make``).

Each command: ``values``, its options that take a value (each with the completer of that value, or ""),
``flags``, those that take none, ``arguments`` in order as ``[name, nargs, completer]``, and ``commands``,
its subcommands. A group whose commands are found only when named (``calc``: the games, then each game's
calculators) has ``lazy`` instead: the words naming them, each as ``[parameter, completer]``. A Tab press
reads this instead of importing Typer to build the same from the app.
"""

from typing import Any

SHAPE: dict[str, Any] = {
    "values": {"--saves-dir": "", "--lang": ""},
    "flags": ["--help", "--install-completion", "--show-completion", "--version", "-h"],
    "arguments": [],
    "commands": {
        "act": {
            "values": {"--as": "players"},
            "flags": ["--check", "--force", "--help", "--json", "--yes", "-h"],
            "arguments": [["save", 1, "saves"], ["action", 1, "actions"], ["fields", -1, "fields"]],
            "commands": {},
        },
        "actions": {
            "values": {},
            "flags": ["--help", "--json", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
        "calc": {
            "values": {},
            "flags": ["--help", "-h"],
            "arguments": [],
            "commands": {},
            "lazy": [["game", "games"], ["name", "calculators"]],
        },
        "demo": {
            "values": {},
            "flags": ["--help", "--json", "--no-tui", "-h"],
            "arguments": [["game", 1, "games"]],
            "commands": {},
        },
        "games": {"values": {}, "flags": ["--help", "--json", "-h"], "arguments": [], "commands": {}},
        "kit": {
            "values": {},
            "flags": ["--help", "-h"],
            "arguments": [],
            "commands": {
                "apply": {
                    "values": {"--kit": ""},
                    "flags": ["--help", "--json", "-h"],
                    "arguments": [["save", 1, "saves"]],
                    "commands": {},
                },
                "board": {
                    "values": {"--kit": ""},
                    "flags": ["--help", "-h"],
                    "arguments": [["game", 1, "games"]],
                    "commands": {},
                },
                "check": {"values": {}, "flags": ["--help", "-h"], "arguments": [["file", 1, ""]], "commands": {}},
                "edit": {"values": {}, "flags": ["--help", "-h"], "arguments": [["game", 1, "games"]], "commands": {}},
                "export": {
                    "values": {"--output": "", "-o": "", "--from": "saves"},
                    "flags": ["--help", "-h"],
                    "arguments": [["game", 1, "games"]],
                    "commands": {},
                },
                "import": {"values": {}, "flags": ["--help", "-h"], "arguments": [["file", 1, ""]], "commands": {}},
                "list": {"values": {}, "flags": ["--help", "--json", "-h"], "arguments": [], "commands": {}},
                "show": {
                    "values": {},
                    "flags": ["--help", "--json", "-h"],
                    "arguments": [["game", 1, "games"]],
                    "commands": {},
                },
                "teach": {
                    "values": {},
                    "flags": ["--app", "--help", "-h"],
                    "arguments": [["game", 1, "games"]],
                    "commands": {},
                },
            },
        },
        "list": {"values": {}, "flags": ["--help", "--json", "-h"], "arguments": [], "commands": {}},
        "log": {
            "values": {},
            "flags": ["--help", "--json", "--no-pager", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
        "new": {
            "values": {"--player": "", "-p": "", "--variant": "", "--option": "", "--name": "", "--kit": ""},
            "flags": ["--help", "--json", "--keep-to-itself", "--no-tui", "-h"],
            "arguments": [["game", 1, "games"]],
            "commands": {},
        },
        "open": {
            "values": {"--viewer": "viewers"},
            "flags": ["--help", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
        "redo": {
            "values": {"--steps": ""},
            "flags": ["--help", "--json", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
        "report": {
            "values": {"--output": "", "-o": ""},
            "flags": ["--help", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
        "rules": {
            "values": {"--search": ""},
            "flags": ["--help", "--no-pager", "-h"],
            "arguments": [["game", 1, "games"], ["topic", 1, "topics"]],
            "commands": {},
        },
        "serve": {
            "values": {"--host": "", "--port": "", "--teach": "games", "--teachers": ""},
            "flags": ["--help", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
        "show": {
            "values": {"--player": "players"},
            "flags": ["--help", "--json", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
        "teach-view": {
            "values": {"--view": ""},
            "flags": ["--help", "-h"],
            "arguments": [["game", 1, "games"]],
            "commands": {},
        },
        "undo": {
            "values": {"--steps": "", "--to": ""},
            "flags": ["--help", "--json", "-h"],
            "arguments": [["save", 1, "saves"]],
            "commands": {},
        },
    },
}
