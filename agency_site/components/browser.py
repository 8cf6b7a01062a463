"""Calling the site's own browser modules (assets/js/) from Python.

Handlers built here run directly in the browser: they do not pass through Reflex's
event queue, so they work instantly and while the back end is unreachable.
"""

from __future__ import annotations

from typing import Any

from reflex_base.vars import VarData
from reflex_base.vars.base import LiteralVar, Var
from reflex_base.vars.function import ArgsFunctionOperation, FunctionStringVar, FunctionVar

# Files in assets/ are served from /public inside the compiled front end.
LAYOUT_MODULE = "$/public/js/layout.jsx"
PREFERENCES_MODULE = "$/public/js/preferences.js"


def js_function(module: str, name: str) -> FunctionVar:
    """A reference to the exported function `name` of a browser module."""
    return FunctionStringVar.create(name, _var_data=VarData(imports={module: [name]}))


def js_handler(module: str, name: str, *args: Any) -> Var:
    """An event handler that calls `name(*args)` from a browser module, ignoring the event."""
    call = js_function(module, name).call(*(LiteralVar.create(arg) for arg in args))
    return ArgsFunctionOperation.create((), call)
