"""The agency's public website, built with Reflex."""
