"""``python3 -m tui`` runs the ``tabula`` command."""

from tui.launch import run

run()
