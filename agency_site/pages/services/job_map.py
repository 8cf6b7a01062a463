"""The job map (/services/job-map): every open post as a pin on an inline SVG map.

The map is drawn here, from the jobs' coordinates: no tiles, no images, no frame. It uses
an equirectangular projection of the region from Spain to Uzbekistan. The outlines are
simplified by hand from Natural Earth's public-domain 1:110m country boundaries.
"""

from __future__ import annotations

import dataclasses
import math

import reflex as rx

from agency_site import routes, theme
from agency_site.components.links import link
from agency_site.content.jobs import JOBS, REGIONS, Job, Region, jobs_in
from agency_site.i18n import Localized, in_language, per_language, t

# The window of the map in degrees, and the parallel along which its scale is true.
WEST, EAST, SOUTH, NORTH = -10.0, 75.0, 20.0, 48.0
STANDARD_PARALLEL = 35.0
# Width of the drawing in SVG units; the height follows from the projection.
WIDTH = 1000
_X_SCALE = WIDTH / (EAST - WEST)
_Y_SCALE = _X_SCALE / math.cos(math.radians(STANDARD_PARALLEL))
HEIGHT = round((NORTH - SOUTH) * _Y_SCALE)

Outline = tuple[tuple[float, float], ...]


def project(longitude: float, latitude: float) -> tuple[float, float]:
    """SVG coordinates of a point: x grows eastwards, y southwards."""
    return round((longitude - WEST) * _X_SCALE, 1), round((NORTH - latitude) * _Y_SCALE, 1)


def _outline(points: str) -> Outline:
    """'lon,lat lon,lat ...' as a tuple of (longitude, latitude) pairs."""
    pairs = (point.split(",") for point in points.split())
    return tuple((float(longitude), float(latitude)) for longitude, latitude in pairs)


def _path(*outlines: Outline) -> str:
    """One SVG path drawing every outline as a closed shape."""
    shapes = []
    for outline in outlines:
        points = [project(longitude, latitude) for longitude, latitude in outline]
        shapes.append("M" + "L".join(f"{x:g} {y:g}" for x, y in points) + "Z")
    return "".join(shapes)


