"""The pages ``tabula serve`` sends: the join page, the refusal, and the page that holds a view.

Plain HTML written here (no template engine, nothing fetched from elsewhere:
a phone at the table may have no internet), in the language spoken. Every
name a person typed is escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from engine.i18n import tr


@dataclass(frozen=True)
class Seat:
    """A view someone can join.

    Attributes:
        key: Its part of the address (``table``, or the player's seat from 1).
        viewer: What ``tabula open --viewer`` is given (a player's name, or ``table``).
        label: How the join page names it.
        code: The join code that opens it.
    """

    key: str
    viewer: str
    label: str
    code: str


_STYLE = """
body { background: #0c181f; color: #eee; font-family: system-ui, sans-serif; margin: 0; }
main { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 .3rem; }
p { color: #bbb; }
form { display: flex; gap: .5rem; align-items: center; margin: .6rem 0; padding: .6rem;
       background: #12232d; border-radius: .4rem; }
form label { flex: 1; font-size: 1.1rem; }
input { width: 7.5rem; font: 1.1rem monospace; text-transform: uppercase; padding: .3rem; }
button { font-size: 1.1rem; padding: .35rem .9rem; }
a { color: #8cf; }
"""


def _page(title: str, body: str, lang: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{escape(lang)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head>"
        f"<body><main>{body}</main></body></html>\n"
    )


def join_page(game: str, seats: Sequence[Seat], lang: str) -> str:
    """The page at the server's address: every player and the table, each opened with its code."""
    rows = "".join(
        f'<form method="get" action="/view/{escape(seat.key)}">'
        f'<label for="code-{escape(seat.key)}">{escape(seat.label)}</label>'
        f'<input id="code-{escape(seat.key)}" name="code" autocomplete="off" autocapitalize="characters"'
        f' spellcheck="false" placeholder="{escape(tr("code"))}" required>'
        f"<button>{escape(tr('Open'))}</button></form>"
        for seat in seats
    )
    intro = tr("Choose your name and type the code the host gave you.")
    body = f"<h1>Tabula · {escape(game)}</h1><p>{escape(intro)}</p>{rows}"
    return _page(f"Tabula · {game}", body, lang)


def refused_page(lang: str) -> str:
    """What a wrong or missing code gets: nothing about the session, only the way back."""
    said = tr("That code opens no view here. Ask the host for yours.")
    body = f'<h1>Tabula</h1><p>{escape(said)}</p><p><a href="/">{escape(tr("Back"))}</a></p>'
    return _page("Tabula", body, lang)


# The view: the terminal textual-serve's script draws, with its font served from here. When the
# connection drops (a phone asleep, the server restarted) the page waits for the server and opens
# the view again: the session lives in its save, so the view comes back as the table left it.
_VIEW = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="/static/css/xterm.css">
<style>
@font-face {{ font-family: "Roboto Mono"; src: url("/static/fonts/RobotoMono-VariableFont_wght.ttf"); }}
html, body {{ margin: 0; height: 100%; background: #0c181f; color: #eee; font-family: system-ui, sans-serif; }}
#terminal {{ position: absolute; inset: 0; }}
#notice {{ display: none; position: absolute; inset: 0; align-items: center; justify-content: center;
          background: rgba(12, 24, 31, .92); font-size: 1.2rem; z-index: 10; text-align: center; }}
body.-closed #notice {{ display: flex; }}
</style>
<script>
// textual-serve 1.1's terminal, on a screen of 2 or 3 device pixels to the CSS pixel (every phone), drew
// its letters that many times too large into a canvas sized for one, so a phone showed a corner of the
// view. Drawn at one pixel to the CSS pixel, the whole view fits, a little softer.
Object.defineProperty(window, "devicePixelRatio", {{ get: () => 1 }});
</script>
<script src="/static/js/textual.js"></script>
</head><body>
<div id="notice"><p>{reconnecting}</p></div>
<div id="terminal" class="textual-terminal" data-session-websocket-url="{socket}" data-font-size="{font}"></div>
<script>
// A finger drawn up or down the screen scrolls what is under it: the terminal gets a mouse wheel turn per
// line's height moved (the app then scrolls that panel, as it does for a mouse).
(() => {{
  let lastY = null;
  addEventListener("touchstart", (e) => {{ lastY = e.touches.length === 1 ? e.touches[0].clientY : null; }},
    {{ passive: true }});
  addEventListener("touchmove", (e) => {{
    const screen = document.querySelector(".xterm-screen");
    if (lastY === null || !screen) return;
    const touch = e.touches[0], line = {font} * 1.15, moved = lastY - touch.clientY;
    if (Math.abs(moved) < line) return;
    e.preventDefault();
    lastY = touch.clientY;
    for (let i = 0; i < Math.min(10, Math.floor(Math.abs(moved) / line)); i++) {{
      screen.dispatchEvent(new WheelEvent("wheel", {{ deltaY: Math.sign(moved) * line, deltaMode: 0,
        clientX: touch.clientX, clientY: touch.clientY, bubbles: true, cancelable: true }}));
    }}
  }}, {{ passive: false }});
  addEventListener("touchend", () => {{ lastY = null; }}, {{ passive: true }});
}})();
new MutationObserver(async () => {{
  if (!document.body.classList.contains("-closed") || window.__reopening) return;
  window.__reopening = true;
  for (;;) {{
    await new Promise((done) => setTimeout(done, 1000));
    try {{ if ((await fetch("/ping", {{ cache: "no-store" }})).ok) {{ location.reload(); return; }} }} catch (e) {{}}
  }}
}}).observe(document.body, {{ attributes: true, attributeFilter: ["class"] }});
</script>
</body></html>
"""


def view_page(title: str, socket: str, lang: str, font: int = 16) -> str:
    """The page holding one view, its terminal connected to ``socket``."""
    return _VIEW.format(
        lang=escape(lang),
        title=escape(title),
        socket=escape(socket),
        font=font,
        reconnecting=escape(tr("Connection lost: reconnecting…")),
    )
