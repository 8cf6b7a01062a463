// Python cannot change what Reflex's compiled pages call: they render each element with Emotion's
// `jsx` for a `css` prop unused here (tests/unit/test_pages_build.py); React's own is 11 KB less.
export { createElement as jsx } from "react";
