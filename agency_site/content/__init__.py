"""The agency's content as data: staff edit these files, not components."""
