"""The README's recipe "Test it with Playwright", run as written (tests/unit/test_readme.py
checks that the README shows this file's test word for word)."""

from __future__ import annotations

# README example: start
from playwright.sync_api import Browser, expect

# A returning visitor who has answered the cookie banner: no newsletter pop-up, no banner.
RETURNING = (
    "try { sessionStorage.setItem('hasVisited', 'true');"
    " localStorage.setItem('cookie_consent', 'true'); } catch {}"
)


def test_an_empty_contact_form_names_what_is_missing(browser: Browser, base_url: str):
    context = browser.new_context(base_url=base_url)
    context.add_init_script(RETURNING)
    page = context.new_page()
    page.goto("/contact")
    # Ready: the back end has sent the page its state (set by the page shell).
    ready = page.locator("[data-hydrated]").first
    expect(ready).to_have_attribute("data-hydrated", "true", timeout=15_000)
    page.get_by_role("button", name="Send Message").click()
    notice = page.get_by_role("region", name="Notifications (F8)")
    expect(notice).to_contain_text("Please fill out all required fields.")
    expect(page.locator("#contact-name")).to_be_focused()
    context.close()


# README example: end
