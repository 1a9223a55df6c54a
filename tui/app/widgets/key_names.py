"""Keys named as their keycaps name them, in every screen and language (issue 37: the key bar and the keys list
showed Textual's names, "^n", "pgup", "esc", "⏎", to a Czech player who reads none of them as a key)."""

from __future__ import annotations

from textual.keys import format_key

from engine.i18n import N_, tr

#: Keys with a name of their own on a keyboard (the rest: Textual's character for them, "?" for question_mark).
CAPS = {
    "escape": "Esc",
    "enter": "Enter",
    "tab": "Tab",
    "backspace": "Backspace",
    "delete": "Del",
    "insert": "Ins",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "home": "Home",
    "end": "End",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
}
#: The one key named in words that differ by language (a Czech keyboard's long bar is the "mezerník").
SPACE = N_("Space")
#: Modifiers as the keycaps say them.
MODIFIERS = {"ctrl": "Ctrl", "shift": "Shift", "alt": "Alt", "meta": "Meta", "super": "Super", "hyper": "Hyper"}


def key_name(key: str) -> str:
    """A Textual key ("ctrl+n", "pageup", "escape", "f1", "question_mark") as a keyboard names it ("Ctrl+N", "PgUp",
    "Esc", "F1", "?"); a letter alone stays as typed ("u")."""
    *modifiers, last = key.split("+") if key != "+" else ["+"]
    if last in CAPS:
        name = CAPS[last]
    elif last == "space":
        name = tr(SPACE)
    elif last[:1] == "f" and last[1:].isdigit():
        name = last.upper()
    else:
        name = format_key(last)
        if modifiers and len(name) == 1:
            name = name.upper()  # "Ctrl+N", as the key is printed
    return "+".join([*(MODIFIERS.get(m, m.title()) for m in modifiers), name])
