"""The agency's public website, built with Reflex."""

# Registers translated text with Reflex's rendering before any page is built.
from agency_site.components import language as _language  # noqa: F401
