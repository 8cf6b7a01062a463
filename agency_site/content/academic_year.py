"""The academic year the site's dated statements belong to, and the day they date from.

The ministry partnership was exclusive for the 2025-2026 academic year (the spec), a fact
of the past that the pages state in the past tense. The intakes in October and December and
the open applications are statements about the present: each page shows them with the year
and the month they are known true as of (AS_OF). agency_site/confirmations.py warns once
that day is more than a year ago, and a deployment (AGENCY_DEPLOY=1) refuses it: the agency
confirms the next year's intakes, then both values change here, and the statements with them.
"""

from __future__ import annotations

import datetime

from agency_site.i18n import month_text, t

ACADEMIC_YEAR = "2025-2026"
# When it began: the day its intakes and open applications were last known true.
BEGAN_ON = datetime.date(2025, 9, 1)
AS_OF = month_text(BEGAN_ON.year, BEGAN_ON.month)

# The exclusivity, a fact of a year now over: in the past tense, or saying the year ended.
MINISTRY_PARTNER = t(
    "Partner of Uzbekistan's Ministry of Preschool and School Education since 2024; "
    "we were its exclusive recruitment partner for the 2025-2026 academic year."
)
EXCLUSIVE_STATUS = t("Exclusive recruitment partner for the 2025-2026 academic year, now ended")

INTAKES = t("October and December ({year}, as of {month})", year=ACADEMIC_YEAR, month=AS_OF)
