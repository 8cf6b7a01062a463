"""The words of the blog pages: the list's hero, search, categories and newsletter block,
and an article's links (the articles themselves are Markdown in content/blog/)."""

from __future__ import annotations

from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import at_least, t
from agency_site.seo import BLOG_NAME

META = PageMeta(
    BLOG_NAME,
    t("Guides to teaching and living in Uzbekistan: culture, cities, food, money and language."),
)
REDIRECTING = t("Redirecting to the blog.")

HERO = Heading(
    t("Insights for teachers abroad"),
    t("Practical guides to teaching and living in Uzbekistan, from our team and our teachers."),
    eyebrow=t("Blog"),
)
SEARCH_LABEL = t("Search articles")
SEARCH_PLACEHOLDER = t("Search articles...")
SEARCH = t("Search")
ALL_CATEGORIES = t("All Posts")
CATEGORY_FILTER = t("Filter posts by category")
CATEGORIES = t("Categories")
ALL_POSTS = t("All posts")
NO_MATCH = Heading(t("No Articles Found"), t("Try adjusting your search or category selection."))
READ_MORE = t("Read More")

# The newsletter block at the foot of the list; its claim is "Join 5,000+ educators".
NEWSLETTER = Heading(
    t("Stay Updated"),
    t("Coming soon: new guides on teaching and living abroad, straight to your inbox."),
)
EMAIL = t("Email address")
EMAIL_PLACEHOLDER = t("Enter your email")
SUBSCRIBE = t("Subscribe Now (Soon!)")
NEWSLETTER_READERS = t(
    "Join {count} educators who trust us for the latest education insights.",
    count=at_least(5_000),
)


# An article's page.
BACK_TO_BLOG = t("Back to Blog")
RELATED = t("Related Articles")
VIEW_ALL = t("View All Posts")
