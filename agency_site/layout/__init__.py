"""The shared layout: every page renders inside `page_shell`."""

from agency_site.layout.shell import page_shell

__all__ = ["page_shell"]
