"""Carousels (spec sections 2.10, 3, 4 and 9): the home testimonials (8 cards, centred,
dots, held while hovered) and the reviews on /testimonials (14 cards). Both loop, advance
every 4000 ms and stop for good once the visitor takes over; 1, 2 then 3 cards per view.

Embla runs in the browser (assets/js/carousel.jsx, its props from Python): tested on the
production build, as visitors get it bundled."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Locator, Page, expect

from agency_site import routes
from agency_site.pages.home.data import TESTIMONIALS
from agency_site.pages.reviews.data import REVIEWS
from tests.e2e.pages import visit

HOME, REVIEWS_PAGE = "testimonials", "reviews-carousel"
PAGES = {HOME: routes.HOME, REVIEWS_PAGE: routes.REVIEWS}
ALIGN = {HOME: "center", REVIEWS_PAGE: "start"}
TOTAL = {HOME: len(TESTIMONIALS), REVIEWS_PAGE: len(REVIEWS)}
AUTOPLAY_S = 4.0
# A move starts on the next animation frame; this is ample for it to show.
MOVE_SHOWS_MS = 500
# Keeps the cookie banner from covering the controls.
CONSENT_GIVEN = "try { localStorage.setItem('cookie_consent', 'true'); } catch {}"


@pytest.fixture
def site_url(production_url: str) -> str:
    return production_url


# The label of the slide sitting at the carousel's snap point (centre or left edge of the
# viewport), or null while the track is still moving.
_SLIDE_IN_PLACE = """(root, align) => {
  const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
  const viewport = slides[0].parentElement.parentElement.getBoundingClientRect();
  const target = align === "center" ? viewport.left + viewport.width / 2 : viewport.left;
  let best = null;
  let distance = Infinity;
  for (const slide of slides) {
    const card = slide.firstElementChild.getBoundingClientRect();
    const point = align === "center" ? card.left + card.width / 2 : card.left;
    if (Math.abs(point - target) < distance) {
      distance = Math.abs(point - target);
      best = slide.getAttribute("aria-label");
    }
  }
  return distance <= 3 ? best : null;
}"""


def open_carousel(page: Page, name: str) -> Locator:
    # The page's timers run on Playwright's clock (in real time): wait_out_autoplay jumps it.
    page.clock.install()
    page.add_init_script(CONSENT_GIVEN)
    visit(page, PAGES[name])
    carousel = page.get_by_test_id(name)
    carousel.scroll_into_view_if_needed()
    # Embla loads once the carousel comes near the screen.
    expect(carousel).to_have_attribute("data-ready", "true")
    return carousel


def slides(carousel: Locator) -> Locator:
    return carousel.locator('[aria-roledescription="slide"]')


def current_dot(carousel: Locator) -> Locator:
    return carousel.locator('button[aria-current="true"]')


def button(carousel: Locator, name: str) -> Locator:
    return carousel.get_by_role("button", name=name, exact=True)


def slide_in_place(carousel: Locator, name: str) -> str | None:
    return carousel.evaluate(_SLIDE_IN_PLACE, ALIGN[name])


def expect_in_place(carousel: Locator, name: str, label: str, timeout_s: float = 3.0) -> None:
    deadline = time.monotonic() + timeout_s
    while (seen := slide_in_place(carousel, name)) != label:
        assert time.monotonic() < deadline, f"expected {label!r} in place, saw {seen!r}"
        time.sleep(0.05)


def wait_out_autoplay(page: Page, periods: float = 1.4) -> None:
    """Jump the page's clock past `periods` autoplay periods (every timer due meanwhile fires),
    then give a move one of them started a moment to show."""
    page.clock.fast_forward(int(periods * AUTOPLAY_S * 1000))
    page.wait_for_timeout(MOVE_SHOWS_MS)


def away(page: Page) -> None:
    """Moves the pointer off the carousel (onto the header)."""
    page.mouse.move(5, 5)


def record_moves(carousel: Locator, name: str) -> None:
    """Notes, on every animation frame in the page, when the slide in place changes: a
    departure (null) is the moment a move starts, free of this test's polling delays."""
    carousel.evaluate(
        f"""(root, align) => {{
          const inPlace = {_SLIDE_IN_PLACE};
          root.moves = [];
          let last;
          const watch = () => {{
            const label = inPlace(root, align);
            if (label !== last) root.moves.push({{ at: performance.now() / 1000, label }});
            last = label;
            if (root.isConnected) requestAnimationFrame(watch);
          }};
          watch();
        }}""",
        ALIGN[name],
    )


