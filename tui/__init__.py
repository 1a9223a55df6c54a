"""Tabula's front ends, each in its own package:

- ``tui.cli``: the ``tabula`` command line (Typer), its completion and the text it prints;
- ``tui.app``: the Textual app (screens, widgets, the command palette, the controller);
- ``tui.serve``: ``tabula serve``, the app and the players' own views in a browser.

What two of them share sits here: ``tui.library`` (making and opening saves), ``tui.show_text`` (a session
as text) and ``tui.launch`` (the entry point, which starts the app without loading Typer). Importing this
package imports nothing heavy; the command line's non-app commands never import Textual.
"""
