"""No injection (issue 8): nothing a visitor types, and nothing in the address, is ever
rendered as HTML or run as code, and the contact form's mail link cannot be given headers.

Script and markup payloads go into every field of the site (blog search and newsletter,
review dialog, contact form and CV name, currency converter, newsletter pop-up, account
forms), into the query string (`lng` and names a page might read), the hash and the path,
and into the values the pages read back from browser storage. After each, the page must
show no native dialog (alert), leave `window.__pwned` unset, never have had an element
carrying an event-handler attribute or the payload's address (watched from before the
first byte by a MutationObserver), never show a template evaluated (7*191 = 1337), and
request nothing from another host.

Where a page shows what was typed (the CV's file name, the signed-in address), the text
must appear exactly as typed.
"""

from __future__ import annotations

import json
import re
import uuid
from urllib.parse import quote, unquote, urlsplit

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from agency_site.backend import subscriptions
from agency_site.i18n import CODES
from agency_site.pages.contact.form import MAX_LENGTHS
from agency_site.settings import settings
from tests.e2e.pages import (
    EXTERNAL_PAGE,
    PAGE_READY_MS,
    hydrated,
    newsletter_popup,
    notices,
    open_newsletter_popup,
    use_back_end,
    visit,
)
from tests.e2e.server import ReflexBackend, free_port
from tests.fakes.supabase import FakeSupabase

# An address nothing may ever ask for: a payload that became an element would load it.
ATTACKER = "http://127.0.0.1:9"
PAYLOADS = {
    "script": "<script>window.__pwned=1</script>",
    "img-onerror": '<img src=x onerror="window.__pwned=1">',
    "svg-onload": '"><svg onload=alert(1)>',
    "attribute-breakout": "' autofocus onfocus='window.__pwned=1' x='",
    "javascript-url": "javascript:alert(1)",
    "template": "{{7*191}}{{constructor.constructor('alert(1)')()}}",
    "template-literal": "${alert(1)}${7*191}",
    "attacker-image": f'<img src="{ATTACKER}/pwned.png">',
    "iframe": '<iframe src="javascript:alert(1)"></iframe>',
}
# What an evaluated template payload would print: a new "1337" on the page fails.
EVALUATED = "1337"
# Time for what a payload would set off (an image's error, a refused request) to happen.
SETTLE_MS = 300

# Installed before every page script: records every element that ever carried an event
# handler attribute, a URL attribute running script or naming the attacker's address, or a
# script payload's code, and every script or frame added once the page has loaded
# (`window.__injectionLoaded()`). `window.__injectionScan()` lists those present now. (The path and
# query do appear inside the framework's own data, escaped: that is not an element.)
WATCH = r"""
(() => {
  const ATTACKER = /127\.0\.0\.1:9\b/;
  const URL_ATTRIBUTES = new Set([
    "src", "href", "xlink:href", "action", "formaction", "data", "srcdoc", "poster",
    "background", "style",
  ]);
  // The code of the script payloads, as an element made from them would hold it.
  const SCRIPT_BODIES = new Set(["window.__pwned=1", "alert(1)"]);
  const suspicious = (element) => {
    for (const { name, value } of element.attributes ?? []) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith("on")) return true;
      if (!URL_ATTRIBUTES.has(attribute)) continue;
      if (/^\s*javascript:/i.test(value)) return true;
      // A link to this site may carry the hostile query along as data (the language
      // picker keeps the address's query): only a URL that leads to the attacker counts.
      if (attribute === "href" && value.startsWith("/") && !value.startsWith("//")) continue;
      if (ATTACKER.test(value)) return true;
    }
    return element.localName === "script" && SCRIPT_BODIES.has(element.textContent.trim());
  };
  // Once the page has loaded, no script, frame or plug-in element is ever added.
  const EMBEDDING = new Set(["script", "iframe", "frame", "object", "embed"]);
  let loaded = false;
  const describe = (element) => element.outerHTML.slice(0, 300);
  const found = [];
  const inspect = (element) => {
    for (const each of [element, ...element.querySelectorAll("*")]) {
      // (A page opened in the browser brings its schema.org block: data, never run.)
      const data = each.localName === "script" && each.type === "application/ld+json";
      // (The contact form opens the mail app through a hidden frame of its own, whose
      // mailto: address the mail-link tests read.)
      const mailApp = each.localName === "iframe" && each.dataset.testid === "mail-app-frame"
        && /^mailto:/i.test(each.getAttribute("src") ?? "");
      if (suspicious(each) || (loaded && EMBEDDING.has(each.localName) && !data && !mailApp)) {
        found.push(describe(each));
      }
    }
  };
  Object.defineProperty(window, "__injected", { value: found });
  Object.defineProperty(window, "__injectionLoaded", { value: () => { loaded = true; } });
  Object.defineProperty(window, "__injectionScan", {
    value: () => [...document.querySelectorAll("*")].filter(suspicious).map(describe),
  });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") {
        if (suspicious(record.target)) found.push(describe(record.target));
      } else {
        record.addedNodes.forEach((node) => node.nodeType === 1 && inspect(node));
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();
"""

