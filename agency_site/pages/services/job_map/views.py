"""The job map's drawing: the land, the countries with open posts, a pin per job that links
to its country's jobs, and the same jobs as a list."""

from __future__ import annotations

import dataclasses

import reflex as rx

from agency_site import design, routes
from agency_site.components.links import link
from agency_site.components.open_posts import while_open
from agency_site.content.jobs import JOBS, REGIONS, Job, Region, jobs_in
from agency_site.pages.services.job_map import data
from agency_site.pages.services.job_map.geography import (
    EAST,
    HEIGHT,
    LAND,
    NORTH,
    SPAIN,
    UAE,
    UZBEKISTAN,
    WEST,
    WIDTH,
    Outline,
    project,
    svg_path,
)


@dataclasses.dataclass(frozen=True)
class RegionStyle:
    """How a country with open posts is drawn: its outline, its tint, its pins."""

    outline: Outline
    country_class: str
    pin_class: str
    # The matching dot beside the country's name in the list.
    dot_class: str


REGION_STYLES: dict[Region, RegionStyle] = {
    "uzbekistan": RegionStyle(
        UZBEKISTAN,
        "fill-blue-200 stroke-blue-700 dark:fill-sky-900 dark:stroke-sky-400",
        "fill-blue-700 dark:fill-sky-400",
        "bg-blue-700 dark:bg-sky-400",
    ),
    "uae": RegionStyle(
        UAE,
        "fill-amber-200 stroke-amber-600 dark:fill-amber-900 dark:stroke-amber-300",
        "fill-amber-500 dark:fill-amber-300",
        "bg-amber-500 dark:bg-amber-300",
    ),
    "spain": RegionStyle(
        SPAIN,
        "fill-rose-200 stroke-rose-600 dark:fill-rose-950 dark:stroke-rose-400",
        "fill-rose-600 dark:fill-rose-400",
        "bg-rose-600 dark:bg-rose-400",
    ),
}

# Where each city's name sits next to its pin, so that neighbours do not overlap.
_LABEL_SIDES = {
    "tashkent-esl": "above",
    "samarkand-esl": "below",
    "bukhara-french": "left",
    "khiva-german": "above",
    "dubai-ib-chemistry": "right",
    "abu-dhabi-primary": "left",
    "madrid-bilingual-primary": "below",
    "barcelona-language-assistant": "right",
}
# Offset from the pin (x, y) and text alignment for each side.
_LABEL_OFFSETS = {
    "above": (0, -17, "middle"),
    "below": (0, 30, "middle"),
    "left": (-15, 6, "end"),
    "right": (15, 6, "start"),
}
# Parallels and meridians drawn faintly behind the land, every 10 degrees.
_GRID_STEP = 10

_THIN_LINE = "[vector-effect:non-scaling-stroke]"
_LABEL_CLASS = (
    "hidden text-[19px] font-semibold fill-slate-900 stroke-white stroke-[5px] "
    "[paint-order:stroke] [stroke-linejoin:round] sm:inline "
    "dark:fill-white dark:stroke-slate-900"
)


def job_anchor(job: Job) -> str:
    """The section of /services that lists the job's country."""
    return f"{routes.SERVICES}#{job.region}"


def _graticule() -> rx.Component:
    meridians = [
        f"M{project(longitude, NORTH)[0]:g} 0V{HEIGHT}"
        for longitude in range(0, int(EAST) + 1, _GRID_STEP)
    ]
    parallels = [
        f"M0 {project(WEST, latitude)[1]:g}H{WIDTH}"
        for latitude in range(30, int(NORTH) + 1, _GRID_STEP)
    ]
    return rx.el.svg.path(
        d="".join(meridians + parallels),
        class_name=(
            "fill-none stroke-sky-200 [stroke-dasharray:3_5] dark:stroke-slate-700 " + _THIN_LINE
        ),
    )


