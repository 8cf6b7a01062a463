"""Icons: Lucide's outlines drawn as one path per icon (agency_site/components/icons.py)."""

import pytest

from agency_site.components import icons


@pytest.mark.parametrize(
    ("data", "absolute"),
    [
        # The pairs after a relative moveto are relative lines: they stay so.
        ("m19 12-7 7-7-7", "M19 12l-7 7-7-7"),
        ("m7.5 4.27 9 5.15", "M7.5 4.27l9 5.15"),
        ("m12 5 7 7", "M12 5l7 7"),
        ("m2 2a1 1 0 0 1 1 1", "M2 2a1 1 0 0 1 1 1"),
        ("M12 5v14", "M12 5v14"),
    ],
)
def test_a_path_opening_with_a_relative_moveto_starts_where_it_did(data, absolute):
    assert icons._absolute_start(data) == absolute


def test_shapes_become_path_data_of_the_same_outline():
    assert icons._path_data("line", {"x1": "4", "y1": "6", "x2": "20", "y2": "6"}) == "M4 6L20 6"
    assert icons._path_data("circle", {"cx": "12", "cy": "12", "r": "3"}) == (
        "M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0"
    )
    assert icons._path_data("polyline", {"points": "3.29 7 12 12 20.71 7"}) == (
        "M3.29 7 12 12 20.71 7"
    )
    assert icons._path_data(
        "rect", {"x": "3", "y": "11", "width": "18", "height": "11", "rx": "2", "ry": "2"}
    ) == ("M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-7a2 2 0 0 1 2 -2z")
    assert icons._path_data("rect", {"x": "1", "y": "2", "width": "4", "height": "5"}) == (
        "M1 2h4v5h-4z"
    )


def test_a_shape_with_more_than_its_geometry_stays_an_element():
    dot = {"cx": "7.5", "cy": "7.5", "r": ".5", "fill": "currentColor"}
    assert icons._path_data("circle", dot) is None
    assert icons._drawing("tag")[1:] == (("circle", dot),)


def test_every_icon_is_one_path_and_only_the_shapes_a_path_cannot_carry():
    for name, shapes in icons._shapes().items():
        drawing = icons._drawing(name)
        outlines = [shape for shape in shapes if icons._path_data(*shape) is not None]
        assert drawing[0][0] == "path", name
        assert len(drawing) == 1 + len(shapes) - len(outlines), name
        # Each outline after the first starts with an absolute moveto of its own.
        assert drawing[0][1]["d"].count("M") >= len(outlines), name


def test_an_unknown_icon_names_the_command_that_adds_it():
    with pytest.raises(ValueError, match="make icons"):
        icons.icon("no-such-icon")