LOOPBACK = {"localhost", "127.0.0.1", "::1"}
# The one other site a page loads on its own: the office map on /contact (stubbed here).
MAP_ORIGIN = "{0.scheme}://{0.netloc}".format(urlsplit(str(settings.map_embed_url)))


class Guard:
    """Watches one page for every sign of a payload at work."""

    def __init__(self, page: Page, site_url: str) -> None:
        self.page = page
        front = urlsplit(site_url).hostname
        # The site's own hosts: its back end may be named the other way on this machine.
        self.own_hosts = {front} | (LOOPBACK if front in LOOPBACK else set())
        self.dialogs: list[str] = []
        self.foreign: list[str] = []
        self.evaluated_before = 0
        page.add_init_script(WATCH)
        page.on("dialog", self._on_dialog)
        page.on("request", lambda request: self._check_address(request.url))
        page.on("websocket", lambda socket: self._check_address(socket.url))
        # No request leaves the machine: other sites get a stub page.
        page.route(
            self._elsewhere,
            lambda route: route.fulfill(content_type="text/html", body=EXTERNAL_PAGE),
        )

    def _on_dialog(self, dialog) -> None:
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def _elsewhere(self, url: str) -> bool:
        return urlsplit(url).hostname not in self.own_hosts

    def _check_address(self, url: str) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https", "ws", "wss"):
            return
        elsewhere = parts.hostname not in self.own_hosts and not url.startswith(MAP_ORIGIN)
        if elsewhere or url.startswith(ATTACKER):
            self.foreign.append(url)

    def _evaluated_count(self) -> int:
        return self.page.evaluate(
            "n => (document.body.innerText + document.title).split(n).length - 1", EVALUATED
        )

    def loaded(self, *, from_address: bool = False) -> Page:
        """The page is ready: watch for scripts added from now on. A page opened at a
        hostile address must show no "1337" at all; otherwise what is there is counted."""
        self.evaluated_before = 0 if from_address else self._evaluated_count()
        self.page.evaluate("window.__injectionLoaded()")
        return self.page

    def visit(self, path: str, *, from_address: bool = False) -> Page:
        visit(self.page, path)
        return self.loaded(from_address=from_address)

    def expect_clean(self, after: str, *, settle: bool = False) -> None:
        if settle:
            self.page.wait_for_timeout(SETTLE_MS)
        state = self.page.evaluate(
            """() => ({
              pwned: typeof window.__pwned === "undefined" ? null : String(window.__pwned),
              seen: [...window.__injected],
              present: window.__injectionScan(),
            })"""
        )
        problems = {
            "native dialogs": self.dialogs,
            "window.__pwned": state["pwned"],
            "elements that appeared": state["seen"],
            "elements present": state["present"],
            "requests elsewhere": self.foreign,
            "templates evaluated": max(0, self._evaluated_count() - self.evaluated_before),
        }
        assert not any(problems.values()), f"after {after}: {problems}"


@pytest.fixture
def guard(page: Page, site_url: str) -> Guard:
    return Guard(page, site_url)


def type_everything(guard: Guard, fields: dict[str, object], submit, check=None) -> None:
    """Every payload into every field of `fields` (label -> locator), then `submit()`."""
    for name, payload in PAYLOADS.items():
        for field in fields.values():
            field.fill(payload)
        submit()
        if check:
            check(name, payload)
        guard.expect_clean(f"{name} in {', '.join(fields)}")
    guard.expect_clean("every payload", settle=True)


def expect_notice(page: Page, text: str) -> None:
    expect(notices(page)).to_contain_text(text)


def close_notice(page: Page) -> None:
    page.locator(".notice__close").click()
    expect(notices(page)).to_have_count(0)


