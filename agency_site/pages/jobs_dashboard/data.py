"""The words of the job board (/jobs-dashboard): its bands, its summary figures, the labels
and options of its filters, and what it says when no job matches."""

from __future__ import annotations

import dataclasses

from agency_site.content.exchange_rates import CURRENCIES
from agency_site.content.job_search import BY_CITY, BY_SALARY
from agency_site.content.jobs import REGIONS, SUBJECT_LABELS
from agency_site.content.models import Heading, PageMeta
from agency_site.i18n import Text, t

HERO = Heading(
    t("Jobs dashboard"),
    t(
        "Every open teaching post we recruit for in Uzbekistan, the United Arab Emirates "
        "and Spain, in one view. Search, filter by country, subject and salary, save the "
        "posts you like and share your search."
    ),
    eyebrow=t("Teaching jobs abroad"),
)
META = PageMeta(
    HERO.title,
    t(
        "Search every open teaching post we recruit for, filter by country, subject and "
        "salary, and share your search."
    ),
)
SEE_JOB_MAP = t("See the job map")

# The figures beside the hero.
OPEN_POSTS = t("Open posts")
COUNTRIES = t("Countries")
HIGHEST_SALARY = t("Highest monthly salary")

SEARCH_HEADING = Heading(
    t("Find your next post"),
    t(
        "Salaries are monthly, in the currency the school pays, and about that much in "
        "your currency at our dated exchange rates."
    ),
    anchor="jobs",
)
FILTERS_LABEL = t("Search and filter jobs")
SEARCH = t("Search jobs")
SEARCH_PLACEHOLDER = t("City, subject or requirement")
MINIMUM_SALARY = t("Minimum monthly salary")
CLEAR_FILTERS = t("Clear filters")


@dataclasses.dataclass(frozen=True)
class Choice:
    """A drop-down of the filters: its label, its element id and its (value, label) options."""

    label: Text
    field_id: str
    options: tuple[tuple[str, str], ...]


COUNTRY = Choice(
    t("Country"),
    "jobs-country",
    (("", t("All countries")), *[(region.id, region.name) for region in REGIONS]),
)
SUBJECT = Choice(
    t("Teaching subject"), "jobs-subject", (("", t("All subjects")), *SUBJECT_LABELS.items())
)
SORT = Choice(
    t("Sort by"), "jobs-sort", ((BY_SALARY, t("Highest salary")), (BY_CITY, t("City (A to Z)")))
)
CURRENCY = Choice(
    t("Your currency"),
    "jobs-currency",
    tuple((currency.code, currency.code) for currency in CURRENCIES),
)

NO_MATCH = Heading(t("No jobs match your search"), t("Try another word, or fewer filters."))


# The job alert form and its notice.
ALERT_FORM_TITLE = t("E-mail me new posts like these")
ALERT_FORM_TEXT = t(
    "We save this search with your address and send you each new post that "
    "matches it, after you confirm by e-mail. Every alert has a link to stop it."
)
EMAIL_PLACEHOLDER = t("you@example.com")
SAVE_THIS_SEARCH = t("Save this search")
ALERT_SAVED = t("Alert saved")
ALERT_SAVED_TEXT = t(
    "Please confirm with the link we have sent to your e-mail address. Then we e-mail you "
    "each new post that matches this search."
)
