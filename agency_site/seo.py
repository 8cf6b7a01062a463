"""Page titles built one way for every route, in every language."""

from __future__ import annotations

from agency_site.i18n import Localized, in_language, per_language, t
from agency_site.settings import settings

BLOG_NAME = per_language(lambda code: f"{settings.brand_name} {in_language(t('Blog'), code)}")


def page_title(name: str) -> Localized:
    return per_language(lambda code: f"{in_language(name, code)} | {settings.brand_name}")


def article_title(title: str) -> Localized:
    """Spec 2.12: the article title followed by the blog name."""
    return per_language(lambda code: f"{in_language(title, code)} | {in_language(BLOG_NAME, code)}")