def skip_browser_check(form) -> None:
    """Let the form send what the browser would refuse, as a script could."""
    form.evaluate("form => form.setAttribute('novalidate', '')")


# --- Fields ------------------------------------------------------------------------------


def test_nothing_on_a_clean_page_looks_injected(guard: Guard):
    # The watch itself finds nothing on pages with no payload (no false alarms).
    for path in (routes.HOME, routes.CONTACT, routes.BLOG):
        guard.visit(path)
        guard.expect_clean(f"opening {path}", settle=True)


def test_blog_search(guard: Guard):
    page = guard.visit(routes.BLOG)
    search = page.get_by_role("searchbox", name="Search articles")

    def check(name: str, payload: str) -> None:
        expect(page.get_by_test_id("blog-empty")).to_be_visible()
        expect(search).to_have_value(payload)

    type_everything(
        guard,
        {"search": search},
        submit=lambda: page.get_by_role("button", name="Search", exact=True).click(),
        check=check,
    )


def test_blog_newsletter_field(guard: Guard):
    page = guard.visit(routes.BLOG)
    field = page.locator("#blog-newsletter")
    form = page.locator("form:has(#blog-newsletter)")
    skip_browser_check(form)

    def check(name: str, payload: str) -> None:
        expect_notice(page, "Feature In Progress")
        close_notice(page)

    type_everything(guard, {"newsletter": field}, submit=lambda: field.press("Enter"), check=check)


def test_review_dialog(guard: Guard):
    page = guard.visit(routes.REVIEWS)
    opener = page.get_by_test_id("open-review-dialog")
    opener.click()
    dialog = page.get_by_test_id("review-dialog")
    expect(dialog).to_be_visible()

    def check(name: str, payload: str) -> None:
        expect_notice(page, "Feature In Progress")
        expect(dialog.locator("#review-text")).to_have_value(payload)
        # Closing the notice is a click outside the dialog, which closes it: open it again.
        close_notice(page)
        if not dialog.is_visible():
            opener.click()
        expect(dialog).to_be_visible()

    type_everything(
        guard,
        {
            "name": dialog.locator("#review-name"),
            "country": dialog.locator("#review-country"),
            "review": dialog.locator("#review-text"),
        },
        submit=lambda: dialog.get_by_role("button", name="Submit Review").click(),
        check=check,
    )


def test_contact_form_fields(guard: Guard):
    page = guard.visit(routes.CONTACT)
    form = page.locator("#contact-form")
    expect(form).to_have_attribute("novalidate", "")
    page.select_option("#contact-subject", "Other")
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))

    def check(name: str, payload: str) -> None:
        # None of the payloads is an address: the form refuses it, sends nothing.
        expect_notice(page, "e-mail address doesn't look right")
        close_notice(page)

    type_everything(
        guard,
        {
            "name": page.locator("#contact-name"),
            "email": page.locator("#contact-email"),
            "message": page.locator("#contact-message"),
        },
        submit=lambda: form.get_by_role("button", name="Send Message").click(),
        check=check,
    )
    assert not [url for url in requests if url.startswith("mailto:")]


def test_contact_cv_file_name_is_shown_as_text(guard: Guard):
    page = guard.visit(routes.CONTACT)
    expect(page.locator("#contact-form")).to_have_attribute("novalidate", "")
    shown = page.get_by_test_id("contact-cv-name")
    previous = "No file chosen"
    for name, payload in PAYLOADS.items():
        # A file name cannot hold "/": the payload's slashes become look-alikes.
        file_name = payload.replace("/", "\u2215") + ".pdf"
        page.get_by_label("Attach your CV").set_input_files(
            files=[{"name": file_name, "mimeType": "application/pdf", "buffer": b"%PDF"}],
        )
        expect(shown).not_to_have_text(previous)
        guard.expect_clean(f"{name} as the CV's name")
        expect(shown).to_have_text(file_name)
        previous = file_name
    guard.expect_clean("every CV name", settle=True)


def test_contact_subject_cannot_be_forged(guard: Guard):
    page = guard.visit(routes.CONTACT)
    form = page.locator("#contact-form")
    expect(form).to_have_attribute("novalidate", "")
    page.fill("#contact-name", "Ann")
    page.fill("#contact-email", "ann@example.com")
    page.fill("#contact-message", "Hello")
    option = page.locator("#contact-subject option", has_text="Other")
    for name, payload in PAYLOADS.items():
        option.evaluate("(option, value) => { option.value = value; }", payload)
        page.select_option("#contact-subject", label="Other")
        form.get_by_role("button", name="Send Message").click()
        expect_notice(page, "Please fill out all required fields.")
        close_notice(page)
        guard.expect_clean(f"{name} as the subject")
    guard.expect_clean("every subject", settle=True)


