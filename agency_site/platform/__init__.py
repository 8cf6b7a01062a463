"""What adapts, guards or patches Reflex: the site's code uses it through this package's surface.

README.md beside this file lists each piece, the Reflex behaviour it relies on, and the test
that fails when Reflex changes.
"""
