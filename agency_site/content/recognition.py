"""The two recognitions the spec names, each worded once (issue 53: the award's category was
worded three ways, and the top-rated badge was put on the partner itself).

From the spec: "a corporate award won in 2025 (awards page says 2025/26)", with no category,
and "a top-rated provider badge from a TEFL training partner": the badge is ours, given by
the partner. The home page, the about page, the news list and the awards page read them here.
"""

from __future__ import annotations

from agency_site.i18n import t

AWARD = t("Winner in the Prestige Awards 2025/26.")
BADGE = t("A top-rated provider badge from our TEFL training partner.")