def test_currency_converter_amount(guard: Guard):
    page = guard.visit(routes.CURRENCY_CONVERTER)
    amount = page.get_by_role("spinbutton").first
    for name, payload in PAYLOADS.items():
        amount.select_text()
        # Typed key by key: a number field keeps only what could be a number.
        amount.press_sequentially(payload)
        guard.expect_clean(f"{name} typed as the amount")
    guard.expect_clean("every amount", settle=True)


def _stored_with_payloads(database_url: str) -> list[str]:
    markers = ("<", ">", "pwned", "alert", "{{", "${", "javascript:")
    return [
        subscriber.email
        for subscriber in subscriptions.every_subscription(database_url)
        if any(marker in subscriber.email for marker in markers)
    ]


# The back end allows 5 attempts per visitor session: each group is one session.
POPUP_GROUPS = {
    "markup": ["script", "img-onerror", "svg-onload", "attacker-image", "iframe"],
    "text": ["attribute-breakout", "javascript-url", "template", "template-literal"],
}


@pytest.mark.first_visit
@pytest.mark.parametrize("group", POPUP_GROUPS.values(), ids=POPUP_GROUPS.keys())
def test_newsletter_popup_refuses_payloads_and_stores_nothing(
    guard: Guard, site_database_url: str, group: list[str]
):
    page = guard.page
    dialog = open_newsletter_popup(page)
    guard.loaded()
    field = dialog.get_by_role("textbox", name="Email address")
    before = _stored_with_payloads(site_database_url)
    # First as a visitor would: the browser's own check stops each one.
    for name in group:
        field.fill(PAYLOADS[name])
        dialog.get_by_role("button", name="Subscribe").click()
        assert field.evaluate("input => !input.validity.valid"), name
    # Then sent anyway, as a script could: the back end refuses each one.
    skip_browser_check(dialog.locator("form"))
    for name in group:
        field.fill(PAYLOADS[name])
        dialog.get_by_role("button", name="Subscribe").click()
        expect_notice(page, "Please enter a valid email address")
        expect(dialog.get_by_role("button", name="Subscribe")).to_be_enabled()
        close_notice(page)
        guard.expect_clean(f"{name} sent to the newsletter")
    expect(newsletter_popup(page)).to_be_visible()
    guard.expect_clean("every address", settle=True)
    assert _stored_with_payloads(site_database_url) == before


# --- Addresses ---------------------------------------------------------------------------

SAMPLE_PATHS = [routes.HOME, routes.BLOG, routes.CONTACT, routes.REVIEWS]
# Query names the pages could be tempted to read; only `lng` is read (assets/js/boot.js).
QUERY_NAMES = ["q", "search", "s", "name", "email", "subject", "message", "redirect", "next"]


def _once(value: str) -> str:
    return quote(value, safe="")


ENCODINGS = {
    # Left for the browser to escape as it sends it.
    "raw": [lambda value: value],
    # Each value twice: percent-encoded, and encoded again (read back once decoded).
    "percent-encoded": [_once, lambda value: _once(_once(value))],
}


def hostile_address(path: str, encoding: str) -> str:
    payloads = list(PAYLOADS.values())
    query = [("lng", PAYLOADS["script"])] + [
        (name, payloads[index % len(payloads)]) for index, name in enumerate(QUERY_NAMES)
    ]
    encoders = ENCODINGS[encoding]
    text = "&".join(f"{name}={encode(value)}" for name, value in query for encode in encoders)
    return f"{path}?{text}#{encoders[0](PAYLOADS['img-onerror'])}"


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("language", CODES)
@pytest.mark.parametrize("path", SAMPLE_PATHS)
def test_query_string_and_hash(guard: Guard, path: str, language: str, encoding: str):
    page = guard.page
    localized = routes.localized(language, path)
    guard.visit(hostile_address(localized, encoding), from_address=True)
    guard.expect_clean(f"opening {localized} with a hostile query", settle=True)
    # An unknown `lng` is ignored: the page's own language, and only a known one is kept.
    expect(page.locator("html")).to_have_attribute("lang", language)
    assert page.evaluate("localStorage.getItem('i18nextLng')") == language
    # The address is not echoed into what search engines read.
    expect(page.locator("link[rel=canonical]")).to_have_attribute(
        "href", routes.page_url(language, path)
    )


