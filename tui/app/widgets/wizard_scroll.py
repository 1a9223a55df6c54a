"""Where the Phase panel is scrolled to: a form just opened shows its title and the field with the cursor, and the
check line stays in sight under the field being filled in (``WizardPanel`` builds on this; kept apart so each module
stays readable)."""

from __future__ import annotations

from textual import events
from textual.containers import VerticalScroll
from textual.widget import Widget

from tui.app.widgets.action_form import ActionForm


class WizardScroll(VerticalScroll):
    """The Phase panel's scrolling: its title is ``#action-select``, its check line ``#wizard-check``."""

    #: The check line is to be brought into sight once more when the panel next changes size.
    _check_wanted = False

    def bring_check_into_view(self) -> None:
        """Scroll the check line into sight, now and again once the panel's size next changes (the status
        line saying why a form was refused takes rows from the panel as it is laid out)."""
        self._check_wanted = True
        self.query_one("#wizard-check").scroll_visible(animate=False)

    #: The form just opened, while nobody has touched it (``_opening``), and its values and the field with the
    #: cursor as they were when the cursor came into it (None until then).
    _opened: ActionForm | None = None
    _opened_as: tuple[dict[str, str], Widget] | None = None

    def _opens(self) -> None:
        """The form in the panel, if any, has just opened (``_opening``)."""
        forms = self.query(ActionForm)
        self._opened, self._opened_as = (forms.first() if forms else None), None

    def _opening(self) -> ActionForm | None:
        """The form just opened, untouched: nothing typed or ticked in it, the cursor still in the field it came to
        (or not yet in the form)."""
        form, focused = self._opened, self.screen.focused
        if form is None or not form.is_attached:
            return None
        inside = focused is not None and form in focused.ancestors
        if self._opened_as is None:
            if inside and focused is not None:
                self._opened_as = (form.values(), focused)
            return form
        values, field = self._opened_as
        if focused is not field or form.values() != values:
            self._opened = None  # the table is at work in it: the panel scrolls as they go
            return None
        return form

    def _show_opened(self, form: ActionForm) -> None:
        """A form just opened: its title (the action picked) and the field with the cursor in sight, as little
        scrolled as they allow (the phase's guidance over them when it fits), and the check line under them when
        all fit. The panel kept the place it was scrolled to, and a form opened with its first fields above the
        view."""
        title = self.query_one("#action-select")
        focused = self.screen.focused
        field = focused if focused is not None and self in focused.ancestors else form.cursor_field() or title
        seen = self.scrollable_content_region
        if not seen or not title.region or not field.region:
            return  # not laid out (another tab on show): placed when it is

        # Where the panel's contents start on the screen, as last laid out (the scroll may have moved since).
        head = self.query_one("#wizard-head")
        origin = head.region.y - head.virtual_region.y

        def top(widget: Widget) -> int:  # in the panel's contents, whatever is scrolled
            return widget.region.y - origin

        check = self.query_one("#wizard-check")
        lowest = top(field) + field.region.height - seen.height  # scrolled less, the field's end is below the view
        y = max(0, lowest)
        pinned = self.has_class("-check-pinned")  # in sight wherever the panel is scrolled
        if not pinned and check.region and top(check) + check.region.height - seen.height <= top(title):
            y = max(y, top(check) + check.region.height - seen.height)
        if y > top(title):  # the form is too long for both: the field with the cursor, from its start
            y = max(0, min(lowest, top(field)))
        if field.region.height > seen.height:
            self._opened = None  # a list taller than the panel scrolls the panel itself, row by row
        if y != round(self.scroll_y):
            self.scroll_to(y=y, animate=False, immediate=True)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        if self._opened is not None:
            self.call_after_refresh(self._keep_check_seen)  # the cursor came to the form just opened

    def _keep_check_seen(self) -> None:
        """The check line into sight below the field with the cursor, when both fit in the panel (a long form's
        check, saying which cards pay, was below the panel's edge as the cards were ticked); a form just opened
        shows its title first (``_show_opened``)."""
        if not self.is_attached:
            return
        self.pin_check()
        opening = self._opening()
        if opening is not None:
            self._show_opened(opening)
            return
        if self.has_class("-check-pinned"):
            return  # in sight wherever the panel is scrolled
        focused = self.screen.focused
        check = self.query_one("#wizard-check")
        seen = self.scrollable_content_region
        if focused is None or self not in focused.ancestors or not check.region or seen.contains_region(check.region):
            return
        if check.region.bottom - focused.region.y <= seen.height:
            check.scroll_visible(animate=False)

    def pin_check(self) -> None:
        """The check line docked at the panel's foot while the form is taller than the panel (else under the
        form): at 120x40 Hellas's reinforcements (16 boxes) put it below the panel, and a player could not see
        why Enter was refused without scrolling. Judged by the form's height alone, which docking leaves as it
        is: the line does not go back and forth."""
        holder, check = self.query_one("#form-holder"), self.query_one("#wizard-check")
        docked = check.outer_size.height if self.has_class("-check-pinned") else 0
        seen = self.scrollable_content_region.height + docked
        if seen:
            self.set_class(holder.outer_size.height + check.outer_size.height > seen, "-check-pinned")

    def on_resize(self) -> None:
        self.pin_check()
        if self._opening() is not None:
            self.call_after_refresh(self._keep_check_seen)
        if self._check_wanted:
            self._check_wanted = False
            self.query_one("#wizard-check").scroll_visible(animate=False)
