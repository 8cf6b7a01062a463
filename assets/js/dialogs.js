// Native popover dialogs: the browser opens and closes them (Escape, a click outside, the
// close button) and gives focus back to the opener; this moves focus to a dialog's first
// field once it is open and keeps Tab inside it, as a modal dialog should.

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), " +
  "textarea:not([disabled]), [tabindex='0']";

// Tab and Shift+Tab go round the dialog instead of leaving it (also used by newsletter.jsx).
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

function keepTabInside(event) {
  if (event.key === "Tab") keepFocusIn(event.currentTarget, event);
}

// Call from the opener's click: the popover opens after the click's handlers have run.
export function focusDialogOnOpen(id) {
  setTimeout(() => {
    const dialog = document.getElementById(id);
    if (!dialog?.matches(":popover-open")) return;
    // Adding the same listener twice is a no-op.
    dialog.addEventListener("keydown", keepTabInside);
    dialog.querySelector("input, textarea, select")?.focus();
  });
}
