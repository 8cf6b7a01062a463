"""What Google's structured-data documentation requires of each schema.org type the site
publishes, and the recommended properties of a JobPosting (its salary, closing day,
employment type, identifier and whether it is applied for directly) and an article's
dateModified, as a checker the unit and production tests share.
"""

from __future__ import annotations

import datetime
import re

from agency_site.settings import settings

EMPLOYMENT_TYPES = {
    "FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"
}  # fmt: skip
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$")


def absolute_url(value: object) -> bool:
    return isinstance(value, str) and value.startswith(settings.site_origin + "/")


def filled(value: object) -> bool:
    return isinstance(value, str) and value.strip() != ""


def problems_in(block: dict) -> list[str]:
    """What Google would reject or warn about in `block`, by its @type."""
    found = []
    if block.get("@context") != "https://schema.org":
        found.append("@context is not https://schema.org")
    kind = block.get("@type")
    check = {
        "Organization": _organization,
        "BreadcrumbList": _breadcrumbs,
        "JobPosting": _job_posting,
        "BlogPosting": _article,
        "NewsArticle": _article,
        "FAQPage": _faq_page,
    }.get(kind)
    if check is None:
        return [*found, f"unexpected @type {kind!r}"]
    return found + [f"{kind}: {problem}" for problem in check(block)]


def _organization(block: dict) -> list[str]:
    found = [] if filled(block.get("name")) else ["no name"]
    found += [] if absolute_url(block.get("url")) else ["url is not absolute"]
    found += [] if absolute_url(block.get("logo")) else ["logo is not absolute"]
    return found


def _breadcrumbs(block: dict) -> list[str]:
    items = block.get("itemListElement") or []
    found = [] if items else ["no itemListElement"]
    for position, item in enumerate(items, start=1):
        if item.get("@type") != "ListItem" or item.get("position") != position:
            found.append(f"item {position}: not a ListItem at position {position}")
        if not filled(item.get("name")):
            found.append(f"item {position}: no name")
        if not absolute_url(item.get("item")):
            found.append(f"item {position}: item is not an absolute URL")
    return found


def _job_posting(block: dict) -> list[str]:
    found = [f"no {field}" for field in ("title", "description") if not filled(block.get(field))]
    posted = str(block.get("datePosted", ""))
    if not ISO_DATE.match(posted):
        found.append("datePosted is not an ISO 8601 date")
    elif posted[:10] > datetime.date.today().isoformat():
        found.append("datePosted is in the future")
    # Google's recommended properties (those for remote posts aside) are checked as required.
    found += [
        f"no {field} (recommended)"
        for field in ("validThrough", "employmentType", "identifier", "directApply")
        if field not in block
    ]
    if "validThrough" in block:
        closes = str(block["validThrough"])
        if not ISO_DATE.match(closes):
            found.append("validThrough is not an ISO 8601 date")
        elif closes < datetime.date.today().isoformat():
            found.append("validThrough has passed: search engines drop the posting")
        elif closes < posted:
            found.append("validThrough is before datePosted")
    if "employmentType" in block and block["employmentType"] not in EMPLOYMENT_TYPES:
        found.append("employmentType is not one of schema.org's values")
    if "directApply" in block and not isinstance(block["directApply"], bool):
        found.append("directApply is not true or false")
    organization = block.get("hiringOrganization") or {}
    if not filled(organization.get("name")):
        found.append("hiringOrganization has no name")
    address = (block.get("jobLocation") or {}).get("address") or {}
    if not filled(address.get("addressLocality")) or not re.fullmatch(
        r"[A-Z]{2}", str(address.get("addressCountry", ""))
    ):
        found.append("jobLocation.address needs a locality and an ISO country code")
    salary = block.get("baseSalary") or {}
    value = salary.get("value") or {}
    if not re.fullmatch(r"[A-Z]{3}", str(salary.get("currency", ""))):
        found.append("baseSalary has no ISO 4217 currency")
    if not isinstance(value.get("value"), int | float) or value.get("unitText") not in {
        "HOUR", "DAY", "WEEK", "MONTH", "YEAR"
    }:  # fmt: skip
        found.append("baseSalary.value needs an amount and a unitText")
    return found


def _article(block: dict) -> list[str]:
    found = [] if filled(block.get("headline")) else ["no headline"]
    if len(block.get("headline", "")) > 110:
        found.append("headline longer than 110 characters")
    images = block.get("image") or []
    if not images or not all(absolute_url(image) for image in images):
        found.append("image is not a list of absolute URLs")
    published, modified = str(block.get("datePublished", "")), str(block.get("dateModified", ""))
    if not ISO_DATE.match(published):
        found.append("datePublished is not an ISO 8601 date")
    if not ISO_DATE.match(modified):
        found.append("dateModified is not an ISO 8601 date")
    elif modified < published:
        found.append("dateModified is before datePublished")
    authors = block.get("author") or []
    if not authors or not all(filled(author.get("name")) for author in authors):
        found.append("author has no name")
    publisher = block.get("publisher") or {}
    if not filled(publisher.get("name")):
        found.append("publisher has no name")
    logo = publisher.get("logo") or {}
    if logo.get("@type") != "ImageObject" or not absolute_url(logo.get("url")):
        found.append("publisher.logo is not an ImageObject with an absolute url")
    return found


def _faq_page(block: dict) -> list[str]:
    questions = block.get("mainEntity") or []
    found = [] if questions else ["no mainEntity"]
    for question in questions:
        answer = question.get("acceptedAnswer") or {}
        if question.get("@type") != "Question" or not filled(question.get("name")):
            found.append("a Question without a name")
        if answer.get("@type") != "Answer" or not filled(answer.get("text")):
            found.append(f"{question.get('name')!r} has no Answer text")
    return found
