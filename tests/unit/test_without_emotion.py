"""The Vite config rewrite that builds the pages with React's createElement, not Emotion."""

from __future__ import annotations

import pytest

from agency_site.platform.frontend import WITHOUT_EMOTION_TARGET, without_emotion

# The shape of the alias list in Reflex 0.10.1's vite.config.js.
REFLEX_ALIASES = """  resolve: {
    alias: [
      {
        find: "$",
        replacement: fileURLToPath(new URL("./", import.meta.url)),
      },
    ],
  },"""


def test_emotion_resolves_to_the_site_module_before_reflex_aliases():
    config = without_emotion(REFLEX_ALIASES)
    emotion = config.index(r"find: /^@emotion\/react$/")
    assert config.index(f'new URL("./{WITHOUT_EMOTION_TARGET}"', emotion) > emotion
    assert emotion < config.index('find: "$"')
    assert config.count("@emotion") == 1


def test_a_reflex_config_without_its_alias_list_stops_the_build():
    with pytest.raises(ValueError, match="has no 'alias: \\['"):
        without_emotion("export default defineConfig({});\n")