def moves(carousel: Locator) -> list[tuple[float, str | None]]:
    return [(move["at"], move["label"]) for move in carousel.evaluate("root => root.moves")]


def page_clock(page: Page) -> float:
    return page.evaluate("() => performance.now() / 1000")


def departures_until(carousel: Locator, label: str, limit_s: float = 8.0) -> list[float]:
    """When each move started, once the slide `label` has come into place."""
    deadline = time.monotonic() + limit_s
    while not any(seen == label for _, seen in moves(carousel)):
        assert time.monotonic() < deadline, f"{label!r} never came into place: {moves(carousel)}"
        time.sleep(0.1)
    return [at for at, seen in moves(carousel) if seen is None]


# Structure and accessibility


@pytest.mark.parametrize(
    ("name", "label", "total"),
    # Spec section 9: 8 testimonials, 14 reviews.
    [(HOME, "Testimonials", 8), (REVIEWS_PAGE, "Reviews", 14)],
)
def test_carousel_is_a_labelled_region_of_labelled_slides(page: Page, name, label, total):
    carousel = open_carousel(page, name)
    expect(page.get_by_role("region", name=label, exact=True)).to_have_attribute(
        "aria-roledescription", "carousel"
    )
    expect(slides(carousel)).to_have_count(total)
    for number in (1, total):
        expect(slides(carousel).nth(number - 1)).to_have_attribute(
            "aria-label", f"{number} of {total}"
        )
    expect(carousel.get_by_role("group", name=f"1 of {total}", exact=True)).to_have_count(1)
    expect(button(carousel, "Previous slide")).to_be_visible()
    expect(button(carousel, "Next slide")).to_be_visible()


def test_every_review_keeps_its_stars_avatar_and_details(page: Page):
    carousel = open_carousel(page, REVIEWS_PAGE)
    cards = carousel.get_by_test_id("review-card")
    expect(cards).to_have_count(len(REVIEWS))
    expect(cards.get_by_role("img", name="Rated 5 out of 5")).to_have_count(len(REVIEWS))
    first = cards.first
    expect(first.locator("h3")).to_have_text(REVIEWS[0].name)
    avatar = first.locator("span[aria-hidden=true]").first
    expect(avatar).to_have_text(REVIEWS[0].initial)
    expect(avatar).to_have_class(re.compile(r"\bbg-\w+-700\b"))


def test_home_testimonials_keep_stars_and_the_educator_fallback(page: Page):
    carousel = open_carousel(page, HOME)
    expect(carousel.get_by_role("img", name="Rated 5 out of 5")).to_have_count(len(TESTIMONIALS))
    without_role = [item for item in TESTIMONIALS if not item.role]
    assert without_role, "the data should show the fallback role at least once"
    expect(carousel.locator("figcaption", has_text=without_role[0].reviewer)).to_contain_text(
        "Educator"
    )


def test_home_carousel_loads_embla_only_when_it_comes_near_the_screen(page: Page):
    visit(page, routes.HOME)
    carousel = page.get_by_test_id(HOME)
    page.wait_for_timeout(1500)
    # Far below the first screen: still the pre-rendered row of cards, nothing fetched.
    expect(carousel).to_have_attribute("data-ready", "false")
    carousel.scroll_into_view_if_needed()
    expect(carousel).to_have_attribute("data-ready", "true")


def test_home_has_one_dot_per_slide_and_the_first_is_current(page: Page):
    carousel = open_carousel(page, HOME)
    dots = carousel.get_by_role("button", name=re.compile(r"^Show slide \d+ of 8$"))
    expect(dots).to_have_count(8)
    expect(current_dot(carousel)).to_have_count(1)
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 1 of 8")
    expect_in_place(carousel, HOME, "1 of 8")


def test_reviews_have_no_dots(page: Page):
    carousel = open_carousel(page, REVIEWS_PAGE)
    expect(carousel.get_by_role("button", name=re.compile(r"^Show slide"))).to_have_count(0)


# Moving by hand


