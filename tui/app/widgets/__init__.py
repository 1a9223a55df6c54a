"""Widgets of the session screen. They display and post messages; they never change game state."""
