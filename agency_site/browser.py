"""Every line of JavaScript the site writes in Python, and what Python hands to the scripts.

The site's browser code lives in files under assets/js/ (boot.js, the React widgets, the
colour-mode provider). What must be built from Python is here, as named snippets written the
way the files are: short actions pages run on an event (`script`), the expressions and
functions they use (`expression`, `function`), and the bootstrap a pre-rendered page runs after its first paint. The files
read the storage keys and the rules' values from Python: `from_assets` fills each
`__NAME__` in them from `handed_to_scripts()`, so each key and rule is written once.
tests/unit/test_browser_code.py counts every shipped line, snippets included.

This module imports nothing of the site at load: rxconfig.py loads it (through the build's
first_paint.py) before the app.
"""

from __future__ import annotations

import json
import string
from pathlib import Path

from reflex.vars import FunctionStringVar, Var

SCRIPTS_DIR = Path(__file__).resolve().parents[1] / "assets" / "js"

# A snippet's `$name`s are filled with JSON values (a string, a list); `$$` is a dollar sign.
SNIPPETS = {
    # Puts the element (again) at the top of the browser's top layer, above a dialog opened
    # since.
    "raise_popover": """\
((element) => {
  if (element.matches(":popover-open")) element.hidePopover();
  element.showPopover();
})(document.getElementById($id))""",
    "focus": "document.getElementById($id)?.focus()",
    # A dialog opens in the top layer, its field marked $autofocus taking the focus.
    "open_dialog": """\
((dialog) => {
  dialog.showPopover();
  dialog.querySelector($autofocus)?.focus();
})(document.getElementById($id))""",
    # Focus goes into a panel as it opens, and back to where it was as it closes.
    "take_focus": """\
((panel) => {
  window.__returnFocusTo = document.activeElement;
  panel?.focus();
})(document.getElementById($id))""",
    "give_focus_back": """\
((previous) => {
  if (previous?.isConnected && previous !== document.body) previous.focus();
})(window.__returnFocusTo)""",
    # Escape inside one of the menus: the focus goes to that menu's button.
    "focus_menu_button": """\
$menus.forEach(([panel, button]) => {
  if (document.getElementById(panel)?.contains(document.activeElement)) {
    document.getElementById(button)?.focus();
  }
})""",
    "set_document_language": "document.documentElement.lang = $language",
    "print_page": "window.print()",
    "reload_page": "(() => window.location.reload())",
    "log_error": "console.error",
    # The event guard's line for a developer, in development (platform/event_guard.py, console_update).
    "console_error": "console.error($line)",
    # What react-error-boundary hands its fallback (`event_args`).
    "error_message": "(event_args.error?.message || String(event_args.error))",
    "error_stack": "(event_args.error?.stack || '')",
    # The milliseconds since the browser started loading the page, and the page view's key.
    "since_page_load_ms": "performance.now()",
    "page_loaded_at": "String(performance.timeOrigin)",
    # A link's target: $pathname with the address's query and anchor as they are now (none
    # while pre-rendering).
    "same_page_at": """\
((here) => ({pathname: $pathname, search: here.search, hash: here.hash}))(
  typeof window === "undefined" ? {search: "", hash: ""} : window.location
)""",
    # A pre-rendered page's React Router bootstrap, started after its first paint: the
    # modules load in parallel ($urls, bound to $names), then hydration runs in a task of
    # its own, apart from evaluating them, so each stays short enough not to block a tap.
    "deferred_bootstrap": """\
requestAnimationFrame(() => setTimeout(async () => {
  const [$names] = await Promise.all([$urls]);
  await new Promise((resolve) => setTimeout(resolve));
  $rest
}));""",
}


def script(name: str, **values: object) -> str:
    """The snippet `name` with its `$name`s filled by `values`, each written as JSON."""
    return string.Template(SNIPPETS[name]).substitute(
        {key: json.dumps(value) for key, value in values.items()}
    )


def expression(name: str, var_type: type = str, **values: object) -> Var:
    """The snippet `name` as a value a component or an event can use."""
    return Var(_js_expr=script(name, **values), _var_type=var_type)


def function(name: str) -> FunctionStringVar:
    """The snippet `name` as a function a component calls (an error boundary's on_error)."""
    return FunctionStringVar.create(SNIPPETS[name])


def raw(name: str, **code: str) -> str:
    """The snippet `name` with its `$name`s filled by code as it is (not JSON)."""
    return string.Template(SNIPPETS[name]).substitute(code)


def handed_to_scripts() -> dict[str, str]:
    """Each `__NAME__` in the files under assets/js/ and the JSON it stands for: the storage
    keys and the values of the rules, as the Python side defines them."""
    # Imported here: this module loads before the app (see the module's docstring).
    from agency_site import platform
    from agency_site.backend import outage
    from agency_site.components.language import COOKIE_NAME, STORAGE_KEY
    from agency_site.i18n import CODES, SOURCE_LANGUAGE
    from agency_site.layout import colour_mode, cookie_consent

    names = {
        # The source language first: the one an address without a prefix is in.
        "LANGUAGES": [SOURCE_LANGUAGE, *(code for code in CODES if code != SOURCE_LANGUAGE)],
        "LANGUAGE_KEY": STORAGE_KEY,
        "LANGUAGE_COOKIE": COOKIE_NAME,
        "CONSENT_KEY": cookie_consent.STORAGE_KEY,
        "CONSENT_ANSWERS": sorted(cookie_consent.ANSWERS.values()),
        "THEME_KEY": colour_mode.STORAGE_KEY,
        "THEMES": list(colour_mode.MODES),
        "DELIVERY_KEY": platform.DELIVERY_KEY,
        "DELIVERED_EVENT": platform.DELIVERED_EVENT,
        # The same delay as a click's wait for a restarting Redis.
        "NOTICE_AFTER_MS": round(outage.NOTICE_AFTER_S * 1000),
    }
    return {f"__{name}__": json.dumps(value) for name, value in names.items()}


def from_assets(file_name: str) -> str:
    """assets/js/`file_name` with every `__NAME__` filled in (handed_to_scripts)."""
    text = (SCRIPTS_DIR / file_name).read_text(encoding="utf-8")
    for name, value in handed_to_scripts().items():
        text = text.replace(name, value)
    return text