def test_home_next_previous_and_dots_move_the_carousel(page: Page):
    carousel = open_carousel(page, HOME)
    button(carousel, "Next slide").click()
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 2 of 8")
    expect_in_place(carousel, HOME, "2 of 8")
    button(carousel, "Previous slide").click()
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 1 of 8")
    expect_in_place(carousel, HOME, "1 of 8")
    button(carousel, "Show slide 5 of 8").click()
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 5 of 8")
    expect(current_dot(carousel)).to_have_count(1)
    expect_in_place(carousel, HOME, "5 of 8")


def test_home_loops_from_the_last_slide_to_the_first_and_back(page: Page):
    carousel = open_carousel(page, HOME)
    button(carousel, "Show slide 8 of 8").click()
    expect_in_place(carousel, HOME, "8 of 8")
    button(carousel, "Next slide").click()
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 1 of 8")
    expect_in_place(carousel, HOME, "1 of 8")
    button(carousel, "Previous slide").click()
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 8 of 8")
    expect_in_place(carousel, HOME, "8 of 8")


def test_reviews_buttons_move_and_loop(page: Page):
    carousel = open_carousel(page, REVIEWS_PAGE)
    expect_in_place(carousel, REVIEWS_PAGE, "1 of 14")
    button(carousel, "Previous slide").click()
    expect_in_place(carousel, REVIEWS_PAGE, "14 of 14")
    button(carousel, "Next slide").click()
    expect_in_place(carousel, REVIEWS_PAGE, "1 of 14")
    button(carousel, "Next slide").click()
    expect_in_place(carousel, REVIEWS_PAGE, "2 of 14")


def test_arrow_keys_move_the_carousel_once_it_has_focus(page: Page):
    carousel = open_carousel(page, HOME)
    button(carousel, "Next slide").focus()
    page.keyboard.press("ArrowRight")
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 2 of 8")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 8 of 8")


def test_keyboard_focus_holds_autoplay_until_it_leaves(page: Page):
    carousel = open_carousel(page, REVIEWS_PAGE)
    away(page)
    expect(carousel).to_have_attribute("data-playing", "true")
    button(carousel, "Next slide").focus()
    expect(carousel).to_have_attribute("data-playing", "false")
    page.locator("main h1").first.click()
    expect(carousel).to_have_attribute("data-playing", "true")


# Autoplay


@pytest.mark.parametrize("name", [HOME, REVIEWS_PAGE])
def test_autoplay_advances_every_4000_ms(page: Page, name):
    total = TOTAL[name]
    carousel = open_carousel(page, name)
    away(page)
    expect(carousel).to_have_attribute("data-playing", "true")
    expect_in_place(carousel, name, f"1 of {total}")
    watching_since = page_clock(page)
    record_moves(carousel, name)
    first, second = departures_until(carousel, f"3 of {total}", limit_s=2 * AUTOPLAY_S + 3)
    # The timer started before the watch did; from then on, one move per period.
    assert first - watching_since <= AUTOPLAY_S + 0.3, first - watching_since
    assert AUTOPLAY_S - 0.25 <= second - first <= AUTOPLAY_S + 0.3, second - first
    assert [label for _, label in moves(carousel) if label] == [
        f"1 of {total}",
        f"2 of {total}",
        f"3 of {total}",
    ]


@pytest.mark.parametrize(
    ("name", "control", "target"),
    [
        (HOME, "Next slide", "2 of 8"),
        (HOME, "Show slide 3 of 8", "3 of 8"),
        (HOME, "Stop the slides", "1 of 8"),
        (REVIEWS_PAGE, "Next slide", "2 of 14"),
        (REVIEWS_PAGE, "Stop the slides", "1 of 14"),
    ],
)
def test_a_click_on_a_control_stops_autoplay_for_good(page: Page, name, control, target):
    carousel = open_carousel(page, name)
    expect(carousel).to_have_attribute("data-playing", "true")
    button(carousel, control).click()
    expect(carousel).to_have_attribute("data-playing", "false")
    expect_in_place(carousel, name, target)
    # Pointer and focus both leave: autoplay must not come back.
    away(page)
    page.locator("main h1").first.click()
    record_moves(carousel, name)
    wait_out_autoplay(page)
    expect(carousel).to_have_attribute("data-playing", "false")
    assert [label for _, label in moves(carousel)] == [target]


