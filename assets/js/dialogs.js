// Native popover dialogs: the browser opens and closes them (Escape, a click outside, the
// close button); this only moves focus to a dialog's first field once it is open.

// Call from the opener's click: the popover opens after the click's handlers have run.
export function focusDialogOnOpen(id) {
  setTimeout(() => {
    const dialog = document.getElementById(id);
    if (!dialog?.matches(":popover-open")) return;
    dialog.querySelector("input, textarea, select")?.focus();
  });
}
