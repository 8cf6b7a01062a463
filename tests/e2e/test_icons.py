"""Each icon drawn as one path looks as Lucide's own shapes do (agency_site/components/icons.py).

Both drawings of every icon are painted at 96 px in Chromium and compared pixel by pixel;
only antialiasing where a path crosses itself may differ.
"""

import html

from playwright.sync_api import Page

from agency_site.components import icons

SIZE = 96
# Pixels whose coverage may differ, of the ~3,000 an icon inks at this size.
TOLERATED_PIXELS = 4

_COMPARE = """async ([drawings, size]) => {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const context = canvas.getContext("2d", {willReadFrequently: true});
  const coverage = async (svg) => {
    const image = new Image();
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
    await image.decode();
    context.clearRect(0, 0, size, size);
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, size, size).data;
  };
  const result = {};
  for (const [name, [lucide, merged]] of Object.entries(drawings)) {
    const [a, b] = [await coverage(lucide), await coverage(merged)];
    let differing = 0, inked = 0;
    for (let alpha = 3; alpha < a.length; alpha += 4) {
      if (Math.abs(a[alpha] - b[alpha]) > 60) differing++;
      if (a[alpha] > 60) inked++;
    }
    result[name] = [differing, inked];
  }
  return result;
}"""


def _svg(shapes) -> str:
    """An icon with Lucide's stroke, in black, for an <img>."""
    elements = "".join(
        f"<{tag} "
        + " ".join(f'{key}="{html.escape(value)}"' for key, value in attributes.items())
        + "/>"
        for tag, attributes in shapes
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="{SIZE}" '
        f'height="{SIZE}" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" '
        f'stroke-linejoin="round">{elements}</svg>'
    )


def test_every_icon_as_one_path_looks_as_lucides_shapes(page: Page):
    drawings = {
        name: [_svg(shapes), _svg(icons._drawing(name))] for name, shapes in icons._shapes().items()
    }
    page.set_content("<!doctype html><title>icons</title>")
    result = page.evaluate(_COMPARE, [drawings, SIZE])
    assert len(result) == len(drawings)
    assert all(inked > 200 for _, inked in result.values()), "an icon drew nothing"
    differing = {name: pixels for name, (pixels, _) in result.items() if pixels > TOLERATED_PIXELS}
    assert not differing, f"icons drawn differently: {differing}"
