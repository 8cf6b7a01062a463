"""Building blocks every page uses, imported from here (`from agency_site.components.page
import hero, section`): the bands of a page (bands.py), cards and tiles (cards.py), lists and
figures (lists.py), and buttons (buttons.py)."""

from __future__ import annotations

from agency_site.components.page.bands import (
    call_to_action,
    contact_call_to_action,
    contact_hero,
    hero,
    lead_paragraphs,
    section,
)
from agency_site.components.page.buttons import (
    arrow_button,
    button_link,
    contact_button,
    external_button,
    icon_button,
    jump_button,
    jump_link,
    jump_links,
    mail_button,
    notice_button,
)
from agency_site.components.page.cards import (
    card,
    card_grid,
    empty_state,
    feature_grid,
    icon_tile,
    labelled_card,
    name_and_role,
    soon_badge,
    tinted_tile,
    title_link,
)
from agency_site.components.page.lists import (
    UNCONFIRMED_MARK,
    Statistic,
    StatLook,
    check_list,
    fact_list,
    icon_term,
    stat_grid,
    step_number,
    steps,
    tick_items,
)

__all__ = [
    "UNCONFIRMED_MARK",
    "StatLook",
    "Statistic",
    "arrow_button",
    "button_link",
    "call_to_action",
    "card",
    "card_grid",
    "check_list",
    "contact_button",
    "contact_call_to_action",
    "contact_hero",
    "empty_state",
    "external_button",
    "fact_list",
    "feature_grid",
    "hero",
    "icon_button",
    "icon_term",
    "icon_tile",
    "jump_button",
    "jump_link",
    "jump_links",
    "labelled_card",
    "lead_paragraphs",
    "mail_button",
    "name_and_role",
    "notice_button",
    "section",
    "soon_badge",
    "stat_grid",
    "step_number",
    "steps",
    "tick_items",
    "tinted_tile",
    "title_link",
]
