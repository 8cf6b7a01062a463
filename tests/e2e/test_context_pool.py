"""The context pool (tests.e2e.contexts): a test borrows a context as a new visitor would
arrive, whatever the test before it left running."""

from agency_site import routes
from tests.e2e.pages import visit

_STORES_WITHOUT_END = "setInterval(() => localStorage.setItem('probe', 'left over'), 0)"


def test_a_returned_context_keeps_nothing_its_open_pages_stored_meanwhile(
    context_pool, site_url: str
):
    # Like a state delta that syncs an rx.LocalStorage var after the test's last step.
    with context_pool.lend(base_url=site_url) as first:
        page = visit(first.new_page(), routes.ABOUT)
        page.evaluate(_STORES_WITHOUT_END)
        page.wait_for_function("() => localStorage.getItem('probe') === 'left over'")
    with context_pool.lend(base_url=site_url) as second:
        assert second is first
        page = visit(second.new_page(), routes.ABOUT)
        assert page.evaluate("localStorage.getItem('probe')") is None