# Countries with open posts, drawn over the rest of the land.
SPAIN = _outline(
    "-7.45,37.1 -7.54,37.43 -7.03,38.08 -7.37,38.37 -7.1,39.03 -7.5,39.63 -7.07,39.71 "
    "-6.85,41.11 -6.39,41.38 -6.67,41.88 -8.01,41.79 -8.26,42.28 -9.03,41.88 -8.98,42.59 "
    "-9.39,43.03 -7.98,43.75 -4.35,43.4 -1.9,43.42 -1.5,43.03 0.34,42.58 0.7,42.8 "
    "1.83,42.34 2.99,42.47 3.04,41.89 2.09,41.23 0.81,41.01 -0.28,39.31 0.11,38.74 "
    "-0.47,38.29 -0.68,37.64 -1.44,37.44 -2.15,36.67 -4.37,36.68 -5.38,35.95 -5.87,36.03 "
    "-6.52,36.94"
)
UAE = _outline(
    "51.58,24.25 51.76,24.29 51.79,24.02 52.58,24.18 54.01,24.12 56.07,26.06 56.26,25.71 "
    "56.4,24.92 55.89,24.92 55.8,24.27 55.98,24.13 55.53,23.93 55.53,23.52 55.23,23.11 "
    "55.21,22.71 55.01,22.5 52,23 51.62,24.01"
)
UZBEKISTAN = _outline(
    "55.97,41.31 55.93,45 58.5,45.59 61.06,44.41 62.01,43.5 64.9,43.73 66.1,43 "
    "66.02,41.99 66.51,41.99 66.71,41.17 67.99,41.14 68.26,40.66 68.63,40.67 69.07,41.38 "
    "70.96,42.27 71.26,42.17 70.42,41.52 71.16,41.14 71.87,41.39 73.06,40.87 71.77,40.15 "
    "70.6,40.22 70.46,40.5 70.67,40.96 69.33,40.73 68.54,39.53 67.7,39.58 67.44,39.14 "
    "68.18,38.9 68.39,38.16 67.83,37.14 66.52,37.36 66.55,37.97 64.17,38.89 62.37,40.05 "
    "61.88,41.08 61.55,41.27 60.47,41.22 60.08,41.43 59.98,42.22 58.63,42.75 57.79,42.17 "
    "56.93,41.83 57.1,41.32"
)
# Every other country in the window, clipped to it; drawn as one light shape.
LAND = (
    _outline(
        "66.5,37.4 69.2,37.2 70.8,38.5 71.3,38.3 71.8,36.7 73.3,37.5 75.2,37.1 71.3,36.1 "
        "71.6,35.2 70.9,34 69.9,34 70.3,33.4 69.3,32.5 69.3,31.9 66.9,31.3 66.3,29.9 "
        "62.5,29.3 60.9,29.8 61.8,30.7 61.7,31.4 60.9,31.5 60.5,33 61.2,35.7 63,35.4 "
        "64.5,36.3 64.7,37.1 65.7,37.7"
    ),
    _outline("21,40.8 20.2,39.6 19.4,40.3 19.3,42.2 19.7,42.7 20.5,42.2 20.6,41.1"),
    _outline(
        "-8.7,27.4 -8.7,28.8 -5.2,30 -3.7,30.9 -3.6,31.6 -1.3,32.3 -2.2,35.2 -1.2,35.7 "
        "1.5,36.6 8.4,36.9 8.1,34.7 7.5,34.1 7.6,33.3 9.1,32.1 9.8,29.4 9.7,26.5 9.3,26.1 "
        "10.3,24.4 10.8,24.6 12,23.5 5.7,19.6 3.2,19.1 3.1,19.7"
    ),
    _outline("46.5,38.8 43.7,40.3 43.6,41.1 45,41.2 45.6,40.8 45.6,39.9 46.5,39.5"),
    _outline(
        "17,48.1 16.9,47.7 16.3,47.7 16,46.7 14.6,46.4 12.2,47.1 11,46.8 9.5,47.1 9.9,47.6 "
        "12.9,47.5 12.9,48.3 13.6,48.9 16.5,48.8"
    ),
    _outline(
        "46.4,41.9 47.8,41.2 48.6,41.8 50.4,40.3 49.6,40.2 48.9,38.3 48,38.8 48.4,39.3 "
        "48.1,39.6 46.5,38.8 46.5,39.5 45.6,39.9 45.9,40.2 45,41.2 46.5,41.1"
    ),
    _outline("46.1,38.7 44.8,39.7 45.7,39.5"),
    _outline("18.6,42.6 16.5,44 15.8,44.8 16,45.2 19.4,44.9 19.5,43.6"),
    _outline(
        "22.7,44.2 22.9,43.8 25.6,43.7 27.2,44.2 28.6,43.7 27.7,42.6 28,42 26.1,41.8 "
        "26.1,41.3 23,41.3 22.4,42.3 23,43.2 22.5,43.6"
    ),
    _outline("23.8,19.6 23.9,18 15.3,18 15.9,20.4 15.1,21.3 14.9,22.9 15.9,23.4"),
    _outline("77,35.7 76.2,35.9 75,37.4 74.9,38.4 73.9,38.5 73.7,39.4 74.8,40.4 76.5,40.4 77,41.1"),
    _outline(
        "16.6,46.5 18.8,45.9 19.4,45.2 19,44.9 16,45.2 15.8,44.8 18.5,42.5 16,43.5 14.9,45.1 "
        "14.3,45.2 14,44.8 13.7,45.1 13.7,45.5 15.3,45.5 15.8,46.2"
    ),
    _outline("32.7,35.1 34,35 33,34.6 32.3,35.1"),
    _outline(
        "36.9,22 25,22 24.7,30 25.2,31.6 28.9,30.9 31,31.6 32,30.9 34.3,31.2 34.9,29.5 "
        "34.2,27.8 33.1,28.4 32.3,29.8 35.7,23.9 35.5,23.1"
    ),
    _outline(
        "6.2,49.5 8.1,49 7.5,47.6 6.7,47.5 6,46.7 6,46.3 6.5,46.4 6.8,46 7.1,45.3 6.7,45 "
        "7,44.3 7.5,44.1 7.4,43.7 6.5,43.1 4.6,43.4 3.1,43.1 3,42.5 1.8,42.3 -1.9,43.4 "
        "-1.4,44 -1.2,46 -3,47.6 -4.5,48 -4.6,48.7 -1.6,48.6 -1.9,49.8 -1,49.3 1,50 4.8,50"
    ),
    _outline("8.7,42.6 9.4,43 9.2,41.4 8.8,41.6"),
    _outline("40,43.4 45.5,42.5 46.6,41.2 43.6,41.1 41.6,41.5 41.5,42.6"),
    _outline(
        "12.4,50 13.6,48.9 12.9,48.3 12.9,47.5 10.4,47.3 8.5,47.8 7.5,47.6 8.1,49 6.7,49.2 6.2,50"
    ),
    _outline("26.3,35.3 24.7,34.9 23.5,35.3 23.7,35.7"),
    _outline(
        "23,41.3 26.6,41.6 26.1,40.8 23.7,40.7 24.4,40.1 22.6,40.3 23.4,39.2 23,39 24,38.2 "
        "24,37.7 23.1,37.9 23.4,37.4 22.8,37.3 23.2,36.4 22.5,36.4 21.7,36.8 20.2,39.6 "
        "21,40.8"
    ),
    _outline(
        "22.1,48.4 22.7,47.9 21,46.3 18.5,45.8 16.2,46.9 16.3,47.7 16.9,47.7 17,48.1 "
        "17.9,47.8 20.8,48.6"
    ),
    _outline(
        "77,18 73.1,18 72.6,21.4 70.5,20.9 69.2,22.1 69.6,22.5 69.3,22.8 68.2,23.7 68.8,24.4 "
        "71,24.4 70.2,26.5 69.5,26.9 70.6,28 71.8,27.9 74.4,31 74.4,31.7 75.3,32.3 74.1,33.4 "
        "73.7,34.3 74.2,34.7 77,34.8"
    ),
    _outline(
        "48.6,29.9 47.7,31 47.8,31.7 47.3,32.5 46.1,33 45.4,34 46.1,35.7 45.4,36 44.2,38 "
        "44.1,39.4 44.8,39.7 46.1,38.7 48.1,39.6 48.4,39.3 48,38.8 49.2,37.6 52.3,36.7 "
        "53.8,37 55.5,38 57.3,38 61.1,36.5 60.5,33.7 61,33.5 60.5,33 60.9,31.5 61.7,31.4 "
        "61.8,30.7 60.9,29.8 62.7,28.3 63.3,26.8 61.9,26.2 61.5,25.1 57.4,25.7 57,27 "
        "54.7,26.5 53.5,26.8 51.5,27.9 50.1,30.1 48.9,30.3"
    ),
    _outline(
        "39.2,32.2 38.8,33.4 41,34.4 41.3,36.4 42.8,37.4 44.8,37.2 46.1,35.7 45.4,34 46.1,33 "
        "47.3,32.5 47.8,31.7 47.7,31 48.6,29.9 47.3,30.1 46.6,29.1 44.7,29.2 41.9,31.2"
    ),
    _outline("35.7,32.7 35,31.9 35.4,31.1 34.9,29.5 34.3,31.2 35.1,33.1 35.8,33.3"),
    _outline(
        "10.4,46.9 12.2,47.1 13.8,46.5 13.9,45.6 12.3,45.4 12.6,44.1 15.1,42 15.9,42 "
        "15.9,41.5 18.4,40.4 18.3,39.8 16.9,40.4 16.4,39.8 17.2,39.4 17.1,38.9 15.7,37.9 "
        "16.1,39 15.4,40 11.2,42.4 10.2,43.9 8.9,44.4 7.4,43.7 7.5,44.1 7,44.3 6.7,45 "
        "7.1,45.3 6.8,46 9,46 9.2,46.4 10.4,46.5"
    ),
    _outline("14.8,38.1 15.5,38.2 15.1,36.6 12.4,37.6 12.6,38.1"),
    _outline("8.7,40.9 9.2,41.2 9.8,40.5 9.7,39.2 8.8,38.9 8.2,41"),
    _outline(
        "35.5,32.4 35.7,32.7 36.8,32.3 38.8,33.4 39.2,32.2 37,31.5 38,30.5 36.1,29.2 34.9,29.5"
    ),
    _outline(
        "77,50 77,43 74.2,43.3 73.5,42.5 71.2,42.7 68.6,40.7 66.7,41.2 66.5,42 66,42 66.1,43 "
        "64.9,43.7 62,43.5 58.5,45.6 55.9,45 56,41.3 54.1,42.3 52.5,41.8 52.5,42.8 51.3,43.1 "
        "50.3,44.6 51.3,44.5 51.3,45.2 53,45.3 53,46.9 51.2,47 49.1,46.4 48.6,46.6 48.7,47.1 "
        "48.1,47.7 47.3,47.7 46.5,48.4 47.2,50"
    ),
    _outline("20.6,41.9 20.1,42.6 20.6,43.2 21.8,42.7"),
    _outline("48,30 48.4,28.6 46.6,29.1 47.3,30.1"),
    _outline(
        "71,42.3 71.8,42.8 73.5,42.5 74.2,43.3 77,43 77,41.1 76.5,40.4 74.8,40.4 73.7,39.4 "
        "69.5,39.5 69.6,40.1 71.8,40.1 73.1,40.9 70.4,41.5"
    ),
    _outline("35.8,33.3 35.1,33.1 35.5,33.9 36,34.6 36.4,34.6 36.6,34.2"),
    _outline(
        "25,22 25,20 23.9,20 23.8,19.6 15.9,23.4 14.1,22.5 10.8,24.6 10.3,24.4 9.3,26.1 "
        "9.7,26.5 9.5,30.3 10,30.5 10,31.4 11.4,32.4 11.5,33.1 15.2,32.3 15.7,31.4 19.1,30.3 "
        "20.1,31 19.8,31.8 20.9,32.7 22.9,32.6 23.2,32.2 24.9,31.9"
    ),
    _outline("-5.7,18 -6.5,25 -4.9,25 3.1,19.7 3.2,19.1 4.3,19.2 4.3,18"),
    _outline("-12,18 -12,25.9 -8.7,25.9 -8.7,27.4 -4.9,25 -6.5,25 -5.7,18"),
    _outline("26.6,48.2 28.7,48.1 30,46.4 28.9,46.4 28.2,45.5 28.1,46.8"),
    _outline("20.1,42.6 19.7,42.7 19.4,41.9 18.5,42.5 19.2,43.5 20.3,42.9"),
    _outline(
        "-2.2,35.2 -1.3,32.3 -3.6,31.6 -3.7,30.9 -5.2,30 -8.7,28.8 -8.8,27.1 -11.4,26.9 "
        "-12,26 -12,28.1 -9.6,29.9 -9.8,31.2 -8.7,33.2 -6.9,34.1 -5.9,35.8"
    ),
    _outline("14.9,22.9 15.1,21.3 15.9,20.4 15.3,18 4.3,18 4.3,19.2 12,23.5 14.1,22.5"),
    _outline("22.4,42.3 23,41.3 20.6,41.1 20.8,42.1"),
    _outline(
        "55.2,22.7 55.5,23.9 56,24.1 55.9,24.9 56.4,24.9 57.4,23.9 58.7,23.6 59.8,22.3 "
        "58.5,20.4 57.8,20.2 57.7,18.9 56.6,18.6 56.4,18 52.5,18 52,19 55,20 55.7,22"
    ),
    _outline(
        "77,35.7 76.9,34.7 74.2,34.7 73.7,34.3 74.5,32.8 75.3,32.3 74.4,31.7 74.4,31 "
        "71.8,27.9 70.6,28 69.5,26.9 70.2,26.5 71,24.4 68.8,24.4 68.2,23.7 67.4,23.9 "
        "66.4,25.4 61.5,25.1 61.9,26.2 63.3,26.8 62.7,28.3 60.9,29.8 62.5,29.3 66.3,29.9 "
        "66.9,31.3 69.3,31.9 69.3,32.5 70.3,33.4 69.9,34 70.9,34 71.6,35.2 71.3,36.1 "
        "71.8,36.5 75.2,37.1 76.2,35.9"
    ),
    _outline(
        "-9,41.9 -8.3,42.3 -8,41.8 -6.7,41.9 -6.4,41.4 -6.9,41.1 -7.1,39.7 -7.5,39.6 -7,38.1 "
        "-7.9,36.8 -8.9,36.9 -8.8,38.3 -9.5,38.7 -8.8,40.8"
    ),
    _outline("50.8,24.8 50.7,25.5 51.3,26.1 51.6,25.2 51.4,24.6"),
    _outline(
        "28.2,45.5 29.6,45.3 28.8,44.9 28.6,43.7 27.2,44.2 25.6,43.7 22.9,43.8 22.7,44.6 "
        "21.6,44.8 20.2,46.1 23.1,48.1 24.9,47.7 26.6,48.2 28.1,46.8"
    ),
    _outline(
        "48.6,45.8 47.7,45.6 46.7,44.6 48.6,41.8 47.8,41.2 45.5,42.5 40,43.4 36.7,45.2 "
        "38.2,46.2 37.7,46.6 39.1,47 38.2,47.1 38.3,47.5 39.9,48.2 40.1,49.6 37.9,50 48.6,50 "
        "47.2,50 46.5,48.4 48.7,47.1 48.6,46.6 49.1,46.4"
    ),
    _outline(
        "35,29.4 36.1,29.2 37.5,30 38,30.5 37,31.5 39.2,32.2 41.9,31.2 44.7,29.2 47.5,29 "
        "50.2,26.7 50.2,25.6 51.4,24.6 52,23 55.2,22.7 55.7,22 55,20 49.1,18.6 48.1,18 "
        "41.6,18 40.9,19.5 39.1,21.3 38.5,23.7 37.5,24.3 35.1,28.1 34.6,28.1"
    ),
    _outline(
        "18.8,45.9 20.2,46.1 21.6,44.8 22.7,44.6 22.4,44 23,43.2 22.5,42.5 21.6,42.2 "
        "21.8,42.7 20.8,43.3 20.3,42.8 19.2,43.5 19.6,44"
    ),
    _outline("22.6,49.1 21.9,48.3 20.8,48.6 17.9,47.8 16.9,48.5 18.6,49.5"),
    _outline("13.8,46.5 16.2,46.9 16.6,46.5 15.8,46.2 15.3,45.5 13.7,45.5"),
    _outline("23.9,18 23.9,20 25,20 25,22 36.9,22 37.5,18.6 38.4,18"),
    _outline("9.6,47.5 9.5,47.1 10.4,46.9 9.9,46.3 7.3,45.8 6.5,46.4 6,46.3 6.7,47.5"),
    _outline(
        "35.7,32.7 36.6,34.2 36,34.6 35.9,35.4 36.7,36.8 39.5,36.7 42.3,37.2 41.3,36.4 "
        "41,34.4 36.8,32.3"
    ),
    _outline(
        "67.8,37.1 68.4,38.2 68.2,38.9 67.4,39.1 67.7,39.6 68.5,39.5 69.3,40.7 70.7,41 "
        "70.5,40.5 71,40.2 69.6,40.1 69.5,39.5 73.7,39.4 73.9,38.5 74.9,38.4 75,37.4 "
        "73.3,37.5 71.8,36.7 71.3,38.3 70.8,38.5 69.2,37.2"
    ),
    _outline(
        "9.5,30.3 9.1,32.1 7.6,33.3 7.5,34.1 8.1,34.7 8.4,36.9 9.5,37.3 10.2,37.2 10.2,36.7 "
        "11,37.1 10.6,36.4 10.8,34.8 10.1,34.3 11.5,33.1 11.4,32.4 10,31.4 10,30.5"
    ),
    _outline(
        "44.8,37.2 42.8,37.4 39.5,36.7 36.7,36.8 36.1,35.8 35.8,36.3 36.2,36.7 34.7,36.8 "
        "34,36.2 32.5,36.1 30.6,36.7 29.7,36.1 27.6,36.7 26.3,38.2 26.8,39 26.2,39.5 "
        "27.3,40.4 28.8,40.5 29.2,41.2 31.1,41.1 33.5,42 35.2,42 38.3,40.9 42.6,41.6 "
        "43.6,41.1 43.7,40.3 44.8,39.7 44.1,39.4"
    ),
    _outline("26.1,41.8 28,42 29,41.3 26.4,40.2 26.1,40.8 26.6,41.6"),
    _outline(
        "52.5,41.8 54.1,42.3 55.5,41.3 57.1,41.3 56.9,41.8 58.6,42.8 60,42.2 60.5,41.2 "
        "61.9,41.1 62.4,40.1 64.2,38.9 66.5,38 66.5,37.4 65.7,37.7 64.7,37.1 64.5,36.3 "
        "62.2,35.3 61.2,35.7 61.1,36.5 57.3,38 55.5,38 53.9,37.2 53.9,39 53.1,39.3 53.4,40 "
        "52.7,40 52.9,40.9 54.7,41 53.7,42.1 52.9,41.9 52.8,41.1"
    ),
    _outline(
        "37.9,50 40.1,49.6 39.7,47.9 35,46.3 35,45.7 36.5,45.5 36.3,45.1 33.9,44.4 33.3,44.6 "
        "33.5,45 32.5,45.3 33.6,45.9 31.7,46.3 31.7,46.7 30.7,46.6 29.6,45.3 28.2,45.5 "
        "28.9,46.4 30,46.4 28.7,48.1 27.5,48.5 24.9,47.7 22.7,47.9 22.1,48.4 23.1,50"
    ),
    _outline("-8.7,27.7 -8.7,25.9 -12,25.9 -12,23.4 -12,26 -11.4,26.9 -8.8,27.1"),
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


def city(job: Job) -> Localized:
    """'Tashkent' from 'Tashkent, Uzbekistan' (and 'Tachkent' from 'Tachkent, Ouzbékistan')."""
    return per_language(lambda code: in_language(job.location, code).split(",")[0])


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
    label = t(
        "{location}: {title}, {salary}", location=job.location, title=job.title, salary=job.salary
    )
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
        rx.el.svg.text(city(job), x=x + dx, y=y + dy, text_anchor=anchor, class_name=_LABEL_CLASS),
        to=job_anchor(job),
        aria_label=label,
        class_name="group outline-none",
        data_testid="job-map-pin",
    )


