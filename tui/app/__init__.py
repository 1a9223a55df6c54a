"""The Textual app: its screens, widgets, palette and the controller between them and a session."""
