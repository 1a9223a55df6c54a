"""Tabula's game-agnostic core: sessions, events, rules checks and saves.

Nothing in this package imports Textual (a test enforces it), so the CLI's
non-TUI commands and any other front end stay fast and headless.
"""

__version__ = "0.1.0"
