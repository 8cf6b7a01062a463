// Reflex renders every element with Emotion's `jsx`, for a `css` prop this site never uses
// (Tailwind styles it; tests/unit/test_pages_build.py): React's own, 11 KB less per page.
export { createElement as jsx } from "react";
