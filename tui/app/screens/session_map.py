"""The session screen's answer to Enter on a map row: the action that concerns the place, with the place filled in;
an open form that has no field for the place is not dropped without asking.

A part the screen holds (typed against ``SessionHost``), not a base class: issue 38 shortens the screen's chain.
"""

from __future__ import annotations

from engine.errors import TabulaError
from engine.i18n import tr
from engine.names import Catalogue
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session_host import SessionHost


class MapPicks:
    """Places picked on the map.

    Args:
        host: The session screen.
    """

    def __init__(self, host: SessionHost) -> None:
        self.host = host

    def selected(self, place_id: str) -> None:
        """Offer the actions that concern the place, with the place filled in (the form is made anew)."""
        host = self.host
        session = host.session
        form = host.form()
        # The open form's action first, keeping what is filled in (a buy's item was wiped as the place came in).
        specs = sorted(session.available(), key=lambda spec: form is None or spec.name != form.action)
        for spec in specs:
            fields = [f for f in spec.fields if f.type == "ref" and place_id in session.catalogue(f.catalogue)]
            if form is not None and form.action == spec.name:
                # The form's own field for the place: one the rules still need first (a move's "to", its "from"
                # filled in), else the first (an optional one, a buy's bonus province, is not filled unasked).
                needed = form.required_missing()
                fields.sort(key=lambda f: f.name not in needed)
            for field in fields:
                catalogue = session.catalogue(field.catalogue)
                name = catalogue.resolve(place_id).label
                if form is not None and form.action == spec.name:
                    held = form.values().get(field.name)
                    if held and held != place_id:
                        self._ask_replace(spec.name, field.name, place_id, name, _label(catalogue, held))
                    else:
                        self.picked(spec.name, field.name, place_id, name)
                    return
                if form is None:
                    self.picked(spec.name, field.name, place_id, name)
                    return
                # The open form has no field for the place: it is not dropped unasked (the play-test's Enter on
                # Rome during a take opened the map facts' form, and the take was gone).
                question = tr("{action} has no field for {place}. Close it and open {other} for {place}?")
                args = (spec.name, field.name, place_id, name)

                def answer(yes: bool | None, args: tuple[str, str, str, str] = args) -> None:
                    if yes:
                        self.picked(*args)

                host.app.push_screen(
                    ConfirmDialog(question.format(action=form.action, place=name, other=spec.name)), answer
                )
                return
        host.status(tr("No action for {place} right now").format(place=place_id), ok=False)

    def _ask_replace(self, action: str, field: str, place: str, name: str, held: str) -> None:
        """The form's field for the place holds another one already: asked before it is replaced, as before
        another action's form replaces this one (the play-test's Enter on West of Carthage silently made Dee's
        allowed buy in Alexandria a refused one there)."""
        question = tr("Replace {field} {held} with {place} in {action}?").format(
            field=field.replace("_", " "), held=held, place=name, action=action
        )

        def answer(yes: bool | None) -> None:
            if yes:
                self.picked(action, field, place, name)

        self.host.app.push_screen(ConfirmDialog(question), answer)

    def picked(self, action: str, field: str, place: str, name: str) -> None:
        """``action``'s form with ``place`` (called ``name``) in ``field``; the open form's values kept when it is
        that action's."""
        host = self.host
        form = host.form()
        kept = form is not None and form.action == action
        values = form.values() if form is not None and kept else {}
        host.prepare_form({**values, field: place}, form.acting() if form is not None and kept else None)
        host.wizard().pick(action, again=True)
        host.status(f"{action}: {field.replace('_', ' ')} {name}")


def _label(catalogue: Catalogue, entry: str) -> str:
    """How the form shows ``entry`` of ``catalogue`` (the id itself when the catalogue does not know it)."""
    try:
        return catalogue.resolve(entry).label
    except TabulaError:
        return entry
