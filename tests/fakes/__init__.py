"""Local stand-ins for the hosted services the site talks to, for tests."""