def test_switching_language_keeps_a_hostile_address_inert(guard: Guard):
    page = guard.page
    guard.visit(hostile_address(routes.BLOG, "raw"), from_address=True)
    picker = page.get_by_test_id("language-picker")
    picker.locator("summary").click()
    picker.locator("a[data-language=fr]").click()
    # The French page is another route: the dev server may first compile its code.
    expect(page.locator("html")).to_have_attribute("lang", "fr", timeout=PAGE_READY_MS)
    # The language goes into the path; `lng` leaves the address.
    assert urlsplit(page.url).path == routes.localized("fr", routes.BLOG)
    assert "lng=" not in page.url
    guard.expect_clean("switching language", settle=True)


HOSTILE_PATHS = {
    "root": "/" + PAYLOADS["script"],
    "blog-slug": routes.blog_post(PAYLOADS["img-onerror"]),
    "french": "/fr/" + PAYLOADS["svg-onload"],
    "german-news": "/de" + routes.news_article(PAYLOADS["template"]),
    "contact-javascript": routes.CONTACT + "/" + PAYLOADS["javascript-url"],
    "encoded": "/" + quote(PAYLOADS["attacker-image"], safe=""),
}


@pytest.mark.parametrize("path", HOSTILE_PATHS.values(), ids=HOSTILE_PATHS.keys())
def test_a_hostile_path_shows_a_page_not_the_path(guard: Guard, browser_errors, path: str):
    page = guard.page
    # Not-found in production answers 404, which the browser logs; unknown blog slugs go to
    # the blog.
    browser_errors.allow("the server responded with a status of 404")
    page.goto(path)
    expect(page.locator("main h1").first).to_be_visible(timeout=PAGE_READY_MS)
    # React's hydration of the not-found page puts the framework's own stream scripts back
    # into the document: only scripts added after it count.
    hydrated(page)
    guard.loaded(from_address=True)
    guard.expect_clean(f"opening {path}", settle=True)


STORED = {
    "cookie i18next": PAYLOADS["script"],
    "localStorage i18nextLng": PAYLOADS["img-onerror"],
    "sessionStorage i18nextLng": PAYLOADS["svg-onload"],
    "localStorage cookie_consent": PAYLOADS["attribute-breakout"],
    "localStorage theme": PAYLOADS["attacker-image"],
}
PLANT = """stored => {
  if (sessionStorage.getItem("__planted")) return;
  sessionStorage.setItem("__planted", "1");
  for (const [where, value] of Object.entries(stored)) {
    const [area, key] = where.split(" ");
    if (area === "localStorage") localStorage.setItem(key, value);
    if (area === "sessionStorage") sessionStorage.setItem(key, value);
  }
}"""


def test_hostile_values_in_browser_storage_are_ignored(guard: Guard, site_url: str):
    page = guard.page
    page.context.add_cookies(
        [{"name": "i18next", "value": quote(STORED["cookie i18next"]), "url": site_url}]
    )
    page.add_init_script(f"({PLANT})({json.dumps(STORED)})")
    guard.visit(routes.HOME)
    html = page.locator("html")
    expect(html).to_have_attribute("lang", "en")
    expect(html).not_to_have_attribute("data-cookie-consent", re.compile("."))
    assert set(page.evaluate("[...document.documentElement.classList]")) <= {"light", "dark"}
    expect(page.get_by_test_id("cookie-banner")).to_be_visible()
    guard.expect_clean("reading hostile stored values", settle=True)


# --- The contact form's mail link ----------------------------------------------------------


def encode(text: str) -> str:
    """What JavaScript's encodeURIComponent gives."""
    return quote(text, safe="-_.!~*'()")


def mail_fields(url: str) -> tuple[str, list[tuple[str, str]]]:
    """The address and the (name, still-encoded value) fields of a mailto: URL, in order."""
    address, _, query = url.removeprefix("mailto:").partition("?")
    return address, [tuple(field.split("=", 1)) for field in query.split("&")]


def send_contact_form(page: Page, **values: str) -> str:
    """Fill the contact form (subject Other), send it and return the mailto: URL opened."""
    form = page.locator("#contact-form")
    expect(form).to_have_attribute("novalidate", "")
    for name, value in values.items():
        page.fill(f"#contact-{name}", value)
    page.select_option("#contact-subject", "Other")
    with page.expect_request(lambda request: request.url.startswith("mailto:")) as mail:
        form.get_by_role("button", name="Send Message").click()
    return mail.value.url


