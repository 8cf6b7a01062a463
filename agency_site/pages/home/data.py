"""Home page figures and selling points."""

from __future__ import annotations

import dataclasses

from agency_site.i18n import t


@dataclasses.dataclass(frozen=True)
class Statistic:
    value: str
    label: str


# Spec 2.3 gives the labels; the values are the agency's own figures.
STATISTICS = (
    Statistic("500+", t("Teachers Placed")),
    Statistic("12", t("Countries Served")),
    Statistic("96%", t("Placement Success Rate")),
    Statistic("8+", t("Years of Experience")),
)


@dataclasses.dataclass(frozen=True)
class Reason:
    icon: str
    title: str
    text: str


WHY_CHOOSE_US = (
    Reason(
        "landmark",
        t("Ministry partnership"),
        t(
            "Exclusive recruitment partner of Uzbekistan's Ministry of Preschool and School Education for 2025-2026."
        ),
    ),
    Reason(
        "shield-check",
        t("Fair, transparent recruitment"),
        t("No hidden fees for placements: you only pay for optional services you choose."),
    ),
    Reason(
        "heart-handshake",
        t("Support from offer to arrival"),
        t("Help with documents, visas, housing and your first weeks in the classroom."),
    ),
    Reason(
        "globe",
        t("Schools on three continents"),
        t(
            "Posts in Uzbekistan, the UAE and Spain for teachers of English, German, French and Arabic."
        ),
    ),
)