@pytest.mark.parametrize("name", [HOME, REVIEWS_PAGE])
def test_dragging_the_cards_stops_autoplay_for_good(page: Page, name):
    carousel = open_carousel(page, name)
    expect(carousel).to_have_attribute("data-playing", "true")
    box = slides(carousel).first.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] * 0.8, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(box["x"] + box["width"] * (0.8 - 0.06 * step), y)
    page.mouse.up()
    away(page)
    expect(carousel).to_have_attribute("data-playing", "false")
    # The drag alone brought the next card into place.
    target = f"2 of {TOTAL[name]}"
    expect_in_place(carousel, name, target)
    record_moves(carousel, name)
    wait_out_autoplay(page)
    expect(carousel).to_have_attribute("data-playing", "false")
    assert [label for _, label in moves(carousel)] == [target]


def test_home_autoplay_holds_while_hovered_and_goes_on_after(page: Page):
    carousel = open_carousel(page, HOME)
    expect(carousel).to_have_attribute("data-playing", "true")
    slides(carousel).first.hover()
    expect(carousel).to_have_attribute("data-playing", "false")
    expect_in_place(carousel, HOME, "1 of 8")
    record_moves(carousel, HOME)
    wait_out_autoplay(page)
    assert [label for _, label in moves(carousel)] == ["1 of 8"]
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 1 of 8")
    away(page)
    left_at = page_clock(page)
    expect(carousel).to_have_attribute("data-playing", "true")
    # A whole period again from the moment the pointer left.
    (departure,) = departures_until(carousel, "2 of 8")
    assert AUTOPLAY_S - 0.25 <= departure - left_at <= AUTOPLAY_S + 0.4, departure - left_at
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 2 of 8")


@pytest.mark.parametrize("name", [HOME, REVIEWS_PAGE])
def test_keyboard_users_can_stop_the_slides(page: Page, name):
    carousel = open_carousel(page, name)
    expect(carousel).to_have_attribute("data-playing", "true")
    pause = button(carousel, "Stop the slides")
    pause.focus()
    page.keyboard.press("Enter")
    # Stopped for good: the button is spent, and focus leaving does not restart anything.
    expect(pause).to_be_disabled()
    page.locator("main h1").first.click()
    wait_out_autoplay(page)
    expect(carousel).to_have_attribute("data-playing", "false")
    expect_in_place(carousel, name, f"1 of {TOTAL[name]}")


def test_reduced_motion_means_no_autoplay_but_working_buttons(page: Page):
    page.emulate_media(reduced_motion="reduce")
    carousel = open_carousel(page, HOME)
    away(page)
    wait_out_autoplay(page)
    expect(carousel).to_have_attribute("data-playing", "false")
    expect(current_dot(carousel)).to_have_accessible_name("Show slide 1 of 8")
    expect(button(carousel, "Stop the slides")).to_be_disabled()
    button(carousel, "Next slide").click()
    expect_in_place(carousel, HOME, "2 of 8")


# Layout


@pytest.mark.parametrize(
    ("width", "home", "reviews"),
    [(390, 1, 1), (700, 2, 1), (800, 2, 2), (1280, 3, 3)],
)
def test_slides_per_view_by_screen_width(page: Page, width, home, reviews):
    page.set_viewport_size({"width": width, "height": 900})
    for name, expected in ((HOME, home), (REVIEWS_PAGE, reviews)):
        carousel = open_carousel(page, name)
        per_view = carousel.evaluate(
            """root => {
              const slide = root.querySelector('[aria-roledescription="slide"]');
              const viewport = slide.parentElement.parentElement;
              const style = getComputedStyle(viewport);
              const width =
                viewport.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              const gap = parseFloat(getComputedStyle(slide).paddingLeft);
              const card = slide.firstElementChild.getBoundingClientRect().width;
              return (width + gap) / (card + gap);
            }"""
        )
        assert abs(per_view - expected) < 0.05, (name, width, per_view)


# Back end down


@pytest.mark.parametrize("name", [HOME, REVIEWS_PAGE])
def test_carousels_work_with_the_back_end_unreachable(page: Page, block_back_end, name):
    block_back_end(page)
    total = TOTAL[name]
    carousel = open_carousel(page, name)
    away(page)
    expect(carousel).to_have_attribute("data-playing", "true")
    expect_in_place(carousel, name, f"2 of {total}", timeout_s=AUTOPLAY_S + 2)
    button(carousel, "Next slide").click()
    expect_in_place(carousel, name, f"3 of {total}")
