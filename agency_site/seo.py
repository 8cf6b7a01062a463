"""Page titles built one way for every route."""

from __future__ import annotations

from agency_site.i18n import t
from agency_site.settings import settings

BLOG_NAME = f"{settings.brand_name} " + t("Blog")


def page_title(name: str) -> str:
    return f"{name} | {settings.brand_name}"


def article_title(title: str) -> str:
    """Spec 2.12: the article title followed by the blog name."""
    return f"{title} | {BLOG_NAME}"
