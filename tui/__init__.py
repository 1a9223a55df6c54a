"""Tabula's front ends: the ``tabula`` CLI and (later) the Textual app.

Importing this package imports nothing heavy; the CLI's non-TUI commands
never import Textual.
"""