def test_the_mail_link_gets_no_header_from_what_is_typed(guard: Guard):
    page = guard.visit(routes.CONTACT)
    # A text field drops line breaks itself; what is left to try there is delimiters and
    # encoded breaks. The address passes the form's check with "&cc=" and "?" in it.
    name = "Ann%0D%0ABcc: spy@example.net&cc=spy@example.net?bcc=x#y 100%"
    email = "ann&cc=spy?bcc=x@example.net"
    message = (
        "Hi\r\nBcc: spy@example.net\n%0A%0Dcc=spy@example.net&bcc=x?subject=Forged#end\n"
        + PAYLOADS["script"]
    )
    url = send_contact_form(page, name=name, email=email, message=message)

    body = f"Name: {name}\r\nE-mail: {email}\r\n\r\n" + message.replace("\r\n", "\n").replace(
        "\n", "\r\n"
    )
    address, fields = mail_fields(url)
    assert address == settings.contact_email
    assert [field for field, _ in fields] == ["subject", "body"]
    assert dict(fields) == {"subject": "Other", "body": encode(body)}
    assert unquote(dict(fields)["body"]) == body
    assert not re.search(r"[\r\n]", url)
    guard.expect_clean("sending the form", settle=True)


def test_the_mail_link_keeps_each_field_within_its_limit(guard: Guard):
    page = guard.visit(routes.CONTACT)
    for name in ("name", "message"):
        expect(page.locator(f"#contact-{name}")).to_have_attribute(
            "maxlength", str(MAX_LENGTHS[name])
        )
    expect(page.locator("#contact-email")).to_have_attribute("maxlength", str(MAX_LENGTHS["email"]))
    page.fill("#contact-name", "Ann")
    # Values longer than the fields allow, put in by a script (typing stops at the limit).
    for name, letter in (("name", "N"), ("message", "M")):
        page.locator(f"#contact-{name}").evaluate(
            "(field, value) => { field.value = value; }", letter * (MAX_LENGTHS[name] + 500)
        )
    url = send_contact_form(page, email="ann@example.com")
    body = unquote(dict(mail_fields(url)[1])["body"])
    assert body == (
        f"Name: {'N' * MAX_LENGTHS['name']}\r\nE-mail: ann@example.com\r\n\r\n"
        + "M" * MAX_LENGTHS["message"]
    )


# --- Accounts (with a hosted back end) -----------------------------------------------------


@pytest.fixture(scope="module")
def accounts_back_end(base_url: str):
    """A back end configured for a local fake of Supabase, so that /auth shows its forms."""
    fake = FakeSupabase(port=free_port()).start()
    backend = ReflexBackend(
        "injection",
        base_url,
        extra_env={
            "AGENCY_SUPABASE_URL": fake.url,
            "AGENCY_SUPABASE_ANON_KEY": fake.anon_key,
        },
    )
    try:
        backend.start()
        yield backend
    finally:
        backend.stop()
        fake.stop()


def test_account_forms(guard: Guard, accounts_back_end: ReflexBackend):
    page = guard.page
    use_back_end(page.context, accounts_back_end.port)
    guard.visit(routes.AUTH)
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    forms = {
        "Sign in": page.get_by_role("form", name="Sign in"),
        "Create account": page.get_by_role("form", name="Create an account"),
    }
    for form in forms.values():
        skip_browser_check(form)
    for name, payload in PAYLOADS.items():
        for button, form in forms.items():
            for field in form.locator("input:not([type=radio])").all():
                field.fill(payload)
            form.get_by_role("button", name=button).click()
            expect(notices(page)).to_have_attribute("data-variant", "destructive")
            close_notice(page)
            guard.expect_clean(f"{name} in every field of {button}")

    # A real address may hold braces, quotes and plus signs: it shows exactly as typed.
    address = f"o'brien+{{{{7*191}}}}.{uuid.uuid4().hex[:6]}@example.com"
    form = forms["Create account"]
    form.get_by_label("Your name").fill(PAYLOADS["img-onerror"])
    form.get_by_label("E-mail address").fill(address)
    form.get_by_label("Password").fill("a-long-secret")
    form.get_by_role("button", name="Create account").click()
    expect(page.get_by_test_id("signed-in")).to_contain_text(address)
    guard.expect_clean("signing up", settle=True)
