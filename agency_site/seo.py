"""What search engines and link previews read about a page: its title, its social cards
and its structured data, built one way for every route in every language."""

from __future__ import annotations

import reflex as rx

from agency_site import routes
from agency_site.i18n import CODES, Localized, in_language, per_language, t
from agency_site.settings import settings
from agency_site.structured_data import breadcrumbs, organization, script_text

BLOG_NAME = per_language(lambda code: f"{settings.brand_name} {in_language(t('Blog'), code)}")
_TITLE_SEPARATOR = " | "
# The picture shown when a page is shared (assets/images/share.jpg, 1200 x 630).
SHARE_IMAGE = "/images/share.jpg"
# Open Graph locales of the site's languages.
# Open Graph wants language_TERRITORY; a language not listed gets its own code.
OG_LOCALES = {"en": "en_GB", "fr": "fr_FR", "de": "de_DE"}


def og_locale(language: str) -> str:
    return OG_LOCALES.get(language, language)


def page_title(name: str) -> Localized:
    return per_language(
        lambda code: f"{in_language(name, code)}{_TITLE_SEPARATOR}{settings.brand_name}"
    )


def article_title(title: str) -> Localized:
    """The article title followed by the blog name."""
    return per_language(
        lambda code: f"{in_language(title, code)}{_TITLE_SEPARATOR}{in_language(BLOG_NAME, code)}"
    )


def tab_title(route: routes.Route, language: str) -> str:
    """The title of the page's browser tab (and of its link previews)."""
    return in_language(route.full_title or page_title(route.meta.name), language)


def _property(name: str, content: str) -> rx.Component:
    # Open Graph names go in `property`, which Reflex's meta element has no prop for.
    return rx.el.meta(content=content, custom_attrs={"property": name})


def social_tags(route: routes.Route, language: str) -> list[rx.Component]:
    """Open Graph and Twitter card tags (og:image comes from add_page's `image`)."""
    title = tab_title(route, language)
    description = in_language(route.meta.description, language)
    is_article = route.path.startswith((routes.BLOG + "/", routes.NEWS + "/"))
    return [
        _property("og:type", "article" if is_article else "website"),
        _property("og:site_name", settings.brand_name),
        _property("og:title", title),
        _property("og:description", description),
        *(
            [_property("og:url", routes.page_url(language, route.path))]
            if routes.has_address(route.path)
            else []
        ),
        _property("og:locale", og_locale(language)),
        *[_property("og:locale:alternate", og_locale(code)) for code in CODES if code != language],
        rx.el.meta(name="twitter:card", content="summary_large_image"),
        rx.el.meta(name="twitter:title", content=title),
        rx.el.meta(name="twitter:description", content=description),
        rx.el.meta(name="twitter:image", content=share_image_url()),
        # Not a destination (a not-found page, a redirect, a closed post): kept out of search
        # engines' indexes, as out of the sitemap.
        *([] if route.public else [rx.el.meta(name="robots", content="noindex")]),
    ]


def share_image_url() -> str:
    return routes.absolute(SHARE_IMAGE)


def breadcrumb_trail(route: routes.Route, table: list[routes.Route]) -> list[routes.Route]:
    """The routes from the home page down to `route`: /, /services, /services/job-map; none
    for the not-found page, which is nowhere on the site's tree."""
    if not routes.has_address(route.path):
        return []
    by_path = {entry.path: entry for entry in table}
    segments = route.path.strip("/").split("/") if route.path != routes.HOME else []
    parents = [routes.HOME] + ["/" + "/".join(segments[:end]) for end in range(1, len(segments))]
    return [by_path[path] for path in parents if path in by_path] + (
        [route] if route.path != routes.HOME else []
    )


def structured_data(route: routes.Route, trail: list[routes.Route], language: str) -> list[dict]:
    """Every JSON-LD block of the page: organisation, breadcrumbs, then the page's own."""
    return [
        organization(),
        *(
            [
                breadcrumbs(
                    ((in_language(step.meta.name, language), step.path) for step in trail), language
                )
            ]
            if trail
            else []
        ),
        *(route.structured_data(language) if route.structured_data else []),
    ]


def json_ld(blocks: list[dict]) -> rx.Component:
    return rx.fragment(
        *[rx.el.script(script_text(block), type="application/ld+json") for block in blocks]
    )


def robots_txt() -> str:
    """Every page may be crawled; the sitemap lists them in every language."""
    return f"User-agent: *\nAllow: /\n\nSitemap: {routes.absolute('/sitemap.xml')}\n"
