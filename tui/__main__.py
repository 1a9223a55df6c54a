"""``python3 -m tui`` runs the ``tabula`` command."""

from tui.cli import run

run()
