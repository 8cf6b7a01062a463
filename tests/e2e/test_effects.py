"""Decorative motion: the awards page's confetti (spec 2.18 and 9: 5 seconds, a burst every
250 ms) and the home page's scroll reveal (spec 2.3), neither for visitors who prefer
reduced motion. The back end is unreachable in every test."""

from __future__ import annotations

import itertools
import statistics

import pytest
from playwright.sync_api import Page, expect

from agency_site import routes
from tests.e2e.pages import visit

# canvas-confetti clears its canvas at the start of each frame, then fills one path per
# piece, fully opaque only in the first frame after the piece is launched: a frame with an
# opaque piece follows a burst.
CONFETTI_RECORDER = """
(() => {
  window.__confetti = {frames: [], canvasSeen: false};
  const isConfetti = (context) => context.canvas.dataset.testid === 'confetti';
  const prototype = CanvasRenderingContext2D.prototype;
  const clearRect = prototype.clearRect;
  const fill = prototype.fill;
  prototype.clearRect = function (...args) {
    if (isConfetti(this)) {
      window.__confetti.frames.push({at: performance.now(), pieces: 0, launched: 0});
    }
    return clearRect.apply(this, args);
  };
  prototype.fill = function (...args) {
    const frames = window.__confetti.frames;
    if (frames.length && isConfetti(this)) {
      frames[frames.length - 1].pieces += 1;
      if (this.fillStyle.startsWith('#')) frames[frames.length - 1].launched += 1;
    }
    return fill.apply(this, args);
  };
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="confetti"]')) window.__confetti.canvasSeen = true;
  }).observe(document, {childList: true, subtree: true});
})();
"""

# The first home section's opacity in each of the first 120 frames it is on the page.
FIRST_SECTION_RECORDER = """
(() => {
  window.__firstSection = [];
  const sample = () => {
    const first = document.querySelector('[data-testid="scroll-reveal"] > *');
    if (first) window.__firstSection.push(getComputedStyle(first).opacity);
    if (window.__firstSection.length < 120) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();
"""

reduced_motion = pytest.mark.browser_context_args(reduced_motion="reduce")


@pytest.fixture
def offline_page(page: Page, block_back_end) -> Page:
    block_back_end(page.context)
    return page


def test_confetti_bursts_every_250_ms_for_5_seconds_then_goes(offline_page: Page):
    page = offline_page
    page.add_init_script(CONFETTI_RECORDER)
    visit(page, routes.AWARDS)
    canvas = page.get_by_test_id("confetti")
    expect(canvas).to_be_attached()
    expect(canvas).to_have_attribute("aria-hidden", "true")
    assert canvas.evaluate("c => getComputedStyle(c).pointerEvents") == "none"
    assert canvas.evaluate("c => getComputedStyle(c).position") == "fixed"

    expect(canvas).to_have_count(0, timeout=15_000)
    frames = page.evaluate("window.__confetti.frames")
    bursts = [frame["at"] for frame in frames if frame["launched"]]
    assert 17 <= len(bursts) <= 20, f"{len(bursts)} bursts"
    assert 4_400 <= bursts[-1] - bursts[0] <= 5_300
    gaps = [later - earlier for earlier, later in itertools.pairwise(bursts)]
    assert 220 <= statistics.median(gaps) <= 300
    # The last pieces fall within a few seconds and the final frame is blank.
    assert frames[-1]["at"] - bursts[-1] <= 3_000
    assert frames[-1]["pieces"] == 0

    page.wait_for_timeout(1_000)
    assert len(page.evaluate("window.__confetti.frames")) == len(frames), "drawing stopped"


@reduced_motion
def test_no_confetti_for_visitors_who_prefer_reduced_motion(offline_page: Page):
    page = offline_page
    page.add_init_script(CONFETTI_RECORDER)
    visit(page, routes.AWARDS)
    page.wait_for_timeout(2_000)
    expect(page.get_by_test_id("confetti")).to_have_count(0)
    assert page.evaluate("window.__confetti") == {"frames": [], "canvasSeen": False}