def job_map() -> rx.Component:
    """The map of every open post, with a pin per job that links to its country's jobs."""
    return rx.el.figure(
        rx.el.svg(
            rx.el.svg.title(
                t("Map of our open teaching posts in Spain, the UAE and Uzbekistan"),
                id="job-map-title",
            ),
            rx.el.svg.rect(
                width=WIDTH, height=HEIGHT, class_name="fill-sky-50 dark:fill-slate-950/60"
            ),
            _graticule(),
            rx.el.svg.path(
                d=_path(*LAND),
                class_name=(
                    "fill-slate-200 stroke-white dark:fill-slate-700 dark:stroke-slate-800 "
                    + _THIN_LINE
                ),
            ),
            *[
                rx.el.svg.path(
                    d=_path(style.outline), class_name=style.country_class + " " + _THIN_LINE
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
            t(
                "Select a pin to see the jobs in that country. Borders are simplified from "
                "Natural Earth's public-domain map data."
            ),
            class_name="border-t border-slate-900/5 px-4 py-3 text-xs sm:px-6 dark:border-white/10 "
            + theme.TEXT_MUTED,
        ),
        class_name=theme.CARD + " mt-10 overflow-hidden",
    )


def _job_entry(job: Job) -> rx.Component:
    return rx.el.li(
        link(
            rx.el.span(city(job), class_name="font-semibold text-slate-900 dark:text-white"),
            rx.el.span(job.title, class_name="text-sm " + theme.TEXT),
            rx.el.span(
                job.salary, class_name="text-sm font-semibold text-blue-700 dark:text-sky-300"
            ),
            to=job_anchor(job),
            class_name=(
                "flex flex-col gap-0.5 rounded-xl px-3 py-2.5 transition-colors "
                "hover:bg-slate-900/5 dark:hover:bg-white/5 " + theme.FOCUS_RING
            ),
        ),
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
                    class_name="flex items-center gap-2.5 " + theme.HEADING_3,
                ),
                rx.el.ul(
                    *[_job_entry(job) for job in jobs_in(region.id)],
                    class_name="mt-3 -mx-3 space-y-1",
                ),
                class_name=theme.CARD + " p-6",
            )
            for region in REGIONS
        ],
        class_name="mt-8 grid gap-6 md:grid-cols-3",
        data_testid="job-map-list",
    )
