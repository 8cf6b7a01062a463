"""The table of the site's changes to Reflex's generated front end (agency_site/platform/frontend/).

Each patch has its own tests beside the behaviour it serves (test_entry_client.py,
test_frontend_routes.py, test_without_emotion.py, test_browser_modules.py); these check the
table itself."""

from __future__ import annotations

from importlib.metadata import version

import pytest

from agency_site import browser
from agency_site.platform import frontend
from agency_site.platform.frontend import PATCHES, PatchNoLongerApplies, SiteFrontendPlugin
from agency_site.platform.reflex_internals import TEMPLATES


def test_every_patch_was_reviewed_for_the_installed_reflex():
    assert version("reflex") == frontend.WRITTEN_FOR, (
        "Reflex was upgraded: follow 'Upgrading Reflex' in agency_site/platform/README.md (review "
        "each patch of agency_site/platform/frontend/PATCHES against the new version's files and "
        "its figure, then set WRITTEN_FOR)"
    )


def test_the_plugin_changes_exactly_the_files_the_table_lists():
    modified = []
    context = {
        "add_modify_task": lambda target, change: modified.append((target, change)),
        "add_save_task": lambda task: None,
    }
    SiteFrontendPlugin().pre_compile(**context)
    assert modified == [(patch.target, patch.change) for patch in PATCHES]
    assert all(patch.gains for patch in PATCHES)


@pytest.mark.parametrize(
    ("change", "text"),
    [
        (frontend.with_language_catch_alls, "export default [];\n"),
        (frontend.with_not_found_pages_prerendered, 'export default {"prerender": ["/"]};'),
        (frontend.without_emotion, "export default defineConfig({});\n"),
        (frontend.with_navigations_rendered_at_once, "hydrateRoot(document, App);\n"),
        (frontend.with_each_event_applied_once, "export const applyEvent = () => {};\n"),
    ],
    ids=lambda value: getattr(value, "__name__", ""),
)
def test_a_patch_whose_anchor_is_gone_stops_the_build_naming_it(change, text):
    with pytest.raises(PatchNoLongerApplies, match=f"the site's patch {change.__name__} "):
        change(text)


def test_the_theme_provider_replaced_whole_is_the_one_it_was_written_against():
    reflex_provider = (TEMPLATES / "web" / frontend.THEME_PROVIDER_TARGET).read_text()
    ours = frontend.with_our_colour_mode_provider(reflex_provider)
    assert ours == browser.from_assets("react-theme.js")
    with pytest.raises(PatchNoLongerApplies, match=r"react-theme\.js changed"):
        frontend.with_our_colour_mode_provider(reflex_provider + "\n// a Reflex upgrade\n")