def reveal_sections(page: Page):
    return page.get_by_test_id("scroll-reveal").locator(":scope > *")


def opacities(page: Page) -> list[str]:
    return reveal_sections(page).evaluate_all(
        "sections => sections.map(s => getComputedStyle(s).opacity)"
    )


# The last home section's opacity in every frame from now on, while the test scrolls it into
# view and after (however many frames the scroll takes on a busy machine).
LAST_SECTION_RECORDER = """() => {
    window.__lastSection = [];
    const last = document.querySelector('[data-testid="scroll-reveal"]').lastElementChild;
    const sample = () => {
        window.__lastSection.push(Number(getComputedStyle(last).opacity));
        requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
}"""


def scroll_down_the_page(page: Page) -> None:
    """Down by a tenth of the screen at a time, each step drawn before the next: a section
    must be seen in the band just below the screen (ScrollReveal's 15 % margin) to fade in,
    and a section that came straight onto the screen (a jump) just shows. Steps timed by the
    clock were merged on a busy machine, and the last section then jumped into view."""
    page.evaluate(
        """async () => {
            const drawn = () => new Promise((resolve) =>
                requestAnimationFrame(() => requestAnimationFrame(resolve)));
            for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 10) {
                scrollTo(0, y);
                await drawn();
            }
        }"""
    )


def test_home_sections_are_marked_and_fade_in_as_they_scroll_into_view(offline_page: Page):
    page = offline_page
    page.add_init_script(FIRST_SECTION_RECORDER)
    visit(page, routes.HOME)
    sections = reveal_sections(page)
    assert sections.count() >= 8

    # What is on screen as the script starts is marked at once and never blinks.
    expect(sections.first).to_have_attribute("data-revealed", "true")
    page.wait_for_function("() => window.__firstSection.length >= 120")
    assert set(page.evaluate("window.__firstSection")) == {"1"}

    # Below the fold nothing is hidden (a full-page screenshot shows it all): a section is
    # marked and fades in from below as the visitor scrolls down to it.
    last = sections.last
    expect(last).not_to_have_attribute("data-revealed", "true")
    assert set(opacities(page)) == {"1"}
    page.evaluate(LAST_SECTION_RECORDER)
    scroll_down_the_page(page)
    # The fade, which starts as the section comes into view at the end of the scroll.
    page.wait_for_timeout(1_000)
    faded = page.evaluate("window.__lastSection")
    assert min(faded) < 0.5, faded
    for index in range(sections.count()):
        expect(sections.nth(index)).to_have_attribute("data-revealed", "true")
    page.wait_for_timeout(800)
    assert set(opacities(page)) == {"1"}


def test_a_section_reached_by_a_jump_is_marked_without_blinking(offline_page: Page):
    page = offline_page
    visit(page, routes.HOME)
    expect(reveal_sections(page).first).to_have_attribute("data-revealed", "true")
    last = reveal_sections(page).last
    page.evaluate(LAST_SECTION_RECORDER)
    last.evaluate("section => section.scrollIntoView({block: 'center'})")
    expect(last).to_have_attribute("data-revealed", "true")
    page.wait_for_function("() => window.__lastSection.length >= 90")
    assert set(page.evaluate("window.__lastSection")) == {1}


@reduced_motion
def test_with_reduced_motion_every_section_shows_at_once(offline_page: Page):
    page = offline_page
    visit(page, routes.HOME)
    expect(reveal_sections(page).first).to_have_attribute("data-revealed", "true")
    page.evaluate(LAST_SECTION_RECORDER)
    scroll_down_the_page(page)
    expect(reveal_sections(page).last).to_have_attribute("data-revealed", "true")
    page.wait_for_function("() => window.__lastSection.length >= 90")
    assert set(page.evaluate("window.__lastSection")) == {1}
    transforms = reveal_sections(page).evaluate_all(
        "sections => sections.map(s => getComputedStyle(s).transform)"
    )
    assert set(transforms) == {"none"}
