"""The academic year the site's dated statements belong to.

The ministry partnership is exclusive for the 2025-2026 academic year, and the
home page's hiring banner names the October and December intakes, which are that year's. Each
page shows the year beside such a statement, and agency_site/confirmations.py warns once the
year began more than a year ago. The agency must confirm the next year's terms; then both
values change here, and the statements with them.
"""

from __future__ import annotations

import datetime

from agency_site.i18n import t

ACADEMIC_YEAR = "2025-2026"
# When it began, the day from which its statements count.
BEGAN_ON = datetime.date(2025, 9, 1)

INTAKES = t("October and December ({year})", year=ACADEMIC_YEAR)
