"""Design tokens as Tailwind class strings, shared by the layout and the pages.

Colours of the page background (the spec's gradients) live in assets/css/site.css,
keyed on the class Reflex puts on <html>, so they are right from the first paint.
"""

# Centred content with side gutters; add one max-w-* (never on top of CONTAINER's own).
GUTTERS = "mx-auto w-full px-4 sm:px-6 lg:px-8"
CONTAINER = GUTTERS + " max-w-7xl"
# The reading width of articles and legal text.
READING_COLUMN = GUTTERS + " max-w-3xl"

FOCUS_RING = (
    "focus-visible:outline-2 focus-visible:outline-offset-2 "
    "focus-visible:outline-amber-500 dark:focus-visible:outline-amber-300"
)

_BUTTON = (
    "inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 "
    "text-sm font-semibold transition-colors " + FOCUS_RING
)
BUTTON_PRIMARY = (
    _BUTTON + " bg-blue-700 text-white hover:bg-blue-800 "
    "dark:bg-sky-400 dark:text-slate-950 dark:hover:bg-sky-300"
)
BUTTON_ACCENT = _BUTTON + " bg-amber-400 text-slate-950 hover:bg-amber-300"
BUTTON_SECONDARY = (
    _BUTTON + " bg-white/70 text-slate-900 ring-1 ring-slate-900/15 hover:bg-white "
    "dark:bg-white/5 dark:text-white dark:ring-white/20 dark:hover:bg-white/10"
)
# A quiet button on the blue call-to-action band.
BUTTON_ON_BRAND = _BUTTON + " text-white ring-1 ring-white/40 hover:bg-white/10"
ICON_BUTTON = (
    "inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 "
    "transition-colors hover:bg-slate-900/5 dark:text-slate-200 dark:hover:bg-white/10 "
    + FOCUS_RING
)

# A filter choice (blog categories, partner tags); aria-pressed marks the chosen one.
FILTER_BUTTON = (
    "rounded-full px-4 py-2 text-sm font-semibold transition-colors ring-1 ring-inset "
    "bg-white/70 text-slate-700 ring-slate-900/10 not-aria-pressed:hover:bg-white "
    "dark:bg-white/5 dark:text-slate-200 dark:ring-white/15 dark:not-aria-pressed:hover:bg-white/10 "
    "aria-pressed:bg-blue-700 aria-pressed:text-white aria-pressed:ring-blue-700 "
    "dark:aria-pressed:bg-sky-400 dark:aria-pressed:text-slate-950 dark:aria-pressed:ring-sky-400 "
    + FOCUS_RING
)

CARD = (
    "rounded-2xl bg-white/80 shadow-sm ring-1 ring-slate-900/5 "
    "dark:bg-slate-900/60 dark:ring-white/10"
)

EYEBROW = "text-sm font-semibold uppercase tracking-wider text-blue-700 dark:text-sky-300"
# Long compounds (German: "Vermittlungspakete") hyphenate, or break, instead of overflowing
# a phone's width.
_WRAP_WORDS = " hyphens-auto [overflow-wrap:break-word]"
HEADING_1 = (
    "text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white" + _WRAP_WORDS
)
HEADING_2 = (
    "text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white" + _WRAP_WORDS
)
HEADING_3 = "text-lg font-semibold text-slate-900 dark:text-white" + _WRAP_WORDS
TEXT = "text-slate-700 dark:text-slate-300"
TEXT_MUTED = "text-slate-600 dark:text-slate-400"
LINK = (
    "font-medium text-blue-700 underline-offset-4 hover:underline dark:text-sky-300 " + FOCUS_RING
)
