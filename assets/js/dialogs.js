// Keeps Tab inside the newsletter pop-up, as a modal dialog should (the site's other
// dialogs are native modal <dialog>s: agency_site/components/dialog.py).

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), " +
  "textarea:not([disabled]), [tabindex='0']";

// Tab and Shift+Tab go round the dialog instead of leaving it.
export function keepFocusIn(container, event) {
  const items = container.querySelectorAll(FOCUSABLE);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