def _pin(job: Job) -> rx.Component:
    x, y = (round(value) for value in project(job.longitude, job.latitude))
    dx, dy, anchor = _LABEL_OFFSETS[_LABEL_SIDES.get(job.id, "right")]
    label = data.pin_label(job)
    return link(
        rx.el.svg.title(label),
        # A wider, invisible target makes the pin easy to tap.
        rx.el.svg.circle(cx=x, cy=y, r=22, class_name="fill-transparent"),
        rx.el.svg.circle(
            cx=x,
            cy=y,
            r=9,
            class_name=(
                REGION_STYLES[job.region].pin_class
                # Larger on phones, where the whole map is only a few hundred pixels wide.
                + " origin-center stroke-white stroke-[3px] transition-transform max-sm:[r:16px] "
                "[transform-box:fill-box] group-hover:scale-125 group-focus-visible:scale-150 "
                "group-focus-visible:stroke-slate-900 dark:stroke-slate-950 "
                "dark:group-focus-visible:stroke-white"
            ),
        ),
        rx.el.svg.text(
            job.city,
            x=x + dx,
            y=y + dy,
            custom_attrs={"textAnchor": anchor},
            class_name=_LABEL_CLASS,
        ),
        to=job_anchor(job),
        aria_label=label,
        class_name="group outline-none",
        data_testid="job-map-pin",
        **while_open(job),
    )


def job_map() -> rx.Component:
    """The map of every open post, with a pin per job that links to its country's jobs."""
    return rx.el.figure(
        rx.el.svg(
            rx.el.svg.title(
                data.MAP_TITLE,
                id="job-map-title",
            ),
            rx.el.svg.rect(
                width=WIDTH, height=HEIGHT, class_name="fill-sky-50 dark:fill-slate-950/60"
            ),
            _graticule(),
            rx.el.svg.path(
                d=svg_path(*LAND),
                class_name=(
                    "fill-slate-200 stroke-white dark:fill-slate-700 dark:stroke-slate-800 "
                    + _THIN_LINE
                ),
            ),
            *[
                rx.el.svg.path(
                    d=svg_path(style.outline), class_name=style.country_class + " " + _THIN_LINE
                )
                for style in REGION_STYLES.values()
            ],
            *[_pin(job) for job in JOBS],
            view_box=f"0 0 {WIDTH} {HEIGHT}",
            aria_labelledby="job-map-title",
            class_name="block h-auto w-full",
            data_testid="job-map",
        ),
        rx.el.figcaption(
            data.MAP_CAPTION,
            class_name="border-t border-slate-900/5 px-4 py-3 text-xs sm:px-6 dark:border-white/10 "
            + design.TEXT_MUTED,
        ),
        class_name=design.CARD + " mt-10 overflow-hidden",
    )


def _job_entry(job: Job) -> rx.Component:
    return rx.el.li(
        link(
            rx.el.span(job.city, class_name="font-semibold text-slate-900 dark:text-white"),
            rx.el.span(job.title, class_name="text-sm " + design.TEXT),
            rx.el.span(
                job.salary, class_name="text-sm font-semibold text-blue-700 dark:text-sky-300"
            ),
            to=job_anchor(job),
            class_name=(
                "flex flex-col gap-0.5 rounded-xl px-3 py-2.5 transition-colors "
                "hover:bg-slate-900/5 dark:hover:bg-white/5 " + design.FOCUS_RING
            ),
        ),
        **while_open(job),
    )


def job_list() -> rx.Component:
    """The same jobs as the map, grouped by country."""
    return rx.el.div(
        *[
            rx.el.div(
                rx.el.h3(
                    rx.el.span(
                        class_name="h-3 w-3 shrink-0 rounded-full "
                        + REGION_STYLES[region.id].dot_class,
                        aria_hidden="true",
                    ),
                    region.name,
                    class_name="flex items-center gap-2.5 " + design.HEADING_3,
                ),
                rx.el.ul(
                    *[_job_entry(job) for job in jobs_in(region.id)],
                    class_name="mt-3 -mx-3 space-y-1",
                ),
                class_name=design.CARD + " p-6",
            )
            for region in REGIONS
        ],
        class_name="mt-8 grid gap-6 md:grid-cols-3",
        data_testid="job-map-list",
    )
